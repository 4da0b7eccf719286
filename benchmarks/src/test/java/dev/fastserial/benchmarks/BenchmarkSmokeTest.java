package dev.fastserial.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * CI-sized smoke so that the benchmarks never rot: every benchmark method, for every model and
 * variant, runs through the real JMH harness (in this JVM, one short iteration, with the GC
 * profiler the full suite uses).
 */
class BenchmarkSmokeTest {

    @Test
    void everyBenchmarkRunsOnce() throws Exception {
        // Models grouped by the variants they have (the examples module may still lack a hand-written class).
        Map<Set<Variant>, List<Model>> groups = new LinkedHashMap<>();
        for (Model model : Model.values()) {
            Set<Variant> variants = EnumSet.noneOf(Variant.class);
            for (Variant variant : Variant.values()) {
                if (variant.available(model)) {
                    variants.add(variant);
                }
            }
            groups.computeIfAbsent(variants, v -> new ArrayList<>()).add(model);
        }
        int expected = 0;
        List<RunResult> results = new ArrayList<>();
        for (Map.Entry<Set<Variant>, List<Model>> group : groups.entrySet()) {
            Options options = new OptionsBuilder()
                    .include("^" + PerMessage.class.getName() + "\\.")
                    .include("^" + Streaming.class.getName() + "\\.")
                    .param("model", names(group.getValue()))
                    .param("variant", names(group.getKey()))
                    .forks(0)
                    .warmupIterations(0)
                    .measurementIterations(1)
                    .measurementTime(TimeValue.milliseconds(5))
                    .addProfiler(GCProfiler.class)
                    .shouldFailOnError(true)
                    .build();
            results.addAll(new Runner(options).run());
            expected += 6 * group.getKey().size() * group.getValue().size();
        }
        assertEquals(expected, results.size());
        for (RunResult result : results) {
            assertTrue(result.getPrimaryResult().getScore() > 0, result.getParams().toString());
            assertNotNull(result.getSecondaryResults().get("gc.alloc.rate.norm"), result.getParams().toString());
        }
    }

    private static String[] names(Collection<? extends Enum<?>> constants) {
        return constants.stream().map(Enum::name).collect(Collectors.toList()).toArray(new String[0]);
    }
}
