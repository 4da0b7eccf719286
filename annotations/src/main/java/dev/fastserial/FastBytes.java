package dev.fastserial;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.StreamCorruptedException;
import java.io.UncheckedIOException;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.util.Arrays;

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
 * message holds the top-level value's fields, not its class: read it with the class that was
 * written, or write it for the class its reader names ({@link #toBytes(Object, Class)}), and a
 * value of a subclass carries its class and comes back as itself.
 *
 * <p>Untrusted bytes fail with an {@link IOException} and allocate no more than their length
 * justifies; see {@link FastReader}. Beside the one-shot methods here: {@link FastWriter} and
 * {@link FastReader} reuse their buffers and put many values in one buffer; {@link #toBuffer} and
 * {@link #fromBuffer} use {@link ByteBuffer}s; {@link #write(Object, Class, DataOutput)} and
 * {@link #read(DataInput, Class)} put a message on a host's own data streams, after its length.
 *
 * <p>The static methods are thread-safe: each thread keeps one buffer for writing (dropped after
 * a message over 1 MB) and one reader, which keeps no reference to a message between calls.
 */
public final class FastBytes {
    private FastBytes() {}

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
        ThreadBuffers t = ThreadBuffers.get();
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
     * {@code value} as a new byte array, for a reader that names {@code type}
     * ({@code fromBytes(bytes, type)}): the bytes of {@link #toBytes(Object)} when it is a
     * {@code type}; when it is of a subclass (a {@code Manager} where the reader names
     * {@code Person}), its class too, so that it comes back as itself.
     *
     * @param <T> the class the reader names
     * @param value the bean, record or immutable class to write: a {@code type}, or of a subclass
     * @param type the class the reader names
     * @return a new array holding exactly the message
     * @throws IllegalArgumentException if {@code value} is not a {@code type}, or either is not a
     *     {@code @FastSerial} bean, record or immutable class
     * @throws UncheckedIOException as {@link #toBytes(Object)}
     */
    public static <T> byte[] toBytes(T value, Class<T> type) {
        ThreadBuffers t = ThreadBuffers.get();
        if (t.writing) {
            return new FastWriter().write(value, type).toByteArray();
        }
        t.writing = true;
        try {
            FastWriter writer = t.writer;
            writer.reset().write(value, type);
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
        ThreadBuffers t = ThreadBuffers.get();
        if (t.reading) {
            return readAll(new BytesInput(), bytes, offset, length, type);
        }
        t.reading = true;
        try {
            return readAll(t.input, bytes, offset, length, type);
        } finally {
            t.input.release();
            t.reading = false;
        }
    }

    /** One {@code type} from exactly {@code bytes[offset, offset + length)}, through {@code in}. */
    private static <T> T readAll(BytesInput in, byte[] bytes, int offset, int length, Class<T> type)
            throws IOException {
        in.reset(bytes, offset, length);
        GraphReader graph = in.graph();
        graph.configure(type, null, GraphReader.DEFAULT_MAX_DEPTH, null, null); // null: the type's own loader
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
        ThreadBuffers t = ThreadBuffers.get();
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
     * framework's serializer hook) for a reader that names {@code type}, as
     * {@link #toBytes(Object, Class)} (a value of a subclass carries its class): the message's
     * length (an unsigned varint, 7 bits a byte, low group first), then the message, written in
     * one piece from the thread's buffer. The length lets {@link #read(DataInput, Class)} read
     * exactly this value's bytes from any stream, whatever follows them.
     *
     * @param <T> the class the reader names
     * @param value the bean, record or immutable class to write: a {@code type}, or of a subclass
     * @param type the class the reader names ({@code read(in, type)})
     * @param out the host's stream
     * @throws IllegalArgumentException if {@code value} is not a {@code type}, or either is not a
     *     {@code @FastSerial} bean, record or immutable class
     * @throws IOException if the value cannot be written, or the host's output fails
     */
    public static <T> void write(T value, Class<T> type, DataOutput out) throws IOException {
        write(value, beanTypeOf(value, type), type, out);
    }

    /**
     * {@link #write(Object, Class, DataOutput)} for a reader that names {@code value}'s own class:
     * a host whose serializer may be handed a subclass (Hazelcast picks a serializer by superclass)
     * needs the other one.
     *
     * @param value the bean, record or immutable class to write
     * @param out the host's stream
     * @throws IllegalArgumentException if {@code value} is not a {@code @FastSerial} bean, record or immutable class
     * @throws IOException if the value cannot be written, or the host's output fails
     */
    public static void write(Object value, DataOutput out) throws IOException {
        write(value, beanTypeOf(value), value.getClass(), out);
    }

    private static void write(Object value, BeanType type, Class<?> named, DataOutput out) throws IOException {
        ThreadBuffers t = ThreadBuffers.get();
        boolean reentered = t.writing;
        FastWriter writer = reentered ? new FastWriter() : t.writer;
        t.writing = true;
        try {
            BytesOutput bytes = writer.output();
            bytes.reset();
            writer.append(value, type, named);
            writeMessage(bytes, out);
        } finally {
            if (!reentered) {
                writer.output().release();
                t.writing = false;
            }
        }
    }

    /** A message on a host's stream: its length, then its bytes (those of {@code bytes}), in one piece. */
    static void writeMessage(BytesOutput bytes, DataOutput out) throws IOException {
        Varints.write(out, bytes.size());
        out.write(bytes.buffer(), 0, bytes.size());
    }

    /**
     * Reads what {@link #write(Object, Class, DataOutput)} wrote from a host's {@link DataInput},
     * consuming exactly its bytes: its length, then that many bytes (taken into an array that
     * grows as they arrive, so a hostile length ends in {@link java.io.EOFException}, not in a
     * large allocation), read as {@link #fromBytes} reads them, with the same guarantees. A value
     * whose bytes the {@code type} does not all read (written from another class) is a
     * {@link StreamCorruptedException}.
     *
     * @param <T> the class read
     * @param in the host's stream
     * @param type the class the writer named
     * @return a new {@code type} (or a subclass, if one was written) holding what was written
     * @throws IllegalArgumentException if {@code type} is not a {@code @FastSerial} bean, record or immutable class
     * @throws IOException if {@code in} fails, or its bytes are not one {@code type}
     */
    public static <T> T read(DataInput in, Class<T> type) throws IOException {
        beanTypeOf(type);
        byte[] bytes = readMessage(in);
        return fromBytes(bytes, 0, bytes.length, type);
    }

    /** What {@link #writeMessage} wrote: its length, then exactly that many bytes, into an array growing as they arrive. */
    static byte[] readMessage(DataInput in) throws IOException {
        int length = Varints.read(in);
        byte[] bytes = new byte[Math.min(length, 8192)];
        for (int done = 0; done < length; done = bytes.length) {
            if (done == bytes.length) {
                bytes = Arrays.copyOf(bytes, (int) Math.min(length, 2L * done));
            }
            in.readFully(bytes, done, bytes.length - done);
        }
        return bytes;
    }

    /** The bean type of a value to write. */
    static BeanType beanTypeOf(Object value) {
        if (value == null) {
            throw new NullPointerException("FastBytes writes a @FastSerial bean, not null");
        }
        return beanTypeOf(value.getClass());
    }

    /** The bean type of a value to write for a reader that names {@code type}, which must be a bean too. */
    static BeanType beanTypeOf(Object value, Class<?> type) {
        BeanType bean = beanTypeOf(value);
        beanTypeOf(type);
        if (!type.isInstance(value)) {
            throw new IllegalArgumentException("a " + value.getClass().getName() + " is not a " + type.getName());
        }
        return bean;
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
