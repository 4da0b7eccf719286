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
 * ({@link LoopbackCluster}), with {@link FastSerialSerializer} for Employee and Message. One member
 * puts the beans, the others read them back exactly (the Employee's supervisor cycle included);
 * a query and an entry processor run on a field on the members; one member shuts down and the
 * entries are read again from the backups. Records are not in it: they do not exist yet.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HazelcastClusterTest {
    private static final int EMPLOYEE_TYPE = 1001;
    private static final int MESSAGE_TYPE = 1002;

    private static final List<HazelcastInstance> members = new ArrayList<>();

    @BeforeAll
    static void startThreeMembers() {
        String name = LoopbackCluster.uniqueName("fastserial-test");
        int base = LoopbackCluster.freePorts(3);
        for (int i = 0; i < 3; i++) {
            Config config = LoopbackCluster.memberConfig(name, base, 3);
            // The README's lines (section "Hosts"):
            config.getSerializationConfig().addSerializerConfig(FastSerialSerializer.config(Employee.class, 1001));
            config.getSerializationConfig().addSerializerConfig(FastSerialSerializer.config(Message.class, 1002));
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
        for (int i = 0; i < 40; i++) {
            Employee e = Samples.employee();
            e.setFirstName("employee " + i);
            e.setDepartment(i % 2 == 0 ? "Engineering" : "Sales");
            entries.put("e" + i, e);
            Message m = Samples.message();
            entries.put("m" + i, m);
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
