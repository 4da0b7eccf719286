package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.util.List;
import javax.tools.JavaFileObject;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The mistakes of issue 25 (../shared/adoption/, one test or two a case, named after it): each is
 * one clear error on the element at fault, and its advice, applied literally (the quoted lines
 * taken from the message itself), compiles and round-trips.
 */
class AdoptionCasesTest {
    @TempDir
    Path dir;

    /** {@code bean} through both paths: each field named in {@code fieldsAndValues} comes back with its value. */
    private static void keeps(Object bean, Object... fieldsAndValues) {
        for (Object back : new Object[] {Streams.roundTrip(bean), Direct.roundTrip(bean)}) {
            for (int i = 0; i < fieldsAndValues.length; i += 2) {
                assertEquals(fieldsAndValues[i + 1], get(back, (String) fieldsAndValues[i]));
            }
        }
    }

    private static JavaFileObject employee() {
        return Advice.source("com.acme.Employee",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "@FastSerial",
                "public class Employee implements Externalizable {",
                "    private static final long serialVersionUID = 1L;",
                "    String name;",
                "    public Employee() {}",
                "    @Override public void writeExternal(ObjectOutput out) throws IOException {",
                "        EmployeeExternalizer.writeExternal(this, out);",
                "    }",
                "    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "        EmployeeExternalizer.readExternal(this, in);",
                "    }",
                "}");
    }

    private static JavaFileObject manager() {
        return Advice.source("com.acme.Manager",
                "package com.acme;",
                "public class Manager extends Employee {",
                "    private static final long serialVersionUID = 1L;",
                "    int reports;",
                "    public Manager() {}",
                "}");
    }

    /**
     * FS133's advice, applied: the annotation on the class, and the two methods with the calls it
     * quotes (declared, as the subclass has none).
     */
    private static JavaFileObject annotatedAsTold(JavaFileObject subclass, String className, String message) {
        List<String> calls = Advice.quoted(message);
        String write = calls.stream().filter(c -> c.contains(".writeExternal(")).findFirst().orElseThrow();
        String read = calls.stream().filter(c -> c.contains(".readExternal(")).findFirst().orElseThrow();
        JavaFileObject annotated = Advice.edit(subclass, "public class " + className,
                "@dev.fastserial.FastSerial public class " + className);
        return Advice.edit(annotated, "    public " + className + "() {}",
                "    public " + className + "() {}\n"
                        + "    @Override public void writeExternal(java.io.ObjectOutput out) throws java.io.IOException {\n"
                        + "        " + write + "\n"
                        + "    }\n"
                        + "    @Override public void readExternal(java.io.ObjectInput in)\n"
                        + "            throws java.io.IOException, ClassNotFoundException {\n"
                        + "        " + read + "\n"
                        + "    }");
    }

    /** 04c: Manager extends the @FastSerial Employee, adds a field, and is not annotated. */
    @Test
    void subclassNotAnnotated04c() {
        JavaFileObject manager = manager();
        Compilation compilation = Advice.compile(employee(), manager);
        String message = Advice.oneError(compilation, Message.UNANNOTATED_SUBCLASS, manager, "public class Manager");
        assertThat(message).startsWith("Manager extends the @FastSerial class Employee but is not @FastSerial itself, so"
                + " EmployeeExternalizer, which knows only Employee's fields, would refuse a Manager at run time (its own"
                + " fields would be lost): annotate Manager with @FastSerial, and make its writeExternal and readExternal"
                + " (declare them if it has none) call 'ManagerExternalizer.writeExternal(this, out);' and"
                + " 'ManagerExternalizer.readExternal(this, in);'");

        CompiledBeans fixed = CompiledBeans.compile(employee(), annotatedAsTold(manager, "Manager", message));
        Object m = set(set(fixed.newInstance("com.acme.Manager"), "name", "Grace"), "reports", 7);
        keeps(m, "name", "Grace", "reports", 7);
    }

