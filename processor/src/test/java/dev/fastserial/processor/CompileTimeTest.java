package dev.fastserial.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.fastserial.processor.InProcessJavac.Timing;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
 * {@link PerfBeans}), compiled with javac (in-process, as Maven runs it) twice over:
 *
 * <ul>
 *   <li>without the processor ({@code -proc:none}): the beans plus the externalizer sources
 *       fastserial generated for them, so that both compilations end with the same classes and
 *       the difference is the processor's own work;</li>
 *   <li>with it ({@code -processorpath}, the processor classes and JavaPoet, loaded afresh by
 *       each compilation as in a real build): the beans, from which it generates the rest.</li>
 * </ul>
 *
 * After a warm-up compilation (JIT) of 26 beans, each variant is timed once, as CPU time of the
 * compiling thread and as wall time. Only what is robust is asserted: both compile cleanly and
 * every bean gets its externalizer; the figures are printed (and quoted in the README), never
 * asserted. By default 500 beans; with {@code -Dfastserial.compileTime.scaling=true} also 2,000
 * beans and one bean of 500 fields, to show that the processor's cost grows linearly with the
 * beans and with the fields of one bean; then every measurement is preceded by a warm-up on all
 * 500 beans, so that the three are taken with javac equally warm (with only the short warm-up, the
 * compilation measured later in the same JVM would look cheaper). Run alone:
 * {@code mvn -B -pl processor -am verify -Dtest=CompileTimeTest -Dsurefire.failIfNoSpecifiedTests=false}.
 * Where the time goes inside one compilation: {@code scripts/profile-processor.sh}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CompileTimeTest {
    static final int BEANS = 500;
    static final int WARM_UP_BEANS = 1 + BEANS / 20;
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

    /** javac's and the processor's code paths through the JIT: a twentieth of the 500 beans, or all of them when scaling. */
    private void warmUp() throws IOException {
        List<Path> beans = PerfBeans.write(work.resolve("src-warm-up"), warmUpBeans());
        InProcessJavac.compile(beans, true, work.resolve("generated-warm-up"), work.resolve("classes-warm-up"), null);
    }

    private static int warmUpBeans() {
        return Boolean.getBoolean(SCALING) ? BEANS : WARM_UP_BEANS;
    }

    /** Both compilations of the same classes; checks that each bean got its externalizer. */
    private Comparison compare(List<Path> sources, int beans) throws IOException {
        Path generated = work.resolve("generated");
        Path out = work.resolve("classes-with");
        Timing with = InProcessJavac.compile(sources, true, generated, out, null);
        List<Path> externalizers = InProcessJavac.list(generated, "Externalizer.java");
        assertEquals(beans, externalizers.size(), "externalizer sources generated for " + beans + " beans");
        assertEquals(beans, InProcessJavac.list(out, "Externalizer.class").size(), "externalizer classes compiled");

        List<Path> all = new ArrayList<>(sources);
        all.addAll(externalizers);
        Timing without = InProcessJavac.compile(all, false, null, work.resolve("classes-none"), null);
        return new Comparison(with, without);
    }

    record Comparison(Timing with, Timing without) {
        long overheadMillis() {
            return with.cpuMillis() - without.cpuMillis();
        }
    }

    private static void print(String what, Comparison c, int beans) {
        System.out.printf(Locale.ROOT, "CompileTimeTest: %s, javac %s in-process on %d cores, after a warm-up"
                        + " on %d beans; CPU time of the compiling thread (wall time):%n"
                        + "  without the processor (-proc:none; the beans and the %d sources fastserial generated): %s%n"
                        + "  with fastserial (-processorpath; the beans, from which it generates the rest):         %s%n"
                        + "  overhead: %d ms CPU (%+.0f%%), %.1f ms a bean; wall %+d ms%n",
                what, System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(), warmUpBeans(),
                beans, c.without(), c.with(),
                c.overheadMillis(), 100.0 * c.overheadMillis() / c.without().cpuMillis(),
                c.overheadMillis() / (double) beans, c.with().wallMillis() - c.without().wallMillis());
    }
}
