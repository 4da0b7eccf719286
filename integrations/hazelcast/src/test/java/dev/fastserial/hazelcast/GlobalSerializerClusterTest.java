package dev.fastserial.hazelcast;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.internal.serialization.Data;
import com.hazelcast.internal.serialization.SerializationService;
import com.hazelcast.map.EntryProcessor;
import com.hazelcast.map.IMap;
import com.hazelcast.query.Predicates;
import com.hazelcast.spi.impl.SerializationServiceSupport;
import dev.fastserial.FastBytes;
import dev.fastserial.hazelcast.beans.Manager;
import dev.fastserial.hazelcast.beans.Money;
import dev.fastserial.hazelcast.beans.Note;
import dev.fastserial.hazelcast.beans.Person;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;

/**
 * Three members and a client on 127.0.0.1, each configured with the one line
 * ({@link FastSerialGlobalSerializer#config()}) and nothing per class. The client puts beans whose
 * graphs refer back to the stored root (finding h05: Hazelcast's default Externalizable handling
 * copies the root there), a subclass, records, and a value that is not fastserial's; the members
 * read them back exactly, query fields, run an entry processor, and one member leaves.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GlobalSerializerClusterTest {
    private static Loopback cluster;
    private static HazelcastInstance client;
    private static final Map<String, Object> entries = new LinkedHashMap<>();

    @BeforeAll
    static void startThreeMembersAndAClient() {
        cluster = new Loopback(3);
        for (int i = 0; i < 3; i++) {
            cluster.member(config -> {
                // docs/hosts.md's line (section "Use it in Hazelcast", ReadmeTest), on a member's Config:
                config.getSerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config());
            });
        }
        cluster.awaitMembers(3);
        client = cluster.client(config -> {
            // and on the client's ClientConfig:
            config.getSerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config());
        });

        entries.putAll(graphs());
        for (int i = 0; i < 30; i++) {
            Person p = new Person("person " + i, i % 3 == 0 ? "Zurich" : "Basel", 20 + i);
            entries.put("p" + i, p);
            entries.put("money" + i, new Money(i * 100L, i % 4 == 0 ? "CHF" : "EUR"));
        }
        Manager ada = new Manager("Ada", "Zurich", 36, 5_000_000, "Analytical Engines");
        ada.setSupervisor(ada);
        entries.put("ada", ada);
        entries.put("note", new Note("not fastserial's: Java serialization"));
        client.getMap("beans").putAll(entries);
    }

    @AfterAll
    static void shutDown() {
        if (cluster != null) {
            cluster.close();
        }
    }

    /** The four graphs of finding h05, each referring back to the root that is stored. */
    static Map<String, Person> graphs() {
        Map<String, Person> graphs = new LinkedHashMap<>();
        Person self = new Person("self", "Zurich", 40);
        self.setSupervisor(self);
        graphs.put("self", self);
        Person root = new Person("root", "Basel", 30);
        Person boss = new Person("boss", "Basel", 50);
        root.setSupervisor(boss);
        boss.setSupervisor(root);
        graphs.put("two-cycle", root);
        Person lead = new Person("lead", "Bern", 45);
        lead.setReports(new ArrayList<>(List.of(lead, new Person("report", "Bern", 25))));
        graphs.put("list", lead);
        Person noted = new Person("noted", "Bern", 33);
        Map<String, Object> map = new HashMap<>();
        map.put("me", noted);
        noted.setNote(map);
        graphs.put("map", noted);
        return graphs;
    }

    /** Every reference back to the root is the root itself, not a copy. */
    static void assertRootsKept(Map<String, ?> read) {
        Person self = (Person) read.get("self");
        assertSame(self, self.getSupervisor(), "self");
        Person root = (Person) read.get("two-cycle");
        assertSame(root, root.getSupervisor().getSupervisor(), "two-cycle");
        Person lead = (Person) read.get("list");
        assertSame(lead, lead.getReports().get(0), "list");
        Person noted = (Person) read.get("map");
        assertSame(noted, ((Map<?, ?>) noted.getNote()).get("me"), "map in an Object field");
        Manager ada = (Manager) read.get("ada");
        assertSame(ada, ada.getSupervisor(), "the subclass's own cycle");
    }

    private static void readsEverythingExactly(HazelcastInstance reader) {
        IMap<String, Object> map = reader.getMap("beans");
        assertEquals(entries.size(), map.size());
        Map<String, Object> all = map.getAll(entries.keySet());
        for (Map.Entry<String, Object> e : entries.entrySet()) {
            assertDeepEquals(e.getValue(), all.get(e.getKey()));
        }
        assertRootsKept(all);
        Map<String, Object> one = new HashMap<>();
        for (String key : List.of("self", "two-cycle", "list", "map", "ada")) {
            one.put(key, map.get(key));
        }
        assertRootsKept(one);
        assertInstanceOf(Manager.class, all.get("ada"), "a subclass comes back as itself");
    }

    @Test
    @Order(1)
    void membersReadWhatTheClientPutExactly() {
        for (HazelcastInstance member : cluster.members) {
            readsEverythingExactly(member);
        }
        // Every value went through the global serializer: no type id per class.
        SerializationService service = ((SerializationServiceSupport) cluster.members.get(0)).getSerializationService();
        for (Object value : List.of(entries.get("self"), entries.get("ada"), entries.get("money1"), entries.get("note"))) {
            assertEquals(FastSerialGlobalSerializer.TYPE_ID, service.toData(value).getType(), value.getClass().getName());
        }
        Money price = new Money(11_900, "EUR");
        Data money = service.toData(price);
        assertEquals(8 + 1 + 2 + Money.class.getName().length() + FastBytes.toBytes(price).length, money.totalSize(),
                "Hazelcast's header, the value's length (one byte), the class's name, then the record's message");
        byte[] note = service.toData(entries.get("note")).toByteArray();
        int java = 8 + (note[8] < 0 ? 2 : 1); // after the value's length, a varint
        assertEquals(note.length - java, (note[8] & 0x7F) | (note[8] < 0 ? note[9] << 7 : 0), "the value's length");
        assertEquals(0xAC, note[java] & 0xFF, "the value that is not fastserial's: a Java serialization stream");
        assertEquals(0xED, note[java + 1] & 0xFF);
    }

    @Test
    @Order(2)
    void membersQueryFieldsOfBeansSubclassesAndRecords() {
        IMap<String, Person> people = cluster.members.get(1).getMap("beans");
        Collection<Person> zurich = people.values(Predicates.and(
                Predicates.instanceOf(Person.class), Predicates.equal("city", "Zurich")));
        assertEquals(new TreeSet<>(List.of("self", "Ada", "person 0", "person 3", "person 6", "person 9", "person 12",
                "person 15", "person 18", "person 21", "person 24", "person 27")),
                zurich.stream().map(Person::getName).collect(Collectors.toCollection(TreeSet::new)));
        IMap<String, Object> fromClient = client.getMap("beans");
        assertEquals(1, fromClient.values(Predicates.and(Predicates.instanceOf(Manager.class),
                Predicates.greaterThan("budget", 1_000_000L))).size(), "a subclass's own field");
        IMap<String, Money> amounts = cluster.members.get(2).getMap("beans");
        assertEquals(8, amounts.values(Predicates.and(
                Predicates.instanceOf(Money.class), Predicates.equal("currency", "CHF"))).size());
    }

    @Test
    @Order(3)
    void anEntryProcessorChangesARootThatRefersToItself() {
        IMap<String, Person> people = client.getMap("beans");
        assertEquals(41, people.executeOnKey("self", new Birthday()));
        assertEquals(37, people.executeOnKey("ada", new Birthday()));
        Person self = (Person) cluster.members.get(2).getMap("beans").get("self");
        assertEquals(41, self.getAge());
        assertSame(self, self.getSupervisor(), "the cycle survived the processor");
        Manager ada = (Manager) people.get("ada");
        assertEquals(37, ada.getAge());
        assertSame(ada, ada.getSupervisor());
        ((Person) entries.get("self")).setAge(41);
        ((Person) entries.get("ada")).setAge(37);
    }

    @Test
    @Order(4)
    void aMemberLeavesAndTheBackupsReadExactly() {
        cluster.members.get(1).shutdown();
        cluster.awaitMembers(2);
        readsEverythingExactly(client);
        readsEverythingExactly(cluster.members.get(0));
    }

    /** A year older, where the entry lives. */
    static final class Birthday implements EntryProcessor<String, Person, Integer> {
        private static final long serialVersionUID = 1L;

        @Override
        public Integer process(Map.Entry<String, Person> entry) {
            Person p = entry.getValue();
            p.setAge(p.getAge() + 1);
            entry.setValue(p);
            return p.getAge();
        }
    }
}
