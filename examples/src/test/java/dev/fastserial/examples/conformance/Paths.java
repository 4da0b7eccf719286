package dev.fastserial.examples.conformance;

import com.hazelcast.config.SerializationConfig;
import com.hazelcast.internal.serialization.SerializationService;
import com.hazelcast.internal.serialization.impl.DefaultSerializationServiceBuilder;
import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import dev.fastserial.FastTypes;
import dev.fastserial.FastWriter;
import dev.fastserial.hazelcast.FastSerialGlobalSerializer;
import dev.fastserial.spring.GenericFastSerialRedisSerializer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The ways a value goes out and comes back: JDK streams, every form of the direct path, the
 * generic form, and the two hosts' serializers through their own APIs. Each takes the root of a
 * graph and returns its copy.
 */
final class Paths {
    private Paths() {}

    /**
     * A way out and back: {@code root} written (by its own classes), read by the classes of
     * {@code reader}, a class loader holding the same classes or another version of them.
     */
    interface Path {
        String name();

        Object roundTrip(Object root, ClassLoader reader) throws Exception;
    }

    private record Named(String name, RoundTrip f) implements Path {
        @Override public Object roundTrip(Object root, ClassLoader loader) throws Exception {
            return f.apply(root, loader);
        }
    }

    private interface RoundTrip {
        Object apply(Object root, ClassLoader loader) throws Exception;
    }

    /** Java serialization: the oracle's path (for the twins) and the first path of the {@code @FastSerial} classes. */
    static final Path JDK = new Named("jdk-stream", Paths::jdk);

    static List<Path> all() {
        List<Path> all = new ArrayList<>();
        all.add(JDK);
        all.add(new Named("FastBytes.toBytes", (root, loader) -> FastBytes.fromBytes(FastBytes.toBytes(root), readerClass(root, loader))));
        all.add(new Named("FastWriter", Paths::writer));
        all.add(new Named("ByteBuffer", Paths::buffer));
        all.add(new Named("DataOutput", Paths::dataOutput));
        all.add(new Named("FastTypes", (root, loader) -> FastTypes.standard().fromBytes(FastTypes.standard().toBytes(root), loader)));
        all.add(new Named("hazelcast", Paths::hazelcast));
        all.add(new Named("spring-redis", Paths::spring));
        return all;
    }

    /** The paths a pair of versions is read across: a JDK stream, a message naming no class, and one naming it. */
    static List<Path> acrossVersions() {
        List<Path> some = new ArrayList<>();
        for (Path p : all()) {
            if (p.name().equals(JDK.name()) || p.name().equals("FastBytes.toBytes") || p.name().equals("FastTypes")) {
                some.add(p);
            }
        }
        return some;
    }

    /** The root's class as the reader has it. */
    private static Class<?> readerClass(Object root, ClassLoader reader) throws ClassNotFoundException {
        return Class.forName(root.getClass().getName(), true, reader);
    }

    static Object jdk(Object root, ClassLoader loader) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(root);
        }
        try (ObjectInputStream in = new LoaderInput(new ByteArrayInputStream(bytes.toByteArray()), loader)) {
            return in.readObject();
        }
    }

    /** Two values in one writer (the second after the first's bytes), read back in order: the second is returned. */
    private static Object writer(Object root, ClassLoader loader) throws IOException, ClassNotFoundException {
        FastWriter writer = new FastWriter();
        writer.write(root).write(root);
        FastReader reader = new FastReader().reset(writer.toByteArray());
        Class<?> type = readerClass(root, loader);
        reader.read(type);
        Object second = reader.read(type);
        if (reader.hasRemaining()) {
            throw new IOException("FastReader left " + reader.remaining() + " bytes unread");
        }
        return second;
    }

    /** At a position inside a larger buffer, as a host's buffer has it. */
    private static Object buffer(Object root, ClassLoader loader) throws IOException, ClassNotFoundException {
        int length = FastBytes.toBytes(root).length;
        ByteBuffer buffer = ByteBuffer.allocate(length + 10);
        buffer.position(3);
        FastBytes.toBuffer(root, buffer);
        buffer.flip().position(3);
        return FastBytes.fromBuffer(buffer, readerClass(root, loader));
    }

    /** A host's stream that is only a DataOutput/DataInput. */
    private static Object dataOutput(Object root, ClassLoader loader) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        FastBytes.write(root, new DataOutputStream(bytes));
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        Object copy = FastBytes.read(in, readerClass(root, loader));
        if (in.read() != -1) {
            throw new IOException("FastBytes.read(DataInput) left bytes unread");
        }
        return copy;
    }

    private static final Map<ClassLoader, SerializationService> HAZELCAST = new WeakHashMap<>();

    /** Hazelcast's serialization service with the global serializer, as every map operation runs it (no cluster). */
    private static Object hazelcast(Object root, ClassLoader loader) {
        return service(loader).toObject(service(root.getClass().getClassLoader()).toData(root));
    }

    private static SerializationService service(ClassLoader loader) {
        synchronized (HAZELCAST) {
            return HAZELCAST.computeIfAbsent(loader, l -> new DefaultSerializationServiceBuilder().setClassLoader(l)
                    .setConfig(new SerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config())).build());
        }
    }

    private static Object spring(Object root, ClassLoader loader) {
        byte[] bytes = new GenericFastSerialRedisSerializer(FastTypes.standard(), root.getClass().getClassLoader()).serialize(root);
        return new GenericFastSerialRedisSerializer(FastTypes.standard(), loader).deserialize(bytes);
    }

    /** Resolves classes through the batch's loader. */
    private static final class LoaderInput extends ObjectInputStream {
        private final ClassLoader loader;

        LoaderInput(InputStream in, ClassLoader loader) throws IOException {
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
