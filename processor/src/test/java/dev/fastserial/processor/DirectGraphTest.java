package dev.fastserial.processor;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import dev.fastserial.FastWriter;
import dev.fastserial.testing.Direct;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputFilter;
import java.io.StreamCorruptedException;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Object graphs through the direct byte path: shared references and cycles (also through
 * Java-serialized fallback values), fallback fields with JDK semantics, writeReplace and
 * readResolve, many values in one buffer, ByteBuffers, re-entrant and concurrent use.
 */
class DirectGraphTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                BeanSources.bean("graph", "Node", "public class Node implements Externalizable",
                        "String name;", "Node next;", "Object extra;", "public Node() {}"),
                BeanSources.bean("graph", "Secret", "public class Secret implements Externalizable",
                        "String user;", "String password;", "public Secret() {}",
                        "private Object writeReplace() { Secret s = new Secret(); s.user = user; s.password = \"***\";"
                                + " return s; }"),
                BeanSources.bean("graph", "Interned", "public class Interned implements Externalizable",
                        "public static final Map<String, Interned> CACHE = new HashMap<>();",
                        "String key;", "public Interned() {}",
                        "private Object readResolve() { return CACHE.computeIfAbsent(key, k -> this); }"),
                BeanSources.bean("graph", "Money", "public class Money implements Externalizable",
                        "long cents;", "public Money() {}",
                        "private Object writeReplace() { MoneyForm f = new MoneyForm(); f.text = cents / 100 + \".\""
                                + " + cents % 100; return f; }"),
                BeanSources.bean("graph", "MoneyForm", "public class MoneyForm implements Externalizable",
                        "String text;", "public MoneyForm() {}",
                        "private Object readResolve() { Money m = new Money(); m.cents = Math.round("
                                + "Double.parseDouble(text) * 100); return m; }"),
                BeanSources.bean("graph", "Checked", "public class Checked implements Externalizable",
                        "String name;", "Object extra;", "Checked other;", "public Checked() {}",
                        "private Object readResolve() throws ObjectStreamException {",
                        "    if (name == null) throw new InvalidObjectException(\"no name\");",
                        "    return this;",
                        "}"),
                BeanSources.bean("graph", "Wallet", "public class Wallet implements Externalizable",
                        "Money money;", "Object anything;", "public Wallet() {}"),
                JavaFileObjects.forSourceString("graph.Bag", "package graph;\n"
                        + "public class Bag implements java.io.Serializable {\n"
                        + "    private static final long serialVersionUID = 1L;\n"
                        + "    public Object content;\n"
                        + "    public Node node;\n"
                        + "}\n"),
                JavaFileObjects.forSourceString("graph.Nested", "package graph;\n"
                        + "import java.io.*;\n"
                        + "/** A Java-serialized value that uses FastBytes inside its own writeObject/readObject. */\n"
                        + "public class Nested implements Serializable {\n"
                        + "    private static final long serialVersionUID = 1L;\n"
                        + "    public transient Node node;\n"
                        + "    private void writeObject(ObjectOutputStream out) throws IOException {\n"
                        + "        out.writeObject(dev.fastserial.FastBytes.toBytes(node));\n"
                        + "    }\n"
                        + "    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {\n"
                        + "        node = dev.fastserial.FastBytes.fromBytes((byte[]) in.readObject(), Node.class);\n"
                        + "    }\n"
                        + "}\n"));
    }

    private static Object node(String name) {
        return set(beans.newInstance("graph.Node"), "name", name);
    }

    private static Object roundTrip(Object value) {
        Object copy = Direct.roundTrip(value);
        assertDeepEquals(value, copy);
        return copy;
    }

    @Test
    void aCycleBackToTheTopLevelBean() {
        Object a = node("a");
        set(a, "next", a);
        Object copy = roundTrip(a);
        assertSame(copy, get(copy, "next"));
    }

    @Test
    void anEmployeeAndHerSelfSupervisingBoss() {
        Object employee = node("Alan");
        Object boss = node("Grace");
        set(employee, "next", boss);
        set(boss, "next", boss);
        Object copy = roundTrip(employee);
        Object bossCopy = get(copy, "next");
        assertSame(bossCopy, get(bossCopy, "next"));
        String bytes = new String(FastBytes.toBytes(employee), StandardCharsets.ISO_8859_1);
        assertFalse(bytes.contains("graph.Node"), "the top-level class is index 0: no class name in the message");
    }

    @Test
    void sharedFallbackValuesStayShared() {
        Object a = node("a");
        Object b = node("b");
        List<String> shared = new ArrayList<>(List.of("x"));
        set(a, "next", b);
        set(a, "extra", shared);
        set(b, "extra", shared);
        Object copy = roundTrip(a);
        assertSame(get(copy, "extra"), get(get(copy, "next"), "extra"));
    }

    @Test
    void aBeanReachedBothDirectlyAndInsideAJavaValueIsOneObject() {
        Object a = node("a");
        Object b = node("b");
        Map<String, Object> map = new HashMap<>();
        map.put("b", b);
        map.put("self", a);
        set(a, "extra", map);
        set(a, "next", b);
        Object copy = roundTrip(a);
        Map<?, ?> mapCopy = (Map<?, ?>) get(copy, "extra");
        assertSame(copy, mapCopy.get("self"), "a cycle through a Java-serialized map");
        assertSame(get(copy, "next"), mapCopy.get("b"));
    }

    private static Object checked(String name) {
        return set(beans.newInstance("graph.Checked"), "name", name);
    }

    /** findings2/f06: a validating readResolve made the root, met again inside a HashMap, a second object. */
    @Test
    void aRootWithReadResolveReferredToFromInsideAJavaValueIsOneObject() throws IOException {
        Object root = checked("root");
        Map<String, Object> map = new HashMap<>();
        map.put("me", root);
        set(root, "extra", map);
        Object copy = FastBytes.fromBytes(FastBytes.toBytes(root), root.getClass());
        assertSame(copy, ((Map<?, ?>) get(copy, "extra")).get("me"));
        copy = roundTrip(root);
        assertSame(copy, ((Map<?, ?>) get(copy, "extra")).get("me"));
        Object jdk = dev.fastserial.testing.Streams.roundTrip(root);
        assertSame(jdk, ((Map<?, ?>) get(jdk, "extra")).get("me"), "as the JDK path keeps it");
    }

    @Test
    void aBeanWithReadResolveMetInsideAJavaValueAndInAFieldIsOneObject() throws IOException {
        Object root = checked("root");
        Object other = checked("other");
        set(root, "extra", new ArrayList<>(List.of(other))); // written first: by Java serialization, its hooks applied
        set(root, "other", other); // then a field: refers to that object
        Object copy = FastBytes.fromBytes(FastBytes.toBytes(root), root.getClass());
        assertSame(get(copy, "other"), ((List<?>) get(copy, "extra")).get(0));
        copy = roundTrip(root);
        assertSame(get(copy, "other"), ((List<?>) get(copy, "extra")).get(0));

        Object second = checked("second");
        set(second, "other", other); // written first by fastserial
        set(second, "extra", new ArrayList<>(List.of(other, second))); // then inside a Java value: tokens
        Object again = roundTrip(second);
        assertSame(get(again, "other"), ((List<?>) get(again, "extra")).get(0));
        assertSame(again, ((List<?>) get(again, "extra")).get(1));
    }

    @Test
    void beansFirstMetInsideJavaValuesNestedTwice() {
        Object a = node("a");
        Object b = node("b");
        Object c = node("c");
        Object bag = beans.newInstance("graph.Bag");
        set(bag, "node", b);
        set(bag, "content", new ArrayList<>(List.of(c, b)));
        set(a, "extra", bag);
        Map<String, Object> inner = new LinkedHashMap<>();
        inner.put("c", c);
        inner.put("a", a);
        set(b, "extra", inner);
        set(c, "next", b);
        Object copy = roundTrip(a);
        Object bagCopy = get(copy, "extra");
        Object bCopy = get(bagCopy, "node");
        List<?> content = (List<?>) get(bagCopy, "content");
        assertSame(bCopy, content.get(1));
        assertSame(copy, ((Map<?, ?>) get(bCopy, "extra")).get("a"));
        assertSame(content.get(0), ((Map<?, ?>) get(bCopy, "extra")).get("c"));
        assertSame(bCopy, get(content.get(0), "next"));
    }

    @Test
    void writeReplaceIsHonouredAtTheTopLevelAndInside() throws IOException {
        Object secret = beans.newInstance("graph.Secret");
        set(secret, "user", "ann");
        set(secret, "password", "hunter2");
        Object copy = FastBytes.fromBytes(FastBytes.toBytes(secret), secret.getClass());
        assertEquals("ann", get(copy, "user"));
        assertEquals("***", get(copy, "password"));
        assertFalse(new String(FastBytes.toBytes(secret), StandardCharsets.ISO_8859_1).contains("hunter2"));
        Object holder = set(node("holder"), "extra", secret);
        assertEquals("***", get(get(Direct.roundTrip(holder), "extra"), "password"));
    }

    @Test
    void writeReplaceToAnotherBeanAndReadResolveBack() throws IOException {
        Object money = set(beans.newInstance("graph.Money"), "cents", 1234L);
        Object wallet = beans.newInstance("graph.Wallet");
        set(wallet, "anything", money);
        Object copy = Direct.roundTrip(wallet);
        assertEquals(money.getClass(), get(copy, "anything").getClass());
        assertEquals(1234L, get(get(copy, "anything"), "cents"));
        Object top = FastBytes.fromBytes(FastBytes.toBytes(money), money.getClass());
        assertEquals(1234L, get(top, "cents"));
    }

    @Test
    void readResolveIsHonoured() throws IOException {
        Object interned = set(beans.newInstance("graph.Interned"), "key", "k1");
        Object first = FastBytes.fromBytes(FastBytes.toBytes(interned), interned.getClass());
        Object second = FastBytes.fromBytes(FastBytes.toBytes(interned), interned.getClass());
        assertSame(first, second);
        Object holder = set(node("h"), "extra", interned);
        assertSame(first, get(Direct.roundTrip(holder), "extra"));
    }

    @Test
    void manyValuesInOneBufferEachSelfContained() throws IOException {
        Object a = node("a");
        set(a, "next", a);
        Object b = node("b");
        Object c = set(node("c"), "extra", new ArrayList<>(List.of(1, 2)));
        FastWriter writer = new FastWriter();
        writer.write(a).write(b).write(c).write(b);
        byte[] bytes = writer.toByteArray();
        assertArrayEquals(bytes, concat(FastBytes.toBytes(a), FastBytes.toBytes(b), FastBytes.toBytes(c),
                FastBytes.toBytes(b)), "the same bytes as four messages");
        FastReader reader = new FastReader().reset(bytes);
        Object aCopy = reader.read(a.getClass());
        Object bCopy = reader.read(b.getClass());
        Object cCopy = reader.read(c.getClass());
        Object bAgain = reader.read(b.getClass());
        assertFalse(reader.hasRemaining());
        assertSame(aCopy, get(aCopy, "next"));
        assertDeepEquals(b, bCopy);
        assertDeepEquals(c, cCopy);
        assertNotSame(bCopy, bAgain, "values are self-contained: no references across them");
        assertEquals(bytes.length, writer.reset().write(a).write(b).write(c).write(b).size(), "reset keeps nothing");
    }

    @Test
    void byteBuffersHeapAndDirect() throws IOException {
        Object a = set(node("a"), "extra", new ArrayList<>(List.of("x")));
        Object b = node("b");
        set(b, "next", b);
        for (ByteBuffer buffer : new ByteBuffer[] {ByteBuffer.allocate(1024), ByteBuffer.allocateDirect(1024)}) {
            buffer.position(3);
            FastBytes.toBuffer(a, buffer);
            FastBytes.toBuffer(b, buffer);
            int end = buffer.position();
            assertEquals(3 + FastBytes.toBytes(a).length + FastBytes.toBytes(b).length, end);
            buffer.flip().position(3);
            assertDeepEquals(a, FastBytes.fromBuffer(buffer, a.getClass()));
            Object bCopy = FastBytes.fromBuffer(buffer, b.getClass());
            assertSame(bCopy, get(bCopy, "next"));
            assertEquals(end, buffer.position());

            buffer.position(3);
            FastReader reader = new FastReader().reset(buffer);
            assertDeepEquals(a, reader.read(a.getClass()));
            assertEquals(3 + FastBytes.toBytes(a).length, buffer.position(), "each read advances the buffer");
            assertDeepEquals(b, reader.read(b.getClass()));
            assertEquals(end, buffer.position());
        }
        ByteBuffer small = ByteBuffer.allocate(4);
        assertThrows(BufferOverflowException.class, () -> FastBytes.toBuffer(a, small));
        assertEquals(0, small.position(), "nothing written when it does not fit");
    }

    @Test
    void fastBytesInsideAJavaSerializedValueInsideFastBytes() {
        Object inner = node("inner");
        set(inner, "next", inner);
        Object nested = beans.newInstance("graph.Nested");
        set(nested, "node", inner);
        Object outer = set(node("outer"), "extra", nested);
        Object copy = Direct.roundTrip(outer);
        Object innerCopy = get(get(copy, "extra"), "node");
        assertEquals("inner", get(innerCopy, "name"));
        assertSame(innerCopy, get(innerCopy, "next"));
    }

    @Test
    void trailingBytesOrAnotherClassFail() {
        Object a = node("a");
        byte[] bytes = FastBytes.toBytes(a);
        byte[] longer = concat(bytes, new byte[] {0});
        assertThrows(StreamCorruptedException.class, () -> FastBytes.fromBytes(longer, a.getClass()));
        Object secret = set(beans.newInstance("graph.Secret"), "user", "u");
        assertThrows(IOException.class, () -> FastBytes.fromBytes(bytes, secret.getClass()));
    }

    @Test
    void nestingDeeperThanTheLimitFailsAsInvalidObjectException() throws IOException {
        Object first = node("0");
        Object n = first;
        for (int i = 1; i < 600; i++) {
            Object next = node(Integer.toString(i));
            set(n, "next", next);
            n = next;
        }
        byte[] bytes = FastBytes.toBytes(first);
        assertThrows(InvalidObjectException.class, () -> FastBytes.fromBytes(bytes, first.getClass()));
        Object copy = new FastReader().maxDepth(700).reset(bytes).read(first.getClass());
        assertDeepEquals(first, copy);
    }

    @Test
    void aSerialFilterSetOnTheReaderAppliesToJavaSerializedValues() throws IOException {
        Object a = set(node("a"), "extra", new ArrayList<>(List.of(1)));
        byte[] bytes = FastBytes.toBytes(a);
        FastReader reader = new FastReader().javaStreams(in -> in.setObjectInputFilter(
                info -> info.serialClass() == ArrayList.class ? ObjectInputFilter.Status.REJECTED
                        : ObjectInputFilter.Status.UNDECIDED));
        assertThrows(java.io.InvalidClassException.class, () -> reader.reset(bytes).read(a.getClass()));
        assertDeepEquals(a, new FastReader().reset(bytes).read(a.getClass()));
    }

    @Test
    void manyThreadsAtOnce() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        AtomicInteger done = new AtomicInteger();
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int id = t;
                futures.add(pool.submit(() -> {
                    for (int i = 0; i < 500; i++) {
                        Object a = node("t" + id + "-" + i);
                        set(a, "next", node("n" + i));
                        set(a, "extra", i % 3 == 0 ? new ArrayList<>(List.of(i)) : null);
                        assertDeepEquals(a, FastBytes.fromBytes(FastBytes.toBytes(a), a.getClass()));
                        done.incrementAndGet();
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(4000, done.get());
    }

    @Test
    void aGraphOfManyObjects() {
        Object root = node("root");
        List<Object> all = new ArrayList<>();
        Object n = root;
        for (int i = 0; i < 300; i++) {
            Object next = node("n" + i);
            set(next, "extra", i % 2 == 0 ? root : new ArrayList<>(List.of(all.isEmpty() ? root : all.get(i / 2))));
            set(n, "next", next);
            all.add(next);
            n = next;
        }
        set(n, "next", root);
        Object copy = roundTrip(root);
        assertTrue(copy != root);
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] all = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, all, at, p.length);
            at += p.length;
        }
        return all;
    }
}
