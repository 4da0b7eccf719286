package dev.fastserial.examples.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.examples.conformance.ClassSpec.Access;
import dev.fastserial.examples.conformance.ClassSpec.Ctor;
import dev.fastserial.examples.conformance.ClassSpec.FieldSpec;
import dev.fastserial.examples.conformance.ClassSpec.Kind;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Each documented deviation, shown on the smallest value that has it: the difference happens
 * where the entry says, the suite's verdict names that entry and no other, and the same value
 * held as the entry advises (an {@code Object} field, {@code @ByReference}) comes back as Java
 * serialization gives it. One test per entry, named after it ({@link #everyDeviationHasItsTest}).
 */
class DeviationsTest {
    private static Compiler.Compiled compiled;

    @BeforeAll
    static void compile() {
        FieldSpec name = field("name", new TypeRef.Val("String"), false);
        TypeRef item = new TypeRef.BeanRef("BeanItem", List.of());
        TypeRef point = new TypeRef.BeanRef("RecPoint", List.of());
        TypeRef strings = new TypeRef.Coll("List", new TypeRef.Val("String"));
        compiled = Compiler.compile(new ClassSet(List.of(
                new ClassSpec("BeanItem", Kind.BEAN, List.of(), null, List.of(name)),
                new ClassSpec("BeanInline", Kind.BEAN, List.of(), null, List.of(field("first", item, false), field("second", item, false))),
                new ClassSpec("BeanMarked", Kind.BEAN, List.of(), null, List.of(field("first", item, true), field("second", item, true))),
                new ClassSpec("BeanMarkedOne", Kind.BEAN, List.of(), null, List.of(field("item", item, true))),
                new ClassSpec("BeanInlineOne", Kind.BEAN, List.of(), null, List.of(field("item", item, false))),
                new ClassSpec("BeanInlineTwo", Kind.BEAN, List.of(), null, List.of(field("item", item, false))),
                new ClassSpec("BeanTogether", Kind.BEAN, List.of(), null, List.of(field("marked", item, true),
                        field("holder", new TypeRef.BeanRef("BeanInlineTwo", List.of()), false))),
                new ClassSpec("BeanHolder", Kind.BEAN, List.of(), null, List.of(
                        field("inner", new TypeRef.BeanRef("BeanObjects", List.of()), false))),
                new ClassSpec("RecLoop", Kind.RECORD, List.of(), null, List.of(
                        new FieldSpec("payload", new TypeRef.Obj(), Access.DIRECT, false, false, Ctor.TAKES, null))),
                new ClassSpec("RecPoint", Kind.RECORD, List.of(), null, List.of(
                        new FieldSpec("label", new TypeRef.Val("String"), Access.DIRECT, false, false, Ctor.TAKES, null))),
                new ClassSpec("BeanPoints", Kind.BEAN, List.of(), null, List.of(field("first", point, false), field("second", point, false))),
                new ClassSpec("BeanObjects", Kind.BEAN, List.of(), null, List.of(
                        field("first", new TypeRef.Obj(), false), field("second", new TypeRef.Obj(), false))),
                new ClassSpec("BeanLists", Kind.BEAN, List.of(), null, List.of(field("first", strings, false), field("second", strings, false))),
                new ClassSpec("BeanList", Kind.BEAN, List.of(), null, List.of(field("first", strings, false))))),
                Path.of("target", "conformance", "deviations"), List.of());
    }

    @AfterAll
    static void clean() {
        Conformance.deleteQuietly(Path.of("target", "conformance", "deviations"));
    }

    private static FieldSpec field(String n, TypeRef t, boolean byRef) {
        return new FieldSpec(n, t, Access.DIRECT, byRef, false, Ctor.NONE, null);
    }

    private static Node.Scalar string(String s) {
        return new Node.Scalar(s, Scalars.stringLiteral(s), false);
    }

    private static Node obj(int id, String cls, Object... fields) {
        Map<String, Node> map = new LinkedHashMap<>();
        for (int i = 0; i < fields.length; i += 2) {
            map.put((String) fields[i], (Node) fields[i + 1]);
        }
        return new Node.Obj(id, cls, List.of(), map);
    }

    /** The deviations named by the verdicts of {@code graph} on each path (empty: as Java serialization gives it). */
    private static Map<String, Set<Deviation>> verdicts(Node graph) {
        Map<String, Set<Deviation>> out = new LinkedHashMap<>();
        for (Paths.Path path : Paths.all()) {
            Case.Verdict v = new Case(compiled, graph, path).run();
            assertFalse(v.skipped(), v.skipReason());
            assertEquals(List.of(), v.unexplained(), path.name() + ": unexplained differences");
            Set<Deviation> named = new TreeSet<>();
            for (Deviation d : v.explanations()) {
                named.add(d);
            }
            out.put(path.name(), named);
        }
        return out;
    }

    private static void onEveryPath(Map<String, Set<Deviation>> verdicts, Set<Deviation> expected) {
        verdicts.forEach((path, named) -> assertEquals(expected, named, path));
    }

    @Test
    void inlineBeansAreValues() {
        Node item = obj(2, "BeanItem", "name", string("tea"));
        onEveryPath(verdicts(obj(1, "BeanInline", "first", item, "second", new Node.Ref(2))), Set.of(Deviation.INLINE_BEANS_ARE_VALUES));
        onEveryPath(verdicts(obj(1, "BeanMarked", "first", item, "second", new Node.Ref(2))), Set.of());   // @ByReference keeps it one
        // held by reference in one bean and inline in another, the two meeting only through Object fields: split
        Node apart = obj(1, "BeanObjects", "first", obj(3, "BeanMarkedOne", "item", item),
                "second", obj(4, "BeanInlineOne", "item", new Node.Ref(2)));
        onEveryPath(verdicts(apart), Set.of(Deviation.INLINE_BEANS_ARE_VALUES));
        // where declared types show both, the processor refuses the class instead (the inline field's class, FS226)
        assertTrue(compiled.refused().get("BeanInlineTwo").contains("FS226"), compiled.refused().toString());
        assertFalse(compiled.classes().has("BeanTogether"), "a class whose declared types hold the item both ways");
    }

    @Test
    void valuesAreValues() {
        Node point = obj(2, "RecPoint", "label", string("here"));
        onEveryPath(verdicts(obj(1, "BeanPoints", "first", point, "second", new Node.Ref(2))), Set.of(Deviation.VALUES_ARE_VALUES));
        onEveryPath(verdicts(obj(1, "BeanObjects", "first", point, "second", new Node.Ref(2))), Set.of());  // Object fields keep it one
    }

    @Test
    void fastFormsAreCopied() {
        Node list = new Node.Container(2, "ArrayList", null, new TypeRef.Val("String"), null, List.of(string("a")), List.of());
        onEveryPath(verdicts(obj(1, "BeanLists", "first", list, "second", new Node.Ref(2))), Set.of(Deviation.FAST_FORMS_ARE_COPIED));
        onEveryPath(verdicts(obj(1, "BeanObjects", "first", list, "second", new Node.Ref(2))), Set.of());
    }

    @Test
    void valuesInJavaSectionsOnTheDirectPath() {
        Node point = obj(3, "RecPoint", "label", string("here"));
        Node list = new Node.Container(2, "ArrayList", null, new TypeRef.Obj(), null, List.of(point), List.of());
        Map<String, Set<Deviation>> verdicts = verdicts(obj(1, "BeanObjects", "first", list, "second", new Node.Ref(3)));
        verdicts.forEach((path, named) -> assertEquals(path.equals(Paths.JDK.name()) ? Set.of()
                : Set.of(Deviation.VALUES_IN_JAVA_SECTIONS_ON_THE_DIRECT_PATH), named, path));
    }

    @Test
    void absentFieldsKeepTheConstructorsValue() {
        Path dir = Path.of("target", "conformance", "deviations", "versions");
        List<String> lock = List.of("-Afastserial.lock=" + dir.resolve("fastserial.lock").toAbsolutePath());
        FieldSpec name = field("name", new TypeRef.Val("String"), false);
        FieldSpec motto = field("motto", new TypeRef.Val("String"), false).withInit("\"hello\"");
        Compiler.Compiled v1 = Compiler.compile(new ClassSet(List.of(new ClassSpec("BeanMotto", Kind.BEAN, List.of(), null, List.of(name)))),
                dir.resolve("v1"), lock);
        Compiler.Compiled v2 = Compiler.compile(new ClassSet(List.of(new ClassSpec("BeanMotto", Kind.BEAN, List.of(), null, List.of(name, motto)))),
                dir.resolve("v2"), lock);
        Node graph = obj(1, "BeanMotto", "name", string("Ada"));
        for (Paths.Path path : Paths.acrossVersions()) {
            Case.Verdict v = new Case(v1, graph, path, v2).run();
            assertEquals(List.of(), v.unexplained(), path.name());
            assertEquals(List.of(Deviation.ABSENT_FIELDS_KEEP_THE_CONSTRUCTORS_VALUE), v.explanations(), path.name());
            // the other way, the field the reader lacks is skipped, as Java serialization skips it
            Node later = obj(1, "BeanMotto", "name", string("Ada"), "motto", string("carpe diem"));
            Case.Verdict back = new Case(v2, later, path, v1).run();
            assertEquals(List.of(), back.differences(), path.name());
        }
    }

    @Test
    void valueCyclesAreRefused() {
        // a record whose Object component holds the bean (inline, so no handle) whose Object field holds the record
        Node loop = obj(1, "BeanHolder", "inner", obj(2, "BeanObjects", "first", obj(3, "RecLoop", "payload", new Node.Ref(2)),
                "second", new Node.Null()));
        onEveryPath(verdicts(loop), Set.of(Deviation.VALUE_CYCLES_ARE_REFUSED));
        // the same record without the cycle: as Java serialization gives it
        Node open = obj(1, "BeanHolder", "inner", obj(2, "BeanObjects", "first", obj(3, "RecLoop", "payload", string("x")),
                "second", new Node.Null()));
        onEveryPath(verdicts(open), Set.of());
        // a refusal naming an object that does not lead back to itself is no documented deviation: a failure
        Difference refusal = Difference.of(Difference.Kind.THROWS, "root", "a copy", "java.io.InvalidObjectException:"
                + " RecLoop.payload holds a reference back to the gen.RecLoop being written, a cycle no constructor can restore");
        Object noCycle = new Case(compiled, open, Paths.JDK).twin();
        assertEquals(null, Deviation.explaining(refusal, compiled.classes(), Paths.JDK.name(), noCycle));
        Object cycle = new Case(compiled, loop, Paths.JDK).twin();
        assertEquals(Deviation.VALUE_CYCLES_ARE_REFUSED, Deviation.explaining(refusal, compiled.classes(), Paths.JDK.name(), cycle));
    }

    @Test
    void removedFieldsNeedTheirClasses() {
        Path dir = Path.of("target", "conformance", "deviations", "removed");
        List<String> lock = List.of("-Afastserial.lock=" + dir.resolve("fastserial.lock").toAbsolutePath());
        FieldSpec name = field("name", new TypeRef.Val("String"), false);
        ClassSpec gone = new ClassSpec("BeanGone", Kind.BEAN, List.of(), null, List.of(name));
        Compiler.Compiled v1 = Compiler.compile(new ClassSet(List.of(gone,
                new ClassSpec("BeanKeep", Kind.BEAN, List.of(), null, List.of(name, field("extra", new TypeRef.Obj(), false))))),
                dir.resolve("v1"), lock);
        ClassSpec keepWithout = new ClassSpec("BeanKeep", Kind.BEAN, List.of(), null, List.of(name));
        Compiler.Compiled v2 = Compiler.compile(new ClassSet(List.of(keepWithout)), dir.resolve("v2"), lock);
        Compiler.Compiled v2KeepsTheClass = Compiler.compile(new ClassSet(List.of(gone, keepWithout)), dir.resolve("v2b"), lock);
        Node graph = obj(1, "BeanKeep", "name", string("Ada"), "extra", obj(2, "BeanGone", "name", string("old")));
        for (Paths.Path path : Paths.acrossVersions()) {
            Case.Verdict v = new Case(v1, graph, path, v2).run();
            assertEquals(List.of(), v.unexplained(), path.name());
            assertEquals(List.of(Deviation.REMOVED_FIELDS_NEED_THEIR_CLASSES), v.explanations(), path.name());
            // the class kept on the reader's class path: the removed field is skipped, as Java serialization skips it
            assertEquals(List.of(), new Case(v1, graph, path, v2KeepsTheClass).run().differences(), path.name());
        }
    }

    @Test
    void arraysAsListOverObjectArray() {
        Node list = new Node.Container(2, "Arrays.asList", null, new TypeRef.Val("String"), null, List.of(string("a"), string("b")), List.of());
        onEveryPath(verdicts(obj(1, "BeanList", "first", list)), Set.of(Deviation.ARRAYS_AS_LIST_OVER_OBJECT_ARRAY));
    }

    /** The list and the tests stay one to one. */
    @Test
    void everyDeviationHasItsTest() {
        List<String> tests = new ArrayList<>();
        for (Method m : DeviationsTest.class.getDeclaredMethods()) {
            if (m.isAnnotationPresent(Test.class)) {
                tests.add(m.getName());
            }
        }
        for (Deviation d : Deviation.values()) {
            assertTrue(tests.contains(d.testName()), d + " has no test " + d.testName() + " in DeviationsTest");
        }
    }
}
