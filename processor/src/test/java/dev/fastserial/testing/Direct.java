package dev.fastserial.testing;

import dev.fastserial.FastBytes;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * Round trips through the direct byte path ({@link FastBytes}), for classes from any class
 * loader: the byte[] path, and the same value through a plain DataOutput/DataInput (the hosts'
 * path), which must write the very same bytes.
 */
public final class Direct {
    private Direct() {}

    /** {@code FastBytes.toBytes(value)}, then {@code fromBytes} with the value's class; also checks the DataOutput path. */
    @SuppressWarnings("unchecked")
    public static <T> T roundTrip(T value) {
        byte[] bytes = FastBytes.toBytes(value);
        T copy;
        try {
            copy = (T) FastBytes.fromBytes(bytes, value.getClass());
        } catch (IOException e) {
            throw new AssertionError("reading back failed: " + e, e);
        }
        byte[] viaDataOutput = viaDataOutput(value);
        if (!Arrays.equals(bytes, viaDataOutput)) {
            throw new AssertionError("FastBytes.write(value, DataOutput) wrote other bytes than toBytes: "
                    + viaDataOutput.length + " vs " + bytes.length);
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        try {
            Object again = FastBytes.read(in, value.getClass());
            if (in.read() != -1) {
                throw new AssertionError("FastBytes.read(DataInput) left bytes unread");
            }
            DeepEquals.assertDeepEquals(copy, again);
        } catch (IOException e) {
            throw new AssertionError("reading back through a DataInput failed: " + e, e);
        }
        return copy;
    }

    public static byte[] viaDataOutput(Object value) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            FastBytes.write(value, new DataOutputStream(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
