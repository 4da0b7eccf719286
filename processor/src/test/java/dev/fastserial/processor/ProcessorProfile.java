package dev.fastserial.processor;

import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import dev.fastserial.processor.InProcessJavac.Timing;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where the time goes when javac runs fastserial, as a table: {@code scripts/profile-processor.sh}
 * runs it (see {@code processor/PROFILE.md}). Not a test: a program over the test classes.
 *
 * <p>The same beans as {@link CompileTimeTest}, compiled in-process with and without the
 * processor after a warm-up, {@code runs} times each. Two instruments, both on the compiling
 * thread only:
 * <ul>
 *   <li>a javac {@link TaskListener} takes the thread's CPU time at every phase boundary (parse,
 *       enter, annotation processing and its rounds, analyze = attribute + flow, generate), each
 *       phase's own time without what nests in it, split by file: the beans or the generated
 *       sources;</li>
 *   <li>JFR samples the thread's stack every millisecond; the samples inside the processor
 *       rounds split the rounds' CPU time by who is on the stack: {@code read/}, {@code write/},
 *       the formatting of the source text (JavaPoet's {@code JavaFile.writeTo}, or fastserial's
 *       {@code write/render/}), javac's Filer (creating the file, writing it),
 *       class loading, the rest.</li>
 * </ul>
 * Arguments: {@code [beans (500)] [runs (3)] [directory for the .jfr files] [baseline processor path]}.
 * With a baseline (another build of the processor, e.g. the last release or main: its classes
 * directory and JavaPoet's jar), every run also compiles with it, interleaved, and the table gets
 * its column and the difference: before and after measured under the same load. The two take
 * turns being compiled first in a run (the first after a compilation without a processor pays
 * more): give an even number of runs. The baseline {@value #COPIER} is {@link GeneratedSourceCopier}
 * (javac's floor: the same files written through the Filer, no reading or code building), so the
 * difference is fastserial's own cost, javac's phases included.
 */
public final class ProcessorProfile {
    /** The baseline argument that stands for {@link GeneratedSourceCopier} rather than a processor path. */
    static final String COPIER = "copier";
    private static final String ROUND_FRAME = "com.sun.tools.javac.processing.JavacProcessingEnvironment$Round.run";

    private ProcessorProfile() {}

    public static void main(String[] args) throws Exception {
        int beans = args.length > 0 ? Integer.parseInt(args[0]) : CompileTimeTest.BEANS;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Path work = Files.createTempDirectory("fastserial-profile");
        Path recordings = args.length > 2 ? Files.createDirectories(Path.of(args[2])) : work;
        String baselinePath = args.length > 3 && !args[3].isEmpty() ? args[3] : null;
        List<Path> sources = PerfBeans.write(work.resolve("src"), beans);

        // Warm-up (javac's code through the JIT, and JFR: the first recording costs the compiling
        // thread seconds): every variant once on all the beans, so that none pays for being first.
        Recording warmUp = startRecording();
        InProcessJavac.compile(sources, true, work.resolve("generated-warm-up"), work.resolve("classes-warm-up"), null);

        Breakdown with = new Breakdown();
        Breakdown baseline = baselinePath == null ? null : new Breakdown();
        Breakdown without = new Breakdown();
        if (baselinePath != null) {
            compileBaseline(sources, baselinePath, work, work.resolve("generated-warm-up-baseline"),
                    work.resolve("classes-warm-up-baseline"), null);
        }
        List<Path> warmUpAll = new ArrayList<>(sources);
        warmUpAll.addAll(InProcessJavac.list(work.resolve("generated-warm-up"), ".java"));
        InProcessJavac.compile(warmUpAll, false, null, work.resolve("classes-warm-up-none"), null);
        warmUp.stop();
        warmUp.dump(work.resolve("warm-up.jfr"));
        RoundSamples.read(work.resolve("warm-up.jfr"), Thread.currentThread().getId());
        warmUp.close();
        Path generated = work.resolve("generated");
        for (int run = 0; run < runs; run++) {
            // The first compilation with a processor after one without costs javac more (its
            // compiled code is thrown away when the processor's classes load: +100 ms parsing the
            // beans alone): with a baseline, the two processors take turns being first.
            boolean baselineFirst = baseline != null && run % 2 == 1;
            if (baselineFirst) {
                compileBaseline(sources, baselinePath, work, recordings, run, baseline);
            }
            Path generatedNow = work.resolve("generated-" + run);
            Path jfr = recordings.resolve("with-" + run + ".jfr");
            Phases phases = new Phases(generatedNow);
            Timing t;
            try (Recording recording = startRecording()) {
                t = InProcessJavac.compile(sources, true, generatedNow, work.resolve("classes-with-" + run), phases);
                recording.stop();
                recording.dump(jfr);
            }
            with.add(t, phases, RoundSamples.read(jfr, Thread.currentThread().getId()));
            generated = generatedNow;

            if (baseline != null && !baselineFirst) {
                compileBaseline(sources, baselinePath, work, recordings, run, baseline);
            }

            List<Path> all = new ArrayList<>(sources);
            all.addAll(InProcessJavac.list(generatedNow, ".java"));
            Phases plain = new Phases(generatedNow);
            Timing u = InProcessJavac.compile(all, false, null, work.resolve("classes-none-" + run), plain);
            without.add(u, plain, null);
        }
        print(beans, runs, with, without, InProcessJavac.list(generated, ".java").size(), recordings);
        if (baseline != null) {
            printComparison(runs, with, baseline, baselinePath);
        }
    }

    private static void compileBaseline(List<Path> sources, String baselinePath, Path work, Path recordings, int run,
                                        Breakdown baseline) throws IOException {
        Path generated = work.resolve("generated-baseline-" + run);
        Path jfr = recordings.resolve("baseline-" + run + ".jfr");
        Phases phases = new Phases(generated);
        Timing t;
        try (Recording recording = startRecording()) {
            t = compileBaseline(sources, baselinePath, work, generated, work.resolve("classes-baseline-" + run), phases);
            recording.stop();
            recording.dump(jfr);
        }
        baseline.add(t, phases, RoundSamples.read(jfr, Thread.currentThread().getId()));
    }

    /** The baseline processor's compilation, or the copier's (copying what the warm-up generated). */
    private static Timing compileBaseline(List<Path> sources, String baselinePath, Path work, Path generated, Path classes,
                                          TaskListener listener) throws IOException {
        if (COPIER.equals(baselinePath)) {
            return InProcessJavac.compileCopying(sources, work.resolve("generated-warm-up"), generated, classes, listener);
        }
        return InProcessJavac.compile(sources, baselinePath, generated, classes, listener);
    }

    private static Recording startRecording() {
        Recording recording = new Recording();
        recording.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(1));
        recording.start();
        return recording;
    }

    // ------------------------------------------------------------------ javac's phases

    /**
     * The compiling thread's CPU time in each javac phase, without what nests in it (the
     * generated sources are parsed and entered inside annotation processing).
     */
    static final class Phases implements TaskListener {
        private final String generatedDir;
        private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        private final Deque<Open> open = new ArrayDeque<>();
        private int roundsDone;
        final Map<String, Long> selfNanos = new LinkedHashMap<>();

        private static final class Open {
            final String key;
            final long start;
            long children;

            Open(String key, long start) {
                this.key = key;
                this.start = start;
            }
        }

        Phases(Path generatedDir) {
            this.generatedDir = generatedDir.toAbsolutePath().toString();
        }

        @Override
        public void started(TaskEvent e) {
            open.push(new Open(key(e), threads.getCurrentThreadCpuTime()));
        }

        @Override
        public void finished(TaskEvent e) {
            Open o = open.pop();
            long elapsed = threads.getCurrentThreadCpuTime() - o.start;
            selfNanos.merge(o.key, elapsed - o.children, Long::sum);
            if (!open.isEmpty()) {
                open.peek().children += elapsed;
            }
            if (e.getKind() == TaskEvent.Kind.ANNOTATION_PROCESSING_ROUND) {
                roundsDone++;
            }
        }

        private String key(TaskEvent e) {
            switch (e.getKind()) {
                case PARSE:
                case ANALYZE:
                case GENERATE:
                    return e.getKind() + (isGenerated(e) ? " generated" : " beans");
                case ENTER:
                    // javac announces every unit of a batch before entering any: one key for the batch;
                    // after each processor round, javac enters every source again (beans and generated)
                    return roundsDone > 0 ? "ENTER rounds" : "ENTER";
                default:
                    return e.getKind().toString();
            }
        }

        private boolean isGenerated(TaskEvent e) {
            return e.getSourceFile() != null && e.getSourceFile().toUri().getPath().startsWith(generatedDir);
        }

        long millis(String key) {
            return selfNanos.getOrDefault(key, 0L);
        }
    }

    // ------------------------------------------------------------------ JFR samples in the rounds

    /** The samples of the compiling thread inside the processor rounds, by category; and by fastserial or JavaPoet method. */
    static final class RoundSamples {
        final Map<String, Integer> byCategory = new LinkedHashMap<>();
        final Map<String, Integer> byMethod = new LinkedHashMap<>();
        int total;
        int interpretedTop;
        int all;

        static RoundSamples read(Path jfr, long threadId) throws IOException {
            RoundSamples s = new RoundSamples();
            for (RecordedEvent event : RecordingFile.readAllEvents(jfr)) {
                if (!event.getEventType().getName().equals("jdk.ExecutionSample")
                        || event.getThread("sampledThread") == null
                        || event.getThread("sampledThread").getJavaThreadId() != threadId
                        || event.getStackTrace() == null) {
                    continue;
                }
                s.all++;
                List<RecordedFrame> frames = event.getStackTrace().getFrames(); // innermost first
                int round = indexOf(frames, ROUND_FRAME);
                if (round < 0) {
                    continue;
                }
                s.total++;
                s.byCategory.merge(category(frames.subList(0, round)), 1, Integer::sum);
                if (frames.get(0).getType().equals("Interpreted")) {
                    s.interpretedTop++;
                }
                frames.subList(0, round).stream().map(ProcessorProfile::name).filter(n -> n.startsWith("dev.fastserial.") || n.startsWith("com.squareup.javapoet."))
                        .distinct().forEach(n -> s.byMethod.merge(n, 1, Integer::sum));
            }
            return s;
        }

        /** Who the time in a round belongs to, from the frames above Round.run (innermost first). */
        static String category(List<RecordedFrame> frames) {
            int writeTo = indexOf(frames, "com.squareup.javapoet.JavaFile.writeTo");
            boolean ours = frames.stream().anyMatch(f -> name(f).startsWith("dev.fastserial.processor."));
            for (int i = 0; i < frames.size(); i++) {
                String n = name(frames.get(i));
                if (n.startsWith("java.lang.ClassLoader.loadClass") || n.startsWith("java.lang.ClassLoader.defineClass")) {
                    return ours ? Breakdown.LOADING : Breakdown.JAVAC_IN_ROUNDS;
                }
            }
            if (writeTo >= 0) {
                for (int i = 0; i < writeTo; i++) {
                    if (name(frames.get(i)).startsWith("com.sun.tools.javac.processing.JavacFiler")) {
                        return Breakdown.FILER;
                    }
                }
                return Breakdown.JAVAPOET;
            }
            // The source formatted to one string, then handed to javac's Filer (createSourceFile, its
            // writer): what FastSerialProcessor.write does besides formatting is the Filer's.
            if (frames.stream().anyMatch(f -> name(f).startsWith("dev.fastserial.processor.write.render."))) {
                return Breakdown.JAVAPOET;
            }
            if (frames.stream().anyMatch(f -> name(f).startsWith("com.sun.tools.javac.processing.JavacFiler")
                    || name(f).equals("dev.fastserial.processor.FastSerialProcessor.write"))) {
                return Breakdown.FILER;
            }
            if (frames.stream().anyMatch(f -> name(f).startsWith("dev.fastserial.processor.read."))) {
                return Breakdown.READ;
            }
            if (frames.stream().anyMatch(f -> name(f).startsWith("dev.fastserial.processor.write.")
                    || name(f).startsWith("com.squareup.javapoet."))) {
                return Breakdown.WRITE;
            }
            return ours ? Breakdown.PROCESSOR_OTHER : Breakdown.JAVAC_IN_ROUNDS;
        }
    }

    private static int indexOf(List<RecordedFrame> frames, String method) {
        for (int i = 0; i < frames.size(); i++) {
            if (name(frames.get(i)).equals(method)) {
                return i;
            }
        }
        return -1;
    }

    private static String name(RecordedFrame f) {
        return f.getMethod().getType().getName() + "." + f.getMethod().getName();
    }

    // ------------------------------------------------------------------ the table

    /** One variant's figures, summed over the runs. */
    static final class Breakdown {
        static final String READ = "fastserial read/: reading and checking beans into the model";
        static final String WRITE = "fastserial write/: model to JavaPoet specs";
        static final String JAVAPOET = "formatting the source text (JavaPoet's JavaFile.writeTo, or write/render/)";
        static final String FILER = "javac's Filer: creating and writing the files";
        static final String LOADING = "loading fastserial's and JavaPoet's classes";
        static final String PROCESSOR_OTHER = "FastSerialProcessor itself";
        static final String JAVAC_IN_ROUNDS = "javac inside the rounds (annotated elements, calling the processor)";
        static final String[] IN_ROUNDS = {READ, WRITE, JAVAPOET, FILER, LOADING, PROCESSOR_OTHER, JAVAC_IN_ROUNDS};

        final Map<String, Long> phaseNanos = new LinkedHashMap<>();
        final Map<String, Double> roundNanos = new LinkedHashMap<>();
        final Map<String, Integer> methods = new LinkedHashMap<>();
        long cpuMillis;
        long wallMillis;
        int runs;
        int samples;
        int interpreted;
        int allSamples;

        final List<Long> perRun = new ArrayList<>();

        void add(Timing t, Phases phases, RoundSamples samples) {
            runs++;
            perRun.add(t.cpuMillis());
            cpuMillis += t.cpuMillis();
            wallMillis += t.wallMillis();
            phases.selfNanos.forEach((k, v) -> phaseNanos.merge(k, v, Long::sum));
            if (samples != null && samples.total > 0) {
                long rounds = phases.millis("ANNOTATION_PROCESSING_ROUND");
                samples.byCategory.forEach((k, v) -> roundNanos.merge(k, rounds * (double) v / samples.total, Double::sum));
                samples.byMethod.forEach((k, v) -> methods.merge(k, v, Integer::sum));
                this.samples += samples.total;
                this.interpreted += samples.interpretedTop;
                this.allSamples += samples.all;
            }
        }

        double ms(String phase) {
            return phaseNanos.getOrDefault(phase, 0L) / 1e6 / runs;
        }

        double round(String category) {
            return roundNanos.getOrDefault(category, 0.0) / 1e6 / runs;
        }

        double total() {
            return cpuMillis / (double) runs;
        }

        /** Everything the listener saw outside the named phases: javac's set-up, desugaring, closing. */
        double rest() {
            double named = 0;
            for (String k : phaseNanos.keySet()) {
                named += ms(k);
            }
            return total() - named + ms("COMPILATION");
        }
    }

    private static void print(int beans, int runs, Breakdown with, Breakdown without, int generated, Path recordings) {
        Locale.setDefault(Locale.ROOT);
        System.out.printf("ProcessorProfile: %d beans (%d generated sources), javac %s in-process, %d cores, load average %s;%n"
                        + "CPU time of the compiling thread, mean of %d runs after a warm-up on all %d beans (ms):%n%n",
                beans, generated, System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
                loadAverage(), runs, beans);
        System.out.println("| where the time goes | with fastserial | without (-proc:none) | difference |");
        System.out.println("|---|---:|---:|---:|");
        for (String category : Breakdown.IN_ROUNDS) {
            row("rounds: " + category, with.round(category), without.round(category));
        }
        for (String[] phase : PHASES) {
            row(phase[0], with.ms(phase[1]), without.ms(phase[1]));
        }
        row("rest of javac (set-up, processor discovery, desugaring, closing)", with.rest(), without.rest());
        row("**total**", with.total(), without.total());
        System.out.printf("%nEach run's CPU time (ms): with %s, without %s.", with.perRun, without.perRun);
        System.out.printf("%nWall time: %.0f ms with, %.0f ms without (mean). Overhead: %.0f ms CPU (%+.0f%%), %.1f ms a bean.%n",
                with.wallMillis / (double) runs, without.wallMillis / (double) runs, with.total() - without.total(),
                100 * (with.total() - without.total()) / without.total(), (with.total() - without.total()) / beans);
        System.out.printf("JFR: %d samples of the compiling thread while compiling with fastserial, %d in the rounds;"
                        + " %.0f%% of those on an interpreted frame (the processor's classes are loaded afresh each build).%n",
                with.allSamples, with.samples, with.samples == 0 ? 0.0 : 100.0 * with.interpreted / with.samples);
        System.out.println();
        System.out.println("fastserial and JavaPoet methods on the stack in the rounds (share of the rounds' samples, top 30):");
        with.methods.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(30)
                .forEach(e -> System.out.printf("  %5.1f%%  %s%n", 100.0 * e.getValue() / with.samples, e.getKey()));
        System.out.println();
        System.out.println("Recordings (jfr print --events jdk.ExecutionSample, jfr summary): " + recordings);
    }

    /** This tree's processor against the baseline, row by row (compiled in the same runs, interleaved). */
    private static void printComparison(int runs, Breakdown with, Breakdown baseline, String baselinePath) {
        System.out.println();
        System.out.printf("Against the baseline processor (%s), compiled in the same %d runs, interleaved (ms):%n%n",
                baselinePath, runs);
        System.out.println("| where the time goes | with this processor | with the baseline | difference |");
        System.out.println("|---|---:|---:|---:|");
        for (String category : Breakdown.IN_ROUNDS) {
            row("rounds: " + category, with.round(category), baseline.round(category));
        }
        for (String[] phase : PHASES) {
            row(phase[0], with.ms(phase[1]), baseline.ms(phase[1]));
        }
        row("rest of javac (set-up, processor discovery, desugaring, closing)", with.rest(), baseline.rest());
        row("**total**", with.total(), baseline.total());
        System.out.printf("%nEach run's CPU time (ms): this processor %s, the baseline %s (the baseline first in odd runs).%n",
                with.perRun, baseline.perRun);
    }

    /** javac's phases as rows: a label and the phase's key. */
    private static final String[][] PHASES = {
        {"javac between the rounds: set-up, scanning for annotations", "ANNOTATION_PROCESSING"},
        {"javac after each round: entering every source again", "ENTER rounds"},
        {"parsing the beans", "PARSE beans"},
        {"parsing the generated sources", "PARSE generated"},
        {"entering the sources (symbol tables; without: beans and generated at once)", "ENTER"},
        {"attribute + flow: the beans", "ANALYZE beans"},
        {"attribute + flow: the generated sources", "ANALYZE generated"},
        {"class files: the beans", "GENERATE beans"},
        {"class files: the generated sources", "GENERATE generated"},
    };

    private static void row(String what, double with, double without) {
        System.out.printf("| %s | %.0f | %.0f | %+.0f |%n", what, with, without, with - without);
    }

    private static String loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return parts[0] + " " + parts[1] + " " + parts[2];
        } catch (IOException | RuntimeException e) {
            return String.format("%.2f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
    }
}