    /** 15: @FastSerial on the abstract base of a hierarchy; the concrete Circle is not annotated. */
    @Test
    void annotationOnTheAbstractClassOnly15() {
        JavaFileObject shape = Advice.source("com.acme.Shape",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "@FastSerial",
                "public abstract class Shape implements Externalizable {",
                "    private static final long serialVersionUID = 1L;",
                "    String color;",
                "    public abstract double area();",
                "    @Override public void writeExternal(ObjectOutput out) throws IOException {",
                "        ShapeExternalizer.writeExternal(this, out);",
                "    }",
                "    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "        ShapeExternalizer.readExternal(this, in);",
                "    }",
                "}");
        JavaFileObject circle = Advice.source("com.acme.Circle",
                "package com.acme;",
                "public class Circle extends Shape {",
                "    private static final long serialVersionUID = 1L;",
                "    double radius;",
                "    public Circle() {}",
                "    public double area() { return Math.PI * radius * radius; }",
                "}");
        String message = Advice.oneError(Advice.compile(shape, circle), Message.UNANNOTATED_SUBCLASS, circle,
                "public class Circle");
        assertThat(message).startsWith("Circle extends the @FastSerial class Shape but is not @FastSerial itself, so"
                + " ShapeExternalizer, which knows only Shape's fields, would refuse a Circle at run time");

        CompiledBeans fixed = CompiledBeans.compile(shape, annotatedAsTold(circle, "Circle", message));
        Object c = set(set(fixed.newInstance("com.acme.Circle"), "color", "red"), "radius", 2.5);
        keeps(c, "color", "red", "radius", 2.5);
    }

    /**
     * A nested subclass is seen too. Not errors: an abstract one (its concrete subclasses are
     * checked), and a concrete one between two @FastSerial classes, whose fields the lower one's
     * externalizer writes (an instance of it alone is refused at run time: SubclassRefusalTest).
     */
    @Test
    void nestedAndAbstractSubclasses() {
        JavaFileObject staff = Advice.source("com.acme.Staff",
                "package com.acme;",
                "public class Staff {",
                "    public abstract static class Worker extends Employee {}",
                "    public static class Intern extends Worker {",
                "        public Intern() {}",
                "    }",
                "    public static class Lead extends Employee {",
                "        String team;",
                "        public Lead() {}",
                "    }",
                "    @dev.fastserial.FastSerial",
                "    public static class Chief extends Lead {",
                "        public Chief() {}",
                "        @Override public void writeExternal(java.io.ObjectOutput out) throws java.io.IOException {",
                "            Staff_ChiefExternalizer.writeExternal(this, out);",
                "        }",
                "        @Override public void readExternal(java.io.ObjectInput in)",
                "                throws java.io.IOException, ClassNotFoundException {",
                "            Staff_ChiefExternalizer.readExternal(this, in);",
                "        }",
                "    }",
                "}");
        Advice.oneError(Advice.compile(employee(), staff), Message.UNANNOTATED_SUBCLASS, staff,
                "public static class Intern");
    }

    /** 03b: writeExternal switched over to the externalizer, readExternal left hand-written. */
    @Test
    void halfDelegating03b() {
        JavaFileObject half = Advice.source("com.acme.Employee",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "@FastSerial",
                "public class Employee implements Externalizable {",
                "    private static final long serialVersionUID = 1L;",
                "    String name;",
                "    int age;",
                "    public Employee() {}",
                "    @Override",
                "    public void writeExternal(ObjectOutput out) throws IOException {",
                "        EmployeeExternalizer.writeExternal(this, out);",
                "    }",
                "    @Override",
                "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "        name = in.readUTF();      // the hand-written version it replaced, left behind",
                "        age = in.readInt();",
                "    }",
                "}");
        String message = Advice.oneError(Advice.compile(half), Message.NO_DELEGATION, half, "public void readExternal");
        assertThat(message).startsWith("Employee.readExternal: make its body 'EmployeeExternalizer.readExternal(this,"
                + " in);'. writeExternal writes through EmployeeExternalizer, whose bytes this method does not read: every"
                + " read would fail or misread");
        String body = Advice.quotedAfter(message, "make its body ");
        assertEquals("EmployeeExternalizer.readExternal(this, in);", body);
        JavaFileObject fixed = Advice.edit(half, "        name = in.readUTF();      // the hand-written version it replaced,"
                + " left behind\n        age = in.readInt();", "        " + body);
        CompiledBeans beans = CompiledBeans.compile(fixed);
        Object e = set(set(beans.newInstance("com.acme.Employee"), "name", "Grace"), "age", 42);
        keeps(e, "name", "Grace", "age", 42);
    }

    private static JavaFileObject money() {
        return Advice.source("com.acme.Money",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.Serializable;",
                "@FastSerial",
                "public record Money(long cents, String currency) implements Serializable {",
                "    private Object writeReplace() { return new MoneyExternalizer(this); }",
                "}");
    }

