package dev.fastserial;

/**
 * Big-endian shorts, ints and longs in a {@code byte[]}, as {@link java.io.DataOutput} lays them
 * out. This is the Java 8 form, a byte at a time; the jar is multi-release, and Java 9 and later
 * load {@code META-INF/versions/9/dev/fastserial/Bits.class} instead, which moves each value in
 * one access through a {@code VarHandle} byte-array view (same bytes, fewer instructions).
 * Callers have checked that the bytes are there.
 */
final class Bits {
    private Bits() {}

    static void putShort(byte[] b, int p, int v) {
        b[p] = (byte) (v >>> 8);
        b[p + 1] = (byte) v;
    }

    static void putInt(byte[] b, int p, int v) {
        b[p] = (byte) (v >>> 24);
        b[p + 1] = (byte) (v >>> 16);
        b[p + 2] = (byte) (v >>> 8);
        b[p + 3] = (byte) v;
    }

    static void putLong(byte[] b, int p, long v) {
        putInt(b, p, (int) (v >>> 32));
        putInt(b, p + 4, (int) v);
    }

    static int getUnsignedShort(byte[] b, int p) {
        return (b[p] & 0xFF) << 8 | b[p + 1] & 0xFF;
    }

    static int getInt(byte[] b, int p) {
        return b[p] << 24 | (b[p + 1] & 0xFF) << 16 | (b[p + 2] & 0xFF) << 8 | b[p + 3] & 0xFF;
    }

    static long getLong(byte[] b, int p) {
        return (long) getInt(b, p) << 32 | getInt(b, p + 4) & 0xFFFFFFFFL;
    }
}
