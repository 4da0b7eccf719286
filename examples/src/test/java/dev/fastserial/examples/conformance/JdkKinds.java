package dev.fastserial.examples.conformance;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
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
import java.util.PriorityQueue;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.stream.Collectors;

/**
 * The JDK's collection and map classes the suite puts in fields: those with a fast form and the
 * look-alikes beside them that must not be mistaken for them (views over any other collection,
 * comparators, access order, bounded subclasses, identity maps, {@code List.of} and its kin at
 * every size). A kind is a name ({@code "TreeSet"}, {@code "Map.of"}, {@code "synchronizedMap"})
 * and, for some, a parameter (a comparator, a bound, a tag); views wrap another container node.
 */
final class JdkKinds {
    private JdkKinds() {}

    /** Containers created empty and filled (so a cycle can pass through them). */
    static final List<String> MUTABLE_COLLECTIONS = List.of("ArrayList", "LinkedList", "Vector", "CopyOnWriteArrayList",
            "TaggedList", "ArrayDeque", "ConcurrentLinkedQueue", "ConcurrentLinkedDeque", "LinkedBlockingQueue",
            "ArrayBlockingQueue", "PriorityQueue", "HashSet", "LinkedHashSet", "TreeSet", "SortedBag", "ConcurrentSkipListSet",
            "CopyOnWriteArraySet", "newKeySet", "EnumSet", "newSetFromMap(IdentityHashMap)", "newSetFromMap(LinkedHashMap)");
    /** Collections made from their elements by a factory. */
    static final List<String> FACTORY_COLLECTIONS = List.of("List.of", "List.copyOf", "Stream.toList", "Arrays.asList",
            "emptyList", "singletonList", "nCopies", "Set.of", "Set.copyOf", "emptySet", "singleton", "emptySortedSet",
            "emptyNavigableSet");
    static final List<String> MUTABLE_MAPS = List.of("HashMap", "LinkedHashMap", "LinkedHashMap(access)", "Lru", "TreeMap",
            "IdentityHashMap", "Hashtable", "ConcurrentHashMap", "ConcurrentSkipListMap", "EnumMap");
    static final List<String> FACTORY_MAPS = List.of("Map.of", "Map.ofEntries", "Map.copyOf", "emptyMap", "singletonMap",
            "emptySortedMap", "emptyNavigableMap");
    /** {@code Collections}' wrappers, each over an inner container of the type its factory takes. */
    static final List<String> VIEWS = List.of("unmodifiableCollection", "unmodifiableList", "unmodifiableSet",
            "unmodifiableSortedSet", "unmodifiableNavigableSet", "synchronizedCollection", "synchronizedList", "synchronizedSet",
            "synchronizedSortedSet", "synchronizedNavigableSet", "checkedCollection", "checkedList", "checkedSet",
            "unmodifiableMap", "unmodifiableSortedMap", "unmodifiableNavigableMap", "synchronizedMap", "synchronizedSortedMap",
            "synchronizedNavigableMap", "checkedMap");
    /** Kinds that take a comparator: null for natural order, else one of {@link #COMPARATORS}. */
    static final Set<String> SORTED = Set.of("TreeSet", "SortedBag", "ConcurrentSkipListSet", "PriorityQueue", "TreeMap",
            "ConcurrentSkipListMap");
    static final List<String> COMPARATORS = List.of("reverseOrder", "naturalOrder", "CASE_INSENSITIVE_ORDER", "ByLength");
    /** Kinds that refuse null elements (keys, for maps). */
    static final Set<String> NO_NULL_ELEMENTS = Set.of("ArrayDeque", "ConcurrentLinkedQueue", "ConcurrentLinkedDeque",
            "LinkedBlockingQueue", "ArrayBlockingQueue", "PriorityQueue", "TreeSet", "SortedBag", "ConcurrentSkipListSet",
            "newKeySet", "EnumSet", "List.of", "List.copyOf", "Set.of", "Set.copyOf", "TreeMap", "Hashtable",
            "ConcurrentHashMap", "ConcurrentSkipListMap", "EnumMap", "Map.of", "Map.ofEntries", "Map.copyOf",
            "CopyOnWriteArraySet");
    /** Maps whose values cannot be null. */
    static final Set<String> NO_NULL_VALUES = Set.of("Hashtable", "ConcurrentHashMap", "ConcurrentSkipListMap", "Map.of",
            "Map.ofEntries", "Map.copyOf");
    /** Kinds whose elements (keys) are looked up by hash or order: only values that hash and compare alike. */
    static final Set<String> LOOKED_UP = Set.of("HashSet", "TreeSet", "SortedBag", "ConcurrentSkipListSet", "newKeySet",
            "Set.of", "Set.copyOf", "singleton", "PriorityQueue", "HashMap", "LinkedHashMap", "LinkedHashMap(access)", "Lru",
            "TreeMap", "Hashtable", "ConcurrentHashMap", "ConcurrentSkipListMap", "Map.of", "Map.ofEntries", "Map.copyOf",
            "singletonMap");

