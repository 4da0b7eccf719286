package dev.fastserial.hazelcast;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;

/**
 * A cluster of members in the test's JVM that can see nothing but each other: 127.0.0.1 only, TCP-IP
 * join on free loopback ports, multicast and auto-detection off, phone-home off, a cluster name of its
 * own, short join and merge delays; and clients of it. Shut everything down with {@link #close}.
 */
final class Loopback implements AutoCloseable {
    final String name = "fastserial-hz-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
    final int base;
    final int size;
    final List<HazelcastInstance> members = new ArrayList<>();
    private final List<HazelcastInstance> clients = new ArrayList<>();

    Loopback(int size) {
        this.size = size;
        this.base = freePorts(size);
    }

    /** A member configured by {@code serialization} (on its Config), started. */
    HazelcastInstance member(Consumer<Config> setup) {
        Config config = new Config().setClusterName(name);
        common(config::setProperty);
        config.setProperty("hazelcast.socket.bind.any", "false");
        config.setProperty("hazelcast.local.localAddress", "127.0.0.1");
        config.setProperty("hazelcast.wait.seconds.before.join", "0");
        config.setProperty("hazelcast.max.wait.seconds.before.join", "0");
        config.setProperty("hazelcast.partition.count", "23");
        config.setProperty("hazelcast.merge.first.run.delay.seconds", "1");
        config.setProperty("hazelcast.merge.next.run.delay.seconds", "1");
        config.getNetworkConfig().setPort(base).setPortAutoIncrement(true).setPortCount(size)
                .getInterfaces().setEnabled(true).addInterface("127.0.0.1");
        JoinConfig join = config.getNetworkConfig().getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        for (int port = base; port < base + size; port++) {
            join.getTcpIpConfig().setEnabled(true).addMember("127.0.0.1:" + port);
        }
        config.getJetConfig().setEnabled(false);
        setup.accept(config);
        HazelcastInstance member = Hazelcast.newHazelcastInstance(config);
        members.add(member);
        return member;
    }

    /** A client of the cluster configured by {@code setup}, connected. */
    HazelcastInstance client(Consumer<ClientConfig> setup) {
        ClientConfig config = new ClientConfig().setClusterName(name);
        common(config::setProperty);
        for (int port = base; port < base + size; port++) {
            config.getNetworkConfig().addAddress("127.0.0.1:" + port);
        }
        config.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(20_000);
        setup.accept(config);
        HazelcastInstance client = HazelcastClient.newHazelcastClient(config);
        clients.add(client);
        return client;
    }

    private static void common(java.util.function.BiConsumer<String, String> property) {
        property.accept("hazelcast.phone.home.enabled", "false");
        property.accept("hazelcast.shutdownhook.enabled", "false");
        property.accept("hazelcast.logging.type", "none");
    }

    /** Waits until each running member sees {@code expected} members and the partitions are safe. */
    void awaitMembers(int expected) {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (true) {
            boolean settled = true;
            for (HazelcastInstance m : members) {
                if (m.getLifecycleService().isRunning()) {
                    settled &= m.getCluster().getMembers().size() == expected && m.getPartitionService().isClusterSafe();
                }
            }
            if (settled) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the cluster did not settle on " + expected + " members in 30 s");
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    @Override
    public void close() {
        clients.forEach(HazelcastInstance::shutdown);
        for (HazelcastInstance m : members) {
            if (m.getLifecycleService().isRunning()) {
                m.shutdown();
            }
        }
    }

    private static int freePorts(int count) {
        for (int attempt = 0; attempt < 200; attempt++) {
            int first = 20_000 + ThreadLocalRandom.current().nextInt(30_000);
            boolean free = true;
            for (int port = first; port < first + count && free; port++) {
                try (ServerSocket socket = new ServerSocket()) {
                    socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
                } catch (IOException taken) {
                    free = false;
                }
            }
            if (free) {
                return first;
            }
        }
        throw new IllegalStateException("no " + count + " consecutive free ports on 127.0.0.1");
    }
}
