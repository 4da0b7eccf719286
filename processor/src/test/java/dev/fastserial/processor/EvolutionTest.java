package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.CrossLoader;
import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Beans change, and old and new versions read each other's bytes: three versions of a few beans,
 * each compiled into its own class loader against one lock file that the builds keep up to date,
 * every writer/reader pair cross-read with the documented semantics: fields both versions have
 * come back equal, fields the reader does not know are skipped, fields the stream lacks keep
 * what the reader's no-arg constructor gave them.
 *
 * <ul>
 *   <li>v1: Account {name, count = 7, balance = -1}; Address {city}; Level {LOW, HIGH};
 *       Base {id} and Child extends Base {n = 3}.
 *   <li>v2: Account gains a field of each family: an inline bean, a collection, an enum, a
 *       boxed number, a primitive, a date, a string with an initializer; Base gains owner.
 *   <li>v3: Account loses balance (a slot) and tags (an added field) and gains note; Address
 *       gains zip (an inline bean evolving on its own); Level gains MEDIUM in the middle;
 *       Child gains extra (the subclass level evolving apart from its superclass).
 * </ul>
 */
class EvolutionTest {
    @TempDir
    static Path dir;
    static Path lock;
    static List<CompiledBeans> versions = new ArrayList<>();
    static List<String> lockAfter = new ArrayList<>();

    @BeforeAll
    static void compileThreeVersions() throws IOException {
        lock = dir.resolve("fastserial.lock");
        versions.add(compile(v1()));
        versions.add(compile(v2()));
        versions.add(compile(v3()));
    }

    private static CompiledBeans compile(List<JavaFileObject> sources) throws IOException {
        CompiledBeans beans = CompiledBeans.compile(List.of("-Afastserial.lock=" + lock), sources.toArray(new JavaFileObject[0]));
        assertThat(beans.warnings()).isEmpty();
        lockAfter.add(Files.readString(lock, StandardCharsets.UTF_8));
        return beans;
    }

    static JavaFileObject bean(String name, String header, String... body) {
        List<String> lines = new ArrayList<>();
        lines.add("private static final long serialVersionUID = 1L;");
        lines.addAll(List.of(body));
        lines.add("public " + name + "() {}");
        return BeanSources.bean("evo", name, header, lines.toArray(new String[0]));
    }

    static JavaFileObject level(String constants) {
        return JavaFileObjects.forSourceString("evo.Level", "package evo; public enum Level { " + constants + " }");
    }

    static List<JavaFileObject> v1() {
        return List.of(
                bean("Account", "public class Account implements Externalizable",
                        "String name;", "int count = 7;", "Long balance = -1L;"),
                bean("Address", "public class Address implements Externalizable", "String city;"),
                level("LOW, HIGH"),
                bean("Base", "public class Base implements Externalizable", "String id;"),
                bean("Child", "public class Child extends Base", "int n = 3;"));
    }

    static List<JavaFileObject> v2() {
        return List.of(
                bean("Account", "public class Account implements Externalizable",
                        "String name;", "int count = 7;", "Long balance = -1L;",
                        "Address home;", "List<String> tags;", "Level level;", "Double rate = 1.5;", "long stamp;",
                        "Date since;", "String motto = \"hello\";"),
                bean("Address", "public class Address implements Externalizable", "String city;"),
                level("LOW, HIGH"),
                bean("Base", "public class Base implements Externalizable", "String id;", "String owner;"),
                bean("Child", "public class Child extends Base", "int n = 3;"));
    }

    static List<JavaFileObject> v3() {
        return List.of(
                bean("Account", "public class Account implements Externalizable",
                        "String name;", "int count = 7;",
                        "Address home;", "Level level;", "Double rate = 1.5;", "long stamp;",
                        "Date since;", "String motto = \"hello\";", "String note = \"none\";"),
                bean("Address", "public class Address implements Externalizable", "String city;", "String zip;"),
                level("LOW, MEDIUM, HIGH"),
                bean("Base", "public class Base implements Externalizable", "String id;", "String owner;"),
                bean("Child", "public class Child extends Base", "int n = 3;", "Integer extra;"));
    }

