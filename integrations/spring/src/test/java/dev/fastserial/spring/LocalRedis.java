package dev.fastserial.spring;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import redis.embedded.RedisServer;

/**
 * A real redis-server (the Linux binary shipped in the embedded-redis artifact from Maven Central),
 * started by the test on 127.0.0.1 and a free port, nothing persisted; {@link #close} stops it.
 */
final class LocalRedis implements AutoCloseable {
    final int port;
    private final RedisServer server;

    LocalRedis() {
        try {
            port = freePort();
            server = RedisServer.newRedisServer().port(port).bind("127.0.0.1")
                    .setting("save \"\"").setting("appendonly no").setting("protected-mode yes").build();
            server.start();
        } catch (IOException e) {
            throw new UncheckedIOException("starting redis-server on 127.0.0.1", e);
        }
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
            server.stop();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
