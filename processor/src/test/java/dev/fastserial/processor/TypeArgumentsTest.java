package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: where a holder's declared type fixes what a generic type's type variable holds
 * ({@code Pair<String, Integer>}, {@code Box<String>}, {@code List<Pair<String, Long>>}), the
 * generic type's fields of that variable take the argument's fast form: about the bytes of a
 * non-generic twin, on JDK streams, the direct path and DataOutput-only streams. Unfixed
 * variables, and the generic type at top level, keep writeObject.
 */
@SuppressWarnings({"unchecked", "rawtypes"})
class TypeArgumentsTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                JavaFileObjects.forSourceLines("ta.Pair", "package ta;",
                        "@dev.fastserial.FastSerial",
                        "public record Pair<A, B>(A first, B second) implements java.io.Serializable {",
                        "    private Object writeReplace() { return new PairExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("ta.NameCount", "package ta;",
                        "@dev.fastserial.FastSerial",
                        "public record NameCount(String first, Integer second) implements java.io.Serializable {",
                        "    private Object writeReplace() { return new NameCountExternalizer(this); }",
                        "}"),
                BeanSources.bean("ta", "Box", "public class Box<T> implements Externalizable",
                        "public T value;", "public String label;", "public Box() {}"),
                BeanSources.bean("ta", "Holder", "public class Holder implements Externalizable",
                        "public Pair<String, Integer> pair;",
                        "public NameCount twin;",
                        "public Box<String> box;",
                        "public List<Pair<String, Long>> pairs;",
                        "public Pair<Date, List<String>> deep;",
                        "public Pair<String, ?> half;",
                        "public Pair<Pair<String, Integer>, Box<Long>> nested;",
                        "public Holder() {}"),
                BeanSources.bean("ta", "OnlyPair", "public class OnlyPair implements Externalizable",
                        "public Pair<String, Integer> pair;", "public OnlyPair() {}"),
                BeanSources.bean("ta", "OnlyTwin", "public class OnlyTwin implements Externalizable",
                        "public NameCount pair;", "public OnlyTwin() {}"),
                JavaFileObjects.forSourceLines("ta.Checked", "package ta;",
                        "@dev.fastserial.FastSerial",
                        "public record Checked<T>(T value) implements java.io.Serializable {",
                        "    public Checked { if (\"evil\".equals(value)) throw new IllegalArgumentException(\"evil\"); }",
                        "    private Object writeReplace() { return new CheckedExternalizer(this); }",
                        "}"),
                BeanSources.bean("ta", "OnlyChecked", "public class OnlyChecked implements Externalizable",
                        "public Checked<String> checked;", "public OnlyChecked() {}"));
    }

    private static Object pair(Object first, Object second) {
        return beans.construct("ta.Pair", first, second);
    }

    private static Object box(Object value) {
        Object box = beans.newInstance("ta.Box");
        set(box, "value", value);
        set(box, "label", "b");
        return box;
    }

    static Object filledHolder() {
        Object h = beans.newInstance("ta.Holder");
        set(h, "pair", pair("apples", 12));
        set(h, "twin", beans.construct("ta.NameCount", "apples", 12));
        set(h, "box", box("boxed"));
        set(h, "pairs", new ArrayList<>(List.of(pair("k", 5L), pair(null, 6L))));
        set(h, "deep", pair(new Date(7), List.of("x", "y")));
        set(h, "half", pair("h", new java.math.BigDecimal("1.5")));
        set(h, "nested", pair(pair("in", 1), box(2L)));
        return h;
    }

    static Object viaDataOnly(Object bean) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ((Externalizable) bean).writeExternal(new DataObjectOutput(bytes));
        Externalizable copy = (Externalizable) beans.newInstance(bean.getClass().getName());
        DataObjectInput in = new DataObjectInput(new ByteArrayInputStream(bytes.toByteArray()));
        copy.readExternal(in);
        assertEquals(-1, in.read());
        return copy;
    }

    @Test
    void fixedTypeArgumentsRoundTripOnEveryPath() throws Exception {
        Object holder = filledHolder();
        assertDeepEquals(holder, Streams.roundTrip(holder));
        assertDeepEquals(holder, Direct.roundTrip(holder));
        set(holder, "half", pair("h", null)); // the unfixed ? alone takes writeObject: null needs none
        assertDeepEquals(holder, viaDataOnly(holder));
    }

    @Test
    void aGenericRecordCostsWhatItsNonGenericTwinCosts() {
        Object generic = beans.newInstance("ta.OnlyPair");
        set(generic, "pair", pair("apples", 12));
        Object twin = beans.newInstance("ta.OnlyTwin");
        set(twin, "pair", beans.construct("ta.NameCount", "apples", 12));
        assertEquals(FastBytes.toBytes(twin).length, FastBytes.toBytes(generic).length);
        assertEquals(Streams.serialize(twin).length, Streams.serialize(generic).length - "OnlyPair".length()
                + "OnlyTwin".length());
    }

    @Test
    void valuesTheFormDoesNotFitAndUnfixedVariablesTakeWriteObject() throws Exception {
        Object holder = filledHolder();
        set(holder, "deep", pair(new java.sql.Timestamp(9), List.of("x"))); // not exactly a Date: writeObject
        set(holder, "box", box(null));
        assertDeepEquals(holder, Streams.roundTrip(holder));
        assertDeepEquals(holder, Direct.roundTrip(holder));
        String source = beans.generatedSource("ta.HolderExternalizer");
        assertThat(source).contains("PairExternalizer.write(pair, out, STRING_FOR_PAIR, INTEGER_FOR_PAIR)");
        assertThat(source).contains("PairExternalizer.write(half, out, STRING_FOR_PAIR, null)");
        assertThat(source).contains("BoxExternalizer.writeExternal(box, out, STRING_FOR_BOX)");
    }

    /**
     * Finding h03: heap pollution (raw types, reflection, a loosely typed mapper) puts a Long where
     * the holder's type says String. The form's fits() cast it (a ClassCastException out of
     * writeObject and toBytes); it now checks the class first, so such a value takes writeObject,
     * as types.md says, and comes back as it was, on both paths.
     */
    @Test
    void aValueOfAnotherClassThanTheTypeArgumentTakesWriteObject() throws Exception {
        Object holder = filledHolder();
        set(holder, "pair", pair(1234567890123L, 7)); // Pair<String, Integer> holding (Long, Integer)
        set(holder, "box", box(42)); // Box<String> holding an Integer
        set(holder, "pairs", new ArrayList<>(List.of(pair("k", "not a Long")))); // List<Pair<String, Long>>
        set(holder, "deep", pair("not a Date", 5)); // Pair<Date, List<String>>: a class the check does not cast
        set(holder, "nested", pair(pair(1, "one"), box("not a Long")));
        assertDeepEquals(holder, Streams.roundTrip(holder));
        assertDeepEquals(holder, Direct.roundTrip(holder));
        Object back = Streams.roundTrip(holder);
        assertEquals(1234567890123L, get(get(back, "pair"), "first"));
    }

    @Test
    void atTopLevelNothingFixesTheTypeArguments() {
        Object p = pair("top", 1);
        assertEquals(p, Streams.roundTrip(p));
        assertEquals(p, Direct.roundTrip(p));
        Object b = box("top");
        assertDeepEquals(b, Streams.roundTrip(b));
        assertDeepEquals(b, Direct.roundTrip(b));
    }

    @Test
    void hostileBytesInAFastFormAreIOExceptions() throws Exception {
        Object generic = beans.newInstance("ta.OnlyPair");
        set(generic, "pair", pair("apples", 12));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ((Externalizable) generic).writeExternal(new DataObjectOutput(out));
        byte[] good = out.toByteArray();
        for (int cut = 1; cut < good.length; cut++) {
            byte[] truncated = Arrays.copyOf(good, cut);
            Externalizable copy = (Externalizable) beans.newInstance("ta.OnlyPair");
            assertThrows(IOException.class, () -> copy.readExternal(new DataObjectInput(new ByteArrayInputStream(truncated))));
        }
        for (int i = 0; i < good.length; i++) {
            for (int b : new int[] {0x00, 0x7F, 0xFF}) {
                byte[] bad = good.clone();
                bad[i] = (byte) b;
                Externalizable copy = (Externalizable) beans.newInstance("ta.OnlyPair");
                try {
                    copy.readExternal(new DataObjectInput(new ByteArrayInputStream(bad)));
                } catch (IOException | UnsupportedOperationException expected) {
                    // DataObjectInput has no readObject: a special bit set by the mutation asks for it
                }
            }
        }
        byte[] badInt = good.clone(); // Integer 12 through its form: a varint, the last byte
        assertEquals(24, badInt[badInt.length - 1], "zigzag 12");
        badInt[badInt.length - 1] = (byte) 0xE5; // no varint starts so
        Externalizable copy = (Externalizable) beans.newInstance("ta.OnlyPair");
        assertThrows(StreamCorruptedException.class,
                () -> copy.readExternal(new DataObjectInput(new ByteArrayInputStream(badInt))));
    }

    @Test
    void theRecordsConstructorStillRunsOnWhatTheFormsRead() throws Exception {
        Object holder = beans.newInstance("ta.OnlyChecked");
        set(holder, "checked", beans.construct("ta.Checked", "good"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ((Externalizable) holder).writeExternal(new DataObjectOutput(out));
        String bytes = new String(out.toByteArray(), java.nio.charset.StandardCharsets.ISO_8859_1);
        byte[] evil = bytes.replace("good", "evil").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        Externalizable copy = (Externalizable) beans.newInstance("ta.OnlyChecked");
        InvalidObjectException e = assertThrows(InvalidObjectException.class,
                () -> copy.readExternal(new DataObjectInput(new ByteArrayInputStream(evil))));
        assertThat(e.getCause()).isInstanceOf(IllegalArgumentException.class);
    }
}
