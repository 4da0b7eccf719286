package dev.fastserial.examples.robustness;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Timeout;

/**
 * Coverage-guided fuzzing of the generated {@code readExternal} of every article bean
 * (TwelveFieldBean, Employee, TestBaseClass, TestClass, Message, Player), with Jazzer.
 *
 * <p>{@code mvn verify} replays the committed corpus
 * ({@code src/test/resources/dev/fastserial/examples/robustness/ReadExternalFuzzTestInputs/readExternal/},
 * valid streams of each bean and damaged ones, written by {@link SeedCorpus}) as an ordinary
 * parameterized test: Jazzer's regression mode, no agent, a second or two. Surefire runs this
 * class alone on a 64 MB heap. {@code JAZZER_FUZZ=1} fuzzes instead, starting from that corpus;
 * docs/wire-format.md's Fuzzing section has the command. What counts as a finding is in
 * {@link FuzzHarness}; a hang is one input taking longer than the timeout below.
 */
class ReadExternalFuzzTest {
    private static final AtomicLong inputs = new AtomicLong();
    private static final AtomicLong read = new AtomicLong();
    private static final AtomicLong maxAllocated = new AtomicLong();
    private static volatile int maxAllocatedInput;

    @FuzzTest(maxDuration = "5m")
    // In its own thread, so that replaying an input that loops forever fails instead of hanging the build.
    @Timeout(value = 10, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void readExternal(byte[] input) {
        FuzzHarness.Outcome outcome = FuzzHarness.check(input);
        inputs.incrementAndGet();
        if (outcome.read()) {
            read.incrementAndGet();
        }
        if (outcome.allocated > maxAllocated.get()) {
            maxAllocated.set(outcome.allocated);
            maxAllocatedInput = input.length;
        }
    }

    @AfterAll
    static void report() {
        System.out.println("ReadExternalFuzzTest: " + inputs + " inputs, " + read + " read successfully, the rest failed"
                + " with an IOException; at most " + maxAllocated + " bytes allocated by one read (input of "
                + maxAllocatedInput + " bytes)");
    }
}
