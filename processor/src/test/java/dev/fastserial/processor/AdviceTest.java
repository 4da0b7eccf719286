package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.DeepEquals;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Every message's advice, applied as written (issue 25: "Every FS message's advice is exercised
 * by a test that applies it"): the mistake gives the one error, each thing the message says to do
 * is done to the source, and the result compiles (and round-trips, where it is a bean or value).
 * The messages of the adoption cases are applied in {@code AdoptionCasesTest}, the lock file's in
 * {@code LockAdviceTest}; {@code MessageCatalogueTest} holds the table of which test applies which id.
 */
class AdviceTest {

    /** {@code com.acme.<name>}, with dev.fastserial.*, java.io.* and java.util.* imported, then {@code lines}. */
    private static JavaFileObject src(String name, String... lines) {
        return BeanSources.acme(name, lines);
    }

    private static JavaFileObject bean(String name, String header, String... body) {
        return BeanSources.bean("com.acme", name, header, body);
    }

    /** The two methods a bean delegates with, to {@code externalizer}. */
    private static String delegating(String externalizer) {
        return "    public void writeExternal(ObjectOutput out) throws IOException { " + externalizer
                + ".writeExternal(this, out); }\n"
                + "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { " + externalizer
                + ".readExternal(this, in); }";
    }

    /** A new instance of {@code type}, with {@code field} set, through both paths: the field comes back. */
    private static void roundTrips(CompiledBeans beans, String type, String field, Object value) {
        Object bean = set(beans.newInstance(type), field, value);
        assertEquals(value, get(Streams.roundTrip(bean), field));
        assertEquals(value, get(Direct.roundTrip(bean), field));
    }

    // ---- FS1xx: the annotated class ------------------------------------------------------------

    /** FS101: "annotate the classes that implement it". */
    @Test
    void fs101AnnotateTheImplementingClasses() {
        JavaFileObject shape = src("Shape", "@FastSerial", "public interface Shape extends Externalizable {}");
        JavaFileObject circle = src("Circle", "public class Circle implements Shape {", "    double radius;",
                "    public Circle() {}", delegating("CircleExternalizer"), "}");
        Advice.oneError(Advice.compile(shape, circle), Message.ON_INTERFACE, shape, "public interface Shape");
        CompiledBeans beans = CompiledBeans.compile(Advice.edit(shape, "@FastSerial\n", ""),
                Advice.edit(circle, "public class Circle", "@FastSerial public class Circle"));
        roundTrips(beans, "com.acme.Circle", "radius", 2.5);
    }

    /** FS102: "remove the annotation" (the enum's fields in beans are written compactly anyway). */
    @Test
    void fs102RemoveTheAnnotationFromAnEnum() {
        JavaFileObject color = src("Color", "@FastSerial", "public enum Color { RED, GREEN }");
        Advice.oneError(Advice.compile(color), Message.ON_ENUM, color, "public enum Color");
        CompiledBeans beans = CompiledBeans.compile(Advice.edit(color, "@FastSerial\n", ""),
                bean("Car", "public class Car implements Externalizable", "Color color;", "public Car() {}"));
        Object red = beans.load("com.acme.Color").getEnumConstants()[0];
        roundTrips(beans, "com.acme.Car", "color", red);
    }

    /** FS104: "remove it". */
    @Test
    void fs104RemoveTheAnnotationFromAnAnnotationType() {
        JavaFileObject marker = src("Marker", "@FastSerial", "public @interface Marker {}");
        String message = Advice.oneError(Advice.compile(marker), Message.ON_ANNOTATION_TYPE, marker, "public @interface Marker");
        assertThat(message).contains(": remove it");
        CompiledBeans.compile(Advice.edit(marker, "@FastSerial\n", ""));
    }

    private static JavaFileObject outer(String nestedModifiers, String externalizer) {
        return src("Outer", "public class Outer {", "    @FastSerial",
                "    " + nestedModifiers + " class Inner implements Externalizable {", "        String name;",
                "        public Inner() {}", delegating(externalizer), "    }", "}");
    }

    /** FS107: "declare it static". */
    @Test
    void fs107DeclareItStatic() {
        JavaFileObject file = outer("public", "Outer_InnerExternalizer");
        Advice.oneError(Advice.compile(file), Message.INNER_CLASS, file, "public class Inner");
        roundTrips(CompiledBeans.compile(Advice.edit(file, "public class Inner", "public static class Inner")),
                "com.acme.Outer$Inner", "name", "Ada");
    }

    /** FS108: "make it package-private or public" (both; a package-private one cannot be created from the test). */
    @Test
    void fs108MakeItPackagePrivateOrPublic() {
        JavaFileObject file = outer("private static", "Outer_InnerExternalizer");
        Advice.oneError(Advice.compile(file), Message.PRIVATE_CLASS, file, "private static class Inner");
        CompiledBeans.compile(Advice.edit(file, "private static class Inner", "static class Inner"));
        roundTrips(CompiledBeans.compile(Advice.edit(file, "private static class Inner", "public static class Inner")),
                "com.acme.Outer$Inner", "name", "Ada");
    }

    /** FS109: the private class around it made package-private or public. */
    @Test
    void fs109MakeTheEnclosingClassVisible() {
        JavaFileObject file = src("Outer", "public class Outer {", "    private static class Hidden {", "        @FastSerial",
                "        public static class Bean implements Externalizable {", "            String name;",
                "            public Bean() {}", delegating("Outer_Hidden_BeanExternalizer"), "        }", "    }", "}");
        String message = Advice.oneError(Advice.compile(file), Message.NESTED_IN_PRIVATE_CLASS, file,
                "public static class Bean");
        assertThat(message).endsWith("make Hidden package-private or public [FS109]");
        for (String visibility : new String[] {"static", "public static"}) {
            CompiledBeans.compile(Advice.edit(file, "private static class Hidden", visibility + " class Hidden"));
        }
    }

    /** FS110: "add 'implements Externalizable' and delegate writeExternal/readExternal to PersonExternalizer". */
    @Test
    void fs110ImplementExternalizableAndDelegate() {
        JavaFileObject file = src("Person", "@FastSerial", "public class Person implements Serializable {",
                "    String name;", "    public Person() {}", "}");
        String message = Advice.oneError(Advice.compile(file), Message.NOT_EXTERNALIZABLE, file, "public class Person");
        assertThat(Advice.quoted(message)).contains("implements Externalizable");
        JavaFileObject fixed = Advice.edit(Advice.edit(file, "implements Serializable", "implements Externalizable"),
                "    public Person() {}", "    public Person() {}\n" + delegating("PersonExternalizer"));
        roundTrips(CompiledBeans.compile(fixed), "com.acme.Person", "name", "Ada");
    }

