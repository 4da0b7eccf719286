package dev.fastserial;

import java.io.ByteArrayOutputStream;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.DataOutput;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.NotSerializableException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.io.StreamCorruptedException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The generic form of the direct path, for hosts that hand a serializer any value (a data grid's
 * global serializer, a cache's value serializer): the value's class travels in the bytes, so the
 * reader need not name it, and values that are not fastserial's are written as Java serialization
 * writes them.
 *
 * <pre>{@code
 * FastTypes types = FastTypes.standard();                 // thread-safe: share one
 * byte[] bytes = types.toBytes(anyValue);                 // a @FastSerial bean or record, or any Serializable
 * Object back = types.fromBytes(bytes);
 * }</pre>
 *
 * <p><b>On the wire</b>, the first byte says what follows:
 * <ul>
 *   <li>{@code 0x10}: a fastserial value named by its class: a varint length and the class's
 *       binary name in UTF-8, then the {@link FastBytes} message of the value. Costs 2 bytes plus
 *       the name ({@code com.acme.Customer}: 19 bytes) plus the message's one tag byte.</li>
 *   <li>{@code 0x11}: a fastserial value named by a stable id given with {@link #register}: a
 *       varint id (one byte up to 127), then the message. Costs 2 bytes for ids below 128, plus
 *       the tag byte.</li>
 *   <li>{@code 0xAC}: anything else, a Java serialization stream exactly as
 *       {@code ObjectOutputStream.writeObject} writes it ({@code AC ED 00 05 ...}), so bytes written
 *       by a plain JDK serializer are read too.</li>
 * </ul>
 *
 * <p><b>Which classes a reader loads.</b> A name in the bytes is loaded (without initialization)
 * only when it is a well-formed binary class name, lies in one of the packages given to
 * {@link #allowPackages} (when any are given), and the class loader holds the externalizer
 * fastserial generates for it ({@code com/acme/CustomerExternalizer.class}, found as a resource,
 * before any class is loaded); the loaded class must then be a {@code @FastSerial} bean, record or
 * immutable class. Anything else is an {@link InvalidClassException} and nothing is loaded. An id
 * names only the class registered for it. Values in a Java serialization stream are read by a real
 * {@link ObjectInputStream} with the JDK's checks, the JVM-wide serial filter and
 * {@link FastBytes}' bounds on arrays and depth, or whatever {@link #javaStreams} sets.
 *
 * <p><b>Rolling deploys.</b> A class keeps its name from one version to the next, so an entry
 * written by a new version names a class the old version has (and the generated code reads what
 * it knows, skipping added fields). A stable id survives a rename too; readers must know an id
 * before any writer uses it (register it everywhere first). Immutable: each setting returns a new
 * instance.
 */
public final class FastTypes {
    /** First byte: a fastserial value, its class by name. */
    static final int BY_NAME = 0x10;
    /** First byte: a fastserial value, its class by a registered id. */
    static final int BY_ID = 0x11;
    /** First byte of a Java serialization stream (its magic, {@code 0xACED}). */
    static final int JAVA = 0xAC;
    /** Longer class names are refused unread. */
    static final int MAX_NAME = 1024;

    private static final FastTypes STANDARD = new FastTypes(new String[0], new HashMap<Class<?>, Integer>(), null, null);

    private final String[] packages;
    private final Map<Class<?>, Integer> ids;
    private final Map<Integer, Class<?>> classes;
    private final ClassLoader loader;
    private final Consumer<? super ObjectInputStream> javaStreams;
    /** Classes resolved from names, for one class loader at a time. */
    private volatile Resolved resolved = new Resolved(null);

    private static final class Resolved {
        final ClassLoader loader;
        final ConcurrentHashMap<String, Class<?>> byName = new ConcurrentHashMap<String, Class<?>>();

        Resolved(ClassLoader loader) {
            this.loader = loader;
        }
    }

    private FastTypes(String[] packages, Map<Class<?>, Integer> ids, ClassLoader loader,
                      Consumer<? super ObjectInputStream> javaStreams) {
        this.packages = packages;
        this.ids = ids;
        this.classes = new HashMap<Integer, Class<?>>();
        for (Map.Entry<Class<?>, Integer> e : ids.entrySet()) {
            classes.put(e.getValue(), e.getKey());
        }
        this.loader = loader;
        this.javaStreams = javaStreams;
    }

    /** Every fastserial class by name, no ids, the thread's context class loader, FastBytes' bounds on Java values. */
    public static FastTypes standard() {
        return STANDARD;
    }

    /**
     * Whether {@code type} takes the direct path: a {@code @FastSerial} bean, record or immutable
     * class (recognised by its generated code).
     */
    public static boolean isFastSerial(Class<?> type) {
        return BeanType.of(type) != null;
    }

    /**
     * Names must also lie in one of these packages (or their subpackages) to be loaded; e.g.
     * {@code "com.acme.model"}. Without any, every class fastserial generated code for may be.
     */
    public FastTypes allowPackages(String... allowed) {
        String[] all = Arrays.copyOf(packages, packages.length + allowed.length);
        for (int i = 0; i < allowed.length; i++) {
            String p = allowed[i];
            if (p.isEmpty() || p.endsWith(".")) {
                throw new IllegalArgumentException("a package name, like com.acme.model: \"" + p + "\"");
            }
            all[packages.length + i] = p + ".";
        }
        return new FastTypes(all, ids, loader, javaStreams);
    }

    /**
     * Writes {@code type} with a stable id (0 or more; one byte up to 127) instead of its name:
     * compact, and it survives a rename. Readers must have it before a writer uses it.
     *
     * @throws IllegalArgumentException if {@code type} is not fastserial's, or the id or the type is taken
     */
    public FastTypes register(Class<?> type, int id) {
        FastBytes.beanTypeOf(type);
        if (id < 0) {
            throw new IllegalArgumentException("a stable id is 0 or more, not " + id);
        }
        if (classes.containsKey(id) || ids.containsKey(type)) {
            throw new IllegalArgumentException("id " + id + " or " + type.getName() + " is registered already");
        }
        Map<Class<?>, Integer> more = new HashMap<Class<?>, Integer>(ids);
        more.put(type, id);
        return new FastTypes(packages, more, loader, javaStreams);
    }

    /** The class loader names and Java-serialized classes are loaded from (default: the thread's context loader). */
    public FastTypes classLoader(ClassLoader classLoader) {
        return new FastTypes(packages, ids, classLoader, javaStreams);
    }

    /**
     * Called on each {@link ObjectInputStream} opened to read a value that is not fastserial's, before
     * it reads: the place for a serial filter ({@code in -> in.setObjectInputFilter(f)}, Java 9+),
     * which replaces FastBytes' bounds (see {@link FastReader#javaStreams}).
     */
    public FastTypes javaStreams(Consumer<? super ObjectInputStream> setup) {
        return new FastTypes(packages, ids, loader, setup);
    }

    /**
     * Writes {@code value} with its class: a fastserial value on the direct path, anything else
     * as {@code ObjectOutputStream} would.
     *
     * @throws NotSerializableException if it is neither fastserial's nor {@link Serializable}
     */
    public void write(Object value, DataOutput out) throws IOException {
        if (value == null) {
            throw new NullPointerException("FastTypes writes a value, not null");
        }
        BeanType type = BeanType.of(value.getClass());
        if (type == null) {
            writeJava(value, out);
            return;
        }
        writeClass(value.getClass(), out);
        writeBody(value, type, null, out);
    }

    /** {@link #write(Object, DataOutput)} into a new array. */
    public byte[] toBytes(Object value) {
        return toBytes(value, null, this);
    }

    /** A write buffer per thread, reused by the array methods (a fresh one when re-entered). */
    private static final class PerThread {
        final BytesOutput out = new BytesOutput();
        boolean busy;
    }

    private static final ThreadLocal<PerThread> PER_THREAD = new ThreadLocal<PerThread>() {
        @Override
        protected PerThread initialValue() {
            return new PerThread();
        }
    };

    /** {@code value} with its class ({@code declared} null), or as {@link #writeAs} writes it. */
    private static byte[] toBytes(Object value, Class<?> declared, FastTypes types) {
        PerThread t = PER_THREAD.get();
        boolean reentered = t.busy;
        BytesOutput out = reentered ? new BytesOutput() : t.out;
        t.busy = true;
        try {
            out.reset();
            if (declared == null) {
                types.write(value, out);
            } else {
                writeAs(value, declared, out);
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("writing a " + value.getClass().getName() + ": " + e.getMessage(), e);
        } finally {
            out.release();
            t.busy = reentered;
        }
    }

    /**
     * Reads a value {@link #write(Object, DataOutput)} wrote. A fastserial value's message is read
     * exactly; classes load from the configured loader, else {@code hostLoader} (a host's own,
     * may be null), else the thread's context loader.
     *
     * @throws InvalidClassException for a class the reader does not allow or cannot find
     * @throws IOException if the bytes are corrupt, truncated or hostile
     */
    public Object read(DataInput in, ClassLoader hostLoader) throws IOException {
        int tag = in.readUnsignedByte();
        switch (tag) {
            case BY_NAME:
            case BY_ID: {
                Class<?> type = tag == BY_NAME ? byName(in, hostLoader) : byId(in);
                if (in instanceof BytesInput) {
                    GraphReader graph = ((BytesInput) in).graph();
                    graph.configure(type, type.getClassLoader(), GraphReader.DEFAULT_MAX_DEPTH, null);
                    return graph.readTop(type);
                }
                return FastBytes.read(in, type);
            }
            case JAVA: {
                DataInputBridge message = new DataInputBridge(new DataInputStream(new Prefixed(tag, in)));
                return readJava(message, message.graph(), in instanceof InputStream ? ((InputStream) in).available() + 1
                        : -1, hostLoader);
            }
            default:
                throw new StreamCorruptedException("first byte 0x" + Integer.toHexString(tag)
                        + " is not a value of FastTypes (a fastserial class by name or id, or a Java stream)");
        }
    }

    /** Reads all of {@code bytes}, as {@link #toBytes} wrote them. */
    public Object fromBytes(byte[] bytes) throws IOException {
        return fromBytes(bytes, null);
    }

    /** {@link #fromBytes(byte[])}, with a host's class loader (may be null); see {@link #read}. */
    public Object fromBytes(byte[] bytes, ClassLoader hostLoader) throws IOException {
        BytesInput in = new BytesInput();
        in.reset(bytes, 0, bytes.length);
        Object value = bytes.length > 0 && (bytes[0] & 0xFF) == JAVA ? readJava(in, in.graph(), bytes.length, hostLoader)
                : read(in, hostLoader);
        if (in.remaining() > 0) {
            throw new StreamCorruptedException(in.remaining() + " bytes after the "
                    + (value == null ? "null" : value.getClass().getName()) + " in a value of " + bytes.length + " bytes");
        }
        return value;
    }

    /**
     * Writes {@code value} for a reader that names {@code declared} (a serializer of one class):
     * exactly {@link FastBytes#write} when it is a {@code declared}, and with its own class when it
     * is a subclass, so that it is read back as what it is. {@link FastBytes#read(DataInput, Class)}
     * reads both.
     */
    public static void writeAs(Object value, Class<?> declared, DataOutput out) throws IOException {
        writeBody(value, FastBytes.beanTypeOf(value), declared, out);
    }

    /**
     * The value's message: on a host's stream, written into the thread's buffer first (the byte[]
     * path, its writes inlined) and copied in one piece, the same bytes as written call by call.
     */
    private static void writeBody(Object value, BeanType type, Class<?> declared, DataOutput out) throws IOException {
        if (out instanceof BytesOutput) {
            writeBody(value, type, declared, ((BytesOutput) out).graph());
            return;
        }
        PerThread t = PER_THREAD.get();
        boolean reentered = t.busy;
        BytesOutput buffer = reentered ? new BytesOutput() : t.out;
        t.busy = true;
        try {
            buffer.reset();
            writeBody(value, type, declared, buffer.graph());
            out.write(buffer.buffer(), 0, buffer.size());
        } finally {
            buffer.release();
            t.busy = reentered;
        }
    }

    private static void writeBody(Object value, BeanType type, Class<?> declared, GraphWriter graph) throws IOException {
        try {
            if (declared == null || value.getClass() == declared) {
                graph.writeValue(value, type);
            } else {
                if (!declared.isInstance(value)) {
                    throw new ClassCastException("a " + value.getClass().getName() + " is not a " + declared.getName());
                }
                graph.writeObject(value); // not the class the reader names: tagged with its own
            }
        } finally {
            graph.forget();
        }
    }

    /** {@link #writeAs(Object, Class, DataOutput)} into a new array, read by {@link FastBytes#fromBytes}. */
    public static byte[] toBytesAs(Object value, Class<?> declared) {
        return toBytes(value, declared, STANDARD);
    }

    private void writeClass(Class<?> type, DataOutput out) throws IOException {
        Integer id = ids.isEmpty() ? null : ids.get(type);
        if (id != null) {
            out.writeByte(BY_ID);
            Varints.write(out, id);
            return;
        }
        byte[] name = type.getName().getBytes(StandardCharsets.UTF_8);
        out.writeByte(BY_NAME);
        Varints.write(out, name.length);
        out.write(name);
    }

    private Class<?> byId(DataInput in) throws IOException {
        int id = Varints.read(in);
        Class<?> type = classes.get(id);
        if (type == null) {
            throw new InvalidClassException("id " + id, "no class is registered for this id here (FastTypes.register)");
        }
        return type;
    }

    private Class<?> byName(DataInput in, ClassLoader hostLoader) throws IOException {
        int length = Varints.read(in);
        if (length > MAX_NAME) {
            throw new StreamCorruptedException("a class name of " + length + " bytes");
        }
        byte[] bytes = new byte[length];
        in.readFully(bytes);
        String name = new String(bytes, StandardCharsets.UTF_8);
        ClassLoader from = loader != null ? loader : hostLoader != null ? hostLoader : contextLoader();
        Resolved cache = resolved;
        if (cache.loader != from) {
            resolved = cache = new Resolved(from);
        }
        Class<?> type = cache.byName.get(name);
        if (type == null) {
            type = resolve(name, from);
            cache.byName.put(name, type);
        }
        return type;
    }

    /** The class named, if the reader allows it; nothing is loaded otherwise. */
    private Class<?> resolve(String name, ClassLoader from) throws InvalidClassException {
        if (!wellFormed(name)) {
            throw new InvalidClassException(name, "not a class name");
        }
        if (packages.length > 0 && !inPackages(name)) {
            throw new InvalidClassException(name, "not in the allowed packages " + Arrays.toString(packages));
        }
        int dot = name.lastIndexOf('.');
        String externalizer = name.substring(0, dot + 1).replace('.', '/')
                + name.substring(dot + 1).replace('$', '_') + "Externalizer.class";
        if ((from != null ? from.getResource(externalizer) : ClassLoader.getSystemResource(externalizer)) == null) {
            throw new InvalidClassException(name, "not a fastserial class here (no generated " + externalizer + ")");
        }
        Class<?> type;
        try {
            type = Class.forName(name, false, from);
        } catch (ClassNotFoundException | LinkageError e) {
            throw (InvalidClassException) new InvalidClassException(name, "not found: " + e).initCause(e);
        }
        String refusal = BeanType.refusal(type);
        if (refusal != null) {
            throw new InvalidClassException(name, refusal);
        }
        return type;
    }

    private boolean inPackages(String name) {
        for (String p : packages) {
            if (name.startsWith(p)) {
                return true;
            }
        }
        return false;
    }

    /** A binary class name: identifiers separated by dots (and $ inside them). */
    static boolean wellFormed(String name) {
        boolean start = true;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '.') {
                if (start) {
                    return false;
                }
                start = true;
            } else if (start ? Character.isJavaIdentifierStart(c) : Character.isJavaIdentifierPart(c)) {
                start = false;
            } else {
                return false;
            }
        }
        return !start;
    }

    private static ClassLoader contextLoader() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return context != null ? context : FastTypes.class.getClassLoader();
    }

    private static void writeJava(Object value, DataOutput out) throws IOException {
        if (!(value instanceof Serializable)) {
            throw new NotSerializableException(value.getClass().getName());
        }
        if (out instanceof OutputStream) { // a host's stream (Hazelcast's is one): straight into it
            ObjectOutputStream java = new ObjectOutputStream((OutputStream) out);
            java.writeObject(value);
            java.flush();
            return;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutputStream java = new ObjectOutputStream(bytes);
        java.writeObject(value);
        java.flush();
        out.write(bytes.toByteArray());
    }

    /** A Java-serialized value from {@code message} (its first byte not read yet), {@code bytesLeft} or fewer bytes (-1: unknown). */
    private Object readJava(ObjectInput message, GraphReader graph, long bytesLeft, ClassLoader hostLoader)
            throws IOException {
        ClassLoader from = loader != null ? loader : hostLoader != null ? hostLoader : contextLoader();
        JavaSectionInput java = new JavaSectionInput(message, graph, from);
        if (javaStreams != null) {
            javaStreams.accept(java);
        }
        JavaSectionFilter.install(java, bytesLeft, JavaSectionFilter.MAX_DEPTH);
        try {
            return java.readObject();
        } catch (ClassNotFoundException e) {
            throw (InvalidClassException) new InvalidClassException(e.getMessage(), "not found: " + e).initCause(e);
        } catch (RuntimeException e) {
            StreamCorruptedException corrupt = new StreamCorruptedException("corrupt Java-serialized value: " + e);
            corrupt.initCause(e);
            throw corrupt;
        }
    }

    /** A DataInput as an InputStream, the byte already read first. */
    private static final class Prefixed extends InputStream {
        private final DataInput in;
        private int first;

        Prefixed(int first, DataInput in) {
            this.first = first;
            this.in = in;
        }

        @Override
        public int read() throws IOException {
            if (first >= 0) {
                int b = first;
                first = -1;
                return b;
            }
            try {
                return in.readUnsignedByte();
            } catch (EOFException e) {
                return -1;
            }
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (first >= 0) {
                b[off] = (byte) read();
                return 1;
            }
            if (in instanceof InputStream) {
                return ((InputStream) in).read(b, off, len);
            }
            try {
                in.readFully(b, off, len); // the Java stream asks only for bytes it needs
                return len;
            } catch (EOFException e) {
                return -1;
            }
        }

        @Override
        public int available() throws IOException {
            return first >= 0 ? 1 : in instanceof InputStream ? ((InputStream) in).available() : 0;
        }
    }
}
