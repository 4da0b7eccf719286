package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.fastserial.testing.Fields;
import dev.fastserial.testing.Streams;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Timestamp;
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
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Currency;
import java.util.Date;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** One behaviour test per type family of the table, through real streams. */
@SuppressWarnings({"unchecked", "rawtypes"})
class TypeFamiliesTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compileResources(
                "beans/types/Color.java", "beans/types/Point.java", "beans/types/Point3.java",
                "beans/families/Containers.java", "beans/families/Values.java", "beans/families/Tree.java",
                "beans/families/Box.java", "beans/families/Holder.java");
    }

    private static Object point(int x, String label) {
        Object p = beans.newInstance("types.Point");
        set(p, "x", x);
        set(p, "label", label);
        return p;
    }

    private static Object color(String name) {
        for (Object c : beans.load("types.Color").getEnumConstants()) {
            if (((Enum<?>) c).name().equals(name)) {
                return c;
            }
        }
        throw new AssertionError(name);
    }

    @SuppressWarnings("rawtypes")
    private static Class colorClass() {
        return beans.load("types.Color");
    }

    static Object filledContainers() {
        Object c = beans.newInstance("families.Containers");
        set(c, "booleans", new boolean[] {true, false, true, true, false, false, true, false, true});
        byte[] bytes = new byte[5000];
        new java.util.Random(1).nextBytes(bytes);
        set(c, "bytes", bytes);
        set(c, "shorts", new short[] {Short.MIN_VALUE, 0, Short.MAX_VALUE});
        set(c, "chars", new char[] {'a', '\uD800', '\u0000'});
        set(c, "ints", new int[] {Integer.MIN_VALUE, -1, 0, 1, Integer.MAX_VALUE});
        set(c, "longs", new long[] {Long.MIN_VALUE, 0, Long.MAX_VALUE});
        set(c, "floats", new float[] {Float.NaN, -0.0f, Float.MAX_VALUE});
        set(c, "doubles", new double[] {Double.MIN_VALUE, Double.POSITIVE_INFINITY});
        set(c, "strings", new String[] {"a", null, "", "\uDBFF"});
        set(c, "boxedInts", new Integer[] {1, null, -70000});
        set(c, "matrix", new int[][] {{1, 2}, null, {}, {3}});
        set(c, "cube", new String[][][] {{{"x"}, null}, null, {}});
        Object point3 = beans.newInstance("types.Point3");
        set(point3, "z", 3);
        set(c, "points", new Object[0].getClass().cast(java.lang.reflect.Array.newInstance(beans.load("types.Point"), 3)));
        Object[] points = (Object[]) get(c, "points");
        points[0] = point(1, "one");
        points[2] = point3;
        Object[] colors = (Object[]) java.lang.reflect.Array.newInstance(colorClass(), 3);
        colors[0] = color("BLUE");
        colors[2] = color("RED");
        set(c, "colors", colors);
        set(c, "dates", new Date[] {new Date(1), new Timestamp(2), null});
        set(c, "objects", new Object[] {"s", 1, null, new int[] {1}, point(9, "in an Object[]")});

        set(c, "list", new ArrayList<>(Arrays.asList("a", null, "c")));
        set(c, "collection", new HashSet<>(Arrays.asList("x", "y")));
        set(c, "set", new TreeSet<>(Arrays.asList(3, 1, 2)));
        set(c, "sortedSet", new TreeSet<>(Arrays.asList("b", "a")));
        set(c, "navigableSet", new TreeSet<>(Arrays.asList(5L, -5L)));
        set(c, "queue", new ArrayDeque<>(Arrays.asList("first", "second")));
        set(c, "deque", new LinkedList<>(Arrays.asList(1L, null, 3L)));
        set(c, "arrayList", new ArrayList<>(Arrays.asList(new Date(5), new Timestamp(6), null)));
        set(c, "linkedList", new LinkedList<>(Arrays.asList(point(2, "two"), null, point3)));
        set(c, "hashSet", new HashSet<>(Arrays.asList(new UUID(1, 2), new UUID(-1, -2))));
        set(c, "linkedHashSet", new LinkedHashSet<>(Arrays.asList(color("GREEN"), color("RED"))));
        set(c, "treeSet", new TreeSet<>(Arrays.asList("z", "a")));
        set(c, "arrayDeque", new ArrayDeque<>(Arrays.asList(7, 8)));
        set(c, "enumSet", EnumSet.of((Enum) color("RED"), (Enum) color("BLUE")));

        Map<String, Integer> map = new HashMap<>();
        map.put(null, 1);
        map.put("nothing", null);
        map.put("k", 2);
        set(c, "map", map);
        set(c, "sortedMap", new TreeMap<>(Map.of("b", new Date(2), "a", new Timestamp(3))));
        set(c, "navigableMap", new TreeMap<>(Map.of(2, "two", 1, "one")));
        set(c, "hashMap", new HashMap<>(Map.of("h", "m")));
        LinkedHashMap<Long, Object> linkedHashMap = new LinkedHashMap<>();
        linkedHashMap.put(3L, point(3, "three"));
        linkedHashMap.put(1L, null);
        set(c, "linkedHashMap", linkedHashMap);
        set(c, "treeMap", new TreeMap<>(Map.of("t", new ArrayList<>(List.of("u", "v")), "w", new LinkedList<>())));
        EnumMap enumMap = new EnumMap(colorClass());
        enumMap.put(color("GREEN"), "g");
        enumMap.put(color("BLUE"), null);
        set(c, "enumMap", enumMap);

        Map<Long, Object> inner = new HashMap<>();
        inner.put(1L, point(1, "deep"));
        inner.put(null, null);
        List<Object> middle = new ArrayList<>();
        middle.add(inner);
        middle.add(null);
        middle.add(Collections.unmodifiableMap(new HashMap<>())); // another class: writeObject
        Map<String, Object> deep = new LinkedHashMap<>();
        deep.put("d", middle);
        set(c, "deep", deep);
        set(c, "listOfLists", new ArrayList<>(Arrays.asList(new ArrayList<>(List.of("a")), new LinkedList<>(List.of("b")),
                List.of("immutable"), null)));
        set(c, "listOfArrays", new ArrayList<>(Arrays.asList(new int[] {1, 2}, null, new int[0])));
        set(c, "listOfObjects", new ArrayList<>(Arrays.asList("any", 1, null, List.of(2))));
        Object shared = set(set(beans.newInstance("types.Point3"), "x", 7), "label", "shared");
        set(c, "sharedPoints", new ArrayList<>(Arrays.asList(shared, shared)));
        return c;
    }

    @Test
    void everyContainerFamilyRoundTrips() {
        Object c = filledContainers();
        Object copy = Streams.roundTrip(c);
        assertDeepEquals(c, copy);
        List<?> shared = (List<?>) get(copy, "sharedPoints");
        assertSame(shared.get(0), shared.get(1), "@ByReference elements stay shared");
    }

    @Test
    void emptyAndNullContainers() {
        Object c = beans.newInstance("families.Containers");
        assertDeepEquals(c, Streams.roundTrip(c));
        set(c, "list", new ArrayList<>());
        set(c, "map", new HashMap<>());
        set(c, "ints", new int[0]);
        set(c, "enumSet", EnumSet.noneOf(colorClass()));
        assertDeepEquals(c, Streams.roundTrip(c));
    }

    @Test
    void runtimeClassesTheFastPathDoesNotEncodeKeepTheirClass() {
        Object c = beans.newInstance("families.Containers");
        set(c, "list", Collections.unmodifiableList(new ArrayList<>(List.of("u"))));
        set(c, "collection", List.of("immutable"));
        set(c, "treeSet", new TreeSet<>(Comparator.reverseOrder()));
        ((TreeSet<String>) get(c, "treeSet")).addAll(List.of("a", "b"));
        set(c, "set", Collections.synchronizedSet(new HashSet<>(Set(1))));
        set(c, "map", new java.util.concurrent.ConcurrentHashMap<>(Map.of("c", 1)));
        set(c, "sortedMap", new TreeMap<>(Comparator.<String>reverseOrder()));
        Object copy = Streams.roundTrip(c);
        assertDeepEquals(c, copy);
        assertEquals("b", ((TreeSet<?>) get(copy, "treeSet")).first(), "the comparator came back too");
    }

    private static HashSet<Integer> Set(int... values) {
        HashSet<Integer> set = new HashSet<>();
        for (int v : values) {
            set.add(v);
        }
        return set;
    }

    @Test
    void containersComeBackAsTheSameClass() {
        Object c = filledContainers();
        Object copy = Streams.roundTrip(c);
        for (String field : new String[] {"list", "collection", "set", "queue", "deque", "map", "sortedMap", "deep"}) {
            assertEquals(get(c, field).getClass(), get(copy, field).getClass(), field);
        }
        String source = beans.generatedSource("families.ContainersExternalizer");
        // the fast path, not writeObject, for the declared interfaces
        assertThat(source).contains("writeListOfString(out, list)");
        assertThat(source).contains("writeMapOfStringToListOfMapOfLongToPoint(out, deep)");
    }

    @Test
    void everyValueTypeRoundTrips() {
        Object v = beans.newInstance("families.Values");
        set(v, "instant", Instant.ofEpochSecond(-31_557_014_167_219_200L, 999_999_999));
        set(v, "localDate", LocalDate.MAX);
        set(v, "localTime", LocalTime.of(23, 59, 59, 999_999_999));
        set(v, "localDateTime", LocalDateTime.MIN);
        set(v, "offsetDateTime", OffsetDateTime.of(2024, 2, 29, 12, 0, 0, 1, ZoneOffset.ofHoursMinutes(-9, -30)));
        set(v, "zonedDateTime", ZonedDateTime.of(LocalDateTime.of(2024, 10, 27, 2, 30), ZoneId.of("Europe/Paris"))
                .withLaterOffsetAtOverlap());
        set(v, "duration", Duration.ofSeconds(-5, 7));
        set(v, "period", Period.of(-1, 14, 400));
        set(v, "zoneId", ZoneId.of("UTC+05:30"));
        set(v, "uuid", UUID.randomUUID());
        set(v, "bigDecimal", new BigDecimal("-12345678901234567890.1234567890E-50"));
        set(v, "bigInteger", BigInteger.ONE.shiftLeft(1000).negate());
        set(v, "currency", Currency.getInstance("JPY"));
        set(v, "locale", Locale.forLanguageTag("sr-Latn-RS-u-nu-arab"));
        set(v, "instants", new ArrayList<>(Arrays.asList(Instant.EPOCH, null, Instant.MAX)));
        set(v, "prices", new TreeMap<>(Map.of(LocalDate.of(2000, 1, 1), new BigDecimal("1.10"))));
        set(v, "zones", new LinkedHashSet<>(List.of(ZoneOffset.UTC, ZoneId.of("Z"), ZoneId.of("America/New_York"))));
        set(v, "locales", new Locale[] {Locale.ROOT, new Locale("ja", "JP", "JP"), new Locale("no", "NO", "NY"), null});
        Object copy = Streams.roundTrip(v);
        assertDeepEquals(v, copy);
        assertEquals(((BigDecimal) get(v, "bigDecimal")).scale(), ((BigDecimal) get(copy, "bigDecimal")).scale(), "scale kept");
        assertEquals(get(v, "zonedDateTime").toString(), get(copy, "zonedDateTime").toString(), "same offset in the overlap");
    }

    @Test
    void valueTypesNeedNoClassDescriptor() {
        Object v = beans.newInstance("families.Values");
        set(v, "instant", Instant.ofEpochSecond(1_700_000_000L));
        set(v, "localDate", LocalDate.of(2024, 1, 1));
        set(v, "uuid", new UUID(1, 2));
        set(v, "bigDecimal", new BigDecimal("3.14"));
        String stream = new String(Streams.serialize(v), java.nio.charset.StandardCharsets.ISO_8859_1);
        assertThat(stream).doesNotContain("java.time");
        assertThat(stream).doesNotContain("java.util.UUID");
        assertThat(stream).doesNotContain("java.math");
    }

    @Test
    void cyclesThroughCollectionsSurviveAndSharedNodesStayShared() {
        Object root = beans.newInstance("families.Tree");
        set(root, "name", "root");
        List<Object> children = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Object child = beans.newInstance("families.Tree");
            set(child, "name", "child" + i);
            set(child, "parent", root);
            children.add(child);
        }
        children.add(children.get(0)); // the same node twice
        set(root, "children", children);
        set(root, "index", new HashMap<>(Map.of("root", root, "first", children.get(0))));
        Object copy = Streams.roundTrip(root);
        assertDeepEquals(root, copy);
        List<?> copied = (List<?>) get(copy, "children");
        assertSame(copy, get(copied.get(1), "parent"));
        assertSame(copied.get(0), copied.get(3));
        assertSame(copy, ((Map<?, ?>) get(copy, "index")).get("root"));
    }

    @Test
    void genericBeansAndUnknownTypeArgumentsTakeWriteObject() {
        Object box = beans.newInstance("families.Box");
        set(box, "value", "text");
        set(box, "values", new ArrayList<>(List.of(1, 2)));
        set(box, "array", new String[] {"s"});
        set(box, "numbers", List.of(1.5));
        set(box, "anything", Map.of("k", List.of()));
        set(box, "raw", new ArrayList<>(List.of("r")));
        set(box, "nestedWildcard", new ArrayList<>(List.of(List.of(1))));
        assertDeepEquals(box, Streams.roundTrip(box));
        Object holder = beans.newInstance("families.Holder");
        set(holder, "box", box);
        assertDeepEquals(holder, Streams.roundTrip(holder));
        // Box<String> fixes T: its externalizer gets String's fast form from Holder (issue 26)
        assertThat(beans.generatedSource("families.HolderExternalizer"))
                .contains("BoxExternalizer.writeExternal(box, out, STRING_FOR_BOX)");
    }

    @Test
    void nullEverywhere() {
        for (String name : new String[] {"families.Containers", "families.Values", "families.Tree", "families.Box"}) {
            Object bean = Fields.nullAll(beans.newInstance(name));
            assertDeepEquals(bean, Streams.roundTrip(bean));
        }
    }

    @Test
    void generatedCodeCompilesWithoutWarnings() {
        assertThat(beans.warnings()).isEmpty();
    }
}
