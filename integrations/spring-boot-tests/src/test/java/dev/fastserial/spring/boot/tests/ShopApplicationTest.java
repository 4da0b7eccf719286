package dev.fastserial.spring.boot.tests;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.spring.GenericFastSerialRedisSerializer;
import dev.fastserial.spring.beans.Customer;
import dev.fastserial.spring.beans.Samples;
import dev.fastserial.spring.boot.tests.shop.Shop;
import dev.fastserial.spring.boot.tests.shop.ShopApplication;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.cache.support.NullValue;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.redis.connection.RedisConnection;
import org.springframework.data.redis.connection.RedisConnectionFactory;
import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.data.redis.serializer.SerializationException;
import org.springframework.session.Session;
import org.springframework.session.SessionRepository;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A Spring Boot application with the starter and no line of fastserial ({@link ShopApplication}),
 * against a real Redis on 127.0.0.1: {@code @Cacheable} beans, records and lists are stored in
 * fastserial's bytes with Boot's {@code spring.cache.redis.*} properties applied (time to live,
 * key prefix, null values; caches named by {@code spring.cache.cache-names} and caches made on
 * demand alike), a Spring Session attribute round-trips in fastserial's bytes, and entries Boot's
 * default JDK serializer wrote before the switch are still read.
 */
@ExtendWith(LocalRedis.class) // before @SpringBootTest: the server outlives the application
@SpringBootTest(classes = ShopApplication.class, properties = {
        ShopApplicationTest.TIME_TO_LIVE, ShopApplicationTest.KEY_PREFIX, ShopApplicationTest.CACHE_NAMES,
        ShopApplicationTest.NO_HAZELCAST})