    /** The interface or class a field is declared with. */
    static Class<?> rawClass(String raw) {
        return switch (raw) {
            case "List" -> List.class;
            case "Collection" -> Collection.class;
            case "Set" -> Set.class;
            case "SortedSet" -> SortedSet.class;
            case "NavigableSet" -> NavigableSet.class;
            case "Queue" -> Queue.class;
            case "Deque" -> Deque.class;
            case "Map" -> Map.class;
            case "SortedMap" -> SortedMap.class;
            case "NavigableMap" -> NavigableMap.class;
            case "ConcurrentMap" -> ConcurrentMap.class;
            case "ConcurrentNavigableMap" -> ConcurrentNavigableMap.class;
            case "ArrayList" -> ArrayList.class;
            case "LinkedList" -> LinkedList.class;
            case "HashSet" -> HashSet.class;
            case "LinkedHashSet" -> LinkedHashSet.class;
            case "TreeSet" -> TreeSet.class;
            case "ArrayDeque" -> ArrayDeque.class;
            case "HashMap" -> HashMap.class;
            case "LinkedHashMap" -> LinkedHashMap.class;
            case "TreeMap" -> TreeMap.class;
            case "ConcurrentHashMap" -> ConcurrentHashMap.class;
            case "ConcurrentSkipListMap" -> ConcurrentSkipListMap.class;
            case "ConcurrentSkipListSet" -> ConcurrentSkipListSet.class;
            case "CopyOnWriteArrayList" -> CopyOnWriteArrayList.class;
            case "EnumSet" -> EnumSet.class;
            case "EnumMap" -> EnumMap.class;
            default -> throw new IllegalArgumentException(raw);
        };
    }

    /** The inner container's declared type a view's factory takes. */
    static String viewTakes(String view) {
        return switch (view) {
            case "unmodifiableCollection", "synchronizedCollection", "checkedCollection" -> "Collection";
            case "unmodifiableList", "synchronizedList", "checkedList" -> "List";
            case "unmodifiableSet", "synchronizedSet", "checkedSet" -> "Set";
            case "unmodifiableSortedSet", "synchronizedSortedSet" -> "SortedSet";
            case "unmodifiableNavigableSet", "synchronizedNavigableSet" -> "NavigableSet";
            case "unmodifiableMap", "synchronizedMap", "checkedMap" -> "Map";
            case "unmodifiableSortedMap", "synchronizedSortedMap" -> "SortedMap";
            case "unmodifiableNavigableMap", "synchronizedNavigableMap" -> "NavigableMap";
            default -> throw new IllegalArgumentException(view);
        };
    }

    static boolean isMap(String kind) {
        return MUTABLE_MAPS.contains(kind) || FACTORY_MAPS.contains(kind) || VIEWS.contains(kind) && viewTakes(kind).endsWith("Map");
    }

    static boolean isView(String kind) {
        return VIEWS.contains(kind);
    }

    static boolean isMutable(String kind) {
        return MUTABLE_COLLECTIONS.contains(kind) || MUTABLE_MAPS.contains(kind);
    }

    /** The classes a kind's values have, to test against a declared type (one sample each; views by their factory's return). */
    private static final Map<String, Object> SAMPLES = samples();

