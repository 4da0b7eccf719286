package dev.fastserial;

import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.StreamCorruptedException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code readObject} for the direct byte path: reads what {@link GraphWriter} wrote.
 *
 * <p>Hostile bytes: a class named in the message is instantiated only when it is a fastserial
 * bean ({@link BeanType}); anything else comes from a real {@link ObjectInputStream}
 * ({@link JavaSectionInput}) with the JDK's checks and serial filter. Handles and class indexes
 * are checked against what was read; tables grow with the objects actually read, never ahead of
 * them; beans nest at most {@code maxDepth} deep ({@link java.io.InvalidObjectException} beyond,
 * and also if the thread's stack runs out first), so no {@code StackOverflowError} escapes.
 */
final class GraphReader {
    /** Default for {@link #maxDepth}. */
    static final int DEFAULT_MAX_DEPTH = 500;

    private static final Object[] NO_OBJECTS = {};
    /** The handle of a record or immutable value whose body is being read: nothing may refer to it yet. */
    private static final Object UNDER_CONSTRUCTION = new Object();
    private static final BeanType[] NO_TYPES = {};

    private final ObjectInput in;
    /** Handle 0, the top-level value: most messages need no table at all. */
    private Object first;
    /** Handles 1 and up (slot 0 unused), allocated at the second object. */
    private Object[] handles = NO_OBJECTS;
    private int handleCount;
    /** Class 0, the top-level value's. */
    private BeanType firstClass;
    /** Classes 1 and up (slot 0 unused). */
    private BeanType[] classes = NO_TYPES;
    private int classCount;
    /** Names already resolved to bean types, kept across messages (only names of real bean classes get in). */
    private Map<String, BeanType> named;
    /**
     * The same, shared by every reader that resolves through the top-level class's own loader
     * (the default): a name always resolves to the same class in one loader, and a fresh reader
     * per message ({@code FastBytes.fromBytes}) must not pay {@code Class.forName} each time.
     */
    private Map<String, BeanType> shared;

    /** Names resolved through a class's own loader, per class (only bean classes get in). */
    private static final ClassValue<Map<String, BeanType>> SHARED_NAMES = new ClassValue<Map<String, BeanType>>() {
        @Override
        protected Map<String, BeanType> computeValue(Class<?> type) {
            return new java.util.concurrent.ConcurrentHashMap<String, BeanType>();
        }
    };
    private JavaSectionInput javaStream;
    /** Beans first met (as tokens) inside a Java value: their bodies follow it. */
    private ArrayDeque<Object> pending;
    private int depth;

    private ClassLoader loader;
    private int maxDepth = DEFAULT_MAX_DEPTH;
    /** Called on each ObjectInputStream opened for Java-serialized values (to set a filter, say), or null. */
    private Consumer<? super ObjectInputStream> javaSetup;

    /** The reader of the message this one's objects are apart in ({@link GraphWriter#writeApart}), or null. */
    private final GraphReader outer;
    /** Handles below this are the outer reader's: the objects of its message read before the objects apart. */
    private final int base;

    GraphReader(ObjectInput in) {
        this(in, null);
    }

    /** A reader of objects apart inside {@code outer}'s message, configured as {@code outer} is. */
    GraphReader(ObjectInput in, GraphReader outer) {
        this.in = in;
        this.outer = outer;
        this.base = outer == null ? 0 : outer.base + outer.handleCount;
        if (outer != null) {
            loader = outer.loader;
            maxDepth = outer.maxDepth;
            javaSetup = outer.javaSetup;
            shared = outer.shared;
            named = outer.named;
            depth = outer.depth;
        }
    }

    /**
     * What {@link GraphWriter#writeApart} wrote (the generated code hands the bytes here through
     * {@link BytesInput#apply}, a Function): the objects of a field this version knows, each read in
     * full. An IOException comes as an {@link java.io.UncheckedIOException}, a class not found as an
     * {@link InvalidClassException} in one.
     */
    Object[] readApart(byte[] bytes) {
        try {
            return readApartChecked(bytes);
        } catch (ClassNotFoundException e) {
            InvalidClassException notFound = new InvalidClassException(e.getMessage(),
                    "named in a fastserial message but not found: " + e);
            notFound.initCause(e);
            throw new java.io.UncheckedIOException(notFound);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private Object[] readApartChecked(byte[] bytes) throws IOException, ClassNotFoundException {
        BytesInput apart = new BytesInput(this);
        apart.reset(bytes, 0, bytes.length);
        int count = apart.readVarint();
        if (count > apart.remaining()) {
            throw new StreamCorruptedException(count + " objects apart in " + apart.remaining() + " bytes");
        }
        Object[] objects = new Object[count];
        for (int i = 0; i < count; i++) {
            objects[i] = apart.readObject();
        }
        if (apart.remaining() != 0) {
            throw new StreamCorruptedException("objects apart not read to their end: " + apart.remaining() + " bytes left");
        }
        return objects;
    }

    /** How the next value is read; {@code top} is the class the caller names. */
    void configure(Class<?> top, ClassLoader loader, int maxDepth, Consumer<? super ObjectInputStream> javaSetup) {
        if (loader != this.loader && named != null) {
            named.clear();
        }
        shared = loader != null && loader == top.getClassLoader() ? SHARED_NAMES.get(top) : null;
        this.loader = loader;
        this.maxDepth = maxDepth;
        this.javaSetup = javaSetup;
    }

    /** Forgets the value just read (its objects, classes, Java stream): clean between values. */
    void forget() {
        first = null;
        for (int i = 1; i < handleCount; i++) {
            handles[i] = null;
        }
        handleCount = 0;
        firstClass = null;
        for (int i = 1; i < classCount; i++) {
            classes[i] = null;
        }
        classCount = 0;
        javaStream = null;
        if (pending != null) {
            pending.clear();
        }
        depth = 0;
    }

    /** Forgets, and gives back the memory of tables that grew large. */
    void release() {
        forget();
        if (handles.length > 1024) {
            handles = NO_OBJECTS;
        }
        if (classes.length > 64) {
            classes = NO_TYPES;
        }
        if (named != null && named.size() > 256) {
            named.clear();
        }
    }

    /**
     * Reads one top-level {@code type} and forgets it: the reading every entry point shares. A
     * class named in the bytes but not found is an InvalidClassException; a RuntimeException
     * (a setter rejecting a value, code failing on data it did not expect) a
     * StreamCorruptedException.
     */
    <T> T readTop(Class<T> type) throws IOException {
        BeanType bean = FastBytes.beanTypeOf(type);
        try {
            Object value = readValue(bean);
            if (!type.isInstance(value)) {
                throw new InvalidObjectException("expected a " + type.getName() + ", the message holds "
                        + (value == null ? "null" : "a " + value.getClass().getName()));
            }
            return type.cast(value);
        } catch (ClassNotFoundException e) {
            InvalidClassException notFound = new InvalidClassException(e.getMessage(),
                    "named in a fastserial message but not found: " + e);
            notFound.initCause(e);
            throw notFound;
        } catch (RuntimeException e) {
            StreamCorruptedException corrupt = new StreamCorruptedException("reading a " + type.getName() + ": " + e);
            corrupt.initCause(e);
            throw corrupt;
        } finally {
            forget(); // keeps no references to the value
        }
    }

    /** The top-level value, of the class the caller names. */
    Object readValue(BeanType type) throws IOException, ClassNotFoundException {
        int tag = in.readUnsignedByte();
        if (tag != Tags.VALUE) {
            return readObject(tag);
        }
        if (!type.direct) {
            throw new StreamCorruptedException("the message holds the fields of a " + type.type.getName()
                    + " alone, but that class has a writeReplace: its values are written with their class");
        }
        addClass(type);
        return readBody(type);
    }

    Object readObject() throws IOException, ClassNotFoundException {
        return readObject(in.readUnsignedByte());
    }

    private Object readObject(int tag) throws IOException, ClassNotFoundException {
        switch (tag) {
            case Tags.NULL:
                return null;
            case Tags.REFERENCE:
                return reference(readVarint());
            case Tags.BEAN_NAMED: {
                BeanType type = beanNamed(in.readUTF());
                addClass(type);
                return readBody(type);
            }
            case Tags.BEAN: {
                int index = readVarint();
                if (index >= classCount) {
                    throw new StreamCorruptedException("class " + index + " where the message has named " + classCount);
                }
                return readBody(index == 0 ? firstClass : classes[index]);
            }
            case Tags.JAVA:
                return readJava();
            default:
                throw new StreamCorruptedException("unknown tag 0x" + Integer.toHexString(tag) + " in a fastserial message");
        }
    }

    private Object readBody(BeanType type) throws IOException, ClassNotFoundException {
        enter();
        try {
            if (type.value) { // built by its constructor after its fields: its handle is reserved meanwhile
                int handle = addHandle(UNDER_CONSTRUCTION);
                Object value = type.readValue(in);
                setHandle(handle, value);
                return value;
            }
            Object bean = type.newInstance();
            int handle = addHandle(bean);
            ((Externalizable) bean).readExternal(in);
            if (type.hasReadResolve()) {
                bean = type.readResolve(bean);
                setHandle(handle, bean);
            }
            return bean;
        } catch (StackOverflowError e) {
            throw tooDeep(e);
        } finally {
            depth--;
        }
    }

    private void enter() throws InvalidObjectException {
        if (depth >= maxDepth) {
            throw new InvalidObjectException("objects nested more than " + maxDepth + " deep in a fastserial message"
                    + " (FastReader.maxDepth)");
        }
        depth++;
    }

    private static InvalidObjectException tooDeep(StackOverflowError e) {
        InvalidObjectException tooDeep = new InvalidObjectException("objects nested too deeply for the thread's stack");
        tooDeep.initCause(e);
        return tooDeep;
    }

    private int addHandle(Object obj) {
        int handle = handleCount;
        if (handle == 0) {
            first = obj;
        } else {
            if (handle >= handles.length) {
                handles = Arrays.copyOf(handles, Math.max(8, 2 * handles.length));
            }
            handles[handle] = obj;
        }
        handleCount = handle + 1;
        return handle;
    }

    private Object handle(int handle) {
        return handle == 0 ? first : handles[handle];
    }

    /** The object a handle in the message names (the outer message's below {@link #base}). */
    private Object reference(int handle) throws IOException {
        if (handle < base) {
            return outer.reference(handle);
        }
        if (handle - base >= handleCount) {
            throw new StreamCorruptedException("reference to object " + handle + " where the message has "
                    + (base + handleCount) + " so far");
        }
        return referenced(handle - base);
    }

    /** The object a reference in the message names; never a value still being read. */
    private Object referenced(int handle) throws InvalidObjectException {
        Object obj = handle(handle);
        if (obj == UNDER_CONSTRUCTION) {
            throw new InvalidObjectException("reference to object " + handle + ", a record or immutable value whose"
                    + " fields are still being read (a cycle no constructor can restore)");
        }
        return obj;
    }

    private void setHandle(int handle, Object obj) {
        if (handle == 0) {
            first = obj;
        } else {
            handles[handle] = obj;
        }
    }

    private void addClass(BeanType type) {
        int index = classCount;
        if (index == 0) {
            firstClass = type;
        } else {
            if (index >= classes.length) {
                classes = Arrays.copyOf(classes, Math.max(4, 2 * classes.length));
            }
            classes[index] = type;
        }
        classCount = index + 1;
    }

    /** The bean type of a class named in the message; nothing else may be instantiated from a name. */
    private BeanType beanNamed(String name) throws IOException, ClassNotFoundException {
        Map<String, BeanType> cache = shared;
        if (cache == null) {
            if (named == null) {
                named = new HashMap<String, BeanType>();
            }
            cache = named;
        }
        BeanType type = cache.get(name);
        if (type != null) {
            return type;
        }
        Class<?> c = load(name);
        String refusal = BeanType.refusal(c);
        if (refusal != null) {
            throw new InvalidClassException(name, "named in a fastserial message where only @FastSerial beans may be: "
                    + refusal);
        }
        type = BeanType.of(c);
        if (cache != shared || c.getClassLoader() == loader) { // found through the context loader: not for everyone
            cache.put(name, type);
        }
        return type;
    }

    private Class<?> load(String name) throws ClassNotFoundException {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        try {
            return Class.forName(name, false, loader != null ? loader : context);
        } catch (ClassNotFoundException e) {
            if (context == null || context == loader) {
                throw e;
            }
            return Class.forName(name, false, context);
        }
    }

    private Object readJava() throws IOException, ClassNotFoundException {
        Object value;
        enter();
        try {
            if (javaStream == null) {
                long bytesLeft = in instanceof BytesInput ? ((BytesInput) in).remaining()
                        : in instanceof DataInputBridge ? ((DataInputBridge) in).bytesLeft() : -1;
                javaStream = new JavaSectionInput(in, this, loader != null ? loader
                        : Thread.currentThread().getContextClassLoader());
                if (javaSetup != null) {
                    javaSetup.accept(javaStream);
                }
                JavaSectionFilter.install(javaStream, bytesLeft, Math.min(maxDepth, JavaSectionFilter.MAX_DEPTH));
            }
            value = javaStream.readObject();
            readPending();
        } catch (RuntimeException e) {
            // ObjectInputStream itself can throw these on corrupt bytes
            StreamCorruptedException corrupt = new StreamCorruptedException("corrupt Java-serialized value in a"
                    + " fastserial message: " + e);
            corrupt.initCause(e);
            throw corrupt;
        } catch (StackOverflowError e) {
            throw tooDeep(e);
        } finally {
            depth--;
        }
        return value;
    }

    /** Called by the Java stream for each token: the bean it stands for, created now if new. */
    Object resolveToken(BeanToken token) throws IOException {
        int handle = token.handle;
        if (handle < 0 || handle > base + handleCount) {
            throw new StreamCorruptedException("a bean token refers to object " + handle + " where the message has "
                    + (base + handleCount) + " so far");
        }
        if (handle < base + handleCount) {
            return reference(handle);
        }
        if (token.className == null) {
            throw new StreamCorruptedException("a bean token for a new object without its class");
        }
        BeanType type;
        try {
            type = beanNamed(token.className);
        } catch (ClassNotFoundException e) {
            throw (InvalidClassException) new InvalidClassException(token.className, "not found: " + e).initCause(e);
        }
        if (!type.plain) {
            throw new InvalidClassException(token.className, "a bean with writeReplace or readResolve cannot be a token");
        }
        Object bean = type.newInstance();
        addHandle(bean);
        if (pending == null) {
            pending = new ArrayDeque<Object>();
        }
        pending.add(bean);
        return bean;
    }

    private void readPending() throws IOException, ClassNotFoundException {
        Object bean;
        while (pending != null && (bean = pending.poll()) != null) {
            ((Externalizable) bean).readExternal(in);
        }
    }

    private int readVarint() throws IOException {
        if (in instanceof BytesInput) {
            return ((BytesInput) in).readVarint();
        }
        return Varints.read(in);
    }
}
