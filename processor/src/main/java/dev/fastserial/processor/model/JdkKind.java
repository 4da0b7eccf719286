package dev.fastserial.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The JDK's collection classes beyond the plain ones of a declared type's own list ({@link
 * Encoding.Impl}): unmodifiable and synchronized views, {@code List.of} and its kin,
 * {@code Arrays.asList}, the empty and singleton ones, {@code LinkedHashMap}, the concurrent ones.
 * The fast path writes one of them as a marker prefix, its {@link #code} (one byte), then its size
 * and elements as for the plain classes, and rebuilds it through the JDK's own factory: the same
 * class, order and behaviour (unmodifiable stays unmodifiable, {@code List.of} refuses nulls). The
 * codes are part of the wire format: never renumber one.
 *
 * <p>A runtime class is recognised by its name ({@code java.util.Collections$UnmodifiableList}):
 * most of these classes are private to {@code java.util}, and no other class loader may define a
 * class in {@code java.*}.
 *
 * <p>A view ({@code Collections.unmodifiableSet}, {@code synchronizedMap}...) is rebuilt over a
 * new collection of the class it {@link #wraps}, so it takes its code only where what it wraps is
 * exactly that class (in natural order for a {@code TreeSet} or {@code TreeMap}, in insertion
 * order for a {@code LinkedHashMap}): anything else (an {@code IdentityHashMap}, a comparator, a
 * subclass) goes through {@code writeObject}, which keeps it. The generated code finds what a view
 * wraps as Java serialization does, through the view's own serialization ({@code docs/types.md}).
 */
public enum JdkKind {
    UNMODIFIABLE_RANDOM_ACCESS_LIST(1, Family.LIST, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableRandomAccessList", "java.util.ArrayList")),
    UNMODIFIABLE_LIST(2, Family.LIST, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableList", "java.util.LinkedList")),
    /** {@code List.of}, {@code List.copyOf}, {@code Collectors.toUnmodifiableList}: no nulls. */
    IMMUTABLE_LIST(3, Family.LIST, Api.JAVA_10, "java.util.ImmutableCollections$List12",
            "java.util.ImmutableCollections$ListN"),
    /** {@code Stream.toList()}: the same class as {@code List.of}'s, but it holds and takes nulls. */
    STREAM_LIST(4, Family.LIST, Api.JAVA_16, "java.util.ImmutableCollections$ListN"),
    ARRAYS_LIST(5, Family.LIST, Api.JAVA_8, "java.util.Arrays$ArrayList"),
    EMPTY_LIST(6, Family.LIST, Api.JAVA_8, "java.util.Collections$EmptyList"),
    SINGLETON_LIST(7, Family.LIST, Api.JAVA_8, "java.util.Collections$SingletonList"),
    SYNCHRONIZED_RANDOM_ACCESS_LIST(8, Family.LIST, Api.JAVA_8,
            view("java.util.Collections$SynchronizedRandomAccessList", "java.util.ArrayList")),
    SYNCHRONIZED_LIST(9, Family.LIST, Api.JAVA_8,
            view("java.util.Collections$SynchronizedList", "java.util.LinkedList")),
    COPY_ON_WRITE_LIST(10, Family.LIST, Api.JAVA_8, "java.util.concurrent.CopyOnWriteArrayList"),
    UNMODIFIABLE_COLLECTION(11, Family.LIST, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableCollection", "java.util.ArrayList")),
    SYNCHRONIZED_COLLECTION(12, Family.LIST, Api.JAVA_8,
            view("java.util.Collections$SynchronizedCollection", "java.util.ArrayList")),

    UNMODIFIABLE_SET(16, Family.SET, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableSet", "java.util.LinkedHashSet")),
    UNMODIFIABLE_SORTED_SET(17, Family.SET, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableSortedSet", "java.util.TreeSet")),
    UNMODIFIABLE_NAVIGABLE_SET(18, Family.SET, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableNavigableSet", "java.util.TreeSet")),
    /** {@code Set.of}, {@code Set.copyOf}, {@code Collectors.toUnmodifiableSet}. */
    IMMUTABLE_SET(19, Family.SET, Api.JAVA_10, "java.util.ImmutableCollections$Set12",
            "java.util.ImmutableCollections$SetN"),
    EMPTY_SET(20, Family.SET, Api.JAVA_8, "java.util.Collections$EmptySet"),
    SINGLETON_SET(21, Family.SET, Api.JAVA_8, "java.util.Collections$SingletonSet"),
    SYNCHRONIZED_SET(22, Family.SET, Api.JAVA_8,
            view("java.util.Collections$SynchronizedSet", "java.util.LinkedHashSet")),
    COPY_ON_WRITE_SET(23, Family.SET, Api.JAVA_8, "java.util.concurrent.CopyOnWriteArraySet"),
    CONCURRENT_SKIP_LIST_SET(24, Family.SET, Api.JAVA_8, "java.util.concurrent.ConcurrentSkipListSet"),
    /** {@code ConcurrentHashMap.newKeySet()}. */
    CONCURRENT_KEY_SET(25, Family.SET, Api.JAVA_8, "java.util.concurrent.ConcurrentHashMap$KeySetView"),
    /** A {@code TreeSet} in natural order where the declared type's own list has none ({@code Collection}). */
    TREE_SET(26, Family.SET, Api.JAVA_8, "java.util.TreeSet"),
    /** {@code EnumSet.of(...)} in a {@code Set} of an enum: made as {@code EnumSet.noneOf} of the declared enum. */
    ENUM_SET(27, Family.SET, Api.JAVA_8, "java.util.RegularEnumSet", "java.util.JumboEnumSet"),
    /** {@code unmodifiableSet} over a {@code HashSet}: {@link #UNMODIFIABLE_SET}'s class, by what it wraps. */
    UNMODIFIABLE_HASH_SET(28, Family.SET, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableSet", "java.util.HashSet")),
    /** {@code synchronizedSet} over a {@code HashSet}. */
    SYNCHRONIZED_HASH_SET(29, Family.SET, Api.JAVA_8,
            view("java.util.Collections$SynchronizedSet", "java.util.HashSet")),
    /** {@code unmodifiableSet} over a {@code TreeSet} in natural order. */
    UNMODIFIABLE_TREE_SET(30, Family.SET, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableSet", "java.util.TreeSet")),
    /** {@code synchronizedSet} over a {@code TreeSet} in natural order. */
    SYNCHRONIZED_TREE_SET(31, Family.SET, Api.JAVA_8,
            view("java.util.Collections$SynchronizedSet", "java.util.TreeSet")),

    LINKED_HASH_MAP(32, Family.MAP, Api.JAVA_8, "java.util.LinkedHashMap"),
    /** A {@code LinkedHashMap} in access order (an LRU cache): same class, told apart by probing. */
    ACCESS_ORDER_MAP(33, Family.MAP, Api.JAVA_8, "java.util.LinkedHashMap"),
    UNMODIFIABLE_MAP(34, Family.MAP, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableMap", "java.util.LinkedHashMap")),
    UNMODIFIABLE_SORTED_MAP(35, Family.MAP, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableSortedMap", "java.util.TreeMap")),
    UNMODIFIABLE_NAVIGABLE_MAP(36, Family.MAP, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableNavigableMap", "java.util.TreeMap")),
    /** {@code Map.of}, {@code Map.ofEntries}, {@code Map.copyOf}, {@code Collectors.toUnmodifiableMap}. */
    IMMUTABLE_MAP(37, Family.MAP, Api.JAVA_10, "java.util.ImmutableCollections$Map1",
            "java.util.ImmutableCollections$MapN"),
    EMPTY_MAP(38, Family.MAP, Api.JAVA_8, "java.util.Collections$EmptyMap"),
    SINGLETON_MAP(39, Family.MAP, Api.JAVA_8, "java.util.Collections$SingletonMap"),
    SYNCHRONIZED_MAP(40, Family.MAP, Api.JAVA_8,
            view("java.util.Collections$SynchronizedMap", "java.util.LinkedHashMap")),
    CONCURRENT_HASH_MAP(41, Family.MAP, Api.JAVA_8, "java.util.concurrent.ConcurrentHashMap"),
    CONCURRENT_SKIP_LIST_MAP(42, Family.MAP, Api.JAVA_8, "java.util.concurrent.ConcurrentSkipListMap"),
    /** {@code unmodifiableMap} over a {@code HashMap}: {@link #UNMODIFIABLE_MAP}'s class, by what it wraps. */
    UNMODIFIABLE_HASH_MAP(43, Family.MAP, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableMap", "java.util.HashMap")),
    /** {@code synchronizedMap} over a {@code HashMap}. */
    SYNCHRONIZED_HASH_MAP(44, Family.MAP, Api.JAVA_8,
            view("java.util.Collections$SynchronizedMap", "java.util.HashMap")),
    /** {@code unmodifiableMap} over a {@code TreeMap} in natural order. */
    UNMODIFIABLE_TREE_MAP(45, Family.MAP, Api.JAVA_8,
            view("java.util.Collections$UnmodifiableMap", "java.util.TreeMap")),
    /** {@code synchronizedMap} over a {@code TreeMap} in natural order. */
    SYNCHRONIZED_TREE_MAP(46, Family.MAP, Api.JAVA_8,
            view("java.util.Collections$SynchronizedMap", "java.util.TreeMap"));

    /** What the kind's elements are read into before its factory makes the value. */
    public enum Family { LIST, SET, MAP }

    /** The Java API a kind's factory needs in the code that reads it (the release it compiles for). */
    public enum Api { JAVA_8, JAVA_10, JAVA_16 }

    /** The byte after the marker prefix. */
    public final int code;
    public final Family family;
    public final Api api;
    /** The runtime classes it is recognised by. */
    public final List<String> classNames;
    /**
     * For a view, the class of what it wraps, which the reader rebuilds it over (only a view over
     * exactly that class takes the code); null for the others.
     */
    public final String wraps;

    JdkKind(int code, Family family, Api api, String... classNames) {
        this(code, family, api, List.of(classNames), null);
    }

    JdkKind(int code, Family family, Api api, View view) {
        this(code, family, api, List.of(view.className), view.wraps);
    }

    JdkKind(int code, Family family, Api api, List<String> classNames, String wraps) {
        this.code = code;
        this.family = family;
        this.api = api;
        this.classNames = classNames;
        this.wraps = wraps;
    }

    /** A view's class and the class of what it wraps. */
    private record View(String className, String wraps) {}

    private static View view(String className, String wraps) {
        return new View(className, wraps);
    }

    /**
     * A view over another class than its view class's first kind ({@link #UNMODIFIABLE_HASH_SET}
     * for {@link #UNMODIFIABLE_SET}): recognised through that first kind, by what it wraps.
     */
    public boolean isOtherWrapped() {
        return wraps != null && firstOfItsClass() != this;
    }

    /** For a view, the kind of the same view class over {@code wrapped} ({@code java.util.HashSet}), or null. */
    public JdkKind over(String wrapped) {
        for (JdkKind k : values()) {
            if (wraps != null && k.classNames.equals(classNames) && wrapped.equals(k.wraps)) {
                return k;
            }
        }
        return null;
    }

    private JdkKind firstOfItsClass() {
        for (JdkKind k : values()) {
            if (k.classNames.equals(classNames)) {
                return k;
            }
        }
        return this;
    }

    /**
     * The kinds a value of a declared collection or map type may take, for code compiled with the
     * given API: those whose class is of that type, beyond the type's own plain classes.
     *
     * @param declared the declared type's qualified name ({@code java.util.List})
     */
    public static List<JdkKind> of(String declared, Api api) {
        return of(declared, api, false);
    }

    /** @param enumElements the elements are of an enum: an {@code EnumSet} of it fits a Set or Collection */
    public static List<JdkKind> of(String declared, Api api, boolean enumElements) {
        Set<JdkKind> in = switch (declared) {
            case "java.util.List" -> Set.of(UNMODIFIABLE_RANDOM_ACCESS_LIST, UNMODIFIABLE_LIST, IMMUTABLE_LIST,
                    STREAM_LIST, ARRAYS_LIST, EMPTY_LIST, SINGLETON_LIST, SYNCHRONIZED_RANDOM_ACCESS_LIST,
                    SYNCHRONIZED_LIST, COPY_ON_WRITE_LIST);
            case "java.util.Collection" -> without(allOf(Family.LIST, Family.SET), enumElements ? null : ENUM_SET);
            case "java.util.Set" -> without(without(allOf(Family.SET), TREE_SET), enumElements ? null : ENUM_SET);
            case "java.util.SortedSet" -> Set.of(UNMODIFIABLE_SORTED_SET, UNMODIFIABLE_NAVIGABLE_SET, CONCURRENT_SKIP_LIST_SET);
            case "java.util.NavigableSet" -> Set.of(UNMODIFIABLE_NAVIGABLE_SET, CONCURRENT_SKIP_LIST_SET);
            case "java.util.Map" -> allOf(Family.MAP);
            case "java.util.SortedMap" -> Set.of(UNMODIFIABLE_SORTED_MAP, UNMODIFIABLE_NAVIGABLE_MAP, CONCURRENT_SKIP_LIST_MAP);
            case "java.util.NavigableMap" -> Set.of(UNMODIFIABLE_NAVIGABLE_MAP, CONCURRENT_SKIP_LIST_MAP);
            case "java.util.LinkedHashMap" -> Set.of(LINKED_HASH_MAP, ACCESS_ORDER_MAP);
            case "java.util.concurrent.ConcurrentMap" -> Set.of(CONCURRENT_HASH_MAP, CONCURRENT_SKIP_LIST_MAP);
            case "java.util.concurrent.ConcurrentHashMap" -> Set.of(CONCURRENT_HASH_MAP);
            case "java.util.concurrent.ConcurrentNavigableMap", "java.util.concurrent.ConcurrentSkipListMap" ->
                    Set.of(CONCURRENT_SKIP_LIST_MAP);
            case "java.util.concurrent.ConcurrentSkipListSet" -> Set.of(CONCURRENT_SKIP_LIST_SET);
            default -> Set.of();
        };
        List<JdkKind> kinds = new ArrayList<>();
        for (JdkKind k : values()) {
            if (in.contains(k) && k.api.compareTo(api) <= 0) {
                kinds.add(k);
            }
        }
        return kinds;
    }

    private static Set<JdkKind> allOf(Family... families) {
        Set<JdkKind> kinds = new java.util.HashSet<>();
        for (JdkKind k : values()) {
            if (List.of(families).contains(k.family)) {
                kinds.add(k);
            }
        }
        return kinds;
    }

    private static Set<JdkKind> without(Set<JdkKind> kinds, JdkKind left) {
        Set<JdkKind> rest = new java.util.HashSet<>(kinds);
        rest.remove(left);
        return rest;
    }

    /**
     * {@code LinkedHashMap|ConcurrentHashMap}: the classes of a form whose declared type has no plain
     * class of its own (a field declared {@code LinkedHashMap<K, V>}), as the lock file records them.
     */
    public static String forms(List<JdkKind> kinds) {
        java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>();
        for (JdkKind k : kinds) {
            String c = k.classNames.get(0);
            names.add(c.substring(Math.max(c.lastIndexOf('.'), c.lastIndexOf('$')) + 1));
        }
        return String.join("|", names);
    }

    /** The kind of a code read from the wire, or null. */
    public static JdkKind ofCode(int code) {
        for (JdkKind k : values()) {
            if (k.code == code) {
                return k;
            }
        }
        return null;
    }
}
