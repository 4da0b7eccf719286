package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.Streams;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Odd but valid sources from large, old codebases: each compiles and round-trips. */
class OddSourcesTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        List<JavaFileObject> sources = new ArrayList<>();
        for (String resource : new String[] {"odd/Clash.java", "odd/DefaultPackage.java", "odd/Api.java",
                "odd/Ünïcødé.java", "odd/Empty.java", "odd/One.java", "shadow/String.java", "shadow/List.java",
                "shadow/Date.java", "shadow/Objects.java", "shadow/Math.java", "shadow/Integer.java",
                "shadow/Arrays.java", "shadow/Shadowed.java"}) {
            sources.add(JavaFileObjects.forResource("beans/" + resource));
        }
        sources.add(JavaFileObjects.forSourceString("odd.Wide", wideBean(200)));
        beans = CompiledBeans.compile(sources.toArray(new JavaFileObject[0]));
    }

    /** {@code n} nullable fields: a presence bitmap wider than one long. */
    private static String wideBean(int n) {
        StringBuilder s = new StringBuilder("package odd;\n@dev.fastserial.FastSerial\npublic class Wide implements java.io.Externalizable {\n");
        for (int i = 0; i < n; i++) {
            s.append("    ").append(i % 3 == 0 ? "Integer" : i % 3 == 1 ? "String" : "Boolean").append(" f").append(i).append(";\n");
        }
        s.append("    public Wide() {}\n")
                .append("    public void writeExternal(java.io.ObjectOutput out) throws java.io.IOException { WideExternalizer.writeExternal(this, out); }\n")
                .append("    public void readExternal(java.io.ObjectInput in) throws java.io.IOException, ClassNotFoundException { WideExternalizer.readExternal(this, in); }\n")
                .append("}\n");
        return s.toString();
    }

    @Test
    void fieldsNamedLikeTheGeneratedCodesOwnNames() {
        Object clash = beans.newInstance("odd.Clash");
        String[] strings = {"out", "in", "bean", "HEADER", "UTF_CHUNK", "Math", "writeString"};
        for (String field : strings) {
            set(clash, field, field + "!");
        }
        set(clash, "obj", 5);
        set(clash, "bits", 1);
        set(clash, "bits0", 2);
        set(clash, "i", 3);
        set(clash, "e", 4L);
        set(clash, "header", 6);
        set(clash, "value", new ArrayList<>(List.of("v")));
        set(clash, "tagged", true);
        set(clash, "kind", new HashMap<>(java.util.Map.of("k", "k")));
        set(clash, "size", 8);
        set(clash, "Integer", 9);
        set(clash, "readVarLong", 10L);
        assertDeepEquals(clash, Streams.roundTrip(clash));
    }

    @Test
    void userClassesShadowingJdkNamesInTheBeansPackage() {
        Object bean = beans.newInstance("shadow.Shadowed");
        set(bean, "name", "n");
        set(bean, "names", new ArrayList<>(List.of("a", "b")));
        set(bean, "when", new Date(3));
        set(bean, "count", 4);
        set(bean, "zones", new HashMap<>(java.util.Map.of("utc", ZoneId.of("UTC"))));
        set(bean, "numbers", new int[] {1});
        set(bean, "words", new String[] {"w"});
        set(bean, "mine", beans.newInstance("shadow.String"));
        set(bean, "myDate", beans.newInstance("shadow.Date"));
        set(bean, "myList", beans.newInstance("shadow.List"));
        assertDeepEquals(bean, Streams.roundTrip(bean));
        String source = beans.generatedSource("shadow.ShadowedExternalizer");
        assertThat(source).contains("java.lang.String");
        assertThat(source).contains("java.lang.Math.min");
    }

    /**
     * Without modules (source 8), which java.lang names the package shadows is found by listing
     * java.lang rather than by asking java.base for each name: the same generated code either way.
     * Compared with release 9 (modules, and no more of the JDK's collection factories than release
     * 8 has: the code for List.of's values needs release 10, issue 26).
     */
    @Test
    void shadowingFoundTheSameWayWithoutModules() {
        List<JavaFileObject> sources = new ArrayList<>();
        for (String resource : new String[] {"String", "List", "Date", "Objects", "Math", "Integer", "Arrays", "Shadowed"}) {
            sources.add(JavaFileObjects.forResource("beans/shadow/" + resource + ".java"));
        }
        CompiledBeans release8 = CompiledBeans.compile(List.of("--release", "8", "-Xlint:-options"),
                sources.toArray(new JavaFileObject[0]));
        CompiledBeans release9 = CompiledBeans.compile(List.of("--release", "9", "-Xlint:-options"),
                sources.toArray(new JavaFileObject[0]));
        String atGenerated8 = "import javax.annotation.Generated;"; // release 8 has no javax.annotation.processing.Generated
        assertEquals(release9.generatedSource("shadow.ShadowedExternalizer"), release8.generatedSource("shadow.ShadowedExternalizer")
                .replace(atGenerated8, "import javax.annotation.processing.Generated;"));
        assertThat(beans.generatedSource("shadow.ShadowedExternalizer")).contains("List.copyOf"); // release 17: List.of's too
    }

    @Test
    void aBeanInTheDefaultPackage() {
        Object bean = set(set(beans.newInstance("DefaultPackage"), "name", "default"), "count", 1);
        assertDeepEquals(bean, Streams.roundTrip(bean));
    }

    @Test
    void beansNestedInAnInterfaceAndInAnotherBean() {
        Object response = set(set(beans.newInstance("odd.Api$Request$Response"), "status", 200), "body", "ok");
        Object request = set(set(beans.newInstance("odd.Api$Request"), "path", "/"), "cached", response);
        assertDeepEquals(request, Streams.roundTrip(request));
        assertThat(beans.generatedSource("odd.Api_Request_ResponseExternalizer")).contains("class Api_Request_ResponseExternalizer");
    }

    @Test
    void unicodeIdentifiers() throws Exception {
        Object bean = beans.newInstance("odd.Ünïcødé");
        set(bean, "名前", "なまえ");
        set(bean, "größe", 3);
        set(bean, "maß", beans.load("odd.Ünïcødé$Größe").getEnumConstants()[2]);
        set(bean, "π", Math.PI);
        set(bean, "$dollar_und_unterstrich_", "$");
        assertDeepEquals(bean, Streams.roundTrip(bean));
    }

    @Test
    void zeroAndOneField() {
        Object empty = beans.newInstance("odd.Empty");
        assertDeepEquals(empty, Streams.roundTrip(empty));
        Object one = set(beans.newInstance("odd.One"), "only", "x");
        assertDeepEquals(one, Streams.roundTrip(one));
        // no field, yet a byte of flags (layout mark, tail and special bits) and the layout's fingerprint
        assertThat(beans.generatedSource("odd.EmptyExternalizer")).contains("out.writeByte(flags);");
    }

    @Test
    void twoHundredFieldsNeedSeveralBitmapWords() {
        Object wide = beans.newInstance("odd.Wide");
        for (int i = 0; i < 200; i += 2) {
            set(wide, "f" + i, i % 3 == 0 ? (Object) i : i % 3 == 1 ? "s" + i : (Object) (i % 4 == 0));
        }
        Object copy = Streams.roundTrip(wide);
        assertDeepEquals(wide, copy);
        assertEquals(null, get(copy, "f1"));
        String source = beans.generatedSource("odd.WideExternalizer");
        assertThat(source).contains("long flags0 = 0;");
        assertThat(source).contains("long flags4 = 0;"); // 266 field bits and 4 more in five longs
        assertThat(source).contains("long special4 = 0;");
    }

    @Test
    void generatedCodeCompilesWithoutWarnings() {
        assertThat(beans.warnings()).isEmpty();
    }

    // ---- deferral ----------------------------------------------------------------------------

    /** Stands for Lombok, MapStruct, Immutables...: generates gen.Companion and gen.GeneratedBase in round 1. */
    static final class CompanionGenerator extends AbstractProcessor {
        private boolean done;

        @Override public Set<String> getSupportedAnnotationTypes() {
            return Set.of("*");
        }
        @Override public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }
        @Override public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            if (done) {
                return false;
            }
            done = true;
            try {
                write("gen.Companion", "package gen; public class Companion implements java.io.Serializable {"
                        + " private static final long serialVersionUID = 1L; public String note = \"companion\"; }");
                write("gen.GeneratedBase", "package gen; public class GeneratedBase { public String inherited; }");
            } catch (IOException e) {
                throw new AssertionError(e);
            }
            return false;
        }
        private void write(String name, String source) throws IOException {
            try (Writer w = processingEnv.getFiler().createSourceFile(name).openWriter()) {
                w.write(source);
            }
        }
    }

    @Test
    void typesAnotherProcessorGeneratesLaterAreWaitedFor() {
        JavaFileObject bean = JavaFileObjects.forSourceLines("app.Order",
                "package app;",
                "import java.io.*;",
                "@dev.fastserial.FastSerial",
                "public class Order extends gen.GeneratedBase implements Externalizable {",
                "    gen.Companion companion;",
                "    java.util.List<gen.Companion> companions;",
                "    public Order() {}",
                "    public void writeExternal(ObjectOutput out) throws IOException { OrderExternalizer.writeExternal(this, out); }",
                "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { OrderExternalizer.readExternal(this, in); }",
                "}");
        Compilation compilation = javac().withProcessors(new CompanionGenerator(), new FastSerialProcessor()).compile(bean);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("app.OrderExternalizer").contentsAsUtf8String().contains("bean.inherited");
    }

    // ---- the processor never crashes javac ---------------------------------------------------

    @Test
    void anInternalErrorBecomesOneErrorOnTheBeanWithItsStackTrace() {
        JavaFileObject broken = JavaFileObjects.forResource("beans/odd/One.java");
        JavaFileObject fine = JavaFileObjects.forResource("beans/odd/Empty.java");
        FastSerialProcessor processor = new FastSerialProcessor(bean -> {
            if (bean.getSimpleName().contentEquals("One")) {
                throw new IllegalStateException("simulated processor bug");
            }
        });
        RecordingProcessor recorder = new RecordingProcessor(processor);
        Compilation compilation = javac().withProcessors(recorder).compile(broken, fine);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("fastserial failed on One (an internal error; please report it with this trace)")
                .inFile(broken).onLineContaining("public class One");
        assertThat(compilation).hadErrorContaining("java.lang.IllegalStateException: simulated processor bug");
        assertThat(compilation).hadErrorContaining("at dev.fastserial.processor.FastSerialProcessor");
        CompileErrorsTest.assertIs(Message.INTERNAL_ERROR, compilation.errors().get(0));
        assertThat(recorder.createdNames()).containsExactly("odd.EmptyExternalizer");
    }

    // ---- reproducible output -----------------------------------------------------------------

    @Test
    void generatingTwiceGivesByteIdenticalSources() {
        CompiledBeans again = CompiledBeans.compile(beans.compilation().sourceFiles().toArray(new JavaFileObject[0]));
        for (JavaFileObject file : beans.compilation().generatedSourceFiles()) {
            String name = file.getName().replaceFirst("^/SOURCE_OUTPUT/", "").replaceFirst("\\.java$", "").replace('/', '.');
            assertEquals(beans.generatedSource(name), again.generatedSource(name), name);
        }
    }

    @Test
    void theSameObjectGraphGivesTheSameBytes() {
        Object first = beans.newInstance("shadow.Shadowed");
        set(first, "names", new ArrayList<>(List.of("a")));
        set(first, "count", 5);
        Object second = beans.newInstance("shadow.Shadowed");
        set(second, "names", new ArrayList<>(List.of("a")));
        set(second, "count", 5);
        assertEquals(java.util.Arrays.toString(Streams.serialize(first)), java.util.Arrays.toString(Streams.serialize(second)));
        assertEquals(java.util.Arrays.toString(Streams.serialize(first)), java.util.Arrays.toString(Streams.serialize(first)));
        BigDecimal unused = BigDecimal.ONE;
        assertEquals(BigDecimal.ONE, unused);
    }
}
