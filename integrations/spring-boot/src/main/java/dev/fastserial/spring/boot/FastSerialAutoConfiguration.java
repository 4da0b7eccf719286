package dev.fastserial.spring.boot;

import dev.fastserial.FastTypes;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.core.io.ResourceLoader;

/**
 * The {@code fastserial.*} properties, and the one {@link FastTypes} (allowed packages, stable type
 * ids) that the starter's Redis cache, Spring Session and Hazelcast serializers read and write
 * with. An application's own {@code FastTypes} bean replaces it (for a serial filter on Java
 * streams, {@link FastTypes#javaStreams}, for instance).
 */
@AutoConfiguration
@EnableConfigurationProperties(FastSerialProperties.class)
public final class FastSerialAutoConfiguration {
    /** Created by Spring Boot. */
    FastSerialAutoConfiguration() {
    }

    /**
     * The types every integration of the starter uses.
     *
     * @param properties the {@code fastserial.*} properties
     * @param resourceLoader the application's, whose class loader loads the classes of {@code fastserial.type-ids}
     * @return the types of the properties
     */
    @Bean
    @ConditionalOnMissingBean
    public FastTypes fastSerialTypes(FastSerialProperties properties, ResourceLoader resourceLoader) {
        return StarterTypes.of(properties, resourceLoader.getClassLoader());
    }
}
