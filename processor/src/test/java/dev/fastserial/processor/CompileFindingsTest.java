package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.DeepEquals;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The compile-time findings of issue 9 that used to compile (or not) into something wrong: each
 * finding's shape compiled with the processor and round-tripped through real
 * ObjectOutputStream/ObjectInputStream. Their compile errors live in {@link CompileErrorsTest}.
 */
class CompileFindingsTest {

    private static JavaFileObject source(String qualifiedName, String... lines) {
        return JavaFileObjects.forSourceLines(qualifiedName, lines);
    }

    private static JavaFileObject bean(String pkg, String name, String header, String... body) {
        return BeanSources.bean(pkg, name, header, body);
    }

    // d1: a type variable of a plain generic superclass bound to the bean itself hid the
    // self-reference; the bean was inlined: StackOverflowError on a cycle, sharing lost.

    private static CompiledBeans selfReachingThroughTypeVariables() {
        return CompiledBeans.compile(
                source("s.Base", "package s;", "public class Base<T> { T next; }"),
                source("s.TreeBase", "package s;", "import java.util.*;", "public class TreeBase<T> { List<T> children; }"),
                bean("s", "Node", "public class Node extends Base<Node> implements Externalizable",
                        "String name;", "public Node() {}"),
                bean("s", "Tree", "public class Tree extends TreeBase<Tree> implements Externalizable",
                        "public Tree() {}"));
    }

    @Test
    void aBeanReachingItselfThroughASuperclassTypeVariableGoesByReference() {
        CompiledBeans beans = selfReachingThroughTypeVariables();
        assertThat(beans.generatedSource("s.NodeExternalizer"))
                .contains("// next: Node -> presence bit 0, then by reference: its type graph reaches itself");
        Object node = set(beans.newInstance("s.Node"), "name", "self");
        set(node, "next", node);
        Object copy = Streams.roundTrip(node); // once a StackOverflowError
        assertEquals("self", get(copy, "name"));
        assertSame(copy, get(copy, "next"), "the cycle is kept");
    }

    @Test
    void aBeanReachingItselfThroughATypeArgumentOfASuperclassKeepsCyclesAndSharing() {
        CompiledBeans beans = selfReachingThroughTypeVariables();
        Object cyclic = beans.newInstance("s.Tree");
        set(cyclic, "children", new ArrayList<>(List.of(cyclic)));
        Object cyclicCopy = Streams.roundTrip(cyclic); // once a StackOverflowError
        assertSame(cyclicCopy, ((List<?>) get(cyclicCopy, "children")).get(0));

        Object root = beans.newInstance("s.Tree");
        Object kid = beans.newInstance("s.Tree");
        set(root, "children", new ArrayList<>(List.of(kid, kid)));
        List<?> children = (List<?>) get(Streams.roundTrip(root), "children");
        assertSame(children.get(0), children.get(1), "a shared child stays shared");
        DeepEquals.assertDeepEquals(root, Streams.roundTrip(root));
    }

    @Test
    void hostileNestingOfTheFindingsInlineShapeEndsInAnIOException() {
        CompiledBeans beans = selfReachingThroughTypeVariables();
        // The finding's bytes: Node's block (header, bits) repeated 100,000 times with the bit of
        // 'next' set, as the inline form once read them: 300 KB that overflowed the stack.
        byte[] one = Streams.serialize(beans.newInstance("s.Node")); // ... 77 03 HH LL 00 78
        int at = one.length - 6;
        assertEquals(0x77, one[at] & 0xFF);
        assertEquals(3, one[at + 1]);
        ByteArrayOutputStream hostile = new ByteArrayOutputStream();
        hostile.write(one, 0, at);
        int depth = 100_000;
        hostile.writeBytes(new byte[] {0x7A, (byte) (3 * depth >>> 24), (byte) (3 * depth >>> 16), (byte) (3 * depth >>> 8), (byte) (3 * depth)});
        for (int i = 0; i < depth; i++) {
            hostile.writeBytes(new byte[] {one[at + 2], one[at + 3], (byte) (i == depth - 1 ? 0 : 1)});
        }
        hostile.write(0x78);
        assertReadFailsWithAnIOException(hostile.toByteArray(), beans.loader());
    }

