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

    interface Path {
        String name();

        Object roundTrip(Object root, ClassLoader loader) throws Exception;
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
        all.add(new Named("FastBytes.toBytes", (root, loader) -> FastBytes.fromBytes(FastBytes.toBytes(root), root.getClass())));
        all.add(new Named("FastWriter", Paths::writer));
        all.add(new Named("ByteBuffer", Paths::buffer));
        all.add(new Named("DataOutput", Paths::dataOutput));
        all.add(new Named("FastTypes", (root, loader) -> FastTypes.standard().fromBytes(FastTypes.standard().toBytes(root), loader)));
        all.add(new Named("hazelcast", Paths::hazelcast));
        all.add(new Named("spring-redis", Paths::spring));
        return all;
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
    private static Object writer(Object root, ClassLoader loader) throws IOException {
        FastWriter writer = new FastWriter();
        writer.write(root).write(root);
        FastReader reader = new FastReader().reset(writer.toByteArray());
        reader.read(root.getClass());
        Object second = reader.read(root.getClass());
        if (reader.hasRemaining()) {
            throw new IOException("FastReader left " + reader.remaining() + " bytes unread");
        }
        return second;
    }

    /** At a position inside a larger buffer, as a host's buffer has it. */
    private static Object buffer(Object root, ClassLoader loader) throws IOException {
        int length = FastBytes.toBytes(root).length;
        ByteBuffer buffer = ByteBuffer.allocate(length + 10);
        buffer.position(3);
        FastBytes.toBuffer(root, buffer);
        buffer.flip().position(3);
        return FastBytes.fromBuffer(buffer, root.getClass());
    }

    /** A host's stream that is only a DataOutput/DataInput. */
    private static Object dataOutput(Object root, ClassLoader loader) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        FastBytes.write(root, new DataOutputStream(bytes));
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        Object copy = FastBytes.read(in, root.getClass());
        if (in.read() != -1) {
            throw new IOException("FastBytes.read(DataInput) left bytes unread");
        }
        return copy;
    }

    private static final Map<ClassLoader, SerializationService> HAZELCAST = new WeakHashMap<>();

    /** Hazelcast's serialization service with the global serializer, as every map operation runs it (no cluster). */
    private static Object hazelcast(Object root, ClassLoader loader) {
        SerializationService service;
        synchronized (HAZELCAST) {
            service = HAZELCAST.computeIfAbsent(loader, l -> new DefaultSerializationServiceBuilder().setClassLoader(l)
                    .setConfig(new SerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config())).build());
        }
        return service.toObject(service.toData(root));
    }

    private static Object spring(Object root, ClassLoader loader) {
        GenericFastSerialRedisSerializer serializer = new GenericFastSerialRedisSerializer(FastTypes.standard(), loader);
        return serializer.deserialize(serializer.serialize(root));
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
