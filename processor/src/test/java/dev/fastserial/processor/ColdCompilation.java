package dev.fastserial.processor;

import dev.fastserial.processor.CompileTimeTest.Variant;
import dev.fastserial.processor.InProcessJavac.Timing;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One compilation in a JVM of its own, as {@code mvn compile} of one module runs javac: nothing
 * warm, javac's classes loaded and interpreted by this very compilation. {@link CompileTimeTest}
 * starts it once per variant and run; it prints the {@link Timing} as {@code cpu wall} (ms).
 *
 * <p>Arguments: {@code <Variant> <file listing the beans> <file listing the beans and the generated
 * sources> <generated dir> <output dir for sources> <classes dir>}, as {@link Variant#compile} takes them.
 */
public final class ColdCompilation {
    private ColdCompilation() {}

    public static void main(String[] args) throws IOException {
        Timing t = Variant.valueOf(args[0]).compile(paths(args[1]), paths(args[2]), Path.of(args[3]), Path.of(args[4]),
                Path.of(args[5]));
        System.out.println(t.cpuMillis() + " " + t.wallMillis());
    }

    private static List<Path> paths(String listing) throws IOException {
        return Files.readAllLines(Path.of(listing), StandardCharsets.UTF_8).stream().map(Path::of).collect(Collectors.toList());
    }

    /** {@link Variant#compile} in a new JVM (this one's {@code java} and class path); files go to {@code work}. */
    static Timing inNewJvm(Variant variant, List<Path> beans, List<Path> all, Path generated, Path out, Path classes,
            Path work) throws IOException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx1g",
                "-cp", System.getProperty("java.class.path"), ColdCompilation.class.getName(), variant.name(),
                listing(beans, work), listing(all, work), generated.toString(), out.toString(), classes.toString());
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

    private static String listing(List<Path> files, Path work) throws IOException {
        Path list = Files.createTempFile(work, "sources", ".txt");
        Files.write(list, files.stream().map(Path::toString).collect(Collectors.toList()), StandardCharsets.UTF_8);
        return list.toString();
    }
}
