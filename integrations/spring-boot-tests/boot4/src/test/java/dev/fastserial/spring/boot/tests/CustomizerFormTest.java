package dev.fastserial.spring.boot.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.fastserial.spring.FastSerialRedis;
import dev.fastserial.spring.GenericFastSerialRedisSerializer;
import dev.fastserial.spring.boot.tests.beans.Samples;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.cache.autoconfigure.RedisCacheManagerBuilderCustomizer;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.data.redis.cache.RedisCache;
import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.cache.RedisCacheManager;

/**
 * docs/hosts.md's form for a Boot application without the starter, on Boot 4: a customizer of Boot's
 * own cache defaults (not a RedisCacheManager bean, which would switch Boot's cache properties off)
 * gives every cache fastserial's values with Boot's time to live.
 */
class CustomizerFormTest {
    @Configuration(proxyBeanMethods = false)
    @EnableCaching
    @Import(LoopbackLettuce.class)
    static class App {
        // docs/hosts.md's lines (section "Use it with Spring", With Spring Boot; ReadmeTest):
        @Bean
        RedisCacheManagerBuilderCustomizer fastSerialCacheValues() {
            return builder -> {
                builder.cacheDefaults(FastSerialRedis.cacheConfiguration(builder.cacheDefaults()));
                builder.getConfiguredCaches().forEach(name -> builder.withCacheConfiguration(name,
                        FastSerialRedis.cacheConfiguration(builder.getCacheConfigurationFor(name).orElseThrow())));
            };
        }
    }

    @Test
    void everyCacheGetsFastserialsValuesAndBootsTimeToLive() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(BootLine.present(BootLine.REDIS_CACHE)))
                .withUserConfiguration(App.class)
                .withPropertyValues("spring.data.redis.host=127.0.0.1", "spring.cache.redis.time-to-live=60s",
                        "spring.cache.cache-names=named")
                .run(context -> {
                    byte[] expected = new GenericFastSerialRedisSerializer().serialize(Samples.customer("c1"));
                    for (String name : List.of("named", "made-on-demand")) {
                        RedisCacheConfiguration cache = ((RedisCache) context.getBean(RedisCacheManager.class).getCache(name))
                                .getCacheConfiguration();
                        ByteBuffer written = cache.getValueSerializationPair().write(Samples.customer("c1"));
                        byte[] bytes = new byte[written.remaining()];
                        written.get(bytes);
                        assertArrayEquals(expected, bytes, name);
                        assertEquals(Duration.ofSeconds(60), cache.getTtlFunction().getTimeToLive("k", "v"), name);
                    }
                });
    }
}
