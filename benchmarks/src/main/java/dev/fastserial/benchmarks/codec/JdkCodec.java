package dev.fastserial.benchmarks.codec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * Java serialization through ObjectOutputStream/ObjectInputStream: what the default
 * {@code Serializable}, the hand-written {@code Externalizable} and the fastserial-generated
 * variants all go through. Per message is a fresh stream per object, as the articles measure.
 */
public final class JdkCodec implements Codec {
    /** Reused between calls (reset, not reallocated), like the other codecs' buffers. */
    private final Buffer buffer = new Buffer();

    /** A ByteArrayOutputStream whose bytes can be read back in place. */
    private static final class Buffer extends ByteArrayOutputStream {
        Buffer() {
            super(64 * 1024);
        }

        ByteArrayInputStream input() {
            return new ByteArrayInputStream(buf, 0, count);
        }
    }

    @Override
    public byte[] toBytes(Object value) throws IOException {
        buffer.reset();
        try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
            out.writeObject(value);
        }
        return buffer.toByteArray();
    }

    @Override
    public Object fromBytes(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        }
    }

    @Override
    public int writeAll(Object[] values) throws IOException {
        buffer.reset();
        try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
            for (Object value : values) {
                out.writeObject(value);
            }
        }
        return buffer.size();
    }

    @Override
    public byte[] written() {
        return buffer.toByteArray();
    }

    @Override
    public void readAll(Object[] into) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(buffer.input())) {
            for (int i = 0; i < into.length; i++) {
                into[i] = in.readObject();
            }
        }
    }
}