    @Test
    void hostileNestingByReferenceEndsInAnIOException() {
        CompiledBeans beans = selfReachingThroughTypeVariables();
        // A Node whose next is a Node whose next is... 100,000 object records deep, each a back
        // reference to the class descriptor and the block of a Node whose next is set.
        Object self = beans.newInstance("s.Node");
        set(self, "next", self);
        byte[] cycle = Streams.serialize(self); // AC ED 00 05 73 72 <descriptor> 78 70 77 03 HH LL bits 71 ...
        int descriptorEnd = indexOf(cycle, new byte[] {0x78, 0x70}) + 2;
        byte[] block = Arrays.copyOfRange(cycle, descriptorEnd, descriptorEnd + 5);
        assertEquals(0x77, block[0] & 0xFF, "a 3-byte block: header and bits");
        ByteArrayOutputStream hostile = new ByteArrayOutputStream();
        hostile.write(cycle, 0, descriptorEnd);
        hostile.writeBytes(block);
        for (int i = 0; i < 100_000; i++) {
            hostile.writeBytes(new byte[] {0x73, 0x71, 0x00, 0x7E, 0x00, 0x00}); // TC_OBJECT, TC_REFERENCE to the descriptor
            hostile.writeBytes(block);
        }
        assertReadFailsWithAnIOException(hostile.toByteArray(), beans.loader());
    }

