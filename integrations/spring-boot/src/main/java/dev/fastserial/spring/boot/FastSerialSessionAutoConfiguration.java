package dev.fastserial.spring.boot;

import dev.fastserial.FastTypes;
import dev.fastserial.spring.FastSerialRedis;
import dev.fastserial.spring.GenericFastSerialRedisSerializer;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.core.io.ResourceLoader;
import org.springframework.data.redis.serializer.RedisSerializer;

/**
 * Spring Session's Redis attributes written by fastserial: the {@code springSessionDefaultRedisSerializer}
 * bean Spring Session takes its serializer from (servlet and reactive, indexed or not), unless the
 * application has a bean of that name; off with {@code fastserial.session.enabled=false}.
 */
@AutoConfiguration(after = FastSerialAutoConfiguration.class, beforeName = {
        "org.springframework.boot.autoconfigure.session.SessionAutoConfiguration", // Boot 3
        "org.springframework.boot.session.data.redis.autoconfigure.SessionDataRedisAutoConfiguration"}) // Boot 4
@ConditionalOnClass(value = {RedisSerializer.class, GenericFastSerialRedisSerializer.class},
        name = "org.springframework.session.data.redis.RedisSessionRepository")
@ConditionalOnProperty(prefix = "fastserial.session", name = "enabled", matchIfMissing = true)
public final class FastSerialSessionAutoConfiguration {
    /** Created by Spring Boot. */
    FastSerialSessionAutoConfiguration() {
    }

    /**
     * Spring Session's attribute serializer.
     *
     * @param types the starter's types
     * @param resourceLoader the application's, whose class loader loads the attributes' classes
     * @return fastserial's generic serializer
     */
    @Bean(FastSerialRedis.SESSION_SERIALIZER)
    @ConditionalOnMissingBean(name = FastSerialRedis.SESSION_SERIALIZER)
    public RedisSerializer<Object> springSessionDefaultRedisSerializer(FastTypes types, ResourceLoader resourceLoader) {
        return new GenericFastSerialRedisSerializer(types, resourceLoader.getClassLoader());
    }
}
