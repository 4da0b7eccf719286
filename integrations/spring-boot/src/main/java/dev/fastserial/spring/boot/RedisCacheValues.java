package dev.fastserial.spring.boot;

import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.cache.RedisCacheManager.RedisCacheManagerBuilder;
import org.springframework.data.redis.serializer.RedisSerializationContext.SerializationPair;
import org.springframework.data.redis.serializer.RedisSerializer;

/**
 * Puts fastserial's serializer on the values of the cache manager Spring Boot is building, and on
 * nothing else: Boot's defaults keep what its {@code spring.cache.redis.*} properties set (time to
 * live, key prefix, null values), and each cache that {@code spring.cache.cache-names} created from
 * those defaults gets the same serializer. Called by the customizer of either Boot line, before
 * the application's own customizers, which see the result and may change it.
 */
final class RedisCacheValues {
    private final SerializationPair<Object> values;

    RedisCacheValues(RedisSerializer<Object> serializer) {
        this.values = SerializationPair.fromSerializer(serializer);
    }

    void useFor(RedisCacheManagerBuilder builder) {
        RedisCacheConfiguration defaults = builder.cacheDefaults();
        SerializationPair<Object> boots = defaults.getValueSerializationPair();
        builder.cacheDefaults(defaults.serializeValuesWith(values));
        for (String name : builder.getConfiguredCaches()) {
            builder.getCacheConfigurationFor(name)
                    .filter(cache -> cache.getValueSerializationPair() == boots) // made from the defaults
                    .ifPresent(cache -> builder.withCacheConfiguration(name, cache.serializeValuesWith(values)));
        }
    }
}
