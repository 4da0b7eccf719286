package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 24, f09: v2 adds fields whose values go through writeObject and stores values of classes
 * v1 does not have (a Serializable class, a bean by reference, such values inside a list and inside
 * an inline bean). On the direct path v1 skips them whole, whatever classes it lacks: they are
 * written apart, after their length. On JDK streams v1 reads such a value to skip it and fails
 * (ObjectInputStream fails the object a failed one was read for): the documented limit, which the
 * build that adds such a field warns of (FS419). Each version is compiled into its own class
 * loader against one lock file.
 */
class AddedObjectsTest {
    @TempDir
    static Path dir;

    static CompiledBeans v1;
    static CompiledBeans v2;
    static List<Diagnostic<? extends JavaFileObject>> v2Warnings;
    static JavaFileObject v2Order;

    private static JavaFileObject order(String... fields) {
        List<String> body = new ArrayList<>(List.of("private static final long serialVersionUID = 1L;",
                "public String id;"));
        body.addAll(List.of(fields));
        body.add("public Order() {}");
        return BeanSources.bean("n", "Order", "public class Order implements Externalizable", body.toArray(new String[0]));
    }

    /** A Serializable class both versions have whose readObject does something: a deserialization gadget. */
    private static final JavaFileObject GADGET = BeanSources.gadget("n", "fastserial.test.added.gadget");

    @BeforeAll
    static void compile() {
        List<String> lock = List.of("-Afastserial.lock=" + dir.resolve("fastserial.lock"));
        v1 = CompiledBeans.compile(lock, order(), GADGET);
        assertThat(v1.warnings()).isEmpty();
        v2Order = order("public Serializable extension;", "public List<Object> extras;", "public Note note;");
        v2 = CompiledBeans.compile(lock, v2Order, GADGET,
                JavaFileObjects.forSourceString("n.Discount", "package n;\n"
                        + "public class Discount implements java.io.Serializable {\n"
                        + "    private static final long serialVersionUID = 1L;\n"
                        + "    public final int percent;\n"
                        + "    public Discount(int percent) { this.percent = percent; }\n"
                        + "    @Override public boolean equals(Object o) { return o instanceof Discount && ((Discount) o).percent == percent; }\n"
                        + "    @Override public int hashCode() { return percent; }\n"
                        + "}\n"),
                BeanSources.bean("n", "Note", "public class Note implements Externalizable",
                        "private static final long serialVersionUID = 1L;", "public String text;", "public Object about;",
                        "public Note() {}"));
        v2Warnings = v2.warnings();
    }

    private static Object discount(int percent) {
        return v2.construct("n.Discount", percent);
    }

    private static Object note(String text, Object about) {
        Object note = v2.newInstance("n.Note");
        set(note, "text", text);
        set(note, "about", about);
        return note;
    }

    /** An Order of v2 holding values of classes v1 lacks in each of its added fields. */
    private static Object v2Order(Object extension) {
        Object order = v2.newInstance("n.Order");
        set(order, "id", "A-1");
        set(order, "extension", extension);
        set(order, "extras", new ArrayList<>(List.of(discount(5), note("in a list", discount(6)), "text")));
        set(order, "note", note("inline", discount(7)));
        return order;
    }

    private static Object readDirect(CompiledBeans reader, byte[] bytes) throws Exception {
        return FastBytes.fromBytes(bytes, reader.load("n.Order"));
    }

