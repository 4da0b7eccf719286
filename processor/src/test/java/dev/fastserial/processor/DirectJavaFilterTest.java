package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectOutputStream;
import java.io.ObjectInputFilter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The direct path's serial filter on Java-serialized values (docs/direct-path.md, "The direct byte path"):
 * nesting deeper than 100 is refused, as are arrays claiming more elements than the bytes left
 * could hold; a filter the user sets through {@code FastReader.javaStreams} replaces these bounds.
 */
class DirectJavaFilterTest {
    static CompiledBeans beans;
    static Class<?> holder;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(BeanSources.bean("jf", "Holder", "public class Holder implements Externalizable",
                "Object value;", "public Holder() {}"),
                BeanSources.bean("jf", "Msg", "public class Msg implements Externalizable",
                        "String text;", "public Msg() {}"),
                BeanSources.bean("jf", "Dated", "public class Dated implements Externalizable",
                        "Date when;", "java.util.Set<Object> units;", "Dated next;", "public Dated() {}"),
                com.google.testing.compile.JavaFileObjects.forSourceLines("jf.Stamp", "package jf;",
                        "public class Stamp extends java.util.Date {", // a Date of a class the fast path does not know
                        "    private static final long serialVersionUID = 1L;",
                        "    public Stamp(long time) { super(time); }",
                        "}"),
                BeanSources.bean("jf", "Link", "public class Link implements Externalizable",
                        "Dated dated;", "public Link() {}"),
                BeanSources.bean("jf", "Noisy", "public class Noisy implements Externalizable",
                        "String name;", "public Noisy() { System.setProperty(\"fastserial.test.noisy\", \"constructed\"); }"),
                BeanSources.gadget("jf", "fastserial.test.gadget"));
        holder = beans.load("jf.Holder");
    }

    /** Lists inside lists, {@code depth} deep: Java serialization's filter sees one level more per list. */
    private static List<Object> nested(int depth) {
        List<Object> list = new ArrayList<>(List.of("bottom"));
        for (int i = 1; i < depth; i++) {
            List<Object> outer = new ArrayList<>();
            outer.add(list);
            list = outer;
        }
        return list;
    }

    private static byte[] holding(Object value) throws Exception {
        Object h = holder.getConstructor().newInstance();
        set(h, "value", value);
        return FastBytes.toBytes(h);
    }

    @Test
    void javaSerializedValuesNestAtMostAHundredDeep() throws Exception {
        assertEquals(nested(90), get(FastBytes.fromBytes(holding(nested(90)), holder), "value"));
        java.io.InvalidObjectException e = assertThrows(java.io.InvalidObjectException.class,
                () -> FastBytes.fromBytes(holding(nested(110)), holder));
        assertThat(e.getMessage()).contains("nested more than 100 deep"); // and how to change it: JavaValueDepthTest
    }

    @Test
    void anArrayClaimingMoreElementsThanTheBytesLeftIsRefused() throws Exception {
        byte[] bytes = holding(new long[4]);
        // the array's length, an int just before its 32 bytes of elements: claim 2^20 elements
        int at = bytes.length - 32 - 4;
        assertEquals(4, bytes[at + 3]);
        bytes[at + 1] = 0x10;
        bytes[at + 3] = 0;
        InvalidClassException e = assertThrows(InvalidClassException.class, () -> FastBytes.fromBytes(bytes, holder));
        assertThat(e.getMessage()).contains("REJECTED");
    }

    private static byte[] gadgetStream() throws IOException {
        ByteArrayOutputStream java = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(java)) {
            out.writeObject(beans.newInstance("jf.Gadget"));
        }
        return java.toByteArray();
    }

    private static int indexOf(byte[] bytes, int... pattern) {
        search:
        for (int i = 0; i + pattern.length <= bytes.length; i++) {
            for (int j = 0; j < pattern.length; j++) {
                if ((bytes[i + j] & 0xFF) != pattern[j]) {
                    continue search;
                }
            }
            return i;
        }
        throw new AssertionError("not in the message");
    }

    /**
     * findings2/h02: a bean whose only field is a String: its special bit, which only a writer on a
     * JDK stream sets (a string of 1024+ chars), then a Java-serialized value. The gadget's
     * readObject ran before the type check said "expected java.lang.String".
     */
    @Test
    void aStringFieldNeverReachesJavaDeserialization() throws Exception {
        Class<?> msg = beans.load("jf.Msg");
        assertThat(beans.generatedSource("jf.MsgExternalizer")).contains("(flags & 0x10) != 0 ? in.readUnsignedByte()");
        byte[] legit = FastBytes.toBytes(set(beans.newInstance("jf.Msg"), "text", "hi"));
        ByteArrayOutputStream forged = new ByteArrayOutputStream();
        forged.write(legit[0]); // VALUE
        forged.write(legit[1] | 0x10); // the flags, SPECIAL set
        forged.write(legit, 2, 2); // the fingerprint (no lock file)
        forged.write(0x01); // the special mask: the text slot went through writeObject
        forged.write(0x05); // Tags.JAVA
        forged.write(gadgetStream());
        System.clearProperty("fastserial.test.gadget");
        IOException e = assertThrows(IOException.class, () -> FastBytes.fromBytes(forged.toByteArray(), msg));
        assertThat(e.getMessage()).contains("String");
        assertNull(System.getProperty("fastserial.test.gadget"), "the gadget's readObject ran");
    }

    /**
     * A Date field may hold a subclass of Date (through Java serialization): the class that stream
     * names is checked against Date before anything of it is read. (Since issue 26 the java.sql
     * dates, and List.of in a List field, take the fast path: a Date subclass of the test's own and
     * an EnumSet in a Set of Object take Java serialization here.)
     */
    @Test
    void aJavaValueOfAClassTheFieldCannotHoldIsRefusedBeforeItIsRead() throws Exception {
        Class<?> dated = beans.load("jf.Dated");
        Object stamp = beans.load("jf.Stamp").getConstructor(long.class).newInstance(1_700_000_000_123L);
        Object legit = set(beans.newInstance("jf.Dated"), "when", stamp);
        java.util.Set<?> units = java.util.EnumSet.of(java.util.concurrent.TimeUnit.SECONDS);
        set(legit, "units", units); // read through its serialization proxy, EnumSet$SerializationProxy
        Object copy = FastBytes.fromBytes(FastBytes.toBytes(legit), dated);
        assertEquals(stamp.getClass(), get(copy, "when").getClass());
        assertEquals(stamp, get(copy, "when"));
        assertEquals(units, get(copy, "units"));

        set(legit, "units", null);
        byte[] bytes = FastBytes.toBytes(legit);
        int java = indexOf(bytes, 0xAC, 0xED); // the Stamp's stream, after its JAVA tag: the rest of the message
        byte[] gadget = gadgetStream();
        byte[] forged = Arrays.copyOf(bytes, java + gadget.length);
        System.arraycopy(gadget, 0, forged, java, gadget.length);
        System.clearProperty("fastserial.test.gadget");
        InvalidClassException e = assertThrows(InvalidClassException.class, () -> FastBytes.fromBytes(forged, dated));
        assertThat(e.getMessage()).contains("REJECTED");
        assertNull(System.getProperty("fastserial.test.gadget"), "the gadget's readObject ran");
    }

    /** A bean named where another bean class is declared: refused before it is instantiated. */
    @Test
    void aBeanOfAClassTheFieldCannotHoldIsNotInstantiated() throws Exception {
        Class<?> link = beans.load("jf.Link");
        Object legit = set(beans.newInstance("jf.Link"), "dated", beans.newInstance("jf.Dated"));
        byte[] bytes = FastBytes.toBytes(legit); // Dated can reach itself: written by reference, its class named
        assertEquals(legit.getClass(), FastBytes.fromBytes(bytes, link).getClass());
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        assertThat(text).contains("jf.Dated");
        byte[] forged = text.replace("jf.Dated", "jf.Noisy").getBytes(StandardCharsets.ISO_8859_1);
        System.clearProperty("fastserial.test.noisy");
        IOException e = assertThrows(IOException.class, () -> FastBytes.fromBytes(forged, link));
        assertThat(e.getMessage()).contains("jf.Noisy");
        assertNull(System.getProperty("fastserial.test.noisy"), "Noisy was instantiated");
    }

    @Test
    void aFilterOfTheUsersOwnReplacesTheBounds() throws Exception {
        byte[] bytes = holding(nested(110));
        Object read = new FastReader()
                .javaStreams(in -> in.setObjectInputFilter(info -> ObjectInputFilter.Status.ALLOWED))
                .reset(bytes).read(holder);
        assertEquals(nested(110), get(read, "value"));
        assertThrows(InvalidClassException.class, () -> new FastReader()
                .javaStreams(in -> in.setObjectInputFilter(info -> info.depth() > 50
                        ? ObjectInputFilter.Status.REJECTED : ObjectInputFilter.Status.UNDECIDED))
                .reset(holding(nested(60))).read(holder));
    }
}
