package dev.fastserial;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.StreamCorruptedException;
import java.io.UncheckedIOException;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;

/**
 * The direct byte path: a {@code @FastSerial} bean, record or immutable class to bytes and back
 * with the code generated for it, without {@link ObjectOutputStream}: no stream header, no class
 * descriptor, no block-data framing, no serialization proxy; where you own the bytes (a cache
 * value, a message body, a data grid's serializer hook). A record or immutable class is read
 * through its constructor, so what the constructor rejects is an {@link java.io.InvalidObjectException}.
 *
 * <pre>{@code
 * byte[] bytes = FastBytes.toBytes(employee);
 * Employee copy = FastBytes.fromBytes(bytes, Employee.class);
 * }</pre>
 *
 * <p>Same behaviour as the JDK path: every type fastserial encodes; beans written by reference
 * (a bean that can reach itself, {@code @ByReference}) keep shared references and cycles, within
 * one value; fallback fields ({@code Object}, interfaces, foreign types) go through Java
 * serialization inside the message, with JDK semantics and the JVM-wide serial filter; a bean's
 * {@code writeReplace} and {@code readResolve} are honoured (a record's or immutable class's
 * {@code writeReplace}, which returns its proxy for Java serialization, is not needed here). A
 * message holds the top-level value's fields, not its class: read it with the class that was written.
 *
 * <p>Untrusted bytes fail with an {@link IOException} and allocate no more than their length
 * justifies; see {@link FastReader}. Beside the one-shot methods here: {@link FastWriter} and
 * {@link FastReader} reuse their buffers and put many values in one buffer; {@link #toBuffer} and
 * {@link #fromBuffer} use {@link ByteBuffer}s; {@link #write(Object, DataOutput)} and
 * {@link #read(DataInput, Class)} run the generated code on a host's own data streams.
 *
 * <p>The static methods are thread-safe: each thread keeps one buffer for writing (dropped after
 * a message over 1 MB).
 */
public final class FastBytes {
    private FastBytes() {}

    /** A writer per thread, reused by the static methods (a fresh one when re-entered). */
    private static final class PerThread {
        final FastWriter writer = new FastWriter();
        boolean writing;
    }

    private static final ThreadLocal<PerThread> PER_THREAD = new ThreadLocal<PerThread>() {
        @Override
        protected PerThread initialValue() {
            return new PerThread();
        }
    };

    /**
     * {@code value}, a {@code @FastSerial} bean, record or immutable class, as a new byte array:
     * its fields, written by its own {@code writeExternal} (a record: its externalizer's {@code write}).
     *
     * @param value the bean, record or immutable class to write
     * @return a new array holding exactly the message
     * @throws IllegalArgumentException if {@code value} is not a {@code @FastSerial} bean, record or immutable class
     * @throws UncheckedIOException if it cannot be written (a fallback field holding something
     *     not {@code Serializable}, null in a {@code @NonNull} field is a NullPointerException)
     */
    public static byte[] toBytes(Object value) {
        PerThread t = PER_THREAD.get();
        if (t.writing) {
            return new FastWriter().write(value).toByteArray();
        }
        t.writing = true;
        try {
            FastWriter writer = t.writer;
            writer.reset().write(value);
            return writer.toByteArray();
        } finally {
            t.writer.output().release();
            t.writing = false;
        }
    }

    /**
     * Reads a {@code type} from all of {@code bytes}, as {@link #toBytes} wrote it.
     *
     * @param <T> the class read
     * @param bytes one message, and nothing after it
     * @param type the class that was written
     * @return a new {@code type} holding what was written
     * @throws IllegalArgumentException if {@code type} is not a {@code @FastSerial} bean, record or immutable class
     * @throws IOException if the bytes are not exactly one {@code type}: corrupt, truncated,
     *     hostile, written from another class, or followed by more bytes
     *     ({@link StreamCorruptedException})
     */
    public static <T> T fromBytes(byte[] bytes, Class<T> type) throws IOException {
        return fromBytes(bytes, 0, bytes.length, type);
    }

