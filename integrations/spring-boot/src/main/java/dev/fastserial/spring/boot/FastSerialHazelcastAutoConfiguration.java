package dev.fastserial.spring.boot;

import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.core.HazelcastInstance;
import dev.fastserial.FastTypes;
import dev.fastserial.hazelcast.FastSerialGlobalSerializer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The Hazelcast instance Spring Boot builds gets fastserial as its global serializer
 * ({@link FastSerialGlobalSerializer}): a member built from {@code hazelcast.yaml} (or
 * {@code .xml}, or {@code spring.hazelcast.config}) through Boot's {@code HazelcastConfigCustomizer},
 * a client built from {@code hazelcast-client.yaml} (or a service connection) through its
 * connection details. Nothing is changed where the configuration names a global serializer of its
 * own, or where the application builds the {@code Config}, {@code ClientConfig} or instance itself
 * (Boot applies no customizer there: add the one line of {@link FastSerialGlobalSerializer}); off
 * with {@code fastserial.hazelcast.enabled=false}.
 */
@AutoConfiguration(after = FastSerialAutoConfiguration.class, beforeName = {
        "org.springframework.boot.autoconfigure.hazelcast.HazelcastAutoConfiguration", // Boot 3
        "org.springframework.boot.hazelcast.autoconfigure.HazelcastAutoConfiguration"}) // Boot 4
@ConditionalOnClass({HazelcastInstance.class, FastSerialGlobalSerializer.class})
@ConditionalOnProperty(prefix = "fastserial.hazelcast", name = "enabled", matchIfMissing = true)
public final class FastSerialHazelcastAutoConfiguration {
    /** The name of the member's customizer bean, on either Boot line. */
    public static final String CUSTOMIZER = "fastSerialHazelcastConfigCustomizer";
    /** The name of the post-processor that wraps a client's connection details, on either Boot line. */
    public static final String CLIENT_POST_PROCESSOR = "fastSerialHazelcastClientPostProcessor";

    /** Created by Spring Boot. */
    FastSerialHazelcastAutoConfiguration() {
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.hazelcast.autoconfigure.HazelcastConfigCustomizer")
    static class Boot4 {
        @Bean(CUSTOMIZER)
        org.springframework.boot.hazelcast.autoconfigure.HazelcastConfigCustomizer customizer(FastTypes types) {
            return config -> HazelcastSerialization.useFor(config.getSerializationConfig(), types);
        }

        @Bean(CLIENT_POST_PROCESSOR)
        @ConditionalOnClass(ClientConfig.class)
        @ConditionalOnMissingBean(ClientConfig.class)
        static BeanPostProcessor clientPostProcessor(ObjectProvider<FastTypes> types) {
            return new BeanPostProcessor() {
                @Override
                public Object postProcessAfterInitialization(Object bean, String name) {
                    return bean instanceof org.springframework.boot.hazelcast.autoconfigure.HazelcastConnectionDetails details
                            ? new Boot4HazelcastClientDetails(details, types) : bean;
                }
            };
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.autoconfigure.hazelcast.HazelcastConfigCustomizer")
    static class Boot3 {
        @Bean(CUSTOMIZER)
        org.springframework.boot.autoconfigure.hazelcast.HazelcastConfigCustomizer customizer(FastTypes types) {
            return config -> HazelcastSerialization.useFor(config.getSerializationConfig(), types);
        }

        @Bean(CLIENT_POST_PROCESSOR)
        @ConditionalOnClass(ClientConfig.class)
        @ConditionalOnMissingBean(ClientConfig.class)
        static BeanPostProcessor clientPostProcessor(ObjectProvider<FastTypes> types) {
            return new BeanPostProcessor() {
                @Override
                public Object postProcessAfterInitialization(Object bean, String name) {
                    return bean instanceof org.springframework.boot.autoconfigure.hazelcast.HazelcastConnectionDetails details
                            ? new Boot3HazelcastClientDetails(details, types) : bean;
                }
            };
        }
    }
}
