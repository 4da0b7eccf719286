package dev.fastserial.processor.model;

import com.squareup.javapoet.ClassName;

/** Value types with a compact encoding of their own (no class descriptor). */
public enum ValueKind {
    INSTANT("java.time", "Instant"),
    LOCAL_DATE("java.time", "LocalDate"),
    LOCAL_TIME("java.time", "LocalTime"),
    LOCAL_DATE_TIME("java.time", "LocalDateTime"),
    OFFSET_DATE_TIME("java.time", "OffsetDateTime"),
    ZONED_DATE_TIME("java.time", "ZonedDateTime"),
    DURATION("java.time", "Duration"),
    PERIOD("java.time", "Period"),
    ZONE_ID("java.time", "ZoneId"),
    UUID("java.util", "UUID"),
    BIG_DECIMAL("java.math", "BigDecimal"),
    BIG_INTEGER("java.math", "BigInteger"),
    CURRENCY("java.util", "Currency"),
    LOCALE("java.util", "Locale");

    public final ClassName type;

    ValueKind(String pkg, String simpleName) {
        this.type = ClassName.get(pkg, simpleName);
    }

    public static ValueKind of(String qualifiedName) {
        for (ValueKind kind : values()) {
            if (kind.type.canonicalName().equals(qualifiedName)) {
                return kind;
            }
        }
        return null;
    }

    /** BigDecimal and BigInteger are not final; a Locale must survive its language tag. */
    Encoding.Exactness exactness() {
        switch (this) {
            case BIG_DECIMAL:
            case BIG_INTEGER:
                return Encoding.Exactness.oneOf(type);
            case LOCALE:
                return new Encoding.Exactness.PortableLocale();
            default:
                return null;
        }
    }
}
