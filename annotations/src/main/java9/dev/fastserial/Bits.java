package dev.fastserial;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Big-endian shorts, ints and longs in a {@code byte[]}, as {@link java.io.DataOutput} lays them
 * out: the Java 9+ form of the multi-release jar, one access a value through {@code VarHandle}
 * byte-array views (the JIT makes each a single load or store and a byte swap; the base form in
 * {@code src/main/java} writes the same bytes one at a time). Callers have checked that the bytes
 * are there; the views check again and throw rather than touch memory outside the array.
 */
final class Bits {
    private Bits() {}

    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    static void putShort(byte[] b, int p, int v) {
        SHORT.set(b, p, (short) v);
    }

    static void putInt(byte[] b, int p, int v) {
        INT.set(b, p, v);
    }

    static void putLong(byte[] b, int p, long v) {
        LONG.set(b, p, v);
    }

    static int getUnsignedShort(byte[] b, int p) {
        return (short) SHORT.get(b, p) & 0xFFFF;
    }

    static int getInt(byte[] b, int p) {
        return (int) INT.get(b, p);
    }

    static long getLong(byte[] b, int p) {
        return (long) LONG.get(b, p);
    }
}
