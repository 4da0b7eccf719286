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
 * <p>A reader loads only classes fastserial generated code for ({@link FastTypes}), optionally
 * narrowed to packages with {@link FastTypes#allowPackages}; Java-serialized values are read with
 * the JVM-wide serial filter and FastBytes' bounds on arrays and depth, or a filter set with
 * {@link FastTypes#javaStreams}. {@code null} is the empty array, as in Spring's own serializers.
 * Thread-safe.
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
     * With the names, ids and filters of {@code types}, classes loaded from {@code classLoader}.
     *
     * @param types the names, ids and filters to use
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
