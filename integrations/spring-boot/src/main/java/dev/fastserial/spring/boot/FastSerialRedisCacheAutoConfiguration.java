package dev.fastserial.spring.boot;

import dev.fastserial.FastTypes;
import dev.fastserial.spring.GenericFastSerialRedisSerializer;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.cache.CacheManager;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.core.io.ResourceLoader;
import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.cache.RedisCacheManager;

/**
 * Spring Boot's Redis cache manager with fastserial's values ({@link GenericFastSerialRedisSerializer}),
 * through Boot's {@code RedisCacheManagerBuilderCustomizer}: Boot still builds the manager, so every
 * {@code spring.cache.redis.*} property applies. Backs off where Boot's own defaults do: when the
 * application has a {@link RedisCacheConfiguration} bean (Boot then takes it as it is) or a cache
 * manager of its own; and with {@code fastserial.cache.enabled=false}.
 */
@AutoConfiguration(after = FastSerialAutoConfiguration.class, beforeName = {
        "org.springframework.boot.autoconfigure.cache.CacheAutoConfiguration", // Boot 3
        "org.springframework.boot.cache.autoconfigure.CacheAutoConfiguration"}) // Boot 4
@ConditionalOnClass({RedisCacheManager.class, GenericFastSerialRedisSerializer.class})
@ConditionalOnProperty(prefix = "fastserial.cache", name = "enabled", matchIfMissing = true)
@ConditionalOnMissingBean({RedisCacheConfiguration.class, CacheManager.class})
public final class FastSerialRedisCacheAutoConfiguration {
    /** The name of the customizer bean, on either Boot line. */
    public static final String CUSTOMIZER = "fastSerialRedisCacheManagerBuilderCustomizer";

    /** Created by Spring Boot. */
    FastSerialRedisCacheAutoConfiguration() {
    }

    static RedisCacheValues values(FastTypes types, ResourceLoader resourceLoader) {
        return new RedisCacheValues(new GenericFastSerialRedisSerializer(types, resourceLoader.getClassLoader()));
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.cache.autoconfigure.RedisCacheManagerBuilderCustomizer")
    static class Boot4 {
        @Bean(CUSTOMIZER)
        @Order(Ordered.HIGHEST_PRECEDENCE)
        org.springframework.boot.cache.autoconfigure.RedisCacheManagerBuilderCustomizer customizer(FastTypes types,
                ResourceLoader resourceLoader) {
            return values(types, resourceLoader)::useFor;
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.autoconfigure.cache.RedisCacheManagerBuilderCustomizer")
    static class Boot3 {
        @Bean(CUSTOMIZER)
        @Order(Ordered.HIGHEST_PRECEDENCE)
        org.springframework.boot.autoconfigure.cache.RedisCacheManagerBuilderCustomizer customizer(FastTypes types,
                ResourceLoader resourceLoader) {
            return values(types, resourceLoader)::useFor;
        }
    }
}
