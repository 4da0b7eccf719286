package dev.fastserial;

import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;

/**
 * Reads what {@link JavaSectionOutput} wrote: a real {@link ObjectInputStream}, so every class
 * it instantiates goes through the JDK's own checks and the serial filter (the JVM-wide one,
 * and whatever {@code FastReader.javaStreams} adds; by default {@link JavaSectionFilter}, which
 * also asks {@link #admits} about each value's top-level class). It reads the message in place
 * and never ahead of the object it reads. With an allow-list ({@link AllowedClasses}), every
 * class the stream names (objects, their superclasses, arrays, enums, {@code Class} objects,
 * proxies' interfaces) is checked by name before it is loaded, whatever the filter says.
 * Classes resolve through the reader's class loader first; one found but not loadable (its
 * superclass missing) is an InvalidClassException; {@link BeanToken}s become beans
 * ({@link GraphReader#resolveToken}).
 */
final class JavaSectionInput extends ObjectInputStream {
    private final GraphReader graph;
    private final ClassLoader loader;
    /** The classes this stream may create, or null: any. */
    private final AllowedClasses allowed;
    /** Why fastserial's filter rejected a class, as the exception to throw instead of the JDK's; null: it did not. */
    private IOException refused;
    /** The declared type of the field whose value is being read, until its top-level object is checked; null: none. */
    private Class<?> declared;

    JavaSectionInput(ObjectInput message, GraphReader graph, ClassLoader loader, AllowedClasses allowed)
            throws IOException {
        super(new Source(message));
        this.graph = graph;
        this.loader = loader;
        this.allowed = allowed;
        enableResolveObject(true);
    }

    /** The next value, for a field declared {@code declared} (null: any class). */
    Object readObject(Class<?> declared) throws IOException, ClassNotFoundException {
        this.declared = declared;
        try {
            return readObject();
        } finally {
            this.declared = null;
        }
    }

    /**
     * Asked by the filter at each of its checks: the first one of a value is about the value's own
     * object ({@code c} its class, or null for a reference to an object read before), which may be
     * one of the declared type, or a serialization proxy (it has a readResolve, whose result the
     * generated code checks), or anything where the declared type could hold a {@code Class}
     * (whose stream names the class it stands for). Later checks (what the object holds, the
     * arrays its readObject sizes) are the filter's alone.
     */
    boolean admits(Class<?> c) {
        Class<?> d = declared;
        declared = null;
        return d == null || c == null || d.isAssignableFrom(c) || d.isAssignableFrom(Class.class)
                || BeanType.inheritableMethod(c, "readResolve") != null;
    }

    /** Called by {@link JavaSectionFilter} as it rejects: what the reader throws instead of the JDK's "filter status: REJECTED". */
    void refuse(IOException why) {
        refused = why;
    }

    /**
     * What to throw for an InvalidClassException out of {@link #readObject}: the filter's own
     * reason (naming the bound it hit and how to change it), the JDK's exception its cause; else
     * {@code e} itself.
     */
    IOException refusal(InvalidClassException e) {
        IOException why = refused;
        refused = null;
        if (why == null || e.getMessage() == null || !e.getMessage().startsWith("filter status")) {
            return e; // not the filter's (a class outside the allow-list, say), or the filter's refusal was caught inside
        }
        why.initCause(e);
        return why;
    }

    @Override
    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        if (allowed != null && !allowed.allowsInJava(desc.getName())) {
            throw allowed.refusal(desc.getName());
        }
        try {
            if (loader != null) {
                try {
                    return Class.forName(desc.getName(), false, loader);
                } catch (ClassNotFoundException e) {
                    // a primitive type, or a class only the JDK's own lookup finds
                }
            }
            return super.resolveClass(desc);
        } catch (LinkageError e) {
            throw GraphReader.notLoadable(desc.getName(), e);
        }
    }

    @Override
    protected Class<?> resolveProxyClass(String[] interfaces) throws IOException, ClassNotFoundException {
        if (allowed != null) { // the proxy's superclass, java.lang.reflect.Proxy, is checked as a class after
            for (String name : interfaces) {
                if (!allowed.allowsInJava(name)) {
                    throw allowed.refusal(name);
                }
            }
        }
        return super.resolveProxyClass(interfaces);
    }

    @Override
    protected Object resolveObject(Object obj) throws IOException {
        return obj instanceof BeanToken ? graph.resolveToken((BeanToken) obj) : obj;
    }

    /** The message as an InputStream, read in place. */
    private static final class Source extends InputStream {
        private final ObjectInput message;

        Source(ObjectInput message) {
            this.message = message;
        }

        @Override
        public int read() throws IOException {
            return message.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return message.read(b, off, len);
        }

        @Override
        public int available() throws IOException {
            return message.available();
        }
    }
}
