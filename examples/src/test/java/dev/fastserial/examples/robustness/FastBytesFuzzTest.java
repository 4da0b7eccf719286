package dev.fastserial.examples.robustness;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Timeout;

/**
 * Coverage-guided fuzzing of the direct byte path ({@code FastBytes.fromBytes} and
 * {@code FastBytes.read(DataInput)}) with every article bean, the examples' record and immutable
 * class and the bean holding them ({@link DirectFuzzHarness.Target}), with Jazzer; see
 * {@link DirectFuzzHarness} for what counts as a finding.
 *
 * <p>{@code mvn verify} replays the committed corpus
 * ({@code src/test/resources/dev/fastserial/examples/robustness/FastBytesFuzzTestInputs/fromBytes/},
 * written by {@link DirectSeedCorpus}) on a 64 MB heap, like {@link ReadExternalFuzzTest}. To fuzz
 * (docs/direct-path.md, "The direct byte path"):
 * {@code JAZZER_FUZZ=1 mvn -B -pl examples -am verify -Dtest=FastBytesFuzzTest -Dsurefire.failIfNoSpecifiedTests=false -Djazzer.max_duration=10m}.
 */
class FastBytesFuzzTest {
    private static final AtomicLong inputs = new AtomicLong();
    private static final AtomicLong read = new AtomicLong();
    private static final AtomicLong maxAllocated = new AtomicLong();

    @FuzzTest(maxDuration = "5m")
    @Timeout(value = 10, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void fromBytes(byte[] input) {
        DirectFuzzHarness.Outcome outcome = DirectFuzzHarness.check(input);
        inputs.incrementAndGet();
        if (outcome.read()) {
            read.incrementAndGet();
        }
        maxAllocated.accumulateAndGet(outcome.allocated, Math::max);
    }

    @AfterAll
    static void report() {
        System.out.println("FastBytesFuzzTest: " + inputs + " inputs, " + read + " read successfully, the rest failed"
                + " with an IOException; at most " + maxAllocated + " bytes allocated by one read");
    }
}
