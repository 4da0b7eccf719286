package dev.fastserial;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;

/**
 * A reusable writer for the direct byte path: writes {@code @FastSerial} beans one after the
 * other into one growable buffer that it keeps between uses, so that steady-state writing
 * allocates nothing but what the caller copies out.
 *
 * <pre>{@code
 * FastWriter writer = new FastWriter();          // one per thread, reused
 * writer.reset().write(order).write(customer);   // two values, one buffer
 * socket.getOutputStream().write(writer.buffer(), 0, writer.size());
 * }</pre>
 *
 * <p>Each value is self-contained, exactly the bytes {@link FastBytes#toBytes} gives for it: its
 * shared references and cycles are kept within it, not across values (put values that share
 * objects into one bean). Read them back in the same order with a {@link FastReader}, naming
 * each value's class. Not thread-safe.
 */
public final class FastWriter {
    private final BytesOutput out = new BytesOutput();

    /** An empty writer with a small buffer that grows as needed. */
    public FastWriter() {
    }

    /**
     * Appends {@code value}, a {@code @FastSerial} bean, record or immutable class (its own
     * {@code writeExternal}, or its externalizer's {@code write}, runs here). On failure nothing of
     * the value stays in the buffer.
     *
     * @param value the bean, record or immutable class to append
     * @throws IllegalArgumentException if {@code value} is not a {@code @FastSerial} bean, record or immutable class
     * @throws UncheckedIOException if the value cannot be written (a fallback field holding
     *     something not {@code Serializable}, a container too large...)
     * @return this writer
     */
    public FastWriter write(Object value) {
        BeanType type = FastBytes.beanTypeOf(value);
        return write(value, type, value.getClass());
    }

    /**
     * Appends {@code value} for a reader that names {@code type} ({@code reader.read(type)}): its
     * fields alone when it is a {@code type}, the same bytes as {@link #write(Object)}; when it is
     * of a subclass, its class too, so that it comes back as itself (a message read with another
     * class fails, it is never read as that class).
     *
     * @param <T> the class the reader names
     * @param value the bean, record or immutable class to append: a {@code type}, or of a subclass
     * @param type the class the reader names
     * @throws IllegalArgumentException if {@code value} is not a {@code type}, or either is not a
     *     {@code @FastSerial} bean, record or immutable class
     * @throws UncheckedIOException if the value cannot be written
     * @return this writer
     */
    public <T> FastWriter write(T value, Class<T> type) {
        return write(value, FastBytes.beanTypeOf(value, type), type);
    }

    private FastWriter write(Object value, BeanType type, Class<?> named) {
        try {
            append(value, type, named);
        } catch (IOException e) {
            throw new UncheckedIOException("writing a " + value.getClass().getName() + ": " + e.getMessage(), e);
        }
        return this;
    }

    /** Appends {@code value} (of {@code type}) for a reader that names {@code named}; on failure nothing of it stays. */
    void append(Object value, BeanType type, Class<?> named) throws IOException {
        int start = out.size();
        GraphWriter graph = out.graph();
        try {
            graph.writeValue(value, type, named);
        } catch (IOException | RuntimeException | Error e) {
            out.truncate(start);
            throw e;
        } finally {
            graph.forget(); // keeps no references to the value
        }
    }

    /**
     * Empties the buffer (keeping its capacity).
     *
     * @return this writer
     */
    public FastWriter reset() {
        out.reset();
        return this;
    }

    /**
     * Bytes written since the last {@link #reset}.
     *
     * @return their count
     */
    public int size() {
        return out.size();
    }

    /**
     * A copy of the bytes written since the last {@link #reset}.
     *
     * @return a new array of {@link #size()} bytes
     */
    public byte[] toByteArray() {
        return out.toByteArray();
    }

    /**
     * The writer's own buffer, without copying: the bytes are {@code [0, size())}. Valid until
     * the next write or reset; do not keep it.
     *
     * @return the buffer itself, usually longer than {@link #size()}
     */
    public byte[] buffer() {
        return out.buffer();
    }

    /**
     * Writes the bytes written since the last {@link #reset} to {@code stream}.
     *
     * @param stream where the bytes go
     * @throws IOException if {@code stream} fails
     */
    public void writeTo(OutputStream stream) throws IOException {
        stream.write(out.buffer(), 0, out.size());
    }

    /**
     * Puts the bytes written since the last {@link #reset} into {@code target} at its position,
     * advancing it.
     *
     * @param target the buffer written into, from its position
     * @throws BufferOverflowException if they do not fit (the buffer is then left unchanged)
     */
    public void writeTo(ByteBuffer target) {
        if (target.remaining() < out.size()) {
            throw new BufferOverflowException();
        }
        target.put(out.buffer(), 0, out.size());
    }

    BytesOutput output() {
        return out;
    }
}
