package dev.fastserial.spring.boot.tests;

import io.lettuce.core.resource.ClientResources;
import io.lettuce.core.resource.DefaultClientResources;
import io.netty.resolver.DefaultAddressResolverGroup;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Lettuce's resources with the JDK's resolver: its default DNS resolver (netty's, on the class path
 * with Boot 4's Lettuce) opens UDP sockets on 0.0.0.0 even to connect to 127.0.0.1. Boot takes a
 * {@link ClientResources} bean of the application instead of making its own.
 */
@Configuration(proxyBeanMethods = false)
public class LoopbackLettuce {
    @Bean(destroyMethod = "shutdown")
    ClientResources lettuceClientResources() {
        return DefaultClientResources.builder().addressResolverGroup(DefaultAddressResolverGroup.INSTANCE).build();
    }
}
