package dev.fastserial.examples.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import dev.fastserial.processor.Docs;
import org.junit.jupiter.api.Test;

/**
 * The README's build snippets are what the build really uses: the Maven snippet, a whole pom.xml
 * that {@link NewcomerCheckTest} builds, shares its processor path and lock options with
 * examples/pom.xml (which this very module is built with) and its plugin versions with the parent,
 * so a change to one without the other fails here. The same for the code the guide's pages quote
 * (docs/): the generated file in docs/generated-code.md, the direct path's example, the hosts' lines.
 */
class ReadmeTest {

    private static final Path POM = Toolchain.BASEDIR.resolve("pom.xml");

    /** The first fenced block of {@code language} after the line starting with {@code marker}, in the README. */
    private static List<String> block(String marker, String language) {
        return Docs.block("README.md", marker, language);
    }

    private static List<String> trimmed(List<String> lines) {
        return lines.stream().map(String::strip).collect(Collectors.toList());
    }

    /**
     * The README's Maven snippet is a whole pom.xml, which {@link NewcomerCheckTest} builds as it is.
     * What it shares with examples/pom.xml, the processor path and the lock file's two options, is the
     * same text there (this module is built with them), and the plugin versions it names are the
     * ones this build uses (the parent's pluginManagement), so that a version bump moves both.
     */
    @Test
    void mavenSnippetSharesTheExamplesPomsLinesAndThisBuildsPluginVersions() {
        List<String> snippet = trimmed(block("**Maven**", "xml"));
        String joined = String.join("\n", snippet);
        String examplesPom = String.join("\n", trimmed(Toolchain.read(POM).lines().collect(Collectors.toList())));
        for (String element : List.of("annotationProcessorPaths", "compilerArgs")) {
            String part = joined.substring(joined.indexOf("<" + element + ">"), joined.indexOf("</" + element + ">"));
            String inPom = part.replace("<compilerArgs>", "<compilerArgs combine.children=\"append\">");
            assertTrue(examplesPom.contains(inPom), "README.md's Maven snippet's " + element + " is not examples/pom.xml's:\n"
                    + part);
        }
        String parentPom = Toolchain.read(Toolchain.BASEDIR.resolveSibling("pom.xml"));
        for (String plugin : List.of("maven-compiler-plugin", "maven-resources-plugin")) {
            String version = versionAfter(joined, "<artifactId>" + plugin + "</artifactId>");
            assertEquals(versionAfter(parentPom, "<artifactId>" + plugin + "</artifactId>"), version,
                    "README.md's Maven snippet pins " + plugin + " " + version + ", the build uses another");
        }
        assertTrue(joined.startsWith("<?xml") && joined.endsWith("</project>") && !joined.contains("<parent>")
                && !joined.contains("<pluginManagement>"), "README.md's Maven snippet is not a whole pom of its own");
    }

    private static String versionAfter(String pom, String artifact) {
        int at = pom.indexOf(artifact);
        assertTrue(at >= 0, artifact);
        int start = pom.indexOf("<version>", at) + "<version>".length();
        return pom.substring(start, pom.indexOf("</version>", start));
    }

    /** The annotations jar holds FastBytes, which the direct path calls at run time: {@code implementation}, not compileOnly. */
    @Test
    void gradleSnippetPutsTheProcessorOnTheAnnotationProcessorPathAndTheAnnotationsOnTheRunTimePath() {
        String gradle = String.join("\n", block("**Gradle**", "groovy"));
        assertTrue(gradle.contains("annotationProcessor 'dev.fastserial:fastserial-processor:"), gradle);
        assertTrue(gradle.contains("implementation 'dev.fastserial:fastserial-annotations:"), gradle);
        assertTrue(gradle.contains("mavenLocal()"), gradle); // where the README's install step puts the SNAPSHOT
    }

    private static final Path GENERATED_EMPLOYEE = Toolchain.BASEDIR.resolve(
            "target/generated-sources/annotations/dev/fastserial/examples/EmployeeExternalizer.java");

    private static final String GENERATED_CODE = "docs/generated-code.md";