    private static Map<String, Object> samples() {
        Map<String, Object> s = new HashMap<>();
        Support none = Support.JDK_ONLY;
        for (String k : MUTABLE_COLLECTIONS) {
            if (!k.equals("EnumSet") && !k.equals("TaggedList") && !k.equals("SortedBag")) {
                s.put(k, emptyCollection(k, null, none, null));
            }
        }
        s.put("EnumSet", EnumSet.noneOf(java.time.DayOfWeek.class));
        s.put("TaggedList", new ArrayList<>());   // an ArrayList subclass
        s.put("SortedBag", new TreeSet<>());      // a TreeSet subclass
        for (String k : FACTORY_COLLECTIONS) {
            s.put(k, collectionOf(k, 0, List.of("a", "b", "c"), null));
        }
        for (String k : MUTABLE_MAPS) {
            s.put(k, k.equals("EnumMap") ? new EnumMap<java.time.DayOfWeek, Object>(java.time.DayOfWeek.class)
                    : k.equals("Lru") ? new LinkedHashMap<>() : emptyMap(k, null, none, null));
        }
        for (String k : FACTORY_MAPS) {
            s.put(k, mapOf(k, List.of("a", "b"), List.of("1", "2")));
        }
        for (String k : VIEWS) {
            Object inner = switch (viewTakes(k)) {
                case "SortedSet", "NavigableSet" -> new TreeSet<>();
                case "SortedMap", "NavigableMap" -> new TreeMap<>();
                case "Map" -> new HashMap<>();
                case "Set" -> new HashSet<>();
                default -> new ArrayList<>();
            };
            s.put(k, wrap(k, inner, Object.class));
        }
        return s;
    }

    /** Whether a value of {@code kind} fits a field declared {@code raw}. */
    static boolean fits(String kind, String raw) {
        if (raw.equals("LinkedHashMap") && kind.equals("Lru") || raw.equals("ArrayList") && kind.equals("TaggedList")
                || raw.equals("TreeSet") && kind.equals("SortedBag")) {
            return true;
        }
        return rawClass(raw).isInstance(SAMPLES.get(kind));
    }

    /** Every kind there is. */
    static List<String> all() {
        List<String> all = new ArrayList<>(MUTABLE_COLLECTIONS);
        all.addAll(FACTORY_COLLECTIONS);
        all.addAll(MUTABLE_MAPS);
        all.addAll(FACTORY_MAPS);
        all.addAll(VIEWS);
        return all;
    }

    /** Where the classes of the generated batch come from (enums, comparators, subclasses of JDK collections). */
    interface Support {
        Object newInstance(String simpleName, Object... args);

        Class<?> classOf(String simpleName);

