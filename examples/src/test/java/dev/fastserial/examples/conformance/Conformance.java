package dev.fastserial.examples.conformance;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The differential conformance suite: batches of random classes compiled by the processor, random
 * graphs of them, every path, each copy compared with what Java serialization gives for the same
 * graph over the classes' plain twins. A difference is a documented {@link Deviation} or a failure,
 * printed shrunk, ready to paste into a regression test. The fixed-seed run is
 * {@link ConformanceTest}; the long run is {@code scripts/conformance.sh}, which calls {@link #main}.
 */
final class Conformance {
    /** What to run: a seed, a time budget, the size of a batch, and where to write. */
    record Settings(long seed, long millis, int maxBatches, int classesPerBatch, int graphsPerClass, Path work, PrintStream out,
                    int shrinkLimit, long shrinkMillis) {}

    /** One failure: its first case, shrunk or not, the paths it was seen on, and how often. */
    static final class Failure {
        final String signature;
        final Case first;
        final Difference difference;
        final Set<String> paths = new LinkedHashSet<>();
        int occurrences;
        String reproduction;

        Failure(String signature, Case first, Difference difference) {
            this.signature = signature;
            this.first = first;
            this.difference = difference;
        }
    }

    /** The totals of a run. */
    static final class Result {
        int shrunk;
        long graphs;
        long cases;
        int classes;
        int batches;
        final Set<String> paths = new LinkedHashSet<>();
        final Map<Deviation, Long> documented = new EnumMap<>(Deviation.class);
        final Map<String, Failure> failures = new LinkedHashMap<>();
        final Map<String, Integer> refusals = new TreeMap<>();
        final Map<String, Integer> skipped = new TreeMap<>();
        final Set<String> unavailablePaths = new LinkedHashSet<>();

        long documentedTotal() {
            return documented.values().stream().mapToLong(Long::longValue).sum();
        }

        /** The summary's last line, which scripts and the CI test read. */
        String lastLine() {
            return "conformance: " + graphs + " graphs, " + classes + " classes, " + paths.size() + " paths, "
                    + documentedTotal() + " documented deviations, " + failures.size() + " unexplained";
        }
    }

    private Conformance() {}

    static Result run(Settings s) {
        requireOpenJavaUtil();
        Result result = new Result();
        long deadline = System.currentTimeMillis() + s.millis();
        s.out().println("conformance: seed " + s.seed() + ", processor " + Compiler.processorLocation()
                + ", annotations " + Compiler.annotationsLocation());
        List<Paths.Path> paths = Paths.all();
        for (int batch = 0; batch < s.maxBatches() && System.currentTimeMillis() < deadline; batch++) {
            long batchSeed = s.seed() * 1_000_003L + batch;
            runBatch(s, result, paths, batch, batchSeed, deadline);
        }
        for (Failure f : result.failures.values()) {
            if (f.reproduction == null) {
                f.reproduction = Reproduction.unshrunk(f);
            }
        }
        return result;
    }

    private static void runBatch(Settings s, Result result, List<Paths.Path> paths, int batch, long batchSeed, long deadline) {
        ClassSet classes = new ClassGenerator(new Random(batchSeed)).batch(s.classesPerBatch());
        Compiler.Compiled compiled = Compiler.compile(classes, s.work().resolve("batch" + batch), List.of());
        result.batches++;
        compiled.refused().forEach((c, why) -> result.refusals.merge(why.replaceAll(":.*", ""), 1, Integer::sum));
        int compiledClasses = countClasses(compiled.classes());
        result.classes += compiledClasses;
        JdkKinds.Support support = Builder.support(compiled);
        List<Failure> fresh = new ArrayList<>();
        int graphIndex = 0;
        for (ClassSpec root : compiled.classes().all()) {
            if (root.kind() == ClassSpec.Kind.BASE) {
                continue;
            }
            for (int g = 0; g < s.graphsPerClass() && System.currentTimeMillis() < deadline; g++) {
                long graphSeed = batchSeed * 7919 + graphIndex++;
                Node graph = new GraphGenerator(new Random(graphSeed), compiled.classes(), support).root(root.name());
                result.graphs++;
                for (Paths.Path path : paths) {
                    judge(s, result, new Case(compiled, graph, path), "batch " + batch + ", graph seed " + graphSeed, fresh);
                }
            }
        }
        if (batch % 3 == 1 && System.currentTimeMillis() < deadline) {
            runVersions(s, result, batch, batchSeed, deadline, fresh);
        }
        s.out().printf("conformance: batch %d (seed %d): %d classes compiled in %d ms (%d refused), %d graphs so far, %d failures%n",
                batch, batchSeed, compiledClasses, compiled.millis(), compiled.refused().size(), result.graphs, result.failures.size());
        for (Failure f : fresh) {
            boolean shrink = result.shrunk < s.shrinkLimit() && System.currentTimeMillis() < deadline + s.shrinkMillis();
            if (shrink) {
                result.shrunk++;
            }
            f.reproduction = shrink ? Shrinker.shrink(f, s.work().resolve("shrink" + batch), System.currentTimeMillis() + s.shrinkMillis())
                    : Reproduction.unshrunk(f);
            s.out().println(f.reproduction);
        }
        deleteQuietly(s.work().resolve("batch" + batch));
        deleteQuietly(s.work().resolve("shrink" + batch));
    }

    private static int countClasses(ClassSet classes) {
        return (int) classes.all().stream().filter(c -> c.kind() != ClassSpec.Kind.BASE).count();
    }

    /**
     * A pair of versions of a few classes under one lock file: values of each version read by the
     * other, on a JDK stream, FastBytes and FastTypes, against Java serialization of the twins.
     */
    private static void runVersions(Settings s, Result result, int batch, long batchSeed, long deadline, List<Failure> fresh) {
        Random random = new Random(batchSeed ^ 0x5DEECE66DL);
        ClassSet v1 = new ClassGenerator(random).batch(Math.max(4, s.classesPerBatch() / 3));
        ClassSet v2 = Versions.evolve(v1, random);
        Path dir = s.work().resolve("versions" + batch);
        List<String> lock = List.of("-Afastserial.lock=" + dir.resolve("fastserial.lock").toAbsolutePath());
        Compiler.Compiled first = Compiler.compile(v1, dir.resolve("v1"), lock);
        Compiler.Compiled second = Compiler.compile(v2, dir.resolve("v2"), lock);
        first.refused().forEach((c, why) -> result.refusals.merge(why.replaceAll(":.*", ""), 1, Integer::sum));
        second.refused().forEach((c, why) -> result.refusals.merge(why.replaceAll(":.*", ""), 1, Integer::sum));
        result.classes += countClasses(first.classes()) + countClasses(second.classes());
        int graphIndex = 0;
        for (Compiler.Compiled[] pair : new Compiler.Compiled[][] {{first, second}, {second, first}}) {
            JdkKinds.Support support = Builder.support(pair[0]);
            for (ClassSpec root : pair[0].classes().all()) {
                if (root.kind() == ClassSpec.Kind.BASE || !pair[1].classes().has(root.name())) {
                    continue;
                }
                for (int g = 0; g < s.graphsPerClass() && System.currentTimeMillis() < deadline; g++) {
                    long graphSeed = (batchSeed ^ 0x5DEECE66DL) * 7919 + graphIndex++;
                    Node graph;
                    try {
                        graph = new GraphGenerator(new Random(graphSeed), pair[0].classes(), support).root(root.name());
                    } catch (IllegalArgumentException classTheReaderLacks) {
                        continue;
                    }
                    result.graphs++;
                    for (Paths.Path path : Paths.acrossVersions()) {
                        judge(s, result, new Case(pair[0], graph, path, pair[1]), "versions of batch " + batch
                                + (pair[0] == first ? ", first read by second" : ", second read by first") + ", graph seed " + graphSeed, fresh);
                    }
                }
            }
        }
        deleteQuietly(dir);
    }

    /** One case run and counted: documented deviations tallied, a new unexplained difference recorded as a failure. */
    private static void judge(Settings s, Result result, Case c, String where, List<Failure> fresh) {
        Paths.Path path = c.path();
        if (result.unavailablePaths.contains(path.name())) {
            return;
        }
        Case.Verdict v = c.run();
        if (v.skipped()) {
            String why = v.skipReason();
            if (why.startsWith("path not available")) {
                result.unavailablePaths.add(path.name());
                s.out().println("conformance: path " + path.name() + " skipped: " + why);
            }
            result.skipped.merge(why.length() > 90 ? why.substring(0, 90) : why, 1, Integer::sum);
            return;
        }
        result.cases++;
        result.paths.add(path.name());
        for (Deviation d : v.explanations()) {
            if (d != null) {
                result.documented.merge(d, 1L, Long::sum);
            }
        }
        List<Difference> unexplained = v.unexplained();
        if (unexplained.isEmpty()) {
            return;
        }
        Difference first = unexplained.get(0);
        String signature = c.signature(first);
        Failure f = result.failures.get(signature);
        if (f == null) {
            f = new Failure(signature, c, first);
            result.failures.put(signature, f);
            fresh.add(f);
            s.out().println("conformance: new failure " + signature + " (" + where + ", " + path.name() + "): " + first);
        }
        f.occurrences++;
        f.paths.add(path.name());
    }

    /** The comparison reads what a JDK view wraps: without {@code --add-opens} it cannot, and says so at once. */
    static void requireOpenJavaUtil() {
        Comparison.read(new java.util.LinkedHashMap<>(), java.util.LinkedHashMap.class, "accessOrder");
        Comparison.read(new java.util.concurrent.ConcurrentSkipListSet<>(), java.util.concurrent.ConcurrentSkipListSet.class, "m");
    }

    static void summary(Result r, PrintStream out) {
        out.println("conformance: " + r.batches + " batches, " + r.cases + " cases (graph x path)");
        if (!r.refusals.isEmpty()) {
            out.println("conformance: classes the processor refused (loud, not failures): " + r.refusals);
        }
        if (!r.skipped.isEmpty()) {
            out.println("conformance: cases skipped: " + r.skipped);
        }
        for (Map.Entry<Deviation, Long> e : r.documented.entrySet()) {
            out.println("conformance: documented " + e.getKey().name() + ": " + e.getValue());
        }
        for (Failure f : r.failures.values()) {
            out.println("conformance: UNEXPLAINED " + f.signature + " (" + f.occurrences + " cases, paths " + f.paths + ")"
                    + Suspects.name(f));
        }
        out.println(r.lastLine());
    }

    static void deleteQuietly(Path dir) {
        if (dir == null || !Files.exists(dir) || Boolean.getBoolean("conformance.keep")) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code --minutes N --seed S --classes N --graphs N --work DIR --no-shrink}; exits 1 when anything is unexplained. */
    public static void main(String[] args) throws IOException {
        long seed = System.currentTimeMillis();
        double minutes = 10;
        int classes = 30;
        int graphs = 8;
        int shrink = Integer.MAX_VALUE;
        Path work = Path.of("target", "conformance");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--minutes" -> minutes = Double.parseDouble(args[++i]);
                case "--classes" -> classes = Integer.parseInt(args[++i]);
                case "--graphs" -> graphs = Integer.parseInt(args[++i]);
                case "--work" -> work = Path.of(args[++i]);
                case "--no-shrink" -> shrink = 0;
                default -> throw new IllegalArgumentException("unknown argument " + args[i]
                        + " (--minutes N --seed S --classes N --graphs N --work DIR --no-shrink)");
            }
        }
        Files.createDirectories(work);
        Settings settings = new Settings(seed, (long) (minutes * 60_000), Integer.MAX_VALUE, classes, graphs, work, System.out, shrink, 30_000);
        Result r = run(settings);
        summary(r, System.out);
        System.out.flush();
        System.exit(r.failures.isEmpty() ? 0 : 1);
    }
}