    /** Every field of the version's Account set to something no constructor gives it. */
    static Object account(int version) {
        CompiledBeans v = versions.get(version);
        Object a = v.newInstance("evo.Account");
        for (Field f : CrossLoader.fields(a.getClass())) {
            set(a, f.getName(), sample(v, f.getName()));
        }
        return a;
    }

    static Object child(int version) {
        CompiledBeans v = versions.get(version);
        Object c = v.newInstance("evo.Child");
        for (Field f : CrossLoader.fields(c.getClass())) {
            set(c, f.getName(), sample(v, f.getName()));
        }
        return c;
    }

    private static Object sample(CompiledBeans v, String field) {
        switch (field) {
            case "name": return "Ada";
            case "count": return 42;
            case "balance": return 1000L;
            case "home": {
                Object address = v.newInstance("evo.Address");
                set(address, "city", "Lyon");
                if (hasField(address, "zip")) {
                    set(address, "zip", "69001");
                }
                return address;
            }
            case "tags": return new ArrayList<>(List.of("a", "b"));
            case "level": return enumConstant(v, "HIGH");
            case "rate": return 2.25;
            case "stamp": return 1_700_000_000_000L;
            case "since": return new Date(1_600_000_000_000L);
            case "motto": return "carpe diem";
            case "note": return "noted";
            case "id": return "c-1";
            case "owner": return "Grace";
            case "n": return 99;
            case "extra": return 5;
            default: throw new AssertionError("no sample for " + field);
        }
    }

    static Object enumConstant(CompiledBeans v, String name) {
        return enumConstantOf(v, "evo.Level", name);
    }

    static Object enumConstantOf(CompiledBeans v, String type, String name) {
        for (Object c : v.load(type).getEnumConstants()) {
            if (((Enum<?>) c).name().equals(name)) {
                return c;
            }
        }
        throw new AssertionError(name);
    }

    private static boolean hasField(Object bean, String name) {
        return CrossLoader.fields(bean.getClass()).stream().anyMatch(f -> f.getName().equals(name));
    }

    static void assertReadAsDocumented(Object written, Object read, CompiledBeans reader, String what) {
        Documented.assertRead(written, read, reader, "evo", what);
    }

    private static String pair(int w, int r) {
        return "v" + (w + 1) + " -> v" + (r + 1);
    }

    @Test
    void everyWriterAndReaderPairReadsEachOtherOnJdkStreams() throws Exception {
        for (int w = 0; w < versions.size(); w++) {
            for (int r = 0; r < versions.size(); r++) {
                for (Object written : List.of(account(w), child(w))) {
                    byte[] bytes = Streams.serialize(written);
                    try (ObjectInputStream in = Streams.input(bytes, versions.get(r).loader())) {
                        assertReadAsDocumented(written, in.readObject(), versions.get(r), pair(w, r));
                    }
                }
            }
        }
    }

    @Test
    void manyObjectsInOneStreamStayAligned() throws Exception {
        for (int w = 0; w < versions.size(); w++) {
            for (int r = 0; r < versions.size(); r++) {
                Object a = account(w);
                Object c = child(w);
                Object empty = versions.get(w).newInstance("evo.Account");
                byte[] bytes = Streams.serialize(a, c, empty, "end", a);
                List<Object> read = Streams.deserialize(bytes, versions.get(r).loader(), 5);
                assertReadAsDocumented(a, read.get(0), versions.get(r), pair(w, r));
                assertReadAsDocumented(c, read.get(1), versions.get(r), pair(w, r));
                assertReadAsDocumented(empty, read.get(2), versions.get(r), pair(w, r) + " (empty)");
                assertEquals("end", read.get(3));
                assertThat(read.get(4)).isSameInstanceAs(read.get(0));
            }
        }
    }

