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
 * path), which must write the very same bytes after their length.
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
        if (!Arrays.equals(onAHostStream(bytes), viaDataOutput)) {
            throw new AssertionError("FastBytes.write(value, DataOutput) wrote other bytes than its length and toBytes: "
                    + viaDataOutput.length + " vs " + bytes.length);
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(viaDataOutput));
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

    /**
     * A message as {@code FastBytes.write(value, DataOutput)} puts it on a host's stream: its length
     * (an unsigned varint, 7 bits a byte, low group first), then the message; for damaged messages
     * to reach the reader of {@code FastBytes.read(DataInput, type)}.
     */
    public static byte[] onAHostStream(byte[] message) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(message.length + 5);
        int n = message.length;
        while ((n & ~0x7F) != 0) {
            bytes.write(n & 0x7F | 0x80);
            n >>>= 7;
        }
        bytes.write(n);
        bytes.write(message, 0, message.length);
        return bytes.toByteArray();
    }

    /** {@link #onAHostStream} as the DataInput that {@code FastBytes.read} takes. */
    public static DataInputStream hostStream(byte[] message) {
        return new DataInputStream(new ByteArrayInputStream(onAHostStream(message)));
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
