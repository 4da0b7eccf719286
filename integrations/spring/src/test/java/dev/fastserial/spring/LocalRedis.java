package dev.fastserial.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.lettuce.core.resource.ClientResources;
import io.netty.resolver.DefaultAddressResolverGroup;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.List;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.redis.connection.RedisConnection;
import org.springframework.data.redis.connection.RedisConnectionFactory;
import org.springframework.data.redis.connection.RedisStandaloneConfiguration;
import org.springframework.data.redis.connection.lettuce.LettuceClientConfiguration;
import org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import redis.embedded.RedisServer;

/**
 * A real redis-server (the Linux binary shipped in the embedded-redis artifact from Maven Central),
 * started before a test class's tests on 127.0.0.1 and a free port, nothing persisted, and a Spring
 * application context connected to it (Lettuce, resolving names with the JDK's resolver); after
 * them it checks that this JVM holds no socket off loopback ({@link LoopbackSockets}), then the
 * context is closed and the server stopped.
 * {@code @RegisterExtension static final LocalRedis redis = new LocalRedis(App.class);}
 */
final class LocalRedis implements BeforeAllCallback, AfterAllCallback {
    private final Class<?> app;
    int port;
    AnnotationConfigApplicationContext context;
    private RedisServer server;

    /** A server, and a context of {@code app} plus a connection factory to the server, for the tests of a class. */
    LocalRedis(Class<?> app) {
        this.app = app;
    }

    @Override
    public void beforeAll(ExtensionContext test) {
        try {
            port = freePort();
            server = RedisServer.newRedisServer().port(port).bind("127.0.0.1")
                    .setting("save \"\"").setting("appendonly no").setting("protected-mode yes").build();
            server.start();
        } catch (IOException e) {
            throw new UncheckedIOException("starting redis-server on 127.0.0.1", e);
        }
        context = new AnnotationConfigApplicationContext();
        context.registerBean(LocalRedis.class, () -> this);
        context.register(Connection.class, app);
        context.refresh();
    }

    @Configuration
    static class Connection {
        /**
         * The JDK's resolver: Lettuce's default (Netty's DNS resolver, as netty-resolver-dns is on the
         * class path) opens a UDP socket on 0.0.0.0 even for a literal 127.0.0.1.
         */
        @Bean(destroyMethod = "shutdown")
        ClientResources lettuceClientResources() {
            return ClientResources.builder().addressResolverGroup(DefaultAddressResolverGroup.INSTANCE).build();
        }

        @Bean
        LettuceConnectionFactory redisConnectionFactory(LocalRedis redis, ClientResources resources) {
            return new LettuceConnectionFactory(new RedisStandaloneConfiguration("127.0.0.1", redis.port),
                    LettuceClientConfiguration.builder().clientResources(resources).build());
        }
    }

    /** A raw connection to the server, to see what it holds. */
    RedisConnection connection() {
        return context.getBean(RedisConnectionFactory.class).getConnection();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            return socket.getLocalPort();
        }
    }

    @Override
    public void afterAll(ExtensionContext test) {
        try {
            assertEquals(List.of(), LoopbackSockets.notOnLoopback(), "sockets of the tests off loopback");
        } finally {
            close();
        }
    }

    private void close() {
        try {
            if (context != null) {
                context.close();
            }
        } finally {
            try {
                server.stop();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