    @Test
    void everyPairReadsEachOtherOnAStreamWithOnlyTheDataOutputMethods() throws Exception {
        for (int w = 0; w < versions.size(); w++) {
            for (int r = 0; r < versions.size(); r++) {
                for (String name : List.of("evo.Account", "evo.Child")) {
                    Object written = name.equals("evo.Account") ? account(w) : child(w);
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    ((Externalizable) written).writeExternal(new DataObjectOutput(bytes));
                    bytes.write(new byte[] {1, 2, 3}); // what follows in the stream must stay untouched
                    ByteArrayInputStream source = new ByteArrayInputStream(bytes.toByteArray());
                    Externalizable read = (Externalizable) versions.get(r).newInstance(name);
                    read.readExternal(new DataObjectInput(source));
                    assertReadAsDocumented(written, read, versions.get(r), pair(w, r) + " (DataOutput only)");
                    assertEquals(3, source.available(), pair(w, r) + ": bytes consumed exactly");
                }
            }
        }
    }

    @Test
    void theLockFileRecordsEachChangeAsTheBuildsMadeIt() {
        String v1 = lockAfter.get(0);
        assertThat(v1).contains("field evo.Account 0 name java.lang.String : String\n");
        assertThat(v1).contains("field evo.Account 1 count int : int\n");
        assertThat(v1).contains("field evo.Account 2 balance java.lang.Long : Long\n");
        assertThat(v1).contains("bean evo.Child after evo.Base layout ");
        assertThat(v1).doesNotContain("enum evo.Level"); // no bean of v1 uses it
        String v2 = lockAfter.get(1);
        assertThat(v2).contains("enum evo.Level 0 LOW\nenum evo.Level 1 HIGH\n");
        assertThat(v2).contains("field evo.Account +0 home evo.Address : inline evo.Address\n");
        assertThat(v2).contains("field evo.Account +1 tags java.util.List<java.lang.String> : collection(ArrayList|LinkedList)<String>\n");
        assertThat(v2).contains("field evo.Base +0 owner java.lang.String : String\n");
        String v3 = lockAfter.get(2);
        assertThat(v3).contains("field evo.Account 2 balance java.lang.Long : Long removed\n");
        assertThat(v3).contains("field evo.Account +1 tags java.util.List<java.lang.String> : collection(ArrayList|LinkedList)<String> removed\n");
        assertThat(v3).contains("field evo.Account +7 note java.lang.String : String\n");
        assertThat(v3).contains("enum evo.Level 2 MEDIUM\n");
        assertThat(v3).contains("field evo.Child +0 extra java.lang.Integer : Integer\n");
        assertThat(v3).contains("field evo.Address +0 zip java.lang.String : String\n");
    }

    @Test
    void aConstantAddedLaterFailsLoudlyInAReaderThatDoesNotHaveIt() throws Exception {
        Object a = account(2);
        set(a, "level", enumConstant(versions.get(2), "MEDIUM"));
        byte[] bytes = Streams.serialize(a);
        try (ObjectInputStream in = Streams.input(bytes, versions.get(2).loader())) {
            assertEquals("MEDIUM", ((Enum<?>) get(in.readObject(), "level")).name());
        }
        // v2 has the field but not the constant: it fails, naming the code, as the JDK fails on an
        // enum constant it does not have; v1 has no such field and skips it
        try (ObjectInputStream in = Streams.input(bytes, versions.get(1).loader())) {
            InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
            assertThat(e.getMessage()).contains("unknown Level code 2");
        }
        try (ObjectInputStream in = Streams.input(bytes, versions.get(0).loader())) {
            assertReadAsDocumented(a, in.readObject(), versions.get(0), pair(2, 0));
        }
        // HIGH kept its code although MEDIUM now stands before it
        set(a, "level", enumConstant(versions.get(2), "HIGH"));
        try (ObjectInputStream in = Streams.input(Streams.serialize(a), versions.get(1).loader())) {
            assertEquals("HIGH", ((Enum<?>) get(in.readObject(), "level")).name());
        }
    }

