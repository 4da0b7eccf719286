package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Every compile error of records and immutable classes (issue 11): its message by id and text,
 * the line it points at, exactly one error per problem, and nothing generated for the type at fault.
 */
class ValueCompileErrorsTest {
    private RecordingProcessor recorder;

    private Compilation compile(JavaFileObject... sources) {
        recorder = new RecordingProcessor(new FastSerialProcessor());
        return javac().withProcessors(recorder).compile(sources);
    }

    /** {@code com.acme.<name>}, with the imports every test needs, then {@code lines}. */
    private static JavaFileObject source(String name, String... lines) {
        List<String> all = new ArrayList<>(List.of("package com.acme;", "import dev.fastserial.*;", "import java.io.*;",
                "import java.util.*;"));
        all.addAll(List.of(lines));
        return JavaFileObjects.forSourceLines("com.acme." + name, all);
    }

    /** One error, {@code message}, containing {@code text}, on the line containing {@code line}; nothing generated. */
    private void assertOneError(Compilation compilation, JavaFileObject file, Message message, String text, String line) {
        assertOneErrorGenerating(compilation, file, message, text, line);
        assertThat(recorder.created()).isEmpty();
    }

    /** The same, where other (correct) types of the compilation are still generated: exactly {@code generated}. */
    private void assertOneErrorGenerating(Compilation compilation, JavaFileObject file, Message message, String text,
                                          String line, String... generated) {
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(text).inFile(file).onLineContaining(line);
        CompileErrorsTest.assertIs(message, compilation.errors().get(0));
        assertThat(recorder.createdNames()).containsExactlyElementsIn(List.of(generated));
    }

    private static final String POINT_WRITE_REPLACE = "    private Object writeReplace() { return new PointExternalizer(this); }";
    private static final String MONEY_WRITE_REPLACE = "    private Object writeReplace() { return new MoneyExternalizer(this); }";

    @Test
    void anImmutableClassOverridingTheGetterOfAFieldItHides() {
        JavaFileObject base = source("Named",
                "public class Named implements Serializable {",
                "    private final String name;",
                "    public Named(String name) { this.name = name; }",
                "    public String getName() { return name; }",
                "}");
        JavaFileObject file = source("Tag",
                "@FastSerial",
                "public final class Tag extends Named {",
                "    private final String name;",
                "    @SerialConstructor public Tag(String inherited, String name) { super(inherited); this.name = name; }",
                "    @Override public String getName() { return name; }",
                "    private Object writeReplace() { return new TagExternalizer(this); }",
                "}");
        Compilation compilation = compile(base, file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("Tag overrides getName()").inFile(file).onLineContaining("private final String name");
        CompileErrorsTest.assertIs(Message.OVERRIDDEN_ACCESSORS_OF_HIDDEN_FIELD, compilation.errors().get(0));
        assertThat(recorder.created()).isEmpty();
    }

    @Test
    void aRecordThatIsNotSerializable() {
        JavaFileObject file = source("Point",
                "@FastSerial",
                "public record Point(int x, int y) {",
                POINT_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.VALUE_NOT_SERIALIZABLE,
                "Point must implement java.io.Serializable for @FastSerial: as a record, it is written through"
                        + " PointExternalizer, the serialization proxy its writeReplace returns; add 'implements Serializable'",
                "public record Point");
    }

    @Test
    void anImmutableClassThatIsNotSerializable() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money {",
                "    final long cents;",
                "    public Money(long cents) { this.cents = cents; }",
                MONEY_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.VALUE_NOT_SERIALIZABLE,
                "Money must implement java.io.Serializable for @FastSerial: as an immutable class", "public final class Money");
    }

    @Test
    void aRecordThatIsExternalizable() {
        JavaFileObject file = source("Point",
                "@FastSerial",
                "public record Point(int x, int y) implements Externalizable {",
                POINT_WRITE_REPLACE,
                "    public void writeExternal(ObjectOutput out) {}",
                "    public void readExternal(ObjectInput in) {}",
                "}");
        assertOneError(compile(file), file, Message.RECORD_EXTERNALIZABLE,
                "Point: implement Serializable instead of Externalizable, and delete its writeExternal and readExternal."
                        + " Java serialization never calls them on a record: PointExternalizer writes Point",
                "public record Point");
    }

