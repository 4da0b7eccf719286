package dev.fastserial.spring;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The internet sockets this JVM holds that are bound to an address other than loopback (Linux,
 * from {@code /proc}): what a test on 127.0.0.1 must never open. Lettuce's default DNS resolver
 * (Netty's, when netty-resolver-dns is on the class path) opened a UDP socket on 0.0.0.0 even to
 * connect to a literal 127.0.0.1; {@link LocalRedis} gives it the JDK's resolver instead.
 */
final class LoopbackSockets {
    private LoopbackSockets() {}

    /** Each socket of this process bound off loopback, as "udp 0.0.0.0:44177"; empty where /proc is absent. */
    static List<String> notOnLoopback() {
        Path fds = Path.of("/proc/self/fd");
        if (!Files.isDirectory(fds)) {
            return List.of();
        }
        Set<String> inodes = new HashSet<>();
        try (Stream<Path> links = Files.list(fds)) {
            links.forEach(fd -> {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.startsWith("socket:[")) {
                        inodes.add(target.substring("socket:[".length(), target.length() - 1));
                    }
                } catch (IOException e) {
                    // closed meanwhile
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> off = new ArrayList<>();
        for (String table : List.of("udp", "udp6", "tcp", "tcp6")) {
            Path file = Path.of("/proc/self/net", table);
            if (!Files.exists(file)) {
                continue;
            }
            try {
                for (String line : Files.readAllLines(file).subList(1, Files.readAllLines(file).size())) {
                    String[] f = line.trim().split("\\s+");
                    String[] local = f[1].split(":");
                    int port = Integer.parseInt(local[1], 16);
                    InetAddress address = address(local[0]);
                    if (inodes.contains(f[9]) && port != 0 && !address.isLoopbackAddress()) {
                        off.add(table + " " + address.getHostAddress() + ":" + port);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return off;
    }

    /** An address as /proc writes it: 32-bit words in hex, each in the machine's (little-endian) byte order. */
    private static InetAddress address(String hex) throws IOException {
        byte[] bytes = new byte[hex.length() / 2];
        for (int word = 0; word < bytes.length; word += 4) {
            for (int i = 0; i < 4; i++) {
                bytes[word + i] = (byte) Integer.parseInt(hex.substring(2 * (word + 3 - i), 2 * (word + 3 - i) + 2), 16);
            }
        }
        return InetAddress.getByAddress(bytes);
    }
}
