package dev.fastserial.hazelcast;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.client.config.XmlClientConfigBuilder;
import com.hazelcast.client.config.YamlClientConfigBuilder;
import com.hazelcast.config.Config;
import com.hazelcast.config.SerializationConfig;
import com.hazelcast.internal.serialization.Data;
import com.hazelcast.internal.serialization.SerializationService;
import com.hazelcast.internal.serialization.impl.DefaultSerializationServiceBuilder;
import com.hazelcast.nio.serialization.HazelcastSerializationException;
import dev.fastserial.FastBytes;
import dev.fastserial.FastTypes;
import dev.fastserial.hazelcast.beans.Manager;
import dev.fastserial.hazelcast.beans.Money;
import dev.fastserial.hazelcast.beans.Note;
import dev.fastserial.hazelcast.beans.Person;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.StreamCorruptedException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The serializers inside Hazelcast's own serialization service, as every map operation runs them
 * (no cluster needed): the declarative forms, per-class registration with subclasses (finding f03),
 * which classes a reader loads, stable ids, and values that are not fastserial's.
 */
class SerializationServiceTest {

    private static SerializationService service(SerializationConfig config) {
        return new DefaultSerializationServiceBuilder().setConfig(config).build();
    }

    private static <T> T roundTrip(SerializationService service, T value) {
        return service.toObject(service.toData(value));
    }

    /** Finding f03: Manager through Person's serializer came back a Person, budget and team gone. */
    @Test
    void aSubclassThroughItsSuperclassesSerializerComesBackAsItself() {
        SerializationService service = service(new SerializationConfig()
                .addSerializerConfig(FastSerialSerializer.config(Person.class, 1001)));
        Manager ada = new Manager("Ada", "Zurich", 36, 5_000_000, "Analytical Engines");
        ada.setSupervisor(ada);
        Data data = service.toData(ada);
        assertEquals(1001, data.getType(), "Hazelcast picked Person's serializer, by superclass");
        Object back = service.toObject(data);
        assertInstanceOf(Manager.class, back);
        assertDeepEquals(ada, back);
        assertSame(back, ((Manager) back).getSupervisor());

        // The registered class itself: its message's length (one byte), then its fields alone, no class name
        // (as FastBytes writes it on a host's stream).
        Person grace = new Person("Grace", "Basel", 40);
        assertEquals(8 + 1 + FastBytes.toBytes(grace).length, service.toData(grace).totalSize());
        assertDeepEquals(grace, roundTrip(service, grace));
    }

    /**
     * An entry holds exactly its message (after its length): read by the serializer of another class,
     * the bytes that class leaves over fail the read, never a Person without the Manager's fields.
     */
    @Test
    void anEntryReadByAnotherClasssSerializerFailsLoudly() {
        SerializationService managers = service(new SerializationConfig()
                .addSerializerConfig(FastSerialSerializer.config(Manager.class, 1001)));
        SerializationService people = service(new SerializationConfig()
                .addSerializerConfig(FastSerialSerializer.config(Person.class, 1001)));
        Data data = managers.toData(new Manager("Ada", "Zurich", 36, 5_000_000, "Analytical Engines"));
        HazelcastSerializationException e = assertThrows(HazelcastSerializationException.class, () -> people.toObject(data));
        assertInstanceOf(StreamCorruptedException.class, e.getCause());
    }

