package dev.fastserial.spring;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.redis.connection.RedisConnection;
import org.springframework.data.redis.connection.RedisConnectionFactory;
import org.springframework.data.redis.connection.RedisStandaloneConfiguration;
import org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory;
import redis.embedded.RedisServer;

/**
 * A real redis-server (the Linux binary shipped in the embedded-redis artifact from Maven Central),
 * started by the test on 127.0.0.1 and a free port, nothing persisted, and a Spring application
 * context connected to it (Lettuce); {@link #close} closes the context and stops the server.
 */
final class LocalRedis implements AutoCloseable {
    final int port;
    final AnnotationConfigApplicationContext context;
    private final RedisServer server;

    /** The server, and a context of {@code app} plus a connection factory to the server. */
    LocalRedis(Class<?> app) {
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
        @Bean
        LettuceConnectionFactory redisConnectionFactory(LocalRedis redis) {
            return new LettuceConnectionFactory(new RedisStandaloneConfiguration("127.0.0.1", redis.port));
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
    public void close() {
        try {
            context.close();
        } finally {
            try {
                server.stop();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
