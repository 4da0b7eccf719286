package dev.fastserial;

import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * What the direct byte path knows about one class, worked out once per class ({@link ClassValue})
 * and only from what the class itself declares: {@code @FastSerial} has CLASS retention, so a
 * bean is recognised by the code generated for it, never by a name in the bytes.
 *
 * <p>A class is a <b>fastserial bean</b> when it is public, concrete, {@link Externalizable},
 * has a public no-arg constructor, and its package holds the generated
 * {@code <Name>Externalizer} (for {@code Outer.Inner}: {@code Outer_InnerExternalizer}) with a
 * public static {@code readExternal(<the class>, ObjectInput)}. A subclass that is not itself
 * annotated has no externalizer of its own and is not a bean: it goes through Java
 * serialization, which calls the writeExternal it inherits, as on the JDK path, and the parent's
 * generated code refuses it (it would lose the subclass's fields).
 *
 * <p>Like {@code ObjectOutputStream}, the direct path honours a bean's {@code writeReplace} and
 * {@code readResolve} (same lookup rules as Java serialization): a bean with a
 * {@code writeReplace} is not {@link #direct}, so it is written with its class, as the
 * replacement may be of any class.
 *
 * <p><b>Records and immutable classes</b> (value types, issue 11) are not {@link Externalizable}:
 * a value type is a {@link java.io.Serializable} class whose generated {@code <Name>Externalizer}
 * (its serialization proxy) has {@code public static void write(<the class>, ObjectOutput)} and
 * {@code public static <the class> read(ObjectInput)}. Its body class is that externalizer, its
 * body is written by the static {@code write} and read by the static {@code read}, which builds
 * the value through its constructor (so the constructor's validation runs on every read, and
 * what it rejects is an {@link InvalidObjectException}). No proxy object is created: the
 * type's own {@code writeReplace} (which returns the proxy, for Java serialization) is not
 * called, and it is {@link #direct} (the reader that names the class needs nothing else) but
 * never {@link #plain} (the value exists only after its body was read, so a reader cannot hand
 * out a reference to it before that; a cycle through it cannot be restored).
 */
final class BeanType {
    private static final ClassValue<BeanType> TYPES = new ClassValue<BeanType>() {
        @Override
        protected BeanType computeValue(Class<?> type) {
            return compute(type);
        }
    };

    /** What {@link #of} gives for every class that is not a fastserial bean. */
    private static final BeanType NOT_A_BEAN = new BeanType(null, null, null, null, null, "not a bean");

    private static final MethodType VALUE_WRITE = MethodType.methodType(void.class, Object.class, ObjectOutput.class);
    private static final MethodType VALUE_READ = MethodType.methodType(Object.class, ObjectInput.class);
    /** The no-arg constructor's arguments: shared, where {@code newInstance()} would make an empty array a call. */
    private static final Object[] NO_ARGS = {};

    /** The class of the values this describes. */
    final Class<?> type;
    /** The {@link Externalizable} class whose {@code writeExternal}/{@code readExternal} carry the value. */
    final Class<?> bodyClass;
    private final Constructor<?> constructor;
    /** The class's {@code writeReplace}, or null. */
    private final Method writeReplace;
    /** The body class's {@code readResolve}, or null. */
    private final Method readResolve;
    /** Why {@link #of} refused the class (for error messages), or null for a bean. */
    final String refusal;
    /** The value can be written as its body alone when the reader names the class ({@code writeReplace}-free). */
    final boolean direct;
    /** Neither writeReplace nor readResolve: an instance can be created before its body is read. */
    final boolean plain;
    /** A record or immutable class: written and read by its externalizer's static methods. */
    final boolean value;
    /** A value type's {@code write(T, ObjectOutput)} as {@code (Object, ObjectOutput)void}, else null. */
    private final MethodHandle valueWrite;
    /** A value type's {@code read(ObjectInput)} as {@code (ObjectInput)Object}, else null. */
    private final MethodHandle valueRead;
    /** The class's name in UTF-8, as {@code FastTypes} writes it; made at the first use (a race makes two equal arrays). */
    private volatile byte[] utf8Name;

    private BeanType(Class<?> type, Class<?> bodyClass, Constructor<?> constructor, Method writeReplace,
                     Method readResolve, String refusal) {
        this.type = type;
        this.bodyClass = bodyClass;
        this.constructor = constructor;
        this.writeReplace = writeReplace;
        this.readResolve = readResolve;
        this.refusal = refusal;
        this.direct = refusal == null && writeReplace == null;
        this.plain = direct && readResolve == null;
        this.value = false;
        this.valueWrite = null;
        this.valueRead = null;
    }

    /** A value type: {@code externalizer}'s static write and read carry it. */
    private BeanType(Class<?> type, Class<?> externalizer, MethodHandle valueWrite, MethodHandle valueRead) {
        this.type = type;
        this.bodyClass = externalizer;
        this.constructor = null;
        this.writeReplace = null;
        this.readResolve = null;
        this.refusal = null;
        this.direct = true;
        this.plain = false;
        this.value = true;
        this.valueWrite = valueWrite;
        this.valueRead = valueRead;
    }

    /** The bean type of {@code type}, or null when it is not a fastserial bean. */
    static BeanType of(Class<?> type) {
        BeanType t = TYPES.get(type);
        return t.refusal == null ? t : null;
    }

    /** Why {@code type} is not a fastserial bean, or null when it is one. */
    static String refusal(Class<?> type) {
        BeanType t = TYPES.get(type);
        return t == NOT_A_BEAN ? type.getName() + " is not a @FastSerial bean, record or immutable class (neither a"
                + " concrete Externalizable class nor a Serializable one with a generated " + externalizerName(type) + ")"
                : t.refusal;
    }

    private static BeanType refuse(String why) {
        return new BeanType(null, null, null, null, null, why);
    }

    private static BeanType compute(Class<?> type) {
        if (type.isInterface() || type.isArray() || type.isPrimitive() || type.isEnum()) {
            return NOT_A_BEAN;
        }
        if (!Externalizable.class.isAssignableFrom(type)) {
            return Serializable.class.isAssignableFrom(type) ? valueType(type) : NOT_A_BEAN;
        }
        int modifiers = type.getModifiers();
        if (!Modifier.isPublic(modifiers) || Modifier.isAbstract(modifiers)) {
            return refuse(type.getName() + " is not a public concrete class");
        }
        if (!hasGeneratedExternalizer(type)) {
            return refuse(type.getName() + " is not a @FastSerial bean: no generated " + externalizerName(type)
                    + " with readExternal(" + type.getSimpleName() + ", ObjectInput)");
        }
        Constructor<?> constructor;
        try {
            constructor = type.getConstructor();
        } catch (NoSuchMethodException | SecurityException e) {
            return refuse(type.getName() + " has no public no-arg constructor");
        }
        try {
            constructor.setAccessible(true); // public anyway: spares newInstance its caller check
        } catch (RuntimeException e) {
            // a package its module does not open: newInstance still works, checking each time
        }
        try {
            Method writeReplace = accessible(inheritableMethod(type, "writeReplace"));
            Method readResolve = accessible(inheritableMethod(type, "readResolve"));
            return new BeanType(type, type, constructor, writeReplace, readResolve, null);
        } catch (RuntimeException e) {
            // A writeReplace/readResolve we may not call (a module that does not open the package):
            // skipping it could leak what writeReplace hides, so leave the class to Java serialization.
            return refuse(type.getName() + " has a writeReplace or readResolve that fastserial cannot call (" + e
                    + "); open its package to dev.fastserial's module");
        }
    }

    /**
     * A record or immutable class: its generated externalizer has the static {@code write} and
     * {@code read} of the processor's contract, for exactly this class (a subclass that is not
     * itself annotated has none, and goes through Java serialization, as on the JDK path).
     */
    private static BeanType valueType(Class<?> type) {
        if (type.getName().startsWith("java.") || Modifier.isAbstract(type.getModifiers())) {
            return NOT_A_BEAN; // spares every JDK class of a fallback value a lookup that must fail
        }
        Class<?> externalizer;
        Method write;
        Method read;
        try {
            externalizer = Class.forName(externalizerName(type), false, type.getClassLoader());
            write = externalizer.getMethod("write", type, ObjectOutput.class);
            read = externalizer.getMethod("read", ObjectInput.class);
        } catch (ClassNotFoundException | NoSuchMethodException | LinkageError | SecurityException e) {
            return NOT_A_BEAN;
        }
        if (!Modifier.isStatic(write.getModifiers()) || write.getReturnType() != void.class
                || !Modifier.isStatic(read.getModifiers()) || read.getReturnType() != type) {
            return NOT_A_BEAN;
        }
        try {
            return new BeanType(type, externalizer, handle(write).asType(VALUE_WRITE), handle(read).asType(VALUE_READ));
        } catch (IllegalAccessException | RuntimeException e) {
            return refuse(type.getName() + ": fastserial cannot call " + externalizer.getName() + "'s write and read ("
                    + e + "); open its package to dev.fastserial's module");
        }
    }

    private static MethodHandle handle(Method m) throws IllegalAccessException {
        try {
            m.setAccessible(true); // public anyway: spares the access check of a class in another module
        } catch (RuntimeException e) {
            // a package its module does not open to us: unreflect checks access itself
        }
        return MethodHandles.lookup().unreflect(m);
    }

    /** {@code pkg.Outer$Inner} -> {@code pkg.Outer_InnerExternalizer}: the processor's naming. */
    static String externalizerName(Class<?> type) {
        String name = type.getName();
        int dot = name.lastIndexOf('.');
        return name.substring(0, dot + 1) + name.substring(dot + 1).replace('$', '_') + "Externalizer";
    }

    private static boolean hasGeneratedExternalizer(Class<?> type) {
        try {
            Class<?> externalizer = Class.forName(externalizerName(type), false, type.getClassLoader());
            Method read = externalizer.getMethod("readExternal", type, ObjectInput.class);
            return Modifier.isStatic(read.getModifiers());
        } catch (ClassNotFoundException | NoSuchMethodException | LinkageError | SecurityException e) {
            return false;
        }
    }

    /**
     * A no-arg method returning Object that Java serialization would call on {@code type}: the
     * nearest declaration up the hierarchy; private only in the class itself, package-private
     * only in its package (as {@code ObjectStreamClass} looks it up).
     */
    static Method inheritableMethod(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            Method m;
            try {
                m = c.getDeclaredMethod(name);
            } catch (NoSuchMethodException e) {
                continue;
            }
            int mods = m.getModifiers();
            if (m.getReturnType() != Object.class || (mods & (Modifier.STATIC | Modifier.ABSTRACT)) != 0) {
                return null;
            }
            if ((mods & (Modifier.PUBLIC | Modifier.PROTECTED)) != 0) {
                return m;
            }
            if ((mods & Modifier.PRIVATE) != 0) {
                return c == type ? m : null;
            }
            return samePackage(c, type) ? m : null;
        }
        return null;
    }

    private static boolean samePackage(Class<?> a, Class<?> b) {
        return a.getClassLoader() == b.getClassLoader() && packageOf(a).equals(packageOf(b));
    }

    private static String packageOf(Class<?> c) {
        String name = c.getName();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(0, dot);
    }

    private static Method accessible(Method m) {
        if (m != null) {
            m.setAccessible(true);
        }
        return m;
    }

    /** A new, empty instance of the body class, to read into. */
    Object newInstance() throws InvalidClassException {
        try {
            return constructor.newInstance(NO_ARGS); // no empty varargs array a message: the array is only read
        } catch (InvocationTargetException e) {
            throw (InvalidClassException) new InvalidClassException(bodyClass.getName(),
                    "its no-arg constructor threw " + e.getCause()).initCause(e.getCause());
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw (InvalidClassException) new InvalidClassException(bodyClass.getName(),
                    "cannot be instantiated: " + e).initCause(e);
        }
    }

    /** Writes a value type's {@code obj} by its static write (a bean writes itself: writeExternal). */
    void writeValue(Object obj, ObjectOutput out) throws IOException {
        try {
            valueWrite.invokeExact(obj, out);
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) { // the generated write declares IOException only
            throw new IllegalStateException(bodyClass.getName() + ".write threw " + e, e);
        }
    }

    /** A value type's value, read by its static read (its constructor runs). */
    Object readValue(ObjectInput in) throws IOException, ClassNotFoundException {
        try {
            return (Object) valueRead.invokeExact(in);
        } catch (IOException | ClassNotFoundException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) { // the generated read declares these only
            throw (InvalidObjectException) new InvalidObjectException(bodyClass.getName() + ".read threw " + e)
                    .initCause(e);
        }
    }

    /** {@link #type}'s binary name in UTF-8 (shared: never modify it). */
    byte[] utf8Name() {
        byte[] name = utf8Name;
        if (name == null) {
            utf8Name = name = type.getName().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        }
        return name;
    }

    boolean hasWriteReplace() {
        return writeReplace != null;
    }

    boolean hasReadResolve() {
        return readResolve != null;
    }

    /** What writeReplace gives for {@code value}. */
    Object writeReplace(Object value) throws ObjectStreamException {
        return invoke(writeReplace, value);
    }

    /** What readResolve gives for {@code value}, just read. */
    Object readResolve(Object value) throws ObjectStreamException {
        return invoke(readResolve, value);
    }

    private Object invoke(Method m, Object value) throws ObjectStreamException {
        try {
            return m.invoke(value, NO_ARGS); // writeReplace() or readResolve(): no empty array a call
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof ObjectStreamException) {
                throw (ObjectStreamException) cause;
            }
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw (InvalidObjectException) new InvalidObjectException(m + " threw " + cause).initCause(cause);
        } catch (IllegalAccessException e) {
            throw (InvalidObjectException) new InvalidObjectException("cannot call " + m + ": " + e).initCause(e);
        }
    }
}