    /** 09d: Price's writeReplace, copied from Money and made to compile, returns Money's proxy. */
    @Test
    void writeReplaceReturnsAnotherTypesProxy09d() {
        JavaFileObject price = Advice.source("com.acme.Price",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.Serializable;",
                "@FastSerial",
                "public record Price(long cents, String currency) implements Serializable {",
                "    private Object writeReplace() { return new MoneyExternalizer(new Money(cents, currency)); }",
                "}");
        String message = Advice.oneError(Advice.compile(money(), price), Message.WRONG_WRITE_REPLACE, price,
                "private Object writeReplace()");
        assertThat(message).startsWith("Price's writeReplace names MoneyExternalizer but not PriceExternalizer, so a"
                + " Price would be written as what MoneyExternalizer writes, and read back as that: declare it exactly as"
                + " 'private Object writeReplace() { return new PriceExternalizer(this); }'");
        String line = Advice.quotedAfter(message, "declare it exactly as ");
        JavaFileObject fixed = Advice.edit(price,
                "private Object writeReplace() { return new MoneyExternalizer(new Money(cents, currency)); }", line);
        CompiledBeans beans = CompiledBeans.compile(money(), fixed);
        Object p = beans.construct("com.acme.Price", 500L, "CHF");
        assertEquals(p, Streams.roundTrip(p));
        assertEquals(p, Direct.roundTrip(p));
    }

    private static JavaFileObject employeeWith(String... fields) {
        List<String> body = new java.util.ArrayList<>(List.of("private static final long serialVersionUID = 1L;"));
        body.addAll(List.of(fields));
        body.add("public Employee() {}");
        return BeanSources.bean("com.acme", "Employee", "public class Employee implements Externalizable",
                body.toArray(new String[0]));
    }

    /**
     * 31: -Afastserial.lock.frozen with a value that is neither true nor false (an undefined Maven
     * property reaches javac as its own name) silently unfroze the lock: it is one error now, and
     * the lock file is left as it was.
     */
    @Test
    void frozenWithAnUndefinedPropertyOrYes31() throws Exception {
        Path lock = dir.resolve("fastserial.lock");
        assertThat(Advice.compile(List.of("-Afastserial.lock=" + lock), employeeWith("String name;")).errors()).isEmpty();
        String v1 = Files.readString(lock);
        for (String value : new String[] {"${fastserial.lock.frozen}", "yes", "TRUE ", ""}) {
            String message = Advice.oneError(Advice.compile(List.of("-Afastserial.lock=" + lock,
                    "-Afastserial.lock.frozen=" + value), employeeWith("String name;", "int age;")),
                    Message.OPTION_NOT_BOOLEAN);
            String given = value.isEmpty() ? "-Afastserial.lock.frozen" : "-Afastserial.lock.frozen=" + value; // javac: no value
            assertThat(message).startsWith(given + " is neither true nor false");
            assertEquals(v1, Files.readString(lock), "the lock file was rewritten with fastserial.lock.frozen=" + value);
        }
        // The advice applied: true (CI) refuses the changed lock, false writes it.
        assertThat(Advice.oneError(Advice.compile(List.of("-Afastserial.lock=" + lock, "-Afastserial.lock.frozen=true"),
                employeeWith("String name;", "int age;")), Message.LOCK_FROZEN)).contains("+ field com.acme.Employee +0 age");
        assertThat(Advice.compile(List.of("-Afastserial.lock=" + lock, "-Afastserial.lock.frozen=false"),
                employeeWith("String name;", "int age;")).errors()).isEmpty();
        assertThat(Files.readString(lock)).contains("field com.acme.Employee +0 age int : int");
        // FS411's advice followed (built once without freezing, the file committed): the frozen build passes.
        assertThat(Advice.compile(List.of("-Afastserial.lock=" + lock, "-Afastserial.lock.frozen=true"),
                employeeWith("String name;", "int age;")).errors()).isEmpty();
    }

    /** 32: a misspelled fastserial option (-Afastserial.lockfile) left the build without a lock, with only javac's warning. */
    @Test
    void misspelledLockOption32() throws Exception {
        Path lock = dir.resolve("fastserial.lock");
        String message = Advice.oneError(Advice.compile(List.of("-Afastserial.lockfile=" + lock),
                employeeWith("String name;")), Message.UNKNOWN_OPTION);
        assertThat(message).startsWith("-Afastserial.lockfile is not an option of fastserial, which takes"
                + " -Afastserial.lock=<lock file> and -Afastserial.lock.frozen=<true or false>");
        assertThat(Files.exists(lock)).isFalse();
        assertThat(Advice.compile(List.of("-Afastserial.lock=" + lock), employeeWith("String name;")).errors()).isEmpty();
        assertThat(Files.readString(lock)).contains("field com.acme.Employee 0 name java.lang.String : String");
    }