    private static void assertReadFailsWithAnIOException(byte[] bytes, ClassLoader loader) {
        Throwable thrown = null;
        try (ObjectInputStream in = Streams.input(bytes, loader)) {
            in.readObject();
        } catch (Throwable t) {
            thrown = t;
        }
        assertInstanceOf(IOException.class, thrown, "reading hostile nesting must fail as an IOException, not " + thrown);
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return i;
            }
        }
        throw new AssertionError("not found: " + Arrays.toString(needle));
    }

    @Test
    void aSuperclassTypeArgumentAnotherProcessorGeneratesLaterIsWaitedFor() {
        // Base<T> { T item; } seen from Order extends Base<gen.Companion>: the field's type is
        // gen.Companion, which does not exist before the other processor's first round.
        JavaFileObject base = source("app.Base", "package app;", "public class Base<T> { public T item; }");
        JavaFileObject order = bean("app", "Order", "public class Order extends Base<gen.Companion> implements Externalizable",
                "public Order() {}");
        Compilation compilation = javac().withProcessors(new OddSourcesTest.CompanionGenerator(), new FastSerialProcessor())
                .compile(base, order);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("app.OrderExternalizer").contentsAsUtf8String()
                .contains("Companion item = bean.item;");
    }

    // d2: a hidden superclass field of type-variable type: the cast named the raw class and the
    // generated code did not compile.

    @Test
    void aHiddenFieldOfATypeVariableIsReachedThroughTheSupertypeAsTheBeanSeesIt() throws Exception {
        CompiledBeans beans = CompiledBeans.compile(
                source("h.Base", "package h;", "public class Base<T> { T value; java.util.List<T> more; }"),
                bean("h", "Page", "public class Page extends Base<String> implements Externalizable",
                        "int value;", "String more;", "public Page() {}"),
                bean("h", "Cell", "public class Cell<X extends Serializable> extends Base<X> implements Externalizable",
                        "long value;", "public Cell() {}"));
        assertThat(beans.generatedSource("h.PageExternalizer")).contains("String value = ((Base<String>) bean).value;");
        Object page = beans.newInstance("h.Page");
        set(page, "value", 7);
        set(page, "more", "own");
        setDeclared(beans.load("h.Base"), page, "value", "inherited");
        setDeclared(beans.load("h.Base"), page, "more", new ArrayList<>(List.of("a", "b")));
        Object copy = Streams.roundTrip(page);
        assertEquals(7, get(copy, "value"));
        assertEquals("own", get(copy, "more"));
        assertEquals("inherited", getDeclared(beans.load("h.Base"), copy, "value"));
        assertEquals(List.of("a", "b"), getDeclared(beans.load("h.Base"), copy, "more"));

        Object cell = set(beans.newInstance("h.Cell"), "value", 1L << 40);
        setDeclared(beans.load("h.Base"), cell, "value", 3.5);
        Object cellCopy = Streams.roundTrip(cell);
        assertEquals(1L << 40, get(cellCopy, "value"));
        assertEquals(3.5, getDeclared(beans.load("h.Base"), cellCopy, "value"));
    }

    private static void setDeclared(Class<?> declaring, Object bean, String name, Object value) throws Exception {
        Field f = declaring.getDeclaredField(name);
        f.setAccessible(true);
        f.set(bean, value);
    }

    private static Object getDeclared(Class<?> declaring, Object bean, String name) throws Exception {
        Field f = declaring.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(bean);
    }

    // d3: the access paths that do work: accessors throwing what the generated methods may
    // throw, a hidden field whose cast the externalizer cannot name reached through accessors.

    @Test
    void accessorsThrowingWhatTheGeneratedMethodsMayThrowAreUsed() {
        CompiledBeans beans = CompiledBeans.compile(bean("a", "Checked", "public class Checked implements Externalizable",
                "private String name;",
                "private boolean flag;",
                "public String getName() throws IOException { return name; }",
                "public void setName(String n) throws ClassNotFoundException, java.io.InvalidObjectException { name = n; }",
                "public boolean getFlag() throws Exception { return flag; }", // throws what writeExternal cannot: skipped
                "public boolean isFlag() { return flag; }",
                "public void setFlag(boolean f) { flag = f; }",
                "public Checked() {}"));
        assertThat(beans.generatedSource("a.CheckedExternalizer")).contains("bean.isFlag()");
        Object bean = set(set(beans.newInstance("a.Checked"), "name", "n"), "flag", true);
        DeepEquals.assertDeepEquals(bean, Streams.roundTrip(bean));
    }

    @Test
    void aHiddenFieldWhoseCastTheExternalizerCannotNameGoesThroughAccessors() throws Exception {
        CompiledBeans beans = CompiledBeans.compile(
                source("lib.Hidden", "package lib;",
                        "class Hidden { public String name; }"),
                source("lib.Base", "package lib;",
                        "public class Base extends Hidden {",
                        "    public String getName() { return name; }",
                        "    public void setName(String name) { this.name = name; }",
                        "}"),
                bean("app", "Item", "public class Item extends lib.Base implements Externalizable",
                        "int name;", "public Item() {}"));
        assertThat(beans.generatedSource("app.ItemExternalizer")).contains("bean.getName()");
        Object item = set(beans.newInstance("app.Item"), "name", 5);
        setDeclared(beans.load("lib.Hidden"), item, "name", "hidden");
        Object copy = Streams.roundTrip(item);
        assertEquals(5, get(copy, "name"));
        assertEquals("hidden", getDeclared(beans.load("lib.Hidden"), copy, "name"));
    }

    // d4: a hidden private field keeps its own, not overridden, accessors: both fields kept.

    @Test
    void aHiddenPrivateFieldWithItsOwnAccessorsAndADirectlyReachedSubclassFieldAreBothKept() throws Exception {
        CompiledBeans beans = CompiledBeans.compile(
                source("lib.Person", "package lib;",
                        "public class Person {",
                        "    private String name;",
                        "    public String getName() { return name; }",
                        "    public void setName(String name) { this.name = name; }",
                        "}"),
                bean("app", "Pet", "public class Pet extends lib.Person implements Externalizable",
                        "String name;", "public Pet() {}"));
        Object pet = set(beans.newInstance("app.Pet"), "name", "Rex");
        setDeclared(beans.load("lib.Person"), pet, "name", "Alice");
        Object copy = Streams.roundTrip(pet);
        assertEquals("Rex", get(copy, "name"));
        assertEquals("Alice", getDeclared(beans.load("lib.Person"), copy, "name"));
    }

    // d5: a superclass whose private writeObject the JDK never calls (it is not Serializable)
    // is an ordinary superclass.

    @Test
    void aNonSerializableSuperclassWithAWriteObjectMethodIsWrittenFieldByField() throws Exception {
        CompiledBeans beans = CompiledBeans.compile(
                source("j.Base", "package j;",
                        "public class Base {",
                        "    int count;",
                        "    private void writeObject(java.io.ObjectOutputStream out) {}",
                        "}"),
                bean("j", "Counted", "public class Counted extends Base implements Externalizable",
                        "String label;", "public Counted() {}"));
        Object bean = set(set(beans.newInstance("j.Counted"), "count", 3), "label", "x");
        DeepEquals.assertDeepEquals(bean, Streams.roundTrip(bean));
    }

    // d6: an inline bean skipped its own writeReplace (a redacted password leaked) and readResolve
    // (interning lost). Such beans go by reference wherever they appear.

    private static CompiledBeans replacingBeans() {
        return CompiledBeans.compile(
                bean("r", "Currency", "public final class Currency implements Externalizable",
                        "static final Map<String, Currency> CANON = new HashMap<>();",
                        "String code;",
                        "public Currency() {}",
                        "static Currency of(String code) { return CANON.computeIfAbsent(code, c -> { Currency x = new Currency(); x.code = c; return x; }); }",
                        "private Object readResolve() throws ObjectStreamException { return of(code); }"),
                bean("r", "Secret", "public final class Secret implements Externalizable",
                        "String user;",
                        "String password;",
                        "public Secret() {}",
                        "private Object writeReplace() throws ObjectStreamException { Secret s = new Secret(); s.user = user; s.password = \"***\"; return s; }"),
                bean("r", "Payment", "public class Payment implements Externalizable",
                        "Currency currency;",
                        "Secret login;",
                        "List<Secret> logins;",
                        "Map<Secret, Currency> byLogin;",
                        "Secret[] all;",
                        "public Payment() {}"));
    }

    @Test
    void beansWithWriteReplaceOrReadResolveGoByReferenceInFieldsElementsKeysValuesAndArrays() throws Exception {
        CompiledBeans beans = replacingBeans();
        String generated = beans.generatedSource("r.PaymentExternalizer");
        assertThat(generated).contains("// currency: Currency -> presence bit 0, then by reference: it has writeReplace/readResolve");
        assertThat(generated).contains("// login: Secret -> presence bit 1, then by reference: it has writeReplace/readResolve");

        Method of = beans.load("r.Currency").getDeclaredMethod("of", String.class);
        of.setAccessible(true);
        Object eur = of.invoke(null, "EUR");
        Object payment = beans.newInstance("r.Payment");
        set(payment, "currency", eur);
        set(payment, "login", secret(beans, "bob", "hunter2"));
        set(payment, "logins", new ArrayList<>(List.of(secret(beans, "ann", "pw-in-list"))));
        Map<Object, Object> byLogin = new LinkedHashMap<>();
        byLogin.put(secret(beans, "key", "pw-in-key"), eur);
        set(payment, "byLogin", byLogin);
        Object all = Array.newInstance(beans.load("r.Secret"), 1);
        Array.set(all, 0, secret(beans, "arr", "pw-in-array"));
        set(payment, "all", all);

        byte[] bytes = Streams.serialize(payment);
        String wire = new String(bytes, StandardCharsets.ISO_8859_1);
        for (String password : new String[] {"hunter2", "pw-in-list", "pw-in-key", "pw-in-array"}) {
            assertFalse(wire.contains(password), password + " leaked: writeReplace was skipped");
        }
        Object copy = Streams.deserialize(bytes, beans.loader(), 1).get(0);
        assertSame(eur, get(copy, "currency"), "readResolve interned the currency");
        assertSame(eur, ((Map<?, ?>) get(copy, "byLogin")).values().iterator().next());
        assertEquals("***", get(get(copy, "login"), "password"));
        assertEquals("bob", get(get(copy, "login"), "user"));
        assertEquals("***", get(((List<?>) get(copy, "logins")).get(0), "password"));
        assertEquals("***", get(((Map<?, ?>) get(copy, "byLogin")).keySet().iterator().next(), "password"));
        assertEquals("***", get(Array.get(get(copy, "all"), 0), "password"));
    }

    private static Object secret(CompiledBeans beans, String user, String password) {
        return set(set(beans.newInstance("r.Secret"), "user", user), "password", password);
    }

    @Test
    void inheritedReplacementHooksCountAsTheJdkFindsThem() {
        CompiledBeans beans = CompiledBeans.compile(
                bean("r", "Base", "public class Base implements Externalizable",
                        "String id;",
                        "public Base() {}",
                        "protected Object readResolve() { return this; }"),
                bean("r", "Derived", "public class Derived extends Base implements Externalizable",
                        "String more;",
                        "public Derived() {}"),
                bean("r", "Quiet", "public class Quiet implements Externalizable",
                        "String id;",
                        "public Quiet() {}",
                        "private Object writeReplace() { return this; }"),
                bean("r", "QuietChild", "public class QuietChild extends Quiet implements Externalizable",
                        "public QuietChild() {}"),
                bean("r", "Holder", "public class Holder implements Externalizable",
                        "Derived derived;",
                        "QuietChild child;",
                        "public Holder() {}"));
        String generated = beans.generatedSource("r.HolderExternalizer");
        // a protected readResolve is inherited: the JDK calls it on Derived too
        assertThat(generated).contains("// derived: Derived -> presence bit 0, then by reference: it has writeReplace/readResolve");
        // a private writeReplace is not: the JDK never calls it on QuietChild, so inline is exact
        assertThat(generated).contains("// child: QuietChild -> presence bit 1, then QuietChild's fields inline");
        Object holder = beans.newInstance("r.Holder");
        set(holder, "derived", set(set(beans.newInstance("r.Derived"), "id", "d"), "more", "m"));
        set(holder, "child", set(beans.newInstance("r.QuietChild"), "id", "c"));
        DeepEquals.assertDeepEquals(holder, Streams.roundTrip(holder));
    }

    @Test
    void aPackagePrivateReadResolveCountsOnlyInItsOwnPackage() {
        CompiledBeans beans = CompiledBeans.compile(
                bean("pp", "Base", "public class Base implements Externalizable",
                        "String id;",
                        "public Base() {}",
                        "Object readResolve() { return this; }"),
                bean("pp", "Near", "public class Near extends Base implements Externalizable",
                        "public Near() {}"),
                bean("pq", "Far", "public class Far extends pp.Base implements Externalizable",
                        "public Far() {}"),
                bean("pq", "Holder", "public class Holder implements Externalizable",
                        "pp.Near near;",
                        "Far far;",
                        "public Holder() {}"));
        String generated = beans.generatedSource("pq.HolderExternalizer");
        // the JDK calls Base's package-private readResolve on Near (same package), never on Far
        assertThat(generated).contains("// near: Near -> presence bit 0, then by reference: it has writeReplace/readResolve");
        assertThat(generated).contains("// far: Far -> presence bit 1, then Far's fields inline");
        Object holder = beans.newInstance("pq.Holder");
        set(holder, "near", set(beans.newInstance("pp.Near"), "id", "n"));
        set(holder, "far", set(beans.newInstance("pq.Far"), "id", "f"));
        DeepEquals.assertDeepEquals(holder, Streams.roundTrip(holder));
    }

    @Test
    void aBeanWhoseConstructorThrowsACheckedExceptionGoesByReference() {
        CompiledBeans beans = CompiledBeans.compile(
                bean("c", "Strict", "public class Strict implements Externalizable",
                        "String id;",
                        "public Strict() throws Exception {}"),
                bean("c", "Holder", "public class Holder implements Externalizable",
                        "Strict strict;",
                        "public Holder() {}"));
        assertThat(beans.generatedSource("c.HolderExternalizer"))
                .contains("by reference: its no-arg constructor throws checked exceptions");
        Object holder = beans.newInstance("c.Holder");
        Object strict = beans.newInstance("c.Strict");
        set(holder, "strict", set(strict, "id", "x"));
        Object copy = Streams.roundTrip(holder);
        assertNotSame(strict, get(copy, "strict"));
        assertEquals("x", get(get(copy, "strict"), "id"));
    }

    // m1: @ByReference where it matters is still accepted.

    @Test
    void byReferenceOnBeansAndContainersOfBeansIsAccepted() {
        CompiledBeans beans = CompiledBeans.compile(
                bean("m", "Point", "public class Point implements Externalizable", "int x;", "public Point() {}"),
                bean("m", "Shared", "public class Shared implements Externalizable",
                        "@ByReference Point a;",
                        "@ByReference Point b;",
                        "@ByReference List<Point> all;",
                        "public Shared() {}"));
        Object point = beans.newInstance("m.Point");
        Object shared = beans.newInstance("m.Shared");
        set(shared, "a", point);
        set(shared, "b", point);
        set(shared, "all", new ArrayList<>(List.of(point)));
        Object copy = Streams.roundTrip(shared);
        assertSame(get(copy, "a"), get(copy, "b"));
        assertSame(get(copy, "a"), ((List<?>) get(copy, "all")).get(0));
    }

    // m2: javac hands no local class to annotation processors. Nothing to fix in the processor;
    // this pins what docs/troubleshooting.md's entry describes.

    @Test
    void aLocalClassIsNeverSeenByTheProcessor() {
        JavaFileObject outer = source("k.Outer",
                "package k;",
                "import java.io.*;",
                "public class Outer {",
                "    public static Object make() {",
                "        @dev.fastserial.FastSerial",
                "        class Local implements Externalizable {",
                "            String name;",
                "            public Local() {}",
                "            public void writeExternal(ObjectOutput out) throws IOException { Outer_LocalExternalizer.writeExternal(this, out); }",
                "            public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { }",
                "        }",
                "        return new Local();",
                "    }",
                "}");
        RecordingProcessor recorder = new RecordingProcessor(new FastSerialProcessor());
        Compilation compilation = javac().withProcessors(recorder).compile(outer);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(outer)
                .onLineContaining("Outer_LocalExternalizer.writeExternal");
        assertThat(recorder.created()).isEmpty();
    }
}
