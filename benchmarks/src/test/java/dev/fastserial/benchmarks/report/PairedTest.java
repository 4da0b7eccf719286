package dev.fastserial.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The statistics behind benchmarks/paired.sh. */
class PairedTest {

    @Test
    void mediansOfOddAndEvenCounts() {
        assertEquals(2, Paired.median(new double[] {3, 1, 2}));
        assertEquals(2.5, Paired.median(new double[] {4, 1, 3, 2}));
    }

    @Test
    void equalRatiosHaveAnIntervalOfThatRatio() {
        double[] logs = {Math.log(0.9), Math.log(0.9), Math.log(0.9)};
        double[] interval = Paired.interval(logs, Paired::mean, new SplittableRandom(7));
        assertEquals(Math.log(0.9), interval[0], 1e-12);
        assertEquals(Math.log(0.9), interval[1], 1e-12);
    }

    @Test
    void oneOutlierMovesTheMeanButNotTheMedianOrItsInterval() {
        double[] logs = new double[10];
        for (int i = 0; i < logs.length; i++) {
            logs[i] = Math.log(0.95 + 0.005 * (i % 3));
        }
        logs[6] = Math.log(1.6); // a fork whose JIT did worse
        assertTrue(Math.exp(Paired.mean(logs)) > 1.0, "the mean is pulled over 1.0");
        double[] median = Paired.interval(logs, Paired::median, new SplittableRandom(7));
        assertTrue(Math.exp(median[1]) < 1.0, "the median's interval stays under 1.0: " + Math.exp(median[1]));
        assertTrue(median[0] <= Paired.median(logs) && Paired.median(logs) <= median[1]);
    }
}
