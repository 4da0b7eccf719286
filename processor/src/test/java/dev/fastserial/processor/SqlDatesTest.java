package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.FastBytes;
import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.StreamCorruptedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Time;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26: java.sql.Timestamp, Date and Time in java.util.Date fields (what JDBC and JPA hand back
 * for every timestamp column) keep their class and nanos in a form of their own rather than
 * writeObject: as a field (nullable and non-null), as an element, key or array component. The
 * generated code names java.sql only in a nested class that loads when such a value is read.
 */
class SqlDatesTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                BeanSources.bean("sql", "Row", "public class Row implements Externalizable",
                        "public Date when;",
                        "@NonNull public Date created = new Date(0);",
                        "public List<Date> history;",
                        "public Date[] marks;",
                        "public Map<Date, Date> spans;",
                        "public Row() {}"),
                BeanSources.bean("sql", "OneDate", "public class OneDate implements Externalizable",
                        "public Date when;", "public OneDate() {}"),
                BeanSources.bean("sql", "Dates", "public class Dates implements Externalizable",
                        "public List<Date> dates;", "public Dates() {}"));
    }

    static Timestamp timestamp(long millis, int nanos) {
        Timestamp t = new Timestamp(millis);
        t.setNanos(nanos);
        return t;
    }

    static List<Date> samples() {
        return List.of(timestamp(1_234_567_890_123L, 123_456_789), timestamp(-1_500L, 999_999_999), timestamp(0, 0),
                timestamp(1_764_000_000_000L, 1), new java.sql.Date(86_400_000L * 20_000 + 12_345), new Time(3_723_000L),
                new Date(42));
    }

    private static Object row(Date when) {
        Object row = beans.newInstance("sql.Row");
        set(row, "when", when);
        set(row, "created", when);
        set(row, "history", new ArrayList<>(samples()));
        set(row, "marks", samples().toArray(new Date[0]));
        Map<Date, Date> spans = new LinkedHashMap<>();
        for (Date d : samples()) {
            spans.put(d, d);
        }
        set(row, "spans", spans);
        return row;
    }

    @Test
    void classAndNanosComeBackOnBothPaths() {
        for (Date when : samples()) {
            Object row = row(when);
            for (Object copy : List.of(Streams.roundTrip(row), Direct.roundTrip(row))) {
                assertDeepEquals(row, copy); // java.sql dates compare with equals: millis and nanos
                for (String field : List.of("when", "created")) {
                    Date read = (Date) get(copy, field);
                    assertSame(when.getClass(), read.getClass());
                    assertEquals(when, read);
                    if (when instanceof Timestamp t) {
                        assertEquals(t.getNanos(), ((Timestamp) read).getNanos());
                    }
                }
            }
        }
    }

    @Test
    void aTimestampCostsADateAndAFewBytes() {
        Object date = beans.newInstance("sql.OneDate");
        set(date, "when", new Date(1_234_567_890_123L));
        Object ts = beans.newInstance("sql.OneDate");
        set(ts, "when", timestamp(1_234_567_890_123L, 123_456_789));
        int direct = FastBytes.toBytes(date).length;
        assertThat(FastBytes.toBytes(ts).length).isAtMost(direct + 1 + 1 + 1 + 4); // special mask, null, code, nanos
        assertThat(Streams.serialize(ts).length).isAtMost(Streams.serialize(date).length + 12);
    }

    @Test
    void elementsNeedNoWriteObjectSoDataOutputAloneCarriesThem() throws Exception {
        Object dates = beans.newInstance("sql.Dates");
        set(dates, "dates", new ArrayList<>(samples()));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ((Externalizable) dates).writeExternal(new DataObjectOutput(bytes));
        Externalizable copy = (Externalizable) beans.newInstance("sql.Dates");
        copy.readExternal(new DataObjectInput(new ByteArrayInputStream(bytes.toByteArray())));
        assertDeepEquals(dates, copy);
    }

    @Test
    void aFieldsJavaSqlDateIsMarkedByANullObject() {
        // a field's writeObject position tells old bytes (the value itself) from new ones (null, then its form):
        // an ObjectOutput without writeObject cannot take a java.sql date in a Date field, as before issue 26
        Object ts = beans.newInstance("sql.OneDate");
        set(ts, "when", timestamp(5, 6));
        assertThrows(UnsupportedOperationException.class,
                () -> ((Externalizable) ts).writeExternal(new DataObjectOutput(new ByteArrayOutputStream())));
    }

    private static byte[] datesBytes(Date d) throws IOException {
        Object dates = beans.newInstance("sql.Dates");
        set(dates, "dates", new ArrayList<>(List.of(d)));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ((Externalizable) dates).writeExternal(new DataObjectOutput(bytes));
        return bytes.toByteArray();
    }

    private static IOException readFails(byte[] bytes) {
        Externalizable copy = (Externalizable) beans.newInstance("sql.Dates");
        return assertThrows(IOException.class, () -> copy.readExternal(new DataObjectInput(new ByteArrayInputStream(bytes))));
    }

    @Test
    void hostileSqlFormsAreStreamCorrupted() throws IOException {
        byte[] good = datesBytes(timestamp(1_000, 500_000)); // flags, fingerprint (2), prefix, tag 3, code 1, millis, nanos
        assertEquals(3, good[4], "tag 3: a java.sql date's form");
        assertEquals(1, good[5], "code 1: Timestamp");
        for (int code : new int[] {0, 4, 255}) {
            byte[] bad = good.clone();
            bad[5] = (byte) code;
            assertThat(readFails(bad)).isInstanceOf(StreamCorruptedException.class);
        }
        assertEquals(18, good.length, "millis at 6, nanos below the millisecond at 14: a 4-byte varint");
        byte[] tooMany = good.clone(); // zigzag 3,000,000: 1,500,000 ns, not below a millisecond
        tooMany[14] = (byte) 0xC0;
        tooMany[15] = (byte) 0x2D;
        tooMany[16] = (byte) 0xC6;
        tooMany[17] = (byte) 0xC0;
        assertThat(readFails(tooMany)).isInstanceOf(StreamCorruptedException.class);
        byte[] negative = Arrays.copyOf(good, 15);
        negative[14] = (byte) 0x01; // zigzag -1
        assertThat(readFails(negative)).isInstanceOf(StreamCorruptedException.class);
        for (int cut = 4; cut < good.length; cut++) {
            readFails(Arrays.copyOf(good, cut));
        }
    }

    /**
     * Generated code needs nothing but java.base at run time: a bean with Date fields (and LinkedHashMap,
     * List.of values) runs in a JVM limited to java.base, where java.sql does not exist.
     */
    @Test
    void aBeanWithDateFieldsRunsOnJavaBaseAlone(@TempDir Path dir) throws Exception {
        CompiledBeans bean = CompiledBeans.compile(
                com.google.testing.compile.JavaFileObjects.forSourceLines("base.Main", "package base;",
                        "import java.io.*;",
                        "import java.util.*;",
                        "@dev.fastserial.FastSerial",
                        "public class Main implements Externalizable {",
                        "    private static final long serialVersionUID = 1L;",
                        "    public Date when; public List<Date> dates; public Map<String, Integer> map; public List<String> list;",
                        "    public Main() {}",
                        "    public void writeExternal(ObjectOutput out) throws IOException { MainExternalizer.writeExternal(this, out); }",
                        "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                        "        MainExternalizer.readExternal(this, in); }",
                        "    public static void main(String[] a) throws Exception {",
                        "        Main m = new Main(); m.when = new Date(5); m.dates = new ArrayList<>(List.of(new Date(6)));",
                        "        m.map = new LinkedHashMap<>(Map.of(\"k\", 1)); m.list = List.of(\"a\", \"b\", \"c\");",
                        "        ByteArrayOutputStream b = new ByteArrayOutputStream();",
                        "        try (ObjectOutputStream o = new ObjectOutputStream(b)) { o.writeObject(m); }",
                        "        Main r = (Main) new ObjectInputStream(new ByteArrayInputStream(b.toByteArray())).readObject();",
                        "        System.out.print(r.when.getTime() + \" \" + r.dates.get(0).getTime() + \" \" + r.map.getClass().getName()",
                        "                + \" \" + r.list + \" \" + ModuleLayer.boot().modules().size());",
                        "    }",
                        "}"));
        for (javax.tools.JavaFileObject f : bean.compilation().generatedFiles()) {
            if (f.getKind() == javax.tools.JavaFileObject.Kind.CLASS) {
                String path = f.toUri().getPath();
                Path file = dir.resolve(path.substring(path.indexOf("/base/") + 1));
                Files.createDirectories(file.getParent());
                try (java.io.InputStream in = f.openInputStream()) {
                    Files.write(file, in.readAllBytes());
                }
            }
        }
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "--limit-modules", "java.base", "-cp", dir.toString(), "base.Main")
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertEquals("5 6 java.util.LinkedHashMap [a, b, c] 1", out.strip(), out);
    }
}
