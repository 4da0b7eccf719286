package dev.fastserial.benchmarks.report;

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
 * round's ratio of the two times (medians in sample mode, means in average-time mode), the median
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

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: Paired DIR A B   (reads DIR/<round>-A.json and DIR/<round>-B.json)");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        List<Double> ratios = new ArrayList<>();
        StringBuilder rounds = new StringBuilder();
        for (int round = 1; ; round++) {
            Path a = dir.resolve(round + "-" + args[1] + ".json");
            Path b = dir.resolve(round + "-" + args[2] + ".json");
            if (!Files.exists(a) || !Files.exists(b)) {
                break;
            }
            JmhResults.Score first = JmhResults.read(a).only();
            JmhResults.Score second = JmhResults.read(b).only();
            if (first == null || second == null) {
                throw new IllegalArgumentException("round " + round + ": each file must hold one benchmark's result");
            }
            ratios.add(first.ns() / second.ns());
            rounds.append(String.format(Locale.ROOT, "  round %2d: %,8.1f / %,8.1f ns = %.3f%n", round, first.ns(),
                    second.ns(), first.ns() / second.ns()));
        }
        if (ratios.size() < 2) {
            throw new IllegalArgumentException("fewer than two rounds in " + dir);
        }
        double[] logs = ratios.stream().mapToDouble(Math::log).toArray();
        double[] meanInterval = interval(logs, Paired::mean, new SplittableRandom(1));
        double[] medianInterval = interval(logs, Paired::median, new SplittableRandom(2));
        System.out.print(rounds);
        System.out.printf(Locale.ROOT, "%s / %s over %d rounds: median ratio %.3f (95%% interval %.3f to %.3f),"
                        + " geometric mean %.3f (%.3f to %.3f); %s at or under 1.0 in %d rounds%n", args[1], args[2],
                logs.length, Math.exp(median(logs)), Math.exp(medianInterval[0]), Math.exp(medianInterval[1]),
                Math.exp(mean(logs)), Math.exp(meanInterval[0]), Math.exp(meanInterval[1]), args[1],
                ratios.stream().filter(r -> r <= 1.0).count());
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
