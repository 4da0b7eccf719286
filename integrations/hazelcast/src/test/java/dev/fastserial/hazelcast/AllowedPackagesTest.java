package dev.fastserial.hazelcast;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.config.Config;
import com.hazelcast.config.SerializationConfig;
import com.hazelcast.internal.serialization.Data;
import com.hazelcast.internal.serialization.SerializationService;
import com.hazelcast.internal.serialization.impl.DefaultSerializationServiceBuilder;
import com.hazelcast.nio.serialization.HazelcastSerializationException;
import dev.fastserial.FastTypes;
import dev.fastserial.hazelcast.beans.Document;
import dev.fastserial.hazelcast.beans.Money;
import dev.fastserial.hazelcast.beans.Note;
import dev.fastserial.hazelcast.beans.Person;
import dev.fastserial.hazelcast.outside.Gadget;
import dev.fastserial.hazelcast.outside.Internal;
import java.io.InvalidClassException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What an entry read by the global serializer with an allow-list may create (finding h01: the list
 * gated only the class named at the start of a fastserial entry; a Java-serialized value, or one in
 * an allowed bean's Object field, still ran any class's readObject and constructed beans of any
 * package): nothing outside the allowed packages is constructed or run, configured in code or
 * declaratively; the JDK's value classes still read. Inside Hazelcast's serialization service, as
 * every map operation runs it; no cluster.
 */
class AllowedPackagesTest {
    private static final FastTypes BEANS = FastTypes.standard().allowPackages("dev.fastserial.hazelcast.beans");

    private static SerializationService service(SerializationConfig config) {
        return new DefaultSerializationServiceBuilder().setConfig(config).build();
    }

    private static SerializationService open() {
        return service(new SerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config()));
    }

    /** Entries someone who can put into the cluster can write, each holding a class of another package. */
    private static Map<String, Data> hostile() {
        SerializationService writer = open();
        Map<String, Data> entries = new LinkedHashMap<>();
        entries.put("a Java value", writer.toData(new Gadget()));
        entries.put("a gadget in an allowed bean's Object field", writer.toData(new Document("d", new Gadget())));
        entries.put("a gadget in a map there", writer.toData(new Document("d", new HashMap<>(Map.of("k", new Gadget())))));
        entries.put("a foreign bean there", writer.toData(new Document("d", new Internal())));
        entries.put("a foreign bean in a list there", writer.toData(new Document("d", new ArrayList<>(List.of(new Internal())))));
        entries.put("a foreign bean", writer.toData(new Internal()));
        return entries;
    }

    private static void neverCreated(SerializationService reader) {
        for (Map.Entry<String, Data> entry : hostile().entrySet()) {
            Gadget.RAN.set(0);
            Internal.BUILT.set(0);
            HazelcastSerializationException e = assertThrows(HazelcastSerializationException.class,
                    () -> reader.toObject(entry.getValue()), entry.getKey());
            assertInstanceOf(InvalidClassException.class, e.getCause(), entry.getKey());
            assertTrue(e.getCause().getMessage().contains("dev.fastserial.hazelcast.outside.")
                    && e.getCause().getMessage().contains("not in the allowed packages"), entry.getKey() + ": " + e.getCause());
            assertEquals(0, Gadget.RAN.get(), entry.getKey() + ": the gadget's readObject ran");
            assertEquals(0, Internal.BUILT.get(), entry.getKey() + ": the foreign bean was constructed");
        }
    }

    @Test
    void aClassOutsideTheAllowedPackagesIsNeverCreated() {
        neverCreated(service(new SerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config(BEANS))));
    }

    @Test
    void declarativelyThroughASubclassThatPassesItsFastTypesUp() {
        Config config = Config.loadFromString("""
                <hazelcast xmlns="http://www.hazelcast.com/schema/config">
                    <serialization>
                        <serializers>
                            <global-serializer override-java-serialization="true">dev.fastserial.hazelcast.outside.AcmeSerializer</global-serializer>
                        </serializers>
                    </serialization>
                </hazelcast>
                """);
        neverCreated(service(config.getSerializationConfig()));
    }

    /** The check is what refuses them: without a list, every one of them is created. */
    @Test
    void withoutAnAllowListEverythingIsCreated() {
        SerializationService reader = open();
        for (Map.Entry<String, Data> entry : hostile().entrySet()) {
            Gadget.RAN.set(0);
            Internal.BUILT.set(0);
            reader.toObject(entry.getValue());
            assertEquals(1, Gadget.RAN.get() + Internal.BUILT.get(), entry.getKey());
        }
    }

    /**
     * A reader keeps the classes it resolved by their names' bytes (a known name costs a compare):
     * for its own list alone. A name another reader without a list resolved many times, beside names
     * this one allows and read many times, is still checked, and refused, the first time it comes here.
     */
    @Test
    void aNameKeptByOneReaderIsStillCheckedByAnother() {
        SerializationService writer = open();
        Data internal = writer.toData(new Internal());
        Data person = writer.toData(new Person("Grace", "Basel", 40));
        SerializationService unlisted = open();
        SerializationService listed = service(new SerializationConfig()
                .setGlobalSerializerConfig(FastSerialGlobalSerializer.config(BEANS)));
        for (int i = 0; i < 100; i++) {
            assertInstanceOf(Internal.class, unlisted.toObject(internal));
            assertInstanceOf(Person.class, listed.toObject(person));
        }
        for (int i = 0; i < 3; i++) {
            Internal.BUILT.set(0);
            HazelcastSerializationException e = assertThrows(HazelcastSerializationException.class,
                    () -> listed.toObject(internal));
            assertInstanceOf(InvalidClassException.class, e.getCause());
            assertTrue(e.getCause().getMessage().contains("not in the allowed packages"), e.getCause().toString());
            assertEquals(0, Internal.BUILT.get(), "the foreign bean was constructed");
        }
        assertInstanceOf(Internal.class, unlisted.toObject(internal));
    }

    @Test
    void valuesOfTheAllowedPackagesAndTheJdksValueClassesRead() {
        SerializationService writer = open();
        SerializationService reader = service(new SerializationConfig()
                .setGlobalSerializerConfig(FastSerialGlobalSerializer.config(BEANS)));
        Map<String, Object> attachment = new LinkedHashMap<>();
        attachment.put("due", LocalDate.of(2026, 5, 1));
        attachment.put("amount", new BigDecimal("12.50"));
        attachment.put("money", new Money(100, "CHF"));
        attachment.put("note", new Note("plain Serializable, of the allowed package"));
        attachment.put("person", new Person("Grace", "Basel", 40));
        for (Object value : List.of(new Document("d", attachment), new ArrayList<>(attachment.values()), new Note("n"))) {
            assertDeepEquals(value, reader.toObject(writer.toData(value)));
        }
    }
}
