package dev.fastserial.spring.boot.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.internal.serialization.SerializationService;
import com.hazelcast.map.IMap;
import com.hazelcast.spi.impl.SerializationServiceSupport;
import dev.fastserial.hazelcast.FastSerialGlobalSerializer;
import dev.fastserial.spring.boot.tests.beans.Node;
import dev.fastserial.spring.boot.tests.grid.GridApplication;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.annotation.DirtiesContext;

/**
 * A Spring Boot application with the starter and no line of fastserial ({@link GridApplication}):
 * the member Boot builds from {@code hazelcast.yaml} (127.0.0.1, a free port) and a client Boot
 * builds from {@code grid-client.yaml} both take fastserial's global serializer, and a cyclic
 * {@code @FastSerial} entry (two nodes, each the other's next: a cycle through the stored root,
 * which Hazelcast's default {@code Externalizable} path would break into a copy) comes back with
 * its cycle on either side.
 */
@ExtendWith(LoopbackHazelcast.class) // before @SpringBootTest: the port and cluster name are set first
@SpringBootTest(classes = GridApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE)
@DirtiesContext
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class HazelcastApplicationTest {
    @Autowired
    HazelcastInstance member;

    private static void assertRing(Node node, String first, String second) {
        assertEquals(first, node.getName());
        assertEquals(second, node.getNext().getName());
        assertSame(node, node.getNext().getNext(), "the cycle through the stored root");
    }

    private static int typeIdOf(HazelcastInstance instance, Object value) {
        SerializationService service = ((SerializationServiceSupport) instance).getSerializationService();
        return service.toData(value).getType();
    }

    @Test
    void theMemberBootBuildsFromHazelcastYamlKeepsACycle() {
        assertTrue(member.getConfig().getConfigurationUrl().getPath().endsWith("hazelcast.yaml"),
                "Boot built the member from hazelcast.yaml: " + member.getConfig().getConfigurationUrl());
        IMap<String, Node> nodes = member.getMap("nodes");
        Node ring = Node.ring("a", "b");
        nodes.put("ring", ring);
        Node back = nodes.get("ring");
        assertNotSame(ring, back);
        assertRing(back, "a", "b");
        assertEquals(FastSerialGlobalSerializer.TYPE_ID, typeIdOf(member, ring), "fastserial's global serializer wrote it");
    }

    @Test
    void aClientBootBuildsFromItsConfigurationSharesEntriesWithTheMember() {
        try (ConfigurableApplicationContext app = new SpringApplicationBuilder(GridApplication.class)
                .web(WebApplicationType.NONE).properties("spring.hazelcast.config=classpath:grid-client.yaml").run()) {
            HazelcastInstance client = app.getBean(HazelcastInstance.class);
            assertTrue(client.getClass().getName().contains("Client"), client.getClass().getName());
            assertEquals(FastSerialGlobalSerializer.TYPE_ID, typeIdOf(client, Node.ring("x", "y")));

            IMap<String, Node> fromClient = client.getMap("client-nodes");
            fromClient.put("ring", Node.ring("c", "d"));
            assertRing(member.<String, Node>getMap("client-nodes").get("ring"), "c", "d");

            member.<String, Node>getMap("client-nodes").put("back", Node.ring("e", "f"));
            assertRing(fromClient.get("back"), "e", "f");
            assertRing(fromClient.get("ring"), "c", "d");
        }
    }
}
