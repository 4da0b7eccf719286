package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The byte counts the guide states (docs/types.md's type table, and "What it costs" in
 * docs/wire-format.md), each measured as the difference between two writes of the same bean on a stream of
 * DataOutput methods only, so that nothing but the field's own bytes differs.
 */
class WireSizesTest {
    static CompiledBeans beans;

    @TempDir
    Path dir;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(BeanSources.bean("ws", "Sizes", "public class Sizes implements Externalizable",
                "byte b;", "short s;", "char c;", "float f;", "double d;", "long l;", "int i;",
                "Boolean flag;", "UUID id;", "String text;",
                "public Sizes() {}"));
    }

    private static int size(Object bean) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ((Externalizable) bean).writeExternal(new DataObjectOutput(bytes));
        return bytes.size();
    }

    private static Object sizes() {
        return beans.newInstance("ws.Sizes");
    }

    @Test
    void primitivesTakeTheirFixedWidths() throws IOException {
        Object bean = sizes();
        set(bean, "i", 0);
        int base = size(bean); // flags (3 field bits, special, layout mark: 1 byte), fingerprint, then the primitives
        assertEquals(1 + 2 + 1 + 2 + 2 + 4 + 8 + 8 + 1, base, "byte, short, char, float, double, long, and int 0 as one byte");
    }

    @Test
    void anIntIsAZigzagVarintOf1To5Bytes() throws IOException {
        Object bean = sizes();
        set(bean, "i", 0);
        int zero = size(bean);
        int[][] valueAndBytes = {
            {63, 1}, {-64, 1}, {64, 2}, {-65, 2}, {8191, 2}, {-8192, 2}, {8192, 4}, {-8193, 4},
            {(1 << 28) - 1, 4}, {-(1 << 28), 4}, {1 << 28, 5}, {-(1 << 28) - 1, 5}, {Integer.MAX_VALUE, 5}, {Integer.MIN_VALUE, 5},
        };
        for (int[] vb : valueAndBytes) {
            set(bean, "i", vb[0]);
            assertEquals(vb[1], size(bean) - zero + 1, "int " + vb[0]);
        }
    }

    @Test
    void aBooleanCostsNoByteAndAUuidSixteen() throws IOException {
        Object bean = sizes();
        int none = size(bean);
        set(bean, "flag", Boolean.TRUE);
        assertEquals(none, size(bean), "Boolean.TRUE: presence and value bits only");
        set(bean, "flag", Boolean.FALSE);
        assertEquals(none, size(bean), "Boolean.FALSE: presence and value bits only");
        set(bean, "id", new UUID(1, 2));
        assertEquals(none + 16, size(bean), "UUID");
    }

    @Test
    void aBooleanComesBackAsTheCanonicalInstance() {
        for (Boolean b : new Boolean[] {Boolean.TRUE, Boolean.FALSE}) {
            Object bean = sizes();
            set(bean, "flag", b);
            assertSame(b, get(Streams.roundTrip(bean), "flag"), "the reader gives Boolean.TRUE or FALSE, never a new one");
        }
    }

    /**
     * Strings of 1024 chars or more go through writeObject on a JDK stream, so a string written
     * twice is shared (a back reference); on a DataOutput-only stream they are written out each time.
     */
    @Test
    void aLongStringWrittenTwiceIsSharedOnAJdkStream() throws IOException {
        CompiledBeans pair = CompiledBeans.compile(BeanSources.bean("ws", "Pair", "public class Pair implements Externalizable",
                "String first;", "String second;", "public Pair() {}"));
        String shared = "x".repeat(2000);
        Object same = set(set(pair.newInstance("ws.Pair"), "first", shared), "second", shared);
        Object distinct = set(set(pair.newInstance("ws.Pair"), "first", shared), "second", "y".repeat(2000));
        int sameBytes = Streams.serialize(same).length;
        int distinctBytes = Streams.serialize(distinct).length;
        assertTrue(distinctBytes - sameBytes > 1900, "shared: " + sameBytes + " bytes, distinct: " + distinctBytes);
        assertEquals(size(distinct), size(same), "a DataOutput-only stream writes both out");
        Object copy = Streams.roundTrip(same);
        assertSame(get(copy, "first"), get(copy, "second"));
        String shortOne = "z".repeat(1023);
        Object below = set(set(pair.newInstance("ws.Pair"), "first", shortOne), "second", shortOne);
        Object copyBelow = Streams.roundTrip(below);
        assertNotSame(get(copyBelow, "first"), get(copyBelow, "second"), "under 1024 chars: the fast form, not shared");
    }

    private JavaFileObject locked(String... fields) {
        List<String> body = new ArrayList<>(List.of("private static final long serialVersionUID = 1L;"));
        body.addAll(List.of(fields));
        body.add("public Evolving() {}");
        return BeanSources.bean("ws", "Evolving", "public class Evolving implements Externalizable", body.toArray(new String[0]));
    }

    private CompiledBeans compileLocked(JavaFileObject bean) {
        return CompiledBeans.compile(List.of("-Afastserial.lock=" + dir.resolve("fastserial.lock")), bean);
    }

    @Test
    void anAddedFieldCostsATagAndANonScalarOneItsBlobLengthTooAndANullOneATagAndAnEmptyBlob() throws IOException {
        compileLocked(locked("String name;"));
        CompiledBeans v2 = compileLocked(locked("String name;", "Integer count;", "List<String> tags;"));
        Object bean = v2.newInstance("ws.Evolving");
        set(bean, "name", "n");
        int nulls = size(bean);
        assertEquals(1 + 3 + 2 + 2, nulls, "flags, writeUTF(\"n\"), then each null added field: its tag and an empty blob");
        set(bean, "count", 5);
        int withCount = size(bean);
        assertEquals(nulls - 2 + 1 + 1, withCount, "a tag byte, then the Integer as a 1-byte varint");
        set(bean, "tags", new ArrayList<>(List.of("x")));
        // the list as in a slot (size and class in one byte, writeUTF("x")), plus a tag and the blob's length,
        // instead of the null's tag and empty blob
        assertEquals(withCount - 2 + 1 + 1 + (1 + 3), size(bean));
    }

    @Test
    void aRemovedSlotAddsTheSpecialMaskToEveryObject() throws IOException {
        compileLocked(locked("String name;", "String gone;"));
        CompiledBeans v2 = compileLocked(locked("String name;"));
        Object bean = v2.newInstance("ws.Evolving");
        set(bean, "name", "n");
        // flags (name's bit, gone's bit, special), the special mask (gone absent), writeUTF("n")
        assertEquals(1 + 1 + 3, size(bean));
    }
}
