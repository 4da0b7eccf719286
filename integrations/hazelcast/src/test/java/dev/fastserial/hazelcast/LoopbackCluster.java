package dev.fastserial.hazelcast;

import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.config.TcpIpConfig;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Configuration of embedded Hazelcast members that can only ever see each other: bound to
 * 127.0.0.1 alone, TCP-IP join on a fixed list of loopback ports, multicast and auto-detection
 * off, phone-home off, a cluster name of their own (so that two builds on one machine never
 * merge); and clients of them. For tests and benchmarks (this module's test jar, which examples/ and
 * benchmarks/ use); a real deployment configures its network its own way.
 */
public final class LoopbackCluster {
    private LoopbackCluster() {}

    /** A member of cluster {@code name}, on one of the ports {@code [basePort, basePort + members)}. */
    public static Config memberConfig(String name, int basePort, int members) {
        Config config = new Config();
        config.setClusterName(name);
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.shutdownhook.enabled", "false");
        config.setProperty("hazelcast.logging.type", "none");
        config.setProperty("hazelcast.socket.bind.any", "false");
        config.setProperty("hazelcast.local.localAddress", "127.0.0.1");
        config.setProperty("hazelcast.wait.seconds.before.join", "0");
        config.setProperty("hazelcast.max.wait.seconds.before.join", "0");
        config.setProperty("hazelcast.partition.count", "23");
        // On a loaded machine a member may start before it sees the others and form a cluster of its
        // own: merge such clusters within seconds, not Hazelcast's default five minutes.
        config.setProperty("hazelcast.merge.first.run.delay.seconds", "1");
        config.setProperty("hazelcast.merge.next.run.delay.seconds", "1");
        NetworkConfig network = config.getNetworkConfig();
        network.setPort(basePort).setPortAutoIncrement(true).setPortCount(members);
        network.getInterfaces().setEnabled(true).addInterface("127.0.0.1");
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        TcpIpConfig tcp = join.getTcpIpConfig().setEnabled(true);
        for (int port = basePort; port < basePort + members; port++) {
            tcp.addMember("127.0.0.1:" + port);
        }
        config.getJetConfig().setEnabled(false);
        return config;
    }

    /** A client of cluster {@code name}, whose members are on the ports {@code [basePort, basePort + members)}. */
    public static ClientConfig clientConfig(String name, int basePort, int members) {
        ClientConfig config = new ClientConfig().setClusterName(name);
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.shutdownhook.enabled", "false");
        config.setProperty("hazelcast.logging.type", "none");
        for (int port = basePort; port < basePort + members; port++) {
            config.getNetworkConfig().addAddress("127.0.0.1:" + port);
        }
        config.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(20_000);
        return config;
    }

    /** Waits (at most {@code seconds}) until every member sees {@code size} members and no migration is left. */
    public static void awaitSize(java.util.List<com.hazelcast.core.HazelcastInstance> members, int size, int seconds) {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            boolean settled = true;
            StringBuilder views = new StringBuilder();
            for (com.hazelcast.core.HazelcastInstance member : members) {
                int seen = member.getCluster().getMembers().size();
                views.append(' ').append(seen);
                settled &= seen == size && member.getPartitionService().isClusterSafe();
            }
            if (settled) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the cluster did not settle on " + size + " members in " + seconds
                        + " s; members see:" + views);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    /** A cluster name no other run shares. */
    public static String uniqueName(String prefix) {
        return prefix + "-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
    }

    /** The first of {@code count} consecutive loopback ports that are free now, from a random start. */
    public static int freePorts(int count) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int attempt = 0; attempt < 200; attempt++) {
            int base = 20_000 + random.nextInt(30_000);
            if (allFree(base, count)) {
                return base;
            }
        }
        throw new IllegalStateException("no " + count + " consecutive free ports on 127.0.0.1");
    }

    private static boolean allFree(int base, int count) {
        for (int port = base; port < base + count; port++) {
            try (ServerSocket socket = new ServerSocket()) {
                socket.setReuseAddress(false);
                socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            } catch (IOException taken) {
                return false;
            }
        }
        return true;
    }
}
