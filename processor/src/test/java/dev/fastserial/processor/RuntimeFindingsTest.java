package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StreamCorruptedException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Regression tests for the run-time defects of issue 9 (d7-d11, m3): each failed before its fix.
 * Beans are compiled here and go through real ObjectOutputStreams and ObjectInputStreams; hostile
 * bytes are made with the real streams too, or fed to readExternal as plain data.
 */
@SuppressWarnings({"unchecked", "rawtypes"})
class RuntimeFindingsTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                BeanSources.bean("rt", "Cache", "public class Cache implements Externalizable",
                        "Map<String, Integer> lru;",
                        "LinkedHashMap<String, Integer> lru2;",
                        "public Cache() {}"),
                // An element whose hashCode or compareTo fails once armed (armed after it went in).
                JavaFileObjects.forSourceString("rt.Bomb", "package rt;\n"
                        + "public class Bomb implements java.io.Serializable, Comparable<Bomb> {\n"
                        + "    public int mode;\n"
                        + "    @Override public int hashCode() {\n"
                        + "        if (mode == 1) throw new IllegalStateException(\"armed hashCode\");\n"
                        + "        return mode == 2 ? deep(0) : 1;\n"
                        + "    }\n"
                        + "    private static int deep(int n) { return deep(n + 1) + 1; }\n"
                        + "    @Override public int compareTo(Bomb o) {\n"
                        + "        if (mode == 1 || o.mode == 1) throw new IllegalStateException(\"armed compareTo\");\n"
                        + "        return mode == 2 || o.mode == 2 ? deep(0) : 0;\n"
                        + "    }\n"
                        + "}\n"),
                BeanSources.bean("rt", "Key", "public class Key implements Externalizable",
                        "public int mode;",
                        "@Override public int hashCode() { if (mode == 1) throw new IllegalStateException(\"armed\"); return 7; }",
                        "public Key() {}"),
                BeanSources.bean("rt", "Hashed", "public class Hashed implements Externalizable",
                        "HashSet<Object> hashSet;",
                        "LinkedHashSet<Object> linkedHashSet;",
                        "Set<Object> set;",
                        "Collection<Object> collection;",
                        "HashMap<Object, String> hashMap;",
                        "Map<Object, String> map;",
                        "TreeSet<Bomb> treeSet;",
                        "TreeMap<Bomb, String> treeMap;",
                        "HashSet<Key> keys;",
                        "Map<Key, List<Key>> keyMap;",
                        "EnumSet<java.util.concurrent.TimeUnit> units;",
                        "EnumMap<java.util.concurrent.TimeUnit, Object> unitMap;",
                        "Deque<String> deque;",
                        "public Hashed() {}"),
                BeanSources.bean("rt", "Grid", "public class Grid implements Externalizable",
                        "List<String>[][] cells;",
                        "Map<String, Integer>[][] maps;",
                        "Comparable<String>[][] comparables;",
                        "List<String>[][][] cube;",
                        "List<List<String>[][]> listOfGrids;",
                        "List<String>[] row;",
                        "public Grid() {}"),
                BeanSources.bean("rt", "Arrays", "public class Arrays implements Externalizable",
                        "boolean[] booleans;",
                        "byte[] bytes;",
                        "int[] ints;",
                        "public Arrays() {}"),
                BeanSources.bean("rt", "Big", "public class Big implements Externalizable",
                        "java.math.BigInteger integer;",
                        "java.math.BigDecimal decimal;",
                        "public Big() {}"),
                BeanSources.bean("rt", "Smalls", "public class Smalls implements Externalizable",
                        "List<ArrayList<String>> arrayLists;",
                        "List<HashSet<String>> hashSets;",
                        "List<LinkedHashSet<String>> linkedHashSets;",
                        "List<TreeSet<String>> treeSets;",
                        "List<HashMap<String, String>> hashMaps;",
                        "List<ArrayDeque<String>> arrayDeques;",
                        "List<EnumMap<java.util.concurrent.TimeUnit, String>> enumMaps;",
                        "List<HashSet<String>> oneElementSets;",
                        "public Smalls() {}"),
                BeanSources.bean("rt", "NonNullList", "public class NonNullList implements Externalizable",
                        "@NonNull List<String> list = new ArrayList<>();",
                        "public NonNullList() {}"),
                BeanSources.bean("rt", "NonNullAny", "public class NonNullAny implements Externalizable",
                        "@NonNull Object any = \"x\";",
                        "public NonNullAny() {}"),
                BeanSources.bean("rt", "NonNullText", "public class NonNullText implements Externalizable",
                        "@NonNull String text = \"\";",
                        "public NonNullText() {}"));
    }

    // ---- d7: an access-ordered LinkedHashMap keeps its access order --------------------------

    @Test
    void accessOrderedLinkedHashMapStaysAccessOrdered() {
        Object cache = beans.newInstance("rt.Cache");
        LinkedHashMap<String, Integer> lru = new LinkedHashMap<>(16, 0.75f, true);
        LinkedHashMap<String, Integer> lru2 = new LinkedHashMap<>(16, 0.75f, true);
        for (String k : List.of("a", "b", "c")) {
            lru.put(k, 1);
            lru2.put(k, 2);
        }
        set(cache, "lru", lru);
        set(cache, "lru2", lru2);
        Object copy = Streams.roundTrip(cache);
        assertDeepEquals(cache, copy);
        for (String field : List.of("lru", "lru2")) {
            Map<String, Integer> original = (Map<String, Integer>) get(cache, field);
            Map<String, Integer> read = (Map<String, Integer>) get(copy, field);
            original.get("a");
            read.get("a");
            assertEquals(List.of("b", "c", "a"), new ArrayList<>(read.keySet()), field + " after get(\"a\")");
            assertEquals(new ArrayList<>(original.keySet()), new ArrayList<>(read.keySet()), field);
        }
    }

    @Test
    void insertionOrderedLinkedHashMapStillRoundTrips() {
        Object cache = beans.newInstance("rt.Cache");
        LinkedHashMap<String, Integer> map = new LinkedHashMap<>();
        map.put("z", 1);
        map.put("a", null);
        map.put(null, 3);
        set(cache, "lru", map);
        set(cache, "lru2", new LinkedHashMap<>(map));
        Object copy = Streams.roundTrip(cache);
        assertDeepEquals(cache, copy);
        ((Map<String, Integer>) get(copy, "lru")).get("z");
        assertEquals(List.of("z", "a", "null"), ((Map<String, Integer>) get(copy, "lru")).keySet().stream()
                .map(String::valueOf).collect(java.util.stream.Collectors.toList()), "insertion order, not access order");
    }

    // ---- d8: whatever a container throws while being filled becomes InvalidObjectException --

    private static Object bomb() {
        return beans.newInstance("rt.Bomb");
    }

    private static Object arm(Object element, int mode) {
        return set(element, "mode", mode);
    }

    /** Writes {@code field} holding {@code container} (armed after filling), reads it back, returns what failed. */
    private static Throwable readBack(String field, Object container) {
        Object bean = beans.newInstance("rt.Hashed");
        set(bean, field, container);
        byte[] bytes = Streams.serialize(bean);
        try (ObjectInputStream in = Streams.input(bytes, beans.loader())) {
            in.readObject();
            return null;
        } catch (Throwable t) {
            return t;
        }
    }

    private static void assertRefused(String field, String containerClass, Supplier<Object> filled, Runnable arm) {
        Object container = filled.get();
        arm.run();
        Throwable thrown = readBack(field, container);
        if (!(thrown instanceof InvalidObjectException)) {
            throw new AssertionError(field + ": expected InvalidObjectException, got " + thrown, thrown);
        }
        assertThat(thrown.getMessage()).contains(containerClass);
        assertThat(thrown.getCause()).isNotNull();
    }

    @Test
    void anElementWhoseHashCodeThrowsIsAnInvalidObjectExceptionInEveryHashedContainer() {
        for (int mode : new int[] {1, 2}) { // 1: a RuntimeException, 2: StackOverflowError
            Object b = bomb();
            Runnable arm = () -> arm(b, mode);
            assertRefused("hashSet", "java.util.HashSet", () -> new HashSet<>(List.of(b)), arm);
            arm(b, 0);
            assertRefused("linkedHashSet", "java.util.LinkedHashSet", () -> new LinkedHashSet<>(List.of(b)), arm);
            arm(b, 0);
            assertRefused("set", "java.util.HashSet", () -> new HashSet<>(List.of(b)), arm);
            arm(b, 0);
            assertRefused("collection", "java.util.LinkedHashSet", () -> new LinkedHashSet<>(List.of(b)), arm);
            arm(b, 0);
            assertRefused("hashMap", "java.util.HashMap", () -> new HashMap<>(Map.of(b, "v")), arm);
            arm(b, 0);
            assertRefused("map", "java.util.HashMap", () -> new HashMap<>(Map.of(b, "v")), arm);
        }
    }

    @Test
    void anInlineBeanElementWhoseHashCodeThrowsIsAnInvalidObjectException() {
        Object key = beans.newInstance("rt.Key");
        assertRefused("keys", "java.util.HashSet", () -> new HashSet<>(List.of(key)), () -> arm(key, 1));
        Object inner = beans.newInstance("rt.Key");
        arm(key, 0);
        assertRefused("keyMap", "java.util.HashMap",
                () -> new HashMap<>(Map.of(key, new ArrayList<>(List.of(inner)))), () -> arm(key, 1));
    }

    @Test
    void anElementWhoseCompareToThrowsIsAnInvalidObjectExceptionInSortedContainers() {
        for (int mode : new int[] {1, 2}) { // 1: a RuntimeException, 2: StackOverflowError
            // the first element a TreeSet or TreeMap takes is already compared, with itself
            Object a = bomb();
            TreeSet set = new TreeSet();
            set.add(a);
            assertRefused("treeSet", "java.util.TreeSet", () -> set, () -> arm(a, mode));
            arm(a, 0);
            TreeMap map = new TreeMap();
            map.put(a, "a");
            assertRefused("treeMap", "java.util.TreeMap", () -> map, () -> arm(a, mode));
        }
    }

    /** The bytes of a Hashed whose deque field holds {@code deque}, on a stream of DataOutput methods only. */
    private static byte[] withDeque(java.util.Deque<String> deque) throws IOException {
        Object bean = beans.newInstance("rt.Hashed");
        set(bean, "deque", deque);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ((Externalizable) bean).writeExternal(new dev.fastserial.testing.DataObjectOutput(bytes));
        return bytes.toByteArray();
    }

    @Test
    void aNullAnArrayDequeRefusesIsAnInvalidObjectExceptionNamingIt() throws Exception {
        // a Deque field's value is an ArrayDeque or a LinkedList, told apart by one byte: find it
        byte[] linked = withDeque(new LinkedList<>(List.of("a", "b")));
        byte[] array = withDeque(new java.util.ArrayDeque<>(List.of("a", "b")));
        assertEquals(linked.length, array.length);
        int classByte = -1;
        for (int i = 0; i < linked.length; i++) {
            if (linked[i] != array[i]) {
                assertEquals(-1, classByte, "one byte tells them apart");
                classByte = i;
            }
        }
        // a LinkedList may hold null; the same bytes saying ArrayDeque hand the reader a null it refuses
        byte[] hostile = withDeque(new LinkedList<>(java.util.Arrays.asList("a", null)));
        Externalizable fresh = (Externalizable) beans.newInstance("rt.Hashed");
        fresh.readExternal(new DataObjectInput(new ByteArrayInputStream(hostile)));
        assertEquals(java.util.Arrays.asList("a", null), get(fresh, "deque"));
        // the prefix is size << 3 | class << 1 | tagged (one byte for two elements): change the class only
        hostile[classByte] = (byte) (hostile[classByte] & ~0x06 | array[classByte] & 0x06);
        Externalizable target = (Externalizable) beans.newInstance("rt.Hashed");
        InvalidObjectException e = assertThrows(InvalidObjectException.class,
                () -> target.readExternal(new DataObjectInput(new ByteArrayInputStream(hostile))));
        assertThat(e.getMessage()).contains("java.util.ArrayDeque");
        assertThat(e.getMessage()).contains("refused an element");
        assertThat(e.getCause()).isInstanceOf(NullPointerException.class);
    }

    @Test
    void everyContainerFillInTheGeneratedCodeIsGuarded() {
        String source = beans.generatedSource("rt.HashedExternalizer");
        String[] lines = source.split("\n");
        int fills = 0;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.startsWith("value.add(") || line.startsWith("value.put(")) {
                fills++;
                assertEquals("try {", lines[i - 1].trim(), "unguarded fill at line " + (i + 1) + ":\n" + source);
            }
        }
        assertThat(fills).isAtLeast(10);
    }

    // ---- d9: arrays of parameterized types, any depth, compile and round-trip --------------

    @Test
    void multiDimensionalArraysOfParameterizedTypesCompileWithoutWarningsAndRoundTrip() {
        for (Diagnostic<? extends JavaFileObject> warning : beans.warnings()) {
            if (warning.getSource() != null && warning.getSource().getName().contains("GridExternalizer")) {
                throw new AssertionError("warning in generated code: " + warning);
            }
        }
        Object grid = beans.newInstance("rt.Grid");
        List<String>[][] cells = new List[][] {{new ArrayList<>(List.of("a")), null, new LinkedList<>()}, null, {}};
        set(grid, "cells", cells);
        Map<String, Integer>[][] maps = new Map[][] {{new HashMap<>(Map.of("k", 1))}};
        set(grid, "maps", maps);
        set(grid, "comparables", new Comparable[][] {{"x", null}, {}});
        set(grid, "cube", new List[][][] {{{List.of("immutable")}, null}, null});
        set(grid, "listOfGrids", new ArrayList<>(java.util.Arrays.asList(new List[][] {{new ArrayList<>(List.of("g"))}}, null)));
        set(grid, "row", new List[] {new ArrayList<>(List.of("r")), null});
        Object copy = Streams.roundTrip(grid);
        assertDeepEquals(grid, copy);
        assertEquals(List[][].class, get(copy, "cells").getClass());
        assertEquals(List[][][].class, get(copy, "cube").getClass());
        // another array class in the field still comes back as that class
        set(grid, "cells", new ArrayList[][] {{new ArrayList<>(List.of("sub"))}});
        copy = Streams.roundTrip(grid);
        assertDeepEquals(grid, copy);
        assertEquals(ArrayList[][].class, get(copy, "cells").getClass());
    }

    // ---- d10: array growth never overflows; impossible array lengths are corrupt ------------

    /** rt.Arrays with every field present, the fields before {@code fieldIndex} empty, then a 5-byte length. */
    private static byte[] lengthPrefixed(String bean, int fieldIndex, int length) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.write(GeneratedLayout.of(beans, bean).prefix(0x07)); // the three presence bits
        for (int i = 0; i < fieldIndex; i++) {
            out.writeByte(0); // an empty array
        }
        out.writeByte(0xE0);
        out.writeInt(length);
        out.write(new byte[64]); // some data, far less than claimed
        return bytes.toByteArray();
    }


    private static Throwable readPlain(String bean, byte[] bytes) {
        try {
            ((Externalizable) beans.newInstance(bean)).readExternal(new DataObjectInput(new ByteArrayInputStream(bytes)));
            return null;
        } catch (Throwable t) {
            return t;
        }
    }

    @Test
    void anArrayLengthNoJavaArrayCanHaveIsAStreamCorruptedException() throws Exception {
        for (int field = 0; field < 3; field++) {
            Throwable thrown = readPlain("rt.Arrays", lengthPrefixed("rt.Arrays", field, Integer.MAX_VALUE));
            assertThat(thrown).isInstanceOf(StreamCorruptedException.class);
            assertThat(thrown.getMessage()).contains("2147483639");
            // the largest length a VM can be relied on to allocate is read as far as the bytes go
            thrown = readPlain("rt.Arrays", lengthPrefixed("rt.Arrays", field, Integer.MAX_VALUE - 8));
            assertThat(thrown).isInstanceOf(EOFException.class);
        }
    }

    @Test
    void arrayGrowthDoublesWithoutOverflowUpToTheLength() throws Exception {
        Method grow = beans.load("rt.ArraysExternalizer").getDeclaredMethod("grow", int.class, int.class);
        grow.setAccessible(true);
        assertEquals(Integer.MAX_VALUE - 8, grow.invoke(null, 1 << 30, Integer.MAX_VALUE - 8), "2 * 2^30 overflows an int");
        assertEquals(Integer.MAX_VALUE - 8, grow.invoke(null, (1 << 30) + 5, Integer.MAX_VALUE - 8));
        assertEquals(1 << 30, grow.invoke(null, 1 << 29, Integer.MAX_VALUE - 8));
        assertEquals(512, grow.invoke(null, 256, 100_000));
        assertEquals(300, grow.invoke(null, 256, 300));
    }

    // ---- d11: a BigInteger longer than the JDK supports is corrupt -------------------------

    @Test
    void aBigIntegerLongerThanTheJdkSupportsIsAStreamCorruptedException() throws Exception {
        for (int field = 0; field < 2; field++) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.write(GeneratedLayout.of(beans, "rt.Big").prefix(field == 0 ? 0x01 : 0x02)); // presence bit of integer, or of decimal
            if (field == 1) {
                out.writeByte(2); // scale, varint
            }
            out.writeByte(0xE0);
            out.writeInt((1 << 28) + 1);
            out.write(new byte[64]);
            Throwable thrown = readPlain("rt.Big", bytes.toByteArray());
            assertThat(thrown).isInstanceOf(StreamCorruptedException.class);
            assertThat(thrown.getMessage()).contains("268435456");
        }
    }

    @Test
    void aBigIntegerOfTheLargestSupportedLengthIsReadAsFarAsTheBytesGo() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.write(GeneratedLayout.of(beans, "rt.Big").prefix(0x01));
        out.writeByte(0xE0);
        out.writeInt(1 << 28);
        out.write(new byte[64]);
        assertThat(readPlain("rt.Big", bytes.toByteArray())).isInstanceOf(EOFException.class);
    }

    // ---- m4: heap per input byte for the smallest elements, as docs/types.md states it ---------

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();

    /** Bytes the reading thread allocates per byte of input, for a list of {@code n} copies of an element. */
    private static double allocationPerInputByte(String field, Supplier<Object> element, int n) throws Exception {
        Object bean = beans.newInstance("rt.Smalls");
        List<Object> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            list.add(element.get());
        }
        set(bean, field, list);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            ((Externalizable) bean).writeExternal(out);
        }
        byte[] input = bytes.toByteArray();
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) { // the first rounds warm up
            Externalizable fresh = (Externalizable) beans.newInstance("rt.Smalls");
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(input))) {
                long before = THREADS.getCurrentThreadAllocatedBytes();
                fresh.readExternal(in);
                least = Math.min(least, THREADS.getCurrentThreadAllocatedBytes() - before);
            }
            assertEquals(n, ((List<?>) get(fresh, field)).size());
        }
        return Math.round(10.0 * least / input.length) / 10.0;
    }

    @Test
    void smallElementsCostABoundedAmountOfHeapPerInputByte() throws Exception {
        int n = 20_000;
        Map<String, Double> measured = new LinkedHashMap<>();
        measured.put("arrayLists", allocationPerInputByte("arrayLists", ArrayList::new, n));
        measured.put("hashSets", allocationPerInputByte("hashSets", HashSet::new, n));
        measured.put("linkedHashSets", allocationPerInputByte("linkedHashSets", LinkedHashSet::new, n));
        measured.put("treeSets", allocationPerInputByte("treeSets", TreeSet::new, n));
        measured.put("hashMaps", allocationPerInputByte("hashMaps", HashMap::new, n));
        measured.put("arrayDeques", allocationPerInputByte("arrayDeques", java.util.ArrayDeque::new, n));
        measured.put("oneElementSets", allocationPerInputByte("oneElementSets", () -> new HashSet<>(List.of("a")), n));
        double enumMaps = allocationPerInputByte("enumMaps", () -> new java.util.EnumMap<>(java.util.concurrent.TimeUnit.class), n);
        System.out.println("RuntimeFindingsTest: bytes allocated per input byte " + measured + ", enumMaps (7 constants) " + enumMaps);
        // docs/types.md, "Bounded reads": at most 100 bytes of heap per input byte, EnumMap 4 more a constant
        measured.forEach((field, perByte) -> {
            if (perByte > 100.0) {
                throw new AssertionError(field + ": " + perByte + " bytes of heap per input byte");
            }
        });
        assertThat(enumMaps).isAtMost(100.0 + 4 * 7);
    }

    // ---- m3: a @NonNull field's writeObject path refuses null ------------------------------

    /**
     * A stream whose payload is the flags ({@code flags}), the layout fingerprint, {@code then}
     * (the special mask and mark, if any), and writeObject(null).
     */
    private static Throwable readNullThroughWriteObject(String bean, int flags, byte[] then) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.write(GeneratedLayout.of(beans, bean).prefix(flags));
            out.write(then);
            out.writeObject(null);
        }
        try (ObjectInputStream in = Streams.input(bytes.toByteArray(), beans.loader())) {
            Externalizable fresh = (Externalizable) beans.newInstance(bean);
            fresh.readExternal(in);
            return new AssertionError("read OK; the @NonNull field is now " + get(fresh, bean.equals("rt.NonNullList") ? "list"
                    : bean.equals("rt.NonNullAny") ? "any" : "text"));
        } catch (Throwable t) {
            return t;
        }
    }

    @Test
    void hostileNullInANonNullFieldIsAnInvalidObjectException() throws Exception {
        Object[][] cases = {
            // SPECIAL set in the flags, the field's special bit, its mark "writeObject", then writeObject
            {"rt.NonNullList", 0x10, new byte[] {1, 1}, "NonNullList.list"}, // another class
            {"rt.NonNullText", 0x10, new byte[] {1, 1}, "NonNullText.text"}, // a long string
            {"rt.NonNullAny", 0, new byte[0], "NonNullAny.any"}, // always writeObject
        };
        for (Object[] c : cases) {
            Throwable thrown = readNullThroughWriteObject((String) c[0], (Integer) c[1], (byte[]) c[2]);
            if (!(thrown instanceof InvalidObjectException)) {
                throw new AssertionError(c[0] + ": expected InvalidObjectException, got " + thrown, thrown);
            }
            assertThat(thrown.getMessage()).contains((String) c[3]);
            assertThat(thrown.getMessage()).contains("null");
        }
    }

    @Test
    void nonNullFieldsThroughWriteObjectStillRoundTrip() {
        Object list = set(beans.newInstance("rt.NonNullList"), "list", java.util.Collections.unmodifiableList(new ArrayList<>(List.of("u"))));
        assertDeepEquals(list, Streams.roundTrip(list));
        Object text = set(beans.newInstance("rt.NonNullText"), "text", "t".repeat(5000));
        assertDeepEquals(text, Streams.roundTrip(text));
        Object any = set(beans.newInstance("rt.NonNullAny"), "any", new ArrayList<>(List.of(1)));
        assertDeepEquals(any, Streams.roundTrip(any));
    }
}
