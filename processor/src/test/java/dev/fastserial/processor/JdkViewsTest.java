package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.FastBytes;
import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.IdentityHashMap;
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
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The JDK's views ({@code Collections.unmodifiableX} and {@code synchronizedX}) in bean fields, as
 * elements and as map values come back as plain Java serialization gives them back, on JDK streams
 * and through FastBytes: the view's class, the class of what it wraps, its comparator, order,
 * identity semantics, access order and a subclass's size bound. A view takes a fast form only over
 * a class the reader rebuilds exactly; any other goes through writeObject (issue 36, f01: every
 * such view was rebuilt over a LinkedHashMap, LinkedHashSet or ArrayList, whatever it wrapped).
 *
 * <p>The oracle is Java serialization itself: the copy and Java's own copy of the same value,
 * each written again with a plain ObjectOutputStream, give the same bytes (classes, what the view
 * wraps, comparator, flags, order), and the same calls on both give the same results.
 */
@SuppressWarnings({"unchecked", "rawtypes"})
class JdkViewsTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                BeanSources.bean("views", "Holder", "public class Holder implements Externalizable",
                        "public List<String> list;",
                        "public Collection<String> collection;",
                        "public Set<String> set;",
                        "public SortedSet<String> sortedSet;",
                        "public NavigableSet<String> navigableSet;",
                        "public Map<String, Integer> map;",
                        "public SortedMap<String, Integer> sortedMap;",
                        "public NavigableMap<String, Integer> navigableMap;",
                        "public List<Collection<String>> collections;",
                        "public Map<String, Map<String, Integer>> maps;",
                        "public Holder() {}"),
                BeanSources.bean("views", "Holder36", "public class Holder36 implements Externalizable",
                        "public Map<String, Integer> unmodifiable;",
                        "public Map<String, Integer> synchronizedMap;",
                        "public Set<String> unmodifiableSet;",
                        "public Map<String, String> recent;",
                        "public Collection<String> syncSet;",
                        "public Holder36() {}"));
    }

    // ---- what views wrap in the wild ----------------------------------------------------------

    /** The bounded LRU cache of LinkedHashMap's javadoc. */
    static final class Lru<K, V> extends LinkedHashMap<K, V> {
        private static final long serialVersionUID = 1L;
        private final int max;

        Lru(int max) {
            super(16, 0.75f, true);
            this.max = max;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            return size() > max;
        }
    }

    /** As Spring Security's User sorts its authorities: a Serializable comparator of its own. */
    static final class ByLength implements Comparator<String>, Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public int compare(String a, String b) {
            return a.length() != b.length() ? Integer.compare(a.length(), b.length()) : a.compareTo(b);
        }
    }

    static final class MyList extends ArrayList<String> {
        private static final long serialVersionUID = 1L;
    }

    static final class MySet extends HashSet<String> {
        private static final long serialVersionUID = 1L;
    }

    static final class MyTreeSet extends TreeSet<String> {
        private static final long serialVersionUID = 1L;
    }

    static final class MyMap extends HashMap<String, Integer> {
        private static final long serialVersionUID = 1L;
    }

    private static <T extends Collection<String>> T of(T c, String... elements) {
        c.addAll(Arrays.asList(elements));
        return c;
    }

    private static <T extends Map<String, Integer>> T entries(T m, String... keys) {
        for (int i = 0; i < keys.length; i++) {
            m.put(keys[i], i + 1);
        }
        return m;
    }

    /** Two equal strings that are different objects: an identity map or set keeps both. */
    private static <T extends Collection<String>> T twoEqual(T c) {
        c.add(new String("k"));
        c.add(new String("k"));
        c.add("a");
        return c;
    }

    private static IdentityHashMap<String, Integer> identityMap() {
        IdentityHashMap<String, Integer> m = new IdentityHashMap<>();
        m.put(new String("k"), 1);
        m.put(new String("k"), 2);
        m.put("a", 3);
        return m;
    }

    private static LinkedHashMap<String, Integer> accessOrdered() {
        LinkedHashMap<String, Integer> m = entries(new LinkedHashMap<>(16, 0.75f, true), "a", "b", "c");
        m.get("a");
        return m;
    }

    private static Lru<String, Integer> lru() {
        Lru<String, Integer> m = entries(new Lru<>(3), "a", "b", "c");
        m.get("a");
        return m;
    }

    /**
     * One view over what it wraps.
     *
     * @param fast it takes the fast form (a stream without writeObject carries it); else writeObject
     * @param identity an identity set or map: its order is the identity hashes', so compared as a multiset
     */
    record Case(String name, Supplier<Object> value, boolean fast, boolean identity) {
        @Override public String toString() {
            return name;
        }
    }

    private static Case fast(String name, Supplier<Object> value) {
        return new Case(name, value, true, false);
    }

    private static Case slow(String name, Supplier<Object> value) {
        return new Case(name, value, false, false);
    }

    private static Case identity(String name, Supplier<Object> value) {
        return new Case(name, value, false, true);
    }

    /** Every view of the table (and the synchronized sorted ones, never fast), over what it may wrap. */
    static List<Case> cases() {
        return List.of(
                // lists
                fast("unmodifiableList(ArrayList)", () -> Collections.unmodifiableList(of(new ArrayList<>(), "b", "a"))),
                fast("unmodifiableList(LinkedList)", () -> Collections.unmodifiableList(of(new LinkedList<>(), "b", "a"))),
                fast("synchronizedList(ArrayList)", () -> Collections.synchronizedList(of(new ArrayList<>(), "b", "a"))),
                fast("synchronizedList(LinkedList)", () -> Collections.synchronizedList(of(new LinkedList<>(), "b", "a"))),
                slow("unmodifiableList(Vector)", () -> Collections.unmodifiableList(of(new Vector<>(), "b", "a"))),
                slow("unmodifiableList(CopyOnWriteArrayList)",
                        () -> Collections.unmodifiableList(of(new CopyOnWriteArrayList<>(), "b", "a"))),
                slow("unmodifiableList(Arrays.asList)", () -> Collections.unmodifiableList(Arrays.asList("b", "a"))),
                slow("unmodifiableList(an ArrayList subclass)", () -> Collections.unmodifiableList(of(new MyList(), "b"))),
                slow("synchronizedList(Vector)", () -> Collections.synchronizedList(of(new Vector<>(), "b", "a"))),
                slow("synchronizedList(an ArrayList subclass)", () -> Collections.synchronizedList(of(new MyList(), "b"))),
                // collections
                fast("unmodifiableCollection(ArrayList)", () -> Collections.unmodifiableCollection(of(new ArrayList<>(), "b", "a"))),
                fast("synchronizedCollection(ArrayList)", () -> Collections.synchronizedCollection(of(new ArrayList<>(), "b", "a"))),
                slow("unmodifiableCollection(HashSet)", () -> Collections.unmodifiableCollection(of(new HashSet<>(), "b", "a"))),
                slow("synchronizedCollection(HashSet)", () -> Collections.synchronizedCollection(of(new HashSet<>(), "x"))),
                slow("unmodifiableCollection(LinkedList)", () -> Collections.unmodifiableCollection(of(new LinkedList<>(), "b"))),
                slow("synchronizedCollection(TreeSet by length)",
                        () -> Collections.synchronizedCollection(of(new TreeSet<>(new ByLength()), "bb", "a"))),
                slow("unmodifiableCollection(ArrayDeque)", () -> Collections.unmodifiableCollection(of(new ArrayDeque<>(), "b"))),
                identity("unmodifiableCollection(identity set)",
                        () -> Collections.unmodifiableCollection(twoEqual(Collections.newSetFromMap(new IdentityHashMap<>())))),
                // sets
                fast("unmodifiableSet(LinkedHashSet)", () -> Collections.unmodifiableSet(of(new LinkedHashSet<>(), "b", "a"))),
                fast("unmodifiableSet(HashSet)", () -> Collections.unmodifiableSet(of(new HashSet<>(), "b", "a", "c"))),
                fast("synchronizedSet(LinkedHashSet)", () -> Collections.synchronizedSet(of(new LinkedHashSet<>(), "b", "a"))),
                fast("synchronizedSet(HashSet)", () -> Collections.synchronizedSet(of(new HashSet<>(), "b", "a", "c"))),
                fast("unmodifiableSet(TreeSet)", () -> Collections.unmodifiableSet(of(new TreeSet<>(), "b", "a"))),
                fast("synchronizedSet(TreeSet)", () -> Collections.synchronizedSet(of(new TreeSet<>(), "b", "a"))),
                slow("unmodifiableSet(TreeSet by length), as Spring Security's User",
                        () -> Collections.unmodifiableSet(of(new TreeSet<>(new ByLength()), "bb", "a", "ccc"))),
                slow("unmodifiableSet(a HashSet subclass)", () -> Collections.unmodifiableSet(of(new MySet(), "b", "a"))),
                slow("unmodifiableSet(Set.of)", () -> Collections.unmodifiableSet(Set.of("b"))),
                slow("unmodifiableSet(ConcurrentSkipListSet)",
                        () -> Collections.unmodifiableSet(of(new ConcurrentSkipListSet<>(), "b", "a"))),
                slow("synchronizedSet(TreeSet case-insensitive)",
                        () -> Collections.synchronizedSet(of(new TreeSet<>(String.CASE_INSENSITIVE_ORDER), "B", "a"))),
                identity("unmodifiableSet(identity set)",
                        () -> Collections.unmodifiableSet(twoEqual(Collections.newSetFromMap(new IdentityHashMap<>())))),
                identity("synchronizedSet(identity set)",
                        () -> Collections.synchronizedSet(twoEqual(Collections.newSetFromMap(new IdentityHashMap<>())))),
                // sorted sets
                fast("unmodifiableSortedSet(TreeSet)", () -> Collections.unmodifiableSortedSet(of(new TreeSet<>(), "b", "a"))),
                fast("unmodifiableNavigableSet(TreeSet)",
                        () -> Collections.unmodifiableNavigableSet(of(new TreeSet<>(), "b", "a"))),
                slow("unmodifiableSortedSet(TreeSet by length)",
                        () -> Collections.unmodifiableSortedSet(of(new TreeSet<>(new ByLength()), "bb", "a"))),
                slow("unmodifiableNavigableSet(TreeSet by length)",
                        () -> Collections.unmodifiableNavigableSet(of(new TreeSet<>(new ByLength()), "bb", "a"))),
                slow("unmodifiableNavigableSet(a descending TreeSet)",
                        () -> Collections.unmodifiableNavigableSet(of(new TreeSet<String>(), "b", "a").descendingSet())),
                slow("unmodifiableSortedSet(ConcurrentSkipListSet)",
                        () -> Collections.unmodifiableSortedSet(of(new ConcurrentSkipListSet<>(), "b", "a"))),
                slow("unmodifiableNavigableSet(a TreeSet subclass)",
                        () -> Collections.unmodifiableNavigableSet(of(new MyTreeSet(), "b", "a"))),
                slow("synchronizedSortedSet(TreeSet)", () -> Collections.synchronizedSortedSet(of(new TreeSet<>(), "b", "a"))),
                slow("synchronizedNavigableSet(TreeSet)",
                        () -> Collections.synchronizedNavigableSet(of(new TreeSet<>(), "b", "a"))),
                // maps
                fast("unmodifiableMap(LinkedHashMap)", () -> Collections.unmodifiableMap(entries(new LinkedHashMap<>(), "b", "a"))),
                fast("unmodifiableMap(HashMap)", () -> Collections.unmodifiableMap(entries(new HashMap<>(), "b", "a", "c"))),
                fast("synchronizedMap(LinkedHashMap)", () -> Collections.synchronizedMap(entries(new LinkedHashMap<>(), "b", "a"))),
                fast("synchronizedMap(HashMap)", () -> Collections.synchronizedMap(entries(new HashMap<>(), "b", "a", "c"))),
                slow("unmodifiableMap(LinkedHashMap in access order)", () -> Collections.unmodifiableMap(accessOrdered())),
                slow("synchronizedMap(LinkedHashMap in access order)", () -> Collections.synchronizedMap(accessOrdered())),
                slow("synchronizedMap(an LRU subclass of 3)", () -> Collections.synchronizedMap(lru())),
                slow("unmodifiableMap(an LRU subclass of 3)", () -> Collections.unmodifiableMap(lru())),
                fast("unmodifiableMap(TreeMap)", () -> Collections.unmodifiableMap(entries(new TreeMap<>(), "b", "a"))),
                fast("synchronizedMap(TreeMap)", () -> Collections.synchronizedMap(entries(new TreeMap<>(), "b", "a"))),
                slow("synchronizedMap(TreeMap case-insensitive)",
                        () -> Collections.synchronizedMap(entries(new TreeMap<>(String.CASE_INSENSITIVE_ORDER), "Alice", "b"))),
                slow("unmodifiableMap(a HashMap subclass)", () -> Collections.unmodifiableMap(entries(new MyMap(), "b", "a"))),
                slow("unmodifiableMap(ConcurrentHashMap)",
                        () -> Collections.unmodifiableMap(entries(new ConcurrentHashMap<>(), "b", "a"))),
                slow("synchronizedMap(Hashtable)", () -> Collections.synchronizedMap(entries(new Hashtable<>(), "b", "a"))),
                slow("unmodifiableMap(Map.of)", () -> Collections.unmodifiableMap(Map.of("b", 1))),
                identity("unmodifiableMap(IdentityHashMap)", () -> Collections.unmodifiableMap(identityMap())),
                identity("synchronizedMap(IdentityHashMap)", () -> Collections.synchronizedMap(identityMap())),
                // sorted maps
                fast("unmodifiableSortedMap(TreeMap)", () -> Collections.unmodifiableSortedMap(entries(new TreeMap<>(), "b", "a"))),
                fast("unmodifiableNavigableMap(TreeMap)",
                        () -> Collections.unmodifiableNavigableMap(entries(new TreeMap<>(), "b", "a"))),
                slow("unmodifiableSortedMap(TreeMap case-insensitive)",
                        () -> Collections.unmodifiableSortedMap(entries(new TreeMap<>(String.CASE_INSENSITIVE_ORDER), "Alice"))),
                slow("unmodifiableNavigableMap(TreeMap by length)",
                        () -> Collections.unmodifiableNavigableMap(entries(new TreeMap<>(new ByLength()), "bb", "a"))),
                slow("unmodifiableNavigableMap(ConcurrentSkipListMap)",
                        () -> Collections.unmodifiableNavigableMap(entries(new ConcurrentSkipListMap<>(), "b", "a"))),
                slow("synchronizedSortedMap(TreeMap)", () -> Collections.synchronizedSortedMap(entries(new TreeMap<>(), "b"))),
                slow("synchronizedNavigableMap(TreeMap)",
                        () -> Collections.synchronizedNavigableMap(entries(new TreeMap<>(), "b", "a"))));
    }

    /** The fields of the holder a value fits, elements and map values included. */
    private static List<String> fieldsFor(Object value) {
        List<String> fields = new ArrayList<>();
        if (value instanceof Map) {
            fields.add("map");
            fields.add("maps");
            if (value instanceof SortedMap) {
                fields.add("sortedMap");
            }
            if (value instanceof NavigableMap) {
                fields.add("navigableMap");
            }
            return fields;
        }
        fields.add("collection");
        fields.add("collections");
        if (value instanceof List) {
            fields.add("list");
        }
        if (value instanceof Set) {
            fields.add("set");
        }
        if (value instanceof SortedSet) {
            fields.add("sortedSet");
        }
        if (value instanceof NavigableSet) {
            fields.add("navigableSet");
        }
        return fields;
    }

    /** A holder with {@code value} in {@code field} (as the one element of {@code collections}, the value of "k" in {@code maps}). */
    private static Object holding(String field, Object value) {
        Object holder = beans.newInstance("views.Holder");
        Object held = field.equals("collections") ? new ArrayList<>(List.of(value))
                : field.equals("maps") ? new HashMap<>(Map.of("k", value)) : value;
        return set(holder, field, held);
    }

    private static Object held(Object holder, String field) {
        Object v = get(holder, field);
        return field.equals("collections") ? ((List) v).get(0) : field.equals("maps") ? ((Map) v).get("k") : v;
    }

    @Test
    void everyViewComesBackAsJavaSerializationGivesItBackOnBothPaths() throws Exception {
        for (Case c : cases()) {
            for (String field : fieldsFor(c.value().get())) {
                String what = c + " in " + field;
                Object value = c.value().get();
                Object bean = holding(field, value);
                // Direct.roundTrip also reads it a second time and compares in order: not for identity hashes'
                Object direct = c.identity() ? FastBytes.fromBytes(FastBytes.toBytes(bean), bean.getClass())
                        : Direct.roundTrip(bean);
                for (Object copy : List.of(Streams.roundTrip(bean), direct)) {
                    Object java = Streams.roundTrip(c.value().get());
                    Object read = held(copy, field);
                    assertSameAsJava(c, java, read, what);
                    assertEquals(exercise(java), exercise(read), what + ": behaviour");
                    assertSameAsJava(c, java, read, what + ", after the same calls");
                }
                assertSameAsJava(c, Streams.roundTrip(c.value().get()), value, what + ": the value written is left as it was");
            }
        }
    }

    @Test
    void onlyViewsOverWhatTheReaderRebuildsTakeTheFastForm() {
        for (Case c : cases()) {
            for (String field : fieldsFor(c.value().get())) {
                Object bean = holding(field, c.value().get());
                if (c.fast()) {
                    Object copy = viaDataOnly(bean);
                    assertSameAsJava(c, Streams.roundTrip(c.value().get()), held(copy, field), c + " in " + field);
                } else {
                    assertThrows(UnsupportedOperationException.class, () -> viaDataOnly(bean),
                            c + " in " + field + " takes writeObject");
                }
            }
        }
    }

    /**
     * The finding as reported: unmodifiableMap(IdentityHashMap) lost an entry, synchronizedMap(TreeMap
     * case-insensitive) its comparator, unmodifiableSet(identity set) an element, the synchronized LRU
     * idiom its bound and access order, synchronizedCollection(HashSet) its set semantics.
     */
    @Test
    void viewsOverWhatTheReaderCannotRebuildKeepIt() throws Exception {
        Object h = beans.newInstance("views.Holder36");
        set(h, "unmodifiable", Collections.unmodifiableMap(identityMap()));
        set(h, "synchronizedMap", Collections.synchronizedMap(entries(new TreeMap<>(String.CASE_INSENSITIVE_ORDER), "Alice")));
        set(h, "unmodifiableSet", Collections.unmodifiableSet(twoEqual(Collections.newSetFromMap(new IdentityHashMap<>()))));
        Map<String, String> recent = Collections.synchronizedMap(new Lru<>(3));
        recent.put("a", "1");
        recent.put("b", "2");
        recent.put("c", "3");
        set(h, "recent", recent);
        set(h, "syncSet", Collections.synchronizedCollection(new HashSet<>(List.of("x"))));
        for (Object r : List.of(Streams.roundTrip(h), FastBytes.fromBytes(FastBytes.toBytes(h), h.getClass()))) {
            assertEquals(3, ((Map) get(r, "unmodifiable")).size(), "both equal keys of the IdentityHashMap");
            assertEquals(1, ((Map) get(r, "synchronizedMap")).get("alice"), "the case-insensitive comparator");
            assertEquals(3, ((Set) get(r, "unmodifiableSet")).size(), "both equal elements of the identity set");
            Map<String, String> lru = (Map<String, String>) get(r, "recent");
            lru.get("a");
            lru.put("d", "4");
            lru.put("e", "5");
            assertEquals(List.of("a=1", "d=4", "e=5"), lru.entrySet().stream().map(Object::toString).toList(),
                    "the LRU's bound and access order");
            assertEquals(false, ((Collection) get(r, "syncSet")).add("x"), "a set still");
        }
    }

    @Test
    void aViewOverAHashMapOrHashSetCostsWhatItsContentsCostAndTwoBytes() {
        Map<String, Integer> hash = entries(new HashMap<>(), "a", "b", "c", "d");
        Set<String> hashSet = of(new HashSet<>(), "a", "b", "c");
        byte[] plain = FastBytes.toBytes(holding("map", hash));
        assertEquals(plain.length + 2, FastBytes.toBytes(holding("map", Collections.unmodifiableMap(hash))).length);
        assertEquals(plain.length + 2, FastBytes.toBytes(holding("map", Collections.synchronizedMap(hash))).length);
        byte[] plainSet = FastBytes.toBytes(holding("set", hashSet));
        assertEquals(plainSet.length + 2, FastBytes.toBytes(holding("set", Collections.unmodifiableSet(hashSet))).length);
        assertEquals(plainSet.length + 2, FastBytes.toBytes(holding("set", Collections.synchronizedSet(hashSet))).length);
    }

    @Test
    void writingASynchronizedViewOverALinkedHashMapLeavesItsOrderAsItWas() {
        LinkedHashMap<String, Integer> inner = accessOrdered();
        List<String> before = new ArrayList<>(inner.keySet());
        Map<String, Integer> view = Collections.synchronizedMap(inner);
        FastBytes.toBytes(holding("map", view));
        Streams.serialize(holding("map", view));
        assertEquals(before, new ArrayList<>(inner.keySet()));
    }

    // ---- the oracle ---------------------------------------------------------------------------

    /** Same class; the same bytes when written again (after a Java round trip, which sizes hash tables alike). */
    private static void assertSameAsJava(Case c, Object java, Object read, String what) {
        assertSame(java.getClass(), read.getClass(), what + ": the view's class");
        if (c.identity()) { // the identity hashes order it: the same class inside and the same elements, as a multiset
            assertTrue(new String(Streams.serialize(read), StandardCharsets.ISO_8859_1).contains("java.util.IdentityHashMap"),
                    what + ": over an IdentityHashMap");
            assertEquals(contents(java), contents(read), what + ": contents");
            return;
        }
        assertArrayEquals(normalized(java), normalized(read), what + ": as Java serialization writes it");
    }

    /** The bytes of {@code value} after a Java round trip: hash tables sized by their size alone. */
    private static byte[] normalized(Object value) {
        return Streams.serialize(Streams.roundTrip(value));
    }

    /** Elements (or entries), sorted: for values whose order is the identity hashes'. */
    private static List<String> contents(Object value) {
        Collection<?> c = value instanceof Map m ? m.entrySet() : (Collection<?>) value;
        List<String> s = new ArrayList<>();
        for (Object e : c) {
            s.add(String.valueOf(e));
        }
        Collections.sort(s);
        return s;
    }

    /**
     * The same calls as a user makes them, and what each gave: lookups through the comparator,
     * equal but distinct keys, additions past an LRU's bound, and the contents at the end (the
     * order is compared as bytes after).
     */
    private static List<String> exercise(Object value) {
        List<String> results = new ArrayList<>();
        if (value instanceof Map) {
            Map<String, Integer> m = (Map<String, Integer>) value;
            String first = Collections.min(m.keySet());
            results.add(outcome(() -> m.get(first.toUpperCase())));
            results.add(outcome(() -> m.get(first)));
            results.add(outcome(() -> m.put(new String(first), 7)));
            results.add(outcome(() -> m.put("d", 4)));
            results.add(outcome(() -> m.put("e", 5)));
            results.add(outcome(() -> m.put("A", 6)));
        } else {
            Collection<String> c = (Collection<String>) value;
            String first = Collections.min(c);
            results.add(outcome(() -> c.contains(first.toUpperCase())));
            results.add(outcome(() -> c.add(first)));
            results.add(outcome(() -> c.add(new String(first))));
            results.add(outcome(() -> c.add("A")));
            results.add(outcome(() -> c.add("dddd")));
        }
        results.add(outcome(() -> contents(value)));
        return results;
    }

    private static String outcome(Supplier<Object> call) {
        try {
            return String.valueOf(call.get());
        } catch (RuntimeException e) {
            return e.getClass().getName();
        }
    }

    /** Written to and read from a stream without writeObject (it throws UnsupportedOperationException). */
    private static Object viaDataOnly(Object bean) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataObjectOutput out = new DataObjectOutput(bytes);
            ((Externalizable) bean).writeExternal(out);
            out.flush();
            Externalizable copy = (Externalizable) beans.newInstance(bean.getClass().getName());
            copy.readExternal(new DataObjectInput(new ByteArrayInputStream(bytes.toByteArray())));
            return copy;
        } catch (IOException | ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }
}
