package dev.fastserial.spring;

import dev.fastserial.FastTypes;
import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.serializer.RedisSerializationContext.SerializationPair;

/**
 * The lines that put fastserial into Spring's Redis hosts.
 *
 * <p>Caches ({@code @Cacheable} on a {@code RedisCacheManager}):
 *
 * <pre>{@code
 * @Bean
 * RedisCacheManager cacheManager(RedisConnectionFactory redis) {
 *     return RedisCacheManager.builder(redis).cacheDefaults(FastSerialRedis.cacheConfiguration()).build();
 * }
 * }</pre>
 *
 * <p>Spring Session ({@code @EnableRedisHttpSession}, or Spring Boot's auto-configuration): a bean of
 * this name replaces its default, Java serialization, for every session attribute:
 *
 * <pre>{@code
 * @Bean(FastSerialRedis.SESSION_SERIALIZER)
 * RedisSerializer<Object> springSessionDefaultRedisSerializer() {
 *     return new GenericFastSerialRedisSerializer(FastTypes.standard().allowPackages("com.acme", "org.springframework.security"));
 * }
 * }</pre>
 *
 * <p>Without an allow-list ({@link FastTypes#allowPackages}), values are read as Spring's JDK
 * serializer reads them: any {@code Serializable} class a Java-serialized value names is
 * created. Give your values' packages where anyone but your application can write to Redis:
 * {@code cacheConfiguration(FastTypes.standard().allowPackages("com.acme"))}.
 */
public final class FastSerialRedis {
    /** The bean name Spring Session takes its attribute serializer from. */
    public static final String SESSION_SERIALIZER = "springSessionDefaultRedisSerializer";

    private FastSerialRedis() {}

    /**
     * Spring's default cache configuration with {@link GenericFastSerialRedisSerializer} for values.
     *
     * @return {@code RedisCacheConfiguration.defaultCacheConfig()} with that value serializer
     */
    public static RedisCacheConfiguration cacheConfiguration() {
        return cacheConfiguration(RedisCacheConfiguration.defaultCacheConfig());
    }

    /**
     * {@code base} (time to live, key prefix...) with {@link GenericFastSerialRedisSerializer} for values.
     *
     * @param base the configuration to start from
     * @return {@code base} with that value serializer
     */
    public static RedisCacheConfiguration cacheConfiguration(RedisCacheConfiguration base) {
        return cacheConfiguration(base, FastTypes.standard());
    }

    /**
     * Spring's default cache configuration with {@link GenericFastSerialRedisSerializer} for values,
     * reading with the allow-list, ids and bounds of {@code types}.
     *
     * @param types e.g. {@code FastTypes.standard().allowPackages("com.acme")}
     * @return {@code RedisCacheConfiguration.defaultCacheConfig()} with that value serializer
     */
    public static RedisCacheConfiguration cacheConfiguration(FastTypes types) {
        return cacheConfiguration(RedisCacheConfiguration.defaultCacheConfig(), types);
    }

    /**
     * {@code base} with {@link GenericFastSerialRedisSerializer} for values, reading with the
     * allow-list, ids and bounds of {@code types}.
     *
     * @param base the configuration to start from
     * @param types e.g. {@code FastTypes.standard().allowPackages("com.acme")}
     * @return {@code base} with that value serializer
     */
    public static RedisCacheConfiguration cacheConfiguration(RedisCacheConfiguration base, FastTypes types) {
        return base.serializeValuesWith(SerializationPair.fromSerializer(new GenericFastSerialRedisSerializer(types)));
    }
}