@DirtiesContext
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ShopApplicationTest {
    static final String TIME_TO_LIVE = "spring.cache.redis.time-to-live=60s";
    static final String KEY_PREFIX = "spring.cache.redis.key-prefix=shop:";
    /** Two of the caches named up front; the others made on demand from Boot's defaults. */
    static final String CACHE_NAMES = "spring.cache.cache-names=customers,products";
    /** hazelcast.yaml is on the test class path for the grid tests: this application is not a member. */
    static final String NO_HAZELCAST = "spring.autoconfigure.exclude="
            + "org.springframework.boot.autoconfigure.hazelcast.HazelcastAutoConfiguration,"
            + "org.springframework.boot.hazelcast.autoconfigure.HazelcastAutoConfiguration";

    @DynamicPropertySource
    static void redis(DynamicPropertyRegistry properties) {
        properties.add("spring.data.redis.host", () -> "127.0.0.1");
        properties.add("spring.data.redis.port", LocalRedis::port);
    }

    @Autowired
    Shop shop;

    @Autowired
    RedisConnectionFactory redis;

    @Autowired
    SessionRepository<? extends Session> sessions;

    private byte[] stored(String key) {
        try (RedisConnection c = redis.getConnection()) {
            return c.stringCommands().get(key.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** Spring Data Redis 4 writes cache entries in the background: the next call finds one once it is there. */
    private byte[] awaitStored(String key) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        byte[] bytes;
        while ((bytes = stored(key)) == null) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Redis never got " + key);
            }
            Thread.onSpinWait();
        }
        return bytes;
    }

    @Test
    void beansRecordsAndListsAreCachedInFastserialsBytes() {
        int before = shop.calls();
        Customer first = shop.customer("c1");
        byte[] customer = awaitStored("shop:customers::c1");
        Customer cached = shop.customer("c1");
        assertNotSame(first, cached, "the second call reads Redis");
        assertDeepEquals(Samples.customer("c1"), cached);

        shop.product("p1");
        byte[] product = awaitStored("shop:products::p1");
        assertDeepEquals(Samples.product("p1"), shop.product("p1"));
        shop.products("tools");
        byte[] list = awaitStored("shop:productLists::tools");
        assertDeepEquals(Samples.products("tools"), shop.products("tools"));
        shop.catalog("tools");
        byte[] catalog = awaitStored("shop:catalogs::tools");
        assertDeepEquals(Samples.catalog("tools"), shop.catalog("tools"));
        assertEquals(before + 4, shop.calls(), "each method ran once, then Redis answered");

        // Exactly fastserial's generic bytes: beans and records on the direct path (class by name), the JDK's List in a Java stream.
        GenericFastSerialRedisSerializer fastserial = new GenericFastSerialRedisSerializer();
        assertArrayEquals(fastserial.serialize(Samples.customer("c1")), customer);
        assertArrayEquals(fastserial.serialize(Samples.product("p1")), product);
        assertArrayEquals(fastserial.serialize(Samples.catalog("tools")), catalog);
        assertArrayEquals(fastserial.serialize(Samples.products("tools")), list);
        assertEquals(List.of(0x10, 0x10, 0x10, 0xAC), List.of(customer[0] & 0xFF, product[0] & 0xFF, catalog[0] & 0xFF,
                list[0] & 0xFF));
    }

    @Test
    void bootsTimeToLiveAndKeyPrefixApply() {
        shop.customer("ttl-1");
        awaitStored("shop:customers::ttl-1");
        shop.catalog("ttl-2");
        awaitStored("shop:catalogs::ttl-2");
        try (RedisConnection c = redis.getConnection()) {
            for (String key : List.of("shop:customers::ttl-1", "shop:catalogs::ttl-2")) {
                long ttl = c.keyCommands().ttl(key.getBytes(StandardCharsets.UTF_8));
                assertTrue(ttl > 0 && ttl <= 60, key + " expires in " + ttl + " s, not within spring.cache.redis.time-to-live=60s");
            }
            assertEquals(Boolean.FALSE, c.keyCommands().exists("customers::ttl-1".getBytes(StandardCharsets.UTF_8)),
                    "the key has Boot's prefix");
        }
    }

    @Test
    void aCachedRootThatRefersToItselfComesBackSo() {
        shop.customer("self-1");
        awaitStored("shop:customers::self-1");
        Customer cached = shop.customer("self-1");
        assertSame(cached, cached.getReferrer());
    }

    @Test
    void nullIsCachedAsBootDocumentsByDefault() {
        int before = shop.calls();
        assertNull(shop.missing("m1"));
        byte[] stored = awaitStored("shop:misses::m1");
        assertNull(shop.missing("m1"));
        assertEquals(before + 1, shop.calls(), "the null was cached");
        // Spring's own marker for a cached null, written by the cache itself, whatever the value serializer.
        assertArrayEquals(RedisSerializer.java().serialize(NullValue.INSTANCE), stored);
    }

    @Test
    void withCacheNullValuesFalseANullIsRefusedAsBootDocuments() {
        try (ConfigurableApplicationContext noNulls = shop("spring.cache.redis.cache-null-values=false")) {
            Shop other = noNulls.getBean(Shop.class);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> other.missing("m2"));
            assertTrue(e.getMessage().contains("does not allow 'null' values"), e.getMessage());
            assertNull(stored("shop:misses::m2"));
            // Values are still fastserial's there.
            other.customer("c-no-nulls");
            assertEquals(0x10, awaitStored("shop:customers::c-no-nulls")[0] & 0xFF);
        }
    }

    @Test
    void entriesBootsJdkSerializerWroteBeforeTheSwitchAreStillRead() {
        try (ConfigurableApplicationContext before = shop("fastserial.cache.enabled=false")) {
            before.getBean(Shop.class).customer("jdk-1");
            before.getBean(Shop.class).catalog("jdk-2");
            assertEquals(0xAC, awaitStored("shop:customers::jdk-1")[0] & 0xFF, "Boot's default: a Java serialization stream");
            assertEquals(0xAC, awaitStored("shop:catalogs::jdk-2")[0] & 0xFF);
        }
        int calls = shop.calls();
        assertDeepEquals(Samples.customer("jdk-1"), shop.customer("jdk-1"));
        assertDeepEquals(Samples.catalog("jdk-2"), shop.catalog("jdk-2"));
        assertEquals(calls, shop.calls(), "read from Redis, not recomputed");
    }

    @Test
    void goingBackToBootsJdkSerializerCannotReadFastserialsEntries() {
        shop.customer("back-1");
        awaitStored("shop:customers::back-1");
        try (ConfigurableApplicationContext after = shop("fastserial.cache.enabled=false")) {
            Shop jdk = after.getBean(Shop.class);
            // What docs/spring-boot.md says: clear the caches (or change the key prefix) when going back.
            assertThrows(SerializationException.class, () -> jdk.customer("back-1"));
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void aSessionAttributeRoundTripsInFastserialsBytes() {
        SessionRepository<Session> repository = (SessionRepository<Session>) sessions;
        Session session = repository.createSession();
        Customer customer = Samples.customer("c7");
        customer.setReferrer(customer);
        session.setAttribute("customer", customer);
        session.setAttribute("visits", 3);
        repository.save(session);

        Session back = repository.findById(session.getId());
        Customer read = back.getAttribute("customer");
        assertInstanceOf(Customer.class, read);
        assertDeepEquals(customer, read);
        assertSame(read, read.getReferrer());
        assertEquals(3, (Integer) back.getAttribute("visits"));

        byte[] stored;
        try (RedisConnection c = redis.getConnection()) {
            stored = c.hashCommands().hGet(("spring:session:sessions:" + session.getId()).getBytes(StandardCharsets.UTF_8),
                    "sessionAttr:customer".getBytes(StandardCharsets.UTF_8));
        }
        assertArrayEquals(new GenericFastSerialRedisSerializer().serialize(customer), stored);
    }

    /** Another run of the application against the same Redis: this test's properties and {@code more}. */
    private static ConfigurableApplicationContext shop(String... more) {
        List<String> properties = new ArrayList<>(List.of(TIME_TO_LIVE, KEY_PREFIX, CACHE_NAMES, NO_HAZELCAST,
                "spring.data.redis.host=127.0.0.1", "spring.data.redis.port=" + LocalRedis.port()));
        properties.addAll(List.of(more));
        return new SpringApplicationBuilder(ShopApplication.class).web(WebApplicationType.NONE)
                .properties(properties.toArray(new String[0])).run();
    }
}
