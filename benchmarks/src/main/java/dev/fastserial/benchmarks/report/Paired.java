package dev.fastserial.benchmarks.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;

/**
 * Two variants of one benchmark compared in pairs ({@code benchmarks/paired.sh}): every round ran one
 * fork of each, back to back, so that what else the machine does weighs on both alike. Prints each
 * round's ratio of the two times (medians in sample mode, means in average-time mode; each time in the
 * benchmark's own unit), the median
 * and geometric mean of those ratios, and a 95% bootstrap interval of each. On a shared machine a ratio of a few percent
 * between two separate runs is noise; between pairs it is not, and an interval that holds 1.0 is a
 * tie.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar dev.fastserial.benchmarks.report.Paired DIR A B</pre>
 * reads {@code DIR/<round>-A.json} and {@code DIR/<round>-B.json}.
 */
public final class Paired {
    private static final int RESAMPLES = 10_000;

    private Paired() {}

    /**
     * What a paired run found: each round's times and allocations (bytes per operation, NaN without
     * {@code -prof gc}), the ratios' median and geometric mean with their 95% intervals, and in how
     * many rounds A was at or under B.
     */
    record Summary(List<double[]> rounds, double median, double medianLow, double medianHigh, double mean,
                   double meanLow, double meanHigh, long atOrUnder, double allocA, double allocB) {}

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: Paired DIR A B   (reads DIR/<round>-A.json and DIR/<round>-B.json)");
            System.exit(2);
        }
        Summary s = summarize(Path.of(args[0]), args[1], args[2]);
        int round = 0;
        for (double[] r : s.rounds()) {
            System.out.printf(Locale.ROOT, "  round %2d: %,9.3f / %,9.3f = %.3f%n", ++round, r[0], r[1], r[0] / r[1]);
        }
        System.out.printf(Locale.ROOT, "%s / %s over %d rounds: median ratio %.3f (95%% interval %.3f to %.3f),"
                        + " geometric mean %.3f (%.3f to %.3f); %s at or under 1.0 in %d rounds%n", args[1], args[2],
                s.rounds().size(), s.median(), s.medianLow(), s.medianHigh(), s.mean(), s.meanLow(), s.meanHigh(),
                args[1], s.atOrUnder());
        if (!Double.isNaN(s.allocA()) && !Double.isNaN(s.allocB())) {
            System.out.printf(Locale.ROOT, "allocation (median of the forks): %s %,.0f bytes an operation, %s %,.0f%n",
                    args[1], s.allocA(), args[2], s.allocB());
        }
    }

    /** The rounds {@code DIR/<round>-A.json} and {@code DIR/<round>-B.json}, summed up. */
    static Summary summarize(Path dir, String a, String b) throws IOException {
        List<double[]> rounds = new ArrayList<>();
        for (int round = 1; ; round++) {
            Path first = dir.resolve(round + "-" + a + ".json");
            Path second = dir.resolve(round + "-" + b + ".json");
            if (!Files.exists(first) || !Files.exists(second)) {
                break;
            }
            JmhResults.Score sa = JmhResults.read(first).only();
            JmhResults.Score sb = JmhResults.read(second).only();
            if (sa == null || sb == null) {
                throw new IllegalArgumentException("round " + round + ": each file must hold one benchmark's result");
            }
            rounds.add(new double[] {sa.ns(), sb.ns(), sa.allocBytes(), sb.allocBytes()});
        }
        if (rounds.size() < 2) {
            throw new IllegalArgumentException("fewer than two rounds in " + dir);
        }
        double[] logs = rounds.stream().mapToDouble(r -> Math.log(r[0] / r[1])).toArray();
        double[] meanInterval = interval(logs, Paired::mean, new SplittableRandom(1));
        double[] medianInterval = interval(logs, Paired::median, new SplittableRandom(2));
        return new Summary(rounds, Math.exp(median(logs)), Math.exp(medianInterval[0]), Math.exp(medianInterval[1]),
                Math.exp(mean(logs)), Math.exp(meanInterval[0]), Math.exp(meanInterval[1]),
                rounds.stream().filter(r -> r[0] <= r[1]).count(),
                median(rounds.stream().mapToDouble(r -> r[2]).toArray()),
                median(rounds.stream().mapToDouble(r -> r[3]).toArray()));
    }

    /**
     * The 2.5th and 97.5th percentiles of {@code statistic} over resamples of {@code logs} (drawn with
     * replacement). The median resists a fork whose JIT did worse (one such fork moves the mean by
     * several percent); the mean uses every fork.
     */
    static double[] interval(double[] logs, ToDoubleFunction<double[]> statistic, SplittableRandom random) {
        double[] values = new double[RESAMPLES];
        double[] sample = new double[logs.length];
        for (int i = 0; i < RESAMPLES; i++) {
            for (int j = 0; j < logs.length; j++) {
                sample[j] = logs[random.nextInt(logs.length)];
            }
            values[i] = statistic.applyAsDouble(sample);
        }
        Arrays.sort(values);
        return new double[] {values[(int) (RESAMPLES * 0.025)], values[(int) (RESAMPLES * 0.975) - 1]};
    }

    static double mean(double[] values) {
        return Arrays.stream(values).average().orElse(Double.NaN);
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
