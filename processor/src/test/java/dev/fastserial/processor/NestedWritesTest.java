package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A container in a typed field whose elements hold it again: a fast form has no handle, so the
 * container is written a second time while its first write is still going through its elements
 * (an inline bean, held again through an {@code Object}, writes its fields again before Java
 * serialization's handle stops the cycle). Nothing of the second write may disturb the first: an
 * access-ordered {@code LinkedHashMap} (an LRU cache) is probed for its order by getting keys, which
 * in access order is a change its iterator notices (a {@code ConcurrentModificationException} out of
 * the outer write, found by the conformance suite); the synchronized views and the concurrent classes
 * are written from copies, the others are iterated twice without a change. Every path, in every
 * container class that a typed field takes on the fast path.
 */
@SuppressWarnings("unchecked")
class NestedWritesTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                BeanSources.bean("nested", "Node", "public class Node implements Externalizable",
                        "public Map<Character, Object> labels;",
                        "public List<Object> list;",
                        "public Collection<Object> collection;",
                        "public Set<Object> set;",
                        "public Node() {}"),
                BeanSources.bean("nested", "Holder", "public class Holder implements Externalizable",
                        "public Node node;", // inline: no handle, so the node met again in an Object is written again
                        "public Holder() {}"));
    }

    /** Each class of map, filled by the function it is given (a view after what it wraps is filled). */
    static final List<java.util.function.Function<java.util.function.Consumer<Map<Character, Object>>, Map<Character, Object>>>
            MAPS = List.of(
            fill -> filled(new LinkedHashMap<>(16, 0.75f, true), fill),
            fill -> filled(new LinkedHashMap<>(), fill),
            fill -> filled(new HashMap<>(), fill),
            fill -> filled(new TreeMap<>(), fill),
            fill -> filled(new ConcurrentHashMap<>(), fill),
            fill -> filled(new ConcurrentSkipListMap<>(), fill),
            fill -> Collections.synchronizedMap(filled(new LinkedHashMap<>(16, 0.75f, true), fill)),
            fill -> Collections.synchronizedMap(filled(new LinkedHashMap<>(), fill)),
            fill -> Collections.synchronizedMap(filled(new HashMap<>(), fill)),
            fill -> Collections.unmodifiableMap(filled(new LinkedHashMap<>(16, 0.75f, true), fill)),
            fill -> Collections.unmodifiableMap(filled(new LinkedHashMap<>(), fill)));

    private static Map<Character, Object> filled(Map<Character, Object> map, java.util.function.Consumer<Map<Character, Object>> fill) {
        fill.accept(map);
        return map;
    }

    /** A map of two keys in a node, 'n' holding the node itself, and a holder of the node, inline. */
    private static Object holderWithMap(
            java.util.function.Function<java.util.function.Consumer<Map<Character, Object>>, Map<Character, Object>> kind) {
        Object node = beans.newInstance("nested.Node");
        Map<Character, Object> map = kind.apply(m -> {
            m.put('n', node);
            m.put('a', "x");
        });
        set(node, "labels", map);
        return set(beans.newInstance("nested.Holder"), "node", node);
    }

    @Test
    void aMapWrittenAgainInsideItselfIsWrittenWholeOnEveryPath() {
        for (var kind : MAPS) {
            Object holder = holderWithMap(kind);
            Map<Character, Object> original = (Map<Character, Object>) get(get(holder, "node"), "labels");
            List<Character> order = new ArrayList<>(original.keySet());
            String what = original.getClass().getName() + " " + order;
            for (Object copy : List.of(Streams.roundTrip(holder), Direct.roundTrip(holder))) {
                Object node = get(copy, "node");
                Map<Character, Object> labels = (Map<Character, Object>) get(node, "labels");
                assertEquals(original.getClass(), labels.getClass(), what);
                assertEquals(order, new ArrayList<>(labels.keySet()), what + ": the same keys, in the same order");
                Object again = labels.get('n');
                assertEquals("nested.Node", again.getClass().getName(), what);
                assertSame(again, ((Map<Character, Object>) get(again, "labels")).get('n'),
                        what + ": the node written again refers to itself through Java serialization's handle");
                assertEquals("x", labels.get('a'), what);
            }
            assertEquals(order, new ArrayList<>(original.keySet()), what + ": writing left the order as it was");
        }
    }

    @Test
    void anAccessOrderedMapComesBackAccessOrderedAfterAWriteInsideItself() {
        Object holder = holderWithMap(MAPS.get(0));
        for (Object copy : List.of(Streams.roundTrip(holder), Direct.roundTrip(holder))) {
            Map<Character, Object> labels = (Map<Character, Object>) get(get(copy, "node"), "labels");
            assertEquals(List.of('n', 'a'), new ArrayList<>(labels.keySet()));
            labels.get('n');
            assertEquals(List.of('a', 'n'), new ArrayList<>(labels.keySet()), "get moves the key last");
        }
    }

    /** The element that is not the string (an identity set has no order). */
    private static Object nodeIn(Collection<Object> c) {
        return c.stream().filter(o -> !(o instanceof String)).findFirst().orElseThrow();
    }

    private static Object fastBytes(Object value) {
        try {
            return dev.fastserial.FastBytes.fromBytes(dev.fastserial.FastBytes.toBytes(value), value.getClass());
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    static final List<Supplier<Collection<Object>>> COLLECTIONS = List.of(
            ArrayList::new,
            LinkedList::new,
            LinkedHashSet::new,
            CopyOnWriteArrayList::new,
            CopyOnWriteArraySet::new,
            () -> new ArrayBlockingQueue<>(4),
            () -> Collections.synchronizedList(new ArrayList<>()),
            () -> Collections.synchronizedList(new Vector<>()),
            () -> Collections.synchronizedCollection(new ArrayList<>()),
            () -> Collections.synchronizedSet(new LinkedHashSet<>()),
            () -> Collections.newSetFromMap(new LinkedHashMap<>(16, 0.75f, true)),
            () -> Collections.newSetFromMap(new IdentityHashMap<>()));

    @Test
    void aCollectionWrittenAgainInsideItselfIsWrittenWholeOnEveryPath() {
        for (String field : List.of("list", "collection", "set")) {
            for (Supplier<Collection<Object>> kind : COLLECTIONS) {
                Collection<Object> probe = kind.get();
                if (field.equals("list") && !(probe instanceof List) || field.equals("set") && !(probe instanceof Set)) {
                    continue;
                }
                Object node = beans.newInstance("nested.Node");
                Collection<Object> collection = kind.get();
                collection.add(node);
                collection.add("x");
                set(node, field, collection);
                Object holder = set(beans.newInstance("nested.Holder"), "node", node);
                String what = field + " " + collection.getClass().getName();
                // not Direct.roundTrip: its check of the DataOutput path compares an identity set's nodes by equals
                for (Object copy : List.of(Streams.roundTrip(holder), fastBytes(holder))) {
                    Collection<Object> read = (Collection<Object>) get(get(copy, "node"), field);
                    assertEquals(collection.getClass(), read.getClass(), what);
                    assertEquals(2, read.size(), what);
                    Object again = nodeIn(read);
                    assertEquals("nested.Node", again.getClass().getName(), what);
                    assertSame(again, nodeIn((Collection<Object>) get(again, field)), what);
                }
            }
        }
    }
}
