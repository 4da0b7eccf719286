package dev.fastserial.processor;

import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bean takes the shape helpers (a {@code List<String>} writer, an enum's reader) that an
 * earlier bean of the round built, when they would come out the same for it
 * ({@code write/SharedShapes}): here every file generated that way is compared, character for
 * character, with the file built with nothing shared, for the test beans, {@link PerfBeans},
 * {@link RandomBeans} and beans made to trip the sharing (two enums of one simple name, a generic
 * inline bean used raw and parameterized), in both orders.
 */
class SharedShapesTest {
    @TempDir
    Path dir;

    private int compared;

    /** Every generated source, by path, compiled with or without sharing. */
    private static Map<String, String> generated(List<JavaFileObject> sources, boolean share, String... options)
            throws IOException {
        Compilation c = javac().withProcessors(new FastSerialProcessor(bean -> { }, null, share))
                .withOptions((Object[]) options).compile(sources);
        assertEquals(Compilation.Status.SUCCESS, c.status(), () -> c.diagnostics().toString());
        Map<String, String> files = new TreeMap<>();
        for (JavaFileObject f : c.generatedSourceFiles()) {
            files.put(f.toUri().getPath(), f.getCharContent(false).toString());
        }
        return files;
    }

    private void sameWithAndWithout(List<JavaFileObject> sources, String... options) throws IOException {
        Map<String, String> shared = generated(sources, true, options);
        Map<String, String> alone = generated(sources, false, options);
        assertEquals(alone.keySet(), shared.keySet());
        for (Map.Entry<String, String> file : alone.entrySet()) {
            assertEquals(file.getValue(), shared.get(file.getKey()), file.getKey());
            compared++;
        }
    }

    private static List<JavaFileObject> files(List<Path> paths) throws IOException {
        List<JavaFileObject> sources = new ArrayList<>();
        for (Path p : paths) {
            sources.add(JavaFileObjects.forResource(p.toUri().toURL()));
        }
        return sources;
    }

    @Test
    void theTestBeansWithAndWithoutALock() throws IOException, URISyntaxException {
        List<Path> paths;
        try (Stream<Path> files = Files.walk(Path.of(SharedShapesTest.class.getResource("/beans").toURI()))) {
            paths = files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        sameWithAndWithout(files(paths));
        sameWithAndWithout(files(paths), "-Afastserial.lock=" + dir.resolve("fastserial.lock"));
        assertTrue(compared >= 80, "only " + compared + " files compared");
    }

    @Test
    void perfBeansAndRandomBeans() throws IOException {
        sameWithAndWithout(files(PerfBeans.write(dir.resolve("perf"), 150)));
        sameWithAndWithout(new RandomBeans(new Random(29)).sources(150));
        assertTrue(compared >= 300, "only " + compared + " files compared");
    }

    /**
     * Helpers whose names or bodies differ from bean to bean for the same key: {@code a.Status} and
     * {@code b.Status} both want {@code writeStatus} (the second in a class gets another name, and
     * so does every helper that calls it); {@code Part<String>} and a raw {@code Part} share a
     * reader within a class, whose body depends on which came first.
     */
    @Test
    void helpersNamedOrBuiltDifferentlyInEachBean() throws IOException {
        List<JavaFileObject> sources = new ArrayList<>(List.of(
                JavaFileObjects.forSourceString("shared.a.Status", "package shared.a; public enum Status { ON, OFF }"),
                JavaFileObjects.forSourceString("shared.b.Status", "package shared.b; public enum Status { UP, DOWN, GONE }"),
                bean("Part<T extends java.io.Serializable>", "T value;"),
                bean("One", "shared.a.Status s;", "List<shared.a.Status> ss;", "Map<String, List<shared.a.Status>> m;",
                        "Part<String> part;", "List<String> names;"),
                bean("Two", "shared.b.Status s;", "shared.a.Status t;", "List<shared.a.Status> ss;",
                        "Map<String, List<shared.a.Status>> m;", "@SuppressWarnings(\"rawtypes\") Part part;",
                        "List<Part<String>> parts;"),
                bean("Three", "shared.a.Status s;", "List<Part<String>> parts;", "Map<String, List<shared.a.Status>> m;",
                        "shared.b.Status u;", "List<shared.b.Status> us;"),
                bean("Four", "List<shared.b.Status> us;", "List<shared.a.Status> ss;", "Part<Integer> part;",
                        "@SuppressWarnings(\"rawtypes\") List<Part> parts;")));
        sameWithAndWithout(sources);
        Collections.reverse(sources);
        sameWithAndWithout(sources);
        assertEquals(10, compared);
    }

    private static JavaFileObject bean(String name, String... fields) {
        String simple = name.contains("<") ? name.substring(0, name.indexOf('<')) : name;
        StringBuilder s = new StringBuilder("package shared;\n"
                + "import java.util.List;\nimport java.util.Map;\n"
                + "@dev.fastserial.FastSerial\n"
                + "public final class " + name + " implements java.io.Externalizable {\n");
        for (String field : fields) {
            s.append("    ").append(field).append('\n');
        }
        s.append("    public ").append(simple).append("() {}\n")
                .append("    @Override public void writeExternal(java.io.ObjectOutput out) throws java.io.IOException {\n")
                .append("        ").append(simple).append("Externalizer.writeExternal(this, out);\n    }\n")
                .append("    @Override public void readExternal(java.io.ObjectInput in)"
                        + " throws java.io.IOException, ClassNotFoundException {\n")
                .append("        ").append(simple).append("Externalizer.readExternal(this, in);\n    }\n}\n");
        return JavaFileObjects.forSourceString("shared." + simple, s.toString());
    }
}
