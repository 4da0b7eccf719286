package dev.fastserial.spring.boot.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import redis.embedded.RedisServer;

/**
 * A real redis-server (the Linux binary shipped in the embedded-redis artifact from Maven Central)
 * for a test class: started before its tests on 127.0.0.1 and a free port, nothing persisted,
 * stopped after them. Declare {@code @ExtendWith(LocalRedis.class)} before {@code @SpringBootTest}:
 * the server then starts before the application and stops after it has closed
 * ({@code @DirtiesContext}), and the application connects to {@link #port()}
 * ({@code @DynamicPropertySource}).
 */
public final class LocalRedis implements BeforeAllCallback, AfterAllCallback {
    private static int port;
    private static RedisServer server;

    /** The port of the running server. */
    public static int port() {
        if (server == null) {
            throw new IllegalStateException("no redis-server: @ExtendWith(LocalRedis.class) on the test class");
        }
        return port;
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
    }

    @Override
    public void afterAll(ExtensionContext test) throws IOException {
        RedisServer running = server;
        server = null;
        if (running != null) {
            running.stop();
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            return socket.getLocalPort();
        }
    }
}
