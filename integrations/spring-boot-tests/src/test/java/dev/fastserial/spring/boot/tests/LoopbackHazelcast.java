package dev.fastserial.spring.boot.tests;

import java.io.IOException;
import java.util.UUID;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The free port and the cluster name of its own that the tests' {@code hazelcast.yaml} and
 * {@code grid-client.yaml} read (Hazelcast replaces {@code ${...}} in them with system properties),
 * set before a test class and cleared after it: two builds on one machine never share a cluster.
 */
public final class LoopbackHazelcast implements BeforeAllCallback, AfterAllCallback {
    static final String PORT = "fastserial.test.hazelcast.port";
    static final String CLUSTER = "fastserial.test.hazelcast.cluster";

    @Override
    public void beforeAll(ExtensionContext test) throws IOException {
        System.setProperty(PORT, Integer.toString(LocalRedis.freePort()));
        System.setProperty(CLUSTER, "fastserial-boot-" + UUID.randomUUID());
    }

    @Override
    public void afterAll(ExtensionContext test) {
        System.clearProperty(PORT);
        System.clearProperty(CLUSTER);
    }
}
