package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.Streams;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
 * lineage reject the other's, as the messages say.
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

    private int mark(String simpleName) throws IOException {
        Matcher m = Pattern.compile("(?m)^bean com\\.acme\\." + simpleName
                + " (?:after \\S+ )?layout 0x(\\p{XDigit}+)(?: epoch (\\d+))?").matcher(lockText());
        assertThat(m.find()).isTrue();
        return dev.fastserial.processor.lock.Marks.locked(Integer.parseInt(m.group(1), 16),
                m.group(2) == null ? 0 : Integer.parseInt(m.group(2)));
    }
}
