package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.Streams;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every instruction to edit the lock file that a message gives, applied as written (issue 25,
 * case 21: FS404 said to append ' retired' to a line that ends in 'removed', and the edit it
 * described made the next build misread the line): the message's quoted line must be a line of
 * the file, the edit it names is made to that line and to nothing else, and the build then
 * compiles. 'retired' keeps the streams of both versions readable both ways; 'break' makes each
 * lineage reject the other's, as the messages say. Lines of format 1 that can mean two fields
 * (FS416, FS417) are put right the same way, or by the build FS417 describes.
 */
class LockAdviceTest {
    private static final Pattern APPEND = Pattern.compile("append(?:ing)? ' (\\w+)' to the line '([^']+)' in fastserial\\.lock");
    private static final Pattern REPLACE = Pattern.compile(
            "replace '(\\w+)' with '(\\w+)' at the end of the line '([^']+)' in fastserial\\.lock");

    @TempDir
    Path dir;

    private Path lock() {
        return dir.resolve("fastserial.lock");
    }

    private String lockText() throws IOException {
        return Files.readString(lock(), StandardCharsets.UTF_8);
    }

    private List<String> options() {
        return List.of("-Afastserial.lock=" + lock());
    }

    private CompiledBeans build(JavaFileObject... sources) {
        return CompiledBeans.compile(options(), sources);
    }

    /** The one error of building {@code sources}: {@code message}, on the line of {@code file} containing {@code line}. */
    private String refused(Message message, JavaFileObject file, String line, JavaFileObject... sources) throws IOException {
        String before = lockText();
        String text = Advice.oneError(Advice.compile(options(), sources), message, file, line);
        assertEquals(before, lockText(), "a refused build changed the lock file");
        return text;
    }

    private static JavaFileObject bean(String name, String header, String... body) {
        return LockRulesTest.bean(name, header, body);
    }

