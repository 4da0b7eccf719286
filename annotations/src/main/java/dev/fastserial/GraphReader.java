package dev.fastserial;

import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.StreamCorruptedException;
import java.lang.ref.WeakReference;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code readObject} for the direct byte path: reads what {@link GraphWriter} wrote.
 *
 * <p>Hostile bytes: a class named in the message is instantiated only when it is a fastserial
 * bean ({@link BeanType}) that the field being read can hold; anything else comes from a real
 * {@link ObjectInputStream} ({@link JavaSectionInput}) with the JDK's checks and serial filter,
 * and only where the field's declared type needs one (never for a {@code String}), its top-level
 * class checked against that type before it is read ({@link #expect}). Handles and class indexes
 * are checked against what was read; tables grow with the objects actually read, never ahead of
 * them; beans nest at most {@code maxDepth} deep ({@link java.io.InvalidObjectException} beyond,
 * and also if the thread's stack runs out first), so no {@code StackOverflowError} escapes. Every
 * failure leaves {@link #readTop} as an IOException.
 */
final class GraphReader {
    /** Default for {@link #maxDepth}. */
    static final int DEFAULT_MAX_DEPTH = 500;

    private static final Object[] NO_OBJECTS = {};
    /** The handle of a record or immutable value whose body is being read: nothing may refer to it yet. */
    private static final Object UNDER_CONSTRUCTION = new Object();
    private static final BeanType[] NO_TYPES = {};

    private final BytesInput in;
    /** Handle 0, the top-level value: most messages need no table at all. */
    private Object first;
    /** Handles 1 and up (slot 0 unused), allocated at the second object. */
    private Object[] handles = NO_OBJECTS;
    private int handleCount;
    /**
     * Class 0: the class of the first bean the message names, or, in a message of the top-level value's fields
     * alone ({@link Tags#VALUE}), null until a reference to it needs it: then it is the class the caller names
     * ({@link #firstClass()}).
     */
    private BeanType firstClass;
    /** Classes 1 and up (slot 0 unused). */
    private BeanType[] classes = NO_TYPES;
    private int classCount;
    /** Names already resolved to bean types, kept across messages (only names of real bean classes get in). */
    private Map<String, BeanType> named;
    /**
     * The same, shared by every reader that resolves through the top-level class's own loader
     * (the default): a name always resolves to the same class in one loader, and a fresh reader
     * (a re-entered {@code FastBytes.fromBytes}) must not pay {@code Class.forName} each time.
     * Looked up at the first name a message holds ({@link #sharedLooked}): most hold none.
     */
    private Map<String, BeanType> shared;
    private boolean sharedLooked;
    /**
     * The class the caller names, whose loader {@link #shared} is for: held weakly, so that a reader kept in a
     * thread-local keeps no class alive between calls, and kept between calls, so that the next call naming the
     * same class stores nothing ({@link #configure}).
     */
    private WeakReference<Class<?>> top = NO_TOP;
    private static final WeakReference<Class<?>> NO_TOP = new WeakReference<Class<?>>(null);

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
    /** The declared type of the value the generated code reads next ({@link #expect}), if {@link #expecting}. */
    private Class<?> expected;
    /** {@link #expected} applies to the next value (else: anything); a flag, so that the same class is not stored again. */
    private boolean expecting;

    /** The loader the caller names, or null: the top-level class's own ({@link #loader()}). */
    private ClassLoader loader;
    private int maxDepth = DEFAULT_MAX_DEPTH;
    /** Called on each ObjectInputStream opened for Java-serialized values (to set a filter, say), or null. */
    private Consumer<? super ObjectInputStream> javaSetup;
    /** The classes the message may create ({@code FastTypes.allowPackages}), or null: any. */
    private AllowedClasses allowed;

    /** The reader of the message this one's objects are apart in ({@link GraphWriter#writeApart}), or null. */
    private final GraphReader outer;
    /** Handles below this are the outer reader's: the objects of its message read before the objects apart. */
    private final int base;

    GraphReader(BytesInput in) {
        this(in, null);
    }

    /** A reader of objects apart inside {@code outer}'s message, configured as {@code outer} is. */
    GraphReader(BytesInput in, GraphReader outer) {
        this.in = in;
        this.outer = outer;
        this.base = outer == null ? 0 : outer.base + outer.handleCount;
        if (outer != null) {
            loader = outer.loader;
            maxDepth = outer.maxDepth;
            javaSetup = outer.javaSetup;
            allowed = outer.allowed;
            top = outer.top;
            shared = outer.shared;
            sharedLooked = outer.sharedLooked;
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

    /**
     * How the next value is read: {@code top} is the class the caller names, {@code loader} the loader that
     * resolves names (null: {@code top}'s own), {@code allowed} the classes it may create (null: any).
     *
     * <p>Stores only what changed since the last call. This reader lives long (a thread keeps it, so it is in the
     * old generation), and a reference stored into an old object costs G1's write barrier a memory fence when it
     * points to another region, each time (docs/direct-path.md, "The thread's writer and reader"). So the class
     * named is held weakly and kept, the loader is null for the usual one, and a value the last call set is not
     * stored again.
     */
    void configure(Class<?> top, ClassLoader loader, int maxDepth, Consumer<? super ObjectInputStream> javaSetup,
                   AllowedClasses allowed) {
        if (top != this.top.get() || loader != this.loader) {
            ClassLoader before = loader();
            this.top = new WeakReference<Class<?>>(top);
            this.loader = loader;
            shared = null;
            sharedLooked = false;
            if (named != null && loader() != before) {
                named.clear();
            }
        }
        this.maxDepth = maxDepth;
        if (javaSetup != this.javaSetup) {
            this.javaSetup = javaSetup;
        }
        if (allowed != this.allowed) {
            this.allowed = allowed;
        }
    }

    /** The loader that resolves names: the caller's, else the top-level class's own. */
    private ClassLoader loader() {
        if (loader != null) {
            return loader;
        }
        Class<?> t = top.get();
        return t == null ? null : t.getClassLoader();
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
        expected = null;
        expecting = false;
    }

    /**
     * Forgets, gives back the memory of tables that grew large, and lets go of the classes and
     * loader of the last call (a reader kept in a thread-local must not keep a loader alive): it keeps
     * the class named only weakly, and the allow-list (names alone).
     */
    void release() {
        forget();
        if (handles.length > 1024) {
            handles = NO_OBJECTS;
        }
        if (classes.length > 64) {
            classes = NO_TYPES;
        }
        if (named != null && !named.isEmpty()) {
            named.clear();
        }
        shared = null;
        sharedLooked = false;
        loader = null;
        javaSetup = null;
        maxDepth = DEFAULT_MAX_DEPTH; // as a new reader: FastTypes reads a plain Java value unconfigured
    }

    /**
     * Reads one top-level {@code type} and forgets it: the reading every entry point shares, so
     * that whatever the bytes make the code it runs throw comes out as an IOException, its cause
     * kept: a class named in the bytes but not found, or found but not loadable (its superclass
     * missing), is an InvalidClassException; a RuntimeException (a setter rejecting a value, code
     * failing on data it did not expect) is a StreamCorruptedException, and so is an Error such
     * code throws (an assert, the JDK's InternalError on a corrupt collection). Only the VM's own
     * errors (OutOfMemoryError...) pass as they are.
     */
    <T> T readTop(Class<T> type) throws IOException {
        BeanType bean = FastBytes.beanTypeOf(type);
        try {
            Object value = readValue(bean, type);
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
            throw corrupt("reading a " + type.getName(), e);
        } catch (StackOverflowError e) {
            throw tooDeep(e);
        } catch (Error e) {
            throw wrapped(e, "reading a " + type.getName());
        } finally {
            forget(); // keeps no references to the value
        }
    }

    static StreamCorruptedException corrupt(String what, Throwable cause) {
        StreamCorruptedException corrupt = new StreamCorruptedException(what + ": " + cause);
        corrupt.initCause(cause);
        return corrupt;
    }

    /**
     * An Error thrown by code the bytes ran, as an IOException (a class that cannot be loaded: an
     * InvalidClassException); the VM's own errors (OutOfMemoryError...) are rethrown as they are.
     */
    static IOException wrapped(Error e, String what) {
        if (e instanceof VirtualMachineError && !(e instanceof InternalError)) {
            throw e;
        }
        if (e instanceof LinkageError) {
            InvalidClassException notLoaded = new InvalidClassException(what + ": a class named in the message"
                    + " cannot be loaded: " + e);
            notLoaded.initCause(e);
            return notLoaded;
        }
        return corrupt(what, e);
    }

    /**
     * The declared type of the value the generated code reads next (its {@code readObject}
     * helper says it, through {@link BytesInput#accept}): a bean of another class is refused
     * before it is instantiated, a Java-serialized value before its top-level object is read
     * ({@link JavaSectionInput#admits}), and a String is never Java-serialized here.
     */
    void expect(Class<?> declared) {
        if (declared != expected) {
            expected = declared;
        }
        expecting = true;
    }

    /** The top-level value, of the class the caller names. */
    private Object readValue(BeanType type, Class<?> named) throws IOException, ClassNotFoundException {
        int tag = in.readUnsignedByte();
        if (tag != Tags.VALUE) {
            return readObject(tag, named);
        }
        if (!type.direct) {
            throw new StreamCorruptedException("the message holds the fields of a " + type.type.getName()
                    + " alone, but that class has a writeReplace: its values are written with their class");
        }
        classCount = 1; // class 0 is the class named, looked up only if the message refers to it again
        return readBody(type);
    }

    Object readObject() throws IOException, ClassNotFoundException {
        Class<?> declared = expecting ? expected : null;
        expecting = false;
        return readObject(in.readUnsignedByte(), declared);
    }

    /** The object of this tag, for a field declared {@code declared} (null: any class). */
    private Object readObject(int tag, Class<?> declared) throws IOException, ClassNotFoundException {
        switch (tag) {
            case Tags.NULL:
                return null;
            case Tags.REFERENCE:
                return reference(readVarint());
            case Tags.BEAN_NAMED: {
                BeanType type = beanNamed(in.readUTF());
                addClass(type);
                return readBody(checked(type, declared));
            }
            case Tags.BEAN: {
                int index = readVarint();
                if (index >= classCount) {
                    throw new StreamCorruptedException("class " + index + " where the message has named " + classCount);
                }
                return readBody(checked(index == 0 ? firstClass() : classes[index], declared));
            }
            case Tags.JAVA:
                return readJava(declared);
            default:
                throw new StreamCorruptedException("unknown tag 0x" + Integer.toHexString(tag) + " in a fastserial message");
        }
    }

    /** {@code type}, if a field declared {@code declared} can hold what it reads as (its readResolve may change it). */
    private static BeanType checked(BeanType type, Class<?> declared) throws InvalidObjectException {
        if (declared != null && !declared.isAssignableFrom(type.type) && !type.hasReadResolve()) {
            throw new InvalidObjectException("a " + type.type.getName() + " in a fastserial message where a "
                    + declared.getName() + " is declared");
        }
        return type;
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
                    + " (FastReader.maxDepth or FastTypes.maxDepth changes it)");
        }
        depth++;
    }

    static InvalidObjectException tooDeep(StackOverflowError e) {
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

    /** Class 0, once the message has one: null only in a message of the top-level value's fields alone. */
    private BeanType firstClass() {
        if (firstClass == null) {
            firstClass = BeanType.of(top.get()); // the caller holds the class for the length of the call
        }
        return firstClass;
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
        if (allowed != null && !allowed.allowsBean(name)) { // before the caches, which readers without a list share
            throw allowed.refusal(name);
        }
        if (!sharedLooked) {
            Class<?> t = top.get();
            ClassLoader own = loader();
            shared = own != null && t != null && own == t.getClassLoader() ? SHARED_NAMES.get(t) : null;
            sharedLooked = true;
        }
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
        if (cache != shared || c.getClassLoader() == loader()) { // found through the context loader: not for everyone
            cache.put(name, type);
        }
        return type;
    }

    private Class<?> load(String name) throws ClassNotFoundException, InvalidClassException {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        ClassLoader own = loader();
        try {
            try {
                return Class.forName(name, false, own != null ? own : context);
            } catch (ClassNotFoundException e) {
                if (context == null || context == own) {
                    throw e;
                }
                return Class.forName(name, false, context);
            }
        } catch (LinkageError e) {
            throw notLoadable(name, e);
        }
    }

    /** A class found but not loadable (its superclass missing from the class path, say). */
    static InvalidClassException notLoadable(String name, LinkageError e) {
        InvalidClassException notLoaded = new InvalidClassException(name, "named in a fastserial message, found but"
                + " not loadable: " + e);
        notLoaded.initCause(e);
        return notLoaded;
    }

    private Object readJava(Class<?> declared) throws IOException, ClassNotFoundException {
        if (declared == String.class) { // only a writer on a JDK stream puts a String through writeObject
            throw new StreamCorruptedException("a Java-serialized value in a fastserial message where a String is"
                    + " declared: FastBytes writes every String as one");
        }
        Object value;
        enter();
        try {
            if (javaStream == null) {
                ClassLoader own = loader();
                javaStream = new JavaSectionInput(in, this, own != null ? own
                        : Thread.currentThread().getContextClassLoader(), allowed);
                if (javaSetup != null) {
                    javaSetup.accept(javaStream);
                }
                JavaSectionFilter.install(javaStream, in.remaining(), Math.min(maxDepth, JavaSectionFilter.MAX_DEPTH),
                        "fallback values inside a fastserial message: a serial filter of your own set with"
                                + " FastReader.javaStreams or FastTypes.javaStreams replaces this bound");
            }
            value = javaStream.readObject(declared);
            readPending();
        } catch (InvalidClassException e) {
            throw javaStream != null ? javaStream.refusal(e) : e;
        } catch (RuntimeException e) { // ObjectInputStream itself can throw these on corrupt bytes
            throw corrupt("corrupt Java-serialized value in a fastserial message", e);
        } catch (StackOverflowError e) {
            throw tooDeep(e);
        } catch (Error e) { // the JDK's own readResolve on a corrupt collection (InternalError), a class not loadable...
            throw wrapped(e, "a Java-serialized value in a fastserial message");
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
        return in.readVarint();
    }
}
