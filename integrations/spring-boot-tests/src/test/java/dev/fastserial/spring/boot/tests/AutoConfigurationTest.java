package dev.fastserial.spring.boot.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.config.Config;
import com.hazelcast.config.GlobalSerializerConfig;
import dev.fastserial.FastTypes;
import dev.fastserial.hazelcast.FastSerialGlobalSerializer;
import dev.fastserial.spring.FastSerialRedis;
import dev.fastserial.spring.GenericFastSerialRedisSerializer;
import dev.fastserial.spring.boot.FastSerialAutoConfiguration;
import dev.fastserial.spring.boot.FastSerialHazelcastAutoConfiguration;
import dev.fastserial.spring.boot.FastSerialRedisCacheAutoConfiguration;
import dev.fastserial.spring.boot.FastSerialSessionAutoConfiguration;
import dev.fastserial.spring.beans.Customer;
import dev.fastserial.spring.beans.Samples;
import dev.fastserial.spring.boot.tests.outside.Gadget;
import dev.fastserial.spring.boot.tests.outside.Stranger;
import java.io.InvalidClassException;
import java.lang.reflect.Proxy;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.cache.CacheManager;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.cache.concurrent.ConcurrentMapCacheManager;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.data.redis.cache.RedisCache;
import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.cache.RedisCacheManager;
import org.springframework.data.redis.serializer.RedisSerializationContext.SerializationPair;
import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.data.redis.serializer.StringRedisSerializer;

/**
 * Every condition and back-off of the starter's auto-configuration, on Boot's own auto-configuration
 * of this line ({@link ApplicationContextRunner}, no server: Lettuce connects only when used).
 */
class AutoConfigurationTest {
    private static final List<Class<?>> STARTER = List.of(FastSerialAutoConfiguration.class,
            FastSerialRedisCacheAutoConfiguration.class, FastSerialSessionAutoConfiguration.class,
            FastSerialHazelcastAutoConfiguration.class);

