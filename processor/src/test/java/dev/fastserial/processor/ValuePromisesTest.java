package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.DeepEquals.assertDeepEqualsIgnoringSharing;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.ObjectOutput;
import java.io.UncheckedIOException;
import java.lang.reflect.Array;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.reflect.InvocationTargetException;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Promises of docs/types.md and docs/values.md that no other
 * test held the code to: constructor matching among fields of one type, sorted collections with
 * a comparator in every declared type that can hold them, arrays of a subclass in a field of the
 * superclass's array type, and any annotation named {@code NotNull} or {@code Nonnull}. Each on a
 * JDK stream and on the direct path ({@link FastBytes}, plus the same bytes through a DataOutput).
 */
class ValuePromisesTest {
    static CompiledBeans beans;

    /** The two paths every promise holds on: a fresh JDK stream, and FastBytes (Direct checks DataOutput too). */
    static final List<UnaryOperator<Object>> PATHS = List.of(Streams::roundTrip, Direct::roundTrip);
    static final List<String> PATH_NAMES = List.of("JDK stream", "FastBytes");

    @BeforeAll
    static void compile() {
        List<JavaFileObject> sources = new ArrayList<>(List.of(
                JavaFileObjects.forResource("beans/types/Point.java"),
                JavaFileObjects.forResource("beans/types/Point3.java"),
                // 1. constructors among fields of one type
                JavaFileObjects.forSourceLines("vp.Span", "package vp;",
                        "import dev.fastserial.FastSerial;",
                        "/** Two int fields; the constructor takes them by name, in the other order. */",
                        "@FastSerial",
                        "public final class Span implements java.io.Serializable {",
                        "    final int lo, hi;",
                        "    public Span(int hi, int lo) { this.lo = lo; this.hi = hi; }",
                        "    private Object writeReplace() { return new SpanExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("vp.FullName", "package vp;",
                        "@dev.fastserial.FastSerial",
                        "public record FullName(String first, String last) implements java.io.Serializable {",
                        "    private Object writeReplace() { return new FullNameExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("vp.Named", "package vp;",
                        "/** Not @FastSerial: its String is written by the subclass's externalizer, through the getter. */",
                        "public abstract class Named {",
                        "    private final String name;",
                        "    protected Named(String name) { this.name = name; }",
                        "    public String getName() { return name; }",
                        "}"),
                JavaFileObjects.forSourceLines("vp.Alias", "package vp;",
                        "import dev.fastserial.*;",
                        "/** Marked constructor, its parameters the fields by name, the superclass's first. */",
                        "@FastSerial",
                        "public final class Alias extends Named implements java.io.Serializable {",
                        "    final String alias;",
                        "    @SerialConstructor Alias(String name, String alias) { super(name); this.alias = alias; }",
                        "    private Object writeReplace() { return new AliasExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("vp.Nick", "package vp;",
                        "import dev.fastserial.*;",
                        "/** Marked constructor, the fields' names in the other order: by name. */",
                        "@FastSerial",
                        "public final class Nick extends Named implements java.io.Serializable {",
                        "    final String nick;",
                        "    @SerialConstructor Nick(String nick, String name) { super(name); this.nick = nick; }",
                        "    private Object writeReplace() { return new NickExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("vp.Hidden", "package vp;",
                        "import dev.fastserial.*;",
                        "/** Its own field hides the superclass's, of the same name and type: 'name' is its own, 'inherited' the hidden one. */",
                        "@FastSerial",
                        "public final class Hidden extends Named implements java.io.Serializable {",
                        "    final String name;",
                        "    @SerialConstructor Hidden(String inherited, String name) { super(inherited); this.name = name; }",
                        "    String own() { return name; }",
                        "    private Object writeReplace() { return new HiddenExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("vp.base.Twin", "package vp.base;",
                        "/** Not @FastSerial, and of the same simple name as its subclass vp.Twin. */",
                        "public abstract class Twin {",
                        "    private final String name;",
                        "    protected Twin(String name) { this.name = name; }",
                        "    public String getName() { return name; }",
                        "}"),
                JavaFileObjects.forSourceLines("vp.Twin", "package vp;",
                        "import dev.fastserial.*;",
                        "/** As Hidden, but the superclass has the class's own simple name (in another package). */",
                        "@FastSerial",
                        "public final class Twin extends vp.base.Twin implements java.io.Serializable {",
                        "    final String name;",
                        "    @SerialConstructor Twin(String inherited, String name) { super(inherited); this.name = name; }",
                        "    String own() { return name; }",
                        "    private Object writeReplace() { return new TwinExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("vp.Interval", "package vp;",
                        "import dev.fastserial.*;",
                        "/** Two int fields declared in the other order than the marked constructor takes them: by name. */",
                        "@FastSerial",
                        "public final class Interval implements java.io.Serializable {",
                        "    private final int high;",
                        "    private final int low;",
                        "    @SerialConstructor public Interval(int low, int high) { this.low = low; this.high = high; }",
                        "    public int getLow() { return low; }",
                        "    public int getHigh() { return high; }",
                        "    private Object writeReplace() { return new IntervalExternalizer(this); }",
                        "}"),
                BeanSources.bean("vp", "ValueHolder", "public class ValueHolder implements Externalizable",
                        "Span span;", "FullName fullName;", "Alias alias;", "Nick nick;", "Hidden hidden;", "List<Span> spans;",
                        "Map<FullName, Nick> nicks;", "public ValueHolder() {}"),
                // 2. sorted collections with a comparator
                BeanSources.bean("vp", "Sorted", "public class Sorted implements Externalizable",
                        "Map<String, Integer> map;", "SortedMap<String, Integer> sortedMap;",
                        "NavigableMap<String, Integer> navigableMap;", "TreeMap<String, Integer> treeMap;",
                        "Set<String> set;", "SortedSet<String> sortedSet;", "NavigableSet<String> navigableSet;",
                        "Collection<String> collection;", "TreeSet<String> treeSet;",
                        "List<SortedSet<String>> setsInAList;", "Map<String, SortedMap<String, Integer>> mapsInAMap;",
                        "public Sorted() {}"),
                // 3. arrays of a subclass
                JavaFileObjects.forSourceLines("vp.Shape", "package vp;",
                        "/** Plain Serializable, not @FastSerial. */",
                        "public class Shape implements java.io.Serializable {",
                        "    private static final long serialVersionUID = 1L;",
                        "    public final String name;",
                        "    public Shape(String name) { this.name = name; }",
                        "    @Override public boolean equals(Object o) {",
                        "        return o != null && o.getClass() == getClass() && ((Shape) o).name.equals(name);",
                        "    }",
                        "    @Override public int hashCode() { return name.hashCode(); }",
                        "}"),
                JavaFileObjects.forSourceLines("vp.Square", "package vp;",
                        "public class Square extends Shape {",
                        "    private static final long serialVersionUID = 1L;",
                        "    public Square(String name) { super(name); }",
                        "}"),
                BeanSources.bean("vp", "ArrayBean", "public class ArrayBean implements Externalizable",
                        "types.Point[] points;", "Date[] dates;", "Shape[] shapes;", "types.Point[][] grid;",
                        "Date[][] calendar;", "List<Date[]> dateLists;", "Object[] objects;",
                        "public ArrayBean() {}"),
                // 4. NotNull and Nonnull of any package
                JavaFileObjects.forSourceLines("a.NotNull", "package a;",
                        "/** A declaration annotation, CLASS retention (as many libraries' are). */",
                        "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.CLASS)",
                        "public @interface NotNull {}"),
                JavaFileObjects.forSourceLines("b.Nonnull", "package b;",
                        "/** A type-use annotation, as JSpecify's and the Checker Framework's are. */",
                        "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)",
                        "@java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE_USE)",
                        "public @interface Nonnull {}")));
        sources.addAll(nonNullBeans("p1", "@a.NotNull", "@b.Nonnull"));
        sources.addAll(nonNullBeans("p2", "", ""));
        sources.addAll(nonNullBeans("p3", "@dev.fastserial.NonNull", "@dev.fastserial.NonNull"));
        sources.addAll(nonNullBeans("p4", "@a.NotNull", "@a.NotNull"));
        sources.addAll(nonNullBeans("p5", "@b.Nonnull", "@b.Nonnull"));
        beans = CompiledBeans.compile(sources.toArray(new JavaFileObject[0]));
        assertThat(beans.warnings()).isEmpty();
    }

