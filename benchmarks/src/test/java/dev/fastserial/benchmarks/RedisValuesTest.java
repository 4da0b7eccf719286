package dev.fastserial.benchmarks;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.benchmarks.redis.RedisFormat;
import dev.fastserial.benchmarks.redis.RedisModel;
import dev.fastserial.benchmarks.redis.RedisValues;
import java.util.Collection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** The Redis serializer benchmark compares like with like: every serializer reads back its value; JMH runs each method once (on request). */
class RedisValuesTest {

    @Test
    void everySerializerReadsBackItsValue() {
        for (RedisModel model : RedisModel.values()) {
            for (RedisFormat format : RedisFormat.values()) {
                RedisValues state = new RedisValues();
                state.model = model;
                state.format = format;
                state.setUp();
                assertDeepEquals(model.sample(), state.deserialize());
                assertEquals(RedisValues.size(model, format), state.serialize().length);
            }
        }
    }

    /** Through JMH, with {@code -Dfastserial.jmh=true} only ({@link BenchmarkSmokeTest}); {@link BenchmarkMethodsTest} without it. */
    @Test
    @EnabledIfSystemProperty(named = BenchmarkSmokeTest.ENABLED, matches = "true")
    void everyBenchmarkRunsOnce() throws Exception {
        Options options = new OptionsBuilder().include("^" + RedisValues.class.getName() + "\\.").forks(0)
                .warmupIterations(0).measurementIterations(1).measurementTime(TimeValue.milliseconds(5))
                .shouldFailOnError(true).build();
        Collection<RunResult> results = new Runner(options).run();
        assertEquals(2 * RedisModel.values().length * RedisFormat.values().length, results.size());
        for (RunResult result : results) {
            assertTrue(result.getPrimaryResult().getScore() > 0);
        }
    }
}
