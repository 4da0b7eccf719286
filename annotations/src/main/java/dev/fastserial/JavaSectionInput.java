package dev.fastserial;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;

/**
 * Reads what {@link JavaSectionOutput} wrote: a real {@link ObjectInputStream}, so every class
 * it instantiates goes through the JDK's own checks and the serial filter (the JVM-wide one,
 * and whatever {@code FastReader.javaStreams} adds). It reads the message in place and never
 * ahead of the object it reads. Classes resolve through the reader's class loader first;
 * {@link BeanToken}s become beans ({@link GraphReader#resolveToken}).
 */
final class JavaSectionInput extends ObjectInputStream {
    private final GraphReader graph;
    private final ClassLoader loader;

    JavaSectionInput(ObjectInput message, GraphReader graph, ClassLoader loader) throws IOException {
        super(new Source(message));
        this.graph = graph;
        this.loader = loader;
        enableResolveObject(true);
    }

    @Override
    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        if (loader != null) {
            try {
                return Class.forName(desc.getName(), false, loader);
            } catch (ClassNotFoundException e) {
                // a primitive type, or a class only the JDK's own lookup finds
            }
        }
        return super.resolveClass(desc);
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
