package dev.fastserial.processor;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import dev.fastserial.FastWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docs/direct-path.md, "The direct byte path" and "Hosts": a value on a host's own stream
 * ({@code FastBytes.write(value, DataOutput)} / {@code read(DataInput, type)}) is read back exactly
 * and only from its own bytes, whatever the stream has buffered: a subclass written where the reader
 * names its superclass comes back as itself, or fails loudly, never as the superclass with its own
 * fields gone (findings2/f03); a Java-serialized value is bounded by the message, not by
 * {@code available()} (findings2/f05).
 */
class DirectHostStreamTest {
    static CompiledBeans beans;
    static Class<?> person;
    static Class<?> manager;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                BeanSources.bean("hs", "Person", "public class Person implements Externalizable",
                        "String name;", "Person supervisor;", "Object note;", "public Person() {}"),
                BeanSources.bean("hs", "Manager", "public class Manager extends Person",
                        "int budget;", "String team;", "public Manager() {}"));
        person = beans.load("hs.Person");
        manager = beans.load("hs.Manager");
    }

    private static Object ada() {
        Object ada = set(set(set(beans.newInstance("hs.Manager"), "name", "Ada"), "budget", 5_000_000),
                "team", "Analytical Engines");
        return set(ada, "supervisor", ada);
    }

    private static byte[] hostBytes(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        FastBytes.write(value, new DataOutputStream(bytes));
        return bytes.toByteArray();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static byte[] hostBytesAs(Object value, Class type) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        FastBytes.write(value, type, new DataOutputStream(bytes));
        return bytes.toByteArray();
    }

    private static Object readHost(byte[] bytes, Class<?> type) throws IOException {
        return FastBytes.read(new DataInputStream(new ByteArrayInputStream(bytes)), type);
    }

    /** findings2/f03: Hazelcast hands a Manager to the serializer configured for Person. */
    @Test
    void aSubclassWrittenWithoutItsClassAndReadAsItsSuperclassFailsLoudlyOnAStream() throws IOException {
        byte[] bytes = hostBytes(ada()); // the message of a Manager, for a reader that names Manager
        StreamCorruptedException e = assertThrows(StreamCorruptedException.class, () -> readHost(bytes, person));
        assertTrue(e.getMessage().contains("after the hs.Person"), e.getMessage());
        assertEquals(manager, readHost(bytes, manager).getClass());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    @Test
    void aSubclassWrittenAsItsSuperclassComesBackAsItself() throws IOException {
        Object ada = ada();
        Object copy = readHost(hostBytesAs(ada, person), person);
        assertEquals(manager, copy.getClass());
        assertDeepEquals(ada, copy);
        assertSame(copy, get(copy, "supervisor"));

        Object fromBytes = FastBytes.fromBytes(FastBytes.toBytes(ada, (Class) person), person);
        assertDeepEquals(ada, fromBytes);
        FastReader reader = new FastReader().reset(new FastWriter().write(ada, (Class) person).write(ada).toByteArray());
        assertDeepEquals(ada, reader.read(person));
        assertDeepEquals(ada, reader.read(manager));

        Object plain = set(beans.newInstance("hs.Person"), "name", "Grace");
        assertArrayEquals(hostBytes(plain), hostBytesAs(plain, person), "the named class itself: its fields alone");
        assertArrayEquals(FastBytes.toBytes(plain), FastBytes.toBytes(plain, (Class) person));
        assertThrows(IllegalArgumentException.class, () -> FastBytes.toBytes(plain, (Class) manager), "not a Manager");
    }

    @Test
    void aStreamHoldingMoreThanTheValueIsReadToTheValuesEndOnly() throws IOException {
        Object grace = set(beans.newInstance("hs.Person"), "name", "Grace");
        Object ada = ada();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        FastBytes.write(grace, out);
        FastBytes.write(ada, out);
        out.writeInt(42);
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        assertDeepEquals(grace, FastBytes.read(in, person));
        assertDeepEquals(ada, FastBytes.read(in, manager));
        assertEquals(42, in.readInt());
        assertEquals(-1, in.read());
    }

    /** A socket's stream: what has arrived so far, so available() is often 0. */
    private static final class Trickle extends FilterInputStream {
        Trickle(InputStream in) {
            super(in);
        }

        @Override
        public int available() {
            return 0;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return super.read(b, off, Math.min(len, 7));
        }
    }

    /** findings2/f05: an ArrayList of 5,000 strings in an Object field, refused as soon as available() said little. */
    @Test
    void aLargeJavaSerializedValueReadsThroughStreamsThatBufferLittle() throws IOException {
        Object doc = set(beans.newInstance("hs.Person"), "name", "report");
        List<String> payload = new ArrayList<>(Collections.nCopies(5000, "x"));
        set(doc, "note", payload);
        byte[] bytes = hostBytes(doc);
        assertTrue(bytes.length > 20_000, bytes.length + " bytes");
        assertEquals(payload, get(FastBytes.read(new DataInputStream(new Trickle(new ByteArrayInputStream(bytes))), person),
                "note"));
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(new GZIPOutputStream(gz))) {
            FastBytes.write(doc, out);
        }
        Object back = FastBytes.read(new DataInputStream(new GZIPInputStream(new ByteArrayInputStream(gz.toByteArray()))),
                person);
        assertEquals(payload, get(back, "note"));
    }
}
