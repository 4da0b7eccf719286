package dev.fastserial.spring;

import dev.fastserial.FastBytes;
import dev.fastserial.FastTypes;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.data.redis.serializer.SerializationException;

/**
 * A Spring Data Redis serializer for one {@code @FastSerial} bean, record or immutable class (a
 * {@code RedisTemplate<String, Customer>}'s values, a cache of one type): the value's fields alone,
 * exactly {@link FastBytes#toBytes(Object)}, no class name. A subclass is written with its own
 * class's name and read back as what it is ({@link FastBytes#toBytes(Object, Class)}). {@code null}
 * is the empty array, as in Spring's own serializers. Thread-safe.
 *
 * @param <T> the class of the values
 */
public final class FastSerialRedisSerializer<T> implements RedisSerializer<T> {
    private static final byte[] EMPTY = {};

    private final Class<T> type;

    /**
     * A serializer for {@code type}'s values.
     *
     * @param type the class of the values, a {@code @FastSerial} bean, record or immutable class
     * @throws IllegalArgumentException if {@code type} is not a {@code @FastSerial} bean, record or immutable class
     */
    public FastSerialRedisSerializer(Class<T> type) {
        if (!FastTypes.isFastSerial(type)) {
            throw new IllegalArgumentException(type.getName() + " is not a @FastSerial bean, record or immutable class");
        }
        this.type = type;
    }

    @Override
    public byte[] serialize(T value) throws SerializationException {
        if (value == null) {
            return EMPTY;
        }
        try {
            return FastBytes.toBytes(value, type);
        } catch (UncheckedIOException | IllegalArgumentException e) {
            throw new SerializationException("cannot serialize a " + value.getClass().getName() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public T deserialize(byte[] bytes) throws SerializationException {
        if (bytes == null || bytes.length == 0) {
            return null;
        }
        try {
            return FastBytes.fromBytes(bytes, type);
        } catch (IOException e) {
            throw new SerializationException("cannot deserialize a " + type.getName() + " from " + bytes.length
                    + " bytes: " + e, e);
        }
    }

    @Override
    public boolean canSerialize(Class<?> candidate) {
        return type.isAssignableFrom(candidate);
    }

    @Override
    public Class<?> getTargetType() {
        return type;
    }
}
