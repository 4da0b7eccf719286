package dev.fastserial.processor.write;

import dev.fastserial.processor.model.ValueKind;

/** How each value type looks on the wire, for the per-field comment. */
final class ValueForms {
    private ValueForms() {}

    static String of(ValueKind kind) {
        switch (kind) {
            case INSTANT: return "epoch seconds and nanos";
            case LOCAL_DATE: return "epoch day";
            case LOCAL_TIME: return "nano of day";
            case LOCAL_DATE_TIME: return "epoch day and nano of day";
            case OFFSET_DATE_TIME: return "date, time and offset";
            case ZONED_DATE_TIME: return "date, time, offset and zone";
            case DURATION: return "seconds and nanos";
            case PERIOD: return "years, months, days";
            case ZONE_ID: return "its id";
            case UUID: return "16 bytes";
            case BIG_INTEGER: return "length and two's-complement bytes";
            case BIG_DECIMAL: return "scale and unscaled value";
            case CURRENCY: return "ISO 4217 code";
            case LOCALE: return "language tag";
            default: return kind.type.simpleName();
        }
    }
}