    /** One bean, in three packages of the same name length: annotated {@code first}/{@code second} ways, or not. */
    private static List<JavaFileObject> nonNullBeans(String pkg, String first, String second) {
        return List.of(BeanSources.bean(pkg, "Bean", "public class Bean implements Externalizable",
                first + " String text;", second + " String other;", first + " Integer number;",
                second + " List<String> list;", first + " Date date;", second + " Long big;",
                "String nullable;", "public Bean() {}"));
    }

    // ---- 1. constructors among fields of one type ----------------------------------------------

    @Test
    void anImmutableClassWhoseConstructorTakesSameTypedFieldsByNameInAnotherOrder() {
        Object span = beans.construct("vp.Span", 20, 10); // (hi, lo)
        assertEquals(10, get(span, "lo"));
        assertEquals(20, get(span, "hi"));
        assertEveryPathKeeps(span, ValuePromisesTest::field, "lo", 10, "hi", 20);
    }

    @Test
    void aRecordWithTwoStringComponents() {
        Object name = beans.construct("vp.FullName", "Ada", "Lovelace");
        assertEveryPathKeeps(name, ValuePromisesTest::field, "first", "Ada", "last", "Lovelace");
    }

    @Test
    void aMarkedConstructorTakesTheFieldsByName() {
        Object alias = beans.construct("vp.Alias", "inherited", "own");
        assertEquals("inherited", get(alias, "name"));
        assertEquals("own", get(alias, "alias"));
        assertEveryPathKeeps(alias, ValuePromisesTest::field, "name", "inherited", "alias", "own");
    }

