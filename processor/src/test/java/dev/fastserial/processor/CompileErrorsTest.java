package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    /**
     * With javac's own processing environment: the delegation check reads the beans' source
     * through javac's trees, which a wrapped environment (the recorder's, Gradle's) does not give.
     */
    private static Compilation compileUnwrapped(JavaFileObject... sources) {
        return javac().withProcessors(new FastSerialProcessor()).compile(sources);
    }

    /** A class of a library the user does not own, {@code com.lib.<name>}, with java.io imported. */
    private static JavaFileObject lib(String name, String... lines) {
        List<String> all = new java.util.ArrayList<>(List.of("package com.lib;", "import java.io.*;"));
        all.addAll(List.of(lines));
        return JavaFileObjects.forSourceLines("com.lib." + name, all.toArray(new String[0]));
    }

    /** A bean in package com.acme whose body is {@code body}, delegating like a real bean does. */
    private static JavaFileObject bean(String name, String header, String... body) {
        return BeanSources.bean("com.acme", name, header, body);
    }

    /**
     * One error, from {@code message} (its id ends the first line, its text fits the catalogue's
     * format), containing {@code text}, on the line containing {@code line}; nothing generated.
     */
    private void assertOneError(Compilation compilation, JavaFileObject file, Message message, String text, String line) {
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(text).inFile(file).onLineContaining(line);
        assertIs(message, compilation.errors().get(0));
        assertThat(recorder.created()).isEmpty();
    }

    /** The one error of {@code compilation} that contains {@code text} is {@code message}. */
    private static void assertErrorIs(Message message, Compilation compilation, String text) {
        List<Diagnostic<? extends JavaFileObject>> matching = compilation.errors().stream()
                .filter(d -> d.getMessage(Locale.ROOT).contains(text)).collect(Collectors.toList());
        assertThat(matching).hasSize(1);
        assertIs(message, matching.get(0));
    }

    /** By id and by text: the id ends the first line, and the whole text fits the message's format. */
    static void assertIs(Message message, Diagnostic<?> diagnostic) {
        String text = diagnostic.getMessage(Locale.ROOT);
        String tag = " [" + message.id() + "]";
        assertThat(text.lines().findFirst().orElseThrow()).endsWith(tag);
        assertThat(text.replace(tag, "")).matches(asPattern(message));
    }

    /** The message's format with every argument a wildcard (possibly empty). */
    private static Pattern asPattern(Message message) {
        StringBuilder regex = new StringBuilder();
        String[] literals = message.format().split("%(\\d+\\$)?s", -1);
        for (int i = 0; i < literals.length; i++) { // an argument may be empty: what FS206 found, when nothing
            regex.append(i == 0 ? "" : ".*?").append(Pattern.quote(literals[i]));
        }
        return Pattern.compile(regex.toString(), Pattern.DOTALL);
    }

    @Test
    void privateFieldWithoutAccessors() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "private String name;",
                "public Person() {}");
        assertOneError(compile(file), file,
                Message.NO_ACCESSORS, "field 'name': add getName() and setName(String), make the field package-private,"
                        + " or mark it transient if it need not be written. It is private, so PersonExternalizer needs a"
                        + " getter and a setter of its type",
                "private String name;");
    }

    @Test
    void privateFieldWithGetterButNoSetter() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "private Double salary;",
                "public Person() {}",
                "public Double getSalary() { return salary; }");
        assertOneError(compile(file), file,
                Message.NO_SETTER, "field 'salary': add setSalary(Double), make the field package-private, or mark it transient."
                        + " It is private, so PersonExternalizer needs a setter setSalary(Double) to restore it",
                "private Double salary;");
    }

    @Test
    void privateFieldWithSetterButNoGetter() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "private int age;",
                "public Person() {}",
                "public void setAge(int age) { this.age = age; }");
        assertOneError(compile(file), file, Message.NO_GETTER,
                "field 'age': add getAge(), make the field package-private, or mark it transient. It is private, so"
                        + " PersonExternalizer needs a getter getAge() to read it",
                "private int age;");
    }

    @Test
    void hiddenFieldWhoseCastNamesAPrivateClass() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.acme.Outer",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "public class Outer {",
                "    private static class Base { String name; }",
                "    @FastSerial",
                "    public static class Bean extends Base implements Externalizable {",
                "        String name;",
                "        public Bean() {}",
                "        public void writeExternal(ObjectOutput out) throws IOException { Outer_BeanExternalizer.writeExternal(this, out); }",
                "        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { Outer_BeanExternalizer.readExternal(this, in); }",
                "    }",
                "}");
        assertOneError(compile(file), file, Message.NO_ACCESSORS_HIDDEN,
                "field 'name' (inherited from Base) is hidden by a field of the same name, and the cast that would reach"
                        + " it names Base, which is private in Outer, and has no getter or setter, so Outer_BeanExternalizer"
                        + " cannot reach it: add getName() and setName(String), rename one of the two fields, or mark it"
                        + " transient if it need not be written",
                "public static class Bean");
    }

    @Test
    void hiddenFieldWhoseCastNamesAPrivateClassWithOnlyAGetter() {
        JavaFileObject file = hiddenFieldOfAPrivateBase("public String getName() { return name; }");
        assertOneError(compile(file), file, Message.NO_SETTER_HIDDEN,
                "field 'name' (inherited from Base) is hidden by a field of the same name, and the cast that would reach"
                        + " it names Base, which is private in Outer, and has getName() but no setName(String), so"
                        + " Outer_BeanExternalizer cannot restore it: add setName(String), rename one of the two fields, or"
                        + " mark it transient",
                "public static class Bean");
    }

    @Test
    void hiddenFieldWhoseCastNamesAPrivateClassWithOnlyASetter() {
        JavaFileObject file = hiddenFieldOfAPrivateBase("public void setName(String name) { this.name = name; }");
        assertOneError(compile(file), file, Message.NO_GETTER_HIDDEN,
                "and has setName(String) but no getName(), so Outer_BeanExternalizer cannot read it: add getName(),"
                        + " rename one of the two fields, or mark it transient",
                "public static class Bean");
    }

    /** {@code Outer.Bean extends Outer.Base}, a private class; both declare {@code String name}. */
    private static JavaFileObject hiddenFieldOfAPrivateBase(String baseAccessor) {
        return JavaFileObjects.forSourceLines("com.acme.Outer",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "public class Outer {",
                "    private static class Base { String name; " + baseAccessor + " }",
                "    @FastSerial",
                "    public static class Bean extends Base implements Externalizable {",
                "        String name;",
                "        public Bean() {}",
                "        public void writeExternal(ObjectOutput out) throws IOException { Outer_BeanExternalizer.writeExternal(this, out); }",
                "        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { Outer_BeanExternalizer.readExternal(this, in); }",
                "    }",
                "}");
    }

    @Test
    void setterOfAnotherTypeDoesNotCount() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "private long id;",
                "public Person() {}",
                "public long getId() { return id; }",
                "public void setId(int id) { this.id = id; }");
        assertOneError(compile(file), file, Message.NO_SETTER, "needs a setter setId(long) to restore it (found setId(int),"
                + " needed long)", "private long id;");
    }

    @Test
    void finalField() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "final String id = \"x\";",
                "public Person() {}");
        assertOneError(compile(file), file,
                Message.FINAL_FIELD, "field 'id' is final, so readExternal cannot restore it: remove final,"
                        + " or mark the field transient if it need not be written",
                "final String id");
    }

    @Test
    void fieldTypeNotSerializable() {
        JavaFileObject file = bean("Job", "public class Job implements Externalizable",
                "Thread worker;",
                "public Job() {}");
        assertOneError(compile(file), file,
                Message.NOT_SERIALIZABLE, "field 'worker' has type Thread, which is not Serializable: mark the field transient,"
                        + " or give it a Serializable type",
                "Thread worker;");
    }

    @Test
    void typeArgumentNotSerializable() {
        JavaFileObject file = bean("Job", "public class Job implements Externalizable",
                "Map<String, List<Thread>> workers;",
                "public Job() {}");
        assertOneError(compile(file), file,
                Message.PART_NOT_SERIALIZABLE, "field 'workers' has type Map<String, List<Thread>>, and Thread is not Serializable",
                "workers;");
    }

    @Test
    void arrayComponentNotSerializable() {
        JavaFileObject file = bean("Job", "public class Job implements Externalizable",
                "Thread[][] workers;",
                "public Job() {}");
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("Thread").inFile(file).onLineContaining("Thread[][] workers;");
        assertThat(compilation).hadErrorContaining("not Serializable");
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
                Message.NOT_EXTERNALIZABLE, "Person must implement java.io.Externalizable for @FastSerial: add 'implements Externalizable'"
                        + " and delegate writeExternal/readExternal to PersonExternalizer",
                "public class Person");
    }

    @Test
    void noPublicNoArgConstructor() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "String name;",
                "public Person(String name) { this.name = name; }");
        assertOneError(compile(file), file,
                Message.NO_PUBLIC_NO_ARG_CONSTRUCTOR, "Person: add 'public Person() {}'. ObjectInputStream creates an"
                        + " Externalizable object through its public no-arg constructor, then calls readExternal",
                "public class Person");
    }

    @Test
    void packagePrivateNoArgConstructorIsNotEnough() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "String name;",
                "Person() {}");
        assertOneError(compile(file), file, Message.NO_PUBLIC_NO_ARG_CONSTRUCTOR,
                "Person: make the constructor Person() public (it is package-private)", "public class Person");
    }

    /** {@code com.acme.Person}, a bean with one field. */
    private static JavaFileObject person() {
        return bean("Person", "public class Person implements Externalizable", "String name;", "public Person() {}");
    }

    /** {@code com.acme.Manager extends Person}, with one field of its own and these methods. */
    private static JavaFileObject manager(String... methods) {
        List<String> lines = new java.util.ArrayList<>(List.of("package com.acme;", "import dev.fastserial.FastSerial;",
                "import java.io.*;", "@FastSerial", "public class Manager extends Person {", "    String department;",
                "    public Manager() {}"));
        lines.addAll(List.of(methods));
        lines.add("}");
        return JavaFileObjects.forSourceLines("com.acme.Manager", lines.toArray(new String[0]));
    }

    @Test
    void subclassInheritingTheParentsMethods() {
        JavaFileObject parent = person();
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
        assertIs(Message.INHERITS_EXTERNALIZABLE_METHODS, compilation.errors().get(0));
        assertThat(recorder.createdNames()).containsExactly("com.acme.PersonExternalizer");
    }

    @Test
    void subclassDeclaringOnlyOneMethod() {
        JavaFileObject parent = person();
        JavaFileObject child = manager(
                "    public void writeExternal(ObjectOutput out) throws IOException { ManagerExternalizer.writeExternal(this, out); }");
        Compilation compilation = compile(parent, child);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("Manager inherits readExternal from Person")
                .inFile(child).onLineContaining("public class Manager");
        assertIs(Message.INHERITS_EXTERNALIZABLE_METHODS, compilation.errors().get(0));
    }

    /** Manager's writeExternal copied from Person's compiles (a Manager is a Person), and would write Person's fields only. */
    @Test
    void writeExternalCallingAnotherBeansExternalizer() {
        JavaFileObject parent = person();
        JavaFileObject child = manager(
                "    public void writeExternal(ObjectOutput out) throws IOException { PersonExternalizer.writeExternal(this, out); }",
                "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "        ManagerExternalizer.readExternal(this, in);",
                "    }");
        Compilation compilation = compileUnwrapped(parent, child);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("Manager.writeExternal: call 'ManagerExternalizer.writeExternal(this,"
                        + " out);' instead of PersonExternalizer. The externalizer of Manager is ManagerExternalizer, the"
                        + " only one that handles all of its fields")
                .inFile(child).onLineContaining("public void writeExternal");
        assertIs(Message.OTHER_EXTERNALIZER, compilation.errors().get(0));
    }

    /** {@code com.acme.Account}, a bean with one field, whose methods are {@code methods} (the first on line 8). */
    private static JavaFileObject account(String... methods) {
        List<String> lines = new java.util.ArrayList<>(List.of("package com.acme;", "import dev.fastserial.FastSerial;",
                "import java.io.*;", "@FastSerial", "public class Account implements Externalizable {", "    String owner;",
                "    public Account() {}"));
        lines.addAll(List.of(methods));
        lines.add("}");
        return JavaFileObjects.forSourceLines("com.acme.Account", lines.toArray(new String[0]));
    }

    /** An IDE's stubs: empty bodies would write and read nothing. One error on each. */
    @Test
    void emptyWriteExternalAndReadExternal() {
        JavaFileObject file = account(
                "    public void writeExternal(ObjectOutput out) throws IOException {",
                "    }",
                "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "    }");
        Compilation compilation = compileUnwrapped(file);
        assertThat(compilation).hadErrorCount(2);
        assertThat(compilation).hadErrorContaining("Account.writeExternal: make its body"
                        + " 'AccountExternalizer.writeExternal(this, out);'. Without the call, the code generated for"
                        + " Account (AccountExternalizer) never runs")
                .inFile(file).onLineContaining("public void writeExternal");
        assertThat(compilation).hadErrorContaining("Account.readExternal: make its body")
                .inFile(file).onLineContaining("public void readExternal");
        assertThat(compilation).hadErrorContaining("make its body 'AccountExternalizer.readExternal(this, in);'");
        assertIs(Message.NO_DELEGATION, compilation.errors().get(0));
        assertIs(Message.NO_DELEGATION, compilation.errors().get(1));
    }

    /** A body that reaches the externalizer through a helper of the class, or by its qualified name, compiles. */
    @Test
    void delegationThroughAHelperOrAQualifiedNameCompiles() {
        JavaFileObject file = account(
                "    public void writeExternal(ObjectOutput out) throws IOException {",
                "        writeFields(out);",
                "    }",
                "    private void writeFields(ObjectOutput out) throws IOException {",
                "        AccountExternalizer.writeExternal(this, out);",
                "    }",
                "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "        com.acme.AccountExternalizer.readExternal(this, in);",
                "    }");
        assertThat(compileUnwrapped(file)).succeededWithoutWarnings();
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
                Message.INNER_CLASS, "@FastSerial cannot be used on the inner class Inner: its instances need an enclosing Outer"
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
                Message.PRIVATE_CLASS, "@FastSerial class Secret is not visible to the generated Outer_SecretExternalizer because it is"
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
        assertOneError(compile(file), file, Message.NESTED_IN_PRIVATE_CLASS, "because it is nested in the private class Hidden", "public static class Bean");
    }

    @Test
    void annotationOnAnInterface() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.acme.Shape",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "@FastSerial",
                "public interface Shape extends java.io.Externalizable {}");
        assertOneError(compile(file), file,
                Message.ON_INTERFACE, "@FastSerial cannot be used on Shape, which is an interface: annotate the classes that implement it",
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
                Message.ON_ENUM, "@FastSerial cannot be used on Color, which is an enum: enum fields of @FastSerial beans are"
                        + " already written compactly; remove the annotation",
                "public enum Color");
    }

    @Test
    void annotationOnAnAnnotationType() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.acme.Marker",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "@FastSerial",
                "public @interface Marker {}");
        assertOneError(compile(file), file, Message.ON_ANNOTATION_TYPE,
                "@FastSerial cannot be used on Marker, which is an annotation type", "public @interface Marker");
    }

    /** A record is a value type now (FS103 is retired): without its writeReplace, that is what it is told. */
    @Test
    void aRecordWithoutWriteReplace() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.acme.Point",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "@FastSerial",
                "public record Point(int x, int y) implements java.io.Serializable {}");
        assertOneError(compile(file), file,
                Message.NO_WRITE_REPLACE, "Point declares no writeReplace, so Java serialization would write it by itself"
                        + " instead of through PointExternalizer: add the line"
                        + " 'private Object writeReplace() { return new PointExternalizer(this); }' to Point",
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
        assertThat(compilation).hadErrorContaining("field 'secret' (inherited from Base): add getSecret() and"
                        + " setSecret(String) to Base")
                .inFile(file).onLineContaining("public class Child");
        assertIs(Message.NO_ACCESSORS, compilation.errors().get(0));
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
                "It is protected in another package, so ChildExternalizer needs a getter and a setter of its type");
        assertIs(Message.NO_ACCESSORS, compilation.errors().get(0));
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
        assertThat(compilation).hadErrorContaining("field 'a': add getA()").inFile(file).onLineContaining("private String a;");
        assertThat(compilation).hadErrorContaining("field 'b' is final").inFile(file).onLineContaining("final int b");
        assertThat(compilation).hadErrorContaining("field 'c' has type Thread").inFile(file).onLineContaining("Thread c;");
        assertThat(compilation).hadErrorContaining("field 'd' has type Thread").inFile(file).onLineContaining("private Thread d;");
        assertThat(compilation).hadErrorContaining("field 'd': add getD()").inFile(file).onLineContaining("private Thread d;");
        assertThat(compilation).hadErrorContaining("through its public no-arg constructor");
        assertErrorIs(Message.NO_ACCESSORS, compilation, "field 'a': add getA()");
        assertErrorIs(Message.FINAL_FIELD, compilation, "field 'b' is final");
        assertErrorIs(Message.NOT_SERIALIZABLE, compilation, "field 'c' has type Thread");
        assertErrorIs(Message.NOT_SERIALIZABLE, compilation, "field 'd' has type Thread");
        assertErrorIs(Message.NO_ACCESSORS, compilation, "field 'd': add getD()");
        assertErrorIs(Message.NO_PUBLIC_NO_ARG_CONSTRUCTOR, compilation, "through its public no-arg constructor");
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

    // Issue 9, d3: types the externalizer (a separate class) cannot name, and accessors whose
    // checked exceptions the generated methods cannot throw: once errors inside the generated file.

    @Test
    void privateNestedEnumFieldType() {
        JavaFileObject file = bean("Order", "public class Order implements Externalizable",
                "private enum Status { NEW, PAID }",
                "Status status;",
                "public Order() {}");
        assertOneError(compile(file), file,
                Message.UNNAMEABLE_TYPE, "field 'status' has type Order.Status, which is private in Order, so OrderExternalizer (a separate class)"
                        + " cannot name it: make Status package-private, or mark the field transient if it need not be written",
                "Status status;");
    }

    @Test
    void privateNestedClassAsTypeArgument() {
        JavaFileObject file = bean("Order", "public class Order implements Externalizable",
                "private static class Note implements Serializable { String text; }",
                "Map<String, List<Note>> notes;",
                "public Order() {}");
        assertOneError(compile(file), file,
                Message.UNNAMEABLE_PART, "field 'notes' has type Map<String, List<Order.Note>>, and Note is private in Order, so OrderExternalizer"
                        + " (a separate class) cannot name it: make Note package-private",
                "notes;");
    }

    @Test
    void privateNestedClassAsArrayComponent() {
        JavaFileObject file = bean("Order", "public class Order implements Externalizable",
                "private static class Note implements Serializable { String text; }",
                "Note[][] notes;",
                "public Order() {}");
        assertOneError(compile(file), file, Message.UNNAMEABLE_PART, "field 'notes' has type Order.Note[][], and Note is private in Order",
                "Note[][] notes;");
    }

    @Test
    void typeNestedInAPrivateNestedClass() {
        JavaFileObject file = bean("Order", "public class Order implements Externalizable",
                "private static class Inner { public enum Kind { A } }",
                "Inner.Kind kind;",
                "public Order() {}");
        assertOneError(compile(file), file, Message.UNNAMEABLE_PART, "field 'kind' has type Order.Inner.Kind, and Inner is private in Order",
                "Inner.Kind kind;");
    }

    @Test
    void protectedNestedTypeOfASuperclassInAnotherPackage() {
        JavaFileObject base = JavaFileObjects.forSourceLines("com.lib.Base",
                "package com.lib;",
                "public class Base {",
                "    protected enum Kind { A, B }",
                "}");
        JavaFileObject file = bean("Item", "public class Item extends com.lib.Base implements Externalizable",
                "List<Kind> kinds;",
                "public Item() {}");
        assertOneError(compile(base, file), file,
                Message.UNNAMEABLE_PART, "field 'kinds' has type List<Base.Kind>, and Kind is protected in Base (package com.lib), so ItemExternalizer"
                        + " (a separate class) cannot name it: make Kind public, or mark the field transient",
                "List<Kind> kinds;");
    }

    @Test
    void protectedNestedTypeInTheSamePackageIsFine() {
        JavaFileObject base = JavaFileObjects.forSourceLines("com.acme.Base",
                "package com.acme;",
                "public class Base {",
                "    protected enum Kind { A, B }",
                "}");
        JavaFileObject file = bean("Item", "public class Item extends Base implements Externalizable",
                "Kind kind;",
                "public Item() {}");
        assertThat(compile(base, file)).succeeded();
    }

    @Test
    void typeParameterBoundTheExternalizerCannotName() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.acme.Outer",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "public class Outer {",
                "    private interface Secret extends Serializable {}",
                "    @FastSerial",
                "    public static class Box<T extends Secret> implements Externalizable {",
                "        T value;",
                "        public Box() {}",
                "        public void writeExternal(ObjectOutput out) throws IOException { Outer_BoxExternalizer.writeExternal(this, out); }",
                "        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { Outer_BoxExternalizer.readExternal(this, in); }",
                "    }",
                "}");
        assertOneError(compile(file), file,
                Message.UNNAMEABLE_TYPE_PARAMETER_BOUND, "type parameter T of Box has the bound Outer.Secret, and Secret is private in Outer, so"
                        + " Outer_BoxExternalizer (a separate class) cannot name it: make Secret package-private",
                "public static class Box<T extends Secret>");
    }

    @Test
    void getterThrowingACheckedException() {
        JavaFileObject file = bean("Checked", "public class Checked implements Externalizable",
                "private String name;",
                "public String getName() throws java.util.concurrent.TimeoutException { return name; }",
                "public void setName(String n) { name = n; }",
                "public Checked() {}");
        assertOneError(compile(file), file,
                Message.GETTER_THROWS, "field 'name' is private and its getter getName() throws TimeoutException, which"
                        + " CheckedExternalizer.writeExternal cannot throw: let getName() throw only IOException or"
                        + " unchecked exceptions, make the field package-private, or mark it transient if it need not be written",
                "private String name;");
    }

    @Test
    void setterThrowingACheckedException() {
        JavaFileObject file = bean("Checked", "public class Checked implements Externalizable",
                "private String name;",
                "public String getName() throws IOException { return name; }",
                "public void setName(String n) throws Exception { name = n; }",
                "public Checked() {}");
        assertOneError(compile(file), file,
                Message.SETTER_THROWS, "field 'name' is private and its setter setName(String) throws Exception, which"
                        + " CheckedExternalizer.readExternal cannot throw: let setName(String) throw only IOException,"
                        + " ClassNotFoundException or unchecked exceptions",
                "private String name;");
    }

    @Test
    void inheritedGetterThrowingATypeVariableBoundToACheckedException() {
        JavaFileObject base = JavaFileObjects.forSourceLines("com.lib.Base",
                "package com.lib;",
                "public class Base<E extends Exception> {",
                "    private long id;",
                "    public long getId() throws E { return id; }",
                "    public void setId(long id) { this.id = id; }",
                "}");
        JavaFileObject file = bean("Child", "public class Child extends com.lib.Base<InterruptedException> implements Externalizable",
                "public Child() {}");
        assertOneError(compile(base, file), file,
                Message.GETTER_THROWS, "field 'id' (inherited from Base) is private and its getter getId() throws InterruptedException",
                "public class Child");
    }

    // Issue 9, d4: two fields must never go through the same accessor; one would be lost.

    @Test
    void hiddenPrivateFieldWhoseAccessorsTheSubclassOverrides() {
        JavaFileObject base = JavaFileObjects.forSourceLines("com.lib.Person",
                "package com.lib;",
                "public class Person {",
                "    private String name;",
                "    public String getName() { return name; }",
                "    public void setName(String name) { this.name = name; }",
                "}");
        JavaFileObject file = bean("Pet", "public class Pet extends com.lib.Person implements Externalizable",
                "private String name;",
                "@Override public String getName() { return name; }",
                "@Override public void setName(String name) { this.name = name; }",
                "public Pet() {}");
        assertOneError(compile(base, file), file,
                Message.OVERRIDDEN_ACCESSORS_OF_HIDDEN_FIELD, "field 'name' (inherited from Person) is private and hidden by Pet's field 'name', and Pet overrides"
                        + " getName() and setName(String), so PetExternalizer would write one of the two fields twice and"
                        + " lose the other: rename Pet's field 'name' (with its own accessors), or stop overriding"
                        + " getName() and setName(String) in Pet and make Pet's field 'name' package-private",
                "private String name;");
    }

    @Test
    void subclassFieldUsingTheSuperclassFieldsAccessors() {
        JavaFileObject base = JavaFileObjects.forSourceLines("com.lib.Person",
                "package com.lib;",
                "public class Person {",
                "    private String name;",
                "    public String getName() { return name; }",
                "    public void setName(String name) { this.name = name; }",
                "}");
        JavaFileObject file = bean("Pet", "public class Pet extends com.lib.Person implements Externalizable",
                "private String name;",
                "public Pet() {}");
        assertOneError(compile(base, file), file,
                Message.ACCESSOR_CLASH, "field 'name' would be written through getName() and setName(String), the accessors of field 'name'"
                        + " (inherited from Person) too, so PetExternalizer would write one of the two fields twice and"
                        + " lose the other: rename one of the two fields (with its accessors), or make field 'name'"
                        + " package-private, or mark it transient if it need not be written",
                "private String name;");
    }

    @Test
    void twoFieldsOfOneClassMatchingOneGetter() {
        JavaFileObject file = bean("Coords", "public class Coords implements Externalizable",
                "private int xCoord;",
                "private int XCoord;",
                "public int getXCoord() { return XCoord; }",
                "public void setXCoord(int v) { XCoord = v; }",
                "public Coords() {}");
        assertOneError(compile(file), file,
                Message.ACCESSOR_CLASH, "field 'xCoord' would be written through getXCoord() and setXCoord(int), the accessors of field 'XCoord' too",
                "private int xCoord;");
    }

    // Issue 9, d5: a superclass that serializes itself cannot be written field by field.

    @Test
    void extendingDate() {
        JavaFileObject file = bean("Stamp", "public class Stamp extends java.util.Date implements Externalizable",
                "String label;",
                "public Stamp() {}");
        assertOneError(compile(file), file,
                Message.SUPERCLASS_SERIALIZES_ITSELF, "Stamp cannot be @FastSerial: its superclass java.util.Date serializes itself (it declares writeObject"
                        + " and readObject), and StampExternalizer, writing fields one by one, would lose what that saves:"
                        + " hold the Date in a field of Stamp instead of extending Date, or remove @FastSerial and let"
                        + " Java serialization write Stamp",
                "public class Stamp");
    }

    @Test
    void extendingArrayListIsOneErrorNotAdviceAboutItsFields() {
        JavaFileObject file = bean("Tags", "public class Tags extends ArrayList<String> implements Externalizable",
                "String owner;",
                "public Tags() {}");
        assertOneError(compile(file), file,
                Message.SUPERCLASS_SERIALIZES_ITSELF, "Tags cannot be @FastSerial: its superclass java.util.ArrayList serializes itself (it declares"
                        + " writeObject and readObject)",
                "public class Tags");
    }

    @Test
    void extendingASubclassOfHashMap() {
        JavaFileObject mid = JavaFileObjects.forSourceLines("com.acme.Props",
                "package com.acme;",
                "public class Props extends java.util.HashMap<String, String> {",
                "    String kind;",
                "}");
        JavaFileObject file = bean("Settings", "public class Settings extends Props implements Externalizable",
                "String owner;",
                "public Settings() {}");
        assertOneError(compile(mid, file), file,
                Message.INDIRECT_SUPERCLASS_SERIALIZES_ITSELF, "Settings cannot be @FastSerial: its superclass (through Props) java.util.HashMap serializes itself"
                        + " (it declares writeObject and readObject)",
                "public class Settings");
    }

    @Test
    void extendingAnExternalizableClass() {
        JavaFileObject base = lib("Versioned",
                "public class Versioned implements Externalizable {",
                "    public int version;",
                "    public void writeExternal(ObjectOutput out) throws IOException { out.writeInt(version); }",
                "    public void readExternal(ObjectInput in) throws IOException { version = in.readInt(); }",
                "}");
        JavaFileObject file = bean("Doc", "public class Doc extends com.lib.Versioned implements Externalizable",
                "String text;",
                "public Doc() {}");
        assertOneError(compile(base, file), file,
                Message.SUPERCLASS_SERIALIZES_ITSELF, "Doc cannot be @FastSerial: its superclass com.lib.Versioned serializes itself (it declares writeExternal and readExternal)",
                "public class Doc");
    }

    @Test
    void extendingAClassWithSerialPersistentFields() {
        JavaFileObject base = lib("Legacy",
                "public class Legacy implements Serializable {",
                "    private static final ObjectStreamField[] serialPersistentFields = {};",
                "    public int count;",
                "}");
        JavaFileObject file = bean("Doc", "public class Doc extends com.lib.Legacy implements Externalizable",
                "public Doc() {}");
        assertOneError(compile(base, file), file,
                Message.SUPERCLASS_SERIALIZES_ITSELF, "its superclass com.lib.Legacy serializes itself (it declares serialPersistentFields)", "public class Doc");
    }

    @Test
    void extendingAClassWhoseWriteReplaceTheJdkWouldCall() {
        JavaFileObject base = lib("Token",
                "public class Token implements Serializable {",
                "    public String value;",
                "    protected Object writeReplace() { return value; }",
                "}");
        JavaFileObject file = bean("Doc", "public class Doc extends com.lib.Token implements Externalizable",
                "public Doc() {}");
        assertOneError(compile(base, file), file,
                Message.SUPERCLASS_SERIALIZES_ITSELF, "its superclass com.lib.Token serializes itself (it declares writeReplace)", "public class Doc");
    }

    @Test
    void extendingAClassThatDeclaresOnlyReadObjectNoData() {
        JavaFileObject base = lib("Fallback",
                "public class Fallback implements Serializable {",
                "    public int count;",
                "    private void readObjectNoData() throws ObjectStreamException { count = -1; }",
                "}");
        JavaFileObject file = bean("Doc", "public class Doc extends com.lib.Fallback implements Externalizable",
                "public Doc() {}");
        assertOneError(compile(base, file), file,
                Message.SUPERCLASS_SERIALIZES_ITSELF, "its superclass com.lib.Fallback serializes itself (it declares readObjectNoData)",
                "public class Doc");
    }

    @Test
    void extendingAClassWhoseInheritedReadResolveTheJdkWouldCall() {
        JavaFileObject root = lib("Interned",
                "public class Interned implements Serializable {",
                "    public String value;",
                "    protected Object readResolve() { return this; }",
                "}");
        JavaFileObject mid = lib("Named",
                "public class Named extends Interned {",
                "    public String name;",
                "}");
        JavaFileObject file = bean("Doc", "public class Doc extends com.lib.Named implements Externalizable",
                "public Doc() {}");
        Compilation compilation = compile(root, mid, file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("readResolve").inFile(file).onLineContaining("public class Doc");
    }

    /** A private writeReplace is the superclass's own: the JDK never calls it on the bean, so nothing is lost. */
    @Test
    void extendingAClassWithAPrivateWriteReplaceCompiles() {
        JavaFileObject base = lib("Quiet",
                "public class Quiet implements Serializable {",
                "    public String value;",
                "    private Object writeReplace() { return this; }",
                "}");
        JavaFileObject file = bean("Doc", "public class Doc extends com.lib.Quiet implements Externalizable",
                "String text;",
                "public Doc() {}");
        assertThat(compile(base, file)).succeededWithoutWarnings();
    }

    // Issue 9, m1: @ByReference that would change nothing is an error, not silently ignored.

    @Test
    void byReferenceOnAListOfStrings() {
        JavaFileObject file = bean("Shared", "public class Shared implements Externalizable",
                "@ByReference ArrayList<String> names;",
                "public Shared() {}");
        assertOneError(compile(file), file,
                Message.BY_REFERENCE_CHANGES_NOTHING, "field 'names' is marked @ByReference, but ArrayList<String> holds no @FastSerial bean, and fastserial"
                        + " copies every other value (as hand-written Externalizable code does), so the annotation would"
                        + " change nothing: remove @ByReference; to keep such a value shared, declare the field as Object"
                        + " (written through writeObject)",
                "ArrayList<String> names;");
    }

    @Test
    void byReferenceOnAnIntArray() {
        JavaFileObject file = bean("Shared", "public class Shared implements Externalizable",
                "@ByReference int[] counts;",
                "public Shared() {}");
        assertOneError(compile(file), file, Message.BY_REFERENCE_CHANGES_NOTHING, "field 'counts' is marked @ByReference, but int[] holds no @FastSerial bean",
                "int[] counts;");
    }

    @Test
    void byReferenceOnAString() {
        JavaFileObject file = bean("Shared", "public class Shared implements Externalizable",
                "@ByReference String name;",
                "public Shared() {}");
        assertOneError(compile(file), file, Message.BY_REFERENCE_CHANGES_NOTHING, "field 'name' is marked @ByReference, but String holds no @FastSerial bean",
                "String name;");
    }

    @Test
    void byReferenceOnAFieldThatAlreadyGoesThroughWriteObject() {
        JavaFileObject file = bean("Shared", "public class Shared implements Externalizable",
                "@ByReference Object anything;",
                "public Shared() {}");
        assertOneError(compile(file), file,
                Message.BY_REFERENCE_ALREADY_SHARED, "field 'anything' is marked @ByReference, but Object already goes through writeObject, which keeps"
                        + " shared references: remove @ByReference",
                "Object anything;");
    }

    // Issue 36, f03: a bean type held inline in one field and by reference in another of the same class.

    private static JavaFileObject item() {
        return BeanSources.bean("com.acme", "Item", "public class Item implements Externalizable",
                "String id;", "int quantity;", "public Item() {}");
    }

    /**
     * As {@link #assertOneError}, where the other beans of the compilation are generated: the one
     * error, and nothing generated for {@code refused}.
     */
    private void assertOneErrorRefusing(String refused, Compilation compilation, JavaFileObject file, Message message,
                                        String text, String line) {
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(text).inFile(file).onLineContaining(line);
        assertIs(message, compilation.errors().get(0));
        assertThat(recorder.created().stream().map(RecordingProcessor.Created::name).toList())
                .doesNotContain("com.acme." + refused + "Externalizer");
    }

    @Test
    void aBeanHeldInlineBesideTheSameBeanByReferenceIsRefusedOnTheInlineField() {
        JavaFileObject basket = bean("Basket", "public class Basket implements Externalizable",
                "Map<String, Item> byId = Collections.synchronizedMap(new HashMap<String, Item>());",
                "@ByReference List<Item> inOrder = new ArrayList<Item>();",
                "public Basket() {}");
        assertOneErrorRefusing("Basket", compile(item(), basket), basket, Message.SHARED_BEAN_SPLIT,
                "field 'byId' has type Map<String, Item>, which holds Item inline (a copy), while field 'inOrder'"
                        + " (List<Item>) holds it by reference (marked @ByReference): one Item in both fields would come"
                        + " back as two objects, and a change made through one field would not show in the other: mark"
                        + " field 'byId' @ByReference, so that both keep it shared",
                "Map<String, Item> byId");
    }

    @Test
    void aBeanHeldInlineAsAnArrayComponentOrDirectlyIsRefusedOnEachSuchField() {
        JavaFileObject basket = bean("Basket", "public class Basket implements Externalizable",
                "@ByReference Set<Item> all;",
                "Item[][] grid;",
                "Item current;",
                "Map<Item, String> notes;",
                "public Basket() {}");
        Compilation compilation = compile(item(), basket);
        assertThat(compilation).hadErrorCount(3);
        assertThat(compilation).hadErrorContaining("field 'grid' has type Item[][], which holds Item inline")
                .inFile(basket).onLineContaining("Item[][] grid;");
        assertThat(compilation).hadErrorContaining("field 'current' has type Item, which holds Item inline")
                .inFile(basket).onLineContaining("Item current;");
        assertThat(compilation).hadErrorContaining("field 'notes' has type Map<Item, String>, which holds Item inline")
                .inFile(basket).onLineContaining("Map<Item, String> notes;");
        for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
            assertIs(Message.SHARED_BEAN_SPLIT, error);
        }
    }

    @Test
    void aSubclassHeldInlineBesideAnAbstractSuperclassByReferenceIsRefused() {
        JavaFileObject animal = bean("Animal", "public abstract class Animal implements Externalizable",
                "String name;", "public Animal() {}");
        JavaFileObject dog = bean("Dog", "public class Dog extends Animal implements Externalizable",
                "public Dog() {}");
        JavaFileObject zoo = bean("Zoo", "public class Zoo implements Externalizable",
                "List<Animal> all;",
                "Map<String, Dog> dogs;",
                "public Zoo() {}");
        assertOneErrorRefusing("Zoo", compile(animal, dog, zoo), zoo, Message.SHARED_BEAN_SPLIT,
                "field 'dogs' has type Map<String, Dog>, which holds Dog inline (a copy), while field 'all' (List<Animal>)"
                        + " holds it by reference (Animal is abstract)", "Map<String, Dog> dogs;");
    }

    @Test
    void aFieldInlineInAChainedSuperclassIsRefusedOnThatFieldWhenItIsCompiledHere() {
        JavaFileObject base = bean("Base", "public class Base implements Externalizable",
                "Item current;",
                "public Base() {}");
        JavaFileObject basket = bean("Basket", "public class Basket extends Base implements Externalizable",
                "@ByReference List<Item> items;",
                "public Basket() {}");
        Compilation compilation = compile(item(), base, basket);
        assertOneErrorRefusing("Basket", compilation, base, Message.SHARED_BEAN_SPLIT,
                "field 'current' (inherited from Base) has type Item, which holds Item inline (a copy), while field"
                        + " 'items' (List<Item>) holds it by reference", "Item current;");
        assertThat(generated()).doesNotContain("com.acme.BaseExternalizer"); // the field at fault is its own
    }

    /** The externalizers the last compilation generated. */
    private List<String> generated() {
        return recorder.created().stream().map(RecordingProcessor.Created::name).toList();
    }

    /** The shape the conformance suite found: the two fields in two classes, which a third reaches. */
    @Test
    void aBeanHeldInlineInOneClassAndByReferenceInAnotherIsRefusedOnTheInlineFieldNamingWhereTheyMeet() {
        JavaFileObject part = bean("Part", "public class Part implements Externalizable", "String name;",
                "public Part() {}");
        JavaFileObject line = bean("Line", "public class Line implements Externalizable", "Part part;",
                "public Line() {}");
        JavaFileObject index = bean("Index", "public class Index implements Externalizable", "@ByReference Part first;",
                "public Index() {}");
        JavaFileObject order = bean("Order", "public class Order implements Externalizable",
                "@ByReference Index index;",
                "Line[] lines;",
                "public Order() {}");
        Compilation compilation = compile(part, line, index, order);
        assertOneErrorRefusing("Order", compilation, line, Message.SHARED_BEAN_SPLIT_ACROSS,
                "field 'part' of Line has type Part, which holds Part inline (a copy), while field 'first' of Index"
                        + " (Part) holds it by reference (marked @ByReference), and Order reaches both (through field"
                        + " 'lines' and field 'index'): one Part in both fields would come back as two objects, and a"
                        + " change made through one field would not show in the other: mark field 'part' of Line"
                        + " @ByReference, so that both keep it shared", "Part part;");
        assertThat(generated()).doesNotContain("com.acme.LineExternalizer");
        assertThat(generated()).containsAtLeast("com.acme.PartExternalizer", "com.acme.IndexExternalizer");
    }

    @Test
    void manyClassesReachingOneSplitGiveOneErrorOnItsInlineField() {
        JavaFileObject line = bean("Line", "public class Line implements Externalizable", "Item item;",
                "public Line() {}");
        JavaFileObject index = bean("Index", "public class Index implements Externalizable", "@ByReference Item first;",
                "public Index() {}");
        JavaFileObject order = bean("Order", "public class Order implements Externalizable",
                "Index index;", "Line line;", "public Order() {}");
        JavaFileObject invoice = bean("Invoice", "public class Invoice implements Externalizable",
                "List<Line> lines;", "Map<String, Index> indexes;", "Order order;", "public Invoice() {}");
        JavaFileObject archive = bean("Archive", "public class Archive implements Externalizable",
                "Invoice[] invoices;", "public Archive() {}");
        Compilation compilation = compile(item(), line, index, order, invoice, archive);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'item' of Line has type Item, which holds Item inline")
                .inFile(line).onLineContaining("Item item;");
        assertIs(Message.SHARED_BEAN_SPLIT_ACROSS, compilation.errors().get(0));
    }

    @Test
    void aSplitWithinAClassReachedIsThatClasssOwnErrorNotEveryHoldersOne() {
        JavaFileObject holder = bean("Holder", "public class Holder implements Externalizable",
                "Item copy;", "@ByReference Item shared;", "public Holder() {}");
        JavaFileObject outer = bean("Outer", "public class Outer implements Externalizable",
                "List<Holder> holders;", "public Outer() {}");
        for (JavaFileObject[] order : List.of(new JavaFileObject[] {item(), holder, outer},
                new JavaFileObject[] {outer, item(), holder})) {
            Compilation compilation = compile(order);
            assertThat(compilation).hadErrorCount(1);
            assertThat(compilation).hadErrorContaining("field 'copy' has type Item, which holds Item inline (a copy),"
                    + " while field 'shared' (Item) holds it by reference").inFile(holder).onLineContaining("Item copy;");
            assertIs(Message.SHARED_BEAN_SPLIT, compilation.errors().get(0));
        }
    }

    @Test
    void aBeanHeldInlineByARecordAndByReferenceElsewhereIsRefusedOnTheComponent() {
        JavaFileObject entry = BeanSources.acme("Entry", "@FastSerial", "public record Entry(String note, Item item)"
                + " implements Serializable {", "    private Object writeReplace() { return new EntryExternalizer(this); }",
                "}");
        JavaFileObject basket = bean("Basket", "public class Basket implements Externalizable",
                "List<Entry> entries;", "@ByReference Set<Item> items;", "public Basket() {}");
        Compilation compilation = compile(item(), entry, basket);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("component 'item' of Entry has type Item, which holds Item inline"
                + " (a copy), while field 'items' of Basket (Set<Item>) holds it by reference (marked @ByReference), and"
                + " Basket reaches both (through field 'entries' and field 'items')").inFile(entry).onLineContaining("record Entry");
        assertIs(Message.SHARED_BEAN_SPLIT_ACROSS, compilation.errors().get(0));
    }

    /**
     * The long run's next shape: the by-reference field is in a record held in a list whose declared class goes
     * through writeObject ({@code CopyOnWriteArrayList} as a field's type), which writes the record's fields all
     * the same: declared types are followed whatever form they take.
     */
    @Test
    void aBeanHeldByReferenceInsideAContainerWrittenThroughWriteObjectCountsToo() {
        JavaFileObject owner = BeanSources.acme("Owner", "@FastSerial", "public record Owner(@ByReference Item item)"
                + " implements Serializable {", "    private Object writeReplace() { return new OwnerExternalizer(this); }", "}");
        JavaFileObject entry = BeanSources.acme("Entry", "@FastSerial", "public record Entry(Owner owner)"
                + " implements Serializable {", "    private Object writeReplace() { return new EntryExternalizer(this); }", "}");
        JavaFileObject basket = bean("Basket", "public class Basket implements Externalizable",
                "java.util.concurrent.CopyOnWriteArrayList<Entry> entries;", "Item current;", "public Basket() {}");
        Compilation compilation = compile(item(), owner, entry, basket);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'current' of Basket has type Item, which holds Item inline (a"
                + " copy), while component 'item' of Owner (Item) holds it by reference (marked @ByReference), and Basket"
                + " reaches both (through field 'current' and field 'entries')").inFile(basket).onLineContaining("Item current;");
        assertIs(Message.SHARED_BEAN_SPLIT_ACROSS, compilation.errors().get(0));
    }

    @Test
    void aSuperclassLevelOfAClassReachedCountsToo() {
        JavaFileObject base = bean("Base", "public class Base implements Externalizable", "Item current;",
                "public Base() {}");
        JavaFileObject sub = bean("Sub", "public class Sub extends Base implements Externalizable", "String tag;",
                "public Sub() {}");
        JavaFileObject root = bean("Root", "public class Root implements Externalizable",
                "@ByReference Item chosen;", "Map<String, Sub> subs;", "public Root() {}");
        Compilation compilation = compile(item(), base, sub, root);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("field 'current' of Base has type Item, which holds Item inline (a copy),"
                + " while field 'chosen' of Root (Item) holds it by reference (marked @ByReference), and Root reaches both"
                + " (through field 'subs' and field 'chosen')").inFile(base).onLineContaining("Item current;");
        assertIs(Message.SHARED_BEAN_SPLIT_ACROSS, compilation.errors().get(0));
    }

    /** A class from a jar cannot be changed here: the error is on the field that leads to it, and names it. */
    @Test
    void anInlineFieldOfAClassCompiledElsewhereIsRefusedOnTheFieldThatLeadsToIt(@TempDir Path tmp) throws IOException {
        JavaFileObject libItem = BeanSources.bean("com.lib", "Item", "public class Item implements Externalizable",
                "String id;", "public Item() {}");
        JavaFileObject libLine = BeanSources.bean("com.lib", "Line", "public class Line implements Externalizable",
                "Item item;", "public Line() {}");
        List<File> classpath = Advice.classPathOf(tmp.resolve("classes"), libItem, libLine);
        JavaFileObject basket = bean("Basket", "public class Basket implements Externalizable",
                "@ByReference List<com.lib.Item> chosen;",
                "List<com.lib.Line> lines;",
                "public Basket() {}");
        recorder = new RecordingProcessor(new FastSerialProcessor());
        Compilation compilation = javac().withProcessors(recorder).withClasspath(classpath).compile(basket);
        assertOneErrorRefusing("Basket", compilation, basket, Message.SHARED_BEAN_SPLIT_ELSEWHERE,
                "field 'item' of Line, a class compiled elsewhere, holds Item inline (a copy), and Basket reaches it"
                        + " through field 'lines', while field 'chosen' of Basket (List<Item>) holds Item by reference"
                        + " (marked @ByReference): one Item reached through both would come back as two objects, and a"
                        + " change made through one field would not show in the other: build Line again with field"
                        + " 'item' marked @ByReference, or change Basket so that it does not reach both",
                "List<com.lib.Line> lines;");
    }

    @Test
    void aPairWithinAChainedSuperclassIsThatClasssOneError() {
        JavaFileObject base = bean("Base", "public class Base implements Externalizable",
                "Item current;",
                "@ByReference List<Item> items;",
                "public Base() {}");
        JavaFileObject basket = bean("Basket", "public class Basket extends Base implements Externalizable",
                "String owner;",
                "public Basket() {}");
        assertOneErrorRefusing("Base", compile(item(), base, basket), base, Message.SHARED_BEAN_SPLIT,
                "field 'current' has type Item, which holds Item inline", "Item current;");
    }

    @Test
    void beansHeldAllByReferenceOrAllInlineOrOfOtherTypesAreFine() {
        JavaFileObject other = BeanSources.bean("com.acme", "Other", "public class Other implements Externalizable",
                "String id;", "public Other() {}");
        JavaFileObject basket = bean("Basket", "public class Basket implements Externalizable",
                "@ByReference Map<String, Item> byId;",
                "@ByReference List<Item> inOrder;",
                "List<Other> others;",
                "Map<String, Other> otherIndex;",
                "Object anything;",
                "public Basket() {}");
        assertThat(compile(item(), other, basket)).succeededWithoutWarnings();
    }

    // The processor's own messages (FS3xx).

    @Test
    void aBeanWhoseTypesNeverResolveIsAWarningOnTheBean() {
        JavaFileObject file = bean("Order", "public class Order implements Externalizable",
                "Missing item;",
                "public Order() {}");
        Compilation compilation = compile(file);
        assertThat(compilation).failed(); // javac's own "cannot find symbol"
        assertThat(compilation).hadWarningContaining("OrderExternalizer was not generated: Missing could not be resolved")
                .inFile(file).onLineContaining("public class Order");
        List<Diagnostic<? extends JavaFileObject>> ours = compilation.warnings().stream()
                .filter(d -> d.getMessage(Locale.ROOT).contains("[FS")).collect(Collectors.toList());
        assertThat(ours).hasSize(1);
        assertIs(Message.NOT_GENERATED_UNRESOLVED, ours.get(0));
        assertThat(recorder.created()).isEmpty();
    }

    @Test
    void aFileThatCannotBeWrittenIsAnErrorOnTheBean() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable",
                "String name;",
                "public Person() {}");
        Compilation compilation = javac().withProcessors(new FailingFilerProcessor(new FastSerialProcessor())).compile(file);
        assertThat(compilation).hadErrorContaining("fastserial could not write com.acme.PersonExternalizer:"
                        + " java.io.IOException: disk full")
                .inFile(file).onLineContaining("public class Person");
        assertErrorIs(Message.WRITE_FAILED, compilation, "fastserial could not write");
    }

    /** Runs a processor whose Filer fails every file with "disk full". */
    private static final class FailingFilerProcessor extends javax.annotation.processing.AbstractProcessor {
        private final javax.annotation.processing.Processor delegate;

        FailingFilerProcessor(javax.annotation.processing.Processor delegate) {
            this.delegate = delegate;
        }

        @Override
        public synchronized void init(javax.annotation.processing.ProcessingEnvironment env) {
            super.init(env);
            javax.annotation.processing.Filer failing = (javax.annotation.processing.Filer) java.lang.reflect.Proxy.newProxyInstance(
                    getClass().getClassLoader(), new Class<?>[] {javax.annotation.processing.Filer.class},
                    (proxy, method, args) -> {
                        throw new java.io.IOException("disk full");
                    });
            delegate.init((javax.annotation.processing.ProcessingEnvironment) java.lang.reflect.Proxy.newProxyInstance(
                    getClass().getClassLoader(), new Class<?>[] {javax.annotation.processing.ProcessingEnvironment.class},
                    (proxy, method, args) -> {
                        if (method.getName().equals("getFiler")) {
                            return failing;
                        }
                        try {
                            return method.invoke(env, args);
                        } catch (java.lang.reflect.InvocationTargetException e) {
                            throw e.getCause();
                        }
                    }));
        }

        @Override
        public java.util.Set<String> getSupportedAnnotationTypes() {
            return delegate.getSupportedAnnotationTypes();
        }

        @Override
        public javax.lang.model.SourceVersion getSupportedSourceVersion() {
            return delegate.getSupportedSourceVersion();
        }

        @Override
        public boolean process(java.util.Set<? extends javax.lang.model.element.TypeElement> annotations,
                               javax.annotation.processing.RoundEnvironment round) {
            return delegate.process(annotations, round);
        }
    }
}