    /**
     * Makes the one edit {@code message} asks for, exactly as worded: the quoted line must be a
     * whole line of the lock file. Returns the line as edited.
     */
    private String applyTheEdit(String message) throws IOException {
        Matcher append = APPEND.matcher(message);
        Matcher replace = REPLACE.matcher(message);
        String from;
        String to;
        if (append.find()) {
            from = append.group(2);
            to = from + " " + append.group(1);
        } else {
            assertThat(replace.find()).isTrue();
            from = replace.group(3);
            assertThat(from).endsWith(" " + replace.group(1));
            to = from.substring(0, from.length() - replace.group(1).length()) + replace.group(2);
        }
        List<String> lines = new ArrayList<>(lockText().lines().toList());
        int at = lines.indexOf(from);
        assertThat(at).isAtLeast(0); // the quoted line, verbatim
        assertThat(lines.lastIndexOf(from)).isEqualTo(at);
        lines.set(at, to);
        Files.writeString(lock(), String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return to;
    }

    /** {@code value} written by one build, read by another (the classes of each in their own loader). */
    private static Object across(Object value, CompiledBeans reader) {
        return Streams.deserialize(Streams.serialize(value), reader.loader(), 1).get(0);
    }

    private static InvalidClassException rejected(Object value, CompiledBeans reader) throws IOException {
        byte[] bytes = Streams.serialize(value);
        try (ObjectInputStream in = Streams.input(bytes, reader.loader())) {
            return assertThrows(InvalidClassException.class, in::readObject);
        }
    }

    private static JavaFileObject employee(String... fields) {
        return bean("Employee", "public class Employee implements Externalizable", fields);
    }

    /** FS401: a field's type changed; ' retired' appended to its line. */
    @Test
    void typeChangedRetired() throws IOException {
        CompiledBeans v1 = build(employee("String name;", "Double salary;"));
        JavaFileObject source = employee("String name;", "String salary;");
        String message = refused(Message.LOCK_TYPE_CHANGED, source, "String salary;", source);
        assertEquals("field com.acme.Employee 1 salary java.lang.Double : Double retired", applyTheEdit(message));
        CompiledBeans v2 = build(source);
        assertRetiredReadsBothWays(v1, v2, "salary", 1.5, "high");
    }

    /** Streams of either version read by the other: the retired field's value is dropped, the others kept. */
    private static void assertRetiredReadsBothWays(CompiledBeans v1, CompiledBeans v2, String field, Object old, Object now) {
        Object fromV1 = across(set(set(v1.newInstance("com.acme.Employee"), "name", "Grace"), field, old), v2);
        assertEquals("Grace", get(fromV1, "name"));
        Object fromV2 = across(set(set(v2.newInstance("com.acme.Employee"), "name", "Ada"), field, now), v1);
        assertEquals("Ada", get(fromV2, "name"));
    }

    /** FS402: a non-null annotation added to a field of the slots. */
    @Test
    void nonNullChangedRetired() throws IOException {
        CompiledBeans v1 = build(employee("String name;", "String nick;"));
        JavaFileObject source = employee("String name;", "@NonNull String nick = \"\";");
        String message = refused(Message.LOCK_NON_NULL_CHANGED, source, "@NonNull String nick", source);
        applyTheEdit(message);
        assertRetiredReadsBothWays(v1, build(source), "nick", "Amazing", "Ace");
    }

    /** FS403: a field that goes by reference now (@ByReference added). */
    @Test
    void referenceChangedRetired() throws IOException {
        JavaFileObject address = bean("Address", "public class Address implements Externalizable", "String city;");
        CompiledBeans v1 = build(address, employee("String name;", "Address home;"));
        JavaFileObject source = employee("String name;", "@ByReference Address home;");
        String message = refused(Message.LOCK_REFERENCE_CHANGED, source, "@ByReference Address home;", address, source);
        applyTheEdit(message);
        CompiledBeans v2 = build(address, source);
        assertRetiredReadsBothWays(v1, v2, "home", null, null);
    }

    /**
     * FS404 (case 21): v1 has String code, v2 removes it, v3 adds int code. The line ends in
     * 'removed'; 'retired' takes its place, and v1's streams read in v3 (code as constructed).
     */
    @Test
    void removedNameReusedRetired21() throws IOException {
        CompiledBeans v1 = build(employee("String name;", "String code;"));
        build(employee("String name;"));
        JavaFileObject v3source = employee("String name;", "int code;");
        String message = refused(Message.LOCK_REMOVED_NAME_REUSED, v3source, "int code;", v3source);
        assertThat(message).contains("replace 'removed' with 'retired' at the end of the line"
                + " 'field com.acme.Employee 1 code java.lang.String : String removed' in fastserial.lock");
        assertEquals("field com.acme.Employee 1 code java.lang.String : String retired", applyTheEdit(message));
        CompiledBeans v3 = build(v3source);
        Object old = across(set(set(v1.newInstance("com.acme.Employee"), "name", "Grace"), "code", "X1"), v3);
        assertEquals("Grace", get(old, "name"));
        assertEquals(0, get(old, "code"));
        Object now = across(set(set(v3.newInstance("com.acme.Employee"), "name", "Ada"), "code", 7), v1);
        assertEquals("Ada", get(now, "name"));
        assertThat(lockText()).contains("field com.acme.Employee 1 code java.lang.String : String retired\n"
                + "field com.acme.Employee +0 code int : int\n");
    }

    /** FS405: a field moved from the superclass's level to the subclass's. */
    @Test
    void fieldMovedRetired() throws IOException {
        build(bean("Base", "public class Base implements Externalizable", "String x;", "String y;"),
                bean("Sub", "public class Sub extends Base", "String z;"));
        JavaFileObject base2 = bean("Base", "public class Base implements Externalizable", "String x;");
        JavaFileObject sub2 = bean("Sub", "public class Sub extends Base", "String z;", "String y;");
        String message = refused(Message.LOCK_FIELD_MOVED, sub2, "String y;", base2, sub2);
        assertEquals("field com.acme.Base 1 y java.lang.String : String retired", applyTheEdit(message));
        Object sub = set(set(build(base2, sub2).newInstance("com.acme.Sub"), "y", "why"), "x", "ex");
        assertEquals("why", get(Streams.roundTrip(sub), "y"));
    }

    /** FS406: a @FastSerial level added above a locked bean; ' break' on its bean line: old streams are rejected. */
    @Test
    void levelsChangedBreak() throws IOException {
        JavaFileObject plainBase = JavaFileObjects.forSourceString("com.acme.Base",
                "package com.acme;\npublic class Base {\n    String x;\n}\n");
        CompiledBeans v1 = build(plainBase, bean("Sub", "public class Sub extends Base implements Externalizable",
                "String z;"));
        JavaFileObject base2 = bean("Base", "public class Base implements Externalizable", "String x;");
        JavaFileObject sub2 = bean("Sub", "public class Sub extends Base", "String z;");
        String message = refused(Message.LOCK_LEVELS_CHANGED, sub2, "public class Sub extends Base", base2, sub2);
        assertThat(applyTheEdit(message)).endsWith(" break");
        CompiledBeans v2 = build(base2, sub2);
        assertThat(rejected(set(v1.newInstance("com.acme.Sub"), "z", "zed"), v2).getMessage())
                .contains("the stream holds another layout of this class");
        assertThat(lockText()).doesNotContain(" break\n");
    }

    /** FS407: the serialVersionUID line the message quotes, in place of none. */
    @Test
    void noSerialVersionUid() throws IOException {
        JavaFileObject source = BeanSources.bean("com.acme", "Employee", "public class Employee implements Externalizable",
                "String name;", "public Employee() {}");
        Files.deleteIfExists(lock());
        String message = Advice.oneError(Advice.compile(options(), source), Message.LOCK_NO_SERIAL_VERSION_UID, source,
                "public class Employee");
        String line = Advice.quotedAfter(message, "declare ");
        build(Advice.edit(source, "String name;", line + "\n    String name;"));
    }

    /** FS408: a removed field whose type is gone; ' break' on the bean line the message quotes. */
    @Test
    void removedFieldUnskippableBreak() throws IOException {
        JavaFileObject address = bean("Address", "public class Address implements Externalizable", "String city;");
        CompiledBeans v1 = build(address, employee("String name;", "Address home;"));
        JavaFileObject v2source = employee("String name;");
        String message = refused(Message.LOCK_REMOVED_FIELD_UNSKIPPABLE, v2source, "public class Employee", v2source);
        assertThat(applyTheEdit(message)).startsWith("bean com.acme.Employee layout 0x");
        CompiledBeans v2 = build(v2source);
        assertThat(rejected(set(v1.newInstance("com.acme.Employee"), "name", "Grace"), v2).getMessage())
                .contains("the stream holds another layout of this class");
    }

    /**
     * FS413: Sub breaks to go under Base, locked before, whose mark is Sub's old one; the advice
     * 'break Base as well' applied compiles, and old Sub streams are rejected.
     */
    @Test
    void breakMarkClashBreakTheOtherToo() throws IOException {
        for (String[] pair : new String[][] {{"x", "z"}, {"x", "c"}, {"a", "z"}, {"b", "c"}, {"p", "q"}, {"m", "n"}}) {
            Files.deleteIfExists(lock());
            JavaFileObject base = bean("Base", "public class Base implements Externalizable", "String " + pair[0] + ";");
            CompiledBeans v1 = build(base, bean("Sub", "public class Sub implements Externalizable", "String " + pair[1] + ";"));
            String subLine = lockText().lines().filter(l -> l.startsWith("bean com.acme.Sub ")).findFirst().orElseThrow();
            Files.writeString(lock(), lockText().replace(subLine + "\n", subLine + " break\n"));
            JavaFileObject sub = bean("Sub", "public class Sub extends Base", "String " + pair[1] + ";");
            Compilation compilation = Advice.compile(options(), base, sub);
            if (compilation.errors().isEmpty()) {
                continue; // the marks differ: no clash with these names
            }
            String message = Advice.oneError(compilation, Message.LOCK_BREAK_MARK_CLASH, sub, "class Sub");
            assertThat(applyTheEdit(message)).startsWith("bean com.acme.Base layout 0x");
            CompiledBeans v2 = build(base, sub);
            assertThat(rejected(set(v1.newInstance("com.acme.Sub"), pair[1], "zed"), v2).getMessage())
                    .contains("the stream holds another layout of this class");
            return;
        }
        throw new AssertionError("no pair of names gave Base and Sub the same mark");
    }

    /**
     * FS414: a new level above three broken classes whose old marks are 1, 2 and 3. The advice:
     * rename one of the broken classes instead of breaking it (a new name, a new lineage).
     */
    @Test
    void breakNoMarkRenameOne() throws IOException {
        List<JavaFileObject> candidates = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            candidates.add(bean("Sub" + i, "public class Sub" + i + " implements Externalizable", "String f" + i + ";"));
        }
        build(candidates.toArray(new JavaFileObject[0]));
        java.util.Map<Integer, Integer> byMark = new java.util.TreeMap<>();
        for (int i = 0; i < 8; i++) {
            byMark.putIfAbsent(mark("Sub" + i), i);
        }
        assertThat(byMark.keySet()).containsExactly(1, 2, 3);
        JavaFileObject base = bean("Base", "public class Base implements Externalizable", "String x;");
        List<JavaFileObject> v2 = new ArrayList<>(List.of(base));
        List<Integer> broken = new ArrayList<>(byMark.values());
        for (int i : broken) {
            String line = lockText().lines().filter(l -> l.startsWith("bean com.acme.Sub" + i + " ")).findFirst().orElseThrow();
            Files.writeString(lock(), lockText().replace(line + "\n", line + " break\n"));
            v2.add(bean("Sub" + i, "public class Sub" + i + " extends Base", "String f" + i + ";"));
        }
        String message = Advice.oneError(Advice.compile(options(), v2.toArray(new JavaFileObject[0])),
                Message.LOCK_BREAK_NO_MARK, base, "class Base");
        assertThat(message).contains("Rename one of the broken classes (");
        // Renamed: Sub<first> becomes Renamed, a class the lock has never seen; its old line keeps asking for a break.
        int first = broken.get(0);
        v2.set(1, bean("Renamed", "public class Renamed extends Base", "String f" + first + ";"));
        build(v2.toArray(new JavaFileObject[0]));
    }