    /** Issue 24, h03: the fields declared high, low, the marked constructor taking (low, high): each by its name. */
    @Test
    void aMarkedConstructorTakesTwoFieldsOfOneTypeByNameWhateverTheirDeclarationOrder() {
        Object interval = beans.construct("vp.Interval", 1, 9);
        assertEquals(1, get(interval, "low"));
        assertEquals(9, get(interval, "high"));
        assertEveryPathKeeps(interval, ValuePromisesTest::field, "low", 1, "high", 9);
    }

    @Test
    void aMarkedConstructorNamingTheFieldsInAnotherOrderTakesThemByName() {
        Object nick = beans.construct("vp.Nick", "own", "inherited"); // (nick, name)
        assertEquals("inherited", get(nick, "name"));
        assertEquals("own", get(nick, "nick"));
        assertEveryPathKeeps(nick, ValuePromisesTest::field, "name", "inherited", "nick", "own");
    }

    @Test
    void aMarkedConstructorOfAClassWhoseFieldHidesTheSuperclassFieldOfTheSameNameAndType() {
        Object hidden = beans.construct("vp.Hidden", "inherited", "own");
        assertEquals("inherited", invoke(hidden, "getName"));
        assertEquals("own", invoke(hidden, "own"));
        // the superclass's field through its getter, the class's own through its accessor
        assertEveryPathKeeps(hidden, ValuePromisesTest::invoke, "getName", "inherited", "own", "own");
    }