    /** The starter beside Boot's Redis and cache auto-configuration, in an application that caches. */
    private final ApplicationContextRunner redis = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(STARTER.toArray(new Class<?>[0])))
            .withConfiguration(AutoConfigurations.of(BootLine.present(BootLine.REDIS_CACHE)))
            .withUserConfiguration(Caching.class)
            .withPropertyValues("spring.data.redis.host=127.0.0.1");

    /** The starter alone: its Hazelcast beans (Boot's Hazelcast auto-configuration would start a member). */
    private final ApplicationContextRunner starter = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(STARTER.toArray(new Class<?>[0])));

    @Configuration(proxyBeanMethods = false)
    @EnableCaching
    @Import(LoopbackLettuce.class)
    static class Caching {
    }

    private static final GenericFastSerialRedisSerializer FASTSERIAL = new GenericFastSerialRedisSerializer();

    /** What {@code cache} writes for {@code value}. */
    private static byte[] written(RedisCacheConfiguration cache, Object value) {
        ByteBuffer buffer = cache.getValueSerializationPair().write(value);
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }

    /** {@code type} for a bean of this line's class, made as a proxy. */
    @SuppressWarnings("unchecked")
    private static Class<Object> typed(Class<?> type) {
        return (Class<Object>) type;
    }

    /** The {@code Object} methods of a proxy that implements one interface. */
    private static final class ObjectMethods {
        static Object of(Object proxy, java.lang.reflect.Method method, Object[] args) {
            switch (method.getName()) {
                case "equals":
                    return proxy == args[0];
                case "hashCode":
                    return System.identityHashCode(proxy);
                case "toString":
                    return "a proxy of " + proxy.getClass().getInterfaces()[0].getName();
                default:
                    throw new UnsupportedOperationException(method.toString());
            }
        }
    }

    private static RedisCacheConfiguration cache(AssertableApplicationContext context, String name) {
        return ((RedisCache) context.getBean(RedisCacheManager.class).getCache(name)).getCacheConfiguration();
    }

    // ---------------------------------------------------------------- Redis caches

    @Test
    void bootsCacheManagerWritesFastserialsValuesWithEveryBootCacheProperty() {
        redis.withPropertyValues("spring.cache.redis.time-to-live=90s", "spring.cache.redis.key-prefix=p:",
                "spring.cache.redis.cache-null-values=false", "spring.cache.cache-names=named").run(context -> {
            assertThat(context).hasBean(FastSerialRedisCacheAutoConfiguration.CUSTOMIZER);
            assertThat(context.getBean(FastSerialRedisCacheAutoConfiguration.CUSTOMIZER))
                    .isInstanceOf(BootLine.redisCacheManagerBuilderCustomizer());
            assertEquals(List.of("named"), List.copyOf(context.getBean(RedisCacheManager.class).getCacheNames()));
            for (String name : List.of("named", "made-on-demand")) {
                RedisCacheConfiguration cache = cache(context, name);
                assertArrayEquals(FASTSERIAL.serialize(Samples.customer("c1")), written(cache, Samples.customer("c1")), name);
                assertEquals(Duration.ofSeconds(90), cache.getTtlFunction().getTimeToLive("k", "v"), name);
                assertEquals("p:" + name + "::", cache.getKeyPrefixFor(name), name);
                assertEquals(false, cache.getAllowCacheNullValues(), name);
            }
        });
    }

    @Test
    void offByPropertyBootsJdkSerializerStays() {
        redis.withPropertyValues("fastserial.cache.enabled=false").run(context -> {
            assertThat(context).doesNotHaveBean(FastSerialRedisCacheAutoConfiguration.CUSTOMIZER);
            assertEquals(0xAC, written(cache(context, "c"), Samples.customer("c1"))[0] & 0xFF);
        });
    }

    @Test
    void backsOffForTheApplicationsRedisCacheConfigurationWhichBootTakesAsItIs() {
        RedisCacheConfiguration own = RedisCacheConfiguration.defaultCacheConfig()
                .serializeValuesWith(SerializationPair.fromSerializer(RedisSerializer.java()));
        redis.withBean(RedisCacheConfiguration.class, () -> own).run(context -> {
            assertThat(context).doesNotHaveBean(FastSerialRedisCacheAutoConfiguration.CUSTOMIZER);
            assertSame(own.getValueSerializationPair(), cache(context, "c").getValueSerializationPair());
        });
    }

    @Test
    void backsOffForTheApplicationsCacheManager() {
        redis.withBean(CacheManager.class, ConcurrentMapCacheManager::new).run(context -> {
            assertThat(context).doesNotHaveBean(FastSerialRedisCacheAutoConfiguration.CUSTOMIZER);
            assertThat(context).doesNotHaveBean(RedisCacheManager.class);
        });
        redis.withBean("cacheManager", RedisCacheManager.class,
                () -> RedisCacheManager.builder(new org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory()).build())
                .run(context -> assertThat(context).doesNotHaveBean(FastSerialRedisCacheAutoConfiguration.CUSTOMIZER));
    }

    @Test
    void theApplicationsOwnCustomizersRunAfterOursAndHaveTheLastWord() {
        Class<?> customizer = BootLine.redisCacheManagerBuilderCustomizer();
        Object own = Proxy.newProxyInstance(customizer.getClassLoader(), new Class<?>[] {customizer}, (proxy, method, args) -> {
            if (method.getName().equals("customize")) {
                RedisCacheManager.RedisCacheManagerBuilder builder = (RedisCacheManager.RedisCacheManagerBuilder) args[0];
                // Sees fastserial's defaults (made from Boot's), and puts its own serializer on one cache.
                assertArrayEquals(FASTSERIAL.serialize(Samples.customer("c1")), written(builder.cacheDefaults(), Samples.customer("c1")));
                builder.withCacheConfiguration("strings", builder.cacheDefaults()
                        .serializeValuesWith(SerializationPair.fromSerializer(new StringRedisSerializer())));
                return null;
            }
            return ObjectMethods.of(proxy, method, args);
        });
        redis.withBean("ownCustomizer", typed(customizer), () -> own).run(context -> {
            assertArrayEquals("text".getBytes(java.nio.charset.StandardCharsets.UTF_8), written(cache(context, "strings"), "text"));
            assertEquals(0x10, written(cache(context, "others"), Samples.customer("c1"))[0] & 0xFF);
        });
    }

    @Test
    void withoutSpringDataRedisNothingOfRedis() {
        starter.withClassLoader(new FilteredClassLoader("org.springframework.data.redis.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(FastSerialRedisCacheAutoConfiguration.CUSTOMIZER);
            assertThat(context).doesNotHaveBean(FastSerialRedis.SESSION_SERIALIZER);
            assertThat(context).hasSingleBean(FastTypes.class);
        });
    }

    // ---------------------------------------------------------------- Spring Session

    @Test
    void springSessionsSerializerIsFastserials() {
        redis.run(context -> {
            RedisSerializer<?> session = context.getBean(FastSerialRedis.SESSION_SERIALIZER, RedisSerializer.class);
            assertInstanceOf(GenericFastSerialRedisSerializer.class, session);
        });
    }

    @Test
    void springSessionsSerializerBacksOffForTheApplicationsOwnAndByProperty() {
        RedisSerializer<Object> own = RedisSerializer.java();
        redis.withBean(FastSerialRedis.SESSION_SERIALIZER, RedisSerializer.class, () -> own)
                .run(context -> assertSame(own, context.getBean(FastSerialRedis.SESSION_SERIALIZER)));
        redis.withPropertyValues("fastserial.session.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(FastSerialRedis.SESSION_SERIALIZER));
        redis.withClassLoader(new FilteredClassLoader("org.springframework.session."))
                .run(context -> assertThat(context).doesNotHaveBean(FastSerialRedis.SESSION_SERIALIZER));
    }

    // ---------------------------------------------------------------- Hazelcast

    /** {@code config} after the starter's member customizer (this line's interface). */
    private static Config customized(AssertableApplicationContext context, Config config) throws ReflectiveOperationException {
        Object customizer = context.getBean(FastSerialHazelcastAutoConfiguration.CUSTOMIZER);
        BootLine.hazelcastConfigCustomizer().getMethod("customize", Config.class).invoke(customizer, config);
        return config;
    }

    @Test
    void aMemberBootBuildsGetsFastserialsGlobalSerializer() {
        starter.run(context -> {
            assertThat(context.getBean(FastSerialHazelcastAutoConfiguration.CUSTOMIZER)).isInstanceOf(BootLine.hazelcastConfigCustomizer());
            GlobalSerializerConfig global = customized(context, new Config()).getSerializationConfig().getGlobalSerializerConfig();
            assertInstanceOf(FastSerialGlobalSerializer.class, global.getImplementation());
            assertTrue(global.isOverrideJavaSerialization());
        });
    }

    @Test
    void aMemberWhoseConfigurationNamesAnotherGlobalSerializerKeepsIt() {
        starter.run(context -> {
            Config config = new Config();
            config.getSerializationConfig().setGlobalSerializerConfig(new GlobalSerializerConfig().setClassName("com.acme.Mine"));
            assertEquals("com.acme.Mine", customized(context, config).getSerializationConfig().getGlobalSerializerConfig().getClassName());
            assertEquals(null, config.getSerializationConfig().getGlobalSerializerConfig().getImplementation());
        });
    }

    @Test
    void aMemberWhoseConfigurationNamesFastserialsByClassGetsTheStartersSettings() {
        starter.withPropertyValues("fastserial.type-ids[" + Customer.class.getName() + "]=7").run(context -> {
            Config config = new Config();
            config.getSerializationConfig().setGlobalSerializerConfig(new GlobalSerializerConfig()
                    .setClassName(FastSerialGlobalSerializer.class.getName()).setOverrideJavaSerialization(true));
            Object global = customized(context, config).getSerializationConfig().getGlobalSerializerConfig().getImplementation();
            assertInstanceOf(FastSerialGlobalSerializer.class, global);
        });
    }

    @Test
    void aClientBootBuildsGetsFastserialsGlobalSerializerThroughItsConnectionDetails() {
        Class<?> detailsType = BootLine.hazelcastConnectionDetails();
        Object details = Proxy.newProxyInstance(detailsType.getClassLoader(), new Class<?>[] {detailsType},
                (proxy, method, args) -> method.getName().equals("getClientConfig") ? new ClientConfig()
                        : ObjectMethods.of(proxy, method, args));
        starter.withBean("hazelcastConnectionDetails", typed(detailsType), () -> details).run(context -> {
            assertThat(context).hasBean(FastSerialHazelcastAutoConfiguration.CLIENT_POST_PROCESSOR);
            Object wrapped = context.getBean("hazelcastConnectionDetails");
            ClientConfig config = (ClientConfig) detailsType.getMethod("getClientConfig").invoke(wrapped);
            assertInstanceOf(FastSerialGlobalSerializer.class, config.getSerializationConfig().getGlobalSerializerConfig().getImplementation());
        });
    }

    @Test
    void hazelcastBacksOffByPropertyWithoutHazelcastAndForTheApplicationsClientConfig() {
        starter.withPropertyValues("fastserial.hazelcast.enabled=false").run(context -> {
            assertThat(context).doesNotHaveBean(FastSerialHazelcastAutoConfiguration.CUSTOMIZER);
            assertThat(context).doesNotHaveBean(FastSerialHazelcastAutoConfiguration.CLIENT_POST_PROCESSOR);
        });
        starter.withClassLoader(new FilteredClassLoader("com.hazelcast.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(FastSerialHazelcastAutoConfiguration.CUSTOMIZER);
        });
        starter.withClassLoader(new FilteredClassLoader(FastSerialGlobalSerializer.class))
                .run(context -> assertThat(context).doesNotHaveBean(FastSerialHazelcastAutoConfiguration.CUSTOMIZER));
        // A ClientConfig of the application's own: Boot builds the client from it as it is, and so do we.
        starter.withBean(ClientConfig.class, ClientConfig::new).run(context -> {
            assertThat(context).doesNotHaveBean(FastSerialHazelcastAutoConfiguration.CLIENT_POST_PROCESSOR);
            assertThat(context).hasBean(FastSerialHazelcastAutoConfiguration.CUSTOMIZER);
        });
    }

    // ---------------------------------------------------------------- fastserial.* properties

    @Test
    void allowedPackagesRefuseAFastserialClassOutsideThemInEveryIntegration() {
        byte[] stranger = FastTypes.standard().toBytes(new Stranger("eve"));
        byte[] customer = FastTypes.standard().toBytes(Samples.customer("c1"));
        redis.withPropertyValues("fastserial.allowed-packages=" + Customer.class.getPackageName() + ",com.acme.model").run(context -> {
            FastTypes types = context.getBean(FastTypes.class);
            assertInstanceOf(Customer.class, types.fromBytes(customer));
            InvalidClassException refused = assertThrows(InvalidClassException.class, () -> types.fromBytes(stranger));
            assertTrue(refused.getMessage().contains("not in the allowed packages"), refused.getMessage());

            RedisSerializationFailure.assertRefused(() -> cache(context, "c").getValueSerializationPair().read(ByteBuffer.wrap(stranger)));
            RedisSerializationFailure.assertRefused(
                    () -> context.getBean(FastSerialRedis.SESSION_SERIALIZER, RedisSerializer.class).deserialize(stranger));
            assertInstanceOf(Customer.class, cache(context, "c").getValueSerializationPair().read(ByteBuffer.wrap(customer)));
        });
    }

    @Test
    void allowedPackagesKeepAJavaSerializedClassOutsideThemFromRunning() throws Exception {
        java.io.ByteArrayOutputStream javaBytes = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(javaBytes)) {
            out.writeObject(new java.util.ArrayList<>(List.of("a", new Gadget()))); // a JDK list holding the gadget
        }
        byte[] gadget = javaBytes.toByteArray();
        Gadget.ran = false;
        redis.withPropertyValues("fastserial.allowed-packages=" + Customer.class.getPackageName()).run(context -> {
            RedisSerializationFailure.assertRefused(() -> cache(context, "c").getValueSerializationPair().read(ByteBuffer.wrap(gadget)));
            RedisSerializationFailure.assertRefused(
                    () -> context.getBean(FastSerialRedis.SESSION_SERIALIZER, RedisSerializer.class).deserialize(gadget));
        });
        assertEquals(false, Gadget.ran, "the gadget's readObject ran");
        redis.run(context -> { // without the property, anything Java-serialized is read, as Boot's JDK serializer does
            context.getBean(FastSerialRedis.SESSION_SERIALIZER, RedisSerializer.class).deserialize(gadget);
            assertEquals(true, Gadget.ran, "the default reads any Serializable class");
        });
    }

    @Test
    void typeIdsByClassNameAreWrittenByEveryIntegration() {
        for (String property : List.of("fastserial.type-ids[" + Customer.class.getName() + "]=7",
                "fastserial.type-ids." + Customer.class.getName() + "=7")) {
            redis.withPropertyValues(property).run(context -> {
                byte[] expected = FastTypes.standard().register(Customer.class, 7).toBytes(Samples.customer("c1"));
                assertEquals(List.of(0x11, 7), List.of(expected[0] & 0xFF, expected[1] & 0xFF));
                assertArrayEquals(expected, context.getBean(FastTypes.class).toBytes(Samples.customer("c1")), property);
                assertArrayEquals(expected, written(cache(context, "c"), Samples.customer("c1")), property);
                @SuppressWarnings("unchecked")
                RedisSerializer<Object> session = context.getBean(FastSerialRedis.SESSION_SERIALIZER, RedisSerializer.class);
                assertArrayEquals(expected, session.serialize(Samples.customer("c1")), property);
            });
        }
    }

    @Test
    void aWrongPropertyStopsTheApplicationNamingIt() {
        starter.withPropertyValues("fastserial.type-ids[java.lang.String]=1").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("java.lang.String");
            assertThat(context.getStartupFailure()).hasStackTraceContaining("fastserial.type-ids[java.lang.String]");
        });
        starter.withPropertyValues("fastserial.type-ids[com.acme.Missing]=1").run(context ->
                assertThat(context.getStartupFailure()).hasStackTraceContaining("fastserial.type-ids[com.acme.Missing]: no class"));
        starter.withPropertyValues("fastserial.allowed-packages=com.acme.").run(context ->
                assertThat(context.getStartupFailure()).hasStackTraceContaining("fastserial.allowed-packages"));
    }

    @Test
    void theApplicationsOwnFastTypesIsUsedByEveryIntegration() {
        FastTypes own = FastTypes.standard().register(Customer.class, 3);
        redis.withBean(FastTypes.class, () -> own).run(context -> {
            assertSame(own, context.getBean(FastTypes.class));
            assertEquals(3, written(cache(context, "c"), Samples.customer("c1"))[1]);
        });
    }
}