    /**
     * FS409: a line the parser cannot read is named, with what is wrong there; "fastserial
     * generates nothing until the lock file is readable again": the line put right, it builds.
     */
    @Test
    void unreadableLineMadeReadable() throws IOException {
        build(employee("String name;"));
        String good = lockText();
        String line = good.lines().filter(l -> l.startsWith("bean com.acme.Employee ")).findFirst().orElseThrow();
        Files.writeString(lock(), good.replace(line, line.replaceFirst("layout 0x\\p{XDigit}+", "layout zz")));
        String message = Advice.oneError(Advice.compile(options(), employee("String name;")), Message.LOCK_UNREADABLE);
        int number = good.lines().toList().indexOf(line) + 1;
        assertThat(message).contains("fastserial.lock:" + number + ": 'zz' is not a 16-bit hex layout.");
        Files.writeString(lock(), good);
        build(employee("String name;"));
    }

    /** {@code written} (of an older build) rejected by {@code reader} on JDK streams and on the direct path. */
    private static void assertRejected(Object written, CompiledBeans reader) throws IOException {
        assertThat(rejected(written, reader).getMessage()).contains("the stream holds another layout of this class");
        InvalidClassException direct = assertThrows(InvalidClassException.class,
                () -> FastBytes.fromBytes(FastBytes.toBytes(written), reader.load(written.getClass().getName())));
        assertThat(direct.getMessage()).contains("the stream holds another layout of this class");
    }

