package dev.fastserial;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.io.StreamCorruptedException;

/**
 * Unsigned varints on any DataOutput/DataInput (the byte[] path has its own, inlined copies):
 * 7 bits a byte, low group first, top bit set on all but the last; at most 5 bytes.
 */
final class Varints {
    private Varints() {}

    static void write(DataOutput out, int v) throws IOException {
        while ((v & ~0x7F) != 0) {
            out.writeByte(v | 0x80);
            v >>>= 7;
        }
        out.writeByte(v);
    }

    static int read(DataInput in) throws IOException {
        int v = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            int b = in.readUnsignedByte();
            v |= (b & 0x7F) << shift;
            if (b < 0x80) {
                if (shift == 28 && b > 0x07) {
                    break;
                }
                return v;
            }
        }
        throw new StreamCorruptedException("varint out of range in a fastserial message");
    }
}
