package dev.fastserial.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * (Not under a directory named after the package: javac would find them as sources of the class.)
 * The shape of generated files, pinned (as syntax trees: formatting and comments aside): a
 * bean built with a lock file for the first time, the same bean after a field was removed
 * and two were added, a record's serialization proxy and a mixed class's. A change to what the processor generates shows here first; if it is meant,
 * rewrite the files (see below) and read the diff.
 *
 * <pre>
 * mvn -B -pl processor -am verify -Dtest=GoldenSourcesTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dfastserial.golden.write=src/test/resources/goldens
 * </pre>
 */
class GoldenSourcesTest {
    @TempDir
    Path dir;

    static JavaFileObject trade(String... fields) {
        List<String> body = new java.util.ArrayList<>(List.of("private static final long serialVersionUID = 1L;"));
        body.addAll(List.of(fields));
        body.add("public Trade() {}");
        return BeanSources.bean("golden", "Trade", "public class Trade implements Externalizable", body.toArray(new String[0]));
    }

    private Compilation compile(JavaFileObject bean) {
        Compilation c = javac().withProcessors(new FastSerialProcessor())
                .withOptions("-Afastserial.lock=" + dir.resolve("fastserial.lock")).compile(bean);
        assertThat(c).succeededWithoutWarnings();
        return c;
    }

    private static void check(Compilation c, String resource) throws IOException {
        check(c, "golden.TradeExternalizer", resource);
    }

    private static void check(Compilation c, String generated, String resource) throws IOException {
        String write = System.getProperty("fastserial.golden.write");
        if (write != null) {
            Path target = Path.of(write).resolve(resource.substring("goldens/".length()));
            Files.createDirectories(target.getParent());
            Files.writeString(target, c.generatedSourceFile(generated).orElseThrow()
                    .getCharContent(false).toString());
        }
        assertThat(c).generatedSourceFile(generated)
                .hasSourceEquivalentTo(JavaFileObjects.forResource(resource));
    }

    /**
     * The serialization proxy of a record, locked: the API the direct path, the user's
     * writeReplace and other types' inline code rely on (see docs/values.md, "Records and immutable classes").
     */
    @Test
    void aRecordsProxy() throws IOException {
        JavaFileObject point = JavaFileObjects.forSourceLines("golden.Point",
                "package golden;",
                "import dev.fastserial.FastSerial;",
                "@FastSerial",
                "public record Point(int x, int y, String label) implements java.io.Serializable {",
                "    public Point {",
                "        if (x < 0) throw new IllegalArgumentException(\"x < 0\");",
                "    }",
                "    private Object writeReplace() { return new PointExternalizer(this); }",
                "}");
        check(compile(point), "golden.PointExternalizer", "goldens/record/PointExternalizer.java");
    }

    /**
     * A mixed class's proxy (issue 27), locked: a final id its constructor takes, a mutable one set
     * after it, a final map filled in place directly and a final list through its getter.
     */
    @Test
    void aMixedClassesProxy() throws IOException {
        JavaFileObject session = JavaFileObjects.forSourceLines("golden.Session",
                "package golden;",
                "import dev.fastserial.FastSerial;",
                "import java.util.*;",
                "@FastSerial",
                "public class Session implements java.io.Serializable {",
                "    private final String originalId;",
                "    private String id;",
                "    final Map<String, String> attributes = new HashMap<>();",
                "    private final List<String> log = new ArrayList<>();",
                "    public Session(String originalId) { this.originalId = originalId; this.id = originalId; }",
                "    public String getOriginalId() { return originalId; }",
                "    public String getId() { return id; }",
                "    public void setId(String id) { this.id = id; }",
                "    public List<String> getLog() { return log; }",
                "    private Object writeReplace() { return new SessionExternalizer(this); }",
                "}");
        check(compile(session), "golden.SessionExternalizer", "goldens/mixed/SessionExternalizer.java");
    }

    @Test
    void aBeanLockedForTheFirstTimeAndTheSameBeanAfterItChanged() throws IOException {
        check(compile(trade("Long id;", "String symbol;", "java.util.Date created;", "int quantity;", "boolean open;",
                "Double price;")), "goldens/first/TradeExternalizer.java");
        check(compile(trade("Long id;", "String symbol;", "java.util.Date created;", "int quantity;", "boolean open;",
                "List<String> tags;", "Integer venue;")), "goldens/evolved/TradeExternalizer.java");
    }
}
