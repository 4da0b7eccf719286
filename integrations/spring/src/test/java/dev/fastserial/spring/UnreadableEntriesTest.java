package dev.fastserial.spring;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.spring.beans.Customer;
import dev.fastserial.spring.beans.Samples;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.cache.annotation.Cacheable;
import org.springframework.cache.annotation.CachingConfigurer;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.cache.interceptor.CacheErrorHandler;
import org.springframework.cache.interceptor.LoggingCacheErrorHandler;
import org.springframework.cache.interceptor.SimpleCacheErrorHandler;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.cache.RedisCacheManager;
import org.springframework.data.redis.connection.RedisConnection;
import org.springframework.data.redis.connection.RedisConnectionFactory;
import org.springframework.data.redis.serializer.JdkSerializationRedisSerializer;
import org.springframework.data.redis.serializer.RedisSerializationContext.SerializationPair;
import org.springframework.data.redis.serializer.SerializationException;

/**
 * What hosts.md says of cache entries a serializer cannot read, against a real Redis: a cache
 * switched back from fastserial to Spring's JDK serializer fails on the beans fastserial wrote, and
 * an entry that does not read (corrupt, or of another serializer) makes a {@code @Cacheable} method
 * throw on every call rather than miss, with Spring's own JDK serializer as with fastserial's; a
 * {@link LoggingCacheErrorHandler} turns it into a miss, and the method's result replaces the entry.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UnreadableEntriesTest {
    @RegisterExtension
    static final LocalRedis redis = new LocalRedis(App.class);

    /** Spring's default (rethrow) unless a test sets another. */
    static volatile CacheErrorHandler errors = new SimpleCacheErrorHandler();

    @Configuration
    @EnableCaching
    static class App implements CachingConfigurer {
        @Bean
        @Primary
        RedisCacheManager cacheManager(RedisConnectionFactory redis) {
            return RedisCacheManager.builder(redis).cacheDefaults(FastSerialRedis.cacheConfiguration()).build();
        }

        /** The same Redis through Spring's default value serializer. */
        @Bean
        RedisCacheManager jdkCacheManager(RedisConnectionFactory redis) {
            return RedisCacheManager.builder(redis).cacheDefaults(RedisCacheConfiguration.defaultCacheConfig()
                    .serializeValuesWith(SerializationPair.fromSerializer(new JdkSerializationRedisSerializer()))).build();
        }

        @Override
        public CacheErrorHandler errorHandler() {
            return new CacheErrorHandler() { // the test's choice at the time of the call
                @Override
                public void handleCacheGetError(RuntimeException e, org.springframework.cache.Cache cache, Object key) {
                    errors.handleCacheGetError(e, cache, key);
                }

                @Override
                public void handleCachePutError(RuntimeException e, org.springframework.cache.Cache cache, Object key,
                                                Object value) {
                    errors.handleCachePutError(e, cache, key, value);
                }

                @Override
                public void handleCacheEvictError(RuntimeException e, org.springframework.cache.Cache cache, Object key) {
                    errors.handleCacheEvictError(e, cache, key);
                }

                @Override
                public void handleCacheClearError(RuntimeException e, org.springframework.cache.Cache cache) {
                    errors.handleCacheClearError(e, cache);
                }
            };
        }

        @Bean
        Shop shop() {
            return new Shop();
        }
    }

    static class Shop {
        private final AtomicInteger calls = new AtomicInteger();

        public int calls() {
            return calls.get();
        }

        @Cacheable("customers")
        public Customer customer(String id) {
            calls.incrementAndGet();
            return Samples.customer(id);
        }

        @Cacheable(cacheNames = "customers", cacheManager = "jdkCacheManager")
        public Customer customerThroughSpringsSerializer(String id) {
            calls.incrementAndGet();
            return Samples.customer(id);
        }
    }

    private static byte[] stored(String key) {
        try (RedisConnection c = redis.connection()) {
            return c.stringCommands().get(key.getBytes(StandardCharsets.UTF_8));
        }
    }

    private static void store(String key, byte[] value) {
        try (RedisConnection c = redis.connection()) {
            c.stringCommands().set(key.getBytes(StandardCharsets.UTF_8), value);
        }
    }

    /** Spring Data Redis 4 writes cache entries in the background. */
    private static void awaitStored(String key, byte[] unlike) {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (stored(key) == null || java.util.Arrays.equals(stored(key), unlike)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Redis never got " + key);
            }
            Thread.onSpinWait();
        }
    }

    @Test
    void switchedBackToSpringsJdkSerializerTheBeansFastserialWroteDoNotRead() {
        errors = new SimpleCacheErrorHandler();
        Shop shop = redis.context.getBean(Shop.class);
        shop.customer("switched");
        awaitStored("customers::switched", null);
        assertEquals(0x10, stored("customers::switched")[0] & 0xFF, "a bean, with its class by name");
        int before = shop.calls();
        for (int call = 0; call < 2; call++) {
            RuntimeException e = assertThrows(RuntimeException.class, () -> shop.customerThroughSpringsSerializer("switched"));
            assertEquals(SerializationException.class, e.getClass(), e.toString());
        }
        assertEquals(before, shop.calls(), "the method never ran: no miss");
    }

    @Test
    void aCorruptEntryThrowsOnEveryCallWithEitherSerializerUnlessAnErrorHandlerMakesItAMiss() {
        Shop shop = redis.context.getBean(Shop.class);
        byte[] corrupt = {0x10, 0x05, 'x'};
        byte[] corruptJdk = {(byte) 0xAC, (byte) 0xED, 0, 5, 0x73};
        store("customers::bad", corrupt);
        store("customers::badjdk", corruptJdk);
        errors = new SimpleCacheErrorHandler();
        int before = shop.calls();
        for (int call = 0; call < 2; call++) {
            assertThrows(SerializationException.class, () -> shop.customer("bad"));
            assertThrows(SerializationException.class, () -> shop.customerThroughSpringsSerializer("badjdk"));
        }
        assertEquals(before, shop.calls(), "no miss: the methods never ran");

        errors = new LoggingCacheErrorHandler(); // logs the failed get, which then counts as a miss
        try {
            assertDeepEquals(Samples.customer("bad"), shop.customer("bad"));
            assertDeepEquals(Samples.customer("badjdk"), shop.customerThroughSpringsSerializer("badjdk"));
            assertEquals(before + 2, shop.calls());
            awaitStored("customers::bad", corrupt); // the method's result replaced the entry
            awaitStored("customers::badjdk", corruptJdk);
        } finally {
            errors = new SimpleCacheErrorHandler();
        }
        assertDeepEquals(Samples.customer("bad"), shop.customer("bad"));
        assertDeepEquals(Samples.customer("badjdk"), shop.customerThroughSpringsSerializer("badjdk"));
        assertEquals(before + 2, shop.calls(), "read from Redis again");
    }
}
