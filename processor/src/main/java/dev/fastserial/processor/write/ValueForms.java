package dev.fastserial.processor.write;

import dev.fastserial.processor.model.ValueKind;

/** How each value type looks on the wire, for the per-field comment. */
final class ValueForms {
    private ValueForms() {}

    static String of(ValueKind kind) {
        switch (kind) {
            case INSTANT: return "epoch seconds and nanos (varints)";
            case LOCAL_DATE: return "epoch day (varint)";
            case LOCAL_TIME: return "nano of day (varint)";
            case LOCAL_DATE_TIME: return "epoch day and nano of day (varints)";
            case OFFSET_DATE_TIME: return "date, time and offset seconds (varints)";
            case ZONED_DATE_TIME: return "date, time, offset seconds (varints) and zone id";
            case DURATION: return "seconds and nanos (varints)";
            case PERIOD: return "years, months, days (varints)";
            case ZONE_ID: return "its id";
            case UUID: return "16 bytes";
            case BIG_INTEGER: return "length and two's-complement bytes";
            case BIG_DECIMAL: return "scale (varint), then the unscaled value's bytes";
            case CURRENCY: return "ISO 4217 code";
            case LOCALE: return "language tag";
            default: return kind.type.simpleName();
        }
    }
}