    /**
     * The classes a fastserial of format 1 made of {@code sources} with the lock file {@code formatOne}: built
     * with a copy of it, which this fastserial reads as it was meant (its keys can mean one field each for
     * these sources), slots and layout unchanged. The lock file of the test is left alone.
     */
    private CompiledBeans builtByFormatOne(String formatOne, JavaFileObject... sources) throws IOException {
        Path copy = Files.createDirectories(dir.resolve("format-1")).resolve("fastserial.lock");
        Files.writeString(copy, formatOne, StandardCharsets.UTF_8);
        return CompiledBeans.compile(List.of("-Afastserial.lock=" + copy), sources);
    }

    /**
     * FS416: a lock file of format 1 written when a.Sub extended a.Base alone keys a.Base's field
     * 'Base.name'; a.Base now extends b.Base, which has a field 'name' too, so the key may mean either.
     * The advice, "append ' break' to the line 'bean a.Sub layout 0xb02f' in fastserial.lock", applied as
     * worded: the build compiles, and streams of the version before are rejected on both paths, not misread.
     */
    @Test
    void oldKeyClashBreak() throws Exception {
        String formatOne = "fastserial-lock 1\nbean a.Sub layout 0xb02f\n"
                + "field a.Sub 0 Base.name java.lang.String : String\nfield a.Sub 1 name java.lang.String : String\n";
        CompiledBeans v1 = builtByFormatOne(formatOne, LockKeysTest.plain("a", "Base", null), LockKeysTest.sub("a", "a.Base", true));
        Files.writeString(lock(), formatOne, StandardCharsets.UTF_8);
        JavaFileObject sub = LockKeysTest.sub("a", "a.Base", true);
        JavaFileObject[] v2 = {LockKeysTest.plain("b", "Base", null), LockKeysTest.plain("a", "Base", "b.Base"), sub};
        String message = refused(Message.LOCK_OLD_KEY_CLASH, sub, "public class Sub", v2);
        assertThat(message).contains("the line 'field a.Sub 0 Base.name java.lang.String : String' keys a field as format 1");
        assertEquals("bean a.Sub layout 0xb02f break", applyTheEdit(message));
        CompiledBeans now = build(v2);
        assertThat(lockText()).contains("field a.Sub 0 b.Base.name java.lang.String : String\n");
        assertRejected(LockKeysTest.withNames(v1, "a.Sub", Map.of("a.Sub", "SUB", "a.Base", "A-BASE")), now);
    }

