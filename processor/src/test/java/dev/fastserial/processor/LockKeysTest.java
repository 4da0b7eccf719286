package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lock file keys a field by its identity, its declaring class and its name, whatever else
 * the class level holds (issue 24, f01 and f02): a superclass field hidden by a subclass field
 * keeps its slot when the hiding field goes or comes, and superclasses of the same simple name
 * are told apart. Each version is compiled into its own class loader against one lock file, and
 * written and read in both directions on JDK streams, on a DataOutput-only stream and through
 * FastBytes. Also: lock files of format 1 (which keyed hidden fields by what else existed) are
 * read as they were meant, or refused where they cannot tell.
 */
class LockKeysTest {
    @TempDir
    Path dir;

    private Path lock() {
        return dir.resolve("fastserial.lock");
    }

    private String lockText() throws IOException {
        return Files.readString(lock(), StandardCharsets.UTF_8);
    }

    private CompiledBeans compile(JavaFileObject... sources) {
        return compile(List.of(), sources);
    }

    private CompiledBeans compile(List<String> options, JavaFileObject... sources) {
        List<String> all = new ArrayList<>(options);
        all.add("-Afastserial.lock=" + lock());
        CompiledBeans beans = CompiledBeans.compile(all, sources);
        assertThat(beans.warnings()).isEmpty();
        return beans;
    }

    static JavaFileObject plain(String pkg, String name, String superclass) {
        return JavaFileObjects.forSourceString(pkg + "." + name, "package " + pkg + ";\n"
                + "/** Not @FastSerial: its fields are written by the subclass's level. */\n"
                + "public class " + name + (superclass == null ? "" : " extends " + superclass) + " {\n"
                + "    public String name;\n"
                + "}\n");
    }

    static JavaFileObject sub(String pkg, String superclass, boolean ownName) {
        return BeanSources.bean(pkg, "Sub", "public class Sub extends " + superclass + " implements Externalizable",
                "private static final long serialVersionUID = 1L;", ownName ? "public String name;" : "",
                "public Sub() {}");
    }

    /** Each {@code name} field of the object, by its declaring class (simple name, or qualified for {@code qualified}). */
    private static Map<String, Object> names(Object bean, boolean qualified) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (Class<?> c = bean.getClass(); c != Object.class; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField("name");
                f.setAccessible(true);
                values.put(qualified ? c.getName() : c.getSimpleName(), f.get(bean));
            } catch (NoSuchFieldException e) {
                // this class declares none
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
        return values;
    }

