package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every change the lock file refuses: one error on the field (or the class) at fault, naming the
 * old and the new form and how to accept the change deliberately; nothing generated, the lock
 * file unchanged. And the deliberate acceptances themselves.
 */
class LockRulesTest {
    @TempDir
    Path dir;

    private RecordingProcessor recorder;

    private Path lock() {
        return dir.resolve("fastserial.lock");
    }

    private Compilation compile(JavaFileObject... sources) {
        return compile(List.of(), sources);
    }

    private Compilation compile(List<String> extraOptions, JavaFileObject... sources) {
        recorder = new RecordingProcessor(new FastSerialProcessor());
        List<String> options = new ArrayList<>(List.of("-Afastserial.lock=" + lock()));
        options.addAll(extraOptions);
        return javac().withProcessors(recorder).withOptions(options).compile(sources);
    }

    /** A bean of com.acme with a serialVersionUID and a public no-arg constructor (also LockAdviceTest's). */
    static JavaFileObject bean(String name, String header, String... body) {
        List<String> lines = new ArrayList<>();
        lines.add("private static final long serialVersionUID = 1L;");
        lines.addAll(List.of(body));
        lines.add("public " + name + "() {}");
        return BeanSources.bean("com.acme", name, header, lines.toArray(new String[0]));
    }

    private String lockText() throws IOException {
        return Files.readString(lock(), StandardCharsets.UTF_8);
    }

    /**
     * Locks {@code first}, then compiles {@code second}: exactly one error, on the line given, no code
     * for the class at fault (others are still generated), the lock file unchanged.
     */
    private void assertRefused(JavaFileObject[] first, JavaFileObject[] second, JavaFileObject file, Message id,
                               String message, String line) throws IOException {
        assertThat(compile(first)).succeeded();
        String before = lockText();
        Compilation compilation = compile(second);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(message).inFile(file).onLineContaining(line);
        assertThat(compilation).hadErrorContaining("[" + id.id() + "]");
        String faulty = file.getName().replaceAll(".*/(\\w+)\\.java$", "com.acme.$1Externalizer");
        assertThat(recorder.createdNames()).doesNotContain(faulty);
        assertThat(lockText()).isEqualTo(before);
    }

    @Test
    void theFirstBuildWritesTheLockFileAndAnUnchangedBuildLeavesItAlone() throws IOException {
        JavaFileObject v1 = bean("Employee", "public class Employee implements Externalizable", "String name;", "Double salary;");
        assertThat(compile(v1)).succeededWithoutWarnings();
        String first = lockText();
        assertThat(first).contains("bean com.acme.Employee layout 0x");
        assertThat(first).contains("field com.acme.Employee 0 name java.lang.String : String\n");
        assertThat(first).contains("field com.acme.Employee 1 salary java.lang.Double : Double\n");
        long modified = Files.getLastModifiedTime(lock()).toMillis();
        assertThat(compile(v1)).succeededWithoutWarnings();
        assertThat(lockText()).isEqualTo(first);
        assertThat(Files.getLastModifiedTime(lock()).toMillis()).isEqualTo(modified);
    }

    @Test
    void aFieldWhoseTypeChanged() throws IOException {
        JavaFileObject v2 = bean("Employee", "public class Employee implements Externalizable", "String name;", "String salary;");
        assertRefused(new JavaFileObject[] {bean("Employee", "public class Employee implements Externalizable",
                        "String name;", "Double salary;")}, new JavaFileObject[] {v2}, v2, Message.LOCK_TYPE_CHANGED,
                "field 'salary' changed from Double to String since fastserial.lock recorded it (slot 1): the other"
                        + " version of Employee could not read its value (Double versus String). Keep the old type, or"
                        + " add a field with another name; to drop the old values deliberately, append ' retired' to the"
                        + " line 'field com.acme.Employee 1 salary java.lang.Double : Double' in fastserial.lock",
                "String salary;");
    }

