package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.set;
import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import dev.fastserial.testing.Direct;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.StreamCorruptedException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * Truncated, mutated and hostile messages through the direct byte path ({@link FastBytes}): they
 * may fail, but only with an IOException, allocating no more than their length justifies
 * (surefire runs this class on a 64 MB heap), never instantiating a class named in them unless it
 * is a bean, never with a StackOverflowError. A RuntimeException thrown by fastserial's own code
 * (the direct path's classes or generated code) is a failure even when wrapped.
 */
class DirectCorruptInputTest {
    private static final long SEED = Long.getLong("fastserial.fuzz.seed", 20261122L);
    private static final int MUTATIONS_PER_SAMPLE = Integer.getInteger("fastserial.fuzz.mutations", 1500);

    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        List<javax.tools.JavaFileObject> sources = new ArrayList<>();
        for (String resource : new String[] {"beans/types/AllTypes.java", "beans/types/Color.java",
                "beans/types/Point.java", "beans/types/Point3.java", "beans/types/Node.java",
                "beans/families/Containers.java", "beans/families/Values.java", "beans/families/Tree.java",
                "beans/families/Box.java", "beans/hostile/Lengths.java",
                "beans/hierarchy/Animal.java", "beans/hierarchy/Dog.java", "beans/hierarchy/Puppy.java"}) {
            sources.add(JavaFileObjects.forResource(resource));
        }
        sources.add(JavaFileObjects.forSourceString("types.Boom", "package types;\n"
                + "/** Not a bean; loading it is harmless, initializing it is what a gadget would exploit. */\n"
                + "public class Boom implements java.io.Externalizable {\n"
                + "    static { System.setProperty(\"fastserial.test.boom\", \"initialized\"); }\n"
                + "    public Boom() {}\n"
                + "    public void writeExternal(java.io.ObjectOutput out) {}\n"
                + "    public void readExternal(java.io.ObjectInput in) {}\n"
                + "}\n"));
        sources.add(JavaFileObjects.forSourceString("opt.Gone", "package opt;\n"
                + "/** An optional dependency: on the class path where the message was written, not where it is read. */\n"
                + "public class Gone implements java.io.Serializable {\n"
                + "    private static final long serialVersionUID = 1L;\n"
                + "}\n"));
        sources.add(JavaFileObjects.forSourceString("opt.Orphan", "package opt;\n"
                + "public class Orphan extends Gone {\n"
                + "    private static final long serialVersionUID = 1L;\n"
                + "}\n"));
        beans = CompiledBeans.compile(sources.toArray(new javax.tools.JavaFileObject[0]));
        CorruptInputTest.beans = beans; // its samples, from these classes
    }

    /** CorruptInputTest's samples, plus graphs: references, cycles, Java-serialized values with beans inside. */
    private static List<Object> samples() {
        List<Object> samples = new ArrayList<>(CorruptInputTest.samples());
        Object first = set(beans.newInstance("types.Node"), "name", "first");
        Object second = set(beans.newInstance("types.Node"), "name", "second");
        set(first, "next", second);
        set(second, "next", first);
        Object all = beans.newInstance("types.AllTypes");
        set(all, "node", first);
        set(all, "anything", new ArrayList<>(List.of(first, "s", point(5))));
        samples.add(all);
        Object tree = set(beans.newInstance("families.Tree"), "name", "root");
        Object child = set(beans.newInstance("families.Tree"), "name", "child");
        set(child, "parent", tree);
        @SuppressWarnings("unchecked")
        List<Object> children = (List<Object>) dev.fastserial.testing.Fields.get(tree, "children");
        children.add(child);
        samples.add(tree);
        return samples;
    }

    private static Object point(int x) {
        return set(beans.newInstance("types.Point"), "x", x);
    }

    @Test
    void everyTruncationFailsWithAnIOException() {
        int inputs = 0;
        for (Object sample : samples()) {
            byte[] whole = FastBytes.toBytes(sample);
            int step = Math.max(1, whole.length / 400);
            for (int length = 0; length < whole.length; length += step) {
                byte[] truncated = Arrays.copyOf(whole, length);
                IOException e = readDamaged(sample, truncated, "truncated to " + length);
                if (e == null) {
                    fail(sample.getClass().getName() + " truncated to " + length + " of " + whole.length + " read");
                }
                inputs++;
            }
        }
        System.out.println("DirectCorruptInputTest: " + inputs + " truncated messages");
    }

    @Test
    void mutatedBytesFailWithAnIOExceptionOrReadSomething() {
        Random random = new Random(SEED);
        int inputs = 0;
        int read = 0;
        for (Object sample : samples()) {
            byte[] whole = FastBytes.toBytes(sample);
            for (int i = 0; i < MUTATIONS_PER_SAMPLE; i++) {
                if (readDamaged(sample, CorruptInputTest.mutate(whole, random), "mutation " + i + " of seed " + SEED) == null) {
                    read++;
                }
                inputs++;
            }
        }
        System.out.println("DirectCorruptInputTest: " + inputs + " mutated messages (seed " + SEED + "), " + read
                + " read as something");
    }

    /** Reads damaged bytes through both direct readers; returns the IOException, or null if it read. */
    private static IOException readDamaged(Object sample, byte[] bytes, String what) {
        IOException failure = null;
        try {
            FastBytes.fromBytes(bytes, sample.getClass());
        } catch (IOException e) {
            checkNotOurRuntimeException(sample, what, e);
            failure = e;
        } catch (Throwable e) {
            fail(sample.getClass().getSimpleName() + " " + what + ": " + e + " escaped fromBytes", e);
        }
        try {
            FastBytes.read(Direct.hostStream(bytes), sample.getClass());
        } catch (IOException e) {
            checkNotOurRuntimeException(sample, what, e);
        } catch (Throwable e) {
            fail(sample.getClass().getSimpleName() + " " + what + ": " + e + " escaped read(DataInput)", e);
        }
        return failure;
    }

    /** A RuntimeException wrapped on the way out is fine when the JDK threw it, not when fastserial's code did. */
    private static void checkNotOurRuntimeException(Object sample, String what, IOException e) {
        for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
            if (t instanceof RuntimeException && t.getStackTrace().length > 0) {
                String thrower = t.getStackTrace()[0].getClassName();
                if (thrower.startsWith("dev.fastserial.") || thrower.endsWith("Externalizer")) {
                    fail(sample.getClass().getSimpleName() + " " + what + ": fastserial threw " + t, t);
                }
            }
        }
    }

    /** The message of an AllTypes whose {@code node} field holds a Node, written by reference: its class is named. */
    private static byte[] withNodeNamed() {
        Object all = beans.newInstance("types.AllTypes");
        set(all, "node", set(beans.newInstance("types.Node"), "name", "n"));
        return FastBytes.toBytes(all);
    }

    private static byte[] replace(byte[] bytes, String from, String to) {
        String s = new String(bytes, StandardCharsets.ISO_8859_1);
        int at = s.indexOf(from);
        assertTrue(at >= 0, from + " not in the message");
        return (s.substring(0, at) + to + s.substring(at + from.length())).getBytes(StandardCharsets.ISO_8859_1);
    }

    @Test
    void aClassNamedInTheBytesIsNeitherInstantiatedNorInitializedUnlessItIsABean() {
        Class<?> all = beans.load("types.AllTypes");
        byte[] hostile = replace(withNodeNamed(), "types.Node", "types.Boom");
        InvalidClassException e = assertThrows(InvalidClassException.class, () -> FastBytes.fromBytes(hostile, all));
        assertTrue(e.getMessage().contains("only @FastSerial beans"), e.getMessage());
        assertNull(System.getProperty("fastserial.test.boom"), "Boom's static initializer ran");
        assertThrows(InvalidClassException.class, () -> FastBytes.fromBytes(
                replace(withNodeNamed(), "types.Node", "java.util.HashMap".substring(0, 10)), all));
        assertThrows(InvalidClassException.class, () -> FastBytes.fromBytes(
                replace(withNodeNamed(), "types.Node", "types.Colr"), all), "a class that does not exist");
        assertThrows(IOException.class, () -> FastBytes.fromBytes(
                replace(withNodeNamed(), "types.Node", "typesPoint"), all));
    }

    @Test
    void aBeanTokenInsideAJavaValueNamingANonBeanIsRefused() {
        Object all = beans.newInstance("types.AllTypes");
        set(all, "anything", new ArrayList<>(List.of(point(1))));
        byte[] hostile = replace(FastBytes.toBytes(all), "types.Point", "types.Color");
        assertThrows(InvalidClassException.class, () -> FastBytes.fromBytes(hostile, all.getClass()));
    }

    @Test
    void aHugeStringLengthRunsOutOfBytesNotMemory() {
        byte[] bytes = withNodeNamed();
        String s = new String(bytes, StandardCharsets.ISO_8859_1);
        int at = s.indexOf("types.Node") - 1;
        assertEquals("types.Node".length() << 1, bytes[at], "a Latin-1 string's one-byte header");
        for (byte[] header : new byte[][] {{(byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07},
                {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x03}, {(byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80}}) {
            byte[] hostile = new byte[bytes.length + 4];
            System.arraycopy(bytes, 0, hostile, 0, at);
            System.arraycopy(header, 0, hostile, at, 5);
            System.arraycopy(bytes, at + 1, hostile, at + 5, bytes.length - at - 1);
            IOException e = assertThrows(IOException.class, () -> FastBytes.fromBytes(hostile, beans.load("types.AllTypes")));
            assertTrue(e instanceof EOFException || e instanceof StreamCorruptedException, e.toString());
        }
    }

    @Test
    void beansNestedWithoutEndFailAsInvalidObjectExceptionNotStackOverflowError() throws IOException {
        // A chain of three nodes shows what one level looks like; repeat that level without end.
        Class<?> node = beans.load("types.Node");
        Object a = set(beans.newInstance("types.Node"), "name", "n");
        Object b = set(beans.newInstance("types.Node"), "name", "n");
        Object c = set(beans.newInstance("types.Node"), "name", "n");
        set(a, "next", b);
        set(b, "next", c);
        byte[] two = FastBytes.toBytes(b);
        byte[] three = FastBytes.toBytes(a);
        int level = three.length - two.length;
        byte[] oneLevel = Arrays.copyOfRange(three, 1, 1 + level); // after the VALUE tag: a's fields up to b
        byte[] hostile = new byte[1 + 200_000 * level];
        hostile[0] = three[0];
        for (int i = 0; i < 200_000; i++) {
            System.arraycopy(oneLevel, 0, hostile, 1 + i * level, level);
        }
        InvalidObjectException limit = assertThrows(InvalidObjectException.class, () -> FastBytes.fromBytes(hostile, node));
        assertTrue(limit.getMessage().contains("nested more than 500"), limit.getMessage());
        InvalidObjectException stack = assertThrows(InvalidObjectException.class,
                () -> new FastReader().maxDepth(Integer.MAX_VALUE).reset(hostile).read(node));
        assertTrue(stack.getMessage().contains("too deeply"), stack.getMessage());
    }

    private static int indexOf(byte[] bytes, int from, int... pattern) {
        search:
        for (int i = from; i + pattern.length <= bytes.length; i++) {
            for (int j = 0; j < pattern.length; j++) {
                if ((bytes[i + j] & 0xFF) != pattern[j]) {
                    continue search;
                }
            }
            return i;
        }
        throw new AssertionError("not in the message");
    }

    /** Reads through every entry point: fromBytes, fromBuffer, a host's DataInput; each must throw an IOException. */
    private static void failsEverywhereWithAnIOException(byte[] message, byte[] onAHostStream, Class<?> type) {
        List<Executable> reads = List.of(() -> FastBytes.fromBytes(message, type),
                () -> FastBytes.fromBuffer(java.nio.ByteBuffer.wrap(message), type),
                () -> new FastReader().reset(message).read(type),
                () -> FastBytes.read(new DataInputStream(new ByteArrayInputStream(onAHostStream)), type));
        for (Executable read : reads) {
            IOException e = assertThrows(IOException.class, read);
            checkNotOurRuntimeException(type, "read", e);
        }
    }

    private static byte[] onAHostStream(Object value) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        FastBytes.write(value, new java.io.DataOutputStream(bytes));
        return bytes.toByteArray();
    }

    /** Every 0 0 0 1 after a CollSer's class descriptor ends (its int tag: 1, a List.of) made 3 (a Map.of). */
    private static byte[] collSerTaggedMap(byte[] bytes) {
        byte[] bad = bytes.clone();
        int at = indexOf(bad, indexOf(bad, 0, "CollSer".chars().toArray()), 0x78, 0x70, 0, 0, 0, 1) + 5;
        bad[at] = 3;
        return bad;
    }

    /**
     * findings2/f07: one byte in a List.of value (java.util.CollSer's tag, List to Map) makes the
     * JDK's own readResolve throw InternalError "length is odd", which escaped every reader.
     */
    @Test
    void anErrorTheJdkThrowsOnCorruptBytesIsAnIOException() throws Exception {
        Object all = beans.newInstance("types.AllTypes");
        set(all, "list", List.of("a", "b", "c"));
        failsEverywhereWithAnIOException(collSerTaggedMap(FastBytes.toBytes(all)), collSerTaggedMap(onAHostStream(all)),
                all.getClass());
        byte[] jdk = collSerTaggedMap(dev.fastserial.testing.Streams.serialize(all));
        IOException e = assertThrows(IOException.class,
                () -> dev.fastserial.testing.Streams.input(jdk, beans.loader()).readObject(), "the JDK path's readExternal");
        assertTrue(e.getCause() instanceof InternalError, String.valueOf(e.getCause()));
    }

    /**
     * findings2/f08: a class on the class path whose superclass is not (an optional dependency's
     * class in a fat jar): NoClassDefFoundError escaped, as a Java-serialized value's class and as a
     * bean's name.
     */
    @Test
    void aClassThatCannotBeLoadedIsAnInvalidClassException() throws Exception {
        Object all = beans.newInstance("types.AllTypes");
        set(all, "anything", beans.newInstance("opt.Orphan"));
        byte[] java = FastBytes.toBytes(all);
        byte[] javaOnAHostStream = onAHostStream(all);
        byte[] named = replace(withNodeNamed(), "types.Node", "opt.Orphan");
        ClassLoader withoutGone = beans.loaderWithout("opt.Gone");
        Class<?> type = Class.forName("types.AllTypes", true, withoutGone);
        for (byte[] message : List.of(java, named)) {
            InvalidClassException e = assertThrows(InvalidClassException.class, () -> FastBytes.fromBytes(message, type));
            assertThat(e.toString()).contains("opt.Orphan");
            assertThat(e.getCause().toString()).contains("opt/Gone");
        }
        assertThrows(InvalidClassException.class,
                () -> FastBytes.read(new DataInputStream(new ByteArrayInputStream(javaOnAHostStream)), type));
        byte[] jdk = dev.fastserial.testing.Streams.serialize(all);
        IOException e = assertThrows(IOException.class,
                () -> dev.fastserial.testing.Streams.input(jdk, withoutGone).readObject(), "the JDK path's readExternal");
        assertThat(e.toString()).contains("AllTypes.anything");
    }

    /**
     * findings2/f05: a message on a host's stream that is not an InputStream (a RandomAccessFile):
     * the bound on a Java-serialized array came from available(), so there was none, and an int[]
     * claiming 2^29 elements exhausted the heap.
     */
    @Test
    void anArrayClaimingMoreThanTheMessageHoldsIsRefusedOnAnyDataInput(@TempDir java.nio.file.Path dir) throws Exception {
        Object all = beans.newInstance("types.AllTypes");
        set(all, "anything", new int[] {7});
        byte[] bytes = onAHostStream(all);
        int length = indexOf(bytes, indexOf(bytes, 0, 0x75, 0x72), 0x78, 0x70) + 2; // TC_ARRAY's descriptor, then its length
        assertEquals(1, bytes[length + 3]);
        bytes[length] = 0x20; // 2^29 ints: 2 GB
        bytes[length + 3] = 0;
        java.nio.file.Path file = dir.resolve("message");
        java.nio.file.Files.write(file, bytes);
        try (java.io.RandomAccessFile in = new java.io.RandomAccessFile(file.toFile(), "r")) {
            InvalidClassException e = assertThrows(InvalidClassException.class, () -> FastBytes.read(in, all.getClass()));
            assertThat(e.getMessage()).contains("REJECTED");
        }
    }

    @Test
    void tinyHostileMessages() {
        Class<?> node = beans.load("types.Node");
        for (byte[] hostile : new byte[][] {{}, {0x7F}, {0x02, 0x05}, {0x04, 0x03}, {0x00}, {0x05, 0, 0, 0, 0},
                {0x05, (byte) 0xAC, (byte) 0xED, 0, 5, 0x70}, {0x03, 0x00}, {0x01}}) {
            IOException e = assertThrows(IOException.class, () -> FastBytes.fromBytes(hostile, node),
                    () -> Arrays.toString(hostile));
            checkNotOurRuntimeException(node, Arrays.toString(hostile), e);
        }
    }
}
