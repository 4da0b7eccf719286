package dev.fastserial.spring;

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
 *     return new GenericFastSerialRedisSerializer();
 * }
 * }</pre>
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
        return base.serializeValuesWith(SerializationPair.fromSerializer(new GenericFastSerialRedisSerializer()));
    }
}
