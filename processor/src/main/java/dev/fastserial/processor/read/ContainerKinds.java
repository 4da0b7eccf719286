package dev.fastserial.processor.read;

import com.squareup.javapoet.ClassName;
import dev.fastserial.processor.model.Encoding.Impl;
import dev.fastserial.processor.model.Encoding.Presize;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * For each declared collection or map type, the JDK classes the fast path encodes. A value of one
 * of them comes back as the same class; any other class (unmodifiable views, {@code List.of},
 * comparator-ordered sets, subclasses) goes through {@code writeObject}, keeping its meaning.
 * At most four classes per declared type: the index travels in two bits of the size prefix.
 *
 * <p>{@code LinkedHashMap} is not among them: an access-ordered one (an LRU cache) has the same
 * class as an insertion-ordered one. It is one of the JDK's other classes ({@link
 * dev.fastserial.processor.model.JdkKind}), written after a marker with a code that keeps the flag;
 * so are the concurrent maps, also where they are the declared type (no plain class then).
 */
final class ContainerKinds {
    private static final Impl ARRAY_LIST = impl("ArrayList", false, Presize.ELEMENTS);
    private static final Impl LINKED_LIST = impl("LinkedList", false, Presize.NONE);
    private static final Impl HASH_SET = impl("HashSet", false, Presize.HASHED);
    private static final Impl LINKED_HASH_SET = impl("LinkedHashSet", false, Presize.HASHED);
    private static final Impl TREE_SET = impl("TreeSet", true, Presize.NONE);
    private static final Impl ARRAY_DEQUE = impl("ArrayDeque", false, Presize.ELEMENTS);
    private static final Impl HASH_MAP = impl("HashMap", false, Presize.HASHED);
    private static final Impl TREE_MAP = impl("TreeMap", true, Presize.NONE);

    private static final Map<String, List<Impl>> COLLECTIONS = new HashMap<>();
    private static final Map<String, List<Impl>> MAPS = new HashMap<>();

    static {
        COLLECTIONS.put("java.util.Collection", List.of(ARRAY_LIST, LINKED_LIST, HASH_SET, LINKED_HASH_SET));
        COLLECTIONS.put("java.util.List", List.of(ARRAY_LIST, LINKED_LIST));
        COLLECTIONS.put("java.util.Set", List.of(HASH_SET, LINKED_HASH_SET, TREE_SET));
        COLLECTIONS.put("java.util.SortedSet", List.of(TREE_SET));
        COLLECTIONS.put("java.util.NavigableSet", List.of(TREE_SET));
        COLLECTIONS.put("java.util.Queue", List.of(ARRAY_DEQUE, LINKED_LIST));
        COLLECTIONS.put("java.util.Deque", List.of(ARRAY_DEQUE, LINKED_LIST));
        for (Impl impl : List.of(ARRAY_LIST, LINKED_LIST, HASH_SET, LINKED_HASH_SET, TREE_SET, ARRAY_DEQUE)) {
            COLLECTIONS.put(impl.type().canonicalName(), List.of(impl));
        }
        MAPS.put("java.util.Map", List.of(HASH_MAP, TREE_MAP));
        MAPS.put("java.util.SortedMap", List.of(TREE_MAP));
        MAPS.put("java.util.NavigableMap", List.of(TREE_MAP));
        for (Impl impl : List.of(HASH_MAP, TREE_MAP)) {
            MAPS.put(impl.type().canonicalName(), List.of(impl));
        }
        // declared as one of the JDK's other classes (JdkKind): no plain class, written after the marker
        for (String map : List.of("java.util.LinkedHashMap", "java.util.concurrent.ConcurrentMap",
                "java.util.concurrent.ConcurrentHashMap", "java.util.concurrent.ConcurrentNavigableMap",
                "java.util.concurrent.ConcurrentSkipListMap")) {
            MAPS.put(map, List.of());
        }
        COLLECTIONS.put("java.util.concurrent.ConcurrentSkipListSet", List.of());
    }

    private ContainerKinds() {}

    private static Impl impl(String simpleName, boolean naturalOrder, Presize presize) {
        return new Impl(ClassName.get("java.util", simpleName), naturalOrder, presize);
    }

    /** The classes for a declared collection type, or null if it is not one the fast path knows. */
    static List<Impl> collection(String qualifiedName) {
        return COLLECTIONS.get(qualifiedName);
    }

    static List<Impl> map(String qualifiedName) {
        return MAPS.get(qualifiedName);
    }
}
