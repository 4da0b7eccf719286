package dev.fastserial;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/**
 * The bounds a direct-path message puts on the Java-serialized values inside it, as a serial
 * filter ({@code java.io.ObjectInputFilter}, Java 9+) on the {@link JavaSectionInput}: no array
 * or collection may claim more than {@code 4 × (bytes left in the message) + 1024} elements (a
 * real one needs at least a byte per element: JDK collections size their tables from the
 * claimed count before reading it), values nest at most {@code maxDepth} deep (inside a message
 * {@value #MAX_DEPTH}: the JDK builds an exception per level when a deep read fails, so
 * allocation grows faster than the depth; legitimate fallback values are shallow: a deeper one
 * needs a filter of its own, set with {@code FastReader.javaStreams}; a plain Java value read by
 * {@code FastTypes}, which a JDK serializer may have written, {@code FastTypes.maxDepth}), and a
 * value's top-level object must be of a class
 * its field can hold ({@link JavaSectionInput#admits}: a Date field's value a Date, or a
 * serialization proxy), refused before anything of it is read. Everything else is left to the
 * filter the stream already had (the JVM-wide one, or what the serial filter factory gave),
 * which this one wraps. A value too deep fails with an {@link InvalidObjectException} naming the
 * bound and how to change it ({@link JavaSectionInput#refusal}), not the JDK's bare
 * "filter status: REJECTED".
 *
 * <p>Installed only when the stream has no filter set on it yet: a filter set with
 * {@code FastReader.javaStreams} replaces these checks (the JDK allows one per stream), so it
 * should bound {@code maxarray} and {@code maxdepth} itself. Written against reflection because
 * the annotations artifact is compiled for Java 8, where the API does not exist (there the
 * checks are not applied: set {@code jdk.serialFilter}).
 */
final class JavaSectionFilter {
    private JavaSectionFilter() {}

    /** How deep Java-serialized values inside a message may nest, unless a filter set on the stream says otherwise. */
    static final int MAX_DEPTH = 100;

    private static final Api API = Api.find();

    /** The Java 9+ filter API, or null. */
    private static final class Api {
        final Class<?> filterType;
        final Method getFilter;
        final Method setFilter;
        final Method check;
        final Method serialClass;
        final Method arrayLength;
        final Method depth;
        final Object rejected;
        final Object undecided;

        private Api(Class<?> filterType, Class<?> infoType, Class<?> statusType) throws ReflectiveOperationException {
            this.filterType = filterType;
            this.getFilter = ObjectInputStream.class.getMethod("getObjectInputFilter");
            this.setFilter = ObjectInputStream.class.getMethod("setObjectInputFilter", filterType);
            this.check = filterType.getMethod("checkInput", infoType);
            this.serialClass = infoType.getMethod("serialClass");
            this.arrayLength = infoType.getMethod("arrayLength");
            this.depth = infoType.getMethod("depth");
            this.rejected = statusType.getField("REJECTED").get(null);
            this.undecided = statusType.getField("UNDECIDED").get(null);
        }

        static Api find() {
            try {
                return new Api(Class.forName("java.io.ObjectInputFilter"),
                        Class.forName("java.io.ObjectInputFilter$FilterInfo"),
                        Class.forName("java.io.ObjectInputFilter$Status"));
            } catch (ReflectiveOperationException | LinkageError | SecurityException e) {
                return null; // Java 8
            }
        }
    }

    /**
     * Puts the checks on {@code stream} unless a filter was set on it already: arrays of at most
     * {@code 4 * bytesLeft + 1024} elements, nesting at most {@code maxDepth}, top-level classes
     * that {@code stream} admits; {@code raise} says how to allow deeper values, for the message.
     */
    static void install(final JavaSectionInput stream, long bytesLeft, final int maxDepth, final String raise) {
        final Api api = API;
        if (api == null) {
            return;
        }
        try {
            final Object previous = api.getFilter.invoke(stream);
            final long maxArray = 4 * bytesLeft + 1024;
            InvocationHandler bounds = new InvocationHandler() {
                @Override
                public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
                    if (!method.getName().equals("checkInput") || args == null || args.length != 1) {
                        return objectMethod(proxy, method, args);
                    }
                    Object info = args[0];
                    long length = (Long) api.arrayLength.invoke(info);
                    long depth = (Long) api.depth.invoke(info);
                    if (depth > maxDepth) {
                        stream.refuse(new InvalidObjectException("objects nested more than " + maxDepth
                                + " deep in a Java-serialized value (" + raise + ")"));
                        return api.rejected;
                    }
                    if (length > maxArray) {
                        return api.rejected;
                    }
                    if (!stream.admits((Class<?>) api.serialClass.invoke(info))) {
                        return api.rejected; // the value's own object, of a class its field cannot hold
                    }
                    try {
                        return previous == null ? api.undecided : api.check.invoke(previous, info);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                }
            };
            Object filter = Proxy.newProxyInstance(api.filterType.getClassLoader(), new Class<?>[] {api.filterType},
                    bounds);
            api.setFilter.invoke(stream, filter);
        } catch (InvocationTargetException e) {
            // IllegalStateException: a filter was set on the stream already, which then governs alone
        } catch (IllegalAccessException | RuntimeException e) {
            // no bounds rather than no reading; the JVM-wide filter still applies
        }
    }

    private static Object objectMethod(Object proxy, Method method, Object[] args) {
        switch (method.getName()) {
            case "equals":
                return proxy == args[0];
            case "hashCode":
                return System.identityHashCode(proxy);
            case "toString":
                return "fastserial's checks of Java-serialized values in a message";
            default:
                throw new UnsupportedOperationException(method.toString());
        }
    }
}
