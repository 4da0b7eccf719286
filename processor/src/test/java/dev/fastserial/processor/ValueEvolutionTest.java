package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Records and immutable classes change too, under the same lock file as beans: three versions,
 * each compiled into its own class loader against one lock, every writer/reader pair cross-read
 * at top level (through the proxy) and inline (in a bean). A component the stream lacks takes its
 * type's default (0, false, null); one the reader does not know is skipped.
 *
 * <ul>
 *   <li>v1: record Money(long cents, String currency); class Rate {final double value; final
 *       String name}; bean Wallet {Money balance; List&lt;Money&gt; history; Rate rate}.
 *   <li>v2: Money gains String memo and boolean frozen (the tail); Rate gains long since.
 *   <li>v3: Money loses currency (a slot) and memo (an added component); Rate loses name.
 * </ul>
 */
class ValueEvolutionTest {
    @TempDir
    static Path dir;
    static Path lock;
    static List<CompiledBeans> versions = new ArrayList<>();
    static List<String> lockAfter = new ArrayList<>();

    @BeforeAll
    static void compileThreeVersions() throws Exception {
        lock = dir.resolve("fastserial.lock");
        versions.add(compile("long cents, String currency", "double value, String name"));
        versions.add(compile("long cents, String currency, String memo, boolean frozen", "double value, String name, long since"));
        versions.add(compile("long cents, boolean frozen", "double value, long since"));
    }

    /** One version: Money's components, Rate's fields (as constructor parameters), the Wallet bean. */
    private static CompiledBeans compile(String money, String rate) throws Exception {
        List<String> rateLines = new ArrayList<>(List.of("package evo;", "import dev.fastserial.FastSerial;",
                "@FastSerial", "public final class Rate implements java.io.Serializable {"));
        List<String> assignments = new ArrayList<>();
        for (String parameter : rate.split(", ")) {
            rateLines.add("    final " + parameter + ";");
            String name = parameter.substring(parameter.indexOf(' ') + 1);
            assignments.add("this." + name + " = " + name + ";");
        }
        rateLines.add("    public Rate(" + rate + ") { " + String.join(" ", assignments) + " }");
        rateLines.add("    private Object writeReplace() { return new RateExternalizer(this); }");
        rateLines.add("}");
        JavaFileObject[] sources = {
            JavaFileObjects.forSourceLines("evo.Money", "package evo;", "import dev.fastserial.FastSerial;",
                    "@FastSerial",
                    "public record Money(" + money + ") implements java.io.Serializable {",
                    "    private Object writeReplace() { return new MoneyExternalizer(this); }",
                    "}"),
            JavaFileObjects.forSourceLines("evo.Rate", rateLines),
            BeanSources.bean("evo", "Wallet", "public class Wallet implements Externalizable",
                    "private static final long serialVersionUID = 1L;",
                    "Money balance;", "List<Money> history;", "Rate rate;", "public Wallet() {}")
        };
        CompiledBeans beans = CompiledBeans.compile(List.of("-Afastserial.lock=" + lock), sources);
        assertThat(beans.warnings()).isEmpty();
        lockAfter.add(Files.readString(lock, StandardCharsets.UTF_8));
        return beans;
    }

    /** Each component or field set to something no default gives it. */
    private static Object sample(String name) {
        switch (name) {
            case "cents": return 1999L;
            case "currency": return "EUR";
            case "memo": return "rent";
            case "frozen": return true;
            case "value": return 1.0842;
            case "name": return "EUR/USD";
            case "since": return 1_700_000_000_000L;
            default: throw new AssertionError(name);
        }
    }

    static Object value(int version, String type) {
        CompiledBeans v = versions.get(version);
        Class<?> c = v.load(type);
        List<Object> args = new ArrayList<>();
        for (java.lang.reflect.Field f : dev.fastserial.testing.CrossLoader.fields(c)) {
            args.add(sample(f.getName()));
        }
        return v.construct(type, args.toArray());
    }

