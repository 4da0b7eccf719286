package dev.fastserial.hazelcast;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * One cluster of a test class ({@link LoopbackCluster}'s configuration: 127.0.0.1 only, free ports,
 * multicast and phone-home off): its members and clients, started here, all shut down by {@link #close}.
 */
final class Loopback implements AutoCloseable {
    private final String name = LoopbackCluster.uniqueName("fastserial-hz");
    private final int base;
    private final int size;
    final List<HazelcastInstance> members = new ArrayList<>();
    private final List<HazelcastInstance> clients = new ArrayList<>();

    Loopback(int size) {
        this.size = size;
        this.base = LoopbackCluster.freePorts(size);
    }

    /** A member, its configuration finished by {@code setup}, started. */
    HazelcastInstance member(Consumer<Config> setup) {
        Config config = LoopbackCluster.memberConfig(name, base, size);
        setup.accept(config);
        HazelcastInstance member = Hazelcast.newHazelcastInstance(config);
        members.add(member);
        return member;
    }

    /** A client, its configuration finished by {@code setup}, connected. */
    HazelcastInstance client(Consumer<ClientConfig> setup) {
        ClientConfig config = LoopbackCluster.clientConfig(name, base, size);
        setup.accept(config);
        HazelcastInstance client = HazelcastClient.newHazelcastClient(config);
        clients.add(client);
        return client;
    }

    /** Waits until each running member sees {@code expected} members and no migration is left. */
    void awaitMembers(int expected) {
        LoopbackCluster.awaitSize(members.stream().filter(m -> m.getLifecycleService().isRunning()).toList(), expected, 30);
    }

    @Override
    public void close() {
        clients.forEach(HazelcastInstance::shutdown);
        members.stream().filter(m -> m.getLifecycleService().isRunning()).forEach(HazelcastInstance::shutdown);
    }
}
