package dev.fastserial.examples.hosts;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.internal.serialization.Data;
import com.hazelcast.spi.impl.SerializationServiceSupport;
import com.hazelcast.map.EntryProcessor;
import com.hazelcast.map.IMap;
import com.hazelcast.query.Predicates;
import dev.fastserial.examples.Employee;
import dev.fastserial.examples.Message;
import dev.fastserial.examples.Samples;
import dev.fastserial.examples.values.Invoice;
import dev.fastserial.examples.values.Money;
import dev.fastserial.examples.values.Percent;
import dev.fastserial.hazelcast.FastSerialSerializer;
import dev.fastserial.hazelcast.LoopbackCluster;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A real data grid: three embedded Hazelcast members in this JVM, on loopback only
 * ({@link LoopbackCluster}), with fastserial-hazelcast's {@link FastSerialSerializer} for Employee and Message, the
 * examples' Money record and the Invoice bean that holds Money records and a Percent. One member
 * puts them, the others read them back exactly (the Employee's supervisor cycle included, every
 * Money rebuilt through its validating constructor); queries and entry processors run on fields
 * of the beans and of the records on the members; one member shuts down and the entries are read
 * again from the backups.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HazelcastClusterTest {
    private static final int EMPLOYEE_TYPE = 1001;
    private static final int MESSAGE_TYPE = 1002;
    private static final int MONEY_TYPE = 1003;
    private static final int INVOICE_TYPE = 1004;

    private static final List<HazelcastInstance> members = new ArrayList<>();

    @BeforeAll
    static void startThreeMembers() {
        String name = LoopbackCluster.uniqueName("fastserial-test");
        int base = LoopbackCluster.freePorts(3);
        for (int i = 0; i < 3; i++) {
            Config config = LoopbackCluster.memberConfig(name, base, 3);
            // The lines of docs/hosts.md:
            config.getSerializationConfig().addSerializerConfig(FastSerialSerializer.config(Employee.class, 1001));
            config.getSerializationConfig().addSerializerConfig(FastSerialSerializer.config(Message.class, 1002));
            config.getSerializationConfig().addSerializerConfig(FastSerialSerializer.config(Money.class, MONEY_TYPE));
            config.getSerializationConfig().addSerializerConfig(FastSerialSerializer.config(Invoice.class, INVOICE_TYPE));
            members.add(Hazelcast.newHazelcastInstance(config));
        }
        LoopbackCluster.awaitSize(members, 3, 30); // membership reaches each member a moment after a join
    }

    @AfterAll
    static void shutDown() {
        for (HazelcastInstance member : members) {
            member.shutdown();
        }
    }

    /** The entries one member puts: employees with the supervisor cycle, messages, and more to fill the partitions. */
    private static Map<String, Object> entries() {
        Map<String, Object> entries = new LinkedHashMap<>();
        Employee alan = Samples.employee();
        entries.put("alan", alan);
        entries.put("grace", alan.getSupervisor());
        entries.put("message", Samples.message());
        entries.put("price", new Money(11_900, "EUR"));
        entries.put("invoice", new Invoice("2026-0042", new Money(11_900, "EUR"),
                new ArrayList<>(List.of(new Money(9_000, "EUR"), new Money(1_000, "EUR"))), new Percent(1_900)));
        for (int i = 0; i < 40; i++) {
            Employee e = Samples.employee();
            e.setFirstName("employee " + i);
            e.setDepartment(i % 2 == 0 ? "Engineering" : "Sales");
            entries.put("e" + i, e);
            Message m = Samples.message();
            entries.put("m" + i, m);
            entries.put("money" + i, new Money(i * 100L, i % 4 == 0 ? "CHF" : "EUR"));
        }
        return entries;
    }

    @Test
    void putOnOneMemberReadExactlyOnTheOthersQueryProcessThenSurviveAMemberLeaving() {
        Map<String, Object> entries = entries();
        IMap<String, Object> onFirst = members.get(0).getMap("beans");
        onFirst.putAll(entries);

        // The entries are what FastSerialSerializer wrote: its type id, no Java serialization.
        Data stored = ((SerializationServiceSupport) members.get(0)).getSerializationService().toData(entries.get("alan"));
        assertEquals(EMPLOYEE_TYPE, stored.getType());
        Data money = ((SerializationServiceSupport) members.get(0)).getSerializationService().toData(entries.get("price"));
        assertEquals(MONEY_TYPE, money.getType(), "the record through FastSerialSerializer, not its proxy");
        assertEquals(8 + 1 + 1 + 1 + 8 + 4, money.totalSize(),
                "Hazelcast's header, then the message's length and the record's fields alone");

        for (HazelcastInstance reader : members.subList(1, 3)) {
            readsEverythingExactly(reader, entries);
        }

        // A query on a field, run by the members on the deserialized beans.
        IMap<String, Employee> employees = members.get(1).getMap("beans");
        Collection<Employee> engineers = employees.values(Predicates.and(
                Predicates.instanceOf(Employee.class), Predicates.equal("department", "Engineering")));
        assertEquals(2 + 20, engineers.size(), "alan, grace and the 20 even ones");
        Collection<Employee> wellPaid = employees.values(Predicates.and(
                Predicates.instanceOf(Employee.class), Predicates.greaterThan("salary", 200_000.0)));
        assertEquals(List.of("Grace"), wellPaid.stream().map(Employee::getFirstName).distinct().toList());

        // An entry processor on the owner: a raise, written back through the serializer.
        double raised = employees.executeOnKey("alan", new Raise(1.10));
        assertEquals(185_000.0 * 1.10, raised, 1e-6);
        Employee alan = (Employee) members.get(2).getMap("beans").get("alan");
        assertEquals(185_000.0 * 1.10, alan.getSalary(), 1e-6);
        assertSame(alan.getSupervisor(), alan.getSupervisor().getSupervisor(), "the cycle survived the processor");
        ((Employee) entries.get("alan")).setSalary(alan.getSalary());

        // The same on records: a query on a component (through its accessor), a processor that replaces one.
        IMap<String, Money> amounts = members.get(2).getMap("beans");
        Collection<Money> francs = amounts.values(Predicates.and(
                Predicates.instanceOf(Money.class), Predicates.equal("currency", "CHF")));
        assertEquals(10, francs.size(), "money0, money4, ... money36");
        Money doubled = amounts.executeOnKey("price", new Twice());
        assertEquals(new Money(23_800, "EUR"), doubled);
        assertEquals(doubled, members.get(1).getMap("beans").get("price"));
        entries.put("price", doubled);

        // One member leaves: its partitions' backups take over.
        members.get(1).shutdown();
        LoopbackCluster.awaitSize(List.of(members.get(0), members.get(2)), 2, 30);
        for (HazelcastInstance member : List.of(members.get(0), members.get(2))) {
            readsEverythingExactly(member, entries);
        }
    }

    private static void readsEverythingExactly(HazelcastInstance reader, Map<String, Object> entries) {
        IMap<String, Object> map = reader.getMap("beans");
        assertEquals(entries.size(), map.size());
        Map<String, Object> all = map.getAll(entries.keySet());
        for (Map.Entry<String, Object> e : entries.entrySet()) {
            assertDeepEquals(e.getValue(), map.get(e.getKey()));
            assertDeepEquals(e.getValue(), all.get(e.getKey()));
        }
        Employee alan = (Employee) map.get("alan");
        assertSame(alan.getSupervisor(), alan.getSupervisor().getSupervisor(), "Grace still supervises herself");
    }

    /** Replaces a Money by twice its amount where the entry lives (a new record: they are immutable). */
    static final class Twice implements EntryProcessor<String, Money, Money> {
        private static final long serialVersionUID = 1L;

        @Override
        public Money process(Map.Entry<String, Money> entry) {
            Money twice = new Money(entry.getValue().cents() * 2, entry.getValue().currency());
            entry.setValue(twice);
            return twice;
        }
    }

    /** Raises an employee's salary where the entry lives; returns the new salary. */
    static final class Raise implements EntryProcessor<String, Employee, Double> {
        private static final long serialVersionUID = 1L;
        private final double factor;

        Raise(double factor) {
            this.factor = factor;
        }

        @Override
        public Double process(Map.Entry<String, Employee> entry) {
            Employee e = entry.getValue();
            e.setSalary(e.getSalary() * factor);
            entry.setValue(e);
            return e.getSalary();
        }
    }
}
