package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.FastBytes;
import dev.fastserial.testing.Streams;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Vector;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One bean held in two fields of a class, both marked {@code @ByReference} (FS225 refuses one of
 * them inline: issue 36, f03), comes back as one object on JDK streams and through FastBytes:
 * whether each field takes a fast form (a plain map, a view over a HashMap) or goes through
 * writeObject (a view over a TreeMap with a comparator, a synchronized Vector), and in either order
 * of the fields. On FastBytes a field written through writeObject opens a Java section of the
 * message, whose beans must be the ones the fast path wrote by reference, and the other way round.
 */
@SuppressWarnings("unchecked")
class SharedBeansTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                BeanSources.bean("shared", "Item", "public class Item implements Externalizable",
                        "public String id;", "public int quantity;", "public Item() {}"),
                BeanSources.bean("shared", "IndexFirst", "public class IndexFirst implements Externalizable",
                        "@ByReference public Map<String, Item> byId;",
                        "@ByReference public List<Item> inOrder;",
                        "public IndexFirst() {}"),
                BeanSources.bean("shared", "ListFirst", "public class ListFirst implements Externalizable",
                        "@ByReference public List<Item> inOrder;",
                        "@ByReference public Map<String, Item> byId;",
                        "public ListFirst() {}"));
    }

    static final List<Supplier<Map<String, Object>>> INDEXES = List.of(
            HashMap::new,
            () -> Collections.synchronizedMap(new HashMap<>()),
            () -> Collections.synchronizedMap(new LinkedHashMap<>()),
            () -> Collections.unmodifiableMap(new LinkedHashMap<>()), // filled through the map it wraps, below
            () -> Collections.synchronizedMap(new TreeMap<>(String.CASE_INSENSITIVE_ORDER)),
            () -> Collections.synchronizedMap(new IdentityHashMap<>()));

    static final List<Supplier<List<Object>>> LISTS = List.of(
            ArrayList::new,
            () -> Collections.synchronizedList(new ArrayList<>()),
            () -> Collections.synchronizedList(new Vector<>()));

    private static Object item(String id, int quantity) {
        Object item = set(beans.newInstance("shared.Item"), "id", id);
        return set(item, "quantity", quantity);
    }

    @Test
    void oneItemInBothFieldsComesBackAsOneObjectOnEveryPath() throws Exception {
        for (String type : List.of("shared.IndexFirst", "shared.ListFirst")) {
            for (Supplier<Map<String, Object>> index : INDEXES) {
                for (Supplier<List<Object>> list : LISTS) {
                    Object tea = item("tea", 1);
                    Object cup = item("cup", 2);
                    Map<String, Object> byId = index.get();
                    Map<String, Object> filled = byId.getClass().getName().contains("Unmodifiable")
                            ? new LinkedHashMap<>() : byId;
                    filled.put("tea", tea);
                    filled.put("cup", cup);
                    if (filled != byId) {
                        byId = Collections.unmodifiableMap(filled);
                    }
                    List<Object> inOrder = list.get();
                    inOrder.add(tea);
                    inOrder.add(cup);
                    Object basket = set(set(beans.newInstance(type), "byId", byId), "inOrder", inOrder);
                    String what = type + " with " + byId.getClass().getSimpleName() + " and "
                            + inOrder.getClass().getSimpleName();
                    for (Object copy : List.of(Streams.roundTrip(basket), FastBytes.fromBytes(FastBytes.toBytes(basket),
                            basket.getClass()))) {
                        Map<String, Object> readIndex = (Map<String, Object>) get(copy, "byId");
                        List<Object> readList = (List<Object>) get(copy, "inOrder");
                        assertSame(readList.get(0), valueOf(readIndex, "tea"), what);
                        assertSame(readList.get(1), valueOf(readIndex, "cup"), what);
                        assertNotSame(readList.get(0), readList.get(1), what);
                        set(valueOf(readIndex, "tea"), "quantity", 5);
                        assertEquals(5, get(readList.get(0), "quantity"), what + ": a change through the map shows in the list");
                    }
                }
            }
        }
    }

    /** The value of an equal key (an IdentityHashMap's keys are other String objects after a read). */
    private static Object valueOf(Map<String, Object> map, String key) {
        synchronized (map) {
            for (Map.Entry<String, Object> e : map.entrySet()) {
                if (e.getKey().equals(key)) {
                    return e.getValue();
                }
            }
        }
        return null;
    }

    @Test
    void theFindingsBasketAsWrittenDoesNotCompile() {
        AssertionError refused = assertThrows(AssertionError.class, () -> CompiledBeans.compile(
                BeanSources.bean("split", "Item", "public class Item implements Externalizable",
                        "String id;", "public Item() {}"),
                BeanSources.bean("split", "Basket", "public class Basket implements Externalizable",
                        "Map<String, Item> byId = Collections.synchronizedMap(new HashMap<String, Item>());",
                        "@ByReference List<Item> inOrder = new ArrayList<Item>();",
                        "public Basket() {}")));
        org.junit.jupiter.api.Assertions.assertTrue(refused.getMessage().contains("[FS225]"), refused.getMessage());
    }
}
