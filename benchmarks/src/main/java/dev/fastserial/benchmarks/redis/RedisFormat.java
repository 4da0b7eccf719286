package dev.fastserial.benchmarks.redis;

import dev.fastserial.spring.FastSerialRedisSerializer;
import dev.fastserial.spring.GenericFastSerialRedisSerializer;
import org.springframework.data.redis.serializer.RedisSerializer;

/** The Spring Data Redis value serializers compared. */
public enum RedisFormat {
    /** fastserial's generic serializer (the cache manager's and Spring Session's): the class's name in the value. */
    FASTSERIAL("fastserial, generic (GenericFastSerialRedisSerializer)"),
    /** fastserial's serializer for one type: the fields alone. */
    FASTSERIAL_TYPED("fastserial, one type (FastSerialRedisSerializer)"),
    /** Spring's default: Java serialization ({@code RedisSerializer.java()}). */
    JDK("Spring's JdkSerializationRedisSerializer"),
    /** Spring's generic JSON ({@code RedisSerializer.json()}: Jackson with the class in the document). */
    JSON("Spring's GenericJacksonJsonRedisSerializer");

    private final String title;

    RedisFormat(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }

    /** The serializer for values of {@code type}. */
    @SuppressWarnings("unchecked")
    public RedisSerializer<Object> serializer(Class<?> type) {
        return switch (this) {
            case FASTSERIAL -> new GenericFastSerialRedisSerializer();
            case FASTSERIAL_TYPED -> new FastSerialRedisSerializer<>((Class<Object>) type);
            case JDK -> RedisSerializer.java();
            case JSON -> RedisSerializer.json();
        };
    }
}
