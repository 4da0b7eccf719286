package dev.fastserial;

/**
 * The first byte of a value in a direct-path message, and of every object written with
 * {@code writeObject} inside it. Values not listed are reserved for later versions (a reader
 * fails on them with {@code StreamCorruptedException}).
 */
final class Tags {
    private Tags() {}

    /** {@code writeObject(null)}. */
    static final int NULL = 0x00;
    /** Top level only: the body of the class the reader names ({@code FastBytes.fromBytes(bytes, type)}). */
    static final int VALUE = 0x01;
    /** An object written earlier in the message: a varint handle (0 = the top-level value). */
    static final int REFERENCE = 0x02;
    /** A bean of a class not named before in the message: its name (a string), then its body. */
    static final int BEAN_NAMED = 0x03;
    /** A bean of a class named before: a varint index (0 = the top-level value's class), then its body. */
    static final int BEAN = 0x04;
    /**
     * Anything else: the next object of the message's Java serialization stream (started, with
     * its 4-byte header, at the first such object), then the bodies of the beans first met inside
     * it, in the order met.
     */
    static final int JAVA = 0x05;
}
