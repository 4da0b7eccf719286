package dev.fastserial.spring;

import dev.fastserial.FastTypes;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.data.redis.serializer.SerializationException;

/**
 * A Spring Data Redis serializer for any value: {@code @FastSerial} beans, records and immutable
 * classes on the direct path, with their class in the bytes ({@link FastTypes}: its name, or a
 * stable id registered with {@link FastTypes#register}); everything else exactly as Spring's
 * {@code JdkSerializationRedisSerializer} writes it (a Java serialization stream), so that values
 * it wrote before are read too. The value serializer of a {@code RedisCacheManager} (one cache
 * holding many types) and of Spring Session's attributes; see {@link FastSerialRedis} for the lines.
 *
 * <p><b>Which classes it creates.</b> By default, as Spring's JDK serializer: any fastserial class,
 * and any {@code Serializable} class on the class path that a Java-serialized value names, its
 * {@code readObject} run (the JVM-wide serial filter aside). Whoever can write to your Redis can
 * then run the code of any such class in your application (the gadget chains of deserialization
 * exploits). Give the packages of your values, and every class is checked by name before it is
 * loaded, in fastserial's values and in Java-serialized ones alike (the JDK's value classes of
 * {@code java.lang}, {@code java.util}, {@code java.time}, {@code java.math} and {@code java.sql}
 * pass too, see {@link FastTypes#allowPackages}):
 *
 * <pre>{@code
 * new GenericFastSerialRedisSerializer(FastTypes.standard().allowPackages("com.acme"))
 * }</pre>
 *
 * Values nest at most 1000 deep ({@link FastTypes#maxDepth}). {@code null} is the empty array, as
 * in Spring's own serializers. Thread-safe.
 */
public final class GenericFastSerialRedisSerializer implements RedisSerializer<Object> {
    private static final byte[] EMPTY = {};

    private final FastTypes types;
    private final ClassLoader classLoader;

    /** Every fastserial class by name, classes loaded from the thread's context class loader. */
    public GenericFastSerialRedisSerializer() {
        this(FastTypes.standard(), null);
    }

    /**
     * With the allow-list, ids and bounds of {@code types}, classes loaded from the thread's context class loader.
     *
     * @param types the allowed packages, ids and bounds to use ({@code FastTypes.standard().allowPackages("com.acme")})
     */
    public GenericFastSerialRedisSerializer(FastTypes types) {
        this(types, null);
    }

    /**
     * With the allow-list, ids and bounds of {@code types}, classes loaded from {@code classLoader}.
     *
     * @param types the allowed packages, ids and bounds to use
     * @param classLoader where classes are loaded from, unless {@code types} sets a loader; null: the thread's context loader
     */
    public GenericFastSerialRedisSerializer(FastTypes types, ClassLoader classLoader) {
        this.types = types;
        this.classLoader = classLoader;
    }

    @Override
    public byte[] serialize(Object value) throws SerializationException {
        if (value == null) {
            return EMPTY;
        }
        try {
            return types.toBytes(value);
        } catch (UncheckedIOException | IllegalArgumentException e) {
            throw new SerializationException("cannot serialize a " + value.getClass().getName() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public Object deserialize(byte[] bytes) throws SerializationException {
        if (bytes == null || bytes.length == 0) {
            return null;
        }
        try {
            return types.fromBytes(bytes, classLoader);
        } catch (IOException e) {
            throw new SerializationException("cannot deserialize " + bytes.length + " bytes: " + e, e);
        }
    }
}
