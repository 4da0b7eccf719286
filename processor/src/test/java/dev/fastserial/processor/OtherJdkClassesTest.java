package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: the JDK's other collection classes (unmodifiable and synchronized views, List.of and
 * its kin, Arrays.asList, the empty and singleton ones, LinkedHashMap, the concurrent ones) take
 * the fast path in fields of the interface types, and come back in the same class, order and
 * behaviour on every path: JDK streams, FastBytes, and an ObjectOutput with DataOutput's methods
 * only (which throws on writeObject, so nothing here may take it).
 */
@SuppressWarnings({"unchecked", "rawtypes"})
class OtherJdkClassesTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                BeanSources.bean("others", "Holder", "public class Holder implements Externalizable",
                        "public List<String> list;",
                        "public Collection<String> collection;",
                        "public Set<String> set;",
                        "public SortedSet<String> sortedSet;",
                        "public NavigableSet<String> navigableSet;",
                        "public Map<String, Integer> map;",
                        "public SortedMap<String, Integer> sortedMap;",
                        "public NavigableMap<String, Integer> navigableMap;",
                        "public List<List<String>> lists;",
                        "public Map<String, Map<String, Integer>> maps;",
                        "public Set<java.util.concurrent.TimeUnit> units;",
                        "public Collection<java.util.concurrent.TimeUnit> unitCollection;",
                        "public Holder() {}"),
                BeanSources.bean("others", "OneList", "public class OneList implements Externalizable",
                        "public List<String> list;", "public OneList() {}"),
                BeanSources.bean("others", "OneMap", "public class OneMap implements Externalizable",
                        "public Map<String, Integer> map;", "public OneMap() {}"),
                BeanSources.bean("others", "OneSet", "public class OneSet implements Externalizable",
                        "public Set<String> set;", "public OneSet() {}"));
    }

    /** A field and a value of one of the JDK's other classes for it. */
    record Case(String field, Supplier<Object> value) {
        @Override public String toString() {
            return field + " " + value.get().getClass().getName();
        }
    }

    private static <T> T filled(T container, Object... elements) {
        if (container instanceof Map m) {
            for (int i = 0; i < elements.length; i += 2) {
                m.put(elements[i], elements[i + 1]);
            }
        } else {
            ((Collection) container).addAll(Arrays.asList(elements));
        }
        return container;
    }

    static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        List<Supplier<Object>> lists = List.of(
                () -> List.of(), () -> List.of("a"), () -> List.of("a", "b"), () -> List.of("c", "a", "b"),
                () -> List.copyOf(List.of("x", "y", "z", "w")),
                () -> Stream.of("x", null, "z").toList(), () -> Stream.of().toList(), () -> Stream.of("q").toList(),
                () -> Stream.of("q", "r", "s").toList(),
                () -> Arrays.asList("p", null, "q"), () -> Collections.emptyList(), () -> Collections.singletonList(null),
                () -> Collections.singletonList("one"),
                () -> Collections.unmodifiableList(filled(new ArrayList<>(), "u", "v")),
                () -> Collections.unmodifiableList(filled(new LinkedList<>(), "v", "w")),
                () -> Collections.synchronizedList(filled(new ArrayList<>(), "s1", null)),
                () -> Collections.synchronizedList(filled(new LinkedList<>(), "s2")),
                () -> filled(new CopyOnWriteArrayList<>(), "c1", "c2", null));
        for (Supplier<Object> l : lists) {
            cases.add(new Case("list", l));
            cases.add(new Case("collection", l));
        }
        cases.add(new Case("collection", () -> Collections.unmodifiableCollection(filled(new ArrayList<>(), "x", null))));
        cases.add(new Case("collection", () -> Collections.synchronizedCollection(filled(new ArrayList<>(), "y"))));
        cases.add(new Case("collection", () -> filled(new TreeSet<>(), "b", "a")));
        List<Supplier<Object>> sets = List.of(
                () -> Set.of(), () -> Set.of("a"), () -> Set.of("a", "b"), () -> Set.of("a", "b", "c", "d"),
                () -> Collections.unmodifiableSet(filled(new LinkedHashSet<>(), "z", "a", null)),
                () -> Collections.emptySet(), () -> Collections.singleton("one"),
                () -> Collections.synchronizedSet(filled(new LinkedHashSet<>(), "s", "r")),
                () -> filled(new CopyOnWriteArraySet<>(), "w", "v"),
                () -> filled(ConcurrentHashMap.newKeySet(), "k1", "k2"));
        for (Supplier<Object> s : sets) {
            cases.add(new Case("set", s));
            cases.add(new Case("collection", s));
        }
        List<Supplier<Object>> sortedSets = List.of(
                () -> filled(new ConcurrentSkipListSet<>(), "b", "a"),
                () -> Collections.unmodifiableNavigableSet(filled(new TreeSet<>(), "n", "m")));
        for (Supplier<Object> s : sortedSets) {
            for (String field : List.of("set", "collection", "sortedSet", "navigableSet")) {
                cases.add(new Case(field, s));
            }
        }
        for (String field : List.of("set", "collection", "sortedSet")) {
            cases.add(new Case(field, () -> Collections.unmodifiableSortedSet(filled(new TreeSet<>(), "y", "x"))));
        }
        List<Supplier<Object>> maps = List.of(
                () -> filled(new LinkedHashMap<>(), "z", 26, "a", 1, null, 0, "n", null),
                () -> accessOrdered(0), () -> accessOrdered(1), () -> accessOrdered(2), () -> accessOrdered(5),
                () -> Map.of(), () -> Map.of("a", 1), () -> Map.of("a", 1, "b", 2, "c", 3),
                () -> Map.copyOf(filled(new HashMap<>(), "k", 1, "l", 2)),
                () -> Collections.unmodifiableMap(filled(new LinkedHashMap<>(), "z", 26, "a", null)),
                () -> Collections.emptyMap(), () -> Collections.singletonMap("s", null),
                () -> Collections.synchronizedMap(filled(new LinkedHashMap<>(), "z", 26, "a", 1)),
                () -> filled(new ConcurrentHashMap<>(), "z", 26, "a", 1));
        for (Supplier<Object> m : maps) {
            cases.add(new Case("map", m));
        }
        List<Supplier<Object>> sortedMaps = List.of(
                () -> filled(new ConcurrentSkipListMap<>(), "z", 26, "a", 1),
                () -> Collections.unmodifiableNavigableMap(filled(new TreeMap<>(), "z", 26, "a", 1)));
        for (Supplier<Object> m : sortedMaps) {
            for (String field : List.of("map", "sortedMap", "navigableMap")) {
                cases.add(new Case(field, m));
            }
        }
        for (String field : List.of("map", "sortedMap")) {
            cases.add(new Case(field, () -> Collections.unmodifiableSortedMap(filled(new TreeMap<>(), "y", 25, "x", 24))));
        }
        for (String field : List.of("units", "unitCollection")) { // EnumSet in a Set (or Collection) of an enum
            cases.add(new Case(field, () -> java.util.EnumSet.of(java.util.concurrent.TimeUnit.SECONDS,
                    java.util.concurrent.TimeUnit.DAYS)));
            cases.add(new Case(field, () -> java.util.EnumSet.noneOf(java.util.concurrent.TimeUnit.class)));
            cases.add(new Case(field, () -> Set.of(java.util.concurrent.TimeUnit.HOURS)));
        }
        return cases;
    }

    /** An LRU map of {@code size} entries, its first key touched last when it has two or more. */
    static LinkedHashMap<String, Integer> accessOrdered(int size) {
        LinkedHashMap<String, Integer> m = new LinkedHashMap<>(16, 0.75f, true);
        for (int i = 0; i < size; i++) {
            m.put("k" + i, i);
        }
        if (size > 1) {
            m.get("k0");
        }
        return m;
    }

    private static Object holding(String field, Object value) {
        Object holder = beans.newInstance("others.Holder");
        set(holder, field, value);
        return holder;
    }

    /** What a DataOutput-only ObjectOutput writes and reads back: no writeObject may be asked for. */
    static Object viaDataOnly(Object bean) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataObjectOutput out = new DataObjectOutput(bytes);
        ((Externalizable) bean).writeExternal(out);
        out.flush();
        DataObjectInput in = new DataObjectInput(new ByteArrayInputStream(bytes.toByteArray()));
        Externalizable copy = (Externalizable) beans.newInstance(bean.getClass().getName());
        copy.readExternal(in);
        assertEquals(-1, in.read(), "read to the end");
        return copy;
    }

    /** Class and iteration order, element by element (keys and values for maps). */
    static void assertSameValue(Object expected, Object actual, String what) {
        assertSame(expected.getClass(), actual.getClass(), what + ": class");
        if (expected instanceof Map m) {
            assertEquals(new ArrayList<>(m.entrySet()), new ArrayList<>(((Map) actual).entrySet()), what + ": entries in order");
        } else if (expected.getClass().getName().startsWith("java.util.ImmutableCollections$Set")) {
            assertEquals(expected, actual, what); // Set.of's order is the reading JVM's, as with Java serialization
        } else {
            assertEquals(new ArrayList<>((Collection) expected), new ArrayList<>((Collection) actual), what + ": elements in order");
        }
    }

    @Test
    void everyOtherJdkClassComesBackTheSameOnEveryPath() throws Exception {
        for (Case c : cases()) {
            Object value = c.value().get();
            Object bean = holding(c.field(), value);
            set(bean, "lists", new ArrayList<>(List.of(List.of("in", "a list"), Collections.emptyList())));
            set(bean, "maps", new LinkedHashMap<>(Map.of("m", Map.of("one", 1))));
            for (Object copy : List.of(Streams.roundTrip(bean), Direct.roundTrip(bean), viaDataOnly(bean))) {
                assertSameValue(value, get(copy, c.field()), c.toString());
                assertSameValue(get(bean, "lists"), get(copy, "lists"), "lists");
                assertSameValue(((List) get(bean, "lists")).get(0), ((List) get(copy, "lists")).get(0), "List.of in a list");
                assertSameValue(((Map) get(bean, "maps")).get("m"), ((Map) get(copy, "maps")).get("m"), "Map.of in a map");
            }
        }
    }

    @Test
    void behaviourComesBackWithTheClass() throws Exception {
        for (Case c : cases()) {
            Object value = c.value().get();
            Object copy = Direct.roundTrip(holding(c.field(), value));
            Object read = get(copy, c.field());
            String name = value.getClass().getName();
            boolean unmodifiable = name.contains("Unmodifiable") || name.contains("Immutable") || name.contains("Empty")
                    || name.contains("Singleton");
            if (unmodifiable) {
                Runnable add = read instanceof Map m ? () -> m.put("added", 1) : () -> ((Collection) read).add("added");
                assertThrows(UnsupportedOperationException.class, add::run, c + " stays unmodifiable");
            }
        }
        Object listOf = get(Direct.roundTrip(holding("list", List.of("a", "b", "c"))), "list");
        assertThrows(NullPointerException.class, () -> ((List) listOf).contains(null), "List.of refuses nulls");
        Object toList = get(Direct.roundTrip(holding("list", Stream.of("a", "b", "c").toList())), "list");
        assertEquals(false, ((List) toList).contains(null), "Stream.toList takes nulls");
        List<String> asList = (List<String>) get(viaDataOnly(holding("list", Arrays.asList("a", "b"))), "list");
        asList.set(0, "c");
        assertEquals(List.of("c", "b"), asList, "Arrays.asList can be set");
        assertThrows(UnsupportedOperationException.class, () -> asList.add("x"), "and is fixed-size");
        Object empty = get(Direct.roundTrip(holding("list", Collections.emptyList())), "list");
        assertSame(Collections.emptyList(), empty, "the JDK's one empty list");
    }

    @Test
    void anAccessOrderedLinkedHashMapComesBackAccessOrdered() throws Exception {
        for (int size : new int[] {0, 1, 2, 5}) {
            LinkedHashMap<String, Integer> lru = accessOrdered(size);
            List<String> before = new ArrayList<>(lru.keySet());
            Object bean = holding("map", lru);
            for (Object copy : List.of(Streams.roundTrip(bean), Direct.roundTrip(bean), viaDataOnly(bean))) {
                assertEquals(before, new ArrayList<>(lru.keySet()), "writing leaves the order as it was");
                Map<String, Integer> read = (Map<String, Integer>) get(copy, "map");
                assertEquals(before, new ArrayList<>(read.keySet()));
                read.put("x", 1);
                read.put("y", 2);
                read.get("x");
                assertEquals("x", new ArrayList<>(read.keySet()).get(read.size() - 1), size + " entries: access order");
            }
        }
        LinkedHashMap<String, Integer> insertion = filled(new LinkedHashMap<>(), "b", 1, "a", 2);
        Map<String, Integer> read = (Map<String, Integer>) get(viaDataOnly(holding("map", insertion)), "map");
        read.get("b");
        assertEquals(List.of("b", "a"), new ArrayList<>(read.keySet()), "insertion order stays insertion order");
    }

    @Test
    void aLinkedHashMapCostsWhatAHashMapCostsAndTwoBytes() {
        Map<String, Integer> hash = new HashMap<>();
        Map<String, Integer> linked = new LinkedHashMap<>();
        for (int i = 0; i < 10; i++) {
            hash.put("key" + i, i * 1000);
            linked.put("key" + i, i * 1000);
        }
        Object a = beans.newInstance("others.OneMap");
        set(a, "map", hash);
        Object b = beans.newInstance("others.OneMap");
        set(b, "map", linked);
        assertEquals(dev.fastserial.FastBytes.toBytes(a).length + 2, dev.fastserial.FastBytes.toBytes(b).length);
        assertEquals(Streams.serialize(a).length + 2, Streams.serialize(b).length);
        Object c = beans.newInstance("others.OneList");
        set(c, "list", new ArrayList<>(List.of("a", "b")));
        Object d = beans.newInstance("others.OneList");
        set(d, "list", List.of("a", "b"));
        assertEquals(dev.fastserial.FastBytes.toBytes(c).length + 2, dev.fastserial.FastBytes.toBytes(d).length);
    }

    // ---- hostile bytes ------------------------------------------------------------------------

    /** The bytes of a one-field bean on a DataOutput-only stream: flags, fingerprint (2), then the field. */
    private static byte[] dataOnly(String bean, String field, Object value) throws IOException {
        Object b = beans.newInstance(bean);
        set(b, field, value);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ((Externalizable) b).writeExternal(new DataObjectOutput(bytes));
        return bytes.toByteArray();
    }

    private static IOException readFails(String bean, byte[] bytes) {
        Externalizable copy = (Externalizable) beans.newInstance(bean);
        return assertThrows(IOException.class, () -> copy.readExternal(new DataObjectInput(new ByteArrayInputStream(bytes))));
    }

    @Test
    void codesNoWriterWritesAreStreamCorrupted() throws IOException {
        byte[] good = dataOnly("others.OneList", "list", List.of("a", "b", "c"));
        assertEquals(7, good[3], "the marker");
        assertEquals(3, good[4], "List.of's code");
        for (int code : new int[] {0, 13, 16, 27, 32, 99, 255}) { // unknown, or not a list (27: an EnumSet)
            byte[] bad = good.clone();
            bad[4] = (byte) code;
            assertThat(readFails("others.OneList", bad)).isInstanceOf(StreamCorruptedException.class);
        }
        byte[] classBits = good.clone();
        classBits[5] |= 2; // the prefix after the code says class 1
        assertThat(readFails("others.OneList", classBits)).isInstanceOf(StreamCorruptedException.class);
        for (int code : new int[] {6, 7}) { // emptyList, singletonList: three elements cannot be
            byte[] bad = good.clone();
            bad[4] = (byte) code;
            assertThat(readFails("others.OneList", bad)).isInstanceOf(StreamCorruptedException.class);
        }
        byte[] truncated = Arrays.copyOf(good, 5);
        assertThat(readFails("others.OneList", truncated)).isInstanceOf(java.io.EOFException.class);
    }

    @Test
    void mapAndSetCodesNoWriterWritesAreStreamCorrupted() throws IOException {
        byte[] map = dataOnly("others.OneMap", "map", filled(new LinkedHashMap<>(), "a", 1, "b", 2));
        assertEquals(7, map[3], "the marker");
        assertEquals(32, map[4], "LinkedHashMap's code");
        for (int code : new int[] {0, 3, 16, 27, 31, 47, 99, 255}) { // unknown, or a list's or a set's
            byte[] bad = map.clone();
            bad[4] = (byte) code;
            assertWithMessage("code " + code).that(readFails("others.OneMap", bad)).isInstanceOf(StreamCorruptedException.class);
        }
        for (int code : new int[] {38, 39}) { // emptyMap, singletonMap: two entries cannot be
            byte[] bad = map.clone();
            bad[4] = (byte) code;
            assertWithMessage("code " + code).that(readFails("others.OneMap", bad)).isInstanceOf(StreamCorruptedException.class);
        }
        assertThat(readFails("others.OneMap", Arrays.copyOf(map, 5))).isInstanceOf(java.io.EOFException.class);

        byte[] set = dataOnly("others.OneSet", "set", Collections.unmodifiableSet(filled(new LinkedHashSet<>(), "a", "b")));
        assertEquals(7, set[3], "the marker");
        assertEquals(16, set[4], "unmodifiableSet's code");
        for (int code : new int[] {0, 3, 15, 13, 32, 99, 255}) { // unknown, or a list's or a map's
            byte[] bad = set.clone();
            bad[4] = (byte) code;
            assertWithMessage("code " + code).that(readFails("others.OneSet", bad)).isInstanceOf(StreamCorruptedException.class);
        }
        for (int code : new int[] {20, 21}) { // emptySet, singleton: two elements cannot be
            byte[] bad = set.clone();
            bad[4] = (byte) code;
            assertWithMessage("code " + code).that(readFails("others.OneSet", bad)).isInstanceOf(StreamCorruptedException.class);
        }
    }

    @Test
    void whatTheJdkFactoriesRefuseIsAnInvalidObjectException() throws IOException {
        byte[] withNull = dataOnly("others.OneList", "list", Stream.of("a", null, "c").toList());
        assertEquals(4, withNull[4], "Stream.toList's code");
        withNull[4] = 3; // List.of's: it refuses the null
        IOException e = readFails("others.OneList", withNull);
        assertThat(e).isInstanceOf(InvalidObjectException.class);
        assertThat(e.getCause()).isInstanceOf(NullPointerException.class);

        byte[] nullValue = dataOnly("others.OneMap", "map", filled(new LinkedHashMap<>(), "a", null));
        assertEquals(32, nullValue[4], "LinkedHashMap's code");
        for (int code : new int[] {37, 41}) { // Map.of and ConcurrentHashMap refuse a null value
            byte[] bad = nullValue.clone();
            bad[4] = (byte) code;
            assertThat(readFails("others.OneMap", bad)).isInstanceOf(InvalidObjectException.class);
        }
    }

    @Test
    void anEnumSetCostsAboutWhatAHashSetCosts() {
        Object hash = holding("units", new java.util.HashSet<>(List.of(java.util.concurrent.TimeUnit.SECONDS)));
        Object enums = holding("units", java.util.EnumSet.of(java.util.concurrent.TimeUnit.SECONDS));
        assertEquals(dev.fastserial.FastBytes.toBytes(hash).length + 2, dev.fastserial.FastBytes.toBytes(enums).length);
    }

    @Test
    void onlyTheJdkClassesOfTheDeclaredTypeAreRecognised() {
        // a subclass of LinkedHashMap is not one: writeObject, with JDK semantics
        Object bean = beans.newInstance("others.OneMap");
        LinkedHashMap<String, Integer> sub = new Lru();
        sub.put("a", 1);
        set(bean, "map", sub);
        Object copy = Streams.roundTrip(bean);
        assertSame(sub.getClass(), get(copy, "map").getClass());
        assertThrows(UncheckedIOException.class, () -> viaDataOnlyUnchecked(bean), "so it needs writeObject");
        // a TreeSet with a comparator keeps taking writeObject
        Object tree = holding("sortedSet", filled(new ConcurrentSkipListSet<>(Collections.reverseOrder()), "a", "b"));
        assertEquals(List.of("b", "a"), new ArrayList<>((Collection) get(Streams.roundTrip(tree), "sortedSet")));
        assertTrue(((SortedSet) get(Streams.roundTrip(tree), "sortedSet")).comparator() != null);
    }

    /** A subclass of LinkedHashMap: not the JDK's class. */
    static final class Lru extends LinkedHashMap<String, Integer> {
        private static final long serialVersionUID = 1L;
    }

    private static Object viaDataOnlyUnchecked(Object bean) {
        try {
            return viaDataOnly(bean);
        } catch (IOException | ClassNotFoundException | UnsupportedOperationException e) {
            throw new UncheckedIOException(new IOException(e));
        }
    }
}
