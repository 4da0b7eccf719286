package dev.fastserial.processor;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.FastSerial;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How much fastserial adds to a build: 500 generated beans of varied fields (primitives, boxed
 * values, strings, enums, dates and java.time, UUID, BigDecimal, arrays, nested collections,
 * inline beans, self references, superclass chains, getter/setter access, Object fallbacks),
 * compiled with javac (in-process, as Maven runs it) twice over:
 *
 * <ul>
 *   <li>without the processor ({@code -proc:none}): the 500 beans plus the 500 externalizer
 *       sources fastserial generated for them, so that both compilations end with the same 1000
 *       classes and the difference is the processor's own work;</li>
 *   <li>with it ({@code -processorpath}, the processor classes and JavaPoet, loaded afresh by
 *       each compilation as in a real build): the 500 beans, from which it generates the rest.</li>
 * </ul>
 *
 * After a warm-up compilation of a twentieth of the beans (JIT), each variant is timed
 * {@link #RUNS} time(s), the best run reported, as CPU time of the compiling thread and as wall
 * time. Only what is robust is asserted: both compile cleanly and every bean gets its
 * externalizer. The figures are printed (and quoted in the README). Run alone:
 * {@code mvn -B -pl processor -am verify -Dtest=CompileTimeTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class CompileTimeTest {
    static final int BEANS = 500;
    static final int RUNS = 1;

    @TempDir
    Path work;

    @Test
    void fiveHundredBeansWithAndWithoutTheProcessor() throws IOException {
        // Selected with -Dtest, it would also run in the module's 64 MB execution (CorruptInputTest's): not there.
        Assumptions.assumeTrue(Runtime.getRuntime().maxMemory() >= 256L << 20, "javac needs more than a 64 MB heap");
        List<Path> beans = writeBeans(work.resolve("src"));

        // Warm-up (javac's and the processor's code paths, JIT): a twentieth of the beans.
        Timing warmUp = compile(beans.subList(0, 1 + BEANS / 20), true, work.resolve("generated-warm-up"), work.resolve("classes-warm-up"));

        Timing with = null;
        Timing without = null;
        for (int run = 0; run < RUNS; run++) {
            Path generated = work.resolve("generated-" + run);
            Path out = work.resolve("classes-with-" + run);
            with = Timing.best(with, compile(beans, true, generated, out));
            List<Path> externalizers = list(generated, "Externalizer.java");
            assertEquals(BEANS, externalizers.size(), "externalizer sources generated for " + BEANS + " beans");
            assertEquals(BEANS, list(out, "Externalizer.class").size(), "externalizer classes compiled");

            List<Path> all = new ArrayList<>(beans);
            all.addAll(externalizers);
            without = Timing.best(without, compile(all, false, null, work.resolve("classes-none-" + run)));
        }
        System.out.printf(Locale.ROOT, "CompileTimeTest: %d beans (%d fields), javac %s in-process on %d cores, after a warm-up"
                        + " on %d beans (%s); CPU time of the compiling thread (wall time):%n"
                        + "  without the processor (-proc:none; the beans and the %d sources fastserial generated): %s%n"
                        + "  with fastserial (-processorpath; the beans, from which it generates the rest):         %s%n"
                        + "  overhead: %d ms CPU (%+.0f%%), %.1f ms a bean; wall %+d ms%n",
                BEANS, countFields(beans), System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
                BEANS / 20, warmUp, BEANS, without, with, with.cpuMillis - without.cpuMillis,
                100.0 * (with.cpuMillis - without.cpuMillis) / without.cpuMillis,
                (with.cpuMillis - without.cpuMillis) / (double) BEANS, with.wallMillis - without.wallMillis);
    }

    /**
     * How long one compilation took. javac runs on the calling thread, so its CPU time is javac's
     * own work (GC and JIT threads aside), and is less disturbed than wall time by whatever else
     * the machine is doing.
     */
    static final class Timing {
        final long cpuMillis;
        final long wallMillis;

        Timing(long cpuMillis, long wallMillis) {
            this.cpuMillis = cpuMillis;
            this.wallMillis = wallMillis;
        }

        static Timing best(Timing a, Timing b) {
            return a == null || b.cpuMillis < a.cpuMillis ? b : a;
        }

        @Override
        public String toString() {
            return cpuMillis + " ms (" + wallMillis + " ms)";
        }
    }

    /** Compiles; fails on any error. */
    private static Timing compile(List<Path> sources, boolean processor, Path generated, Path classes) throws IOException {
        Files.createDirectories(classes);
        List<String> options = new ArrayList<>(List.of("-d", classes.toString(), "-classpath", locationOf(FastSerial.class),
                "-encoding", "UTF-8", "-nowarn", "-Xlint:none"));
        if (processor) {
            Files.createDirectories(generated);
            options.addAll(List.of("-processorpath", processorPath(), "-s", generated.toString()));
        } else {
            options.add("-proc:none");
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter output = new StringWriter();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        boolean ok;
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, UTF_8)) {
            ok = javac.getTask(output, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(sources)).call();
        }
        Timing timing = new Timing((threads.getCurrentThreadCpuTime() - cpu) / 1_000_000, (System.nanoTime() - start) / 1_000_000);
        assertTrue(ok, "javac " + String.join(" ", options) + " failed:\n" + output + diagnostics.getDiagnostics().stream()
                .limit(20).map(Object::toString).collect(Collectors.joining("\n")));
        return timing;
    }

    /** The processor as a build has it: its classes (with their service file) and JavaPoet, nothing else. */
    private static String processorPath() {
        return locationOf(FastSerialProcessor.class) + java.io.File.pathSeparator + locationOf(com.squareup.javapoet.JavaFile.class);
    }

    private static String locationOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Path> list(Path directory, String suffix) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().collect(Collectors.toList());
        }
    }

    private static int countFields(List<Path> beans) {
        return beans.stream().mapToInt(p -> {
            try {
                return (int) Files.readAllLines(p).stream().filter(l -> l.startsWith("    ") && l.endsWith(";")
                        && !l.contains("(") && !l.contains("static") && !l.contains("return")).count();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).sum();
    }

    // ------------------------------------------------------------------ the beans

    /** Field types, cycled through so that every bean gets a different mix. */
    private static final String[] TYPES = {
        "int", "long", "double", "boolean", "byte", "short", "char", "float",
        "Integer", "Long", "Double", "Boolean",
        "String", "String", "String",
        "java.util.Date", "java.time.Instant", "java.time.LocalDate", "java.time.LocalDateTime", "java.time.Duration",
        "java.util.UUID", "java.math.BigDecimal", "java.math.BigInteger", "perf.Color",
        "int[]", "String[]", "byte[]", "long[][]",
        "java.util.List<String>", "java.util.Set<Integer>", "java.util.Map<String, java.util.List<Long>>",
        "java.util.ArrayList<Double>", "java.util.TreeMap<String, Integer>", "java.util.List<perf.Color>",
        "Object",
    };

    /** Writes the enum and the beans; returns the beans' source files. */
    private static List<Path> writeBeans(Path root) throws IOException {
        Path perf = Files.createDirectories(root.resolve("perf"));
        Files.writeString(perf.resolve("Color.java"), "package perf;\n\npublic enum Color { RED, GREEN, BLUE }\n");
        List<Path> files = new ArrayList<>();
        files.add(perf.resolve("Color.java"));
        for (int i = 0; i < BEANS; i++) {
            String pkg = "perf.p" + i / 100;
            Path dir = Files.createDirectories(root.resolve(pkg.replace('.', '/')));
            Path file = dir.resolve(beanName(i) + ".java");
            Files.writeString(file, beanSource(pkg, i));
            files.add(file);
        }
        return files;
    }

    private static String beanName(int i) {
        return "Bean" + i;
    }

    /**
     * Bean {@code i}: 1 to 4 fields of the types above, starting at a different offset for each
     * bean; every 10th (from the 5th) extends the bean before it (superclass chaining); every 3rd
     * holds the bean before it inline; every 7th refers to itself (by reference); every bean has
     * one private field reached through its getter and setter.
     */
    static String beanSource(String pkg, int i) {
        String name = beanName(i);
        boolean extendsPrevious = i % 10 == 5;
        StringBuilder fields = new StringBuilder();
        StringBuilder accessors = new StringBuilder();
        int count = 1 + i % 4;
        for (int k = 0; k < count; k++) {
            String type = TYPES[(i * 7 + k * 3) % TYPES.length];
            fields.append("    ").append(type).append(" f").append(k).append(";\n");
        }
        if (i % 3 == 0 && i % 100 != 0) {
            fields.append("    ").append(beanName(i - 1)).append(" previous;\n");
        }
        if (i % 7 == 0) {
            fields.append("    ").append(name).append(" next;\n");
        }
        String hiddenType = TYPES[(i * 5) % TYPES.length];
        String hidden = "hidden" + i; // a subclass must not override its superclass's accessors
        String property = "Hidden" + i;
        fields.append("    private ").append(hiddenType).append(' ').append(hidden).append(";\n");
        accessors.append("    public ").append(hiddenType).append(" get").append(property).append("() {\n")
                .append("        return ").append(hidden).append(";\n    }\n\n")
                .append("    public void set").append(property).append('(').append(hiddenType).append(" value) {\n")
                .append("        this.").append(hidden).append(" = value;\n    }\n\n");
        return "package " + pkg + ";\n\n"
                + "import dev.fastserial.FastSerial;\n"
                + "import java.io.Externalizable;\n"
                + "import java.io.IOException;\n"
                + "import java.io.ObjectInput;\n"
                + "import java.io.ObjectOutput;\n\n"
                + "@FastSerial\n"
                + "public class " + name + (extendsPrevious ? " extends " + beanName(i - 1) : "") + " implements Externalizable {\n"
                + "    private static final long serialVersionUID = 1L;\n\n"
                + fields + "\n"
                + "    public " + name + "() {\n    }\n\n"
                + accessors
                + "    @Override\n"
                + "    public void writeExternal(ObjectOutput out) throws IOException {\n"
                + "        " + name + "Externalizer.writeExternal(this, out);\n"
                + "    }\n\n"
                + "    @Override\n"
                + "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {\n"
                + "        " + name + "Externalizer.readExternal(this, in);\n"
                + "    }\n"
                + "}\n";
    }
}