    static Object wallet(int version) {
        Object wallet = versions.get(version).newInstance("evo.Wallet");
        set(wallet, "balance", value(version, "evo.Money"));
        set(wallet, "history", new ArrayList<>(List.of(value(version, "evo.Money"), value(version, "evo.Money"))));
        set(wallet, "rate", value(version, "evo.Rate"));
        return wallet;
    }

    private static String pair(int w, int r) {
        return "v" + (w + 1) + " -> v" + (r + 1);
    }

    @Test
    void everyWriterAndReaderPairReadsEachOtherOnJdkStreams() throws Exception {
        for (int w = 0; w < versions.size(); w++) {
            for (int r = 0; r < versions.size(); r++) {
                for (Object written : List.of(value(w, "evo.Money"), value(w, "evo.Rate"), wallet(w))) {
                    try (ObjectInputStream in = Streams.input(Streams.serialize(written), versions.get(r).loader())) {
                        Object read = in.readObject();
                        assertEquals(versions.get(r).load(written.getClass().getName()), read.getClass());
                        Documented.assertRead(written, read, versions.get(r), "evo", pair(w, r));
                    }
                }
            }
        }
    }

    @Test
    void manyValuesInOneStreamStayAlignedAndSharedOnesStayShared() {
        for (int w = 0; w < versions.size(); w++) {
            for (int r = 0; r < versions.size(); r++) {
                Object money = value(w, "evo.Money");
                byte[] bytes = Streams.serialize(money, wallet(w), value(w, "evo.Rate"), "end", money);
                List<Object> read = Streams.deserialize(bytes, versions.get(r).loader(), 5);
                Documented.assertRead(money, read.get(0), versions.get(r), "evo", pair(w, r));
                assertEquals("end", read.get(3));
                assertThat(read.get(4)).isSameInstanceAs(read.get(0));
            }
        }
    }

    @Test
    void everyPairReadsEachOtherThroughTheStaticMethodsOnAnyStream() throws Exception {
        for (int w = 0; w < versions.size(); w++) {
            for (int r = 0; r < versions.size(); r++) {
                for (String type : List.of("evo.Money", "evo.Rate")) {
                    Object written = value(w, type);
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    versions.get(w).load(type + "Externalizer").getMethod("write", written.getClass(), ObjectOutput.class)
                            .invoke(null, written, new DataObjectOutput(bytes));
                    bytes.write(new byte[] {1, 2, 3}); // what follows in the stream must stay untouched
                    ByteArrayInputStream source = new ByteArrayInputStream(bytes.toByteArray());
                    Object read = versions.get(r).load(type + "Externalizer").getMethod("read", ObjectInput.class)
                            .invoke(null, new DataObjectInput(source));
                    Documented.assertRead(written, read, versions.get(r), "evo", pair(w, r) + " (DataOutput only)");
                    assertEquals(3, source.available(), pair(w, r) + ": bytes consumed exactly");
                }
            }
        }
    }

    @Test
    void theLockFileRecordsValuesAsItRecordsBeans() {
        String v1 = lockAfter.get(0);
        assertThat(v1).contains("field evo.Money 0 cents long : long\n");
        assertThat(v1).contains("field evo.Money 1 currency java.lang.String : String\n");
        assertThat(v1).contains("field evo.Rate 1 name java.lang.String : String\n");
        assertThat(v1).contains("field evo.Wallet 0 balance evo.Money : inline evo.Money\n");
        String v2 = lockAfter.get(1);
        assertThat(v2).contains("field evo.Money +0 memo java.lang.String : String\n");
        assertThat(v2).contains("field evo.Money +1 frozen boolean : boolean\n");
        assertThat(v2).contains("field evo.Rate +0 since long : long\n");
        String v3 = lockAfter.get(2);
        assertThat(v3).contains("field evo.Money 1 currency java.lang.String : String removed\n");
        assertThat(v3).contains("field evo.Money +0 memo java.lang.String : String removed\n");
        assertThat(v3).contains("field evo.Rate 1 name java.lang.String : String removed\n");
    }