    @Test
    void anUnchangedBeanWithALockCostsItsFlagsAndNothingMore() throws Exception {
        Object v1 = account(0); // name, count, balance: 1 byte of flags (2 presence bits and 4 more)
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ((Externalizable) v1).writeExternal(new DataObjectOutput(bytes));
        int values = 2 + "Ada".length() + 1 + 8; // writeUTF, varint 42, long
        assertEquals(1 + values, bytes.size());
    }

    @Test
    void anAddedScalarFieldCostsOneTagByteBesideItsValue() throws Exception {
        Object v3 = versions.get(2).newInstance("evo.Base");
        set(v3, "id", "x");
        ByteArrayOutputStream without = new ByteArrayOutputStream();
        ((Externalizable) v3).writeExternal(new DataObjectOutput(without));
        set(v3, "owner", "y");
        ByteArrayOutputStream with = new ByteArrayOutputStream();
        ((Externalizable) v3).writeExternal(new DataObjectOutput(with));
        // null, owner was its tag and an empty blob (2 bytes); set, its tag and writeUTF of one char
        assertEquals(1 + 2 + 1 - 2, with.size() - without.size(), "tag byte + writeUTF of one char, instead of the null's two");
    }

    @Test
    void bytesWrittenBeforeTheLockExistedStayReadable() throws Exception {
        CompiledBeans unlocked = CompiledBeans.compile(v1().toArray(new JavaFileObject[0]));
        Object written = unlocked.newInstance("evo.Account");
        set(written, "name", "Ada");
        set(written, "count", 1);
        set(written, "balance", 2L);
        byte[] bytes = Streams.serialize(written);
        for (int r = 0; r < versions.size(); r++) {
            try (ObjectInputStream in = Streams.input(bytes, versions.get(r).loader())) {
                assertReadAsDocumented(written, in.readObject(), versions.get(r), "unlocked v1 -> v" + (r + 1));
            }
        }
    }

    @Test
    void withoutALockFileAnyChangeFailsLoudly() throws Exception {
        CompiledBeans v1 = CompiledBeans.compile(v1().toArray(new JavaFileObject[0]));
        CompiledBeans v2 = CompiledBeans.compile(v2().toArray(new JavaFileObject[0]));
        Object written = v2.newInstance("evo.Account");
        set(written, "name", "Ada");
        byte[] bytes = Streams.serialize(written);
        try (ObjectInputStream in = Streams.input(bytes, v1.loader())) {
            assertThrows(InvalidClassException.class, in::readObject);
        }
        // nor does a build with the lock take bytes of a layout it never recorded
        try (ObjectInputStream in = Streams.input(bytes, versions.get(1).loader())) {
            assertThrows(InvalidClassException.class, in::readObject);
        }
        // and a build without the lock refuses bytes written with one
        try (ObjectInputStream in = Streams.input(Streams.serialize(account(0)), v1.loader())) {
            assertThrows(InvalidClassException.class, in::readObject);
        }
    }

