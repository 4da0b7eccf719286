package dev.fastserial.processor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.fastserial.processor.InProcessJavac.Timing;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * How much fastserial adds to a build: generated beans of varied fields (primitives, boxed
 * values, strings, enums, dates and java.time, UUID, BigDecimal, arrays, nested collections,
 * inline beans, self references, superclass chains, getter/setter access, Object fallbacks;
 * {@link PerfBeans}), compiled with javac (in-process, as Maven runs it) three ways:
 *
 * <ul>
 *   <li>without a processor ({@code -proc:none}): the beans plus the externalizer sources
 *       fastserial generated for them, so that every compilation ends with the same classes;</li>
 *   <li>with {@link GeneratedSourceCopier}, a processor that only writes those same files through
 *       javac's Filer in the same round: what javac itself charges for any processor that
 *       generates these sources (the Filer, the extra rounds, entering every source again), the
 *       floor under fastserial's overhead;</li>
 *   <li>with fastserial ({@code -processorpath}: the processor classes and JavaPoet, loaded afresh
 *       by each compilation as in a real build): the beans, from which it generates the rest.</li>
 * </ul>
 *
 * All three are first compiled on a twentieth of the beans (javac's and the processors' code
 * through the JIT), then twice each on all the beans, fastserial first (the sources the others
 * need; printed as the colder figures, never the measured ones: javac's code is still getting
 * faster through its first compilations of this many files, by 10-20% a run), then each
 * {@value #DEFAULT_RUNS} times ({@code -Dfastserial.compileTime.runs=N}), taking turns at being compiled first in a run: a compilation that runs right after a different one finds javac
 * less warm on its paths, and with a fixed order that cost would always land on the same variant
 * (with 5 runs, javac still getting faster run by run made each way's median its third run, where
 * fastserial went first: hence a multiple of three).
 * The median of each is printed, as CPU time of the compiling thread and wall time, with every
 * run. For the 500 beans the three are then compiled as many times again, each compilation in a
 * JVM of its own ({@link ColdCompilation}): javac cold, as one {@code mvn compile} of a module runs
 * it, which is what a build pays (fastserial's own classes are cold in both: every compilation
 * loads them afresh, as a build does). Only what is robust is asserted: all compile cleanly, every bean gets its externalizer, and
 * fastserial writes the same bytes every time (reproducible builds); the figures are printed (and
 * quoted in docs/performance.md), never asserted. By default 500 beans; with
 * {@code -Dfastserial.compileTime.scaling=true} also 2,000 beans and one bean of 500 fields, to
 * show that the processor's cost grows linearly with the beans and with the fields of one bean;
 * then the warm-up is on all 500 beans. Run alone:
 * {@code mvn -B -pl processor -am verify -Dtest=CompileTimeTest -Dsurefire.failIfNoSpecifiedTests=false -Dfastserial.compileTime=true}.
 * It is a benchmark (several minutes; it asserts nothing about speed), so {@code mvn -B verify}
 * skips it unless {@code -Dfastserial.compileTime=true} is given; reproducible output is checked
 * by the default run too ({@code CrossJdkReproducibilityTest}).
 * Where the time goes inside one compilation: {@code scripts/profile-processor.sh}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@EnabledIfSystemProperty(named = CompileTimeTest.ENABLED, matches = "true")
class CompileTimeTest {
    static final String ENABLED = "fastserial.compileTime";
    static final int BEANS = 500;
    static final int WARM_UP_BEANS = 1 + BEANS / 20;
    /** A multiple of the three ways: each is compiled first, second and last in as many runs. */
    static final int DEFAULT_RUNS = 6;
    static final String SCALING = "fastserial.compileTime.scaling";

    @TempDir
    Path work;

    @Test
    @Order(1)
    void fiveHundredBeansWithAndWithoutTheProcessor() throws IOException {
        manyBeans(BEANS);
    }

    @Test
    @Order(2)
    @EnabledIfSystemProperty(named = SCALING, matches = "true")
    void twoThousandBeans() throws IOException {
        manyBeans(2000);
    }

    @Test
    @Order(3)
    @EnabledIfSystemProperty(named = SCALING, matches = "true")
    void oneBeanWithFiveHundredFields() throws IOException {
        assumeEnoughHeap();
        warmUp();
        List<Path> sources = PerfBeans.writeWide(work.resolve("src"), 500);
        Comparison c = compare(sources, 1);
        print("1 bean of " + PerfBeans.countFields(sources) + " fields", c, 1);
        System.out.printf(Locale.ROOT, "  per field: %.2f ms%n", c.overheadMillis() / 500.0);
    }

    private void manyBeans(int count) throws IOException {
        assumeEnoughHeap();
        warmUp();
        List<Path> sources = PerfBeans.write(work.resolve("src"), count);
        String what = count + " beans (" + PerfBeans.countFields(sources) + " fields)";
        print(what + ", javac warm (in this JVM, after a warm-up on " + warmUpBeans()
                + " beans and two first compilations each way)", compare(sources, count), count);
        if (count == BEANS) {
            print(what + ", each compilation in a new JVM (javac cold, as one `mvn compile`)", compareCold(sources, count), count);
        }
    }

    private static void assumeEnoughHeap() {
        // Selected with -Dtest, it would also run in the module's 64 MB execution (CorruptInputTest's): not there.
        Assumptions.assumeTrue(Runtime.getRuntime().maxMemory() >= 256L << 20, "javac needs more than a 64 MB heap");
    }

    private static int runs() {
        return Math.max(1, Integer.getInteger("fastserial.compileTime.runs", DEFAULT_RUNS));
    }

    /** javac's and the processors' code paths through the JIT, all three ways: a twentieth of the 500 beans, or all of them when scaling. */
    private void warmUp() throws IOException {
        eachWayOnce(PerfBeans.write(work.resolve("src-warm-up"), warmUpBeans()), warmUpBeans(), "warm-up");
    }

    private static int warmUpBeans() {
        return Boolean.getBoolean(SCALING) ? BEANS : WARM_UP_BEANS;
    }

    /** The three ways of compiling the beans. */
    enum Variant {
        WITHOUT, COPIER, FASTSERIAL;

        /**
         * Compiles this way into {@code classes}: fastserial, and the copier copying from
         * {@code generated}, the beans, writing their sources to {@code out}; without a processor,
         * {@code all}: the beans plus the sources fastserial generated.
         */
        Timing compile(List<Path> beans, List<Path> all, Path generated, Path out, Path classes) throws IOException {
            switch (this) {
                case WITHOUT:
                    return InProcessJavac.compile(all, false, null, classes, null);
                case COPIER:
                    return InProcessJavac.compileCopying(beans, generated, out, classes);
                default:
                    return InProcessJavac.compile(beans, true, out, classes, null);
            }
        }
    }

    /** Where {@link #inTurn} runs a compilation: in this JVM, or in one of its own. */
    @FunctionalInterface
    interface Compiler {
        Timing compile(Variant variant, List<Path> beans, List<Path> all, Path generated, Path out, Path classes) throws IOException;
    }

    /**
     * Each way once, fastserial first (its sources, in {@code <label>-generated}, are what the
     * others need); checks that each of the {@code count} beans got its externalizer; returns the
     * beans plus those sources.
     */
    private List<Path> eachWayOnce(List<Path> beans, int count, String label) throws IOException {
        Path generated = work.resolve(label + "-generated");
        Timing fastserial = Variant.FASTSERIAL.compile(beans, List.of(), null, generated, work.resolve(label + "-classes"));
        List<Path> externalizers = InProcessJavac.list(generated, "Externalizer.java");
        assertEquals(count, externalizers.size(), "externalizer sources generated for " + count + " beans");
        List<Path> all = plus(beans, externalizers);
        Timing copier = Variant.COPIER.compile(beans, all, generated, work.resolve(label + "-copied"),
                work.resolve(label + "-classes-copied"));
        Timing without = Variant.WITHOUT.compile(beans, all, generated, null, work.resolve(label + "-classes-none"));
        System.out.printf(Locale.ROOT, "CompileTimeTest: %s, %d beans (colder; in this order): with fastserial %s,"
                + " with the copier %s, without %s%n", label, count, fastserial, copier, without);
        return all;
    }

    /**
     * Every variant in this JVM, after two first compilations of each on all the beans (the
     * sources the others need, and javac and the JIT past the first compilations of this many files).
     */
    private Comparison compare(List<Path> sources, int beans) throws IOException {
        List<Path> all = eachWayOnce(sources, beans, "first");
        eachWayOnce(sources, beans, "second");
        return inTurn("warm", sources, all, work.resolve("first-generated"), beans, Variant::compile);
    }

    /** Every variant, each compilation in a new JVM; after {@link #compare}, whose generated sources it reuses. */
    private Comparison compareCold(List<Path> sources, int beans) throws IOException {
        Path generated = work.resolve("first-generated");
        return inTurn("cold", sources, plus(sources, InProcessJavac.list(generated, "Externalizer.java")), generated, beans,
                (variant, b, all, g, out, classes) -> ColdCompilation.inNewJvm(variant, b, all, g, out, classes, work));
    }

    /**
     * Every variant {@link #runs()} times, taking turns at being first in a run; checks that each
     * bean got its externalizer class, and that fastserial wrote the same sources each time.
     */
    private Comparison inTurn(String label, List<Path> sources, List<Path> all, Path generated, int beans, Compiler compiler)
            throws IOException {
        Map<Variant, List<Timing>> timings = new EnumMap<>(Variant.class);
        Variant[] variants = Variant.values();
        for (int run = 0; run < runs(); run++) {
            for (int k = 0; k < variants.length; k++) {
                Variant variant = variants[(run + k) % variants.length];
                Path classes = work.resolve(label + "-classes-" + variant + "-" + run);
                Path out = work.resolve(label + "-generated-" + variant + "-" + run);
                timings.computeIfAbsent(variant, v -> new ArrayList<>())
                        .add(compiler.compile(variant, sources, all, generated, out, classes));
                assertEquals(beans, InProcessJavac.list(classes, "Externalizer.class").size(), variant + ": externalizer classes");
                if (variant == Variant.FASTSERIAL) {
                    assertSameFiles(generated, out);
                }
            }
        }
        return new Comparison(timings.get(Variant.WITHOUT), timings.get(Variant.COPIER), timings.get(Variant.FASTSERIAL));
    }

    private static List<Path> plus(List<Path> a, List<Path> b) {
        List<Path> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** Reproducible builds: another compilation of the same beans writes the same files, byte for byte. */
    private static void assertSameFiles(Path expected, Path actual) throws IOException {
        List<Path> files = InProcessJavac.list(expected, ".java");
        assertEquals(files.size(), InProcessJavac.list(actual, ".java").size(), "files generated");
        for (Path file : files) {
            Path other = actual.resolve(expected.relativize(file));
            assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(other), "generated again: " + other);
        }
    }

    record Comparison(List<Timing> without, List<Timing> copier, List<Timing> fastserial) {
        long overheadMillis() {
            return median(fastserial).cpuMillis() - median(without).cpuMillis();
        }

        long floorMillis() {
            return median(copier).cpuMillis() - median(without).cpuMillis();
        }

        /** The middle run by CPU time (the lower middle one for an even count). */
        static Timing median(List<Timing> runs) {
            List<Timing> sorted = new ArrayList<>(runs);
            sorted.sort(Comparator.comparingLong(Timing::cpuMillis));
            return sorted.get((sorted.size() - 1) / 2);
        }

        static String describe(List<Timing> runs) {
            return median(runs) + (runs.size() == 1 ? "" : ", runs " + runs.stream()
                    .map(t -> Long.toString(t.cpuMillis())).collect(Collectors.joining(", ")));
        }
    }

    private static void print(String what, Comparison c, int beans) {
        long without = Comparison.median(c.without()).cpuMillis();
        long ours = c.overheadMillis() - c.floorMillis();
        System.out.printf(Locale.ROOT, "CompileTimeTest: %s, javac %s in-process on %d cores; each way %d times in turn;"
                        + " median CPU time of the compiling thread (wall time):%n"
                        + "  without a processor (-proc:none; the beans and the %d sources fastserial generated): %s%n"
                        + "  with a processor that only writes those %d sources (javac's own cost of them):      %s%n"
                        + "  with fastserial (-processorpath; the beans, from which it generates the rest):         %s%n"
                        + "  overhead: %d ms CPU (%+.0f%%), %.1f ms a bean; wall %+d ms%n"
                        + "    of it javac's, for any processor generating these sources: %d ms (%+.0f%%), %.1f ms a bean;"
                        + " fastserial's own: %d ms (%+.0f%%), %.1f ms a bean%n",
                what, System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(), runs(), beans, Comparison.describe(c.without()), beans, Comparison.describe(c.copier()),
                Comparison.describe(c.fastserial()),
                c.overheadMillis(), 100.0 * c.overheadMillis() / without, c.overheadMillis() / (double) beans,
                Comparison.median(c.fastserial()).wallMillis() - Comparison.median(c.without()).wallMillis(),
                c.floorMillis(), 100.0 * c.floorMillis() / without, c.floorMillis() / (double) beans,
                ours, 100.0 * ours / without, ours / (double) beans);
    }
}
