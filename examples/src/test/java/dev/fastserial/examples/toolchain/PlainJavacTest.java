package dev.fastserial.examples.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The plain javac path: the JDK's compiler with nothing but
 * {@code -processorpath fastserial-processor.jar -cp fastserial-annotations.jar}, then the
 * compiled beans loaded on their own (no annotations, no processor at run time) and round-tripped.
 * Catches a processor jar that is not self-contained or not registered.
 */
class PlainJavacTest {

    @Test
    void compilesTheBeansWithNothingButTheProcessorPathAndTheAnnotations() {
        Toolchain.Result javac = Toolchain.plainJavac().assertSuccess();
        assertEquals(List.of(), javac.problems(), javac.log());
        Map<String, String> generated = javac.generatedSources();
        for (String bean : Toolchain.beanNames()) {
            String file = bean.replace('.', '/') + "Externalizer.java";
            assertTrue(generated.containsKey(file), "javac generated no " + file + ": " + generated.keySet());
            assertTrue(Files.isRegularFile(javac.classes().resolve(bean.replace('.', '/') + "Externalizer.class")));
        }
    }

    @Test
    void theCompiledBeansRoundTripOnTheJdkAlone() throws IOException {
        try (URLClassLoader loader = Toolchain.plainJavac().assertSuccess().loader()) {
            Toolchain.assertSamplesRoundTrip(loader);
        }
    }

    @Test
    void javacGeneratesWhatTheMavenBuildGenerated() {
        Map<String, String> plain = Toolchain.plainJavac().assertSuccess().generatedSources();
        Path maven = Toolchain.BASEDIR.resolve("target/generated-sources/annotations");
        for (Map.Entry<String, String> file : plain.entrySet()) {
            assertEquals(file.getValue(), Toolchain.read(maven.resolve(file.getKey())), file.getKey());
        }
    }

    /**
     * Proof that the tests above bite: the same jar without the JavaPoet it carries fails the
     * compilation and generates nothing, even though JavaPoet is on this test's own class path.
     */
    @Test
    void aJarThatIsNotSelfContainedIsCaught() {
        Path incomplete = Toolchain.jarWithout(Toolchain.processorJar(), "dev/fastserial/processor/shaded/",
                Toolchain.freshDirectory("incomplete-jar").resolve("fastserial-processor-without-javapoet.jar"));
        Toolchain.Result javac = Toolchain.javac("javac-incomplete-jar",
                List.of("-processorpath", incomplete.toString(), "-cp", Toolchain.annotationsJar().toString()),
                Toolchain.beanSources());
        assertFalse(javac.success(), javac.log());
        assertTrue(javac.generatedSources().isEmpty(), javac.generatedSources().keySet().toString());
        assertTrue(javac.log().contains("javapoet"), javac.log());
    }

    /**
     * What docs/getting-started.md tells JDK 23+ users: a processor found only on the class path runs on JDK 17
     * to 22, but from JDK 23 on only with {@code -proc:full}; {@code -processorpath} always works.
     */
    @Test
    void processorOnlyOnTheClassPathNeedsProcFullFromJdk23() {
        String classPath = Toolchain.annotationsJar() + java.io.File.pathSeparator + Toolchain.processorJar();
        List<String> options = new java.util.ArrayList<>(List.of("-cp", classPath));
        options.addAll(Toolchain.lockOptions());
        Toolchain.Result implicit = Toolchain.javac("javac-classpath-only", options, Toolchain.beanSources());
        if (Runtime.version().feature() < 23) {
            implicit.assertSuccess();
            assertEquals(Toolchain.plainJavac().generatedSources(), implicit.generatedSources());
            return;
        }
        assertFalse(implicit.success(), implicit.log());
        assertTrue(implicit.generatedSources().isEmpty());
        assertTrue(implicit.errors().stream().allMatch(p -> p.message().contains("Externalizer")),
                "expected only 'cannot find symbol ...Externalizer' errors:\n" + implicit.log());
        options.add("-proc:full");
        Toolchain.Result full = Toolchain.javac("javac-classpath-proc-full", options, Toolchain.beanSources()).assertSuccess();
        assertEquals(Toolchain.plainJavac().generatedSources(), full.generatedSources());
    }
}