    @Test
    void aRemovedNameReusedWithAnotherType() throws IOException {
        assertThat(compile(bean("Employee", "public class Employee implements Externalizable", "String name;",
                "Double salary;"))).succeeded();
        assertThat(compile(bean("Employee", "public class Employee implements Externalizable", "String name;"))).succeeded();
        assertThat(lockText()).contains("field com.acme.Employee 1 salary java.lang.Double : Double removed\n");
        String before = lockText();
        JavaFileObject v3 = bean("Employee", "public class Employee implements Externalizable", "String name;", "String salary;");
        Compilation compilation = compile(v3);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'salary' has type String, but fastserial.lock records an earlier"
                + " field 'salary' of type Double, removed (slot 1): readers of each version would silently drop the"
                + " other's value. Choose another name; to drop the old values deliberately, replace 'removed' with"
                + " 'retired' at the end of the line 'field com.acme.Employee 1 salary java.lang.Double : Double removed'"
                + " in fastserial.lock")
                .inFile(v3).onLineContaining("String salary;");
        assertThat(compilation).hadErrorContaining("[" + Message.LOCK_REMOVED_NAME_REUSED.id() + "]");
        assertThat(recorder.created()).isEmpty();
        assertThat(lockText()).isEqualTo(before);
    }

    @Test
    void aRetiredFieldFreesItsNameDeliberately() throws IOException {
        assertThat(compile(bean("Employee", "public class Employee implements Externalizable", "String name;",
                "Double salary;"))).succeeded();
        Files.writeString(lock(), lockText().replace("salary java.lang.Double : Double\n",
                "salary java.lang.Double : Double retired\n"));
        assertThat(compile(bean("Employee", "public class Employee implements Externalizable", "String name;",
                "String salary;"))).succeededWithoutWarnings();
        assertThat(lockText()).contains("field com.acme.Employee 1 salary java.lang.Double : Double retired\n"
                + "field com.acme.Employee +0 salary java.lang.String : String\n");
    }

    @Test
    void aFieldMovedToTheSubclassLevel() throws IOException {
        JavaFileObject base1 = bean("Base", "public class Base implements Externalizable", "String x;", "String y;");
        JavaFileObject sub1 = bean("Sub", "public class Sub extends Base", "String z;");
        JavaFileObject base2 = bean("Base", "public class Base implements Externalizable", "String x;");
        JavaFileObject sub2 = bean("Sub", "public class Sub extends Base", "String z;", "String y;");
        assertRefused(new JavaFileObject[] {base1, sub1}, new JavaFileObject[] {base2, sub2}, sub2, Message.LOCK_FIELD_MOVED,
                "field 'y' moved to Sub from Base since fastserial.lock recorded it: each class level reads its own"
                        + " fields, so readers of each version would silently drop its value. Move it back; to drop the old"
                        + " values deliberately, append ' retired' to the line 'field com.acme.Base 1 y java.lang.String :"
                        + " String' in fastserial.lock",
                "String y;");
    }

    @Test
    void aNonNullAnnotationAddedToASlot() throws IOException {
        JavaFileObject v2 = bean("Employee", "public class Employee implements Externalizable", "@NonNull String name;");
        assertRefused(new JavaFileObject[] {bean("Employee", "public class Employee implements Externalizable", "String name;")},
                new JavaFileObject[] {v2}, v2, Message.LOCK_NON_NULL_CHANGED,
                "field 'name' gained a non-null annotation since fastserial.lock recorded it (slot 0): its presence bit"
                        + " would disappear, so the two versions of Employee could not read each other. Restore the"
                        + " annotation; to drop the old values deliberately, append ' retired' to the line"
                        + " 'field com.acme.Employee 0 name java.lang.String : String' in fastserial.lock",
                "@NonNull String name;");
    }

    @Test
    void byReferenceAddedToABeanField() throws IOException {
        JavaFileObject address = bean("Address", "public class Address implements Externalizable", "String city;");
        JavaFileObject v2 = bean("Person", "public class Person implements Externalizable", "@ByReference Address home;");
        assertRefused(new JavaFileObject[] {address, bean("Person", "public class Person implements Externalizable", "Address home;")},
                new JavaFileObject[] {address, v2}, v2, Message.LOCK_REFERENCE_CHANGED,
                "field 'home' changed from inline com.acme.Address to object since fastserial.lock recorded it (slot 0)"
                        + " (@ByReference, or whether the type can reach itself, changed): the other version of Person"
                        + " could not read its value. Restore it; to drop the old values deliberately, append ' retired'"
                        + " to the line 'field com.acme.Person 0 home com.acme.Address : inline com.acme.Address' in"
                        + " fastserial.lock",
                "@ByReference Address home;");
    }

    @Test
    void aFieldMovedUpToTheSuperclassLevel() throws IOException {
        JavaFileObject base1 = bean("Base", "public class Base implements Externalizable", "String x;");
        JavaFileObject sub1 = bean("Sub", "public class Sub extends Base", "String z;", "String y;");
        JavaFileObject base2 = bean("Base", "public class Base implements Externalizable", "String x;", "String y;");
        JavaFileObject sub2 = bean("Sub", "public class Sub extends Base", "String z;");
        assertRefused(new JavaFileObject[] {base1, sub1}, new JavaFileObject[] {base2, sub2}, base2, Message.LOCK_FIELD_MOVED,
                "field 'y' moved to Base from Sub since fastserial.lock recorded it: each class level reads its own"
                        + " fields, so readers of each version would silently drop its value. Move it back; to drop the old"
                        + " values deliberately, append ' retired' to the line 'field com.acme.Sub 1 y java.lang.String :"
                        + " String' in fastserial.lock",
                "String y;");
    }

    @Test
    void aNonNullAnnotationRemovedFromASlot() throws IOException {
        JavaFileObject v2 = bean("Employee", "public class Employee implements Externalizable", "String name;");
        assertRefused(new JavaFileObject[] {bean("Employee", "public class Employee implements Externalizable",
                        "@NonNull String name = \"\";")},
                new JavaFileObject[] {v2}, v2, Message.LOCK_NON_NULL_CHANGED,
                "field 'name' lost a non-null annotation since fastserial.lock recorded it (slot 0): its presence bit"
                        + " would appear, so the two versions of Employee could not read each other. Restore the"
                        + " annotation; to drop the old values deliberately, append ' retired' to the line"
                        + " 'field com.acme.Employee 0 name java.lang.String : nonnull String' in fastserial.lock",
                "String name;");
    }

    @Test
    void byReferenceRemovedFromABeanField() throws IOException {
        JavaFileObject address = bean("Address", "public class Address implements Externalizable", "String city;");
        JavaFileObject v2 = bean("Person", "public class Person implements Externalizable", "Address home;");
        assertRefused(new JavaFileObject[] {address, bean("Person", "public class Person implements Externalizable",
                        "@ByReference Address home;")},
                new JavaFileObject[] {address, v2}, v2, Message.LOCK_REFERENCE_CHANGED,
                "field 'home' changed from object to inline com.acme.Address since fastserial.lock recorded it (slot 0)"
                        + " (@ByReference, or whether the type can reach itself, changed): the other version of Person"
                        + " could not read its value. Restore it; to drop the old values deliberately, append ' retired'"
                        + " to the line 'field com.acme.Person 0 home com.acme.Address : object' in fastserial.lock",
                "Address home;");
    }

    /** Address gains a field of its own type: it now reaches itself, so Person's field of it goes by reference. */
    @Test
    void aBeanTypeStartingToReachItself() throws IOException {
        JavaFileObject address1 = bean("Address", "public class Address implements Externalizable", "String city;");
        JavaFileObject address2 = bean("Address", "public class Address implements Externalizable", "String city;",
                "Address next;");
        JavaFileObject person = bean("Person", "public class Person implements Externalizable", "String name;",
                "Address home;");
        assertRefused(new JavaFileObject[] {address1, person}, new JavaFileObject[] {address2, person}, person,
                Message.LOCK_REFERENCE_CHANGED,
                "field 'home' changed from inline com.acme.Address to object since fastserial.lock recorded it (slot 1)"
                        + " (@ByReference, or whether the type can reach itself, changed): the other version of Person"
                        + " could not read its value. Restore it; to drop the old values deliberately, append ' retired'"
                        + " to the line 'field com.acme.Person 1 home com.acme.Address : inline com.acme.Address' in"
                        + " fastserial.lock",
                "Address home;");
    }

    /**
     * The same through a collection, and through another bean: Node gains a Tree, so Tree's list
     * of nodes, whose elements went inline, now holds them by reference. Refused as a reference
     * change (FS403), not as a type change: the declared type is the same.
     */
    @Test
    void aBeanTypeStartingToReachItselfThroughAnotherBean() throws IOException {
        JavaFileObject node1 = bean("Node", "public class Node implements Externalizable", "String label;");
        JavaFileObject node2 = bean("Node", "public class Node implements Externalizable", "String label;",
                "Tree owner;");
        JavaFileObject tree = bean("Tree", "public class Tree implements Externalizable", "List<Node> nodes;");
        assertRefused(new JavaFileObject[] {node1, tree}, new JavaFileObject[] {node2, tree}, tree,
                Message.LOCK_REFERENCE_CHANGED,
                "field 'nodes' changed from collection(ArrayList|LinkedList)<inline com.acme.Node> to"
                        + " collection(ArrayList|LinkedList)<object> since fastserial.lock recorded it (slot 0)"
                        + " (@ByReference, or whether the type can reach itself, changed): the other version of Tree"
                        + " could not read its value. Restore it; to drop the old values deliberately, append ' retired'"
                        + " to the line 'field com.acme.Tree 0 nodes java.util.List<com.acme.Node> :"
                        + " collection(ArrayList|LinkedList)<inline com.acme.Node>' in fastserial.lock",
                "List<Node> nodes;");
    }

    /** {@code @ByReference} added on a collection of beans: a reference change too. */
    @Test
    void byReferenceAddedToACollectionOfBeans() throws IOException {
        JavaFileObject address = bean("Address", "public class Address implements Externalizable", "String city;");
        JavaFileObject v2 = bean("Person", "public class Person implements Externalizable",
                "@ByReference List<Address> homes;");
        assertRefused(new JavaFileObject[] {address, bean("Person", "public class Person implements Externalizable",
                        "List<Address> homes;")},
                new JavaFileObject[] {address, v2}, v2, Message.LOCK_REFERENCE_CHANGED,
                "field 'homes' changed from collection(ArrayList|LinkedList)<inline com.acme.Address> to"
                        + " collection(ArrayList|LinkedList)<object> since fastserial.lock recorded it (slot 0)",
                "@ByReference List<Address> homes;");
    }

    @Test
    void aClassLevelAddedAbove() throws IOException {
        // Base is not @FastSerial at first: its field x is written as part of Sub's level
        JavaFileObject base1 = JavaFileObjects.forSourceString("com.acme.Base",
                "package com.acme;\npublic class Base {\n    String x;\n}\n");
        JavaFileObject sub1 = bean("Sub", "public class Sub extends Base implements Externalizable", "String z;");
        JavaFileObject base2 = bean("Base", "public class Base implements Externalizable", "String x;");
        JavaFileObject sub2 = bean("Sub", "public class Sub extends Base", "String z;");
        assertThat(compile(base1, sub1)).succeeded();
        String before = lockText();
        assertThat(before).contains("bean com.acme.Sub layout 0x");
        Compilation compilation = compile(base2, sub2);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("Sub's class levels changed since fastserial.lock recorded it: its fields"
                + " were written first (no @FastSerial superclass before it), now after Base's fields, so neither version"
                + " could read the other's streams. Restore the hierarchy (@FastSerial on the same superclasses); to break"
                + " with old streams deliberately (readers then reject them), append ' break' to the line"
                + " 'bean com.acme.Sub layout 0x")
                .inFile(sub2).onLineContaining("public class Sub extends Base");
        assertThat(compilation).hadErrorContaining("[" + Message.LOCK_LEVELS_CHANGED.id() + "]");
        assertThat(recorder.createdNames()).doesNotContain("com.acme.SubExternalizer");
        assertThat(lockText()).isEqualTo(before);
    }

    @Test
    void aClassLevelRemovedAbove() throws IOException {
        JavaFileObject base1 = bean("Base", "public class Base implements Externalizable", "String x;");
        JavaFileObject sub1 = bean("Sub", "public class Sub extends Base", "String z;");
        // Base is no longer @FastSerial: its field x would now be written as part of Sub's level
        JavaFileObject base2 = JavaFileObjects.forSourceString("com.acme.Base",
                "package com.acme;\npublic class Base {\n    String x;\n}\n");
        JavaFileObject sub2 = bean("Sub", "public class Sub extends Base implements Externalizable", "String z;");
        assertThat(compile(base1, sub1)).succeeded();
        String before = lockText();
        Compilation compilation = compile(base2, sub2);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("Sub's class levels changed since fastserial.lock recorded it: its fields"
                + " were written after Base's fields, now first, so neither version could read the other's streams."
                + " Restore the hierarchy (@FastSerial on the same superclasses); to break with old streams deliberately"
                + " (readers then reject them), append ' break' to the line 'bean com.acme.Sub after com.acme.Base layout")
                .inFile(sub2).onLineContaining("public class Sub extends Base");
        assertThat(compilation).hadErrorContaining("[" + Message.LOCK_LEVELS_CHANGED.id() + "]");
        assertThat(recorder.createdNames()).doesNotContain("com.acme.SubExternalizer");
        assertThat(lockText()).isEqualTo(before);
    }

    @Test
    void aDeliberateBreakStartsTheClassLevelAfresh() throws IOException {
        JavaFileObject base1 = bean("Base", "public class Base implements Externalizable", "String x;");
        JavaFileObject sub1 = bean("Sub", "public class Sub extends Base", "String z;");
        assertThat(compile(base1, sub1)).succeeded();
        String line = lockText().lines().filter(l -> l.startsWith("bean com.acme.Sub ")).findFirst().orElseThrow();
        Files.writeString(lock(), lockText().replace(line, line + " break"));
        JavaFileObject sub2 = bean("Sub", "public class Sub implements Externalizable", "String z;", "String x;");
        assertThat(compile(base1, sub2)).succeededWithoutWarnings();
        assertThat(lockText()).contains("bean com.acme.Sub layout 0x");
        assertThat(lockText()).contains(" epoch 1");
        assertThat(lockText()).doesNotContain(" break\n");
        assertThat(lockText()).contains("field com.acme.Sub 1 x java.lang.String : String\n");
    }

    @Test
    void aBeanWithoutSerialVersionUid() throws IOException {
        JavaFileObject file = BeanSources.bean("com.acme", "Employee", "public class Employee implements Externalizable",
                "String name;", "public Employee() {}");
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("Employee declares no serialVersionUID: with fastserial.lock, versions"
                + " of Employee must read each other's streams, but the JDK derives a serialVersionUID from the class's"
                + " fields and rejects streams of any other version before fastserial reads them: declare"
                + " 'private static final long serialVersionUID = 1L;'").inFile(file).onLineContaining("public class Employee");
        assertThat(compilation).hadErrorContaining("[" + Message.LOCK_NO_SERIAL_VERSION_UID.id() + "]");
        assertThat(recorder.created()).isEmpty();
    }

    @Test
    void aRemovedFieldWhoseTypeNoLongerExists() throws IOException {
        JavaFileObject address = bean("Address", "public class Address implements Externalizable", "String city;");
        assertThat(compile(address, bean("Person", "public class Person implements Externalizable", "String name;",
                "Address home;"))).succeeded();
        JavaFileObject v2 = bean("Person", "public class Person implements Externalizable", "String name;");
        Compilation compilation = compile(v2);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("the field 'home' was removed from Person, but streams written before"
                + " still hold it (slot 1, inline com.acme.Address), and to skip it PersonExternalizer needs its type"
                + " com.acme.Address, which no longer exists: keep that type as it was until no stored bytes hold the field,"
                + " or break with old streams deliberately by appending ' break' to the line 'bean com.acme.Person layout"
                + " 0x").inFile(v2).onLineContaining("public class Person");
        assertThat(compilation).hadErrorContaining("[" + Message.LOCK_REMOVED_FIELD_UNSKIPPABLE.id() + "]");
        assertThat(recorder.created()).isEmpty();
    }

    @Test
    void anUnreadableLockFileIsOneErrorAndNothingIsGenerated() throws IOException {
        Files.writeString(lock(), "fastserial-lock 1\nbean com.acme.Employee layout zz\n");
        Compilation compilation = compile(bean("Employee", "public class Employee implements Externalizable", "String name;"));
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(":2: 'zz' is not a 16-bit hex layout. This is not a lock file the build"
                + " wrote");
        assertThat(compilation).hadErrorContaining("fastserial generates nothing until the lock file is readable again");
        assertThat(compilation).hadErrorContaining("[" + Message.LOCK_UNREADABLE.id() + "]");
        assertThat(recorder.created()).isEmpty();
    }

    @Test
    void aLockFileThatCannotBeReadOrWrittenIsOneError() throws IOException {
        Files.createDirectories(lock()); // a directory where the file should be
        Compilation unreadable = compile(bean("Employee", "public class Employee implements Externalizable", "String name;"));
        assertThat(unreadable).hadErrorCount(1);
        assertThat(unreadable).hadErrorContaining("cannot read " + lock());
        assertThat(unreadable).hadErrorContaining("[" + Message.LOCK_CANNOT_READ.id() + "]");
        assertThat(recorder.created()).isEmpty();

        Path file = dir.resolve("not-a-directory");
        Files.writeString(file, "x");
        recorder = new RecordingProcessor(new FastSerialProcessor());
        Compilation unwritable = javac().withProcessors(recorder)
                .withOptions("-Afastserial.lock=" + file.resolve("fastserial.lock"))
                .compile(bean("Employee", "public class Employee implements Externalizable", "String name;"));
        assertThat(unwritable).hadErrorCount(1);
        assertThat(unwritable).hadErrorContaining("cannot write " + file.resolve("fastserial.lock"));
        assertThat(unwritable).hadErrorContaining("[" + Message.LOCK_CANNOT_WRITE.id() + "]");
    }

    @Test
    void aFrozenLockFileThatWouldChangeFailsTheBuild() throws IOException {
        JavaFileObject v1 = bean("Employee", "public class Employee implements Externalizable", "String name;");
        assertThat(compile(v1)).succeeded();
        String before = lockText();
        assertThat(compile(List.of("-Afastserial.lock.frozen=true"), v1)).succeededWithoutWarnings();
        Compilation compilation = compile(List.of("-Afastserial.lock.frozen=true"),
                bean("Employee", "public class Employee implements Externalizable", "String name;", "int age;"));
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("is not up to date (fastserial.lock.frozen is set): build once without"
                + " it and commit the file. Lines that would change:");
        assertThat(compilation).hadErrorContaining("+ field com.acme.Employee +0 age int : int");
        assertThat(compilation).hadErrorContaining("[" + Message.LOCK_FROZEN.id() + "]");
        assertThat(lockText()).isEqualTo(before);
    }
}