    /**
     * Finding m5: without a lock the codes are the constants' positions, so the constant list is
     * part of the layout: the bean recompiled after a constant was appended refuses older bytes
     * (and they it) loudly, with a message that says enum constants count; with the lock, the same
     * append reads both ways.
     */
    @Test
    void aConstantAppendedIsAnotherLayoutWithoutALockAndCompatibleWithOne() throws Exception {
        JavaFileObject alert = bean("Alert", "public class Alert implements Externalizable", "Level level;", "String text;");
        CompiledBeans v1 = CompiledBeans.compile(alert, level("LOW, HIGH"));
        CompiledBeans v2 = CompiledBeans.compile(alert, level("LOW, HIGH, CRITICAL"));
        for (CompiledBeans[] pair : new CompiledBeans[][] {{v1, v2}, {v2, v1}}) {
            Object written = pair[0].newInstance("evo.Alert");
            set(written, "level", enumConstantOf(pair[0], "evo.Level", "HIGH"));
            try (ObjectInputStream in = Streams.input(Streams.serialize(written), pair[1].loader())) {
                InvalidClassException e = assertThrows(InvalidClassException.class, in::readObject);
                assertThat(e.getMessage()).contains("another layout of this class (fields or enum constants)");
            }
        }
        Path alertLock = dir.resolve("alert.lock");
        List<String> options = List.of("-Afastserial.lock=" + alertLock);
        CompiledBeans locked1 = CompiledBeans.compile(options, alert, level("LOW, HIGH"));
        CompiledBeans locked2 = CompiledBeans.compile(options, alert, level("LOW, HIGH, CRITICAL"));
        for (CompiledBeans[] pair : new CompiledBeans[][] {{locked1, locked2}, {locked2, locked1}}) {
            Object written = pair[0].newInstance("evo.Alert");
            set(written, "level", enumConstantOf(pair[0], "evo.Level", "HIGH"));
            set(written, "text", "t");
            try (ObjectInputStream in = Streams.input(Streams.serialize(written), pair[1].loader())) {
                Object read = in.readObject();
                assertEquals("HIGH", ((Enum<?>) get(read, "level")).name());
                assertEquals("t", get(read, "text"));
            }
        }
    }

    /**
     * The enum's jar changed (constants reordered, one inserted, one appended) while the bean's
     * classes were not recompiled: the bean's code maps constants by name, so the old ones keep
     * their codes, and a constant it does not know is written by name (no lock needed).
     */
    @Test
    void anEnumChangedWithoutRecompilingTheBeanGoesByName() throws Exception {
        JavaFileObject alert = bean("Alert", "public class Alert implements Externalizable", "Level level;");
        CompiledBeans old = CompiledBeans.compile(alert, level("LOW, HIGH"));
        CompiledBeans changed = CompiledBeans.compile(alert, level("CRITICAL, LOW, MEDIUM, HIGH"));
        ClassLoader mixed = old.loaderWith(changed, "evo.Level");
        Class<?> alertClass = Class.forName("evo.Alert", true, mixed);
        for (Object constant : Class.forName("evo.Level", true, mixed).getEnumConstants()) {
            String name = ((Enum<?>) constant).name();
            Object written = alertClass.getConstructor().newInstance();
            set(written, "level", constant);
            byte[] bytes = Streams.serialize(written);
            try (ObjectInputStream in = Streams.input(bytes, mixed)) {
                assertEquals(name, ((Enum<?>) get(in.readObject(), "level")).name());
            }
            boolean known = name.equals("LOW") || name.equals("HIGH");
            try (ObjectInputStream in = Streams.input(bytes, old.loader())) { // the old enum too
                if (known) {
                    assertEquals(name, ((Enum<?>) get(in.readObject(), "level")).name());
                } else {
                    InvalidObjectException e = assertThrows(InvalidObjectException.class, in::readObject);
                    assertThat(e.getMessage()).contains("Level has no constant " + name);
                }
            }
            ByteArrayOutputStream direct = new ByteArrayOutputStream();
            ((Externalizable) written).writeExternal(new DataObjectOutput(direct));
            // flags and the fingerprint (no lock), then a code, or the by-name mark and writeUTF of the name
            assertEquals(1 + 2 + (known ? 1 : 1 + 2 + name.length()), direct.size(), name);
        }
    }

    @Test
    void sharedReferencesAcrossVersionsStayShared() throws Exception {
        for (int w = 1; w < versions.size(); w++) {
            Object a = account(w);
            Object b = account(w);
            Object shared = get(a, "home");
            set(b, "home", shared);
            List<Object> read = Streams.deserialize(Streams.serialize(a, b), versions.get(1).loader(), 2);
            assertReadAsDocumented(a, read.get(0), versions.get(1), pair(w, 1));
            // inline beans are values: each owner gets its own copy, as documented
            assertThat(get(read.get(0), "home")).isNotSameInstanceAs(get(read.get(1), "home"));
        }
    }
}
