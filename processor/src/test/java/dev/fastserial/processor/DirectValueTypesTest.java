package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.DeepEquals.assertDeepEqualsIgnoringSharing;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import dev.fastserial.FastWriter;
import dev.fastserial.testing.Direct;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.text.ParseException;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Records and immutable classes on the direct byte path ({@link FastBytes}, issue 11): at top
 * level, in a {@link FastWriter}/{@link FastReader}, in {@link ByteBuffer}s and on a host's
 * DataOutput; inline in beans; holding beans written by reference (their sharing and cycles kept);
 * in fallback fields; rebuilt by their constructors on every read, so bytes their constructors
 * reject are refused; a cycle through a value refused on both sides.
 */
class DirectValueTypesTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        List<JavaFileObject> sources = new ArrayList<>();
        for (String resource : ValueTypesTest.values("Kind", "Point", "Range", "Pair", "Shape", "Circle", "Outer",
                "Node", "Money", "Temperature", "Labelled", "Tag", "Box", "Amount", "SignedAmount", "Checked", "Holder",
                "Everything")) {
            sources.add(JavaFileObjects.forResource(resource));
        }
        sources.add(JavaFileObjects.forSourceLines("values.Team", "package values;",
                "import java.util.List;",
                "/** A record whose components are beans written by reference (Node reaches itself). */",
                "@dev.fastserial.FastSerial",
                "public record Team(String name, Node lead, Node deputy, List<Node> members) implements java.io.Serializable {",
                "    private Object writeReplace() { return new TeamExternalizer(this); }",
                "}"));
        beans = CompiledBeans.compile(sources.toArray(new JavaFileObject[0]));
        assertThat(beans.warnings()).isEmpty();
        ValueTypesTest.beans = beans; // its value factories, from these classes
    }

    private static Object point(int x, int y, String label) {
        return ValueTypesTest.point(x, y, label);
    }

    /** Direct.roundTrip (byte[], DataOutput and DataInput), compared deeply, classes included. */
    private static Object roundTrip(Object value) {
        Object copy = Direct.roundTrip(value);
        assertNotSame(value, copy);
        assertSame(value.getClass(), copy.getClass());
        assertDeepEquals(value, copy);
        return copy;
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }

    @Test
    void recordsAndImmutableClassesRoundTripAtTopLevel() {
        roundTrip(point(1, -2, "top"));
        roundTrip(point(0, 0, null));
        roundTrip(beans.construct("values.Range", -5, 5));
        roundTrip(beans.construct("values.Pair", List.of("x"), new BigDecimal("2.50")));
        roundTrip(beans.construct("values.Outer$Inner", "nested", point(1, 1, null)));
        roundTrip(beans.construct("values.Circle", point(2, 3, "c"), 1.5));
        roundTrip(ValueTypesTest.money("JPY", -7));
        roundTrip(beans.construct("values.Tag", "urgent", 3));
        roundTrip(beans.construct("values.Box", "content", new ArrayList<>(List.of("a", "b"))));
        roundTrip(beans.construct("values.Amount", Long.MIN_VALUE));
        roundTrip(beans.construct("values.Checked", "ok"));
        for (boolean withNulls : new boolean[] {false, true}) {
            roundTrip(ValueTypesTest.everything(withNulls)); // every family of the type table, a Node cycle inside
        }
    }

    @Test
    void aTopLevelValueIsItsFieldsAloneWithoutClassNameOrProxy() throws IOException {
        Object point = point(3, 4, "p");
        byte[] bytes = FastBytes.toBytes(point);
        assertFalse(text(bytes).contains("Point"), "no class name, no proxy: " + text(bytes));
        // tag, flags, the layout's fingerprint (2 bytes: no lock file here), two varints, the label (header + 1)
        assertEquals(8, bytes.length, java.util.Arrays.toString(bytes));
        assertEquals(point, FastBytes.fromBytes(bytes, beans.load("values.Point")));
    }

    @Test
    void manyValuesInOneWriterAndByteBuffers() throws IOException {
        Object point = point(1, 2, "a");
        Object money = ValueTypesTest.money("EUR", 995);
        Object holder = ValueTypesTest.filledHolder();
        FastWriter writer = new FastWriter().reset().write(point).write(money).write(holder).write(point);
        FastReader reader = new FastReader().reset(writer.toByteArray());
        assertEquals(point, reader.read(beans.load("values.Point")));
        assertEquals(money, reader.read(beans.load("values.Money")));
        assertDeepEquals(holder, reader.read(beans.load("values.Holder")));
        assertEquals(point, reader.read(beans.load("values.Point")));
        assertFalse(reader.hasRemaining());

        for (ByteBuffer buffer : new ByteBuffer[] {ByteBuffer.allocate(256), ByteBuffer.allocateDirect(256)}) {
            FastBytes.toBuffer(point, buffer);
            FastBytes.toBuffer(money, buffer);
            buffer.flip();
            assertEquals(point, FastBytes.fromBuffer(buffer, beans.load("values.Point")));
            assertEquals(money, FastBytes.fromBuffer(buffer, beans.load("values.Money")));
            assertFalse(buffer.hasRemaining());
        }
    }

    @Test
    void valuesInABeanAreWrittenInline() {
        Object holder = ValueTypesTest.filledHolder();
        byte[] bytes = FastBytes.toBytes(holder);
        for (String inline : new String[] {"values.Point", "values.Money", "values.Range", "values.Pair",
                "values.Outer", "values.Amount", "Externalizer"}) {
            assertFalse(text(bytes).contains(inline), inline + " appears in the message: not inline");
        }
        assertTrue(text(bytes).contains("values.Circle"), "a Shape field takes writeObject: the record's class, named");
        roundTrip(holder);
    }

    @Test
    void aSubclassOfANonFinalImmutableClassGoesThroughJavaSerialization() {
        Object holder = beans.newInstance("values.Holder");
        set(holder, "amount", beans.construct("values.SignedAmount", 5L, true));
        Object copy = roundTrip(holder);
        assertEquals(true, get(get(copy, "amount"), "negative"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FastBytes.toBytes(beans.construct("values.SignedAmount", 5L, true)));
        assertTrue(e.getMessage().contains("values.SignedAmount is not a @FastSerial bean"), e.getMessage());
    }

    @Test
    void aRecordHoldingBeansByReferenceKeepsTheirSharingAndCycles() {
        Object grace = set(beans.newInstance("values.Node"), "name", "Grace");
        set(grace, "next", grace); // supervises herself
        Object alan = set(beans.newInstance("values.Node"), "name", "Alan");
        set(alan, "next", grace);
        Object team = beans.construct("values.Team", "compilers", grace, alan, new ArrayList<>(List.of(alan, grace)));
        Object copy = roundTrip(team);
        Object lead = get(copy, "lead");
        Object deputy = get(copy, "deputy");
        assertSame(lead, get(lead, "next"), "the cycle");
        assertSame(lead, get(deputy, "next"), "shared");
        List<?> members = (List<?>) get(copy, "members");
        assertSame(deputy, members.get(0));
        assertSame(lead, members.get(1));

        Object holder = beans.newInstance("values.Holder"); // the record in an Object field, and in a Java value
        set(holder, "anything", team);
        set(holder, "other", new ArrayList<>(List.of(team, grace)));
        Object holderCopy = Direct.roundTrip(holder);
        assertDeepEqualsIgnoringSharing(holder, holderCopy);
        Object teamCopy = get(holderCopy, "anything");
        List<?> other = (List<?>) get(holderCopy, "other");
        assertSame(get(teamCopy, "lead"), other.get(1), "a bean reached inside and outside the Java value: one");
        // Java serialization replaced the record by its proxy before fastserial saw it: the JDK's, an equal copy
        assertEquals(teamCopy.getClass(), other.get(0).getClass());
        assertSame(get(teamCopy, "lead"), get(other.get(0), "lead"), "its beans are still the message's");
    }

    @Test
    void aValueInAFallbackFieldKeepsItsClassAndItsSharingAsOnTheJdkPath() {
        Object point = point(1, 2, "shared");
        Object holder = beans.newInstance("values.Holder");
        set(holder, "anything", point);
        set(holder, "other", point);
        Object copy = roundTrip(holder);
        assertSame(get(copy, "anything"), get(copy, "other"), "two Object fields, one record: still one");

        set(holder, "anything", new ArrayList<>(List.of(point, point, ValueTypesTest.money("SEK", 1))));
        set(holder, "other", beans.construct("values.Circle", point(0, 0, null), 1.0));
        List<?> list = (List<?>) get(roundTrip(holder), "anything");
        assertSame(list.get(0), list.get(1), "inside a Java-serialized value: the JDK's proxy and handle");
    }

    @Test
    void inlineValuesAreCopiesAsInlineBeansAre() {
        Object point = point(1, 2, "twice");
        Object holder = beans.newInstance("values.Holder");
        set(holder, "point", point);
        set(holder, "points", new ArrayList<>(List.of(point, point)));
        Object copy = Direct.roundTrip(holder);
        assertDeepEqualsIgnoringSharing(holder, copy);
        List<?> points = (List<?>) get(copy, "points");
        assertNotSame(points.get(0), points.get(1));
        assertEquals(points.get(0), points.get(1));
    }

    /** Reading {@code bytes} as a {@code type} fails with an InvalidObjectException on both direct readers. */
    private static InvalidObjectException readFails(byte[] bytes, String type) {
        Class<?> c = beans.load(type);
        InvalidObjectException e = assertThrows(InvalidObjectException.class, () -> FastBytes.fromBytes(bytes, c));
        assertThrows(InvalidObjectException.class, () -> FastBytes.read(Direct.hostStream(bytes), c));
        return e;
    }

    /**
     * Bytes that a record's compact constructor rejects (written by a version of Range without the
     * check) are refused by the real Range's reader, at top level, in a FastReader and in an Object
     * field: an InvalidObjectException whose cause is the constructor's exception. Failed before
     * records were on the direct path (IllegalArgumentException: not a @FastSerial bean).
     */
    @Test
    void bytesARecordsConstructorRejectsAreRefused() throws IOException {
        CompiledBeans unchecked = CompiledBeans.compile(JavaFileObjects.forSourceLines("values.Range",
                "package values;",
                "@dev.fastserial.FastSerial",
                "public record Range(int lo, int hi) implements java.io.Serializable {",
                "    private Object writeReplace() { return new RangeExternalizer(this); }",
                "}"));
        Object bad = unchecked.construct("values.Range", 5, 1);
        InvalidObjectException top = readFails(FastBytes.toBytes(bad), "values.Range");
        assertInstanceOf(IllegalArgumentException.class, top.getCause());
        assertThat(top).hasMessageThat().contains("values.Range rejected the values read");
        assertThat(top.getCause()).hasMessageThat().contains("lo > hi: 5 > 1");
        assertThrows(InvalidObjectException.class, () -> new FastReader()
                .reset(new FastWriter().write(bad).toByteArray()).read(beans.load("values.Range")));

        // the same bytes crafted by hand: Range(1, 2)'s two varints swapped
        byte[] good = FastBytes.toBytes(beans.construct("values.Range", 1, 2));
        assertEquals(6, good.length, "tag, flags, 2 bytes of layout fingerprint, 1 and 2 as zigzag varints");
        assertEquals(2, good[4]);
        assertEquals(4, good[5]);
        byte[] swapped = good.clone();
        swapped[4] = good[5];
        swapped[5] = good[4];
        assertInstanceOf(IllegalArgumentException.class, readFails(swapped, "values.Range").getCause());

        // in an Object field of a bean: the record's class named in the message, then the same body
        Object holder = beans.newInstance("values.Holder");
        set(holder, "anything", beans.construct("values.Range", 1, 2));
        byte[] named = FastBytes.toBytes(holder);
        String body = text(good).substring(1);
        String hostile = text(named).replace("values.Range" + body, "values.Range" + text(swapped).substring(1));
        assertFalse(hostile.equals(text(named)), "the record's body not found in the bean's message");
        readFails(hostile.getBytes(StandardCharsets.ISO_8859_1), "values.Holder");
    }

    /** An immutable class: what its constructor rejects, inline, at top level and in an Object field. */
    @Test
    void bytesAnImmutableClassesConstructorRejectsAreRefused() {
        Object money = ValueTypesTest.money("EUR", 1);
        set(money, "currency", "EURO"); // what no constructor lets through: written as it is
        assertInstanceOf(IllegalArgumentException.class, readFails(FastBytes.toBytes(money), "values.Money").getCause());
        Object holder = beans.newInstance("values.Holder");
        set(holder, "money", money);
        assertInstanceOf(IllegalArgumentException.class, readFails(FastBytes.toBytes(holder), "values.Holder").getCause());
        set(holder, "money", null);
        set(holder, "anything", money);
        assertInstanceOf(IllegalArgumentException.class, readFails(FastBytes.toBytes(holder), "values.Holder").getCause());

        Object checked = beans.construct("values.Checked", "ok");
        set(checked, "code", "");
        assertInstanceOf(ParseException.class, readFails(FastBytes.toBytes(checked), "values.Checked").getCause());
    }

    /**
     * A value exists only once its constructor ran, so a mutable object inside it that refers back
     * to it cannot be restored: writing refuses it, naming the field that closes the cycle (as the
     * JDK path does: RuntimeFindingsTest, h02), and bytes that refer to a value still being read are
     * refused too.
     */
    @Test
    void aCycleThroughAValueIsRefusedOnBothSides() {
        Object holder = beans.newInstance("values.Holder");
        Object pair = beans.construct("values.Pair", holder, "s"); // Pair's A goes through writeObject
        set(holder, "anything", pair);
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> FastBytes.toBytes(pair));
        assertInstanceOf(InvalidObjectException.class, e.getCause());
        assertThat(e).hasMessageThat().contains("Pair.first holds a reference back to the values.Pair being written");
        assertThrows(UncheckedIOException.class, () -> FastBytes.toBytes(set(beans.newInstance("values.Holder"),
                "other", pair)), "below the top level too");

        // bytes that refer to the pair (handle 0) from inside it: a Point in its place, replaced by a reference
        Object point = point(7, 7, "p");
        set(holder, "anything", point);
        byte[] bytes = FastBytes.toBytes(pair);
        String pointBody = text(FastBytes.toBytes(point)).substring(1);
        String named = "values.Point" + pointBody;
        int at = text(bytes).indexOf(named);
        assertTrue(at > 2, text(bytes));
        String hostile = text(bytes).substring(0, at - 2) + "\u0002\u0000" + text(bytes).substring(at + named.length());
        InvalidObjectException refused = readFails(hostile.getBytes(StandardCharsets.ISO_8859_1), "values.Pair");
        assertThat(refused).hasMessageThat().contains("still being read");
    }

    @Test
    void aMessageNamingAProxyOrANonValueClassIsRefused() {
        Object holder = beans.newInstance("values.Holder");
        set(holder, "anything", point(1, 1, "x"));
        String message = text(FastBytes.toBytes(holder));
        Class<?> type = beans.load("values.Holder");
        for (String name : new String[] {"values.Shape", "values.Outer", "java.io.File"}) { // as long as values.Point
            byte[] hostile = message.replace("values.Point", name).getBytes(StandardCharsets.ISO_8859_1);
            Executable read = () -> FastBytes.fromBytes(hostile, type);
            assertThrows(InvalidClassException.class, read, name);
        }
        // the proxy's own name (longer, so its length header changes too)
        byte[] proxy = message.replace("\u0018values.Point", "\u0030values.PointExternalizer")
                .getBytes(StandardCharsets.ISO_8859_1);
        InvalidClassException e = assertThrows(InvalidClassException.class, () -> FastBytes.fromBytes(proxy, type));
        assertThat(e).hasMessageThat().contains("values.PointExternalizer");
    }
}
