package dev.fastserial.benchmarks.report;

import dev.fastserial.benchmarks.Model;
import dev.fastserial.benchmarks.Variant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The results of one JMH run, read from its JSON file ({@code -rf json}). */
final class JmhResults {

    /** Per message or streaming: the benchmark class. */
    enum Mode {
        PER_MESSAGE("PerMessage", "per message"),
        STREAMING("Streaming", "streaming");

        final String benchmarkClass;
        final String title;

        Mode(String benchmarkClass, String title) {
            this.benchmarkClass = benchmarkClass;
            this.title = title;
        }
    }

    /** The benchmark methods. */
    enum Op {
        SERIALIZE("serialize"),
        DESERIALIZE("deserialize"),
        ROUND_TRIP("roundTrip");

        final String method;

        Op(String method) {
            this.method = method;
        }
    }

    /**
     * One benchmark's time (ns per object) and allocation (bytes per object, from -prof gc; NaN
     * without it). In sample-time mode the time is the median of all timed invocations and the
     * error half the range of the measurement iterations' medians; in average-time mode the mean
     * and JMH's 99.9% confidence half-width.
     */
    record Score(double ns, double nsError, double allocBytes) {}

    /** "median" (sample-time results) or "mean" (average-time results). */
    String statistic = "mean";

    private final Map<String, Score> scores = new HashMap<>();
    /** The first result's run settings (JDK, VM, JMH options), as JMH recorded them. */
    final Map<String, Object> settings;

    @SuppressWarnings("unchecked")
    private JmhResults(List<Object> results) {
        Map<String, Object> first = null;
        for (Object o : results) {
            Map<String, Object> r = (Map<String, Object>) o;
            if (first == null) {
                first = r;
            }
            String benchmark = (String) r.get("benchmark");
            Map<String, Object> params = (Map<String, Object>) r.get("params");
            if (params == null || !benchmark.startsWith("dev.fastserial.benchmarks.")) {
                continue;
            }
            String[] parts = benchmark.substring("dev.fastserial.benchmarks.".length()).split("\\.");
            String benchmarkClass = parts[parts.length - 2];
            String method = parts[parts.length - 1];
            Object variant = params.containsKey("variant") ? params.get("variant") : params.get("format");
            Map<String, Object> primary = (Map<String, Object>) r.get("primaryMetric");
            Map<String, Object> secondary = (Map<String, Object>) r.get("secondaryMetrics");
            double alloc = Double.NaN;
            if (secondary != null && secondary.get("gc.alloc.rate.norm") instanceof Map<?, ?> norm) {
                alloc = number(norm.get("score"));
            }
            double ns = number(primary.get("score"));
            double error = number(primary.get("scoreError"));
            if (primary.get("rawDataHistogram") instanceof List<?> forks) {
                statistic = "median";
                ns = number(((Map<String, Object>) primary.get("scorePercentiles")).get("50.0"));
                double low = Double.MAX_VALUE;
                double high = -Double.MAX_VALUE;
                for (Object fork : forks) {
                    for (Object iteration : (List<Object>) fork) {
                        double median = median((List<Object>) iteration);
                        low = Math.min(low, median);
                        high = Math.max(high, median);
                    }
                }
                error = high >= low ? (high - low) / 2 : Double.NaN;
            }
            scores.put(key(benchmarkClass, method, (String) params.get("model"), (String) variant),
                    new Score(ns, error, alloc));
        }
        settings = first == null ? Map.of() : first;
    }

    @SuppressWarnings("unchecked")
    static JmhResults read(Path json) throws IOException {
        return new JmhResults((List<Object>) Json.parse(Files.readString(json, StandardCharsets.UTF_8)));
    }

    /** The score, or null when the run did not include (or failed) this benchmark. */
    Score get(Mode mode, Op op, Model model, Variant variant) {
        return scores.get(key(mode.benchmarkClass, op.method, model.name(), variant.name()));
    }

    /** A result of any benchmark class by its parameters' names, or null. */
    Score get(String benchmarkClass, String method, String model, String variant) {
        return scores.get(key(benchmarkClass, method, model, variant));
    }

    /** The result of a run of one benchmark with one set of parameters (a fork of paired.sh), or null. */
    Score only() {
        return scores.size() == 1 ? scores.values().iterator().next() : null;
    }

    /** A data-grid result ({@code GridMap}, microseconds), or null. */
    Score grid(String method, String model, String format) {
        return scores.get(key("GridMap", method, model, format));
    }

    /** A Redis value serializer's result ({@code RedisValues}, nanoseconds), or null. */
    Score redis(String method, String model, String format) {
        return scores.get(key("RedisValues", method, model, format));
    }

    /** How many results are of the given benchmark class. */
    long count(String benchmarkClass) {
        return scores.keySet().stream().filter(k -> k.startsWith(benchmarkClass + ".")).count();
    }

    boolean isEmpty() {
        return scores.isEmpty();
    }

    int size() {
        return scores.size();
    }

    String setting(String name) {
        Object value = settings.get(name);
        if (value instanceof Double d && d == Math.rint(d)) {
            return Long.toString(d.longValue());
        }
        return value == null ? "?" : value.toString();
    }

    private static String key(String benchmarkClass, String method, String model, String variant) {
        return benchmarkClass + "." + method + "/" + model + "/" + variant;
    }

    /** The median of one iteration's histogram: [[value, count], ...]. */
    @SuppressWarnings("unchecked")
    private static double median(List<Object> histogram) {
        List<double[]> bins = new ArrayList<>();
        long total = 0;
        for (Object bin : histogram) {
            List<Object> pair = (List<Object>) bin;
            double value = number(pair.get(0));
            long count = (long) number(pair.get(1));
            bins.add(new double[] {value, count});
            total += count;
        }
        bins.sort(Comparator.comparingDouble(b -> b[0]));
        long seen = 0;
        for (double[] bin : bins) {
            seen += (long) bin[1];
            if (2 * seen >= total) {
                return bin[0];
            }
        }
        return Double.NaN;
    }

    private static double number(Object value) {
        if (value instanceof Double d) {
            return d;
        }
        if (value instanceof String s) {
            try {
                return Double.parseDouble(s);
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }
        return Double.NaN;
    }
}
