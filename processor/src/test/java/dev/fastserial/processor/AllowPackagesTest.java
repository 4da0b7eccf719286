package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastTypes;
import java.io.InvalidClassException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code FastTypes.allowPackages} gates every class a value read may create (finding h01: it gated
 * only the class named by a {@code 0x10} value): a Java serialization stream's classes, top level
 * ({@code 0xAC}) or a fallback value inside a message, and beans named inside a message, each
 * refused by name before it is loaded, so a gadget's {@code readObject} and a foreign bean's
 * constructor never run. The JDK's value classes listed in hosts.md still pass. The top-level class
 * is registered with an id here (these classes live in memory, where names cannot be looked up).
 */
class AllowPackagesTest {
    private static final String GADGET_RAN = "fastserial.test.allow.gadget";
    private static final String INTERNAL_BUILT = "fastserial.test.allow.internal";
    private static final String BASE_RAN = "fastserial.test.allow.base";

    static CompiledBeans beans;
    static Class<?> order;
    /** Writes anything; reads without an allow-list. */
    static FastTypes open;
    /** Reads only com.acme (and the JDK's value classes). */
    static FastTypes acme;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                BeanSources.bean("com.acme", "Order", "public class Order implements Externalizable",
                        "String id;", "Object note;", "List<Object> items;", "public Order() {}"),
                BeanSources.bean("other", "Internal", "public class Internal implements Externalizable",
                        "String secret;",
                        "public Internal() { System.setProperty(\"" + INTERNAL_BUILT + "\", \"constructed\"); }"),
                BeanSources.gadget("evil", GADGET_RAN),
                JavaFileObjects.forSourceLines("com.acme.Tier", "package com.acme;",
                        "public enum Tier { GOLD, SILVER }"),
                JavaFileObjects.forSourceLines("com.acme.ByLength", "package com.acme;",
                        "public class ByLength implements java.util.Comparator<String>, java.io.Serializable {",
                        "    private static final long serialVersionUID = 1L;",
                        "    public int compare(String a, String b) { return a.length() != b.length()"
                                + " ? a.length() - b.length() : a.compareTo(b); }",
                        "}"),
                JavaFileObjects.forSourceLines("com.acme.Money", "package com.acme;",
                        "@dev.fastserial.FastSerial",
                        "public record Money(long cents, String currency) implements java.io.Serializable {",
                        "    private Object writeReplace() { return new MoneyExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("other.Base", "package other;",
                        "public class Base implements java.io.Serializable {",
                        "    private static final long serialVersionUID = 1L;",
                        "    private void readObject(java.io.ObjectInputStream in) throws java.io.IOException,"
                                + " ClassNotFoundException {",
                        "        in.defaultReadObject();",
                        "        System.setProperty(\"" + BASE_RAN + "\", \"ran\");",
                        "    }",
                        "}"),
                JavaFileObjects.forSourceLines("com.acme.Child", "package com.acme;",
                        "/** Of the allowed package, its Serializable superclass not. */",
                        "public class Child extends other.Base {",
                        "    private static final long serialVersionUID = 1L;",
                        "}"),
                JavaFileObjects.forSourceLines("com.acme.Handler", "package com.acme;",
                        "public class Handler implements java.lang.reflect.InvocationHandler, java.io.Serializable {",
                        "    private static final long serialVersionUID = 1L;",
                        "    public Object invoke(Object proxy, java.lang.reflect.Method m, Object[] args) {",
                        "        return m.getName(); }",
                        "}"));
        order = beans.load("com.acme.Order");
        open = FastTypes.standard().register(order, 1).classLoader(beans.loader());
        acme = open.allowPackages("com.acme");
    }

    @BeforeEach
    void clear() {
        System.clearProperty(GADGET_RAN);
        System.clearProperty(INTERNAL_BUILT);
        System.clearProperty(BASE_RAN);
    }

    private static Object order(Object note) {
        Object o = beans.newInstance("com.acme.Order");
        set(o, "id", "1");
        set(o, "note", note);
        return o;
    }

    private static Object internal() {
        Object internal = beans.newInstance("other.Internal");
        set(internal, "secret", "s");
        System.clearProperty(INTERNAL_BUILT);
        return internal;
    }

    /** {@code bytes} refused by {@code acme} naming {@code refused}, and read by {@code open} (the bytes are real). */
    private static void refusedByNameOnly(byte[] bytes, String refused) throws Exception {
        InvalidClassException e = assertThrows(InvalidClassException.class, () -> acme.fromBytes(bytes));
        assertThat(e.getMessage()).contains(refused);
        assertThat(e.getMessage()).contains("not in the allowed packages [com.acme]");
        assertNull(System.getProperty(GADGET_RAN), "the gadget's readObject ran");
        assertNull(System.getProperty(INTERNAL_BUILT), "other.Internal was constructed");
        assertNull(System.getProperty(BASE_RAN), "other.Base's readObject ran");
        open.fromBytes(bytes); // without the list, the same bytes do create it: the check is what refused
    }

    @Test
    void aGadgetInAPlainJavaValueNeverRuns() throws Exception {
        byte[] bytes = open.toBytes(beans.newInstance("evil.Gadget"));
        assertEquals(0xAC, bytes[0] & 0xFF);
        refusedByNameOnly(bytes, "evil.Gadget");
        assertEquals("rm -rf /tmp/x", System.getProperty(GADGET_RAN), "the unchecked reader ran it");
    }

    @Test
    void aGadgetInAnAllowedBeansObjectFieldNeverRuns() throws Exception {
        refusedByNameOnly(open.toBytes(order(beans.newInstance("evil.Gadget"))), "evil.Gadget");
        assertEquals("rm -rf /tmp/x", System.getProperty(GADGET_RAN));
        // inside a JDK collection in that field, and in a plain Java value's collection
        clear();
        Map<String, Object> map = new HashMap<>(Map.of("k", beans.newInstance("evil.Gadget")));
        refusedByNameOnly(open.toBytes(order(map)), "evil.Gadget");
        clear();
        refusedByNameOnly(open.toBytes(map), "evil.Gadget");
    }

    @Test
    void aBeanOfAnotherPackageInAnAllowedBeansObjectFieldIsNeverConstructed() throws Exception {
        refusedByNameOnly(open.toBytes(order(internal())), "other.Internal");
        assertEquals("constructed", System.getProperty(INTERNAL_BUILT), "the unchecked reader constructed it");
        // the bean inside a Java-serialized value of the message (a token naming its class)
        clear();
        byte[] token = open.toBytes(order(new HashMap<>(Map.of("k", internal()))));
        refusedByNameOnly(token, "other.Internal");
        // in a List<Object> field
        clear();
        Object withItems = order(null);
        set(withItems, "items", new ArrayList<>(List.of("a", internal())));
        refusedByNameOnly(open.toBytes(withItems), "other.Internal");
    }

    @Test
    void aSerializableSuperclassOfAnotherPackageIsRefused() throws Exception {
        Object child = beans.newInstance("com.acme.Child");
        refusedByNameOnly(open.toBytes(order(child)), "other.Base");
        clear();
        refusedByNameOnly(open.toBytes(child), "other.Base");
        // given its package too, it reads
        assertEquals(child.getClass(), open.allowPackages("com.acme", "other").fromBytes(open.toBytes(child)).getClass());
    }

    /** A proxy's interfaces resolve through the JDK's own lookup (the caller's loader): a JDK interface here. */
    @Test
    void aProxyIsRefusedEvenOfAllowedInterfacesAndHandler() throws Exception {
        Object proxy = Proxy.newProxyInstance(beans.loader(), new Class<?>[] {Supplier.class},
                (InvocationHandler) beans.newInstance("com.acme.Handler"));
        InvalidClassException e = assertThrows(InvalidClassException.class,
                () -> acme.fromBytes(open.toBytes(order(proxy))));
        assertThat(e.getMessage()).contains("java.lang.reflect.Proxy");
        // java.lang.reflect given: the proxy, of an interface of java.util and a handler of com.acme, reads
        Object copy = acme.allowPackages("java.lang.reflect").fromBytes(open.toBytes(order(proxy)));
        assertEquals("get", ((Supplier<?>) get(copy, "note")).get());
    }

    @Test
    void aRegisteredClassOfAnotherPackagePasses() throws Exception {
        FastTypes registered = open.register(beans.load("other.Internal"), 2);
        Object read = registered.allowPackages("com.acme").fromBytes(registered.toBytes(order(internal())));
        assertEquals("s", get(get(read, "note"), "secret"));
    }

    /** The JDK's value classes that hosts.md lists, and values of com.acme, pass in both forms. */
    @Test
    void theJdkValueClassesAValueHoldsStillPass() throws Exception {
        TreeSet<String> byLength = new TreeSet<>((java.util.Comparator<String>) beans.newInstance("com.acme.ByLength"));
        byLength.addAll(List.of("ccc", "a", "bb"));
        Map<String, Object> zoned = new ConcurrentHashMap<>(Map.of("at",
                ZonedDateTime.of(2026, 1, 2, 3, 4, 5, 6, ZoneId.of("Europe/Zurich"))));
        Map<Object, Object> all = new LinkedHashMap<>();
        all.put("list", new ArrayList<>(List.of(1, 2L, 3.0, 'c', true, (short) 4, (byte) 5, 6f)));
        all.put("immutable", List.of("a", "b"));
        all.put("unmodifiable", Collections.unmodifiableMap(new HashMap<>(Map.of("k", "v"))));
        all.put("sorted", byLength);
        all.put("concurrent", zoned);
        all.put("enums", EnumSet.of(TimeUnit.SECONDS, TimeUnit.DAYS));
        all.put("acme enum", Enum.valueOf(beans.load("com.acme.Tier").asSubclass(Enum.class), "GOLD"));
        all.put("time", List.of(LocalDate.of(2026, 5, 1), Duration.ofSeconds(90), ZoneId.of("UTC")));
        all.put("numbers", List.of(new BigDecimal("12.345"), BigInteger.TEN.pow(30), new AtomicLong(7).get()));
        all.put("atomic", new AtomicLong(7)); // compared by its value: no equals
        all.put("misc", List.of(UUID.fromString("123e4567-e89b-12d3-a456-426614174000"), Locale.CANADA_FRENCH));
        all.put("sql", new Timestamp(1_700_000_000_123L));
        all.put("arrays", new Object[] {new int[] {1, 2}, new String[][] {{"x"}}, new long[0]});
        all.put("classes", List.of(String.class, int.class, order));
        all.put("record", new ArrayList<>(List.of(beans.construct("com.acme.Money", 100L, "CHF"))));
        all.put("bean", new ArrayList<>(List.of(order("inner"))));
        all.put("exception", new IllegalStateException("kept"));

        for (Map.Entry<Object, Object> e : all.entrySet()) {
            Object plain = acme.fromBytes(open.toBytes(e.getValue()));
            Object inOrder = get(acme.fromBytes(open.toBytes(order(e.getValue()))), "note");
            for (Object copy : List.of(plain, inOrder)) {
                if (e.getValue() instanceof Throwable) {
                    assertEquals("kept", ((Throwable) copy).getMessage());
                } else if (e.getValue() instanceof AtomicLong) {
                    assertEquals(7, ((AtomicLong) copy).get());
                } else {
                    assertDeepEquals(e.getValue(), copy);
                }
            }
        }
        assertNull(System.getProperty(INTERNAL_BUILT));
    }
}
