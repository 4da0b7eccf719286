package dev.fastserial.examples.hosts;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.hazelcast.config.SerializationConfig;
import com.hazelcast.internal.serialization.Data;
import com.hazelcast.internal.serialization.SerializationService;
import com.hazelcast.internal.serialization.impl.DefaultSerializationServiceBuilder;
import dev.fastserial.examples.Employee;
import dev.fastserial.examples.Samples;
import dev.fastserial.examples.TestBaseClass;
import dev.fastserial.examples.TestClass;
import dev.fastserial.hazelcast.FastSerialSerializer;
import dev.fastserial.testing.Fields;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * docs/hosts.md, "Hosts": Hazelcast's own serialization service (what an {@code IMap} put and get call,
 * without a cluster) with {@link FastSerialSerializer}, against its default handling of
 * {@code Externalizable}. The serializer keeps every reference back to the entry's own object
 * and gives back a subclass that Hazelcast handed to its superclass's serializer as itself
 * (findings2/f03); the default handling copies the entry's object where it is referred to from
 * inside it (findings2/h05), which no {@code writeExternal} can prevent: pinned here, as the
 * docs/hosts.md says it.
 */
class FastSerialSerializerTest {
    private static SerializationService withSerializers() {
        SerializationConfig config = new SerializationConfig();
        config.addSerializerConfig(FastSerialSerializer.config(Employee.class, 1001));
        config.addSerializerConfig(FastSerialSerializer.config(TestBaseClass.class, 1002));
        return new DefaultSerializationServiceBuilder().setConfig(config).build();
    }

    private static SerializationService hazelcastsDefault() {
        return new DefaultSerializationServiceBuilder().setConfig(new SerializationConfig()).build();
    }

    private static <T> T roundTrip(SerializationService service, T value) {
        Data data = service.toData(value);
        return service.toObject(data);
    }

    /** findings2/f03: a subclass with no serializer of its own goes to its superclass's. */
    @Test
    void aSubclassHandedToItsSuperclassesSerializerComesBackAsItself() {
        TestClass sub = Samples.testClass();
        Object back = roundTrip(withSerializers(), sub);
        assertEquals(TestClass.class, back.getClass());
        assertDeepEquals(sub, back);
        TestBaseClass base = new TestBaseClass();
        assertDeepEquals(base, roundTrip(withSerializers(), base));
    }

    /** findings2/h05: references back to the entry's own object, through a field and through a map. */
    @Test
    void referencesBackToTheEntryItselfAreKeptByTheSerializerNotByHazelcastsDefault() {
        Employee grace = new Employee("Grace", "Hopper", null, null, null, null, null);
        grace.setSupervisor(grace);
        TestClass holder = Samples.testClass();
        Map<String, Object> map = new HashMap<>();
        map.put("me", holder);
        Fields.set(holder, "m_object1", map);

        Employee viaSerializer = roundTrip(withSerializers(), grace);
        assertSame(viaSerializer, viaSerializer.getSupervisor());
        TestClass holderBack = roundTrip(withSerializers(), holder);
        assertSame(holderBack, ((Map<?, ?>) holderBack.getObject1()).get("me"));

        Employee viaDefault = roundTrip(hazelcastsDefault(), grace);
        assertNotSame(viaDefault, viaDefault.getSupervisor(), "Hazelcast calls writeExternal itself: the root is copied");
        assertEquals("Grace", viaDefault.getSupervisor().getFirstName());
        TestClass holderDefault = roundTrip(hazelcastsDefault(), holder);
        assertNotSame(holderDefault, ((Map<?, ?>) holderDefault.getObject1()).get("me"));
    }
}
