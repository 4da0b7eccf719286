package dev.fastserial.spring.boot.tests;

import dev.fastserial.spring.FastSerialRedis;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.cache.RedisCacheManagerBuilderCustomizer;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * docs/hosts.md's form for a Boot application without the starter, on Boot 3: a customizer of Boot's
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
        CustomizerFormCheck.everyCacheGetsFastserialsValuesAndBootsTimeToLive(App.class);
    }
}
