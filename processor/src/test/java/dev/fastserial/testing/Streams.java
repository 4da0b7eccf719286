package dev.fastserial.testing;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** Real ObjectOutputStream/ObjectInputStream round trips, for classes from any class loader. */
public final class Streams {
    private Streams() {}

    /** All objects through one ObjectOutputStream (shared class descriptors and handles). */
    public static byte[] serialize(Object... objects) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (Object o : objects) {
                out.writeObject(o);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    public static ObjectInputStream input(byte[] bytes, ClassLoader loader) throws IOException {
        return new LoaderObjectInputStream(new ByteArrayInputStream(bytes), loader);
    }

    /** Reads {@code count} objects back and checks that nothing is left over. */
    public static List<Object> deserialize(byte[] bytes, ClassLoader loader, int count) {
        try (ObjectInputStream in = input(bytes, loader)) {
            List<Object> objects = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                objects.add(in.readObject());
            }
            if (in.available() != 0 || in.read() != -1) {
                throw new AssertionError("bytes left over after reading " + count + " objects");
            }
            return objects;
        } catch (IOException | ClassNotFoundException e) {
            throw new AssertionError("reading back failed: " + e, e);
        }
    }

    /** A fresh stream for one object, as a message or cache entry would be. */
    @SuppressWarnings("unchecked")
    public static <T> T roundTrip(T object) {
        ClassLoader loader = object == null ? Streams.class.getClassLoader() : object.getClass().getClassLoader();
        return (T) deserialize(serialize(object), loader, 1).get(0);
    }

    /** Resolves classes through the given loader (beans compiled inside a test live in their own). */
    private static final class LoaderObjectInputStream extends ObjectInputStream {
        private final ClassLoader loader;

        LoaderObjectInputStream(InputStream in, ClassLoader loader) throws IOException {
            super(in);
            this.loader = loader;
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            try {
                return Class.forName(desc.getName(), false, loader);
            } catch (ClassNotFoundException e) {
                return super.resolveClass(desc);
            }
        }
    }
}