    /**
     * FastTypes on a host's own stream: each value after its length, read exactly, whatever follows it;
     * a length claiming more bytes than arrive, or bytes the value leaves over, fail with an IOException.
     */
    @Test
    void theGenericFormOnAHostsStreamReadsExactlyItsBytes() throws IOException {
        FastTypes types = FastTypes.standard();
        Manager ada = new Manager("Ada", "Zurich", 36, 5_000_000, "Analytical Engines");
        ada.setSupervisor(ada);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        types.write(ada, out);
        types.write(new Note("plain"), out);
        out.writeInt(0x2B2B2B2B);
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        Manager back = (Manager) types.read(in, null);
        assertDeepEquals(ada, back);
        assertSame(back, back.getSupervisor());
        assertEquals(new Note("plain"), types.read(in, null));
        assertEquals(0x2B2B2B2B, in.readInt(), "what follows the values is left to the host");

        byte[] money = types.toBytes(new Money(100, "CHF"));
        byte[] claimsMore = new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x03, 0x10};
        assertThrows(java.io.EOFException.class, () -> types.read(dataIn(claimsMore), null));
        byte[] leftOver = new byte[1 + money.length + 1];
        leftOver[0] = (byte) (money.length + 1);
        System.arraycopy(money, 0, leftOver, 1, money.length);
        assertThrows(StreamCorruptedException.class, () -> types.read(dataIn(leftOver), null));
    }

    private static DataInputStream dataIn(byte[] bytes) {
        return new DataInputStream(new ByteArrayInputStream(bytes));
    }

    @Test
    void aPerClassSerializerRefusesAClassThatIsNotFastserials() {
        assertThrows(IllegalArgumentException.class, () -> new FastSerialSerializer<>(Note.class, 7));
        assertThrows(IllegalArgumentException.class, () -> new FastSerialSerializer<>(Person.class, 0));
    }

    private static final String XML = """
            <hazelcast xmlns="http://www.hazelcast.com/schema/config">
                <serialization>
                    <serializers>
                        <global-serializer override-java-serialization="true">dev.fastserial.hazelcast.FastSerialGlobalSerializer</global-serializer>
                    </serializers>
                </serialization>
            </hazelcast>
            """;

    private static final String YAML = """
            hazelcast:
              serialization:
                global-serializer:
                  class-name: dev.fastserial.hazelcast.FastSerialGlobalSerializer
                  override-java-serialization: true
            """;

    @Test
    void theDeclarativeFormsOfTheOneLineMemberAndClient() {
        List<SerializationConfig> configs = List.of(
                Config.loadFromString(XML).getSerializationConfig(),
                Config.loadFromString(YAML).getSerializationConfig(),
                new XmlClientConfigBuilder(stream(XML.replace("<hazelcast xmlns=\"http://www.hazelcast.com/schema/config\"",
                        "<hazelcast-client xmlns=\"http://www.hazelcast.com/schema/client-config\"")
                        .replace("</hazelcast>", "</hazelcast-client>"))).build().getSerializationConfig(),
                new YamlClientConfigBuilder(stream(YAML.replace("hazelcast:", "hazelcast-client:"))).build()
                        .getSerializationConfig(),
                new Config().getSerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config()),
                new ClientConfig().getSerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config()));
        for (SerializationConfig config : configs) {
            assertTrue(config.getGlobalSerializerConfig().isOverrideJavaSerialization());
            SerializationService service = service(config);
            Manager ada = new Manager("Ada", "Zurich", 36, 5_000_000, "Analytical Engines");
            ada.setReports(new ArrayList<>(List.of(ada)));
            for (Object value : List.of(ada, new Person("Grace", "Basel", 40), new Money(100, "CHF"), new Note("n"))) {
                Data data = service.toData(value);
                assertEquals(FastSerialGlobalSerializer.TYPE_ID, data.getType());
                assertDeepEquals(value, service.toObject(data));
            }
        }
    }

    private static ByteArrayInputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void valuesThatAreNotFastserialsAreJavaSerializationsOwnBytes() throws Exception {
        SerializationService fast = service(new SerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config()));
        SerializationService hazelcast = service(new SerializationConfig());
        Note note = new Note("plain");
        byte[] ours = fast.toData(note).toByteArray();
        byte[] theirs = hazelcast.toData(note).toByteArray();
        int stream = theirs.length - 8;
        int length = stream < 128 ? 1 : 2; // on a host's stream a value follows its length, a varint
        assertEquals(List.of(theirs.length + length), List.of(ours.length));
        assertEquals(stream, length == 1 ? ours[8] : (ours[8] & 0x7F) | ours[9] << 7, "the value's length");
        assertEquals(new String(theirs, 8, stream, StandardCharsets.ISO_8859_1),
                new String(ours, 8 + length, stream, StandardCharsets.ISO_8859_1),
                "the same Java stream after the header and the value's length");
        assertEquals(note, fast.toObject(fast.toData(note)));
        // Entries Hazelcast wrote before the switch (its own Java and Externalizable serializers, by their type ids) stay readable.
        Person grace = new Person("Grace", "Basel", 40);
        assertEquals(note, fast.toObject(hazelcast.toData(note)));
        assertDeepEquals(grace, fast.toObject(hazelcast.toData(grace)));
        assertDeepEquals(new Money(5, "CHF"), fast.toObject(hazelcast.toData(new Money(5, "CHF"))));
        // A fastserial bean inside a JDK value: written by Java serialization, as a Serializable field would be.
        Map<String, Object> map = new java.util.HashMap<>(Map.of("k", new Person("in a map", "Bern", 1)));
        assertDeepEquals(map, roundTrip(fast, map));
    }

    @Test
    void stableIdsCostTwoBytesAndSurviveARename() {
        FastTypes ids = FastTypes.standard().register(Money.class, 1).register(Person.class, 2);
        SerializationService service = service(new SerializationConfig().setGlobalSerializerConfig(
                FastSerialGlobalSerializer.config(ids)));
        Money money = new Money(100, "CHF");
        assertEquals(8 + 1 + 2 + FastBytes.toBytes(money).length, service.toData(money).totalSize(),
                "Hazelcast's header, the value's length, then the id's 2 bytes and the message");
        assertEquals(money, roundTrip(service, money));
        Manager ada = new Manager("Ada", "Zurich", 36, 5_000_000, "Analytical Engines");
        assertDeepEquals(ada, roundTrip(service, ada)); // a subclass without an id: by its name
        // A reader without the id refuses it, loudly.
        SerializationService without = service(new SerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config()));
        HazelcastSerializationException e = assertThrows(HazelcastSerializationException.class,
                () -> without.toObject(service.toData(money)));
        assertInstanceOf(InvalidClassException.class, e.getCause());
    }

    @Test
    void aReaderLoadsNoClassButThoseFastserialGeneratedCodeFor() throws IOException {
        FastTypes types = FastTypes.standard();
        byte[] good = types.toBytes(new Person("Grace", "Basel", 40));
        for (String name : List.of("java.lang.ProcessBuilder", "dev.fastserial.hazelcast.beans.Note",
                "dev.fastserial.hazelcast.Unloaded", "../../etc/passwd", "a..b", "")) {
            byte[] bad = withName(good, name);
            RecordingLoader loader = new RecordingLoader();
            InvalidClassException refused = assertThrows(InvalidClassException.class,
                    () -> types.classLoader(loader).fromBytes(bad));
            assertTrue(loader.requested.isEmpty(), name + ": " + loader.requested + " (" + refused.getMessage() + ")");
        }
        assertNull(System.getProperty("fastserial.test.initialized"), "Unloaded's static initializer ran");

        // Narrowed to packages: a fastserial class outside them is refused too.
        FastTypes narrow = types.allowPackages("com.acme");
        RecordingLoader loader = new RecordingLoader();
        assertThrows(InvalidClassException.class, () -> narrow.classLoader(loader).fromBytes(good));
        assertTrue(loader.requested.isEmpty());
        assertDeepEquals(new Person("Grace", "Basel", 40), types.allowPackages("dev.fastserial.hazelcast").fromBytes(good));
    }

    @Test
    void corruptOrTruncatedBytesFailWithAnIOException() {
        FastTypes types = FastTypes.standard().register(Money.class, 5);
        Person grace = new Person("Grace", "Basel", 40);
        grace.setSupervisor(grace);
        List<byte[]> good = List.of(types.toBytes(grace), types.toBytes(new Money(100, "CHF")),
                types.toBytes(new Note("java")), types.toBytes(new ArrayList<>(List.of(grace))));
        java.util.Random random = new java.util.Random(28);
        int failures = 0;
        for (byte[] bytes : good) {
            for (int length = 0; length < bytes.length; length++) {
                byte[] cut = java.util.Arrays.copyOf(bytes, length);
                if (length > 0) {
                    assertThrows(IOException.class, () -> types.fromBytes(cut), "cut to " + length);
                }
            }
            for (int i = 0; i < 500; i++) {
                byte[] bad = bytes.clone();
                bad[random.nextInt(bad.length)] = (byte) random.nextInt(256);
                try {
                    types.fromBytes(bad);
                } catch (IOException expected) {
                    failures++;
                } catch (RuntimeException | Error e) {
                    throw new AssertionError("a mutated value threw " + e, e);
                }
            }
        }
        assertTrue(failures > 0);
        assertThrows(IOException.class, () -> types.fromBytes(new byte[] {0x10, (byte) 0xFF, (byte) 0xFF, 0x7F}),
                "a name longer than any class name, unread");
        assertThrows(IOException.class, () -> types.fromBytes(new byte[] {0x11, 99, 1}), "an id nobody registered");
        assertThrows(IOException.class, () -> types.fromBytes(new byte[] {0x42}), "no such first byte");
    }

    /** {@code bytes} (a value by name) with another class name in its header. */
    private static byte[] withName(byte[] bytes, String name) {
        int length = bytes[1];
        byte[] n = name.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[2 + n.length + bytes.length - 2 - length];
        out[0] = bytes[0];
        out[1] = (byte) n.length;
        System.arraycopy(n, 0, out, 2, n.length);
        System.arraycopy(bytes, 2 + length, out, 2 + n.length, bytes.length - 2 - length);
        return out;
    }

    /** Records every class it is asked for. */
    static final class RecordingLoader extends ClassLoader {
        final List<String> requested = new ArrayList<>();

        RecordingLoader() {
            super(RecordingLoader.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            requested.add(name);
            return super.loadClass(name, resolve);
        }
    }
}

/** A class no reader may load from a name in the bytes. */
class Unloaded {
    static {
        System.setProperty("fastserial.test.initialized", "Unloaded");
    }
}