    private static Object readThroughDataInput(CompiledBeans reader, Object written) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        FastBytes.write(written, new DataOutputStream(bytes));
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        Object read = FastBytes.read(in, reader.load("n.Order"));
        assertEquals(-1, in.read(), "read to its end");
        return read;
    }

    /** The classes v1 lacks are not there for it: a v1 Order has none of the added fields. */
    @Test
    void v1LacksTheClasses() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("n.Discount", false, v1.loader()));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("n.Note", false, v1.loader()));
    }

    @Test
    void onTheDirectPathAnOlderReaderSkipsAddedObjectsOfClassesItLacks() throws Exception {
        for (Object extension : List.of(discount(10), note("by reference", discount(3)), new ArrayList<>(List.of(1, 2)))) {
            Object written = v2Order(extension);
            for (Object read : List.of(readDirect(v1, FastBytes.toBytes(written)), readThroughDataInput(v1, written))) {
                assertSame(v1.load("n.Order"), read.getClass());
                assertEquals("A-1", get(read, "id"));
            }
        }
    }

    /** Several objects in one message: the handles a reader that skipped them counts stay those of the writer. */
    @Test
    void objectsAfterTheSkippedOnesKeepTheirReferences() throws Exception {
        Object shared = note("shared", null);
        Object order = v2Order(shared);
        set(order, "extras", new ArrayList<>(List.of(shared, note("second", shared), discount(1))));
        Object copy = readDirect(v2, FastBytes.toBytes(order));
        assertEquals("A-1", get(copy, "id"));
        List<?> extras = (List<?>) get(copy, "extras");
        assertSame(extras.get(0), get(extras.get(1), "about"), "shared within one added field");
        assertEquals("shared", get(get(copy, "extension"), "text"));
        // a value first written in another added field is a copy here (each field's objects are apart)
        assertNotSame(get(copy, "extension"), extras.get(0));
        assertEquals("A-1", get(readDirect(v1, FastBytes.toBytes(order)), "id"));
    }

    /** The version that has the fields reads them exactly, a reference back to the top-level bean included. */
    @Test
    void theVersionThatKnowsTheFieldsReadsThem() throws Exception {
        Object order = v2Order(discount(10));
        Object back = v2Order(null);
        set(back, "extension", new ArrayList<>(List.of(back))); // a reference back to the top-level bean, apart
        for (Object read : List.of(readDirect(v2, FastBytes.toBytes(order)), readThroughDataInput(v2, order),
                Streams.deserialize(Streams.serialize(order), v2.loader(), 1).get(0))) {
            assertEquals(discount(10), get(read, "extension"));
            List<?> extras = (List<?>) get(read, "extras");
            assertEquals(discount(5), extras.get(0));
            assertEquals("in a list", get(extras.get(1), "text"));
            assertEquals(discount(6), get(extras.get(1), "about"));
            assertEquals("text", extras.get(2));
            assertEquals(discount(7), get(get(read, "note"), "about"));
        }
        for (Object read : List.of(readDirect(v2, FastBytes.toBytes(back)), readThroughDataInput(v2, back))) {
            assertSame(read, ((List<?>) get(read, "extension")).get(0));
        }
        assertNull(get(readDirect(v2, FastBytes.toBytes(v2Order(null))), "extension"));
    }

    /**
     * findings2/h02, the way its fix left open: a field this version does not have, which any message
     * can claim whatever its bean, held a Java-serialized value that the reader read in order to skip
     * it, so a gadget's readObject ran through any bean. On the direct path such a field's objects
     * are apart, after their length, and skipped unread; JDK streams still read them (the contrast).
     */
    @Test
    void anAddedFieldsJavaValueIsSkippedUnread() throws Exception {
        Object written = v2Order(v2.newInstance("n.Gadget"));
        set(written, "extras", null);
        set(written, "note", null);
        System.clearProperty("fastserial.test.added.gadget");
        for (Object read : List.of(readDirect(v1, FastBytes.toBytes(written)), readThroughDataInput(v1, written))) {
            assertEquals("A-1", get(read, "id"));
        }
        assertNull(System.getProperty("fastserial.test.added.gadget"), "the gadget's readObject ran on the direct path");
        assertEquals("A-1", get(Streams.deserialize(Streams.serialize(written), v1.loader(), 1).get(0), "id"));
        assertEquals("rm -rf /tmp/x", System.clearProperty("fastserial.test.added.gadget"), "a JDK stream reads it to skip it");
    }

    /**
     * The documented limit on JDK streams: v1 reads the added value to skip it, lacks its class, and
     * ObjectInputStream fails the whole Order (it does so for default serialization only when the
     * reader's class has no field for the value).
     */
    @Test
    void onJdkStreamsAnOlderReaderFailsOnAClassItLacks() {
        byte[] bytes = Streams.serialize(v2Order(discount(10)));
        assertThrows(ClassNotFoundException.class, () -> Streams.input(bytes, v1.loader()).readObject());
        // without values of classes v1 lacks it reads (a List of JDK classes, nulls)
        Object plain = v2.newInstance("n.Order");
        set(plain, "id", "A-2");
        set(plain, "extras", new ArrayList<>(List.of("a", 1)));
        assertEquals("A-2", get(Streams.deserialize(Streams.serialize(plain), v1.loader(), 1).get(0), "id"));
    }

    /** The build that adds such a field warns, once, on the field: FS419. */
    @Test
    void theBuildThatAddsSuchAFieldWarns() {
        List<String> warnings = v2Warnings.stream().map(d -> d.getMessage(null)).collect(Collectors.toList());
        assertEquals(2, warnings.size(), warnings.toString());
        assertThat(warnings.get(0)).isEqualTo("field 'extension', added to Order (fastserial.lock: added field id 0),"
                + " holds values through writeObject: on JDK streams a reader of an earlier version of Order skips it by"
                + " reading its value, and fails to read the whole Order (ClassNotFoundException) if it lacks that value's"
                + " class; on the direct path (FastBytes) every reader skips it. Deploy readers that have the classes of"
                + " its values first, or give the field a type fastserial writes itself (this build has recorded its type in"
                + " fastserial.lock: restore that file as version control has it, then build with the new type) ["
                + Message.LOCK_ADDED_FIELD_OBJECTS.id() + "]");
        assertThat(warnings.get(1)).startsWith("field 'extras', added to Order (fastserial.lock: added field id 1)");
        for (Diagnostic<? extends JavaFileObject> d : v2Warnings) {
            assertSame(v2Order, d.getSource());
        }
        assertEquals(List.of("public Serializable extension;", "public List<Object> extras;"), v2Warnings.stream()
                .map(d -> lineOf(d)).collect(Collectors.toList()));
        // the next build of the same sources: the fields are recorded, no warning
        CompiledBeans again = CompiledBeans.compile(List.of("-Afastserial.lock=" + dir.resolve("fastserial.lock")),
                v2.compilation().sourceFiles().toArray(new JavaFileObject[0]));
        assertThat(again.warnings()).isEmpty();
    }

    private static final JavaFileObject DISCOUNT_RECORD = JavaFileObjects.forSourceString("n.Discount", "package n;\n"
            + "@dev.fastserial.FastSerial\n"
            + "public record Discount(int percent) implements java.io.Serializable {\n"
            + "    private Object writeReplace() { return new DiscountExternalizer(this); }\n"
            + "}\n");

    /**
     * FS419's advice, as worded, each way. "Deploy readers that have the classes of its values first": an
     * Order of the version before, built with Discount beside it, reads the Order that holds one on JDK
     * streams. "Or give the field a type fastserial writes itself (this build has recorded its type in
     * fastserial.lock: restore that file as version control has it, then build with the new type)": the
     * field a Discount record's type, with the file as committed before; no warning, and a reader of
     * the version before without Discount reads it on both paths. Retyped without the file restored, the
     * next build refuses the change (FS401): the advice once left that out.
     */
    @Test
    void theWarningsAdviceApplied() throws Exception {
        Path lockFile = dir.resolve("advice").resolve("fastserial.lock");
        List<String> lock = List.of("-Afastserial.lock=" + lockFile);
        JavaFileObject discount = v2.compilation().sourceFiles().stream().filter(f -> f.getName().endsWith("Discount.java"))
                .findFirst().orElseThrow();
        CompiledBeans before = CompiledBeans.compile(lock, order()); // no Discount
        CompiledBeans beforeWithClasses = CompiledBeans.compile(lock, order(), discount);
        assertThat(beforeWithClasses.warnings()).isEmpty();
        String committed = java.nio.file.Files.readString(lockFile);

        JavaFileObject added = order("public Serializable extension;");
        CompiledBeans warned = CompiledBeans.compile(lock, added, discount);
        assertEquals(1, warned.warnings().size());
        String warning = warned.warnings().get(0).getMessage(null);
        assertThat(warning).endsWith("[" + Message.LOCK_ADDED_FIELD_OBJECTS.id() + "]");
        assertThat(warning).contains("Deploy readers that have the classes of its values first, or give the field a type"
                + " fastserial writes itself (this build has recorded its type in fastserial.lock: restore that file as"
                + " version control has it, then build with the new type)");
        // Readers that have the classes first: the version before, with Discount, reads it on JDK streams.
        Object order = set(set(warned.newInstance("n.Order"), "id", "A-3"), "extension", warned.construct("n.Discount", 10));
        assertEquals("A-3", get(Streams.deserialize(Streams.serialize(order), beforeWithClasses.loader(), 1).get(0), "id"));

        // A type fastserial writes itself: without the file restored, the next build refuses the change
        JavaFileObject retyped = order("public Discount extension;");
        Advice.oneError(Advice.compile(lock, retyped, DISCOUNT_RECORD), Message.LOCK_TYPE_CHANGED, retyped,
                "public Discount extension;");
        java.nio.file.Files.writeString(lockFile, committed); // restored as version control has it
        CompiledBeans after = CompiledBeans.compile(lock, retyped, DISCOUNT_RECORD);
        assertThat(after.warnings()).isEmpty();
        Object written = set(set(after.newInstance("n.Order"), "id", "A-4"), "extension", after.construct("n.Discount", 20));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("n.Discount", false, before.loader()));
        assertEquals("A-4", get(Streams.deserialize(Streams.serialize(written), before.loader(), 1).get(0), "id"));
        assertEquals("A-4", get(readDirect(before, FastBytes.toBytes(written)), "id"));
        assertEquals(after.construct("n.Discount", 20), get(Streams.roundTrip(written), "extension"));
    }

    private static String lineOf(Diagnostic<? extends JavaFileObject> d) {
        try {
            return d.getSource().getCharContent(false).toString().lines().skip(d.getLineNumber() - 1).findFirst()
                    .orElseThrow().strip();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
