package dev.fastserial;

import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.StreamCorruptedException;
import java.nio.ByteBuffer;
import java.util.function.Consumer;

/**
 * A reusable reader for the direct byte path: reads values one after the other from a
 * {@code byte[]} range or a {@link ByteBuffer}, in place, as {@link FastWriter} or
 * {@link FastBytes#toBytes} wrote them.
 *
 * <pre>{@code
 * FastReader reader = new FastReader();           // one per thread, reused
 * reader.reset(bytes);
 * Order order = reader.read(Order.class);         // in the order they were written
 * Customer customer = reader.read(Customer.class);
 * }</pre>
 *
 * <p>Bytes from outside are untrusted: a corrupt, truncated or hostile message fails with an
 * {@link IOException} ({@link java.io.EOFException}, {@link StreamCorruptedException},
 * {@link InvalidObjectException}, {@link InvalidClassException}...), allocating no more than the
 * bytes present justify. A class named in the bytes is instantiated only if it is a
 * {@code @FastSerial} bean, or built (through its constructor) only if it is a {@code @FastSerial}
 * record or immutable class, and only where the field being read can hold it; fallback values
 * (of types fastserial has no encoding for, or that the fast form of their field's type cannot
 * hold exactly; never a String) are read by a real {@link ObjectInputStream}, the class each
 * names checked against its field's type before it is read, with FastBytes' bounds and the
 * JVM-wide serial filter, or whatever {@link #javaStreams} sets instead. Whatever the bytes make
 * the code they run throw is an IOException. After an exception the position is undefined:
 * reset the reader.
 *
 * <p>Not thread-safe.
 */
public final class FastReader {
    private final BytesInput in = new BytesInput();
    private ByteBuffer buffer;
    /** The buffer's position when {@link #in}'s position was {@link #base}. */
    private int bufferBase;
    private int base;
    private byte[] copy;

    private ClassLoader loader;
    private int maxDepth = GraphReader.DEFAULT_MAX_DEPTH;
    private Consumer<? super ObjectInputStream> javaStreams;

    /** A reader with nothing to read yet: {@link #reset} it. */
    public FastReader() {
    }

    /**
     * Reads {@code bytes} from the start.
     *
     * @param bytes the messages, one after the other
     * @return this reader
     */
    public FastReader reset(byte[] bytes) {
        return reset(bytes, 0, bytes.length);
    }

    /**
     * Reads {@code bytes[offset, offset + length)}.
     *
     * @param bytes the array holding the messages
     * @param offset where the first message starts
     * @param length the bytes to read, from {@code offset}
     * @return this reader
     */
    public FastReader reset(byte[] bytes, int offset, int length) {
        in.reset(bytes, offset, length);
        buffer = null;
        return this;
    }

    /**
     * Reads {@code source} from its position to its limit; each successful {@link #read}
     * advances the buffer's position past the value read. A heap buffer is read in place; the
     * remaining bytes of a direct buffer are copied once, here.
     *
     * @param source the messages, from its position to its limit
     * @return this reader
     */
    public FastReader reset(ByteBuffer source) {
        int length = source.remaining();
        if (source.hasArray()) {
            in.reset(source.array(), source.arrayOffset() + source.position(), length);
        } else {
            if (copy == null || copy.length < length) {
                copy = new byte[length];
            }
            source.duplicate().get(copy, 0, length);
            in.reset(copy, 0, length);
        }
        buffer = source;
        bufferBase = source.position();
        base = in.position();
        return this;
    }

    /**
     * The class loader that classes named in the messages are loaded from (beans written by
     * reference, and classes of Java-serialized fallback values). Default: the loader of the
     * class passed to {@link #read}, then the thread's context class loader.
     *
     * @param loader the loader, or null for the default
     * @return this reader
     */
    public FastReader classLoader(ClassLoader loader) {
        this.loader = loader;
        return this;
    }

    /**
     * How deep beans written by reference may nest inside each other before reading fails with
     * {@link InvalidObjectException}; default 500. (Java-serialized values nest at most 100 deep,
     * or this if lower, unless a filter set with {@link #javaStreams} says otherwise.)
     *
     * @param maxDepth the deepest nesting read, at least 1
     * @return this reader
     * @throws IllegalArgumentException if {@code maxDepth} is less than 1
     */
    public FastReader maxDepth(int maxDepth) {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("maxDepth must be at least 1, not " + maxDepth);
        }
        this.maxDepth = maxDepth;
        return this;
    }

    /**
     * Called with each {@link ObjectInputStream} the reader opens for Java-serialized fallback
     * values (at most one a value), before it reads anything: the place to set a serial filter
     * for untrusted data, e.g. {@code in -> in.setObjectInputFilter(filter)} (Java 9+). A filter
     * set here replaces FastBytes' own (the JDK allows one per stream): its bounds on arrays and
     * nesting, and its check of each value's class against its field's type.
     *
     * @param setup called with each stream, or null for none
     * @return this reader
     */
    public FastReader javaStreams(Consumer<? super ObjectInputStream> setup) {
        this.javaStreams = setup;
        return this;
    }

    /**
     * Whether bytes are left to read.
     *
     * @return true if {@link #remaining()} is more than 0
     */
    public boolean hasRemaining() {
        return in.remaining() > 0;
    }

    /**
     * Bytes left to read.
     *
     * @return their count
     */
    public int remaining() {
        return in.remaining();
    }

    /**
     * Reads the next value, a {@code type} (the class that was written: a message holds the
     * fields of its top-level bean, not its class).
     *
     * @param <T> the class read
     * @param type the class that was written
     * @return a new {@code type} holding what was written
     * @throws IllegalArgumentException if {@code type} is not a {@code @FastSerial} bean, record or immutable class
     * @throws IOException if the bytes are not a {@code type} (corrupt, truncated, hostile,
     *     written from another class or layout); a class named in them that cannot be found is
     *     an {@link InvalidClassException}
     */
    public <T> T read(Class<T> type) throws IOException {
        GraphReader graph = in.graph();
        graph.configure(type, loader, maxDepth, javaStreams, null); // null: the type's own loader
        T value = graph.readTop(type);
        if (buffer != null) {
            buffer.position(bufferBase + in.position() - base);
        }
        return value;
    }

    /** Lets go of the bytes (for a reader kept in a thread-local). */
    void release() {
        in.release();
        buffer = null;
    }

    BytesInput input() {
        return in;
    }
}