    /**
     * The constructor's arguments were once keyed by the declaring class's simple name: with a
     * superclass of the same simple name both took the subclass's value ({@code new Twin(name_, name_)}).
     */
    @Test
    void aHiddenFieldOfASuperclassWithTheClassesOwnSimpleName() {
        Object twin = beans.construct("vp.Twin", "inherited", "own");
        assertEveryPathKeeps(twin, ValuePromisesTest::invoke, "getName", "inherited", "own", "own");
    }

    /** Each path's copy of {@code value} is of its class and gives these values, each read by name with {@code read}. */
    private static void assertEveryPathKeeps(Object value, java.util.function.BiFunction<Object, String, Object> read,
                                             Object... namesAndValues) {
        for (int i = 0; i < PATHS.size(); i++) {
            Object copy = PATHS.get(i).apply(value);
            assertSame(value.getClass(), copy.getClass(), PATH_NAMES.get(i));
            for (int k = 0; k < namesAndValues.length; k += 2) {
                String name = (String) namesAndValues[k];
                assertEquals(namesAndValues[k + 1], read.apply(copy, name), PATH_NAMES.get(i) + ": " + name);
            }
        }
    }

    private static Object field(Object target, String name) {
        return get(target, name);
    }

    private static Object invoke(Object target, String method) {
        try {
            java.lang.reflect.Method m = target.getClass().getDeclaredMethod(method);
            m.setAccessible(true);
            return m.invoke(target);
        } catch (NoSuchMethodException e) {
            try {
                return target.getClass().getMethod(method).invoke(target);
            } catch (ReflectiveOperationException e2) {
                throw new AssertionError(e2);
            }
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theSameValuesInlineInABean() {
        Object holder = beans.newInstance("vp.ValueHolder");
        set(holder, "span", beans.construct("vp.Span", 2, 1));
        set(holder, "fullName", beans.construct("vp.FullName", "Grace", "Hopper"));
        set(holder, "alias", beans.construct("vp.Alias", "A-super", "A-own"));
        set(holder, "nick", beans.construct("vp.Nick", "N-own", "N-super"));
        set(holder, "hidden", beans.construct("vp.Hidden", "H-super", "H-own"));
        set(holder, "spans", new ArrayList<>(List.of(beans.construct("vp.Span", -1, -2), beans.construct("vp.Span", 7, 3))));
        set(holder, "nicks", new HashMap<>(Map.of(beans.construct("vp.FullName", "k1", "k2"),
                beans.construct("vp.Nick", "v-own", "v-super"))));
        for (int i = 0; i < PATHS.size(); i++) {
            String path = PATH_NAMES.get(i);
            Object copy = PATHS.get(i).apply(holder);
            assertEquals(1, get(get(copy, "span"), "lo"), path);
            assertEquals(2, get(get(copy, "span"), "hi"), path);
            assertEquals("Grace", get(get(copy, "fullName"), "first"), path);
            assertEquals("Hopper", get(get(copy, "fullName"), "last"), path);
            assertEquals("A-super", get(get(copy, "alias"), "name"), path);
            assertEquals("A-own", get(get(copy, "alias"), "alias"), path);
            assertEquals("N-super", get(get(copy, "nick"), "name"), path);
            assertEquals("N-own", get(get(copy, "nick"), "nick"), path);
            assertEquals("H-super", invoke(get(copy, "hidden"), "getName"), path);
            assertEquals("H-own", invoke(get(copy, "hidden"), "own"), path);
            List<?> spans = (List<?>) get(copy, "spans");
            assertEquals(List.of(-2, -1, 3, 7), List.of(get(spans.get(0), "lo"), get(spans.get(0), "hi"),
                    get(spans.get(1), "lo"), get(spans.get(1), "hi")), path);
            Map.Entry<?, ?> entry = ((Map<?, ?>) get(copy, "nicks")).entrySet().iterator().next();
            assertEquals("k1", get(entry.getKey(), "first"), path);
            assertEquals("k2", get(entry.getKey(), "last"), path);
            assertEquals("v-super", get(entry.getValue(), "name"), path);
            assertEquals("v-own", get(entry.getValue(), "nick"), path);
        }
    }

    // ---- 2. sorted collections with a comparator ----------------------------------------------

    private static TreeMap<String, Integer> reversedMap() {
        TreeMap<String, Integer> map = new TreeMap<>(Comparator.reverseOrder());
        map.put("a", 1);
        map.put("c", 3);
        map.put("b", 2);
        return map;
    }

    private static TreeSet<String> caseInsensitiveSet() {
        TreeSet<String> set = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        set.addAll(List.of("B", "a", "C")); // natural order would put "B" first
        return set;
    }

    @Test
    void aTreeMapWithAComparatorKeepsItInEveryMapField() {
        Object sorted = beans.newInstance("vp.Sorted");
        for (String field : new String[] {"map", "sortedMap", "navigableMap", "treeMap"}) {
            set(sorted, field, reversedMap());
        }
        set(sorted, "mapsInAMap", new HashMap<>(Map.of("inner", reversedMap())));
        for (int i = 0; i < PATHS.size(); i++) {
            Object copy = PATHS.get(i).apply(sorted);
            List<SortedMap<?, ?>> maps = new ArrayList<>();
            for (String field : new String[] {"map", "sortedMap", "navigableMap", "treeMap"}) {
                maps.add((SortedMap<?, ?>) get(copy, field));
            }
            maps.add((SortedMap<?, ?>) ((Map<?, ?>) get(copy, "mapsInAMap")).get("inner"));
            for (SortedMap<?, ?> map : maps) {
                String what = PATH_NAMES.get(i) + ": " + map;
                assertSame(TreeMap.class, map.getClass(), what);
                assertNotNull(map.comparator(), what + " lost its comparator");
                assertSame(Comparator.reverseOrder(), map.comparator(), what);
                assertEquals("c", map.firstKey(), what);
                assertEquals(List.of("c", "b", "a"), new ArrayList<>(map.keySet()), what);
                assertEquals(reversedMap(), map, what);
            }
            assertDeepEquals(sorted, copy);
        }
    }

    @Test
    void aTreeSetWithAComparatorKeepsItInEverySetAndCollectionField() {
        Object sorted = beans.newInstance("vp.Sorted");
        for (String field : new String[] {"set", "sortedSet", "navigableSet", "collection", "treeSet"}) {
            set(sorted, field, caseInsensitiveSet());
        }
        set(sorted, "setsInAList", new ArrayList<>(Arrays.asList(caseInsensitiveSet(), new TreeSet<>(List.of("z")), null)));
        for (int i = 0; i < PATHS.size(); i++) {
            Object copy = PATHS.get(i).apply(sorted);
            List<SortedSet<?>> sets = new ArrayList<>();
            for (String field : new String[] {"set", "sortedSet", "navigableSet", "collection", "treeSet"}) {
                sets.add((SortedSet<?>) get(copy, field));
            }
            List<?> inList = (List<?>) get(copy, "setsInAList");
            sets.add((SortedSet<?>) inList.get(0));
            for (SortedSet<?> set : sets) {
                String what = PATH_NAMES.get(i) + ": " + set;
                assertSame(TreeSet.class, set.getClass(), what);
                assertNotNull(set.comparator(), what + " lost its comparator");
                assertSame(String.CASE_INSENSITIVE_ORDER, set.comparator(), what);
                assertEquals("a", set.first(), what);
                assertEquals(List.of("a", "B", "C"), new ArrayList<>(set), what);
                assertTrue(((TreeSet<?>) set).contains("b"), what + ": looked up through the comparator");
            }
            assertEquals(null, ((SortedSet<?>) inList.get(1)).comparator(), "the natural-order one stays natural");
            assertDeepEquals(sorted, copy);
        }
    }

    // ---- 3. arrays of a subclass ----------------------------------------------------------------

    private static Object point3(int x, int z) {
        Object p = beans.newInstance("types.Point3");
        set(p, "x", x);
        set(p, "z", z);
        set(p, "label", "p" + x);
        return p;
    }

    private static Object[] array(String component, Object... elements) {
        Object[] array = (Object[]) Array.newInstance(beans.load(component), elements.length);
        System.arraycopy(elements, 0, array, 0, elements.length);
        return array;
    }

    @Test
    void anArrayOfASubclassInAFieldOfTheSuperclassesArrayTypeKeepsItsClass() {
        Timestamp stamp = new Timestamp(1_000);
        stamp.setNanos(123_456_789);
        Object bean = beans.newInstance("vp.ArrayBean");
        set(bean, "points", array("types.Point3", point3(1, 10), null, point3(2, 20)));
        set(bean, "dates", new Timestamp[] {stamp, null, new Timestamp(-5)});
        set(bean, "shapes", array("vp.Square", beans.construct("vp.Square", "sq"), null));
        Object[][] grid = (Object[][]) Array.newInstance(beans.load("types.Point"), 2, 0);
        grid[0] = array("types.Point3", point3(3, 30));
        grid[1] = array("types.Point", point3(4, 40));
        set(bean, "grid", grid);
        set(bean, "calendar", new Date[][] {new Timestamp[] {new Timestamp(7)}, {new Date(8)}});
        set(bean, "dateLists", new ArrayList<>(List.of(new Timestamp[] {new Timestamp(9)}, new Date[] {new Date(10)})));
        set(bean, "objects", new String[] {"strings in an Object[]"});
        for (int i = 0; i < PATHS.size(); i++) {
            String path = PATH_NAMES.get(i);
            Object copy = PATHS.get(i).apply(bean);
            Object[] points = (Object[]) get(copy, "points");
            assertSame(beans.load("types.Point3").arrayType(), points.getClass(), path);
            assertEquals(10, get(points[0], "z"), path);
            assertEquals(null, points[1], path);
            assertEquals(20, get(points[2], "z"), path);
            assertSame(Timestamp[].class, get(copy, "dates").getClass(), path);
            assertArrayEquals((Object[]) get(bean, "dates"), (Object[]) get(copy, "dates"), path);
            assertEquals(123_456_789, ((Timestamp[]) get(copy, "dates"))[0].getNanos(), path);
            assertSame(beans.load("vp.Square").arrayType(), get(copy, "shapes").getClass(), path);
            assertArrayEquals((Object[]) get(bean, "shapes"), (Object[]) get(copy, "shapes"), path);
            Object[][] gridCopy = (Object[][]) get(copy, "grid");
            assertSame(beans.load("types.Point").arrayType().arrayType(), gridCopy.getClass(), path);
            assertSame(beans.load("types.Point3").arrayType(), gridCopy[0].getClass(), path + ": grid[0]");
            assertSame(beans.load("types.Point").arrayType(), gridCopy[1].getClass(), path + ": grid[1]");
            assertEquals(30, get(gridCopy[0][0], "z"), path);
            assertEquals(40, get(gridCopy[1][0], "z"), path);
            Date[][] calendar = (Date[][]) get(copy, "calendar");
            assertSame(Timestamp[].class, calendar[0].getClass(), path + ": calendar[0]");
            assertSame(Date[].class, calendar[1].getClass(), path + ": calendar[1]");
            List<?> dateLists = (List<?>) get(copy, "dateLists");
            assertSame(Timestamp[].class, dateLists.get(0).getClass(), path + ": dateLists[0]");
            assertSame(Date[].class, dateLists.get(1).getClass(), path + ": dateLists[1]");
            assertSame(String[].class, get(copy, "objects").getClass(), path);
            assertDeepEqualsIgnoringSharing(bean, copy);
        }
    }

    // ---- 4. NotNull and Nonnull of any package ------------------------------------------------

    private static Object filledNonNullBean(String pkg) {
        Object bean = beans.newInstance(pkg + ".Bean");
        set(bean, "text", "t");
        set(bean, "other", "o");
        set(bean, "number", 1);
        set(bean, "list", new ArrayList<>(List.of("l")));
        set(bean, "date", new Date(2));
        set(bean, "big", 3L);
        set(bean, "nullable", null);
        return bean;
    }

    @Test
    void nullInAFieldAnnotatedNotNullOrNonnullOfAnyPackageFailsNamingClassAndField() {
        for (String pkg : new String[] {"p1", "p4", "p5"}) {
            for (String field : new String[] {"text", "other", "number", "list", "date", "big"}) {
                Object bean = set(filledNonNullBean(pkg), field, null);
                String message = pkg + ".Bean." + field + " is declared non-null but is null";
                NullPointerException jdk = assertThrows(NullPointerException.class, () -> Streams.serialize(bean), message);
                assertEquals(message, jdk.getMessage());
                NullPointerException direct = assertThrows(NullPointerException.class, () -> FastBytes.toBytes(bean), message);
                assertEquals(message, direct.getMessage());
                NullPointerException other = assertThrows(NullPointerException.class, () -> writeExternal(bean), message);
                assertEquals(message, other.getMessage());
            }
        }
        Object loose = Direct.roundTrip(set(filledNonNullBean("p2"), "text", null));
        assertEquals(null, get(loose, "text"), "without the annotation null is a value");
    }

    /**
     * The flags' low four bits hold presence bits (the top four are the class level's own): six
     * nullable fields more take a second byte of flags. Each annotation alone (p4: a.NotNull,
     * p5: b.Nonnull, the type-use one) and both (p1) cost exactly what dev.fastserial.NonNull (p3)
     * costs, and less than no annotation (p2).
     */
    @Test
    void aFieldAnnotatedNotNullOrNonnullOfAnyPackageHasNoPresenceBit() throws Exception {
        String[] packages = {"p1", "p4", "p5"};
        Object plain = filledNonNullBean("p2");
        Object provided = filledNonNullBean("p3");
        for (String pkg : packages) {
            Object annotated = filledNonNullBean(pkg);
            int[] sizes = {writeExternal(annotated).length, writeExternal(plain).length, writeExternal(provided).length};
            String what = pkg + ": annotated, plain, dev.fastserial.NonNull: ";
            assertEquals(sizes[2], sizes[0], what + Arrays.toString(sizes));
            assertTrue(sizes[0] < sizes[1], what + Arrays.toString(sizes));
            int[] direct = {FastBytes.toBytes(annotated).length, FastBytes.toBytes(plain).length, FastBytes.toBytes(provided).length};
            assertEquals(direct[2], direct[0], what + "FastBytes " + Arrays.toString(direct));
            assertTrue(direct[0] < direct[1], what + "FastBytes " + Arrays.toString(direct));
            int[] jdk = {Streams.serialize(annotated).length, Streams.serialize(plain).length, Streams.serialize(provided).length};
            assertEquals(jdk[2], jdk[0], what + "JDK stream " + Arrays.toString(jdk));
            assertTrue(jdk[0] < jdk[1], what + "JDK stream " + Arrays.toString(jdk));
            assertDeepEquals(annotated, Streams.roundTrip(annotated));
            assertDeepEquals(annotated, Direct.roundTrip(annotated));
        }
    }

    /**
     * "Any annotation named NonNull, NotNull or Nonnull (any package)" on a field of a superclass
     * fastserial does not own, compiled earlier (a library jar: the processor sees class files):
     * a declaration annotation of CLASS retention.
     */
    @Test
    void aNotNullDeclarationAnnotationOnAFieldOfALibrarySuperclassFromClassFiles(@TempDir Path tmp) throws IOException {
        assertNullRefused(subclassOfLibraryBase(tmp), "declared");
    }

    /**
     * The same with a type-use annotation (JSpecify's and the Checker Framework's kind), RUNTIME
     * retention: on JDK 17 the field stays nullable (a presence bit, null written and read back).
     */
    @Test
    @Disabled("Defect: javac 17 does not give annotation processors the type annotations it reads from class"
            + " files (JDK-8225377: fixed in JDK 22, not in this 17.0.15; its 17u backport was backed out), so"
            + " BeanReader.isNonNull never sees a type-use @Nonnull on a field of a superclass compiled earlier: the"
            + " field keeps its presence bit and null is written. (Not checked: a javac that has the fix would then"
            + " give the bean another layout.) Fixing it means reading the field's type annotations from the class"
            + " file: not a small fix")
    void aNonnullTypeUseAnnotationOnAFieldOfALibrarySuperclassFromClassFiles(@TempDir Path tmp) throws IOException {
        assertNullRefused(subclassOfLibraryBase(tmp), "typeUse");
    }

    private static void assertNullRefused(CompiledBeans[] compiled, String field) {
        ClassLoader loader = compiled[1].loaderWith(compiled[0], "lib.Base", "a.NotNull", "b.Nonnull");
        Object bean;
        try {
            bean = Class.forName("app.Sub", true, loader).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
        assertDeepEquals(bean, Direct.roundTrip(bean));
        set(bean, field, null);
        NullPointerException e = assertThrows(NullPointerException.class, () -> FastBytes.toBytes(bean),
                () -> "lib.Base." + field + " is null: " + compiled[1].generatedSource("app.SubExternalizer"));
        assertEquals("app.Sub." + field + " is declared non-null but is null", e.getMessage());
        assertThrows(NullPointerException.class, () -> Streams.serialize(bean));
    }

    /** lib.Base (a.NotNull String declared; b.Nonnull String typeUse) compiled alone, then app.Sub against its class files. */
    private static CompiledBeans[] subclassOfLibraryBase(Path tmp) throws IOException {
        Compilation library = javac().compile(
                JavaFileObjects.forSourceLines("a.NotNull", "package a;",
                        "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.CLASS)",
                        "public @interface NotNull {}"),
                JavaFileObjects.forSourceLines("b.Nonnull", "package b;",
                        "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)",
                        "@java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE_USE)",
                        "public @interface Nonnull {}"),
                JavaFileObjects.forSourceLines("lib.Base", "package lib;",
                        "public class Base implements java.io.Serializable {",
                        "    private static final long serialVersionUID = 1L;",
                        "    @a.NotNull public String declared = \"d\";",
                        "    @b.Nonnull public String typeUse = \"t\";",
                        "}"));
        CompiledBeans lib = CompiledBeans.of(library);
        Path classes = tmp.resolve("classes");
        for (JavaFileObject file : library.generatedFiles()) {
            String path = file.toUri().getPath();
            Path target = classes.resolve(path.substring(path.indexOf("CLASS_OUTPUT/") + "CLASS_OUTPUT/".length()));
            Files.createDirectories(target.getParent());
            try (java.io.InputStream in = file.openInputStream()) {
                Files.write(target, in.readAllBytes());
            }
        }
        File annotations;
        try {
            annotations = new File(dev.fastserial.FastSerial.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new AssertionError(e);
        }
        CompiledBeans app = CompiledBeans.of(javac().withProcessors(new FastSerialProcessor())
                .withClasspath(List.of(classes.toFile(), annotations))
                .compile(BeanSources.bean("app", "Sub", "public class Sub extends lib.Base implements Externalizable",
                        "public Sub() {}")));
        return new CompiledBeans[] {lib, app};
    }

    /** The bean's own writeExternal on an ObjectOutput that is not the JDK's: its bytes alone. */
    private static byte[] writeExternal(Object bean) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutput out = new DataObjectOutput(bytes)) {
            bean.getClass().getMethod("writeExternal", ObjectOutput.class).invoke(bean, out);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException) {
                throw (RuntimeException) e.getCause();
            }
            throw new AssertionError(e.getCause());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
        return bytes.toByteArray();
    }
}
