package dev.fastserial.examples.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The README's Quick start as a newcomer meets it: {@code scripts/newcomer-check.sh} builds, in an
 * empty directory, a project of nothing but the README's Maven snippet (as its whole pom.xml), bean
 * and {@code Main}, with the {@code mvn} on the PATH, runs it, and does the same with the README's
 * plain javac lines, against this build's jars (installed into a local repository of its own, never
 * into ~/.m2). It runs here, inside {@code mvn -B verify}, rather than from {@code .ci/run} alone: so
 * the README's test command checks the README, on each JDK CI runs, with the jars this reactor just
 * packaged (the ones the other toolchain tests use).
 */
class NewcomerCheckTest {

    private static final Path SCRIPT = Toolchain.BASEDIR.resolveSibling("scripts").resolve("newcomer-check.sh");

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void theReadmesMavenProjectAndJavacLinesBuildAndPrintWhatItSays() throws IOException, InterruptedException {
        assertTrue(onPath("mvn"), "no mvn on the PATH: the check builds the README's project with it");
        Path log = Toolchain.freshDirectory("newcomer").resolve("newcomer-check.log");
        ProcessBuilder check = new ProcessBuilder("bash", SCRIPT.toString())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        check.environment().put("FASTSERIAL_ANNOTATIONS_JAR", Toolchain.annotationsJar().toString());
        check.environment().put("FASTSERIAL_PROCESSOR_JAR", Toolchain.processorJar().toString());
        int exit = check.start().waitFor();
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(0, exit, output);
        assertTrue(output.contains("newcomer check passed"), output);
    }

    private static boolean onPath(String command) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, command))) {
                return true;
            }
        }
        return false;
    }
}
