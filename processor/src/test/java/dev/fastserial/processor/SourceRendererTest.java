package dev.fastserial.processor;

import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import com.squareup.javapoet.JavaFile;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processor writes its sources with its own renderer ({@code write/render/SourceRenderer}),
 * not JavaPoet's {@code JavaFile.toString()}: here every file it generates for the test beans
 * (each directory of {@code src/test/resources/beans}, with and without a lock file, a bean that
 * evolved under the lock, a record, {@link PerfBeans}, the wide bean and {@link RandomBeans}) is
 * compared, character for character, with what JavaPoet writes from the same specs.
 */
class SourceRendererTest {
    @TempDir
    Path dir;

    /** Per compilation: the specs' text as JavaPoet writes it, by qualified name. */
    private final Map<String, String> javaPoet = new TreeMap<>();
    private int compared;

    private void compile(List<JavaFileObject> sources, String... options) throws IOException {
        javaPoet.clear();
        Compilation c = javac().withProcessors(new FastSerialProcessor(bean -> { }, this::renderWithJavaPoet))
                .withOptions((Object[]) options).compile(sources);
        assertEquals(javaPoet.size(), c.generatedSourceFiles().size(), "one written file per spec");
        for (JavaFileObject generated : c.generatedSourceFiles()) {
            String path = generated.toUri().getPath();
            String name = path.substring(path.indexOf("/SOURCE_OUTPUT/") + "/SOURCE_OUTPUT/".length(), path.length() - 5)
                    .replace('/', '.');
            String expected = javaPoet.get(name);
            assertTrue(expected != null, "no spec for " + name + " among " + javaPoet.keySet());
            assertEquals(expected, generated.getCharContent(false).toString(), name);
            compared++;
        }
    }

    private void renderWithJavaPoet(JavaFile file) {
        String name = file.packageName.isEmpty() ? file.typeSpec.name : file.packageName + "." + file.typeSpec.name;
        javaPoet.put(name, file.toString());
    }

    private void assertSame(int atLeast) {
        assertTrue(compared >= atLeast, "only " + compared + " files compared");
    }

    @Test
    void everyTestBeanIsWrittenAsJavaPoetWritesIt() throws IOException, URISyntaxException {
        Path beans = Path.of(SourceRendererTest.class.getResource("/beans").toURI());
        List<JavaFileObject> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(beans)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                sources.add(JavaFileObjects.forResource(f.toUri().toURL()));
            }
        }
        compile(sources); // together: some directories use others' types (families uses types/)
        compile(sources, "-Afastserial.lock=" + dir.resolve("fastserial.lock"));
        assertSame(80);
    }

    @Test
    void aBeanThatEvolvedUnderTheLockAndARecord() throws IOException {
        String lock = "-Afastserial.lock=" + dir.resolve("fastserial.lock");
        compile(List.of(GoldenSourcesTest.trade("Long id;", "String symbol;", "java.util.Date created;", "int quantity;",
                "boolean open;", "Double price;")), lock);
        compile(List.of(GoldenSourcesTest.trade("Long id;", "String symbol;", "java.util.Date created;", "int quantity;",
                "boolean open;", "List<String> tags;", "Integer venue;")), lock);
        compile(List.of(JavaFileObjects.forSourceLines("golden.Point", "package golden;",
                "@dev.fastserial.FastSerial",
                "public record Point(int x, int y, String label) implements java.io.Serializable {",
                "    private Object writeReplace() { return new PointExternalizer(this); }",
                "}")));
        assertSame(3);
    }

    /**
     * A class of the bean's own package named like a class the file would import: JavaPoet imports
     * neither, so the renderer's one pass, which spelled {@code java.util.Date} as {@code Date}
     * before it met {@code clash.Date}, gives way to its two passes.
     */
    @Test
    void aClassOfTheBeansPackageNamedLikeAnImport() throws IOException {
        JavaFileObject date = JavaFileObjects.forSourceString("clash.Date",
                "package clash; public class Date implements java.io.Serializable {}");
        compile(List.of(date, clashBean("Before", "java.util.Date created;", "Date local;", "java.util.List<String> tags;")));
        compile(List.of(date, clashBean("After", "Date local;", "java.util.Date created;", "java.util.List<String> tags;")));
        assertSame(2);
    }

    private static JavaFileObject clashBean(String name, String... fields) {
        return JavaFileObjects.forSourceString("clash." + name, "package clash;\n"
                + "@dev.fastserial.FastSerial\n"
                + "public class " + name + " implements java.io.Externalizable {\n    "
                + String.join("\n    ", fields) + "\n"
                + "    public " + name + "() {}\n"
                + "    @Override public void writeExternal(java.io.ObjectOutput out) throws java.io.IOException {\n"
                + "        " + name + "Externalizer.writeExternal(this, out);\n    }\n"
                + "    @Override public void readExternal(java.io.ObjectInput in) throws java.io.IOException, ClassNotFoundException {\n"
                + "        " + name + "Externalizer.readExternal(this, in);\n    }\n}\n");
    }

    @Test
    void perfBeansTheWideBeanAndRandomBeans() throws IOException {
        List<JavaFileObject> sources = new ArrayList<>();
        for (Path p : PerfBeans.write(dir.resolve("perf"), 200)) {
            sources.add(JavaFileObjects.forResource(p.toUri().toURL()));
        }
        compile(sources);
        List<JavaFileObject> wide = new ArrayList<>();
        for (Path p : PerfBeans.writeWide(dir.resolve("wide"), 500)) {
            wide.add(JavaFileObjects.forResource(p.toUri().toURL()));
        }
        compile(wide);
        compile(new RandomBeans(new Random(13)).sources(150));
        assertSame(350);
    }
}
