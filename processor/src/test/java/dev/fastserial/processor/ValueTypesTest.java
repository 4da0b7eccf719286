package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.DeepEquals.assertDeepEqualsIgnoringSharing;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.text.ParseException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Currency;
import java.util.Date;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Records and immutable classes (issue 11), compiled with the processor inside the test: at top
 * level through their generated serialization proxy, inline in beans, containers, arrays and
 * other records, rebuilt through their constructors (whose validation runs on every read), with
 * shared top-level references kept.
 */
class ValueTypesTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compileResources(values("Kind", "Point", "Range", "Pair", "Shape", "Circle", "Outer", "Node",
                "Money", "Temperature", "Labelled", "Tag", "Box", "Amount", "SignedAmount", "Checked", "Holder",
                "Everything"));
        assertThat(beans.warnings()).isEmpty();
    }

    static String[] values(String... names) {
        return java.util.Arrays.stream(names).map(n -> "beans/values/" + n + ".java").toArray(String[]::new);
    }

    static Object point(int x, int y, String label) {
        return beans.construct("values.Point", x, y, label);
    }

    static Object money(String currency, long cents) {
        return beans.construct("values.Money", currency, cents);
    }

    static Object kind(String name) {
        for (Object k : beans.load("values.Kind").getEnumConstants()) {
            if (((Enum<?>) k).name().equals(name)) {
                return k;
            }
        }
        throw new AssertionError(name);
    }

    static Object everything(boolean withNulls) {
        return everything(withNulls, List.of(1, "two"), new BigDecimal("-1E+400"));
    }

    /** @param anything, serializable what the two components of open types hold (through writeObject) */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object everything(boolean withNulls, Object anything, Object serializable) {
        Object small = kind("SMALL");
        Object large = kind("LARGE");
        EnumSet kinds = EnumSet.noneOf((Class) small.getClass());
        kinds.add(large);
        EnumMap byKind = new EnumMap((Class) small.getClass());
        byKind.put(small, "s");
        Object node = beans.newInstance("values.Node");
        set(node, "name", "loop");
        set(node, "next", node);
        Object holder = filledHolder();
        Map<String, List<Object>> map = new HashMap<>();
        map.put("corners", new ArrayList<>(List.of(point(0, 0, "o"), point(1, 1, null))));
        Object[] points = (Object[]) java.lang.reflect.Array.newInstance(beans.load("values.Point"), 2);
        points[0] = point(-1, 2, "p");
        return beans.construct("values.Everything",
                true, Byte.MIN_VALUE, Short.MAX_VALUE, '\uD800', Integer.MIN_VALUE, Long.MAX_VALUE, Float.NaN, -0.0,
                withNulls ? null : Boolean.FALSE, withNulls ? null : 7, withNulls ? null : -1L,
                withNulls ? null : Double.NEGATIVE_INFINITY, withNulls ? null : 'x',
                withNulls ? null : (byte) -3, withNulls ? null : (short) 300, withNulls ? null : Float.MIN_VALUE,
                withNulls ? null : "caf\u00e9 \uD83D\uDE00 \u0000", withNulls ? null : large,
                withNulls ? null : new Date(-5), withNulls ? null : Instant.ofEpochSecond(-1, 5),
                withNulls ? null : LocalDate.of(2024, 2, 29), withNulls ? null : Duration.ofNanos(-3),
                withNulls ? null : ZonedDateTime.of(2024, 10, 27, 2, 30, 0, 0, ZoneId.of("Europe/Paris")),
                withNulls ? null : new UUID(1, -2), withNulls ? null : new BigDecimal("1.10"),
                withNulls ? null : BigInteger.TWO.pow(100),
                withNulls ? null : LocalTime.of(23, 59, 59, 999_999_999), withNulls ? null : LocalDateTime.of(1, 1, 1, 0, 0),
                withNulls ? null : OffsetDateTime.of(2026, 1, 1, 0, 0, 0, 0, ZoneOffset.ofHours(-11)),
                withNulls ? null : Period.of(1, -2, 3), withNulls ? null : ZoneId.of("Asia/Kolkata"),
                withNulls ? null : Currency.getInstance("JPY"), withNulls ? null : Locale.forLanguageTag("sr-Latn-RS"),
                withNulls ? null : new int[] {1, -2, 3}, withNulls ? null : new String[][] {{"a", null}, {}},
                withNulls ? null : points,
                withNulls ? null : new ArrayList<>(List.of("l")), withNulls ? null : new LinkedHashSet<>(List.of(small)),
                withNulls ? null : map, withNulls ? null : kinds, withNulls ? null : byKind,
                withNulls ? null : new TreeMap<>(Map.of(1, beans.construct("values.Range", 0, 1))),
                withNulls ? null : new ArrayDeque<>(List.of(money("SEK", 5), money("NOK", 6))),
                withNulls ? null : new ArrayList<>(java.util.Arrays.asList(pointArray(point(7, 7, "a")), null)),
                withNulls ? null : point(3, 4, "inline"),
                withNulls ? null : beans.construct("values.Pair", "one", 1),
                withNulls ? null : money("CHF", 12_345), withNulls ? null : holder, withNulls ? null : node,
                withNulls ? null : anything, withNulls ? null : serializable,
                "required");
    }

    static Object[] pointArray(Object... points) {
        Object[] array = (Object[]) java.lang.reflect.Array.newInstance(beans.load("values.Point"), points.length);
        System.arraycopy(points, 0, array, 0, points.length);
        return array;
    }

    static Object filledHolder() {
        Object holder = beans.newInstance("values.Holder");
        set(holder, "point", point(1, 2, "a"));
        set(holder, "money", money("EUR", 995));
        set(holder, "range", beans.construct("values.Range", -1, 1));
        set(holder, "points", new LinkedList<>(java.util.Arrays.asList(point(5, 6, null), null, point(7, 8, "b"))));
        Map<Object, Object> prices = new HashMap<>();
        prices.put(point(0, 0, "origin"), money("USD", 1));
        prices.put(point(9, 9, null), null);
        set(holder, "prices", prices);
        Object[] corners = (Object[]) java.lang.reflect.Array.newInstance(beans.load("values.Point"), 3);
        corners[0] = point(0, 0, null);
        corners[2] = point(2, 2, "c");
        set(holder, "corners", corners);
        set(holder, "pair", beans.construct("values.Pair", "p", 3L));
        set(holder, "inner", beans.construct("values.Outer$Inner", "inner", point(4, 4, null)));
        set(holder, "amount", beans.construct("values.Amount", 42L));
        set(holder, "shape", beans.construct("values.Circle", point(0, 1, null), 2.5));
        return holder;
    }

    @Test
    void aRecordWithAComponentOfEveryFamilyRoundTripsThroughItsProxy() {
        for (boolean withNulls : new boolean[] {false, true}) {
            Object value = everything(withNulls);
            Object copy = Streams.roundTrip(value);
            assertNotSame(value, copy);
            assertDeepEquals(value, copy);
            assertEquals(value.getClass(), copy.getClass());
        }
    }

    @Test
    void recordsAndImmutableClassesInABeanAreWrittenInlineWithoutClassDescriptors() {
        Object holder = filledHolder();
        byte[] bytes = Streams.serialize(holder);
        assertDeepEquals(holder, Streams.deserialize(bytes, beans.loader(), 1).get(0));
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        for (String inline : new String[] {"values.Point", "values.Money", "values.Range", "values.Pair",
                "values.Outer", "values.Amount"}) {
            assertTrue(!text.contains(inline), inline + " appears in the stream: not inline");
        }
        assertTrue(text.contains("values.CircleExternalizer"), "a Shape field takes writeObject: the record's proxy");
        assertTrue(!text.replace("values.CircleExternalizer", "").contains("Externalizer"), "no other proxy");
    }

    @Test
    void aTopLevelRecordIsWrittenAsItsProxyAndReadBackAsTheRecord() {
        Object point = point(1, -1, "top");
        byte[] bytes = Streams.serialize(point);
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        assertTrue(text.contains("values.PointExternalizer"), text);
        assertTrue(!text.replace("values.PointExternalizer", "").contains("values.Point"), "the record's own descriptor");
        Object copy = Streams.deserialize(bytes, beans.loader(), 1).get(0);
        assertEquals(point, copy); // a record's equals: its components
        assertSame(beans.load("values.Point"), copy.getClass());
    }

    @Test
    void sharedReferencesOfATopLevelRecordAreKeptInOneStream() {
        Object point = point(1, 2, "shared");
        List<Object> read = Streams.deserialize(Streams.serialize(point, point), beans.loader(), 2);
        assertSame(read.get(0), read.get(1));

        Object holder = beans.newInstance("values.Holder");
        set(holder, "anything", point);
        set(holder, "other", point);
        Object copy = Streams.roundTrip(holder);
        assertSame(get(copy, "anything"), get(copy, "other"), "two Object fields, one record: still one");
        assertEquals(point, get(copy, "anything"));

        List<Object> list = new ArrayList<>(List.of(point, point));
        set(holder, "anything", list);
        set(holder, "other", null);
        List<?> listCopy = (List<?>) get(Streams.roundTrip(holder), "anything");
        assertSame(listCopy.get(0), listCopy.get(1));
    }

    @Test
    void inlineValuesAreCopiesAsInlineBeansAre() {
        Object point = point(1, 2, "twice");
        Object holder = beans.newInstance("values.Holder");
        set(holder, "point", point);
        set(holder, "points", new ArrayList<>(List.of(point, point)));
        Object copy = Streams.roundTrip(holder);
        assertDeepEqualsIgnoringSharing(holder, copy);
        List<?> points = (List<?>) get(copy, "points");
        assertNotSame(points.get(0), points.get(1));
        assertEquals(points.get(0), points.get(1));
    }

    /** Components named like the generated code's own locals and parameters; a record with none; one of booleans only. */
    @Test
    void oddComponentNamesNoComponentsAndBitsOnly() {
        CompiledBeans odd = CompiledBeans.compile(JavaFileObjects.forSourceLines("odd.Odd", "package odd;",
                        "import dev.fastserial.FastSerial;",
                        "@FastSerial",
                        "public record Odd(int value, String in, long flags, boolean e, int mark, String tag, String out,",
                        "        String special, String absent, Object skipped, String bean, Integer Integer)",
                        "        implements java.io.Serializable {",
                        "    private Object writeReplace() { return new OddExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("odd.Empty", "package odd;",
                        "@dev.fastserial.FastSerial",
                        "public record Empty() implements java.io.Serializable {",
                        "    private Object writeReplace() { return new EmptyExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("odd.Flags", "package odd;",
                        "@dev.fastserial.FastSerial",
                        "public record Flags(boolean a, Boolean b, boolean c) implements java.io.Serializable {",
                        "    private Object writeReplace() { return new FlagsExternalizer(this); }",
                        "}"));
        assertThat(odd.warnings()).isEmpty();
        Object value = odd.construct("odd.Odd", 1, "in", 2L, true, 3, "tag", "out", "special", "absent", "skipped", "bean", 4);
        assertDeepEquals(value, Streams.roundTrip(value));
        Object empty = odd.construct("odd.Empty");
        assertEquals(empty, Streams.roundTrip(empty));
        for (Boolean b : new Boolean[] {null, true, false}) {
            Object flags = odd.construct("odd.Flags", true, b, false);
            assertEquals(flags, Streams.roundTrip(flags));
        }
    }

    @Test
    void genericNestedAndInterfaceImplementingRecords() {
        Object pair = beans.construct("values.Pair", List.of("x"), new BigDecimal("2.50"));
        assertDeepEquals(pair, Streams.roundTrip(pair));
        Object inner = beans.construct("values.Outer$Inner", "nested", point(1, 1, null));
        assertDeepEquals(inner, Streams.roundTrip(inner));
        Object circle = beans.construct("values.Circle", point(2, 3, "c"), 1.5);
        Object copy = Streams.roundTrip(circle);
        assertDeepEquals(circle, copy);
        assertInstanceOf(Comparable.class, copy);
        assertInstanceOf(beans.load("values.Shape"), copy);
    }

    @Test
    void immutableClassesRoundTripThroughTheirConstructor() {
        assertEquals(money("JPY", -7), Streams.roundTrip(money("JPY", -7)));
        Object temperature = invokeStatic("values.Temperature", "celsius", new Class<?>[] {double.class}, 21.5);
        assertDeepEquals(temperature, Streams.roundTrip(temperature));
        Object tag = beans.construct("values.Tag", "urgent", 3);
        Object tagCopy = Streams.roundTrip(tag);
        assertEquals("urgent", get(tagCopy, "label"), "the superclass's final field, through the constructor");
        assertEquals(3, get(tagCopy, "weight"));
        Object box = beans.construct("values.Box", "content", new ArrayList<>(List.of("a", "b")));
        assertDeepEquals(box, Streams.roundTrip(box));
    }

    @Test
    void aSubclassOfANonFinalImmutableClassInItsFieldKeepsItsClass() {
        Object holder = beans.newInstance("values.Holder");
        Object signed = beans.construct("values.SignedAmount", 5L, true);
        set(holder, "amount", signed);
        Object copy = Streams.roundTrip(holder);
        assertSame(signed.getClass(), get(copy, "amount").getClass());
        assertEquals(true, get(get(copy, "amount"), "negative"));
        assertEquals(5L, get(get(copy, "amount"), "value"));
    }

    /**
     * A hostile (or simply wrong) stream cannot create a record its constructor rejects: a version
     * of Range without the check writes Range(5, 1), the real Range's reader refuses it, at top
     * level and inline, with an InvalidObjectException whose cause is the constructor's exception.
     */
    @Test
    void theConstructorsValidationRunsOnEveryRead() throws Exception {
        CompiledBeans unchecked = CompiledBeans.compile(JavaFileObjects.forSourceLines("values.Range",
                "package values;",
                "import dev.fastserial.FastSerial;",
                "@FastSerial",
                "public record Range(int lo, int hi) implements java.io.Serializable {",
                "    private Object writeReplace() { return new RangeExternalizer(this); }",
                "}"));
        Object bad = unchecked.construct("values.Range", 5, 1);
        InvalidObjectException top = readFails(Streams.serialize(bad));
        assertInstanceOf(IllegalArgumentException.class, top.getCause());
        assertThat(top).hasMessageThat().contains("values.Range rejected the values read");
        assertThat(top).hasMessageThat().contains("lo > hi: 5 > 1");

        ByteArrayOutputStream inline = new ByteArrayOutputStream();
        try (ObjectOutput out = new DataObjectOutput(inline)) {
            unchecked.load("values.RangeExternalizer").getMethod("write", unchecked.load("values.Range"), ObjectOutput.class)
                    .invoke(null, bad, out);
        }
        Method read = beans.load("values.RangeExternalizer").getMethod("read", ObjectInput.class);
        InvocationTargetException e = assertThrows(InvocationTargetException.class,
                () -> read.invoke(null, new DataObjectInput(new ByteArrayInputStream(inline.toByteArray()))));
        assertInstanceOf(InvalidObjectException.class, e.getCause());
        assertInstanceOf(IllegalArgumentException.class, e.getCause().getCause());

        Object money = money("EUR", 1);
        set(money, "currency", "EURO"); // what no constructor lets through
        assertInstanceOf(IllegalArgumentException.class, readFails(Streams.serialize(money)).getCause());
    }

    /**
     * A hostile stream may also name the record class itself, in Java serialization's own record
     * format (here: written by a plain record of the same name): the JDK then calls the canonical
     * constructor too. An immutable class has no such protection from the JDK: with the guard the
     * docs/values.md shows (a readObject that throws), such a stream is refused as well.
     */
    @Test
    void aStreamNamingTheValueClassItselfCannotBypassTheConstructor() {
        com.google.testing.compile.Compilation plain = com.google.testing.compile.Compiler.javac().compile(
                JavaFileObjects.forSourceLines("values.Range", "package values;",
                        "public record Range(int lo, int hi) implements java.io.Serializable {}"),
                JavaFileObjects.forSourceLines("values.Money", "package values;",
                        "public final class Money implements java.io.Serializable {",
                        "    private static final long serialVersionUID = 1L;",
                        "    private final long cents;",
                        "    final String currency;",
                        "    public Money(long cents, String currency) { this.cents = cents; this.currency = currency; }",
                        "}"));
        CompiledBeans unguarded = CompiledBeans.of(plain);
        InvalidObjectException range = readFails(Streams.serialize(unguarded.construct("values.Range", 5, 1)));
        assertInstanceOf(IllegalArgumentException.class, range.getCause());
        InvalidObjectException money = readFails(Streams.serialize(unguarded.construct("values.Money", 1L, "EURO")));
        assertThat(money).hasMessageThat().contains("Money is read through MoneyExternalizer");
    }

    @Test
    void aCheckedExceptionOfTheConstructorIsAnInvalidObjectExceptionToo() {
        Object checked = beans.construct("values.Checked", "ok");
        assertDeepEquals(checked, Streams.roundTrip(checked));
        set(checked, "code", "");
        assertInstanceOf(ParseException.class, readFails(Streams.serialize(checked)).getCause());
    }

    private static InvalidObjectException readFails(byte[] bytes) {
        try (ObjectInputStream in = Streams.input(bytes, beans.loader())) {
            Object read = in.readObject();
            throw new AssertionError("read " + read);
        } catch (InvalidObjectException e) {
            return e;
        } catch (Exception e) {
            throw new AssertionError("expected InvalidObjectException", e);
        }
    }

    /** The static write/read pair, the direct path's contract, on streams that are not the JDK's. */
    @Test
    void writeAndReadWorkOnAnyObjectOutputAndInput() throws Exception {
        Object holder = filledHolder();
        set(holder, "anything", null);
        set(holder, "shape", null); // writeObject: this stream has none
        set(holder, "pair", null); // its String is an A: writeObject
        Object[] values = {point(1, 2, "d"), money("GBP", 3), holder};
        String[] types = {"values.Point", "values.Money", "values.Holder"};
        for (int i = 0; i < values.length; i++) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            Class<?> type = beans.load(types[i]);
            Class<?> externalizer = beans.load(types[i] + "Externalizer");
            Object copy;
            try (ObjectOutput out = new DataObjectOutput(bytes)) {
                if (i < 2) {
                    externalizer.getMethod("write", type, ObjectOutput.class).invoke(null, values[i], out);
                } else {
                    externalizer.getMethod("writeExternal", type, ObjectOutput.class).invoke(null, values[i], out);
                }
            }
            ObjectInput in = new DataObjectInput(new ByteArrayInputStream(bytes.toByteArray()));
            if (i < 2) {
                copy = externalizer.getMethod("read", ObjectInput.class).invoke(null, in);
            } else {
                copy = beans.newInstance(types[i]);
                externalizer.getMethod("readExternal", type, ObjectInput.class).invoke(null, copy, in);
            }
            assertDeepEqualsIgnoringSharing(values[i], copy);
        }
    }

    /** The API the direct path and the user's writeReplace rely on (records.md), by reflection. */
    @Test
    void theProxyHasTheContractsShape() throws Exception {
        Class<?> point = beans.load("values.Point");
        Class<?> proxy = beans.load("values.PointExternalizer");
        assertTrue(java.lang.reflect.Modifier.isFinal(proxy.getModifiers()) && java.lang.reflect.Modifier.isPublic(proxy.getModifiers()));
        assertTrue(java.io.Externalizable.class.isAssignableFrom(proxy));
        assertEquals(1L, java.io.ObjectStreamClass.lookup(proxy).getSerialVersionUID());
        proxy.getConstructor();
        proxy.getConstructor(point);
        Method write = proxy.getMethod("write", point, ObjectOutput.class);
        Method read = proxy.getMethod("read", ObjectInput.class);
        assertTrue(java.lang.reflect.Modifier.isStatic(write.getModifiers()) && write.getReturnType() == void.class);
        assertTrue(java.lang.reflect.Modifier.isStatic(read.getModifiers()) && read.getReturnType() == point);
        Method readResolve = proxy.getDeclaredMethod("readResolve");
        assertEquals(Object.class, readResolve.getReturnType());
        assertTrue(java.lang.reflect.Modifier.isPrivate(readResolve.getModifiers()));
        Class<?> pair = beans.load("values.Pair");
        beans.load("values.PairExternalizer").getConstructor(pair);
        beans.load("values.Outer_InnerExternalizer").getMethod("read", ObjectInput.class);
    }

    /** The motivation: fewer bytes than the JDK's own record serialization. */
    @Test
    void aRecordTakesFewerBytesThanDefaultRecordSerialization() {
        CompiledBeans plain = CompiledBeans.compile(JavaFileObjects.forSourceLines("values.Point",
                "package values;",
                "public record Point(int x, int y, String label) implements java.io.Serializable {}"));
        int fast = Streams.serialize(point(3, 4, "p")).length;
        int jdk = Streams.serialize(plain.construct("values.Point", 3, 4, "p")).length;
        assertTrue(fast < jdk, fast + " bytes through the proxy, " + jdk + " by default");
    }

    private static Object invokeStatic(String type, String method, Class<?>[] parameters, Object... args) {
        try {
            Method m = beans.load(type).getDeclaredMethod(method, parameters);
            m.setAccessible(true);
            return m.invoke(null, args);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
