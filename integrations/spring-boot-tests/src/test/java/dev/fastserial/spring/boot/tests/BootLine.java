package dev.fastserial.spring.boot.tests;

import java.util.ArrayList;
import java.util.List;
import org.springframework.util.ClassUtils;

/**
 * Spring Boot's own classes, named for both lines (Boot 4 moved each technology's auto-configuration
 * into a module and package of its own): the tests name the class a user's line has, as the starter
 * does, so that one source runs on Boot 3.5 and 4.0.
 */
public final class BootLine {
    private BootLine() {
    }

    /** Boot's Redis connection and cache auto-configuration. */
    public static final String[] REDIS_CACHE = {
            "org.springframework.boot.autoconfigure.data.redis.RedisAutoConfiguration",
            "org.springframework.boot.autoconfigure.cache.CacheAutoConfiguration",
            "org.springframework.boot.data.redis.autoconfigure.DataRedisAutoConfiguration",
            "org.springframework.boot.cache.autoconfigure.CacheAutoConfiguration"};

    /** Boot's Spring Session auto-configuration for Redis. */
    public static final String[] SESSION = {
            "org.springframework.boot.autoconfigure.session.SessionAutoConfiguration",
            "org.springframework.boot.session.autoconfigure.SessionAutoConfiguration",
            "org.springframework.boot.session.data.redis.autoconfigure.SessionDataRedisAutoConfiguration"};

    /** Boot's Hazelcast auto-configuration. */
    public static final String[] HAZELCAST = {
            "org.springframework.boot.autoconfigure.hazelcast.HazelcastAutoConfiguration",
            "org.springframework.boot.hazelcast.autoconfigure.HazelcastAutoConfiguration"};

    /** The customizer of the Redis cache manager's builder. */
    public static Class<?> redisCacheManagerBuilderCustomizer() {
        return one("org.springframework.boot.autoconfigure.cache.RedisCacheManagerBuilderCustomizer",
                "org.springframework.boot.cache.autoconfigure.RedisCacheManagerBuilderCustomizer");
    }

    /** The customizer of a Hazelcast member's configuration. */
    public static Class<?> hazelcastConfigCustomizer() {
        return one("org.springframework.boot.autoconfigure.hazelcast.HazelcastConfigCustomizer",
                "org.springframework.boot.hazelcast.autoconfigure.HazelcastConfigCustomizer");
    }

    /** What a Hazelcast client is built from. */
    public static Class<?> hazelcastConnectionDetails() {
        return one("org.springframework.boot.autoconfigure.hazelcast.HazelcastConnectionDetails",
                "org.springframework.boot.hazelcast.autoconfigure.HazelcastConnectionDetails");
    }

    /** Those of {@code names} that this line has. */
    public static Class<?>[] present(String... names) {
        List<Class<?>> classes = new ArrayList<>();
        for (String name : names) {
            if (ClassUtils.isPresent(name, BootLine.class.getClassLoader())) {
                classes.add(ClassUtils.resolveClassName(name, BootLine.class.getClassLoader()));
            }
        }
        return classes.toArray(new Class<?>[0]);
    }

    /** The one of {@code names} that this line has. */
    private static Class<?> one(String... names) {
        Class<?>[] classes = present(names);
        if (classes.length != 1) {
            throw new IllegalStateException(classes.length + " of " + List.of(names) + " here");
        }
        return classes[0];
    }
}