    @Test
    void anImmutableClassWithoutWriteReplaceIsToldTheLineToAdd() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    final long cents;",
                "    public Money(long cents) { this.cents = cents; }",
                "}");
        assertOneError(compile(file), file, Message.NO_WRITE_REPLACE,
                "Money declares no writeReplace, so Java serialization would write it by itself instead of through"
                        + " MoneyExternalizer: add the line"
                        + " 'private Object writeReplace() { return new MoneyExternalizer(this); }' to Money",
                "public final class Money");
    }

    @Test
    void aNestedRecordIsToldItsOwnProxysName() {
        JavaFileObject file = source("Outer",
                "public class Outer {",
                "    @FastSerial",
                "    public record Inner(int x) implements Serializable {}",
                "}");
        assertOneError(compile(file), file, Message.NO_WRITE_REPLACE,
                "'private Object writeReplace() { return new Outer_InnerExternalizer(this); }' to Inner",
                "public record Inner");
    }

    @Test
    void aStaticWriteReplace() {
        JavaFileObject file = source("Point",
                "@FastSerial",
                "public record Point(int x, int y) implements Serializable {",
                "    private static Object writeReplace() { return null; }",
                "}");
        assertOneError(compile(file), file, Message.WRONG_WRITE_REPLACE,
                "Point's writeReplace is static, so Java serialization never calls it: declare it exactly as"
                        + " 'private Object writeReplace() { return new PointExternalizer(this); }'",
                "private static Object writeReplace()");
    }

    @Test
    void aWriteReplaceThatDoesNotReturnObject() {
        JavaFileObject file = source("Point",
                "@FastSerial",
                "public record Point(int x, int y) implements Serializable {",
                "    private Point writeReplace() { return this; }",
                "}");
        assertOneError(compile(file), file, Message.WRONG_WRITE_REPLACE,
                "Point's writeReplace returns Point, so Java serialization never calls it (it must return"
                        + " Object): declare it exactly as",
                "private Point writeReplace()");
    }

    @Test
    void aWriteReplaceThatSubclassesWouldInherit() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public class Money implements Serializable {",
                "    final long cents;",
                "    public Money(long cents) { this.cents = cents; }",
                "    protected Object writeReplace() { return new MoneyExternalizer(this); }",
                "}");
        assertOneError(compile(file), file, Message.WRONG_WRITE_REPLACE,
                "Money's writeReplace is protected, so subclasses of Money inherit it and would be written without their"
                        + " own fields: declare it exactly as 'private Object writeReplace() { return new MoneyExternalizer(this); }'",
                "protected Object writeReplace()");
    }

    @Test
    void aRecordWithAPublicWriteReplaceIsFine() {
        JavaFileObject file = source("Point",
                "@FastSerial",
                "public record Point(int x, int y) implements Serializable {",
                "    public Object writeReplace() { return new PointExternalizer(this); }",
                "}");
        assertThat(compile(file)).succeededWithoutWarnings();
    }

    @Test
    void aReadResolveThatWouldNeverRun() {
        JavaFileObject file = source("Point",
                "@FastSerial",
                "public record Point(int x, int y) implements Serializable {",
                POINT_WRITE_REPLACE,
                "    private Object readResolve() { return this; }",
                "}");
        assertOneError(compile(file), file, Message.READ_RESOLVE_ON_VALUE,
                "Point declares readResolve, which Java serialization never calls: it reads PointExternalizer, whose"
                        + " readResolve returns the Point its constructor built. Remove it (checks belong in the constructor,"
                        + " which runs on every read)",
                "public record Point");
    }

    @Test
    void noConstructorTakesTheFields() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    final long cents;",
                "    final String currency;",
                "    public Money(long amount, String code) { this.cents = amount; this.currency = code; }",
                MONEY_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.NO_MATCHING_CONSTRUCTOR,
                "Money: name the parameters of Money(long amount, String code) as the fields they set (long cents,"
                        + " String currency). MoneyExternalizer rebuilds Money through the constructor whose parameters are"
                        + " its final fields, by name and type; the other fields are set after it",
                "public final class Money");
    }

    @Test
    void aConstructorWithTheNamesButAnotherTypeDoesNotCount() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    final long cents;",
                "    public Money(int cents) { this.cents = cents; }",
                MONEY_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.NO_MATCHING_CONSTRUCTOR, "(long cents)", "public final class Money");
    }

    @Test
    void severalConstructorsTakeTheFields() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    final long cents;",
                "    final String currency;",
                "    public Money(long cents, String currency) { this.cents = cents; this.currency = currency; }",
                "    public Money(String currency, long cents) { this(cents, currency); }",
                MONEY_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.SEVERAL_MATCHING_CONSTRUCTORS,
                "Money has 2 constructors that take its final fields with each parameter named as a field: mark the one"
                        + " MoneyExternalizer should call with @SerialConstructor",
                "public final class Money");
    }

    @Test
    void theMarkDecidesBetweenSeveralConstructors() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    final long cents;",
                "    final String currency;",
                "    public Money(long cents, String currency) { this.cents = cents; this.currency = currency; }",
                "    @SerialConstructor public Money(String currency, long cents) { this(cents, currency); }",
                MONEY_WRITE_REPLACE,
                "}");
        Compilation compilation = compile(file);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("com.acme.MoneyExternalizer").contentsAsUtf8String()
                .contains("return new Money(currency, cents);");
    }

    @Test
    void severalMarkedConstructors() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    final long cents;",
                "    @SerialConstructor public Money(long cents) { this.cents = cents; }",
                "    @SerialConstructor public Money(int units) { this(units * 100L); }",
                MONEY_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.SEVERAL_MARKED_CONSTRUCTORS,
                "Money has 2 constructors marked @SerialConstructor: keep the mark on one", "public Money(int units)");
    }

    @Test
    void aMarkedConstructorThatDoesNotTakeTheFields() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    final long cents;",
                "    final String currency;",
                "    @SerialConstructor public Money(long cents) { this.cents = cents; this.currency = \"EUR\"; }",
                MONEY_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.MARKED_CONSTRUCTOR_MISMATCH,
                "the constructor Money(long cents) is marked @SerialConstructor, but no parameter of it takes String"
                        + " currency, final, which only a constructor can set: give it a parameter for each, named as the field"
                        + " it sets (fields that are not final are set after the constructor, and a final Collection or Map"
                        + " that no parameter takes is filled in place)",
                "@SerialConstructor public Money(long cents)");
    }

    /**
     * Issue 24, h03: the parameters of a marked constructor were matched to the fields by type in
     * declaration order when their names differed, so an IDE's "sort members" putting 'high' before
     * 'low' turned every Range(1, 9) into Range(9, 1) when read. A parameter is now the field of its
     * name: one named after no field is an error on it.
     */
    @Test
    void aMarkedConstructorParameterNamedAfterNoField() {
        JavaFileObject file = source("Range",
                "@FastSerial",
                "public final class Range implements Serializable {",
                "    private final int high;",
                "    private final int low;",
                "    @SerialConstructor",
                "    public Range(int from, int to) { this.low = from; this.high = to; }",
                "    public int getLow() { return low; }",
                "    public int getHigh() { return high; }",
                "    private Object writeReplace() { return new RangeExternalizer(this); }",
                "}");
        assertOneError(compile(file), file, Message.MARKED_PARAMETER_UNNAMED,
                "parameter 'from' of Range(int from, int to), marked @SerialConstructor, is named after no field of Range"
                        + " (int high, int low): the generated reader passes each field to the parameter of its name, never"
                        + " by position (reordering two fields of one type would swap their values): rename it to the field"
                        + " it sets",
                "public Range(int from, int to)");
        assertThat(compile(file).errors().get(0).getColumnNumber()).isEqualTo(
                "    public Range(int from, int to)".indexOf("from") + 1); // on the parameter
    }

    @Test
    void aMarkedConstructorParameterOfAnotherTypeThanItsField() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    final long cents;",
                "    final String currency;",
                "    @SerialConstructor public Money(int cents, String currency) { this.cents = cents; this.currency = currency; }",
                MONEY_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.MARKED_PARAMETER_TYPE,
                "parameter 'cents' of Money(int cents, String currency), marked @SerialConstructor, is a int, but Money's"
                        + " field 'cents', which the generated reader passes to it, is a long",
                "@SerialConstructor public Money(int cents, String currency)");
    }

    /** Two hidden superclass fields of one type cannot be told apart by type: the name rule's one exception does not apply. */
    @Test
    void twoHiddenFieldsOfOneTypeCannotBeToldApart() {
        JavaFileObject base = source("Base",
                "public class Base implements Serializable {",
                "    final String name;",
                "    final String code;",
                "    protected Base(String name, String code) { this.name = name; this.code = code; }",
                "}");
        JavaFileObject file = source("Tag",
                "@FastSerial",
                "public final class Tag extends Base {",
                "    final String name;",
                "    final String code;",
                "    @SerialConstructor Tag(String baseName, String baseCode, String name, String code) {",
                "        super(baseName, baseCode); this.name = name; this.code = code;",
                "    }",
                "    private Object writeReplace() { return new TagExternalizer(this); }",
                "}");
        Compilation compilation = compile(base, file);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("parameter 'baseName' of Tag(String baseName, String baseCode, String"
                + " name, String code), marked @SerialConstructor, is named after no field of Tag (String Base.name,"
                + " String Base.code, String name, String code): the generated reader passes each field to the parameter"
                + " of its name, never by position (reordering two fields of one type would swap their values): a"
                + " superclass field hidden by another of its name goes by type only when it is the one such field of its"
                + " type, and Base.name and Base.code are hidden fields of type String: rename the field that hides the"
                + " one it sets (and the parameter that sets that field with it), then rename this parameter to the field"
                + " it sets [FS131]")
                .inFile(file).onLineContaining("@SerialConstructor Tag(");
        CompileErrorsTest.assertIs(Message.MARKED_PARAMETER_UNNAMED, compilation.errors().get(0));
    }

    @Test
    void aPrivateConstructor() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    final long cents;",
                "    private Money(long cents) { this.cents = cents; }",
                "    public static Money of(long cents) { return new Money(cents); }",
                MONEY_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.PRIVATE_CONSTRUCTOR,
                "the constructor Money(long cents) is private, so MoneyExternalizer cannot call it to rebuild Money: make it"
                        + " package-private",
                "private Money(long cents)");
    }

    @Test
    void aMarkOnARecordsConstructor() {
        JavaFileObject file = source("Point",
                "@FastSerial",
                "public record Point(int x, int y) implements Serializable {",
                "    @SerialConstructor",
                "    public Point(int both) { this(both, both); }",
                POINT_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.MARKED_CONSTRUCTOR_IN_RECORD,
                "Point is a record, always rebuilt through its canonical constructor: remove @SerialConstructor from"
                        + " Point(int both)",
                "public Point(int both)");
    }

    /**
     * Issue 27: a field that is not final no longer refuses the class (FS218, retired): the class is a
     * mixed class. The constructor takes this one by name, and being not final it is set again after
     * it, as a bean's fields are, and as one the constructor does not take is (MixedClassesTest, MixedFormsTest).
     */
    @Test
    void aFieldOfAnImmutableClassThatIsNotFinalMakesItAMixedClass() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    final long cents;",
                "    String note;",
                "    public Money(long cents, String note) { this.cents = cents; this.note = note; }",
                MONEY_WRITE_REPLACE,
                "}");
        Compilation compilation = compile(file);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("com.acme.MoneyExternalizer").contentsAsUtf8String()
                .contains("value = new Money(cents, note);\n            // the fields that are not final,");
        assertThat(compilation).generatedSourceFile("com.acme.MoneyExternalizer").contentsAsUtf8String()
                .contains("value.note = note;");
    }

    @Test
    void aComponentThatIsNotSerializable() {
        JavaFileObject file = source("Job",
                "@FastSerial",
                "public record Job(String name,",
                "        Thread worker) implements Serializable {",
                "    private Object writeReplace() { return new JobExternalizer(this); }",
                "}");
        assertOneError(compile(file), file, Message.COMPONENT_NOT_SERIALIZABLE,
                "component 'worker' has type Thread, which is not Serializable: every component of a record is written,"
                        + " so give it a Serializable type",
                "Thread worker");
    }

    @Test
    void aComponentWithAPartThatIsNotSerializable() {
        JavaFileObject file = source("Job",
                "@FastSerial",
                "public record Job(String name,",
                "        List<Thread> workers) implements Serializable {",
                "    private Object writeReplace() { return new JobExternalizer(this); }",
                "}");
        assertOneError(compile(file), file, Message.COMPONENT_NOT_SERIALIZABLE,
                "component 'workers' has type List<Thread>, and Thread is not Serializable", "List<Thread> workers");
    }

    @Test
    void aFieldOfAnImmutableClassThatIsNotSerializable() {
        JavaFileObject file = source("Job",
                "@FastSerial",
                "public final class Job implements Serializable {",
                "    final Thread worker;",
                "    Job(Thread worker) { this.worker = worker; }",
                "    private Object writeReplace() { return new JobExternalizer(this); }",
                "}");
        assertOneError(compile(file), file, Message.NOT_SERIALIZABLE, "field 'worker' has type Thread, which is not Serializable",
                "final Thread worker;");
    }

    @Test
    void aPrivateFieldWithoutAGetter() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    private final long cents;",
                "    public Money(long cents) { this.cents = cents; }",
                MONEY_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.NO_GETTER_IN_VALUE,
                "field 'cents' is private and has no getter, so MoneyExternalizer cannot read it: add getCents(), or make"
                        + " the field package-private",
                "private final long cents;");
    }

    @Test
    void aGetterThatThrowsACheckedException() {
        JavaFileObject file = source("Money",
                "@FastSerial",
                "public final class Money implements Serializable {",
                "    private final long cents;",
                "    public Money(long cents) { this.cents = cents; }",
                "    public long getCents() throws Exception { return cents; }",
                MONEY_WRITE_REPLACE,
                "}");
        assertOneError(compile(file), file, Message.GETTER_THROWS, "its getter getCents() throws Exception",
                "private final long cents;");
    }

    @Test
    void aRecordThatCanHoldItself() {
        JavaFileObject file = source("Chain",
                "@FastSerial",
                "public record Chain(String name,",
                "        Chain next) implements Serializable {",
                "    private Object writeReplace() { return new ChainExternalizer(this); }",
                "}");
        assertOneError(compile(file), file, Message.VALUE_REACHES_ITSELF,
                "component 'next' has type Chain, through which a Chain can reach itself again: Chain is built by its"
                        + " constructor after everything it holds is read, so a cycle back to it could not be restored (beans"
                        + " on the way do not change that: the cycle passes through Chain). Give the field a type that cannot"
                        + " lead back to Chain, or make Chain itself a @FastSerial bean instead of a record (a class that"
                        + " implements Externalizable, with a public no-arg constructor: it exists before its fields are read,"
                        + " so cycles through it are kept)",
                "Chain next");
    }

    /**
     * Issue 24, u01: the cycle passes through a bean already (Folder); FS221 once asked to make "one of
     * the types on the way" a bean, Folder among them, which changes nothing. It names the record now,
     * and its advice, applied, compiles and keeps the cycle on both paths.
     */
    @Test
    void aRecordOnACycleThroughABeanIsToldToBecomeABeanItself() throws Exception {
        JavaFileObject folder = BeanSources.bean("com.acme", "Folder", "public class Folder implements Externalizable",
                "public List<Tag> tags;", "public Folder() {}");
        JavaFileObject tag = source("Tag",
                "@FastSerial",
                "public record Tag(String name, Folder folder) implements Serializable {",
                "    private Object writeReplace() { return new TagExternalizer(this); }",
                "}");
        assertOneErrorGenerating(compile(folder, tag), tag, Message.VALUE_REACHES_ITSELF,
                "component 'folder' has type Folder, through which a Tag can reach itself again: Tag is built by its"
                        + " constructor after everything it holds is read, so a cycle back to it could not be restored (beans"
                        + " on the way do not change that: the cycle passes through Tag). Give the field a type that cannot"
                        + " lead back to Tag, or make Tag itself a @FastSerial bean instead of a record (a class that"
                        + " implements Externalizable",
                "public record Tag", "com.acme.FolderExternalizer");
        // the advice applied: Tag a bean
        JavaFileObject tagBean = BeanSources.bean("com.acme", "Tag", "public class Tag implements Externalizable",
                "public String name;", "public Folder folder;", "public Tag() {}");
        CompiledBeans beans = CompiledBeans.compile(folder, tagBean);
        Object f = beans.newInstance("com.acme.Folder");
        Object t = beans.newInstance("com.acme.Tag");
        dev.fastserial.testing.Fields.set(t, "name", "urgent");
        dev.fastserial.testing.Fields.set(t, "folder", f);
        dev.fastserial.testing.Fields.set(f, "tags", new ArrayList<>(List.of(t)));
        for (Object copy : List.of(dev.fastserial.testing.Streams.roundTrip(f), dev.fastserial.testing.Direct.roundTrip(f))) {
            Object copiedTag = ((List<?>) dev.fastserial.testing.Fields.get(copy, "tags")).get(0);
            assertEquals("urgent", dev.fastserial.testing.Fields.get(copiedTag, "name"));
            assertSame(copy, dev.fastserial.testing.Fields.get(copiedTag, "folder"));
        }
    }

    /** The cycle passes through a bean (which may hold cycles): the record is still the one that cannot. */
    @Test
    void aRecordThatCanReachItselfThroughABean() {
        JavaFileObject record = source("Leaf",
                "@FastSerial",
                "public record Leaf(String name,",
                "        List<Branch> branches) implements Serializable {",
                "    private Object writeReplace() { return new LeafExternalizer(this); }",
                "}");
        JavaFileObject bean = BeanSources.bean("com.acme", "Branch", "public class Branch implements Externalizable",
                "Leaf leaf;", "public Branch() {}");
        assertOneErrorGenerating(compile(record, bean), record, Message.VALUE_REACHES_ITSELF,
                "component 'branches' has type List<Branch>, through which a Leaf can reach itself again",
                "List<Branch> branches", "com.acme.BranchExternalizer");
    }

    @Test
    void byReferenceOnARecordField() {
        JavaFileObject point = source("Point",
                "@FastSerial",
                "public record Point(int x, int y) implements Serializable {",
                POINT_WRITE_REPLACE,
                "}");
        JavaFileObject bean = BeanSources.bean("com.acme", "Shape", "public class Shape implements Externalizable",
                "@ByReference List<Point> corners;", "public Shape() {}");
        assertOneErrorGenerating(compile(point, bean), bean, Message.BY_REFERENCE_ON_VALUE,
                "field 'corners' is marked @ByReference, but List<Point> holds Point, a record, immutable or mixed class: such"
                        + " values are always written inline (copied), never by reference: remove @ByReference; to keep one"
                        + " instance shared, declare the field as Object (written through writeObject)",
                "@ByReference List<Point> corners;", "com.acme.PointExternalizer");
    }

    @Test
    void aBeanThatExtendsAnImmutableClass() {
        JavaFileObject money = source("Money",
                "@FastSerial",
                "public class Money implements Serializable {",
                "    final long cents;",
                "    public Money(long cents) { this.cents = cents; }",
                MONEY_WRITE_REPLACE,
                "}");
        JavaFileObject bean = BeanSources.bean("com.acme", "Fee", "public class Fee extends Money implements Externalizable",
                "String reason;", "public Fee() { super(0); }");
        assertOneErrorGenerating(compile(money, bean), bean, Message.BEAN_EXTENDS_VALUE,
                "Fee cannot be a @FastSerial bean: its superclass Money is an immutable @FastSerial class, whose final"
                        + " fields only its constructor sets, which readExternal cannot call: hold a Money in a field of Fee"
                        + " instead of extending it",
                "public class Fee extends Money", "com.acme.MoneyExternalizer");
    }

    /** Several problems of one record: each reported once, all in one compilation. */
    @Test
    void everyProblemOfARecordIsReported() {
        JavaFileObject file = source("Job",
                "@FastSerial",
                "public record Job(Thread worker,",
                "        Job next) {",
                "}");
        Compilation compilation = compile(file);
        assertThat(compilation).hadErrorCount(4);
        for (Message m : new Message[] {Message.VALUE_NOT_SERIALIZABLE, Message.NO_WRITE_REPLACE,
                Message.COMPONENT_NOT_SERIALIZABLE}) {
            assertThat(compilation.errors().stream().filter(d -> d.getMessage(java.util.Locale.ROOT)
                    .contains("[" + m.id() + "]")).count()).isEqualTo(1);
        }
        assertThat(recorder.created()).isEmpty();
    }
}
