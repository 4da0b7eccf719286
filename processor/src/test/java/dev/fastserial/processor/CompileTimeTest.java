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
 * through the JIT), then once more with fastserial, unmeasured (the sources the others need), then
 * each {@value #DEFAULT_RUNS} times ({@code -Dfastserial.compileTime.runs=N}), taking turns at
 * being compiled first in a run: a compilation that runs right after a different one finds javac
 * less warm on its paths, and with a fixed order that cost would always land on the same variant.
 * The median of each is printed, as CPU time of the compiling thread and wall time, with every
 * run. Only what is robust is asserted: all compile cleanly, every bean gets its externalizer, and
 * fastserial writes the same bytes every time (reproducible builds); the figures are printed (and
 * quoted in the README), never asserted. By default 500 beans; with
 * {@code -Dfastserial.compileTime.scaling=true} also 2,000 beans and one bean of 500 fields, to
 * show that the processor's cost grows linearly with the beans and with the fields of one bean;
 * then the warm-up is on all 500 beans. Run alone:
 * {@code mvn -B -pl processor -am verify -Dtest=CompileTimeTest -Dsurefire.failIfNoSpecifiedTests=false}.
 * Where the time goes inside one compilation: {@code scripts/profile-processor.sh}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CompileTimeTest {
    static final int BEANS = 500;
    static final int WARM_UP_BEANS = 1 + BEANS / 20;
    static final int DEFAULT_RUNS = 3;
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
        print(count + " beans (" + PerfBeans.countFields(sources) + " fields)", compare(sources, count), count);
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
        List<Path> beans = PerfBeans.write(work.resolve("src-warm-up"), warmUpBeans());
        Path generated = work.resolve("generated-warm-up");
        InProcessJavac.compile(beans, true, generated, work.resolve("classes-warm-up"), null);
        InProcessJavac.compileCopying(beans, generated, work.resolve("copied-warm-up"), work.resolve("classes-warm-up-copied"));
        InProcessJavac.compile(plus(beans, InProcessJavac.list(generated, ".java")), false, null,
                work.resolve("classes-warm-up-none"), null);
    }

    private static int warmUpBeans() {
        return Boolean.getBoolean(SCALING) ? BEANS : WARM_UP_BEANS;
    }

    enum Variant { WITHOUT, COPIER, FASTSERIAL }

    /** Every variant {@link #runs()} times, in turn; checks that each bean got its externalizer, the same each time. */
    private Comparison compare(List<Path> sources, int beans) throws IOException {
        Path generated = work.resolve("generated");
        InProcessJavac.compile(sources, true, generated, work.resolve("classes-first"), null);
        List<Path> externalizers = InProcessJavac.list(generated, "Externalizer.java");
        assertEquals(beans, externalizers.size(), "externalizer sources generated for " + beans + " beans");
        List<Path> all = plus(sources, externalizers);

        Map<Variant, List<Timing>> timings = new EnumMap<>(Variant.class);
        Variant[] variants = Variant.values();
        for (int run = 0; run < runs(); run++) {
            for (int k = 0; k < variants.length; k++) {
                Variant variant = variants[(run + k) % variants.length];
                Path classes = work.resolve("classes-" + variant + "-" + run);
                Path out = work.resolve("generated-" + variant + "-" + run);
                Timing t;
                switch (variant) {
                    case WITHOUT:
                        t = InProcessJavac.compile(all, false, null, classes, null);
                        break;
                    case COPIER:
                        t = InProcessJavac.compileCopying(sources, generated, out, classes);
                        break;
                    default:
                        t = InProcessJavac.compile(sources, true, out, classes, null);
                        assertSameFiles(generated, out);
                        break;
                }
                assertEquals(beans, InProcessJavac.list(classes, "Externalizer.class").size(), variant + ": externalizer classes");
                timings.computeIfAbsent(variant, v -> new ArrayList<>()).add(t);
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
        System.out.printf(Locale.ROOT, "CompileTimeTest: %s, javac %s in-process on %d cores; each way %d times in turn,"
                        + " after a warm-up on %d beans; median CPU time of the compiling thread (wall time):%n"
                        + "  without a processor (-proc:none; the beans and the %d sources fastserial generated): %s%n"
                        + "  with a processor that only writes those %d sources (javac's own cost of them):      %s%n"
                        + "  with fastserial (-processorpath; the beans, from which it generates the rest):         %s%n"
                        + "  overhead: %d ms CPU (%+.0f%%), %.1f ms a bean; wall %+d ms%n"
                        + "    of it javac's, for any processor generating these sources: %d ms (%+.0f%%), %.1f ms a bean;"
                        + " fastserial's own: %d ms (%+.0f%%), %.1f ms a bean%n",
                what, System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(), runs(),
                warmUpBeans(), beans, Comparison.describe(c.without()), beans, Comparison.describe(c.copier()),
                Comparison.describe(c.fastserial()),
                c.overheadMillis(), 100.0 * c.overheadMillis() / without, c.overheadMillis() / (double) beans,
                Comparison.median(c.fastserial()).wallMillis() - Comparison.median(c.without()).wallMillis(),
                c.floorMillis(), 100.0 * c.floorMillis() / without, c.floorMillis() / (double) beans,
                ours, 100.0 * ours / without, ours / (double) beans);
    }
}
