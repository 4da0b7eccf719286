package dev.fastserial.processor.write;

/**
 * The numbers of the wire format that generated code spells, in one place. (The fixed helpers
 * in {@code wire/Wire.java} hold the rest: length and varint prefixes, tail tags and wire types.)
 */
final class WireNumbers {
    /** In a tagged container, each element starts with one of these. */
    static final int TAG_NULL = 0;
    static final int TAG_FAST = 1;
    static final int TAG_OBJECT = 2;
    /** In a Date container: a java.sql date's own form (class, millis, nanos) follows. */
    static final int TAG_SQL_DATE = 3;

    /** A container's prefix is one length: {@code size << SIZE_SHIFT | class << CLASS_SHIFT | TAGGED}. */
    static final int SIZE_SHIFT = 3;
    static final int CLASS_SHIFT = 1;
    static final int CLASS_MASK = 3;
    static final int TAGGED = 1;

    /** Readers never pre-size a container or array beyond this many elements; it grows as data arrives. */
    static final int MAX_PRESIZE = 256;

    /** Enum constants: a one-byte code, or this byte and the constant's name. */
    static final int ENUM_BY_NAME = 0xFF;

    /** A non-null slot marked special is followed by one of these. */
    static final int SPECIAL_ABSENT = 0;
    static final int SPECIAL_OBJECT = 1;

    /** The most added fields one class level can have (one bit each in a long while writing). */
    static final int MAX_TAIL_FIELDS = 64;

    private WireNumbers() {}
}
