package dev.fastserial.spring;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.fastserial.spring.beans.Catalog;
import dev.fastserial.spring.beans.Customer;
import dev.fastserial.spring.beans.Product;
import dev.fastserial.spring.beans.Samples;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.cache.annotation.Cacheable;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.redis.cache.RedisCacheManager;
import org.springframework.data.redis.connection.RedisConnection;
import org.springframework.data.redis.connection.RedisConnectionFactory;

/**
 * {@code @Cacheable} in a small Spring application context, on a RedisCacheManager whose values go
 * through {@link GenericFastSerialRedisSerializer} ({@link FastSerialRedis#cacheConfiguration()}),
 * against a real Redis server on 127.0.0.1: beans, records and lists of them are cached, read back
 * exactly from Redis, and stored in fastserial's form.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class RedisCacheTest {
    @RegisterExtension
    static final LocalRedis redis = new LocalRedis(App.class);

    @Configuration
    @EnableCaching
    static class App {
        // docs/hosts.md's lines (section "Use it with Spring", ReadmeTest):
        @Bean
        RedisCacheManager cacheManager(RedisConnectionFactory redis) {
            return RedisCacheManager.builder(redis).cacheDefaults(FastSerialRedis.cacheConfiguration()).build();
        }

        @Bean
        Shop shop() {
            return new Shop();
        }
    }

    /** A service whose results are cached; counts the calls that were not. */
    static class Shop {
        private final AtomicInteger calls = new AtomicInteger();

        /** Calls that ran the method (a method: the proxy's own fields are not the target's). */
        public int calls() {
            return calls.get();
        }

        @Cacheable("customers")
        public Customer customer(String id) {
            calls.incrementAndGet();
            Customer c = Samples.customer(id);
            if (id.startsWith("self")) {
                c.setReferrer(c); // a reference back to the cached root
            }
            return c;
        }

        @Cacheable("products")
        public Product product(String sku) {
            calls.incrementAndGet();
            return Samples.product(sku);
        }

        @Cacheable("productLists")
        public List<Product> products(String category) {
            calls.incrementAndGet();
            return Samples.products(category);
        }

        @Cacheable("catalogs")
        public Catalog catalog(String category) {
            calls.incrementAndGet();
            return Samples.catalog(category);
        }
    }

    private static byte[] stored(String key) {
        try (RedisConnection c = redis.connection()) {
            return c.stringCommands().get(key.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** Spring Data Redis 4 writes cache entries in the background: the next call finds one once it is there. */
    private static void awaitStored(String key) {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (stored(key) == null) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Redis never got " + key);
            }
            Thread.onSpinWait();
        }
    }

    @Test
    void beansRecordsAndListsAreCachedInRedisAndReadBackExactly() {
        Shop shop = redis.context.getBean(Shop.class);
        int before = shop.calls();
        Customer first = shop.customer("c1");
        awaitStored("customers::c1");
        Customer cached = shop.customer("c1");
        assertNotSame(first, cached, "the second call reads Redis");
        assertDeepEquals(Samples.customer("c1"), cached);
        assertDeepEquals(Samples.product("p1"), shop.product("p1"));
        awaitStored("products::p1");
        assertDeepEquals(Samples.product("p1"), shop.product("p1"));
        assertDeepEquals(Samples.products("tools"), shop.products("tools"));
        awaitStored("productLists::tools");
        assertDeepEquals(Samples.products("tools"), shop.products("tools"));
        assertDeepEquals(Samples.catalog("tools"), shop.catalog("tools"));
        awaitStored("catalogs::tools");
        assertDeepEquals(Samples.catalog("tools"), shop.catalog("tools"));
        assertEquals(before + 4, shop.calls(), "each method ran once, then Redis answered");

        // What Redis holds: fastserial's form (class by name) for beans and records, a Java stream for the List.
        GenericFastSerialRedisSerializer ours = new GenericFastSerialRedisSerializer();
        assertEquals(List.of(0x10, 0x10, 0x10, 0xAC), List.of(stored("customers::c1")[0] & 0xFF,
                stored("products::p1")[0] & 0xFF, stored("catalogs::tools")[0] & 0xFF, stored("productLists::tools")[0] & 0xFF));
        assertEquals(ours.serialize(Samples.customer("c1")).length, stored("customers::c1").length);
        assertEquals(ours.serialize(Samples.catalog("tools")).length, stored("catalogs::tools").length);
    }

    @Test
    void aCachedRootThatRefersToItselfComesBackSo() {
        Shop shop = redis.context.getBean(Shop.class);
        shop.customer("self-1");
        awaitStored("customers::self-1");
        Customer cached = shop.customer("self-1");
        assertSame(cached, cached.getReferrer());
    }
}
