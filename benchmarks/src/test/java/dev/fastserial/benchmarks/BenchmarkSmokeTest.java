package dev.fastserial.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Every benchmark method, for every model and variant, through the real JMH harness (in this JVM,
 * one short iteration, with the GC profiler the full suite uses): 15 seconds on a quiet machine,
 * a minute on a busy one. JMH stays out of the test command ({@code mvn -B verify} skips this
 * unless {@code -Dfastserial.jmh=true} is given); {@link BenchmarkMethodsTest} calls every
 * benchmark method there without the harness. Run alone:
 * {@code mvn -B -pl benchmarks -am verify -Dtest='BenchmarkSmokeTest,RedisValuesTest' -Dsurefire.failIfNoSpecifiedTests=false -Dfastserial.jmh=true}.
 */
@EnabledIfSystemProperty(named = BenchmarkSmokeTest.ENABLED, matches = "true")
class BenchmarkSmokeTest {
    /** The system property that lets JMH run in the tests. */
    static final String ENABLED = "fastserial.jmh";

    @Test
    void everyBenchmarkRunsOnce() throws Exception {
        Options options = new OptionsBuilder()
                .include("^" + PerMessage.class.getName() + "\\.")
                .include("^" + Streaming.class.getName() + "\\.")
                .include("^" + ModernValues.class.getName() + "\\.")
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(5))
                .addProfiler(GCProfiler.class)
                .shouldFailOnError(true)
                .build();
        Collection<RunResult> results = new Runner(options).run();

        int methods = 3 + 3; // serialize, deserialize, roundTrip in each mode
        int modernValues = 4 * 4; // roundTrip: 4 shapes, 4 serializers
        assertEquals(methods * Model.values().length * Variant.values().length + modernValues, results.size());
        for (RunResult result : results) {
            String what = result.getParams().getBenchmark() + " " + result.getParams().getParam("model") + " "
                    + result.getParams().getParam("variant");
            assertTrue(result.getPrimaryResult().getScore() > 0, what);
            assertNotNull(result.getSecondaryResults().get("gc.alloc.rate.norm"), what);
        }
    }
}
