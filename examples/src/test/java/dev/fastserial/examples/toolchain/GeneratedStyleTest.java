package dev.fastserial.examples.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The generated code stays code a reviewer accepts: this module compiles it with
 * {@code -Xlint:all -Werror} (see the pom), and here every generated file of the examples is held
 * to a line length, a method length and plain whitespace.
 */
class GeneratedStyleTest {
    static final int MAX_LINE = 120;
    static final int MAX_METHOD_LINES = 80;
    static final Path GENERATED = Toolchain.BASEDIR.resolve("target/generated-sources/annotations");

    @Test
    void everyGeneratedFileKeepsToTheStyleRules() throws IOException {
        List<String> problems = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(GENERATED)) {
            files = walk.filter(p -> p.toString().endsWith("Externalizer.java")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "nothing generated in " + GENERATED);
        for (Path file : files) {
            List<String> lines = Files.readAllLines(file);
            String name = GENERATED.relativize(file).toString();
            int methodStart = -1;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.length() > MAX_LINE) {
                    problems.add(name + ":" + (i + 1) + " is " + line.length() + " characters long");
                }
                if (line.contains("\t") || line.endsWith(" ")) {
                    problems.add(name + ":" + (i + 1) + " has a tab or trailing whitespace");
                }
                boolean opensMethod = line.startsWith("    ") && !line.startsWith("     ") && line.endsWith("{")
                        && line.contains("(") && !line.contains(" class ");
                if (opensMethod || line.startsWith("    ") && !line.startsWith("     ") && line.contains("(")
                        && !line.endsWith(";") && !line.strip().startsWith("*") && !line.strip().startsWith("@")) {
                    methodStart = methodStart < 0 ? i : methodStart;
                }
                if (line.equals("    }") && methodStart >= 0) {
                    if (i - methodStart + 1 > MAX_METHOD_LINES) {
                        problems.add(name + ":" + (methodStart + 1) + " starts a method of " + (i - methodStart + 1) + " lines");
                    }
                    methodStart = -1;
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
