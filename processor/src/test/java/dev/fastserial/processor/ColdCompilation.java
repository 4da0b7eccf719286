package dev.fastserial.processor;

import dev.fastserial.processor.InProcessJavac.Timing;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One compilation in a JVM of its own, as {@code mvn compile} of one module runs javac: nothing
 * warm, javac's classes loaded and interpreted by this very compilation. {@link CompileTimeTest}
 * starts it once per variant and run; it prints the {@link Timing} as {@code cpu wall} (ms).
 *
 * <p>Arguments: {@code fastserial|copier|without <file listing the sources, one a line> <generated
 * dir> <classes dir> [<directory to copy from>]}.
 */
public final class ColdCompilation {
    private ColdCompilation() {}

    public static void main(String[] args) throws IOException {
        List<Path> sources = Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8).stream()
                .map(Path::of).collect(Collectors.toList());
        Path generated = Path.of(args[2]);
        Path classes = Path.of(args[3]);
        Timing t;
        switch (args[0]) {
            case "fastserial":
                t = InProcessJavac.compile(sources, true, generated, classes, null);
                break;
            case "copier":
                t = InProcessJavac.compileCopying(sources, Path.of(args[4]), generated, classes);
                break;
            case "without":
                t = InProcessJavac.compile(sources, false, null, classes, null);
                break;
            default:
                throw new IllegalArgumentException(args[0]);
        }
        System.out.println(t.cpuMillis() + " " + t.wallMillis());
    }

    /** Runs {@link #main} in a new JVM (this one's {@code java} and class path) and returns its timing. */
    static Timing inNewJvm(String variant, List<Path> sources, Path work, Path generated, Path classes, Path copyFrom)
            throws IOException {
        Path list = Files.createTempFile(work, "sources", ".txt");
        Files.write(list, sources.stream().map(Path::toString).collect(Collectors.toList()), StandardCharsets.UTF_8);
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx1g",
                "-cp", System.getProperty("java.class.path"), ColdCompilation.class.getName(),
                variant, list.toString(), generated.toString(), classes.toString()));
        if (copyFrom != null) {
            command.add(copyFrom.toString());
        }
        Path log = Files.createTempFile(work, "cold", ".log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            int exit = process.waitFor();
            List<String> output = Files.readAllLines(log, StandardCharsets.UTF_8);
            if (exit != 0 || output.isEmpty()) {
                throw new AssertionError(String.join(" ", command) + " exited " + exit + ":\n" + String.join("\n", output));
            }
            String[] figures = output.get(output.size() - 1).trim().split(" ");
            return new Timing(Long.parseLong(figures[0]), Long.parseLong(figures[1]));
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }
}