    /** The collapsible copy of EmployeeExternalizer.java is exactly what this build generated. */
    @Test
    void theWholeGeneratedFileIsWhatTheBuildGenerates() {
        List<String> readme = Docs.block(GENERATED_CODE, "<details>", "java");
        List<String> generated = Toolchain.read(GENERATED_EMPLOYEE).lines().collect(Collectors.toList());
        assertTrue(readme.equals(generated), GENERATED_CODE + "'s EmployeeExternalizer.java differs from the generated one:"
                + " run scripts/sync-generated-code.py after a build");
    }

    /** Every line of the short excerpt ("..." aside) is a line of the generated file. */
    @Test
    void theExcerptIsCutFromTheGeneratedFile() {
        List<String> generated = trimmed(Toolchain.read(GENERATED_EMPLOYEE).lines().collect(Collectors.toList()));
        for (String line : trimmed(Docs.block(GENERATED_CODE, "# The generated code", "java"))) {
            if (!line.equals("...") && !line.isEmpty()) {
                assertTrue(generated.contains(line), GENERATED_CODE + "'s excerpt has a line the generated code lacks: " + line);
            }
        }
    }

    /** Every line of the direct path's example is a line of the test that runs it. */
    @Test
    void theDirectPathExampleIsWhatATestRuns() {
        assertEveryLineIn("docs/direct-path.md", Docs.block("docs/direct-path.md", "# The direct byte path", "java"),
                Toolchain.BASEDIR.resolve("src/test/java/dev/fastserial/examples/DirectPathExampleTest.java"));
    }

    /** The hosts' configuration lines are the ones their tests configure members, clients and contexts with. */
    @Test
    void theHostLinesAreWhatTheirTestsUse() {
        Path integrations = Toolchain.BASEDIR.resolveSibling("integrations");
        assertEveryLineIn(HOSTS, Docs.block(HOSTS, "### Use it in Hazelcast", "java"),
                integrations.resolve("hazelcast/src/test/java/dev/fastserial/hazelcast/GlobalSerializerClusterTest.java"));
        assertEveryLineIn(HOSTS, Docs.block(HOSTS, "`override-java-serialization` is what", "java"),
                Toolchain.BASEDIR.resolve("src/test/java/dev/fastserial/examples/hosts/HazelcastClusterTest.java"));
        Path spring = integrations.resolve("spring/src/test/java/dev/fastserial/spring");
        assertEveryLineIn(HOSTS, Docs.block(HOSTS, "### Use it with Spring", "java"), spring.resolve("RedisCacheTest.java"),
                spring.resolve("SpringSessionTest.java"));
        // The Boot form (a customizer of Boot's own cache defaults), run on each Boot line with that line's import.
        for (String line : List.of("boot3", "boot4")) {
            assertEveryLineIn(HOSTS, Docs.block(HOSTS, "**With Spring Boot**", "java"), integrations.resolve("spring-boot-tests/" + line
                    + "/src/test/java/dev/fastserial/spring/boot/tests/CustomizerFormTest.java"));
        }
    }

    private static final String HOSTS = "docs/hosts.md";

    private static void assertEveryLineIn(String page, List<String> snippet, Path... files) {
        List<String> lines = new ArrayList<>();
        for (Path file : files) {
            lines.addAll(trimmed(Toolchain.read(file).lines().collect(Collectors.toList())));
        }
        for (String line : trimmed(snippet)) {
            if (!line.equals("...") && !line.isEmpty()) {
                assertTrue(lines.contains(line), page + " has a line " + java.util.Arrays.toString(files) + " lack: " + line);
            }
        }
    }

    /** Run by {@link NewcomerCheckTest}; here, what it must say: an explicit processor path, generated sources apart. */
    @Test
    void javacSnippetUsesAnExplicitProcessorPathAndASourceOutputDirectory() {
        String javac = String.join("\n", block("**Plain javac**", "sh"));
        assertTrue(javac.contains("-processorpath fastserial-processor-"), javac);
        assertTrue(javac.contains(" -s "), javac);
    }
}