    static Object withNames(CompiledBeans v, String className, Map<String, String> values) {
        Object bean = v.newInstance(className);
        for (Class<?> c = bean.getClass(); c != Object.class; c = c.getSuperclass()) {
            String value = values.get(c.getName());
            if (value != null) {
                try {
                    Field f = c.getDeclaredField("name");
                    f.setAccessible(true);
                    f.set(bean, value);
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return bean;
    }

    /**
     * {@code written} (of {@code writer}'s classes) read by {@code reader}'s classes on a JDK stream, a
     * DataOutput-only stream and FastBytes: the {@code name} fields as read, one map a path.
     */
    private static List<Map<String, Object>> readBy(CompiledBeans reader, Object written, boolean qualified)
            throws Exception {
        List<Map<String, Object>> read = new ArrayList<>();
        Object jdk = Streams.deserialize(Streams.serialize(written), reader.loader(), 1).get(0);
        assertThat(jdk.getClass().getClassLoader()).isSameInstanceAs(reader.loader());
        read.add(names(jdk, qualified));

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataObjectOutput out = new DataObjectOutput(bytes);
        ((Externalizable) written).writeExternal(out);
        out.flush();
        ByteArrayInputStream source = new ByteArrayInputStream(bytes.toByteArray());
        Externalizable r = (Externalizable) reader.newInstance(written.getClass().getName());
        r.readExternal(new DataObjectInput(source));
        assertEquals(0, source.available(), "bytes consumed exactly");
        read.add(names(r, qualified));

        Object direct = FastBytes.fromBytes(FastBytes.toBytes(written), reader.load(written.getClass().getName()));
        read.add(names(direct, qualified));
        return read;
    }

    static void assertReadBy(CompiledBeans reader, Object written, Map<String, Object> expected) throws Exception {
        assertReadBy(reader, written, expected, false);
    }

    private static void assertReadBy(CompiledBeans reader, Object written, Map<String, Object> expected, boolean qualified)
            throws Exception {
        List<Map<String, Object>> read = readBy(reader, written, qualified);
        List<String> paths = List.of("JDK stream", "DataOutput only", "FastBytes");
        for (int i = 0; i < paths.size(); i++) {
            assertEquals(expected, read.get(i), "read on " + paths.get(i));
        }
    }

    // ---- f01: a hidden superclass field keeps its slot when the field that hides it goes or comes --------

    /**
     * v1: {@code Sub.name} hides {@code Plain.name}; v2 removes {@code Sub.name}. Once the lock keyed
     * the superclass field "Plain.name" and then "name", so it took the removed field's slot and the
     * two values changed places between the versions, both ways, with no error.
     */
    @Test
    void removingTheHidingFieldLeavesTheHiddenOneInItsSlot() throws Exception {
        CompiledBeans v1 = compile(plain("h", "Plain", null), sub("h", "Plain", true));
        assertThat(lockText()).contains("field h.Sub 0 h.Plain.name java.lang.String : String\n");
        assertThat(lockText()).contains("field h.Sub 1 name java.lang.String : String\n");
        CompiledBeans v2 = compile(plain("h", "Plain", null), sub("h", "Plain", false));
        assertThat(lockText()).contains("field h.Sub 0 h.Plain.name java.lang.String : String\n");
        assertThat(lockText()).contains("field h.Sub 1 name java.lang.String : String removed\n");

        Object fromV1 = withNames(v1, "h.Sub", Map.of("h.Sub", "SUBCLASS-VALUE", "h.Plain", "SUPERCLASS-VALUE"));
        assertReadBy(v2, fromV1, Map.of("Plain", "SUPERCLASS-VALUE"));
        Object fromV2 = withNames(v2, "h.Sub", Map.of("h.Plain", "SUPERCLASS-VALUE"));
        Map<String, Object> v1Reads = new LinkedHashMap<>();
        v1Reads.put("Sub", null); // the reader's constructor value: v2 has no Sub.name
        v1Reads.put("Plain", "SUPERCLASS-VALUE");
        assertReadBy(v1, fromV2, v1Reads);
        assertReadBy(v1, fromV1, Map.of("Sub", "SUBCLASS-VALUE", "Plain", "SUPERCLASS-VALUE"));
    }

    /** The other order: locked without the hiding field, then it is added (once it took the superclass field's slot). */
    @Test
    void addingAHidingFieldAddsItAndLeavesTheHiddenOneInItsSlot() throws Exception {
        CompiledBeans v1 = compile(plain("h", "Plain", null), sub("h", "Plain", false));
        CompiledBeans v2 = compile(plain("h", "Plain", null), sub("h", "Plain", true));
        assertThat(lockText()).contains("field h.Sub 0 h.Plain.name java.lang.String : String\n");
        assertThat(lockText()).contains("field h.Sub +0 name java.lang.String : String\n");

        Object fromV1 = withNames(v1, "h.Sub", Map.of("h.Plain", "SUPERCLASS-VALUE"));
        Map<String, Object> v2Reads = new LinkedHashMap<>();
        v2Reads.put("Sub", null);
        v2Reads.put("Plain", "SUPERCLASS-VALUE");
        assertReadBy(v2, fromV1, v2Reads);
        Object fromV2 = withNames(v2, "h.Sub", Map.of("h.Sub", "SUBCLASS-VALUE", "h.Plain", "SUPERCLASS-VALUE"));
        assertReadBy(v1, fromV2, Map.of("Plain", "SUPERCLASS-VALUE"));
    }

    // ---- f02: superclasses of one simple name --------------------------------------------------------

    private static List<JavaFileObject> twoBases() {
        return List.of(plain("b", "Base", null), plain("a", "Base", "b.Base"), sub("a", "a.Base", true));
    }

    /**
     * {@code a.Sub extends a.Base extends b.Base}, each declaring {@code name}: once both superclass
     * fields were "Base.name", and a rebuild of the same sources rewrote the lock and lost Sub.name
     * from the first build's bytes.
     */
    @Test
    void superclassesOfOneSimpleNameAreToldApart() throws Exception {
        CompiledBeans first = compile(twoBases().toArray(new JavaFileObject[0]));
        String locked = lockText();
        assertThat(locked).contains("field a.Sub 0 b.Base.name java.lang.String : String\n");
        assertThat(locked).contains("field a.Sub 1 a.Base.name java.lang.String : String\n");
        assertThat(locked).contains("field a.Sub 2 name java.lang.String : String\n");
        CompiledBeans second = compile(twoBases().toArray(new JavaFileObject[0]));
        assertEquals(locked, lockText(), "a rebuild of the same sources leaves the lock file alone");
        compile(List.of("-Afastserial.lock.frozen=true"), twoBases().toArray(new JavaFileObject[0]));

        Map<String, String> values = Map.of("a.Sub", "SUB", "a.Base", "A-BASE", "b.Base", "B-BASE");
        Map<String, Object> expected = Map.of("a.Sub", "SUB", "a.Base", "A-BASE", "b.Base", "B-BASE");
        assertReadBy(second, withNames(first, "a.Sub", values), expected, true);
        assertReadBy(first, withNames(second, "a.Sub", values), expected, true);
    }

    // ---- lock files of format 1 ----------------------------------------------------------------------

    private void writeLock(String... lines) throws IOException {
        Files.writeString(lock(), String.join("\n", lines) + "\n");
    }

    /**
     * A file of format 1 written for these very sources (hidden field "Plain.name", its hider
     * "name"): read as it was meant, slots unchanged, rewritten in format 2; a frozen build
     * accepts it as it is. The bytes a build of format 1 wrote were laid out by those slots.
     */
    @Test
    void aFormatOneFileIsReadAsItWasMeantAndRewritten() throws Exception {
        writeLock("fastserial-lock 1",
                "bean h.Sub layout 0x7c9b",
                "field h.Sub 0 Plain.name java.lang.String : String",
                "field h.Sub 1 name java.lang.String : String",
                "field h.Sub 2 other int : int removed");
        String before = lockText();
        JavaFileObject[] v1 = {plain("h", "Plain", null), sub("h", "Plain", true)};
        compile(List.of("-Afastserial.lock.frozen=true"), v1);
        assertEquals(before, lockText(), "frozen: read as it is, not rewritten");
        CompiledBeans now = compile(v1);
        String text = lockText();
        assertThat(text).contains("\nfastserial-lock 2\n");
        assertThat(text).containsMatch("\nbean h.Sub layout 0x7c9b check 0x[0-9a-f]{8}\n");
        assertThat(text).contains("field h.Sub 0 h.Plain.name java.lang.String : String\n");
        assertThat(text).contains("field h.Sub 1 name java.lang.String : String\n");
        assertThat(text).contains("field h.Sub 2 other int : int removed\n");
        compile(v1);
        assertEquals(text, lockText(), "rewritten once");
        // the hiding field removed next: the superclass field keeps slot 0
        CompiledBeans v2 = compile(plain("h", "Plain", null), sub("h", "Plain", false));
        assertThat(lockText()).contains("field h.Sub 0 h.Plain.name java.lang.String : String\n");
        assertThat(lockText()).contains("field h.Sub 1 name java.lang.String : String removed\n");
        Object written = withNames(now, "h.Sub", Map.of("h.Sub", "SUB", "h.Plain", "PLAIN"));
        assertReadBy(v2, written, Map.of("Plain", "PLAIN"));
    }

    /** Classes this build does not compile keep their format-1 keys, marked so, until a build compiles them. */
    @Test
    void classesNotCompiledKeepTheirFormatOneKeysMarked() throws Exception {
        writeLock("fastserial-lock 1",
                "bean h.Other layout 0x0001",
                "bean h.Sub layout 0x7c9b",
                "field h.Other 0 Base.x int : int",
                "field h.Other 1 x int : int",
                "field h.Sub 0 Plain.name java.lang.String : String",
                "field h.Sub 1 name java.lang.String : String");
        compile(plain("h", "Plain", null), sub("h", "Plain", true));
        assertThat(lockText()).containsMatch("\nbean h.Other layout 0x0001 keys 1 check 0x[0-9a-f]{8}\n");
        assertThat(lockText()).contains("field h.Other 0 Base.x int : int\n");
        assertThat(lockText()).containsMatch("\nbean h.Sub layout 0x7c9b check 0x[0-9a-f]{8}\n");
    }

    /**
     * Format 1 keyed a field "name" by being the lowest of its name: with a hidden field now that no
     * "Owner.name" line records, "name" may be either (was the hiding field added, or the hidden one?).
     */
    @Test
    void aFormatOneKeyThatCanMeanTwoFieldsIsAnError() throws Exception {
        writeLock("fastserial-lock 1",
                "bean h.Sub layout 0xfd94",
                "field h.Sub 0 name java.lang.String : String");
        JavaFileObject sub = sub("h", "Plain", true);
        RecordingProcessor recorder = new RecordingProcessor(new FastSerialProcessor());
        Compilation compilation = com.google.testing.compile.Compiler.javac().withProcessors(recorder)
                .withOptions("-Afastserial.lock=" + lock()).compile(plain("h", "Plain", null), sub);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("fastserial.lock:3: the line 'field h.Sub 0 name java.lang.String :"
                + " String' was recorded by format 1 of the lock file");
        assertThat(compilation).hadErrorContaining("Sub's level now has fields 'name' in Plain and Sub");
        assertThat(compilation).hadErrorContaining("append ' break' to the line 'bean h.Sub layout 0xfd94' in fastserial.lock");
        assertThat(compilation).hadErrorContaining("[" + Message.LOCK_OLD_KEY_AMBIGUOUS.id() + "]");
        assertThat(compilation).hadErrorContaining("[FS417]").inFile(sub).onLineContaining("public class Sub");
        assertThat(recorder.created()).isEmpty();
    }

    /** The advice of FS417: the sources the file was written with, built once, rewrite it; then the change builds. */
    @Test
    void theAdviceForAnAmbiguousFormatOneKeyWorks() throws Exception {
        writeLock("fastserial-lock 1",
                "bean h.Sub layout 0xfd94",
                "field h.Sub 0 name java.lang.String : String");
        CompiledBeans v1 = compile(plain("h", "Plain", null), sub("h", "Plain", false)); // as last written
        CompiledBeans v2 = compile(plain("h", "Plain", null), sub("h", "Plain", true));
        assertThat(lockText()).contains("field h.Sub 0 h.Plain.name java.lang.String : String\n");
        assertThat(lockText()).contains("field h.Sub +0 name java.lang.String : String\n");
        Map<String, Object> v2Reads = new LinkedHashMap<>();
        v2Reads.put("Sub", null);
        v2Reads.put("Plain", "P");
        assertReadBy(v2, withNames(v1, "h.Sub", Map.of("h.Plain", "P")), v2Reads);
    }

    /** Format 1's "Base.name" where two superclasses are called Base: which slot is which cannot be told. */
    @Test
    void aFormatOneKeyOfTwoClassesOfOneSimpleNameIsAnError() throws Exception {
        writeLock("fastserial-lock 1",
                "bean a.Sub layout 0xb02f",
                "field a.Sub 0 Base.name java.lang.String : String",
                "field a.Sub 1 Base.name java.lang.String : String removed",
                "field a.Sub 2 name java.lang.String : String");
        Compilation compilation = com.google.testing.compile.Compiler.javac().withProcessors(new FastSerialProcessor())
                .withOptions("-Afastserial.lock=" + lock()).compile(twoBases());
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("fastserial.lock:3: the line 'field a.Sub 0 Base.name"
                + " java.lang.String : String' keys a field as format 1 of the lock file did, by the simple name of its"
                + " class, Base, which stands for a.Base and b.Base in Sub's class level");
        assertThat(compilation).hadErrorContaining("[" + Message.LOCK_OLD_KEY_CLASH.id() + "]");
        // its advice: break with those streams
        String text = lockText();
        Files.writeString(lock(), text.replace("bean a.Sub layout 0xb02f\n", "bean a.Sub layout 0xb02f break\n"));
        compile(twoBases().toArray(new JavaFileObject[0]));
        assertThat(lockText()).contains("field a.Sub 0 b.Base.name java.lang.String : String\n");
        assertThat(lockText()).contains(" epoch 1 check ");
    }
}