    /**
     * Reads a {@code type} from exactly {@code bytes[offset, offset + length)}; see {@link #fromBytes(byte[], Class)}.
     *
     * @param <T> the class read
     * @param bytes the array holding the message
     * @param offset where the message starts
     * @param length the message's length: no byte may be left over
     * @param type the class that was written
     * @return a new {@code type} holding what was written
     * @throws IOException as {@link #fromBytes(byte[], Class)}
     */
    public static <T> T fromBytes(byte[] bytes, int offset, int length, Class<T> type) throws IOException {
        BytesInput in = new BytesInput(); // two small objects: cheaper than a thread-local lookup
        in.reset(bytes, offset, length);
        GraphReader graph = in.graph();
        graph.configure(type, type.getClassLoader(), GraphReader.DEFAULT_MAX_DEPTH, null);
        T value = graph.readTop(type);
        if (in.remaining() > 0) {
            throw new StreamCorruptedException(in.remaining() + " bytes after the " + type.getName()
                    + " in a fastserial message of " + length + " bytes (written from another class?)");
        }
        return value;
    }

    /**
     * Writes {@code value} into {@code target} at its position, advancing it: the bytes of
     * {@link #toBytes}, without the array.
     *
     * @param value the bean, record or immutable class to write
     * @param target the buffer written into, from its position
     * @throws BufferOverflowException if they do not fit (the buffer is then left unchanged)
     */
    public static void toBuffer(Object value, ByteBuffer target) {
        PerThread t = PER_THREAD.get();
        if (t.writing) {
            new FastWriter().write(value).writeTo(target);
            return;
        }
        t.writing = true;
        try {
            t.writer.reset().write(value).writeTo(target);
        } finally {
            t.writer.output().release();
            t.writing = false;
        }
    }

    /**
     * Reads one {@code type} at {@code source}'s position and advances the position past it, so
     * that values written one after the other are read one after the other. A heap buffer is
     * read in place; a direct buffer's remaining bytes are copied (for many values in one direct
     * buffer, use one {@link FastReader#reset(ByteBuffer)}, which copies once).
     *
     * @param <T> the class read
     * @param source the buffer read from its position
     * @param type the class that was written
     * @return a new {@code type} holding what was written
     * @throws IOException if the bytes at the position are not one {@code type}, as {@link #fromBytes(byte[], Class)}
     */
    public static <T> T fromBuffer(ByteBuffer source, Class<T> type) throws IOException {
        return new FastReader().reset(source).read(type);
    }

    /**
     * Writes {@code value} to a host's own {@link DataOutput} (a data grid's or a network
     * framework's serializer hook): the generated {@code writeExternal} runs on it directly,
     * strings and objects encoded as on the byte[] path, nothing buffered in between.
     *
     * @param value the bean, record or immutable class to write
     * @param out the host's stream
     * @throws IOException if {@code out} fails, or a fallback field cannot be written
     */
    public static void write(Object value, DataOutput out) throws IOException {
        BeanType type = beanTypeOf(value);
        new DataOutputBridge(out).graph().writeValue(value, type);
    }

    /**
     * Reads what {@link #write(Object, DataOutput)} wrote from a host's {@link DataInput},
     * consuming exactly its bytes. Same guarantees on hostile input as {@link #fromBytes}.
     *
     * @param <T> the class read
     * @param in the host's stream
     * @param type the class that was written
     * @return a new {@code type} holding what was written
     * @throws IOException if {@code in} fails, or its bytes are not one {@code type}
     */
    public static <T> T read(DataInput in, Class<T> type) throws IOException {
        GraphReader graph = new DataInputBridge(in).graph();
        graph.configure(type, type.getClassLoader(), GraphReader.DEFAULT_MAX_DEPTH, null);
        return graph.readTop(type);
    }

    /** The bean type of a value to write. */
    static BeanType beanTypeOf(Object value) {
        if (value == null) {
            throw new NullPointerException("FastBytes writes a @FastSerial bean, not null");
        }
        return beanTypeOf(value.getClass());
    }

    /** The bean type of a class to read or write, or IllegalArgumentException saying why it has none. */
    static BeanType beanTypeOf(Class<?> type) {
        BeanType bean = BeanType.of(type);
        if (bean == null) {
            throw new IllegalArgumentException(BeanType.refusal(type));
        }
        return bean;
    }
}