    /** A lock file of format 1 written for h.Sub without a field of its own: slot 0 'name' is h.Plain's. */
    private static final String AMBIGUOUS = "fastserial-lock 1\nbean h.Sub layout 0xfd94\n"
            + "field h.Sub 0 name java.lang.String : String\n";

    /** FS417's error for h.Sub given a field 'name' of its own that hides h.Plain's (the file is left alone). */
    private String oldKeyAmbiguous(JavaFileObject sub) throws IOException {
        Files.writeString(lock(), AMBIGUOUS, StandardCharsets.UTF_8);
        return refused(Message.LOCK_OLD_KEY_AMBIGUOUS, sub, "public class Sub", LockKeysTest.plain("h", "Plain", null), sub);
    }

    /**
     * FS417, its first remedy as worded: "Build the sources that last wrote fastserial.lock (the commit
     * before this change) once with this fastserial: it keys every field by its class (format 2), slots
     * unchanged; then build this change." Streams of the version before read in the version after, and
     * back, on JDK streams, a DataOutput-only stream and FastBytes, h.Plain's name kept.
     */
    @Test
    void oldKeyAmbiguousBuildTheSourcesBeforeOnce() throws Exception {
        JavaFileObject[] before = {LockKeysTest.plain("h", "Plain", null), LockKeysTest.sub("h", "Plain", false)};
        CompiledBeans v1 = builtByFormatOne(AMBIGUOUS, before);
        JavaFileObject sub = LockKeysTest.sub("h", "Plain", true);
        String message = oldKeyAmbiguous(sub);
        assertThat(message).contains("Build the sources that last wrote fastserial.lock (the commit before this change)"
                + " once with this fastserial: it keys every field by its class (format 2), slots unchanged; then build"
                + " this change.");
        build(before);
        assertThat(lockText()).contains("\nfastserial-lock 2\n");
        assertThat(lockText()).contains("field h.Sub 0 h.Plain.name java.lang.String : String\n");
        CompiledBeans v2 = build(LockKeysTest.plain("h", "Plain", null), sub);
        Map<String, Object> v2Reads = new java.util.LinkedHashMap<>();
        v2Reads.put("Sub", null);
        v2Reads.put("Plain", "PLAIN");
        LockKeysTest.assertReadBy(v2, LockKeysTest.withNames(v1, "h.Sub", Map.of("h.Plain", "PLAIN")), v2Reads);
        LockKeysTest.assertReadBy(v1, LockKeysTest.withNames(v2, "h.Sub", Map.of("h.Sub", "SUB", "h.Plain", "PLAIN")),
                Map.of("Plain", "PLAIN"));
    }

    /** FS417, its other remedy: ' break' appended to the bean line it quotes; older streams are rejected. */
    @Test
    void oldKeyAmbiguousBreak() throws Exception {
        CompiledBeans v1 = builtByFormatOne(AMBIGUOUS, LockKeysTest.plain("h", "Plain", null),
                LockKeysTest.sub("h", "Plain", false));
        JavaFileObject sub = LockKeysTest.sub("h", "Plain", true);
        assertEquals("bean h.Sub layout 0xfd94 break", applyTheEdit(oldKeyAmbiguous(sub)));
        CompiledBeans v2 = build(LockKeysTest.plain("h", "Plain", null), sub);
        assertRejected(LockKeysTest.withNames(v1, "h.Sub", Map.of("h.Plain", "PLAIN")), v2);
    }

    private int mark(String simpleName) throws IOException {
        Matcher m = Pattern.compile("(?m)^bean com\\.acme\\." + simpleName
                + " (?:after \\S+ )?layout 0x(\\p{XDigit}+)(?: epoch (\\d+))?").matcher(lockText());
        assertThat(m.find()).isTrue();
        return dev.fastserial.processor.lock.Marks.locked(Integer.parseInt(m.group(1), 16),
                m.group(2) == null ? 0 : Integer.parseInt(m.group(2)));
    }
}
