package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Every compile error: its message, the line it points at, exactly one error per problem, and no
 * generated class for a bean with errors.
 */
class CompileErrorsTest {

    /** What the last compile generated, recorded at the Filer (compile-testing hides it on failure). */
    private RecordingProcessor recorder;

    private Compilation compile(JavaFileObject... sources) {
        recorder = new RecordingProcessor(new FastSerialProcessor());
        return javac().withProcessors(recorder).compile(sources);
    }

    /** A bean in package com.acme whose body is {@code body}, delegating like a real bean does. */
    private static JavaFileObject bean(String name, String header, String... body) {
        return BeanSources.bean("com.acme", name, header, body);
    }

    private void assertOneError(Compilation compilation, JavaFileObject file, String message, String line) {
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(message).inFile(file).onLineContaining(line);
        assertThat(recorder.created()).isEmpty();
    }

    @Test
    void privateFieldWithoutAccessors() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "private String name;",
                "public Person() {}");
        assertOneError(compile(file), file,
                "field 'name' is private and has no getter or setter, so PersonExternalizer cannot reach it:"
                        + " add getName() and setName(String), make the field package-private,"
                        + " or mark it transient if it need not be written",
                "private String name;");
    }

    @Test
    void privateFieldWithGetterButNoSetter() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "private Double salary;",
                "public Person() {}",
                "public Double getSalary() { return salary; }");
        assertOneError(compile(file), file,
                "field 'salary' is private and has getSalary() but no setSalary(Double), so PersonExternalizer"
                        + " cannot restore it",
                "private Double salary;");
    }

    @Test
    void setterOfAnotherTypeDoesNotCount() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "private long id;",
                "public Person() {}",
                "public long getId() { return id; }",
                "public void setId(int id) { this.id = id; }");
        assertOneError(compile(file), file, "has getId() but no setId(long)", "private long id;");
    }

    @Test
    void finalField() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "final String id = \"x\";",
                "public Person() {}");
        assertOneError(compile(file), file,
                "field 'id' is final, so readExternal cannot restore it: remove final,"
                        + " or mark the field transient if it need not be written",
                "final String id");
    }

    @Test
    void fieldTypeNotSerializable() {
        JavaFileObject file = bean("Job", "public class Job implements Externalizable",
                "Thread worker;",
                "public Job() {}");
        assertOneError(compile(file), file,
                "field 'worker' has type Thread, which is not Serializable: mark the field transient,"
                        + " or give it a Serializable type",
                "Thread worker;");
    }

    @Test
    void typeArgumentNotSerializable() {
        JavaFileObject file = bean("Job", "public class Job implements Externalizable",
                "Map<String, List<Thread>> workers;",
                "public Job() {}");
        assertOneError(compile(file), file,
                "field 'workers' has type Map<String, List<Thread>>, and Thread is not Serializable",
                "workers;");
    }

    @Test
    void interfacesAndObjectAreAccepted() {
        JavaFileObject file = bean("Job", "public class Job implements Externalizable",
                "Runnable task;", "Object anything;", "Comparable<String> key;",
                "public Job() {}");
        assertThat(compile(file)).succeeded();
    }

    @Test
    void beanNotExternalizable() {
        JavaFileObject file = bean("Person", "public class Person implements Serializable",
                "String name;",
                "public Person() {}");
        assertOneError(compile(file), file,
                "Person must implement java.io.Externalizable for @FastSerial: add 'implements Externalizable'"
                        + " and delegate writeExternal/readExternal to PersonExternalizer",
                "public class Person");
    }

    @Test
    void noPublicNoArgConstructor() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "String name;",
                "public Person(String name) { this.name = name; }");
        assertOneError(compile(file), file,
                "Person needs a public no-arg constructor: ObjectInputStream creates Externalizable objects"
                        + " through it before calling readExternal",
                "public class Person");
    }

    @Test
    void packagePrivateNoArgConstructorIsNotEnough() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "String name;",
                "Person() {}");
        assertOneError(compile(file), file, "Person needs a public no-arg constructor", "public class Person");
    }

    @Test
    void subclassInheritingTheParentsMethods() {
        JavaFileObject parent = bean("Person", "public class Person implements Externalizable",
                "String name;",
                "public Person() {}");
        JavaFileObject child = JavaFileObjects.forSourceLines("com.acme.Manager",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "@FastSerial",
                "public class Manager extends Person {",
                "    String department;",
                "    public Manager() {}",
                "}");
        Compilation compilation = compile(parent, child);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(
                        "Manager inherits writeExternal and readExternal from Person, which would silently drop"
                                + " Manager's own fields: declare writeExternal(ObjectOutput) and"
                                + " readExternal(ObjectInput) in Manager and delegate to ManagerExternalizer")
                .inFile(child).onLineContaining("public class Manager");
        assertThat(recorder.createdNames()).containsExactly("com.acme.PersonExternalizer");
    }

    @Test
    void subclassDeclaringOnlyOneMethod() {
        JavaFileObject parent = bean("Person", "public class Person implements Externalizable",
                "String name;",
                "public Person() {}");
        JavaFileObject child = JavaFileObjects.forSourceLines("com.acme.Manager",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "@FastSerial",
                "public class Manager extends Person {",
                "    String department;",
                "    public Manager() {}",
                "    public void writeExternal(ObjectOutput out) throws IOException { ManagerExternalizer.writeExternal(this, out); }",
                "}");
        Compilation compilation = compile(parent, child);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("Manager inherits readExternal from Person")
                .inFile(child).onLineContaining("public class Manager");
    }

    @Test
    void nonStaticInnerClass() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.acme.Outer",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "public class Outer {",
                "    @FastSerial",
                "    public class Inner implements Externalizable {",
                "        String name;",
                "        public Inner() {}",
                "        public void writeExternal(ObjectOutput out) throws IOException { Outer_InnerExternalizer.writeExternal(this, out); }",
                "        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { Outer_InnerExternalizer.readExternal(this, in); }",
                "    }",
                "}");
        assertOneError(compile(file), file,
                "@FastSerial cannot be used on the inner class Inner: its instances need an enclosing Outer"
                        + " that readExternal cannot create; declare it static",
                "public class Inner");
    }

    @Test
    void privateNestedClass() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.acme.Outer",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "public class Outer {",
                "    @FastSerial",
                "    private static class Secret implements Externalizable {",
                "        String name;",
                "        public Secret() {}",
                "        public void writeExternal(ObjectOutput out) throws IOException { Outer_SecretExternalizer.writeExternal(this, out); }",
                "        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { Outer_SecretExternalizer.readExternal(this, in); }",
                "    }",
                "}");
        assertOneError(compile(file), file,
                "@FastSerial class Secret is not visible to the generated Outer_SecretExternalizer because it is"
                        + " private: make it package-private or public",
                "private static class Secret");
    }

    @Test
    void classNestedInAPrivateClass() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.acme.Outer",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "public class Outer {",
                "    private static class Hidden {",
                "        @FastSerial",
                "        public static class Bean implements Externalizable {",
                "            public Bean() {}",
                "            public void writeExternal(ObjectOutput out) {}",
                "            public void readExternal(ObjectInput in) {}",
                "        }",
                "    }",
                "}");
        assertOneError(compile(file), file, "because it is nested in the private class Hidden", "public static class Bean");
    }

    @Test
    void annotationOnAnInterface() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.acme.Shape",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "@FastSerial",
                "public interface Shape extends java.io.Externalizable {}");
        assertOneError(compile(file), file,
                "@FastSerial cannot be used on Shape, which is an interface: annotate the classes that implement it",
                "public interface Shape");
    }

    @Test
    void annotationOnAnEnum() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.acme.Color",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "@FastSerial",
                "public enum Color { RED, GREEN }");
        assertOneError(compile(file), file,
                "@FastSerial cannot be used on Color, which is an enum: enum fields of @FastSerial beans are"
                        + " already written compactly; remove the annotation",
                "public enum Color");
    }

    @Test
    void annotationOnARecord() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.acme.Point",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "@FastSerial",
                "public record Point(int x, int y) implements java.io.Serializable {}");
        assertOneError(compile(file), file,
                "@FastSerial cannot be used on Point, which is a record: readExternal cannot assign a record's"
                        + " final fields; use a class with non-final fields, or keep the record plain Serializable",
                "public record Point");
    }

    @Test
    void inheritedPrivateFieldWithoutAccessorsPointsAtTheBean() {
        JavaFileObject base = JavaFileObjects.forSourceLines("com.acme.Base",
                "package com.acme;",
                "public class Base {",
                "    private String secret;",
                "}");
        JavaFileObject file = bean("Child", "public class Child extends Base implements Externalizable",
                "String name;",
                "public Child() {}");
        Compilation compilation = compile(base, file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'secret' (inherited from Base) is private and has no getter or setter")
                .inFile(file).onLineContaining("public class Child");
    }

    @Test
    void protectedFieldOfASuperclassInAnotherPackageNeedsAccessors() {
        JavaFileObject base = JavaFileObjects.forSourceLines("com.lib.Base",
                "package com.lib;",
                "public class Base {",
                "    protected int version;",
                "}");
        JavaFileObject file = bean("Child", "public class Child extends com.lib.Base implements Externalizable",
                "public Child() {}");
        Compilation compilation = compile(base, file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(
                "field 'version' (inherited from Base) is protected in another package and has no getter or setter");
    }

    @Test
    void everyProblemOfABeanIsReportedOnce() {
        JavaFileObject file = bean("Mess", "public class Mess implements Externalizable",
                "private String a;",
                "final int b = 1;",
                "Thread c;",
                "private Thread d;",
                "public Mess(int x) {}");
        Compilation compilation = compile(file);
        // a: no access; b: final; c: type; d: type and access (two problems); the constructor.
        assertThat(compilation).hadErrorCount(6);
        assertThat(compilation).hadErrorContaining("field 'a' is private").inFile(file).onLineContaining("private String a;");
        assertThat(compilation).hadErrorContaining("field 'b' is final").inFile(file).onLineContaining("final int b");
        assertThat(compilation).hadErrorContaining("field 'c' has type Thread").inFile(file).onLineContaining("Thread c;");
        assertThat(compilation).hadErrorContaining("field 'd' has type Thread").inFile(file).onLineContaining("private Thread d;");
        assertThat(compilation).hadErrorContaining("field 'd' is private").inFile(file).onLineContaining("private Thread d;");
        assertThat(compilation).hadErrorContaining("needs a public no-arg constructor");
        assertThat(recorder.created()).isEmpty();
    }

    @Test
    void aBeanWithErrorsDoesNotStopTheOthers() {
        JavaFileObject bad = bean("Bad", "public class Bad implements Externalizable",
                "final int x = 1;",
                "public Bad() {}");
        JavaFileObject good = bean("Good", "public class Good implements Externalizable",
                "int x;",
                "public Good() {}");
        Compilation compilation = compile(bad, good);
        assertThat(compilation).hadErrorCount(1);
        assertThat(recorder.createdNames()).containsExactly("com.acme.GoodExternalizer");
    }
}