        Support JDK_ONLY = new Support() {
            @Override public Object newInstance(String simpleName, Object... args) { throw new IllegalStateException(simpleName); }
            @Override public Class<?> classOf(String simpleName) { throw new IllegalStateException(simpleName); }
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Comparator<Object> comparator(String name, Support support) {
        if (name == null) {
            return null;
        }
        return switch (name) {
            case "reverseOrder" -> Collections.reverseOrder();
            case "naturalOrder" -> (Comparator) Comparator.naturalOrder();
            case "CASE_INSENSITIVE_ORDER" -> (Comparator) String.CASE_INSENSITIVE_ORDER;
            case "ByLength" -> (Comparator<Object>) support.newInstance("ByLength");
            default -> throw new IllegalArgumentException(name);
        };
    }

    static String comparatorJava(String name) {
        return switch (name) {
            case "reverseOrder" -> "Collections.reverseOrder()";
            case "naturalOrder" -> "Comparator.naturalOrder()";
            case "CASE_INSENSITIVE_ORDER" -> "String.CASE_INSENSITIVE_ORDER";
            case "ByLength" -> "new ByLength()";
            default -> throw new IllegalArgumentException(name);
        };
    }

    /**
     * An empty mutable collection of {@code kind}; {@code param}: the comparator's name, a bound or a tag;
     * {@code enumType}: an EnumSet's element class.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Collection<Object> emptyCollection(String kind, String param, Support support, Class<?> enumType) {
        return switch (kind) {
            case "ArrayList" -> new ArrayList<>();
            case "LinkedList" -> new LinkedList<>();
            case "Vector" -> new Vector<>();
            case "CopyOnWriteArrayList" -> new CopyOnWriteArrayList<>();
            case "TaggedList" -> (Collection<Object>) support.newInstance("TaggedList", param);
            case "ArrayDeque" -> new ArrayDeque<>();
            case "ConcurrentLinkedQueue" -> new ConcurrentLinkedQueue<>();
            case "ConcurrentLinkedDeque" -> new ConcurrentLinkedDeque<>();
            case "LinkedBlockingQueue" -> new LinkedBlockingQueue<>(param == null ? 16 : Integer.parseInt(param));
            case "ArrayBlockingQueue" -> new ArrayBlockingQueue<>(param == null ? 16 : Integer.parseInt(param));
            case "PriorityQueue" -> new PriorityQueue<>(11, comparator(param, support));
            case "HashSet" -> new HashSet<>();
            case "LinkedHashSet" -> new LinkedHashSet<>();
            case "TreeSet" -> new TreeSet<>(comparator(param, support));
            case "SortedBag" -> (Collection<Object>) support.newInstance("SortedBag");
            case "ConcurrentSkipListSet" -> new ConcurrentSkipListSet<>(comparator(param, support));
            case "CopyOnWriteArraySet" -> new CopyOnWriteArraySet<>();
            case "newKeySet" -> ConcurrentHashMap.newKeySet();
            case "EnumSet" -> (Collection<Object>) (Collection) EnumSet.noneOf((Class) enumType);
            case "newSetFromMap(IdentityHashMap)" -> Collections.newSetFromMap(new IdentityHashMap<>());
            case "newSetFromMap(LinkedHashMap)" -> Collections.newSetFromMap(new LinkedHashMap<>());
            default -> throw new IllegalArgumentException(kind);
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Map<Object, Object> emptyMap(String kind, String param, Support support, Class<?> enumType) {
        return switch (kind) {
            case "HashMap" -> new HashMap<>();
            case "LinkedHashMap" -> new LinkedHashMap<>();
            case "LinkedHashMap(access)" -> new LinkedHashMap<>(16, 0.75f, true);
            case "Lru" -> (Map<Object, Object>) support.newInstance("Lru", Integer.parseInt(param));
            case "TreeMap" -> new TreeMap<>(comparator(param, support));
            case "IdentityHashMap" -> new IdentityHashMap<>();
            case "Hashtable" -> new Hashtable<>();
            case "ConcurrentHashMap" -> new ConcurrentHashMap<>();
            case "ConcurrentSkipListMap" -> new ConcurrentSkipListMap<>(comparator(param, support));
            case "EnumMap" -> (Map<Object, Object>) new EnumMap(enumType);
            default -> throw new IllegalArgumentException(kind);
        };
    }

    /** A factory collection of {@code elements} ({@code n}: nCopies' count). */
    static Collection<Object> collectionOf(String kind, int n, List<Object> elements, Class<?> elementClass) {
        return switch (kind) {
            case "List.of" -> listOf(elements);
            case "List.copyOf" -> List.copyOf(new ArrayList<>(elements));
            case "Stream.toList" -> elements.stream().toList();
            case "Arrays.asList" -> Arrays.asList(typedArray(elements, elementClass));
            case "emptyList" -> Collections.emptyList();
            case "singletonList" -> Collections.singletonList(elements.get(0));
            case "nCopies" -> Collections.nCopies(n, elements.get(0));
            case "Set.of" -> setOf(elements);
            case "Set.copyOf" -> Set.copyOf(new ArrayList<>(elements));
            case "emptySet" -> Collections.emptySet();
            case "singleton" -> Collections.singleton(elements.get(0));
            case "emptySortedSet" -> Collections.emptySortedSet();
            case "emptyNavigableSet" -> Collections.emptyNavigableSet();
            default -> throw new IllegalArgumentException(kind);
        };
    }

    /** {@code List.of} through the overload of that many arguments, so every size class is its own. */
    private static List<Object> listOf(List<Object> e) {
        return switch (e.size()) {
            case 0 -> List.of();
            case 1 -> List.of(e.get(0));
            case 2 -> List.of(e.get(0), e.get(1));
            case 3 -> List.of(e.get(0), e.get(1), e.get(2));
            default -> List.of(e.toArray());
        };
    }

    private static Set<Object> setOf(List<Object> e) {
        return switch (e.size()) {
            case 0 -> Set.of();
            case 1 -> Set.of(e.get(0));
            case 2 -> Set.of(e.get(0), e.get(1));
            default -> Set.of(e.toArray());
        };
    }

    private static Object[] typedArray(List<Object> elements, Class<?> elementClass) {
        Object[] array = (Object[]) java.lang.reflect.Array.newInstance(elementClass == null ? Object.class : elementClass, elements.size());
        return elements.toArray(array);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Map<Object, Object> mapOf(String kind, List<Object> keys, List<Object> values) {
        return switch (kind) {
            case "Map.of" -> switch (keys.size()) {
                case 0 -> Map.of();
                case 1 -> Map.of(keys.get(0), values.get(0));
                case 2 -> Map.of(keys.get(0), values.get(0), keys.get(1), values.get(1));
                default -> Map.ofEntries(entries(keys, values));
            };
            case "Map.ofEntries" -> Map.ofEntries(entries(keys, values));
            case "Map.copyOf" -> Map.copyOf(distinct(keys, values));
            case "emptyMap" -> Collections.emptyMap();
            case "singletonMap" -> Collections.singletonMap(keys.get(0), values.get(0));
            case "emptySortedMap" -> Collections.emptySortedMap();
            case "emptyNavigableMap" -> Collections.emptyNavigableMap();
            default -> throw new IllegalArgumentException(kind);
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Map.Entry<Object, Object>[] entries(List<Object> keys, List<Object> values) {
        Map.Entry<Object, Object>[] entries = new Map.Entry[keys.size()];
        for (int i = 0; i < entries.length; i++) {
            entries[i] = Map.entry(keys.get(i), values.get(i));
        }
        return entries;
    }

    /**
     * The entries as a map, refusing an equal key twice as {@code Map.ofEntries} does: the reproduction prints
     * {@code Map.copyOf(Map.ofEntries(...))}, which must build what was tested (a shrunk graph can have equal keys).
     */
    private static Map<Object, Object> distinct(List<Object> keys, List<Object> values) {
        Map<Object, Object> m = linked(keys, values);
        if (m.size() != keys.size()) {
            throw new IllegalArgumentException("duplicate key in Map.copyOf's entries " + keys);
        }
        return m;
    }

    private static Map<Object, Object> linked(List<Object> keys, List<Object> values) {
        Map<Object, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            m.put(keys.get(i), values.get(i));
        }
        return m;
    }

    /** {@code Collections.<view>(inner)}; {@code elementClass}: a checked view's type. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object wrap(String view, Object inner, Class<?> elementClass) {
        Class c = elementClass == null ? Object.class : elementClass;
        return switch (view) {
            case "unmodifiableCollection" -> Collections.unmodifiableCollection((Collection) inner);
            case "unmodifiableList" -> Collections.unmodifiableList((List) inner);
            case "unmodifiableSet" -> Collections.unmodifiableSet((Set) inner);
            case "unmodifiableSortedSet" -> Collections.unmodifiableSortedSet((SortedSet) inner);
            case "unmodifiableNavigableSet" -> Collections.unmodifiableNavigableSet((NavigableSet) inner);
            case "synchronizedCollection" -> Collections.synchronizedCollection((Collection) inner);
            case "synchronizedList" -> Collections.synchronizedList((List) inner);
            case "synchronizedSet" -> Collections.synchronizedSet((Set) inner);
            case "synchronizedSortedSet" -> Collections.synchronizedSortedSet((SortedSet) inner);
            case "synchronizedNavigableSet" -> Collections.synchronizedNavigableSet((NavigableSet) inner);
            case "checkedCollection" -> Collections.checkedCollection((Collection) inner, c);
            case "checkedList" -> Collections.checkedList((List) inner, c);
            case "checkedSet" -> Collections.checkedSet((Set) inner, c);
            case "unmodifiableMap" -> Collections.unmodifiableMap((Map) inner);
            case "unmodifiableSortedMap" -> Collections.unmodifiableSortedMap((SortedMap) inner);
            case "unmodifiableNavigableMap" -> Collections.unmodifiableNavigableMap((NavigableMap) inner);
            case "synchronizedMap" -> Collections.synchronizedMap((Map) inner);
            case "synchronizedSortedMap" -> Collections.synchronizedSortedMap((SortedMap) inner);
            case "synchronizedNavigableMap" -> Collections.synchronizedNavigableMap((NavigableMap) inner);
            case "checkedMap" -> Collections.checkedMap((Map) inner, c, Object.class);
            default -> throw new IllegalArgumentException(view);
        };
    }

    /** Java source creating an empty mutable container ({@code typeArgs}: {@code "<String>"}, or {@code "<>"}). */
    static String javaEmpty(String kind, String param, String typeArgs, String enumName) {
        String cmp = param == null || !SORTED.contains(kind) ? "" : comparatorJava(param);
        return switch (kind) {
            case "TaggedList" -> "new TaggedList" + typeArgs + "(\"" + param + "\")";
            case "LinkedBlockingQueue", "ArrayBlockingQueue" -> "new " + kind + typeArgs + "(" + param + ")";
            case "PriorityQueue" -> "new PriorityQueue" + typeArgs + "(11, " + (param == null ? "null" : cmp) + ")";
            case "TreeSet", "ConcurrentSkipListSet", "TreeMap", "ConcurrentSkipListMap" -> "new " + kind + typeArgs + "(" + cmp + ")";
            case "newKeySet" -> "ConcurrentHashMap.newKeySet()";
            case "EnumSet" -> "EnumSet.noneOf(" + enumName + ".class)";
            case "EnumMap" -> "new EnumMap" + typeArgs + "(" + enumName + ".class)";
            case "newSetFromMap(IdentityHashMap)" -> "Collections.newSetFromMap(new IdentityHashMap" + typeArgs + "())";
            case "newSetFromMap(LinkedHashMap)" -> "Collections.newSetFromMap(new LinkedHashMap" + typeArgs + "())";
            case "LinkedHashMap(access)" -> "new LinkedHashMap" + typeArgs + "(16, 0.75f, true)";
            case "Lru" -> "new Lru" + typeArgs + "(" + param + ")";
            default -> "new " + kind + typeArgs + "()";
        };
    }

    /** Java source of a factory collection or map of the given element (key, value) expressions. */
    static String javaFactory(String kind, String param, List<String> elements, List<String> values, String elementType) {
        String es = String.join(", ", elements);
        return switch (kind) {
            case "List.of", "Set.of" -> kind + "(" + es + ")";
            case "List.copyOf", "Set.copyOf" -> kind + "(Arrays.asList(" + es + "))";
            case "Stream.toList" -> "Arrays.stream(new Object[] {" + es + "}).toList()";
            case "Arrays.asList" -> "Arrays.asList(new " + elementType + "[] {" + es + "})";
            case "emptyList", "emptySet", "emptySortedSet", "emptyNavigableSet", "emptyMap", "emptySortedMap", "emptyNavigableMap" ->
                    "Collections." + kind + "()";
            case "singletonList", "singleton" -> "Collections." + kind + "(" + es + ")";
            case "nCopies" -> "Collections.nCopies(" + param + ", " + es + ")";
            case "Map.of" -> elements.size() <= 2 ? "Map.of(" + pairs(elements, values) + ")" : entriesJava(elements, values);
            case "Map.ofEntries" -> entriesJava(elements, values);
            case "Map.copyOf" -> "Map.copyOf(" + entriesJava(elements, values) + ")";
            case "singletonMap" -> "Collections.singletonMap(" + pairs(elements, values) + ")";
            default -> throw new IllegalArgumentException(kind);
        };
    }

    private static String pairs(List<String> keys, List<String> values) {
        List<String> all = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            all.add(keys.get(i));
            all.add(values.get(i));
        }
        return String.join(", ", all);
    }

    private static String entriesJava(List<String> keys, List<String> values) {
        List<String> all = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            all.add("Map.entry(" + keys.get(i) + ", " + values.get(i) + ")");
        }
        return "Map.ofEntries(" + String.join(", ", all) + ")";
    }

    static String javaWrap(String view, String inner, String elementClass) {
        return switch (view) {
            case "checkedCollection", "checkedList", "checkedSet" -> "Collections." + view + "(" + inner + ", " + elementClass + ".class)";
            case "checkedMap" -> "Collections.checkedMap(" + inner + ", " + elementClass + ".class, Object.class)";
            default -> "Collections." + view + "(" + inner + ")";
        };
    }

    /** A one-line description of a kind with its parameter, for reports. */
    static String describe(String kind, String param) {
        return param == null ? kind : kind + "(" + param + ")";
    }

    static String names() {
        return all().stream().collect(Collectors.joining(", "));
    }
}