    /** The exception (or one of its causes) of this class. */
    private static <T extends Throwable> T causeOf(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        throw new AssertionError("no " + type.getName() + " in " + e, e);
    }

    /**
     * 10d and 12 (by design, a field of an open type takes writeObject): a value that is not
     * Serializable fails naming the bean and the field, on both paths, the JDK's exception kept as
     * the cause; through a bean held in such a field too, the path to the value.
     */
    @Test
    void anOpenFieldHoldingSomethingNotSerializable10d12() throws Exception {
        CompiledBeans beans = CompiledBeans.compile(
                BeanSources.bean("com.acme", "Event", "public class Event implements Externalizable",
                        "String name;", "Object payload;", "public Event() {}"),
                BeanSources.bean("com.acme", "Sorter", "public class Sorter implements Externalizable",
                        "String name;", "Comparator<String> order;", "public Sorter() {}"));
        Object event = set(set(beans.newInstance("com.acme.Event"), "name", "tick"), "payload", new Object());
        Object sorter = set(beans.newInstance("com.acme.Sorter"), "order",
                (java.util.Comparator<String>) (a, b) -> a.length() - b.length());
        Object outer = set(beans.newInstance("com.acme.Event"), "payload", event);
        String[][] expected = {
                {"com.acme.Event.payload: java.lang.Object is not Serializable"},
                {"com.acme.Sorter.order: ", "$$Lambda", " is not Serializable"},
                {"com.acme.Event.payload: com.acme.Event.payload: java.lang.Object is not Serializable"}};
        Object[] values = {event, sorter, outer};
        for (int i = 0; i < values.length; i++) {
            Object value = values[i];
            Throwable jdk = org.junit.jupiter.api.Assertions.assertThrows(Exception.class, () -> Streams.serialize(value));
            Throwable direct = org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
                    () -> dev.fastserial.FastBytes.toBytes(value));
            for (Throwable thrown : new Throwable[] {jdk, direct}) {
                java.io.NotSerializableException e = causeOf(thrown, java.io.NotSerializableException.class);
                for (String part : expected[i]) {
                    assertThat(e.getMessage()).contains(part);
                }
                assertThat(e.getCause()).isInstanceOf(java.io.NotSerializableException.class);
            }
        }
        // Serializable values in the same fields go through as before.
        set(event, "payload", new java.util.ArrayList<>(List.of(1, "two")));
        assertEquals(get(event, "payload"), get(Streams.roundTrip(event), "payload"));
        assertEquals(get(event, "payload"), get(Direct.roundTrip(event), "payload"));
    }

    /**
     * 06c: {@code private Integer age} with {@code int getAge()} and {@code setAge(int)}. FS206 said
     * there was no getter or setter and asked to add ones that exist; it says what it found now,
     * and what type it needed, and its first advice (the accessors changed to Integer) works.
     */
    @Test
    void accessorsOfAnotherType06c() {
        JavaFileObject source = BeanSources.bean("com.acme", "Employee", "public class Employee implements Externalizable",
                "private static final long serialVersionUID = 1L;",
                "private Integer age;     // nullable in the database",
                "public int getAge() { return age; }",
                "public void setAge(int age) { this.age = age; }",
                "public Employee() {}");
        String message = Advice.oneError(Advice.compile(source), Message.NO_ACCESSORS, source, "private Integer age;");
        assertEquals("field 'age': change getAge() and setAge(int) to use Integer, make the field package-private, or"
                + " mark it transient if it need not be written. It is private, so EmployeeExternalizer needs a getter and"
                + " a setter of its type (found int getAge() and setAge(int), needed Integer) [FS206]", message);
        JavaFileObject retyped = Advice.edit(Advice.edit(source, "public int getAge()", "public Integer getAge()"),
                "public void setAge(int age)", "public void setAge(Integer age)");
        CompiledBeans beans = CompiledBeans.compile(retyped);
        for (Integer age : new Integer[] {36, null}) {
            Object e = set(beans.newInstance("com.acme.Employee"), "age", age);
            assertEquals(age, get(Streams.roundTrip(e), "age"));
            assertEquals(age, get(Direct.roundTrip(e), "age"));
        }
        // The second: the field package-private (the int accessors stay, unused).
        CompiledBeans.compile(Advice.edit(source, "private Integer age;", "Integer age;"));
    }

    private static final String BASE_ENTITY_PACKAGE = "package com.acme.base;";

    /**
     * 43: a library base class in another package: private id, public getter, protected setter.
     * FS207 said there was no setId(Long), and that making the field package-private would help
     * (it cannot, across packages). It says what it found and why it cannot be called, and quotes
     * the override that works (protected, as the setter it overrides: the externalizer is in the bean's package).
     */
    @Test
    void protectedSetterInABaseOfAnotherPackage43() {
        JavaFileObject base = Advice.source("com.acme.base.BaseEntity",
                BASE_ENTITY_PACKAGE,
                "public abstract class BaseEntity {",
                "    private Long id;",
                "    public Long getId() { return id; }",
                "    protected void setId(Long id) { this.id = id; }     // only the persistence layer sets ids",
                "}");
        JavaFileObject customer = BeanSources.bean("com.acme", "Customer",
                "public class Customer extends com.acme.base.BaseEntity implements Externalizable",
                "private static final long serialVersionUID = 1L;",
                "String name;",
                "public Customer() {}");
        String message = Advice.oneError(Advice.compile(base, customer), Message.NO_SETTER, customer,
                "public class Customer");
        assertEquals("field 'id' (inherited from BaseEntity): add '@Override protected void setId(Long id) {"
                + " super.setId(id); }' to Customer, or mark it transient. It is private, so CustomerExternalizer needs a"
                + " setter setId(Long) to restore it (setId(Long) is protected in com.acme.base.BaseEntity, another"
                + " package) [FS207]", message);
        String line = Advice.quotedAfter(message, "add ");
        CompiledBeans beans = CompiledBeans.compile(base, Advice.edit(customer, "public Customer() {}",
                "public Customer() {}\n    " + line));
        Object c = set(beans.newInstance("com.acme.Customer"), "name", "Ada");
        try {
            java.lang.reflect.Method setId = c.getClass().getDeclaredMethod("setId", Long.class); // protected, as quoted
            setId.setAccessible(true);
            setId.invoke(c, 42L);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
        keeps(c, "id", 42L, "name", "Ada");
    }

    /** A getter of another package's base class that is package-private there: it cannot be reached or overridden. */
    @Test
    void packagePrivateGetterInABaseOfAnotherPackage() {
        JavaFileObject base = Advice.source("com.acme.base.Base",
                BASE_ENTITY_PACKAGE,
                "public abstract class Base {",
                "    private String code;",
                "    String getCode() { return code; }",
                "    public void setCode(String code) { this.code = code; }",
                "}");
        JavaFileObject bean = BeanSources.bean("com.acme", "Thing",
                "public class Thing extends com.acme.base.Base implements Externalizable", "public Thing() {}");
        String message = Advice.oneError(Advice.compile(base, bean), Message.NO_GETTER, bean, "public class Thing");
        assertEquals("field 'code' (inherited from Base): make getCode() in Base public, or mark it transient. It is"
                + " private, so ThingExternalizer needs a getter getCode() to read it (getCode() is package-private in"
                + " com.acme.base.Base, another package) [FS208]", message);
        CompiledBeans.compile(Advice.edit(base, "    String getCode()", "    public String getCode()"), bean);
    }

    /**
     * 07a: {@code private final String id} with a getter. FS201 said "remove final", after which
     * FS207 asked for a setter: two rounds. It names the setter at once, and doing both compiles.
     */
    @Test
    void finalFieldWithAGetter07a() {
        JavaFileObject source = BeanSources.bean("com.acme", "Employee", "public class Employee implements Externalizable",
                "private static final long serialVersionUID = 1L;",
                "private final String id;",
                "String name;",
                "public String getId() { return id; }",
                "public Employee() { this.id = java.util.UUID.randomUUID().toString(); }");
        String message = Advice.oneError(Advice.compile(source), Message.FINAL_FIELD, source, "private final String id;");
        assertEquals("field 'id' is final, so readExternal cannot restore it: remove final and add setId(String), or"
                + " mark the field transient if it need not be written [FS201]", message);
        JavaFileObject fixed = Advice.edit(Advice.edit(source, "private final String id;", "private String id;"),
                "public String getId() { return id; }",
                "public String getId() { return id; }\n    public void setId(String id) { this.id = id; }");
        CompiledBeans beans = CompiledBeans.compile(fixed);
        Object e = set(beans.newInstance("com.acme.Employee"), "id", "E-1");
        assertEquals("E-1", get(Streams.roundTrip(e), "id"));
        assertEquals("E-1", get(Direct.roundTrip(e), "id"));
        // The other: transient (the id then comes from the constructor on every read).
        CompiledBeans.compile(Advice.edit(source, "private final String id;", "private final transient String id;"));
    }

    /**
     * 07b: the "final collection, never null" idiom: a setter named too; and (issue 27) the mixed form,
     * which keeps the list final and fills it in place (a bean cannot: the contract has a bean's final
     * fields refused).
     */
    @Test
    void finalCollection07b() {
        JavaFileObject source = BeanSources.bean("com.acme", "Employee", "public class Employee implements Externalizable",
                "private static final long serialVersionUID = 1L;",
                "private final List<String> phones = new ArrayList<>();",
                "String name;",
                "public List<String> getPhones() { return phones; }",
                "public Employee() {}");
        String message = Advice.oneError(Advice.compile(source), Message.FINAL_FIELD, source, "private final List<String>");
        assertThat(message).contains("remove final and add setPhones(List<String>), or let fastserial build Employee through"
                + " Employee() as a mixed class, its final fields kept");
        assertThat(message).endsWith(", or mark the field transient if it need not be written [FS201]");
        JavaFileObject fixed = Advice.edit(Advice.edit(source, "private final List<String> phones",
                "private List<String> phones"), "public Employee() {}",
                "public void setPhones(List<String> phones) { this.phones = phones; }\n    public Employee() {}");
        CompiledBeans beans = CompiledBeans.compile(fixed);
        Object e = set(beans.newInstance("com.acme.Employee"), "phones", new java.util.ArrayList<>(List.of("1", "2")));
        assertEquals(List.of("1", "2"), get(Streams.roundTrip(e), "phones"));
        // The other (issue 27): a mixed class, whose final list is filled in place through its getter.
        Object mixed = MixedCompileErrorsTest.asMixedInstance(source, message);
        @SuppressWarnings("unchecked") List<String> phones = (List<String>) get(mixed, "phones");
        phones.addAll(List.of("1", "2"));
        keeps(mixed, "phones", List.of("1", "2"));
        // A field the externalizer reaches directly needs final removed, and nothing else.
        JavaFileObject direct = BeanSources.bean("com.acme", "Employee", "public class Employee implements Externalizable",
                "final String id = \"x\";", "public Employee() {}");
        assertThat(Advice.oneError(Advice.compile(direct), Message.FINAL_FIELD, direct, "final String id"))
                .contains("cannot restore it: remove final, or mark");
        CompiledBeans.compile(Advice.edit(direct, "final String id", "String id"));
    }

    /**
     * 41: Order.Line (nested) and a top-level Order_Line, both @FastSerial, would share
     * Order_LineExternalizer: one error naming both, in place of the Filer's raw FilerException.
     */
    @Test
    void twoClassesWithOneExternalizerName41() {
        JavaFileObject order = Advice.source("com.acme.Order",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "public class Order {",
                "    @FastSerial",
                "    public static class Line implements Externalizable {",
                "        private static final long serialVersionUID = 1L;",
                "        String sku;",
                "        public Line() {}",
                "        @Override public void writeExternal(ObjectOutput out) throws IOException {",
                "            Order_LineExternalizer.writeExternal(this, out);",
                "        }",
                "        @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "            Order_LineExternalizer.readExternal(this, in);",
                "        }",
                "    }",
                "}");
        JavaFileObject orderLine = BeanSources.bean("com.acme", "Order_Line", "public class Order_Line implements Externalizable",
                "int quantity;", "public Order_Line() {}");
        String message = Advice.oneError(Advice.compile(order, orderLine), Message.EXTERNALIZER_NAME_CLASH, orderLine,
                "public class Order_Line");
        assertEquals("com.acme.Order_Line and com.acme.Order.Line would both get the externalizer"
                + " com.acme.Order_LineExternalizer (a nested class's is named after its enclosing classes joined by '_'),"
                + " and only one of them can: rename one of the two classes [FS134]", message);
        // Renamed: Order_Line becomes OrderLine, with its externalizer.
        JavaFileObject orderLine2 = BeanSources.bean("com.acme", "OrderLine", "public class OrderLine implements Externalizable",
                "int quantity;", "public OrderLine() {}");
        CompiledBeans beans = CompiledBeans.compile(order, orderLine2);
        Object line = set(beans.newInstance("com.acme.OrderLine"), "quantity", 3);
        assertEquals(3, get(Streams.roundTrip(line), "quantity"));
    }

    /** 42: with a lock, 'private static final int serialVersionUID = 1;': FS407 said "declares no serialVersionUID". */
    @Test
    void intSerialVersionUid42() throws Exception {
        JavaFileObject source = BeanSources.bean("com.acme", "Employee", "public class Employee implements Externalizable",
                "private static final int serialVersionUID = 1;",
                "String name;",
                "public Employee() {}");
        List<String> options = List.of("-Afastserial.lock=" + dir.resolve("fastserial.lock"));
        String message = Advice.oneError(Advice.compile(options, source), Message.LOCK_NO_SERIAL_VERSION_UID, source,
                "private static final int serialVersionUID");
        assertThat(message).startsWith("Employee declares serialVersionUID as static final int, which the JDK ignores (it"
                + " reads only a static final long one): with fastserial.lock,");
        assertThat(message).endsWith("declare 'private static final long serialVersionUID = 1L;' in place of it [FS407]");
        JavaFileObject fixed = Advice.edit(source, "private static final int serialVersionUID = 1;",
                Advice.quotedAfter(message, "declare "));
        CompiledBeans beans = CompiledBeans.compile(options, fixed);
        assertEquals("Ada", get(Streams.roundTrip(set(beans.newInstance("com.acme.Employee"), "name", "Ada")), "name"));
    }

    /**
     * 09b: writeReplace declared to return the proxy's type. FS119 came with javac's "cannot find
     * symbol MoneyExternalizer" on the same line (the signature names the proxy, generated for no
     * class with errors); the proxy is generated for this one error, so FS119 stands alone.
     */
    @Test
    void writeReplaceReturningItsProxysType09b() {
        JavaFileObject money = Advice.source("com.acme.Money",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.Serializable;",
                "@FastSerial",
                "public record Money(long cents, String currency) implements Serializable {",
                "    private MoneyExternalizer writeReplace() { return new MoneyExternalizer(this); }",
                "}");
        String message = Advice.oneError(Advice.compile(money), Message.WRONG_WRITE_REPLACE, money,
                "private MoneyExternalizer writeReplace()");
        assertEquals("Money's writeReplace returns MoneyExternalizer, so Java serialization never calls it (it must"
                + " return Object): declare it exactly as 'private Object writeReplace() { return new"
                + " MoneyExternalizer(this); }' [FS119]", message);
        JavaFileObject fixed = Advice.edit(money, "private MoneyExternalizer writeReplace() { return new"
                + " MoneyExternalizer(this); }", Advice.quotedAfter(message, "declare it exactly as "));
        CompiledBeans beans = CompiledBeans.compile(fixed);
        Object m = beans.construct("com.acme.Money", 11900L, "EUR");
        assertEquals(m, Streams.roundTrip(m));
        assertEquals(m, Direct.roundTrip(m));
        // Generated for that one error only: with another besides, nothing is, as for any class with errors.
        RecordingProcessor alone = new RecordingProcessor(new FastSerialProcessor());
        com.google.testing.compile.Compiler.javac().withProcessors(alone).compile(money);
        assertThat(alone.createdNames()).containsExactly("com.acme.MoneyExternalizer");
        RecordingProcessor withAnother = new RecordingProcessor(new FastSerialProcessor());
        com.google.testing.compile.Compiler.javac().withProcessors(withAnother)
                .compile(Advice.edit(money, "String currency)", "String currency, Thread worker)"));
        assertThat(withAnother.createdNames()).isEmpty();
    }

    /** The guide's Troubleshooting page (once the README's Troubleshooting section). */
    private static String troubleshooting() {
        return Docs.page("docs/troubleshooting.md");
    }

    /** The text of javac's own diagnostics of a compilation, errors and warnings. */
    private static String javacSays(Compilation compilation) {
        StringBuilder all = new StringBuilder();
        for (javax.tools.Diagnostic<?> d : compilation.diagnostics()) {
            all.append(d.getMessage(java.util.Locale.ROOT)).append('\n');
        }
        return all.toString();
    }

    private static JavaFileObject service(String annotation) {
        return Advice.source("com.acme.Service",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "public class Service {",
                "    public Object snapshot(String user) {",
                "        " + annotation,
                "        class Snapshot implements Externalizable {",
                "            String who;",
                "            public Snapshot() {}",
                "            @Override public void writeExternal(ObjectOutput out) throws IOException {",
                "                SnapshotExternalizer.writeExternal(this, out);",
                "            }",
                "            @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "                SnapshotExternalizer.readExternal(this, in);",
                "            }",
                "        }",
                "        Snapshot s = new Snapshot();",
                "        s.who = user;",
                "        return s;",
                "    }",
                "}");
    }

    /**
     * 16 and 36, javac only (fastserial never sees the class): 'cannot find symbol ... variable
     * SnapshotExternalizer', as docs/troubleshooting.md quotes it, and its two fixes applied:
     * the class moved out of the method, the forgotten annotation added.
     */
    @Test
    void javacOnlyCannotFindSymbol16And36() throws Exception {
        String readme = troubleshooting();
        for (String quoted : new String[] {"error: cannot find symbol", "symbol: variable EmployeeExternalizer"}) {
            assertThat(readme).contains(quoted);
        }
        // Message.LOCAL_CLASS (FS106) cannot be reported, javac never shows the class; its advice is the fix applied below.
        Compilation local = Advice.compile(service("@FastSerial"));
        assertThat(local.errors()).hasSize(2);
        assertThat(javacSays(local)).contains("cannot find symbol\n  symbol:   variable SnapshotExternalizer");
        JavaFileObject moved = Advice.source("com.acme.Service",
                "package com.acme;",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "public class Service {",
                "    @FastSerial",
                "    public static class Snapshot implements Externalizable {",
                "        String who;",
                "        public Snapshot() {}",
                "        @Override public void writeExternal(ObjectOutput out) throws IOException {",
                "            Service_SnapshotExternalizer.writeExternal(this, out);",
                "        }",
                "        @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "            Service_SnapshotExternalizer.readExternal(this, in);",
                "        }",
                "    }",
                "}");
        CompiledBeans beans = CompiledBeans.compile(moved);
        assertEquals("Ada", get(Streams.roundTrip(set(beans.newInstance("com.acme.Service$Snapshot"), "who", "Ada")), "who"));

        JavaFileObject forgot = BeanSources.bean("com.acme", "Employee", "public class Employee implements Externalizable",
                "String name;", "public Employee() {}");
        JavaFileObject unannotated = Advice.edit(forgot, "@FastSerial\n", "");
        Compilation none = Advice.compile(unannotated);
        assertThat(none.errors()).hasSize(2);
        assertThat(javacSays(none)).contains("cannot find symbol\n  symbol:   variable EmployeeExternalizer");
        CompiledBeans.compile(forgot);
    }

    /**
     * 47: a correct bean under -Xlint:all -Werror: javac's processing lint (fastserial never
     * claims @FastSerial) fails the build; docs/troubleshooting.md's -Xlint:all,-processing passes it.
     */
    @Test
    void xlintAllWerror47() throws Exception {
        assertThat(troubleshooting()).contains("warning: No processor claimed any of these annotations:"
                + " /dev.fastserial.FastSerial");
        assertThat(troubleshooting()).contains("error: warnings found and -Werror specified");
        JavaFileObject bean = employeeWith("String name;");
        Compilation strict = Advice.compile(List.of("-Xlint:all", "-Werror"), bean);
        assertThat(strict.errors()).isNotEmpty();
        assertThat(javacSays(strict)).contains("No processor claimed any of these annotations: /dev.fastserial.FastSerial");
        assertThat(javacSays(strict)).contains("warnings found and -Werror specified");
        assertThat(Advice.compile(List.of("-Xlint:all,-processing", "-Werror"), bean).errors()).isEmpty();
    }

    /** 32: javac's warning about the misspelled option is quoted in Troubleshooting too. */
    @Test
    void misspelledOptionWarningIsInTheTroubleshooting32() throws Exception {
        Compilation compilation = Advice.compile(List.of("-Afastserial.lockfile=x"), employeeWith("String name;"));
        assertThat(javacSays(compilation)).contains("The following options were not recognized by any processor:"
                + " '[fastserial.lockfile]'");
        assertThat(troubleshooting()).contains("warning: The following options were not recognized by any processor:"
                + " '[fastserial.lockfile]'");
    }
}