    /** Without a lock, a record's layout is fingerprinted like a bean's: another version fails loudly. */
    @Test
    void withoutALockFileAnyChangeFailsLoudly() throws Exception {
        CompiledBeans v1 = CompiledBeans.compile(JavaFileObjects.forSourceLines("evo.Money", "package evo;",
                "@dev.fastserial.FastSerial",
                "public record Money(long cents, String currency) implements java.io.Serializable {",
                "    private Object writeReplace() { return new MoneyExternalizer(this); }",
                "}"));
        CompiledBeans v2 = CompiledBeans.compile(JavaFileObjects.forSourceLines("evo.Money", "package evo;",
                "@dev.fastserial.FastSerial",
                "public record Money(long cents, String currency, String memo) implements java.io.Serializable {",
                "    private Object writeReplace() { return new MoneyExternalizer(this); }",
                "}"));
        byte[] bytes = Streams.serialize(v2.construct("evo.Money", 1L, "EUR", "x"));
        try (ObjectInputStream in = Streams.input(bytes, v1.loader())) {
            assertThrows(InvalidClassException.class, in::readObject);
        }
    }

    /**
     * The documented edge: a component added later reads old bytes as its type's default, which
     * the canonical constructor still validates. One that rejects the default rejects old bytes,
     * with an InvalidObjectException (docs/values.md says how to accept them: default it there).
     */
    @Test
    void aConstructorThatRejectsTheDefaultOfAnAddedComponentRejectsOldBytes() throws Exception {
        Path strictLock = dir.resolve("strict.lock");
        List<String> options = List.of("-Afastserial.lock=" + strictLock);
        CompiledBeans old = CompiledBeans.compile(options, JavaFileObjects.forSourceLines("evo.Label", "package evo;",
                "@dev.fastserial.FastSerial",
                "public record Label(String text) implements java.io.Serializable {",
                "    private Object writeReplace() { return new LabelExternalizer(this); }",
                "}"));
        CompiledBeans strict = CompiledBeans.compile(options, JavaFileObjects.forSourceLines("evo.Label", "package evo;",
                "@dev.fastserial.FastSerial",
                "public record Label(String text, String lang) implements java.io.Serializable {",
                "    public Label { java.util.Objects.requireNonNull(lang, \"lang\"); }",
                "    private Object writeReplace() { return new LabelExternalizer(this); }",
                "}"));
        CompiledBeans lenient = CompiledBeans.compile(options, JavaFileObjects.forSourceLines("evo.Label", "package evo;",
                "@dev.fastserial.FastSerial",
                "public record Label(String text, String lang) implements java.io.Serializable {",
                "    public Label { if (lang == null) lang = \"en\"; }",
                "    private Object writeReplace() { return new LabelExternalizer(this); }",
                "}"));
        byte[] bytes = Streams.serialize(old.construct("evo.Label", "hello"));
        try (ObjectInputStream in = Streams.input(bytes, strict.loader())) {
            InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
            assertInstanceOf(NullPointerException.class, e.getCause());
        }
        try (ObjectInputStream in = Streams.input(bytes, lenient.loader())) {
            Object read = in.readObject();
            assertEquals("hello", get(read, "text"));
            assertEquals("en", get(read, "lang"));
        }
    }

    @Test
    void aTruncatedValueFailsWithAnIOException() throws Exception {
        Object money = value(1, "evo.Money");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        versions.get(1).load("evo.MoneyExternalizer").getMethod("write", money.getClass(), ObjectOutput.class)
                .invoke(null, money, new DataObjectOutput(bytes));
        byte[] truncated = java.util.Arrays.copyOf(bytes.toByteArray(), bytes.size() - 1);
        InvocationTargetException e = assertThrows(InvocationTargetException.class, () -> versions.get(1)
                .load("evo.MoneyExternalizer").getMethod("read", ObjectInput.class)
                .invoke(null, new DataObjectInput(new ByteArrayInputStream(truncated))));
        assertInstanceOf(java.io.IOException.class, e.getCause());
    }
}
