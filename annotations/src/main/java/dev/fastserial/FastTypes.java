package dev.fastserial;

import java.io.ByteArrayOutputStream;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.io.StreamCorruptedException;
import java.io.UncheckedIOException;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
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
 * On a host's stream ({@link #write}, {@link #read}), these bytes follow their length (an unsigned
 * varint, one byte up to 127, two up to 16383), as a {@link FastBytes} message does there: the
 * reader takes exactly the value's bytes, bounds what it allocates by them, and refuses bytes the
 * value leaves over.
 *
 * <p><b>Which classes a reader loads.</b> A name in the bytes is loaded (without initialization)
 * only when it is a well-formed binary class name, lies in one of the packages given to
 * {@link #allowPackages} (when any are given), and the class loader holds the externalizer
 * fastserial generates for it ({@code com/acme/CustomerExternalizer.class}, found as a resource,
 * before any class is loaded); the loaded class must then be a {@code @FastSerial} bean, record or
 * immutable class. Anything else is an {@link InvalidClassException} and nothing is loaded. An id
 * names only the class registered for it. Values in a Java serialization stream are read by a real
 * {@link ObjectInputStream} with the JDK's checks, the JVM-wide serial filter and bounds on
 * arrays and depth ({@link #maxDepth}), or whatever {@link #javaStreams} sets; with
 * {@link #allowPackages}, only classes of those packages and the JDK's value classes it lists.
 * Without it, such a stream may create any {@code Serializable} class on the class path, as
 * plain Java deserialization does.
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
    /** Default for {@link #maxDepth(int)}. */
    static final int DEFAULT_MAX_DEPTH = 1000;

    private static final FastTypes STANDARD = new FastTypes(new String[0], new HashMap<Class<?>, Integer>(), null, null,
            DEFAULT_MAX_DEPTH);

    private final String[] packages;
    private final Map<Class<?>, Integer> ids;
    private final Map<Integer, Class<?>> classes;
    private final ClassLoader loader;
    private final Consumer<? super ObjectInputStream> javaStreams;
    private final int maxDepth;
    /** What the packages and ids allow, or null: every class (no packages given). */
    private final AllowedClasses allowed;
    /**
     * Classes resolved from names, for one class loader at a time: held weakly, so that a FastTypes that lives
     * longer than an application ({@link #standard()}, in a server's shared library) keeps none of its classes
     * and no loader alive; a collection costs the next names a lookup again.
     */
    private volatile WeakReference<ResolvedNames> resolved = new WeakReference<ResolvedNames>(null);

    private FastTypes(String[] packages, Map<Class<?>, Integer> ids, ClassLoader loader,
                      Consumer<? super ObjectInputStream> javaStreams, int maxDepth) {
        this.packages = packages;
        this.ids = ids;
        this.classes = new HashMap<Integer, Class<?>>();
        for (Map.Entry<Class<?>, Integer> e : ids.entrySet()) {
            classes.put(e.getValue(), e.getKey());
        }
        this.loader = loader;
        this.javaStreams = javaStreams;
        this.maxDepth = maxDepth;
        this.allowed = AllowedClasses.of(packages, ids.keySet());
    }

    /**
     * Every fastserial class by name, no ids, no allow-list, the thread's context class loader,
     * values nested at most 1000 deep.
     *
     * @return the shared instance with those settings
     */
    public static FastTypes standard() {
        return STANDARD;
    }

    /**
     * Whether {@code type} takes the direct path: a {@code @FastSerial} bean, record or immutable
     * class (recognised by its generated code).
     *
     * @param type any class
     * @return true if fastserial generated the code {@link FastBytes} runs for it
     */
    public static boolean isFastSerial(Class<?> type) {
        return BeanType.of(type) != null;
    }

    /**
     * Restricts every class a value read may create to these packages (and their subpackages),
     * e.g. {@code "com.acme.model"}: the value's own class, beans named inside its message, and
     * every class a Java serialization stream in it names (a plain Java value, or a fallback
     * value inside a message), each refused by name ({@link InvalidClassException}) before it is
     * loaded, so no class outside runs a constructor, a {@code readObject} or a
     * {@code readResolve}. In Java serialization streams the JDK's value classes pass too:
     * {@code java.lang} (not its subpackages), {@code java.math}, {@code java.sql}, and
     * {@code java.util} and {@code java.time} with their subpackages, primitive types and arrays
     * of what passes; anything else (a {@code Serializable} superclass of another package, a
     * proxy, {@code java.net}) only if a package given here holds it. Classes registered with an
     * id ({@link #register}) pass wherever they appear. Several calls add up.
     *
     * <p>Without any package (the default) a reader creates any class fastserial generated code
     * for, and a Java serialization stream any {@code Serializable} class on the class path, as
     * plain Java deserialization does (the JVM-wide serial filter aside): give the packages of
     * your values whenever the bytes can come from anyone but you.
     *
     * @param allowed package names, without a trailing dot
     * @return a new instance with these packages added to this one's
     * @throws IllegalArgumentException if a name is empty or ends with a dot
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
        return new FastTypes(all, ids, loader, javaStreams, maxDepth);
    }

    /**
     * Writes {@code type} with a stable id (0 or more; one byte up to 127) instead of its name:
     * compact, and it survives a rename. Readers must have it before a writer uses it.
     *
     * @param type a {@code @FastSerial} bean, record or immutable class
     * @param id its stable id, 0 or more
     * @return a new instance with this id added to this one's
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
        return new FastTypes(packages, more, loader, javaStreams, maxDepth);
    }

    /**
     * The class loader names and Java-serialized classes are loaded from (default: the host's
     * loader given to {@link #read}, else the thread's context loader).
     *
     * @param classLoader the loader, or null for the default
     * @return a new instance with this loader
     */
    public FastTypes classLoader(ClassLoader classLoader) {
        return new FastTypes(packages, ids, classLoader, javaStreams, maxDepth);
    }

    /**
     * How deep objects may nest in a value read (default 1000): beans inside beans, and the
     * objects of a plain Java-serialized value (which a JDK serializer may have written: a linked
     * chain of n objects nests n deep). Beyond it reading fails with an
     * {@link java.io.InvalidObjectException} that names the bound, before the thread's stack
     * runs out. Java-serialized fallback values inside a fastserial message keep the direct
     * path's tighter bound ({@link FastReader#maxDepth}: 100, or this if lower). A filter set
     * with {@link #javaStreams} replaces the bound on Java-serialized values.
     *
     * @param maxDepth the deepest nesting read, at least 1
     * @return a new instance with this bound
     * @throws IllegalArgumentException if {@code maxDepth} is less than 1
     */
    public FastTypes maxDepth(int maxDepth) {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("maxDepth must be at least 1, not " + maxDepth);
        }
        return new FastTypes(packages, ids, loader, javaStreams, maxDepth);
    }

    /**
     * Called on each {@link ObjectInputStream} opened to read Java-serialized objects (a value
     * that is not fastserial's, or fallback values inside a fastserial message), before it reads:
     * the place for a serial filter ({@code in -> in.setObjectInputFilter(f)}, Java 9+), which
     * replaces FastBytes' bounds on arrays and depth (see {@link FastReader#javaStreams}). The
     * allow-list of {@link #allowPackages} applies whatever the filter says.
     *
     * @param setup called with each stream, or null for none
     * @return a new instance with this setup
     */
    public FastTypes javaStreams(Consumer<? super ObjectInputStream> setup) {
        return new FastTypes(packages, ids, loader, setup, maxDepth);
    }

    /**
     * Writes {@code value} with its class to a host's stream: the bytes {@link #toBytes} gives,
     * after their length (an unsigned varint, as {@link FastBytes#write(Object, Class, DataOutput)}
     * puts a message on a host's stream), written in one piece from the thread's buffer. The
     * length lets {@link #read} take exactly this value's bytes, whatever follows them.
     *
     * @param value a {@code @FastSerial} bean, record or immutable class, or any {@link Serializable}
     * @param out the host's stream
     * @throws NotSerializableException if it is neither fastserial's nor {@link Serializable}
     * @throws IOException if the value cannot be written, or the host's output fails
     */
    public void write(Object value, DataOutput out) throws IOException {
        inBuffer(value, bytes -> {
            FastBytes.writeMessage(bytes, out);
            return null;
        });
    }

    /**
     * {@code value} with its class, as a new array: a fastserial value on the direct path, anything
     * else as {@code ObjectOutputStream} writes it (see the class comment for the bytes).
     *
     * @param value a {@code @FastSerial} bean, record or immutable class, or any {@link Serializable}
     * @return a new array holding exactly the value
     * @throws UncheckedIOException if the value cannot be written (a {@link NotSerializableException}
     *     if it is neither fastserial's nor {@link Serializable})
     */
    public byte[] toBytes(Object value) {
        try {
            return inBuffer(value, BytesOutput::toByteArray);
        } catch (IOException e) {
            throw new UncheckedIOException("writing a " + value.getClass().getName() + ": " + e.getMessage(), e);
        }
    }

    /** What is done with a value's bytes in the thread's buffer. */
    private interface Then<R> {
        R apply(BytesOutput bytes) throws IOException;
    }

    /** {@code value}'s bytes ({@link #toBytes}) in the thread's buffer (a fresh one when re-entered), handed to {@code then}. */
    private <R> R inBuffer(Object value, Then<R> then) throws IOException {
        ThreadBuffers t = ThreadBuffers.get();
        boolean reentered = t.writing;
        BytesOutput out = reentered ? new BytesOutput() : t.writer.output();
        t.writing = true;
        try {
            out.reset();
            writeTo(value, out);
            return then.apply(out);
        } finally {
            out.release();
            t.writing = reentered;
        }
    }

    /** The bytes of {@link #toBytes}, appended to {@code out}. */
    private void writeTo(Object value, BytesOutput out) throws IOException {
        if (value == null) {
            throw new NullPointerException("FastTypes writes a value, not null");
        }
        BeanType type = BeanType.of(value.getClass());
        if (type == null) {
            writeJava(value, out);
            return;
        }
        writeClass(type, out);
        GraphWriter graph = out.graph();
        try {
            graph.writeValue(value, type, value.getClass());
        } finally {
            graph.forget();
        }
    }

    /**
     * Reads a value {@link #write(Object, DataOutput)} wrote to a host's stream, consuming exactly
     * its bytes: its length, then that many bytes (taken into an array that grows as they arrive,
     * so a hostile length ends in an {@link EOFException}, not in a large allocation), read as
     * {@link #fromBytes(byte[], ClassLoader)} reads them. Classes load from the configured loader,
     * else {@code hostLoader} (a host's own, may be null), else the thread's context loader.
     *
     * @param in the host's stream
     * @param hostLoader the host's class loader, or null
     * @return the value, of the class the bytes name
     * @throws InvalidClassException for a class the reader does not allow or cannot find
     * @throws IOException if {@code in} fails, or the bytes are corrupt, truncated, hostile, or not
     *     all read by the value they hold
     */
    public Object read(DataInput in, ClassLoader hostLoader) throws IOException {
        return fromBytes(FastBytes.readMessage(in), hostLoader);
    }

    /**
     * Reads all of {@code bytes}, as {@link #toBytes} wrote them.
     *
     * @param bytes one value, and nothing after it
     * @return the value, of the class the bytes name
     * @throws InvalidClassException for a class the reader does not allow or cannot find
     * @throws IOException if the bytes are corrupt, truncated, hostile, or followed by more bytes
     */
    public Object fromBytes(byte[] bytes) throws IOException {
        return fromBytes(bytes, null);
    }

    /**
     * {@link #fromBytes(byte[])}, with a host's class loader: classes load from the configured
     * loader, else {@code hostLoader}, else the thread's context loader. A fastserial value's
     * message is read exactly.
     *
     * @param bytes one value, and nothing after it
     * @param hostLoader the host's class loader, or null
     * @return the value, of the class the bytes name
     * @throws InvalidClassException for a class the reader does not allow or cannot find
     * @throws IOException if the bytes are corrupt, truncated, hostile, or followed by more bytes
     */
    public Object fromBytes(byte[] bytes, ClassLoader hostLoader) throws IOException {
        ThreadBuffers t = ThreadBuffers.get();
        if (t.reading) {
            return fromBytes(new BytesInput(), bytes, hostLoader);
        }
        t.reading = true;
        try {
            return fromBytes(t.input, bytes, hostLoader);
        } finally {
            t.input.release();
            t.reading = false;
        }
    }

    private Object fromBytes(BytesInput in, byte[] bytes, ClassLoader hostLoader) throws IOException {
        in.reset(bytes, 0, bytes.length);
        Object value;
        int tag = bytes.length > 0 ? bytes[0] & 0xFF : in.readUnsignedByte(); // none: an EOFException
        switch (tag) {
            case BY_NAME:
            case BY_ID: {
                in.readUnsignedByte();
                Class<?> type = tag == BY_NAME ? byName(in, hostLoader) : byId(in);
                GraphReader graph = in.graph();
                graph.configure(type, null, maxDepth, javaStreams, allowed); // null: the type's own loader
                value = graph.readTop(type);
                break;
            }
            case JAVA:
                value = readJava(in, bytes.length, hostLoader); // the stream from its first byte
                break;
            default:
                throw new StreamCorruptedException("first byte 0x" + Integer.toHexString(tag)
                        + " is not a value of FastTypes (a fastserial class by name or id, or a Java stream)");
        }
        if (in.remaining() > 0) {
            throw new StreamCorruptedException(in.remaining() + " bytes after the "
                    + (value == null ? "null" : value.getClass().getName()) + " in a value of " + bytes.length + " bytes");
        }
        return value;
    }

    private void writeClass(BeanType type, BytesOutput out) throws IOException {
        Integer id = ids.isEmpty() ? null : ids.get(type.type);
        if (id != null) {
            out.writeByte(BY_ID);
            out.writeVarint(id);
            return;
        }
        byte[] name = type.utf8Name();
        out.writeByte(BY_NAME);
        out.writeVarint(name.length);
        out.write(name, 0, name.length);
    }

    private Class<?> byId(DataInput in) throws IOException {
        int id = Varints.read(in);
        Class<?> type = classes.get(id);
        if (type == null) {
            throw new InvalidClassException("id " + id, "no class is registered for this id here (FastTypes.register)");
        }
        return type;
    }

    /** The class named by the next bytes of {@code in}, read in place: a known name costs a compare. */
    private Class<?> byName(BytesInput in, ClassLoader hostLoader) throws IOException {
        int length = in.readVarint();
        if (length > MAX_NAME) {
            throw new StreamCorruptedException("a class name of " + length + " bytes");
        }
        byte[] bytes = in.array();
        int at = in.take(length);
        ClassLoader from = loader != null ? loader : hostLoader != null ? hostLoader : contextLoader();
        ResolvedNames cache = resolved.get();
        if (cache == null || cache.loader != from) {
            cache = new ResolvedNames(from);
            resolved = new WeakReference<ResolvedNames>(cache);
        }
        Class<?> type = cache.find(bytes, at, length);
        if (type != null) {
            return type;
        }
        String name = new String(bytes, at, length, StandardCharsets.UTF_8);
        type = cache.byName.get(name);
        if (type == null) {
            type = resolve(name, from);
            cache.byName.put(name, type);
        }
        cache.put(bytes, at, length, type);
        return type;
    }

    /** The class named, if the reader allows it; nothing is loaded otherwise. */
    private Class<?> resolve(String name, ClassLoader from) throws InvalidClassException {
        if (!wellFormed(name)) {
            throw new InvalidClassException(name, "not a class name");
        }
        if (allowed != null && !allowed.allowsBean(name)) {
            throw allowed.refusal(name);
        }
        String externalizer = AllowedClasses.externalizerName(name).replace('.', '/') + ".class";
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

    private static void writeJava(Object value, BytesOutput out) throws IOException {
        if (!(value instanceof Serializable)) {
            throw new NotSerializableException(value.getClass().getName());
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutputStream java = new ObjectOutputStream(bytes);
        java.writeObject(value);
        java.flush();
        out.write(bytes.toByteArray());
    }

    /** A Java-serialized value from {@code message} (its first byte not read yet), at most {@code bytesLeft} bytes. */
    private Object readJava(BytesInput message, long bytesLeft, ClassLoader hostLoader) throws IOException {
        ClassLoader from = loader != null ? loader : hostLoader != null ? hostLoader : contextLoader();
        JavaSectionInput java = new JavaSectionInput(message, message.graph(), from, allowed);
        if (javaStreams != null) {
            javaStreams.accept(java);
        }
        JavaSectionFilter.install(java, bytesLeft, maxDepth, "FastTypes.maxDepth allows deeper values");
        try {
            return java.readObject();
        } catch (InvalidClassException e) {
            throw java.refusal(e);
        } catch (ClassNotFoundException e) {
            throw (InvalidClassException) new InvalidClassException(e.getMessage(), "not found: " + e).initCause(e);
        } catch (RuntimeException e) { // ObjectInputStream itself can throw these on corrupt bytes
            throw GraphReader.corrupt("corrupt Java-serialized value", e);
        } catch (StackOverflowError e) {
            throw GraphReader.tooDeep(e);
        } catch (Error e) { // the JDK's own readResolve on a corrupt collection (InternalError), a class not loadable...
            throw GraphReader.wrapped(e, "a Java-serialized value");
        }
    }
}