    /** FS111: "add 'public Person() {}'", the line quoted, added as it is. */
    @Test
    void fs111AddAPublicNoArgConstructor() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable", "String name;",
                "public Person(String name) { this.name = name; }");
        String message = Advice.oneError(Advice.compile(file), Message.NO_PUBLIC_NO_ARG_CONSTRUCTOR, file,
                "public class Person");
        String line = Advice.quotedAfter(message, "add ");
        assertEquals("public Person() {}", line);
        roundTrips(CompiledBeans.compile(Advice.edit(file, "public Person(String name)",
                line + "\n    public Person(String name)")), "com.acme.Person", "name", "Ada");
    }

    /**
     * FS111 with a protected no-arg constructor: "add one" gave "constructor Employee() is already
     * defined"; it says "make the constructor Employee() public", which compiles.
     */
    @Test
    void fs111MakeTheProtectedNoArgConstructorPublic() {
        JavaFileObject file = bean("Employee", "public class Employee implements Externalizable", "String name;",
                "protected Employee() {}");
        String message = Advice.oneError(Advice.compile(file), Message.NO_PUBLIC_NO_ARG_CONSTRUCTOR, file,
                "public class Employee");
        assertThat(message).startsWith("Employee: make the constructor Employee() public (it is protected).");
        assertThat(message).doesNotContain("mixed class"); // no final field to keep: nothing to gain from it
        roundTrips(CompiledBeans.compile(Advice.edit(file, "protected Employee() {}", "public Employee() {}")),
                "com.acme.Employee", "name", "Ada");
    }

    /** FS112: "declare writeExternal(ObjectOutput) and readExternal(ObjectInput) in Manager and delegate to ManagerExternalizer". */
    @Test
    void fs112DeclareBothMethodsAndDelegate() {
        JavaFileObject person = bean("Person", "public class Person implements Externalizable", "String name;",
                "public Person() {}");
        JavaFileObject manager = src("Manager", "@FastSerial", "public class Manager extends Person {",
                "    String department;", "    public Manager() {}", "}");
        Advice.oneError(Advice.compile(person, manager), Message.INHERITS_EXTERNALIZABLE_METHODS, manager,
                "public class Manager");
        CompiledBeans beans = CompiledBeans.compile(person, Advice.edit(manager, "    public Manager() {}",
                "    public Manager() {}\n" + delegating("ManagerExternalizer")));
        roundTrips(beans, "com.acme.Manager", "department", "R&D");
    }

    /** FS113: "hold the Date in a field of Stamp instead of extending Date, or remove @FastSerial". */
    @Test
    void fs113HoldTheSuperclassInAFieldOrLetJavaSerializationWriteIt() {
        JavaFileObject file = bean("Stamp", "public class Stamp extends java.util.Date implements Externalizable",
                "String label;", "public Stamp() {}");
        Advice.oneError(Advice.compile(file), Message.SUPERCLASS_SERIALIZES_ITSELF, file, "public class Stamp");
        CompiledBeans held = CompiledBeans.compile(Advice.edit(Advice.edit(file, "extends java.util.Date ", ""),
                "String label;", "String label;\n    java.util.Date date;"));
        roundTrips(held, "com.acme.Stamp", "date", new java.util.Date(7));
        JavaFileObject plain = src("Stamp", "public class Stamp extends java.util.Date {", "    String label;",
                "    public Stamp() {}", "}");
        CompiledBeans beans = CompiledBeans.compile(plain);
        Object stamp = set(beans.newInstance("com.acme.Stamp"), "label", "x");
        assertEquals("x", get(Streams.roundTrip(stamp), "label"));
    }

    /** FS114: the same through a class in between. */
    @Test
    void fs114HoldTheIndirectSuperclassInAField() {
        JavaFileObject props = src("Props", "public class Props extends HashMap<String, String> {", "    String kind;", "}");
        JavaFileObject file = bean("Settings", "public class Settings extends Props implements Externalizable",
                "String owner;", "public Settings() {}");
        Advice.oneError(Advice.compile(props, file), Message.INDIRECT_SUPERCLASS_SERIALIZES_ITSELF, file,
                "public class Settings");
        CompiledBeans beans = CompiledBeans.compile(props, Advice.edit(Advice.edit(file, "extends Props ", ""),
                "String owner;", "String owner;\n    HashMap<String, String> map;"));
        roundTrips(beans, "com.acme.Settings", "map", new HashMapOf().with("a", "b"));
    }

    /** A HashMap filled in one expression. */
    private static final class HashMapOf extends java.util.HashMap<String, String> {
        java.util.HashMap<String, String> with(String k, String v) {
            java.util.HashMap<String, String> m = new java.util.HashMap<>();
            m.put(k, v);
            return m;
        }
    }

    /** FS115: "make Secret package-private". */
    @Test
    void fs115MakeTheBoundsTypeVisible() {
        JavaFileObject file = src("Outer", "public class Outer {", "    private interface Secret extends Serializable {}",
                "    @FastSerial", "    public static class Box<T extends Secret> implements Externalizable {",
                "        T value;", "        public Box() {}", delegating("Outer_BoxExternalizer"), "    }", "}");
        String message = Advice.oneError(Advice.compile(file), Message.UNNAMEABLE_TYPE_PARAMETER_BOUND, file,
                "public static class Box");
        assertThat(message).endsWith("make Secret package-private [FS115]");
        CompiledBeans.compile(Advice.edit(file, "private interface Secret", "interface Secret"));
    }

    /** FS116: "add 'implements Serializable'". */
    @Test
    void fs116ImplementSerializable() {
        JavaFileObject file = src("Point", "@FastSerial", "public record Point(int x, int y) {",
                "    private Object writeReplace() { return new PointExternalizer(this); }", "}");
        Advice.oneError(Advice.compile(file), Message.VALUE_NOT_SERIALIZABLE, file, "public record Point");
        CompiledBeans beans = CompiledBeans.compile(Advice.edit(file, "int y) {", "int y) implements Serializable {"));
        Object p = beans.construct("com.acme.Point", 1, 2);
        assertEquals(p, Streams.roundTrip(p));
    }

    /**
     * FS117: "implement Serializable instead of Externalizable, and delete its writeExternal and
     * readExternal" (with only the first half, their {@code @Override}s fail to compile).
     */
    @Test
    void fs117ImplementSerializableInsteadOfExternalizable() {
        String write = "    @Override public void writeExternal(ObjectOutput out) throws IOException {}\n";
        String read = "    @Override public void readExternal(ObjectInput in) throws IOException {}\n";
        JavaFileObject file = src("Point", "@FastSerial", "public record Point(int x, int y) implements Externalizable {",
                "    private Object writeReplace() { return new PointExternalizer(this); }", write + read + "}");
        String message = Advice.oneError(Advice.compile(file), Message.RECORD_EXTERNALIZABLE, file, "public record Point");
        assertThat(message).startsWith("Point: implement Serializable instead of Externalizable, and delete its"
                + " writeExternal and readExternal.");
        JavaFileObject fixed = Advice.edit(Advice.edit(Advice.edit(file, "implements Externalizable", "implements Serializable"),
                write, ""), read, "");
        Object p = CompiledBeans.compile(fixed).construct("com.acme.Point", 1, 2);
        assertEquals(p, Direct.roundTrip(p));
        assertEquals(p, Streams.roundTrip(p));
    }

    /** FS118: "add the line '...' to Point". */
    @Test
    void fs118AddTheQuotedLine() {
        JavaFileObject file = src("Point", "@FastSerial", "public record Point(int x, int y) implements Serializable {", "}");
        String message = Advice.oneError(Advice.compile(file), Message.NO_WRITE_REPLACE, file, "public record Point");
        String line = Advice.quotedAfter(message, "add the line ");
        Object p = CompiledBeans.compile(Advice.edit(file, "implements Serializable {", "implements Serializable {\n    "
                + line)).construct("com.acme.Point", 1, 2);
        assertEquals(p, Streams.roundTrip(p));
    }

    /** FS119: static, and inherited by subclasses: "declare it exactly as '...'" (its other forms: AdoptionCasesTest). */
    @Test
    void fs119DeclareItExactlyAsQuoted() {
        String[] wrong = {"    private static Object writeReplace() { return null; }",
                "    protected Object writeReplace() { return new MoneyExternalizer(this); }"};
        for (String declared : wrong) {
            JavaFileObject file = src("Money", "@FastSerial", "public class Money implements Serializable {",
                    "    final long cents;", "    public Money(long cents) { this.cents = cents; }", declared, "}");
            String message = Advice.oneError(Advice.compile(file), Message.WRONG_WRITE_REPLACE, file, "writeReplace()");
            Object m = CompiledBeans.compile(Advice.edit(file, declared, "    "
                    + Advice.quotedAfter(message, "declare it exactly as "))).construct("com.acme.Money", 5L);
            assertEquals(5L, get(Streams.roundTrip(m), "cents"));
        }
    }

    /** FS120: "Remove it". */
    @Test
    void fs120RemoveReadResolve() {
        JavaFileObject file = src("Point", "@FastSerial", "public record Point(int x, int y) implements Serializable {",
                "    private Object writeReplace() { return new PointExternalizer(this); }",
                "    private Object readResolve() { return this; }", "}");
        Advice.oneError(Advice.compile(file), Message.READ_RESOLVE_ON_VALUE, file, "public record Point");
        CompiledBeans.compile(Advice.edit(file, "    private Object readResolve() { return this; }\n", ""));
    }

    private static JavaFileObject money(String... constructors) {
        List<String> lines = new ArrayList<>(List.of("@FastSerial", "public final class Money implements Serializable {",
                "    final long cents;", "    final String currency;"));
        lines.addAll(List.of(constructors));
        lines.add("    private Object writeReplace() { return new MoneyExternalizer(this); }");
        lines.add("}");
        return src("Money", lines.toArray(new String[0]));
    }

    private static void moneyRoundTrips(CompiledBeans beans, Object... args) {
        Object m = beans.construct("com.acme.Money", args);
        assertEquals(get(m, "cents"), get(Streams.roundTrip(m), "cents"));
        assertEquals(get(m, "currency"), get(Direct.roundTrip(m), "currency"));
    }

    /** A marked constructor whose parameters are Money's fields, each named as the field it sets. */
    private static final String MARKED_BY_NAME = "    @SerialConstructor public Money(long cents, String currency) {"
            + " this.cents = cents; this.currency = currency; }";

    /** FS121 where no constructor has the final fields' types: "add a constructor Money(long cents, String currency)". */
    @Test
    void fs121AddAConstructor() {
        String euros = "    public Money(long amount) { this.cents = amount; this.currency = \"EUR\"; }";
        JavaFileObject file = money(euros);
        String message = Advice.oneError(Advice.compile(file), Message.NO_MATCHING_CONSTRUCTOR, file,
                "public final class Money");
        assertThat(message).startsWith("Money: add a constructor Money(long cents, String currency) that sets those fields.");
        moneyRoundTrips(CompiledBeans.compile(Advice.edit(file, euros, euros + "\n    Money(long cents, String currency) {"
                + " this.cents = cents; this.currency = currency; }")), 5L);
    }

    /**
     * FS121 on {@code Range(int from, int to)} for the fields {@code low} and {@code high}: "add one"
     * added {@code Range(int low, int high)}, which javac refuses as already defined; it says to
     * rename the parameters, which compiles and round-trips.
     */
    @Test
    void fs121RenameTheParametersOfTheConstructorThatHasTheFieldsTypes() {
        JavaFileObject file = src("Range", "@FastSerial", "public final class Range implements Serializable {",
                "    final int low;", "    final int high;",
                "    public Range(int from, int to) { this.low = from; this.high = to; }",
                "    private Object writeReplace() { return new RangeExternalizer(this); }", "}");
        String message = Advice.oneError(Advice.compile(file), Message.NO_MATCHING_CONSTRUCTOR, file,
                "public final class Range");
        assertThat(message).startsWith("Range: name the parameters of Range(int from, int to) as the fields they set (int"
                + " low, int high).");
        Object range = CompiledBeans.compile(Advice.edit(file, "Range(int from, int to) { this.low = from; this.high = to; }",
                "Range(int low, int high) { this.low = low; this.high = high; }")).construct("com.acme.Range", 3, 9);
        roundTripsDeeply(range);
        assertEquals(9, get(Direct.roundTrip(range), "high"));
    }

    /**
     * FS121 where a final field is a superclass's, hidden by one of the same name: no parameter can
     * have both names, so it says to mark the constructor, the hidden field's parameter of any name.
     */
    @Test
    void fs121MarkTheConstructorWhenAFinalFieldIsHidden() {
        JavaFileObject base = src("Labelled", "public class Labelled implements Serializable {", "    final String name;",
                "    Labelled(String name) { this.name = name; }", "}");
        String constructor = "    Tag(String label, String text) { super(label); this.name = text; }";
        JavaFileObject file = src("Tag", "@FastSerial", "public final class Tag extends Labelled {", "    final String name;",
                constructor, "    private Object writeReplace() { return new TagExternalizer(this); }", "}");
        String message = Advice.oneError(Advice.compile(base, file), Message.NO_MATCHING_CONSTRUCTOR, file,
                "public final class Tag");
        assertThat(message).startsWith("Tag: mark the constructor that sets its final fields (String Labelled.name, String"
                + " name) with @SerialConstructor, each parameter named as the field it sets");
        CompiledBeans beans = CompiledBeans.compile(base, Advice.edit(file, constructor,
                "    @SerialConstructor Tag(String label, String name) { super(label); this.name = name; }"));
        roundTripsDeeply(beans.construct("com.acme.Tag", "outer", "inner"));
    }

    /** FS122: "mark the one MoneyExternalizer should call with @SerialConstructor". */
    @Test
    void fs122MarkOne() {
        String first = "    public Money(long cents, String currency) { this.cents = cents; this.currency = currency; }";
        JavaFileObject file = money(first, "    public Money(String currency, long cents) { this(cents, currency); }");
        Advice.oneError(Advice.compile(file), Message.SEVERAL_MATCHING_CONSTRUCTORS, file, "public final class Money");
        moneyRoundTrips(CompiledBeans.compile(Advice.edit(file, first, "    @SerialConstructor" + first)), 5L, "EUR");
    }

    /** FS123: "keep the mark on one". */
    @Test
    void fs123KeepTheMarkOnOne() {
        JavaFileObject file = money(
                "    @SerialConstructor public Money(long cents, String currency) { this.cents = cents; this.currency = currency; }",
                "    @SerialConstructor public Money(String currency, long cents) { this(cents, currency); }");
        Advice.oneError(Advice.compile(file), Message.SEVERAL_MARKED_CONSTRUCTORS, file, "public Money(String currency");
        moneyRoundTrips(CompiledBeans.compile(Advice.edit(file, "    @SerialConstructor public Money(String",
                "    public Money(String")), 5L, "EUR");
    }

    /**
     * FS124: "no parameter of it takes String currency, final, which only a constructor can set: give it a
     * parameter for each, named as the field it sets": the missing one added, in any order.
     */
    @Test
    void fs124ParametersAsTheFields() {
        String marked = "    @SerialConstructor public Money(long cents) { this.cents = cents; this.currency = \"EUR\";"
                + " }";
        JavaFileObject file = money(marked);
        assertThat(Advice.oneError(Advice.compile(file), Message.MARKED_CONSTRUCTOR_MISMATCH, file,
                "public Money(long cents)")).contains("no parameter of it takes String currency, final, which only a"
                + " constructor can set: give it a parameter for each, named as the field it sets");
        moneyRoundTrips(CompiledBeans.compile(Advice.edit(file, marked, MARKED_BY_NAME)), 5L, "EUR");
        moneyRoundTrips(CompiledBeans.compile(Advice.edit(file, marked, "    @SerialConstructor public Money(String currency,"
                + " long cents) { this.cents = cents; this.currency = currency; }")), "EUR", 5L);
    }

    /** FS125: "make it package-private". */
    @Test
    void fs125MakeTheConstructorPackagePrivate() {
        String ctor = "    private Money(long cents, String currency) { this.cents = cents; this.currency = currency; }";
        JavaFileObject file = money(ctor);
        Advice.oneError(Advice.compile(file), Message.PRIVATE_CONSTRUCTOR, file, "private Money(long cents");
        moneyRoundTrips(CompiledBeans.compile(Advice.edit(file, "    private Money(", "    Money(")), 5L, "EUR");
    }

    /** FS126: "remove @SerialConstructor from Point(int)". */
    @Test
    void fs126RemoveTheMarkFromARecord() {
        JavaFileObject file = src("Point", "@FastSerial", "public record Point(int x, int y) implements Serializable {",
                "    @SerialConstructor", "    public Point(int both) { this(both, both); }",
                "    private Object writeReplace() { return new PointExternalizer(this); }", "}");
        Advice.oneError(Advice.compile(file), Message.MARKED_CONSTRUCTOR_IN_RECORD, file, "public Point(int both)");
        Object p = CompiledBeans.compile(Advice.edit(file, "    @SerialConstructor\n", "")).construct("com.acme.Point", 3, 4);
        assertEquals(p, Streams.roundTrip(p));
    }

    /** FS127: "hold a Money in a field of Fee instead of extending it". */
    @Test
    void fs127HoldTheValueInAField() {
        JavaFileObject value = src("Money", "@FastSerial", "public class Money implements Serializable {",
                "    final long cents;", "    public Money(long cents) { this.cents = cents; }",
                "    private Object writeReplace() { return new MoneyExternalizer(this); }", "}");
        JavaFileObject fee = bean("Fee", "public class Fee extends Money implements Externalizable", "String reason;",
                "public Fee() { super(0); }");
        Advice.oneError(Advice.compile(value, fee), Message.BEAN_EXTENDS_VALUE, fee, "public class Fee");
        CompiledBeans beans = CompiledBeans.compile(value, Advice.edit(Advice.edit(fee, "extends Money ", ""),
                "public Fee() { super(0); }", "Money money;\n    public Fee() {}"));
        Object money = beans.construct("com.acme.Money", 5L);
        Object back = get(Streams.roundTrip(set(beans.newInstance("com.acme.Fee"), "money", money)), "money");
        assertEquals(5L, get(back, "cents"));
    }

    /**
     * FS128: "put Lombok on the processor path beside fastserial": with Lombok's processor beside
     * fastserial's, the bean compiles and round-trips. Without it, fastserial is loaded as from a
     * processor path that lacks Lombok (this test's class path has it, so it would be found).
     */
    @Test
    void fs128PutLombokOnTheProcessorPath() throws Exception {
        JavaFileObject file = src("Account", "@FastSerial @lombok.Data", "public class Account implements Externalizable {",
                "    private static final long serialVersionUID = 1L;", "    private String owner;", "    private Long balance;",
                delegating("AccountExternalizer"), "}");
        Compilation withoutLombok;
        try (java.net.URLClassLoader processorPath = new java.net.URLClassLoader(new java.net.URL[] {
                codeSource(FastSerialProcessor.class), codeSource(com.squareup.javapoet.JavaFile.class)},
                ClassLoader.getPlatformClassLoader())) {
            javax.annotation.processing.Processor alone = (javax.annotation.processing.Processor) processorPath
                    .loadClass(FastSerialProcessor.class.getName()).getConstructor().newInstance();
            withoutLombok = com.google.testing.compile.Compiler.javac().withProcessors(alone).compile(file);
        }
        String message = Advice.oneError(withoutLombok, Message.LOMBOK_NOT_RUNNING, file, "public class Account");
        assertThat(message).startsWith("Account: put Lombok on the processor path beside fastserial");
        assertThat(message).doesNotContain("JDK"); // under -proc:full, JDK 23+ does run class path processors
        CompiledBeans beans = CompiledBeans.of(com.google.testing.compile.Compiler.javac()
                .withProcessors(new FastSerialProcessor(), LombokTest.lombok()).compile(file));
        Object account = beans.newInstance("com.acme.Account");
        account.getClass().getMethod("setOwner", String.class).invoke(account, "Ada");
        account.getClass().getMethod("setBalance", Long.class).invoke(account, 5L);
        assertEquals(account, Streams.roundTrip(account)); // Lombok's equals: every field
        assertEquals(account, Direct.roundTrip(account));
    }

    private static java.net.URL codeSource(Class<?> type) {
        return type.getProtectionDomain().getCodeSource().getLocation();
    }

    /** FS129: "call 'ManagerExternalizer.writeExternal(this, out);' instead of PersonExternalizer". */
    @Test
    void fs129CallTheOwnExternalizer() {
        JavaFileObject person = bean("Person", "public class Person implements Externalizable", "String name;",
                "public Person() {}");
        String copied = "    public void writeExternal(ObjectOutput out) throws IOException { PersonExternalizer.writeExternal(this, out); }";
        JavaFileObject manager = src("Manager", "@FastSerial", "public class Manager extends Person {", "    String department;",
                "    public Manager() {}", copied,
                "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {"
                        + " ManagerExternalizer.readExternal(this, in); }", "}");
        String message = Advice.oneError(Advice.compile(person, manager), Message.OTHER_EXTERNALIZER, manager,
                "public void writeExternal");
        String call = Advice.quotedAfter(message, "call ");
        CompiledBeans beans = CompiledBeans.compile(person, Advice.edit(manager, "PersonExternalizer.writeExternal(this, out);",
                call));
        roundTrips(beans, "com.acme.Manager", "department", "R&D");
    }

    /**
     * FS129 on a nested bean that calls {@code LineExternalizer}, which does not exist (the
     * externalizer of {@code Order.Line} is {@code Order_LineExternalizer}): the message gave a
     * reason about the fields that LineExternalizer knows; it says which call to make, which works.
     */
    @Test
    void fs129ANestedBeanCallingAnExternalizerThatDoesNotExist() {
        JavaFileObject order = src("Order", "public class Order {", "    @FastSerial",
                "    public static class Line implements Externalizable {", "        String sku;", "        public Line() {}",
                delegating("LineExternalizer"), "    }", "}");
        Compilation compilation = Advice.compile(order);
        com.google.testing.compile.CompilationSubject.assertThat(compilation).failed();
        List<String> calls = new ArrayList<>();
        for (javax.tools.Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
            String text = error.getMessage(java.util.Locale.ROOT);
            if (text.endsWith("[FS129]")) {
                assertThat(text).doesNotContain("fields LineExternalizer knows");
                calls.add(Advice.quotedAfter(text, "call "));
            }
        }
        assertEquals(List.of("Order_LineExternalizer.writeExternal(this, out);",
                "Order_LineExternalizer.readExternal(this, in);"), calls);
        JavaFileObject fixed = Advice.edit(Advice.edit(order, "LineExternalizer.writeExternal(this, out);", calls.get(0)),
                "LineExternalizer.readExternal(this, in);", calls.get(1));
        roundTrips(CompiledBeans.compile(fixed), "com.acme.Order$Line", "sku", "A-1");
    }

    /**
     * FS130 on a readExternal left hand-written while writeExternal delegates: the reason given was
     * false there (the generated code does run); it says that every read would fail, and its body
     * applied round-trips.
     */
    @Test
    void fs130MakeTheBodyTheDelegatingCall() {
        String handWritten = "    public void readExternal(ObjectInput in) throws IOException { name = in.readUTF(); }";
        JavaFileObject file = src("Employee", "@FastSerial", "public class Employee implements Externalizable {",
                "    String name;", "    public Employee() {}",
                "    public void writeExternal(ObjectOutput out) throws IOException { EmployeeExternalizer.writeExternal(this,"
                        + " out); }", handWritten, "}");
        String message = Advice.oneError(Advice.compile(file), Message.NO_DELEGATION, file, "public void readExternal");
        assertThat(message).contains("every read would fail or misread");
        assertThat(message).doesNotContain("never runs");
        String body = Advice.quotedAfter(message, "make its body ");
        roundTrips(CompiledBeans.compile(Advice.edit(file, handWritten, "    public void readExternal(ObjectInput in)"
                + " throws IOException, ClassNotFoundException { " + body + " }")), "com.acme.Employee", "name", "Ada");
    }

    /** {@code file} with the parameter {@code from} renamed to {@code to}, in the parameter list and the body. */
    private static JavaFileObject renameParameter(JavaFileObject file, String type, String from, String to) {
        return Advice.edit(Advice.edit(file, type + " " + from + ",", type + " " + to + ","), "= " + from + ";",
                "= " + to + ";");
    }

    /** {@code value} through JDK streams and FastBytes: the same, field by field (superclasses' too). */
    private static void roundTripsDeeply(Object value) {
        DeepEquals.assertDeepEquals(value, Streams.roundTrip(value));
        DeepEquals.assertDeepEquals(value, Direct.roundTrip(value));
    }

    /**
     * FS131: "rename it to the field it sets". Range(int from, int to, String label) sets low and high:
     * each parameter the message names (one error at a time, the first first) renamed to its field; the
     * result round-trips on both paths, and keeps its values when the fields' declarations are swapped,
     * as the message says.
     */
    @Test
    void fs131RenameTheParameterToTheFieldItSets() {
        JavaFileObject file = src("Range", "@FastSerial", "public final class Range implements Serializable {",
                "    private final int high;", "    private final int low;", "    private final String label;",
                "    @SerialConstructor", "    public Range(int from, int to, String label) {",
                "        this.low = from; this.high = to; this.label = label;", "    }",
                "    public int getLow() { return low; }", "    public int getHigh() { return high; }",
                "    public String getLabel() { return label; }",
                "    private Object writeReplace() { return new RangeExternalizer(this); }", "}");
        for (String[] sets : new String[][] {{"from", "low"}, {"to", "high"}}) {
            String message = Advice.oneError(Advice.compile(file), Message.MARKED_PARAMETER_UNNAMED, file,
                    "public Range(");
            assertThat(message).startsWith("parameter '" + sets[0] + "' of Range(");
            assertThat(message).contains(": rename it to the field it sets");
            file = renameParameter(file, "int", sets[0], sets[1]);
        }
        JavaFileObject sorted = Advice.edit(file, "    private final int high;\n    private final int low;",
                "    private final int low;\n    private final int high;");
        for (JavaFileObject version : List.of(file, sorted)) {
            Object range = CompiledBeans.compile(version).construct("com.acme.Range", 1, 9, "one to nine");
            roundTripsDeeply(range);
            Object back = Direct.roundTrip(range);
            assertEquals(List.of(1, 9), List.of(get(back, "low"), get(back, "high")));
        }
    }

    /**
     * FS131 where the parameter could only take a hidden field by its type, and two hidden fields have
     * its type: "rename the field that hides the one it sets (and the parameter that sets that field
     * with it), then rename this parameter to the field it sets". Tag's 'name' becomes 'tagName',
     * 'baseName' becomes 'name' (Base's, seen now), and 'baseCode', the one hidden String left, goes by
     * type. (The advice it gave before, 'rename it to the field it sets', named a field whose name the
     * parameter 'name' had already.)
     */
    @Test
    void fs131TwoHiddenFieldsOfOneTypeRenameTheFieldThatHidesIt() {
        JavaFileObject base = src("Base", "public class Base implements Serializable {", "    final String name;",
                "    final String code;",
                "    protected Base(String name, String code) { this.name = name; this.code = code; }", "}");
        JavaFileObject tag = src("Tag", "@FastSerial", "public final class Tag extends Base {",
                "    final String name;", "    final String code;",
                "    @SerialConstructor Tag(String baseName, String baseCode, String name, String code) {",
                "        super(baseName, baseCode); this.name = name; this.code = code;", "    }",
                "    private Object writeReplace() { return new TagExternalizer(this); }", "}");
        String message = Advice.oneError(Advice.compile(base, tag), Message.MARKED_PARAMETER_UNNAMED, tag,
                "@SerialConstructor Tag(");
        assertThat(message).contains("is named after no field of Tag (String Base.name, String Base.code, String name,"
                + " String code)");
        assertThat(message).contains("Base.name and Base.code are hidden fields of type String: rename the field"
                + " that hides the one it sets (and the parameter that sets that field with it), then rename this"
                + " parameter to the field it sets");
        JavaFileObject fixed = Advice.edit(tag, "    final String name;", "    final String tagName;");
        fixed = Advice.edit(fixed, "String name, String code) {", "String tagName, String code) {");
        fixed = Advice.edit(fixed, "this.name = name;", "this.tagName = tagName;");
        fixed = Advice.edit(Advice.edit(fixed, "Tag(String baseName,", "Tag(String name,"), "super(baseName,",
                "super(name,");
        roundTripsDeeply(CompiledBeans.compile(base, fixed).construct("com.acme.Tag", "base name", "base code", "tag",
                "code"));
    }

    /**
     * FS132: "give the parameter the field's type (or a supertype of it), or another name if it sets another field":
     * Money(int cents) for long cents given long; Money(int cents, long total) that sets units from
     * 'cents' renamed 'units' (then 'total', named after no field, is FS131's, renamed 'cents').
     */
    @Test
    void fs132TheFieldsTypeOrAnotherName() {
        JavaFileObject file = money("    @SerialConstructor public Money(int cents, String currency) {"
                + " this.cents = cents; this.currency = currency; }");
        String message = Advice.oneError(Advice.compile(file), Message.MARKED_PARAMETER_TYPE, file,
                "public Money(int cents");
        assertThat(message).contains(": give the parameter the field's type (or a supertype of it), or another name if it"
                + " sets another field");
        moneyRoundTrips(CompiledBeans.compile(Advice.edit(file, "Money(int cents", "Money(long cents")), 5L, "EUR");
        JavaFileObject units = src("Money", "@FastSerial", "public final class Money implements Serializable {",
                "    final long cents;", "    final int units;",
                "    @SerialConstructor Money(int cents, long total) { this.units = cents; this.cents = total; }",
                "    private Object writeReplace() { return new MoneyExternalizer(this); }", "}");
        Advice.oneError(Advice.compile(units), Message.MARKED_PARAMETER_TYPE, units, "Money(int cents");
        JavaFileObject renamed = Advice.edit(Advice.edit(units, "(int cents,", "(int units,"), "= cents;", "= units;");
        Advice.oneError(Advice.compile(renamed), Message.MARKED_PARAMETER_UNNAMED, renamed, "Money(int units");
        Object money = CompiledBeans.compile(Advice.edit(Advice.edit(renamed, "long total)", "long cents)"),
                "= total;", "= cents;")).construct("com.acme.Money", 3, 500L);
        roundTripsDeeply(money);
        Object back = Streams.roundTrip(money);
        assertEquals(List.of(500L, 3), List.of(get(back, "cents"), get(back, "units")));
    }

    // ---- FS2xx: a field ------------------------------------------------------------------------

    private static final String THREAD_FIELD = "Thread worker;";

    /** FS202: "mark the field transient, or give it a Serializable type". */
    @Test
    void fs202TransientOrASerializableType() {
        JavaFileObject file = bean("Job", "public class Job implements Externalizable", THREAD_FIELD, "public Job() {}");
        Advice.oneError(Advice.compile(file), Message.NOT_SERIALIZABLE, file, THREAD_FIELD);
        CompiledBeans.compile(Advice.edit(file, THREAD_FIELD, "transient Thread worker;"));
        roundTrips(CompiledBeans.compile(Advice.edit(file, THREAD_FIELD, "String worker;")), "com.acme.Job", "worker", "w");
    }

    /** FS203: the same for a type argument. */
    @Test
    void fs203TransientOrASerializableTypeArgument() {
        String field = "Map<String, List<Thread>> workers;";
        JavaFileObject file = bean("Job", "public class Job implements Externalizable", field, "public Job() {}");
        Advice.oneError(Advice.compile(file), Message.PART_NOT_SERIALIZABLE, file, "workers;");
        CompiledBeans.compile(Advice.edit(file, field, "transient " + field));
        CompiledBeans.compile(Advice.edit(file, field, "Map<String, List<String>> workers;"));
    }

    /** FS204: "make Status package-private, or mark the field transient". */
    @Test
    void fs204MakeTheTypeVisibleOrTransient() {
        JavaFileObject file = bean("Order", "public class Order implements Externalizable",
                "private enum Status { NEW, PAID }", "Status status;", "public Order() {}");
        String message = Advice.oneError(Advice.compile(file), Message.UNNAMEABLE_TYPE, file, "Status status;");
        assertThat(message).contains("make Status package-private, or mark the field transient");
        CompiledBeans beans = CompiledBeans.compile(Advice.edit(file, "private enum Status", "enum Status"));
        roundTrips(beans, "com.acme.Order", "status", beans.load("com.acme.Order$Status").getEnumConstants()[1]);
        CompiledBeans.compile(Advice.edit(file, "Status status;", "transient Status status;"));
    }

    /** FS205: "make Note package-private" (a type argument), or transient. */
    @Test
    void fs205MakeTheTypeArgumentVisibleOrTransient() {
        JavaFileObject file = bean("Order", "public class Order implements Externalizable",
                "private static class Note implements Serializable { String text; }", "List<Note> notes;", "public Order() {}");
        Advice.oneError(Advice.compile(file), Message.UNNAMEABLE_PART, file, "List<Note> notes;");
        CompiledBeans.compile(Advice.edit(file, "private static class Note", "static class Note"));
        CompiledBeans.compile(Advice.edit(file, "List<Note> notes;", "transient List<Note> notes;"));
    }

    /** FS206 (its other forms: AdoptionCasesTest 06c): "add getName() and setName(String), make the field package-private". */
    @Test
    void fs206AddAccessorsOrPackagePrivate() {
        JavaFileObject file = bean("Person", "public class Person implements Externalizable", "private String name;",
                "public Person() {}");
        String message = Advice.oneError(Advice.compile(file), Message.NO_ACCESSORS, file, "private String name;");
        assertThat(message).contains(": add getName() and setName(String), make the field package-private, or mark it"
                + " transient");
        roundTrips(CompiledBeans.compile(Advice.edit(file, "private String name;", "private String name;\n"
                + "    public String getName() { return name; }\n    public void setName(String name) { this.name = name; }")),
                "com.acme.Person", "name", "Ada");
        roundTrips(CompiledBeans.compile(Advice.edit(file, "private String name;", "String name;")), "com.acme.Person",
                "name", "Ada");
        CompiledBeans.compile(Advice.edit(file, "private String name;", "private transient String name;"));
    }

    /**
     * FS206 for an {@code Integer} field with {@code int getAge()}/{@code setAge(int)}: it opened with
     * "has no getter or setter" and then listed the two it found. It leads with what to do; both of
     * its first two remedies, applied, compile and round-trip (null too, for the first).
     */
    @Test
    void fs206AccessorsOfAnotherTypeRetyped() {
        JavaFileObject file = bean("Employee", "public class Employee implements Externalizable", "private Integer age;",
                "public int getAge() { return age; }", "public void setAge(int age) { this.age = age; }",
                "public Employee() {}");
        String message = Advice.oneError(Advice.compile(file), Message.NO_ACCESSORS, file, "private Integer age;");
        assertThat(message).startsWith("field 'age': change getAge() and setAge(int) to use Integer, make the field"
                + " package-private, or mark it transient");
        assertThat(message).doesNotContain("no getter or setter");
        CompiledBeans retyped = CompiledBeans.compile(Advice.edit(Advice.edit(file, "public int getAge()",
                "public Integer getAge()"), "public void setAge(int age)", "public void setAge(Integer age)"));
        roundTrips(retyped, "com.acme.Employee", "age", 36);
        roundTrips(retyped, "com.acme.Employee", "age", null);
        roundTrips(CompiledBeans.compile(Advice.edit(file, "private Integer age;", "Integer age;")), "com.acme.Employee",
                "age", 36);
    }

    /** FS206 on an inherited private field: the accessors go to its class ("add ... to Base"). */
    @Test
    void fs206AccessorsOfAnInheritedFieldGoWhereTheFieldIs() {
        JavaFileObject base = src("Base", "public class Base {", "    private String secret;", "}");
        JavaFileObject file = bean("Child", "public class Child extends Base implements Externalizable", "public Child() {}");
        String message = Advice.oneError(Advice.compile(base, file), Message.NO_ACCESSORS, file, "public class Child");
        assertThat(message).contains(": add getSecret() and setSecret(String) to Base, make the field package-private");
        roundTrips(CompiledBeans.compile(Advice.edit(base, "private String secret;", "private String secret;\n"
                + "    public String getSecret() { return secret; }\n"
                + "    public void setSecret(String secret) { this.secret = secret; }"), file), "com.acme.Child", "secret", "s");
    }

    /** FS207 and FS208 (their other forms: AdoptionCasesTest 43): the missing one added. */
    @Test
    void fs207And208AddTheMissingAccessor() {
        JavaFileObject noSetter = bean("Person", "public class Person implements Externalizable", "private Double salary;",
                "public Person() {}", "public Double getSalary() { return salary; }");
        String message = Advice.oneError(Advice.compile(noSetter), Message.NO_SETTER, noSetter, "private Double salary;");
        assertThat(message).contains(": add setSalary(Double), make the field package-private, or mark it transient");
        roundTrips(CompiledBeans.compile(Advice.edit(noSetter, "public Person() {}",
                "public Person() {}\n    public void setSalary(Double salary) { this.salary = salary; }")),
                "com.acme.Person", "salary", 1.5);
        JavaFileObject noGetter = bean("Person", "public class Person implements Externalizable", "private int age;",
                "public Person() {}", "public void setAge(int age) { this.age = age; }");
        message = Advice.oneError(Advice.compile(noGetter), Message.NO_GETTER, noGetter, "private int age;");
        assertThat(message).contains(": add getAge(), make the field package-private, or mark it transient");
        roundTrips(CompiledBeans.compile(Advice.edit(noGetter, "public Person() {}",
                "public Person() {}\n    public int getAge() { return age; }")), "com.acme.Person", "age", 36);
        roundTrips(CompiledBeans.compile(Advice.edit(noGetter, "private int age;", "int age;")), "com.acme.Person", "age", 36);
    }

    /**
     * FS207 for a setter that is protected in a base class of another package: it said "no setId(Long)"
     * and then that setId(Long) is protected, and quoted a public override; a protected one works (the
     * externalizer is in the bean's package) and keeps the setter as closed as its author made it.
     */
    @Test
    void fs207TheProtectedOverrideOfASetterInAnotherPackage() throws Exception {
        JavaFileObject base = Advice.source("com.acme.base.BaseEntity", "package com.acme.base;",
                "public abstract class BaseEntity {", "    private Long id;", "    public Long getId() { return id; }",
                "    protected void setId(Long id) { this.id = id; }", "}");
        JavaFileObject customer = bean("Customer", "public class Customer extends com.acme.base.BaseEntity"
                + " implements Externalizable", "String name;", "public Customer() {}");
        String message = Advice.oneError(Advice.compile(base, customer), Message.NO_SETTER, customer,
                "public class Customer");
        assertThat(message).doesNotContain("no setId");
        String line = Advice.quotedAfter(message, "add ");
        assertEquals("@Override protected void setId(Long id) { super.setId(id); }", line);
        CompiledBeans beans = CompiledBeans.compile(base, Advice.edit(customer, "public Customer() {}",
                "public Customer() {}\n    " + line));
        Object c = set(beans.newInstance("com.acme.Customer"), "name", "Ada");
        java.lang.reflect.Method setId = beans.load("com.acme.Customer").getDeclaredMethod("setId", Long.class);
        assertEquals(java.lang.reflect.Modifier.PROTECTED, setId.getModifiers() & java.lang.reflect.Modifier.PROTECTED);
        setId.setAccessible(true);
        setId.invoke(c, 42L);
        assertEquals(42L, get(Streams.roundTrip(c), "id"));
        assertEquals(42L, get(Direct.roundTrip(c), "id"));
    }

    /** Outer.Bean extends Outer.Base, a private class; both declare String name (FS209-FS211). */
    private static JavaFileObject hidden(String baseAccessors) {
        return src("Outer", "public class Outer {", "    private static class Base { String name; " + baseAccessors + " }",
                "    @FastSerial", "    public static class Bean extends Base implements Externalizable {",
                "        String name;", "        public Bean() {}", delegating("Outer_BeanExternalizer"), "    }", "}");
    }

    private static final String GET = "public String getName() { return name; }";
    private static final String SET = "public void setName(String name) { this.name = name; }";

    /** FS209, FS210, FS211: "add getName() and setName(String), rename one of the two fields, or mark it transient". */
    @Test
    void fs209To211AddAccessorsOrRename() {
        Message[] messages = {Message.NO_ACCESSORS_HIDDEN, Message.NO_SETTER_HIDDEN, Message.NO_GETTER_HIDDEN};
        String[] has = {"", GET, SET};
        for (int i = 0; i < 3; i++) {
            JavaFileObject file = hidden(has[i]);
            Advice.oneError(Advice.compile(file), messages[i], file, "public static class Bean");
            CompiledBeans.compile(Advice.edit(file, "String name; " + has[i] + " }", "String name; " + GET + " " + SET + " }"));
            CompiledBeans.compile(Advice.edit(file, "        String name;", "        String nickname;"));
            CompiledBeans.compile(Advice.edit(file, "String name; " + has[i] + " }", "transient String name; " + has[i] + " }"));
        }
    }

    /** FS212: "let getName() throw only IOException or unchecked exceptions, make the field package-private". */
    @Test
    void fs212And213AccessorsThatThrowOnlyWhatTheGeneratedMethodsMay() {
        String getter = "public String getName() throws java.util.concurrent.TimeoutException { return name; }";
        JavaFileObject file = bean("Checked", "public class Checked implements Externalizable", "private String name;",
                getter, "public void setName(String n) { name = n; }", "public Checked() {}");
        Advice.oneError(Advice.compile(file), Message.GETTER_THROWS, file, "private String name;");
        roundTrips(CompiledBeans.compile(Advice.edit(file, "throws java.util.concurrent.TimeoutException", "throws IOException")),
                "com.acme.Checked", "name", "n");
        CompiledBeans.compile(Advice.edit(file, "private String name;", "String name;"));
        String setter = "public void setName(String n) throws Exception { name = n; }";
        JavaFileObject file2 = bean("Checked", "public class Checked implements Externalizable", "private String name;",
                "public String getName() { return name; }", setter, "public Checked() {}");
        Advice.oneError(Advice.compile(file2), Message.SETTER_THROWS, file2, "private String name;");
        roundTrips(CompiledBeans.compile(Advice.edit(file2, "throws Exception", "throws ClassNotFoundException")),
                "com.acme.Checked", "name", "n");
        // A field of a class in another package: making it package-private would not help, so it is not offered.
        JavaFileObject base = JavaFileObjects.forSourceLines("com.lib.Base", "package com.lib;", "public class Base {",
                "    private long id;", "    public long getId() throws InterruptedException { return id; }",
                "    public void setId(long id) { this.id = id; }", "}");
        JavaFileObject child = bean("Child", "public class Child extends com.lib.Base implements Externalizable",
                "public Child() {}");
        String message = Advice.oneError(Advice.compile(base, child), Message.GETTER_THROWS, child, "public class Child");
        assertThat(message).contains("let getId() throw only IOException or unchecked exceptions, or mark it transient");
        CompiledBeans.compile(Advice.edit(base, "throws InterruptedException", "throws java.io.IOException"), child);
    }

    /** FS214: "rename one of the two fields (with its accessors), or make field 'name' package-private, or transient". */
    @Test
    void fs214RenameOrPackagePrivate() {
        JavaFileObject base = JavaFileObjects.forSourceLines("com.lib.Person", "package com.lib;", "public class Person {",
                "    private String name;", "    public String getName() { return name; }",
                "    public void setName(String name) { this.name = name; }", "}");
        JavaFileObject file = bean("Pet", "public class Pet extends com.lib.Person implements Externalizable",
                "private String name;", "public Pet() {}");
        Advice.oneError(Advice.compile(base, file), Message.ACCESSOR_CLASH, file, "private String name;");
        CompiledBeans.compile(base, Advice.edit(file, "private String name;", "private String nickname;\n"
                + "    public String getNickname() { return nickname; }\n"
                + "    public void setNickname(String nickname) { this.nickname = nickname; }"));
        CompiledBeans.compile(base, Advice.edit(file, "private String name;", "String name;"));
        CompiledBeans.compile(base, Advice.edit(file, "private String name;", "private transient String name;"));
    }

    /**
     * FS215: "rename Pet's field 'name' (with its own accessors), or stop overriding getName() and
     * setName(String) in Pet and make Pet's field 'name' package-private" (stopping alone gave FS214).
     */
    @Test
    void fs215RenameOrStopOverriding() {
        JavaFileObject base = JavaFileObjects.forSourceLines("com.lib.Person", "package com.lib;", "public class Person {",
                "    private String name;", "    public String getName() { return name; }",
                "    public void setName(String name) { this.name = name; }", "}");
        String overrides = "@Override public String getName() { return name; }\n"
                + "    @Override public void setName(String name) { this.name = name; }";
        JavaFileObject file = bean("Pet", "public class Pet extends com.lib.Person implements Externalizable",
                "private String name;", overrides, "public Pet() {}");
        CompiledBeans.compile(base, Advice.edit(Advice.edit(file, "private String name;", "private String petName;"), overrides,
                "public String getPetName() { return petName; }\n"
                        + "    public void setPetName(String petName) { this.petName = petName; }"));
        String message = Advice.oneError(Advice.compile(base, file), Message.OVERRIDDEN_ACCESSORS_OF_HIDDEN_FIELD, file,
                "private String name;");
        assertThat(message).contains("or stop overriding getName() and setName(String) in Pet and make Pet's field 'name'"
                + " package-private");
        CompiledBeans beans = CompiledBeans.compile(base, Advice.edit(Advice.edit(file, overrides, ""),
                "private String name;", "String name;"));
        Object pet = set(beans.newInstance("com.acme.Pet"), "name", "Rex");
        try {
            beans.load("com.lib.Person").getMethod("setName", String.class).invoke(pet, "Ann");
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
        Object back = Streams.roundTrip(pet);
        assertEquals("Rex", get(back, "name"));
        assertEquals(List.of("Rex", "Ann"), List.of(get(back, "name"), personName(beans, back)));
    }

    private static Object personName(CompiledBeans beans, Object pet) {
        try {
            return beans.load("com.lib.Person").getMethod("getName").invoke(pet);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** FS216, FS217: "remove @ByReference"; FS216 also "declare the field as Object". */
    @Test
    void fs216And217RemoveByReference() {
        JavaFileObject file = bean("Shared", "public class Shared implements Externalizable",
                "@ByReference ArrayList<String> names;", "public Shared() {}");
        Advice.oneError(Advice.compile(file), Message.BY_REFERENCE_CHANGES_NOTHING, file, "ArrayList<String> names;");
        CompiledBeans.compile(Advice.edit(file, "@ByReference ", ""));
        roundTrips(CompiledBeans.compile(Advice.edit(file, "@ByReference ArrayList<String> names;", "Object names;")),
                "com.acme.Shared", "names", new ArrayList<>(List.of("a")));
        JavaFileObject object = bean("Shared", "public class Shared implements Externalizable",
                "@ByReference Object anything;", "public Shared() {}");
        Advice.oneError(Advice.compile(object), Message.BY_REFERENCE_ALREADY_SHARED, object, "Object anything;");
        CompiledBeans.compile(Advice.edit(object, "@ByReference ", ""));
    }

    /** FS223: "add getVisits(), make the field package-private, or mark it transient" (each applied, and round-tripped). */
    @Test
    void fs223AddAGetterOrPackagePrivate() {
        JavaFileObject file = src("Pet", "@FastSerial", "public class Pet implements Serializable {",
                "    private final Set<String> visits = new LinkedHashSet<>();", "    String name;",
                "    public void addVisit(String visit) { visits.add(visit); }",
                "    private Object writeReplace() { return new PetExternalizer(this); }", "}");
        String message = Advice.oneError(Advice.compile(file), Message.NO_GETTER_TO_FILL, file, "private final Set<String>");
        assertThat(message).contains(": add getVisits(), make the field package-private, or mark it transient if it need not"
                + " be written");
        Set<String> visits = new LinkedHashSet<>(List.of("2026-01-05", "2026-02-11"));
        roundTrips(CompiledBeans.compile(Advice.edit(file, "    String name;",
                "    String name;\n    public Set<String> getVisits() { return visits; }")), "com.acme.Pet", "visits", visits);
        roundTrips(CompiledBeans.compile(Advice.edit(file, "private final Set<String>", "final Set<String>")),
                "com.acme.Pet", "visits", visits);
        CompiledBeans.compile(Advice.edit(file, "private final Set<String>", "private final transient Set<String>"));
    }

    /**
     * FS224: a final container filled in place through a getter that returns a read-only view;
     * "make getVisits() return the field itself, make the field package-private, or mark it transient".
     */
    @Test
    void fs224ReturnTheFieldOrPackagePrivate() {
        String view = "    public Collection<String> getVisits() { return Collections.unmodifiableSet(visits); }";
        JavaFileObject file = src("Pet", "@FastSerial", "public class Pet implements Serializable {",
                "    private final Set<String> visits = new LinkedHashSet<>();", view,
                "    private Object writeReplace() { return new PetExternalizer(this); }", "}");
        String message = Advice.oneError(Advice.compile(file), Message.GETTER_NOT_THE_FIELD, file, "private final Set<String>");
        assertThat(message).contains("through getVisits(), which returns 'Collections.unmodifiableSet(visits)', not the field"
                + " itself");
        assertThat(message).contains(": make getVisits() return the field itself, make the field package-private, or mark it"
                + " transient");
        Set<String> visits = new LinkedHashSet<>(List.of("2026-01-05", "2026-02-11"));
        roundTrips(CompiledBeans.compile(Advice.edit(file, "Collections.unmodifiableSet(visits)", "visits")), "com.acme.Pet",
                "visits", visits);
        roundTrips(CompiledBeans.compile(Advice.edit(file, "private final Set<String>", "final Set<String>")),
                "com.acme.Pet", "visits", visits);
        CompiledBeans.compile(Advice.edit(file, "private final Set<String>", "private final transient Set<String>"));
    }

    /** FS219: "give it a Serializable type". */
    @Test
    void fs219ASerializableComponent() {
        JavaFileObject file = src("Job", "@FastSerial", "public record Job(String name,", "        Thread worker) implements"
                + " Serializable {", "    private Object writeReplace() { return new JobExternalizer(this); }", "}");
        Advice.oneError(Advice.compile(file), Message.COMPONENT_NOT_SERIALIZABLE, file, "Thread worker");
        Object job = CompiledBeans.compile(Advice.edit(file, "Thread worker", "String worker")).construct("com.acme.Job", "a", "b");
        assertEquals(job, Streams.roundTrip(job));
    }

    /** FS220: "add getCents(), or make the field package-private". */
    @Test
    void fs220AddTheGetterOrPackagePrivate() {
        JavaFileObject file = src("Money", "@FastSerial", "public final class Money implements Serializable {",
                "    private final long cents;", "    public Money(long cents) { this.cents = cents; }",
                "    private Object writeReplace() { return new MoneyExternalizer(this); }", "}");
        Advice.oneError(Advice.compile(file), Message.NO_GETTER_IN_VALUE, file, "private final long cents;");
        Object m = CompiledBeans.compile(Advice.edit(file, "    public Money(long cents)",
                "    public long getCents() { return cents; }\n    public Money(long cents)")).construct("com.acme.Money", 5L);
        assertEquals(5L, get(Streams.roundTrip(m), "cents"));
        CompiledBeans.compile(Advice.edit(file, "private final long cents;", "final long cents;"));
    }

    /** FS221: a type that cannot lead back (Object among them), or the record made a @FastSerial bean. */
    @Test
    void fs221ATypeThatCannotLeadBackOrABeanOnTheWay() {
        JavaFileObject file = src("Chain", "@FastSerial", "public record Chain(String name,", "        Chain next) implements"
                + " Serializable {", "    private Object writeReplace() { return new ChainExternalizer(this); }", "}");
        Advice.oneError(Advice.compile(file), Message.VALUE_REACHES_ITSELF, file, "Chain next");
        CompiledBeans.compile(Advice.edit(file, "Chain next)", "String next)"));
        CompiledBeans.compile(Advice.edit(file, "Chain next)", "Object next)"));
        JavaFileObject asBean = src("Chain", "@FastSerial", "public class Chain implements Externalizable {",
                "    String name;", "    Chain next;", "    public Chain() {}", delegating("ChainExternalizer"), "}");
        CompiledBeans beans = CompiledBeans.compile(asBean);
        Object chain = set(beans.newInstance("com.acme.Chain"), "name", "loop");
        set(chain, "next", chain);
        Object back = Streams.roundTrip(chain);
        org.junit.jupiter.api.Assertions.assertSame(back, get(back, "next"));
    }

    /** FS222: "remove @ByReference" from a field holding records. */
    @Test
    void fs222RemoveByReferenceFromValues() {
        JavaFileObject point = src("Point", "@FastSerial", "public record Point(int x, int y) implements Serializable {",
                "    private Object writeReplace() { return new PointExternalizer(this); }", "}");
        JavaFileObject shape = bean("Shape", "public class Shape implements Externalizable",
                "@ByReference List<Point> corners;", "public Shape() {}");
        Advice.oneError(Advice.compile(point, shape), Message.BY_REFERENCE_ON_VALUE, shape, "List<Point> corners;");
        CompiledBeans.compile(point, Advice.edit(shape, "@ByReference ", ""));
    }

    /**
     * FS226: "mark field 'item' of Line @ByReference": the item an order's index holds by reference and one of
     * its lines holds comes back as one object.
     */
    @Test
    void fs226MarkTheInlineFieldOfTheOtherClassByReference() throws Exception {
        JavaFileObject item = bean("Item", "public class Item implements Externalizable", "String id;", "public Item() {}");
        JavaFileObject line = bean("Line", "public class Line implements Externalizable", "Item item;", "public Line() {}");
        JavaFileObject order = bean("Order", "public class Order implements Externalizable",
                "@ByReference Item chosen;", "List<Line> lines = new ArrayList<Line>();", "public Order() {}");
        String message = Advice.oneError(Advice.compile(item, line, order), Message.SHARED_BEAN_SPLIT_ACROSS, line,
                "Item item;");
        assertThat(message).contains("mark field 'item' of Line @ByReference");
        CompiledBeans beans = CompiledBeans.compile(item, Advice.edit(line, "Item item;", "@ByReference Item item;"), order);
        Object tea = set(beans.newInstance("com.acme.Item"), "id", "tea");
        Object o = set(beans.newInstance("com.acme.Order"), "chosen", tea);
        ((List<Object>) get(o, "lines")).add(set(beans.newInstance("com.acme.Line"), "item", tea));
        for (Object copy : List.of(Streams.roundTrip(o), Direct.roundTrip(o))) {
            assertSame(get(copy, "chosen"), get(((List<?>) get(copy, "lines")).get(0), "item"));
        }
    }

    /**
     * FS227: "build Line again with field 'item' marked @ByReference": a class of a library holds the item inline;
     * built again as the message says, the basket compiles against it, and the item comes back as one object.
     */
    @Test
    void fs227BuildTheOtherClassAgainWithItsFieldByReference(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp)
            throws Exception {
        JavaFileObject item = BeanSources.bean("com.lib", "Item", "public class Item implements Externalizable",
                "public String id;", "public Item() {}");
        JavaFileObject line = BeanSources.bean("com.lib", "Line", "public class Line implements Externalizable",
                "public Item item;", "public Line() {}");
        JavaFileObject basket = bean("Basket", "public class Basket implements Externalizable",
                "@ByReference com.lib.Item chosen;", "List<com.lib.Line> lines = new ArrayList<com.lib.Line>();",
                "public Basket() {}");
        List<java.io.File> library = Advice.classPathOf(tmp.resolve("before"), item, line);
        String message = Advice.oneError(com.google.testing.compile.Compiler.javac().withProcessors(new FastSerialProcessor())
                .withClasspath(library).compile(basket), Message.SHARED_BEAN_SPLIT_ELSEWHERE, basket, "lines");
        assertThat(message).contains("build Line again with field 'item' marked @ByReference");
        JavaFileObject rebuilt = Advice.edit(line, "public Item item;", "@ByReference public Item item;");
        com.google.testing.compile.CompilationSubject.assertThat(com.google.testing.compile.Compiler.javac()
                .withProcessors(new FastSerialProcessor()).withClasspath(Advice.classPathOf(tmp.resolve("after"), item, rebuilt))
                .compile(basket)).succeededWithoutWarnings();
        CompiledBeans beans = CompiledBeans.compile(item, rebuilt, basket); // the same classes, loadable here
        Object tea = set(beans.newInstance("com.lib.Item"), "id", "tea");
        Object b = set(beans.newInstance("com.acme.Basket"), "chosen", tea);
        ((List<Object>) get(b, "lines")).add(set(beans.newInstance("com.lib.Line"), "item", tea));
        for (Object copy : List.of(Streams.roundTrip(b), Direct.roundTrip(b))) {
            assertSame(get(copy, "chosen"), get(((List<?>) get(copy, "lines")).get(0), "item"));
        }
    }

    /** FS225: "mark field 'byId' @ByReference": the item shared by both fields comes back one object. */
    @Test
    void fs225MarkTheInlineFieldByReference() throws Exception {
        JavaFileObject item = bean("Item", "public class Item implements Externalizable", "String id;", "public Item() {}");
        JavaFileObject basket = bean("Basket", "public class Basket implements Externalizable",
                "Map<String, Item> byId = Collections.synchronizedMap(new HashMap<String, Item>());",
                "@ByReference List<Item> inOrder = new ArrayList<Item>();", "public Basket() {}");
        String message = Advice.oneError(Advice.compile(item, basket), Message.SHARED_BEAN_SPLIT, basket,
                "Map<String, Item> byId");
        assertThat(message).contains("mark field 'byId' @ByReference");
        CompiledBeans beans = CompiledBeans.compile(item, Advice.edit(basket, "Map<String, Item> byId",
                "@ByReference Map<String, Item> byId"));
        Object tea = set(beans.newInstance("com.acme.Item"), "id", "tea");
        Object b = beans.newInstance("com.acme.Basket");
        ((java.util.Map<String, Object>) get(b, "byId")).put("tea", tea);
        ((List<Object>) get(b, "inOrder")).add(tea);
        for (Object copy : List.of(Streams.roundTrip(b), dev.fastserial.FastBytes.fromBytes(dev.fastserial.FastBytes.toBytes(b),
                b.getClass()))) {
            assertSame(((java.util.Map<?, ?>) get(copy, "byId")).get("tea"), ((List<?>) get(copy, "inOrder")).get(0));
        }
    }
}
