package dev.fastserial.benchmarks.report;

import dev.fastserial.benchmarks.Model;
import dev.fastserial.benchmarks.Streaming;
import dev.fastserial.benchmarks.Variant;
import dev.fastserial.benchmarks.grid.GridFormat;
import dev.fastserial.benchmarks.grid.GridMap;
import dev.fastserial.benchmarks.grid.GridModel;
import dev.fastserial.benchmarks.grid.GridSizes;
import dev.fastserial.benchmarks.redis.RedisFormat;
import dev.fastserial.benchmarks.redis.RedisModel;
import dev.fastserial.benchmarks.redis.RedisValues;
import dev.fastserial.benchmarks.report.JmhResults.Mode;
import dev.fastserial.benchmarks.report.JmhResults.Op;
import dev.fastserial.benchmarks.report.JmhResults.Score;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns a JMH JSON result file into {@code RESULTS.md} (settings, targets, tables with ratios to
 * the hand-written variant within the run) and the chart. Sizes are measured here, with the same
 * codecs and samples the benchmarks used.
 *
 * <pre>java -cp benchmarks.jar dev.fastserial.benchmarks.report.Report jmh-result.json RESULTS.md chart.png [key=value...]</pre>
 *
 * Optional {@code key=value} arguments describe the run: {@code elapsed} (seconds),
 * {@code loadBefore}, {@code loadAfter} (load averages), {@code command}, {@code date}.
 * {@code section=records} writes only the records section (for a run of that model alone, e.g.
 * {@code -p model=MEDIA_CONTENT_RECORDS}), with the run's settings in its header, and no chart;
 * {@code section=hosts} the Hazelcast and Redis sections (a run of {@code GridMap} and {@code RedisValues}).
 * {@code section=values} writes the section of a run of {@code ModernValues} alone into the given
 * RESULTS.md, in place of the one it has ({@link ValuesSection}).
 */
public final class Report {
    private static final List<Model> ARTICLE_MODELS = List.of(Model.TWELVE_FIELDS, Model.EMPLOYEE, Model.TEST_CLASS,
            Model.MESSAGE);

    private final JmhResults results;
    private final Sizes sizes;
    private final Map<String, String> run;
    private final StringBuilder md = new StringBuilder();

    private Report(JmhResults results, Sizes sizes, Map<String, String> run) {
        this.results = results;
        this.sizes = sizes;
        this.run = run;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: Report <jmh-result.json> <RESULTS.md> <chart.png> [key=value...]");
            System.exit(2);
        }
        Path json = Path.of(args[0]);
        Path out = Path.of(args[1]);
        Path png = Path.of(args[2]);
        Map<String, String> run = new LinkedHashMap<>();
        for (int i = 3; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            if (eq > 0) {
                run.put(args[i].substring(0, eq), args[i].substring(eq + 1));
            }
        }
        JmhResults results = JmhResults.read(json);
        if (results.isEmpty()) {
            throw new IllegalStateException(json + " holds no fastserial benchmark results");
        }
        if ("values".equals(run.get("section"))) { // a run of ModernValues alone, into an existing RESULTS.md
            String md = Files.exists(out) ? Files.readString(out, StandardCharsets.UTF_8) : "";
            Files.writeString(out, ValuesSection.splice(md, ValuesSection.render(results, run, true)), StandardCharsets.UTF_8);
            System.out.println("wrote the values section into " + out + " from " + results.size() + " results");
            return;
        }
        Sizes sizes = Sizes.measure();
        if ("hosts".equals(run.get("section"))) {
            Report report = new Report(results, sizes, run);
            report.line("Hosts: a run of `" + run.getOrDefault("command", "?") + "` on " + report.results.setting("jdkVersion")
                    + ", " + run.getOrDefault("date", "?") + ", load average " + run.getOrDefault("loadBefore", "?")
                    + " before and " + run.getOrDefault("loadAfter", "?") + " after.");
            report.line();
            report.grid();
            report.redis();
            Files.writeString(out, report.md.toString(), StandardCharsets.UTF_8);
            System.out.println("wrote the hosts sections to " + out + " from " + results.size() + " results");
            return;
        }
        if ("records".equals(run.get("section"))) {
            Report report = new Report(results, sizes, run);
            report.records(true);
            Files.writeString(out, report.md.toString(), StandardCharsets.UTF_8);
            System.out.println("wrote the records section to " + out + " from " + results.size() + " results");
            return;
        }
        Files.createDirectories(png.toAbsolutePath().getParent());
        Chart.write(results, sizes, png);
        Path parent = out.toAbsolutePath().getParent();
        String chartLink = parent.relativize(png.toAbsolutePath()).toString().replace('\\', '/');
        String text = new Report(results, sizes, run).render(chartLink);
        if (Files.exists(out)) { // paired runs are written apart (PairedSection): keep them
            text = PairedSection.keep(Files.readString(out, StandardCharsets.UTF_8), text);
        }
        Files.writeString(out, text, StandardCharsets.UTF_8);
        System.out.println("wrote " + out + " and " + png + " from " + results.size() + " results");
    }

    private String render(String chartLink) {
        line("# fastserial benchmarks: results");
        line();
        line("Generated by `benchmarks/run.sh` from JMH's JSON output (`" + run.getOrDefault("json",
                "benchmarks/results/jmh-result.json") + "`); do not edit by hand.");
        line("Every ratio compares two results of this one run. Lower is better everywhere.");
        line();
        settings();
        targets();
        line("## Chart");
        line();
        line("![round trip times and sizes, every model and variant](" + chartLink + ")");
        line();
        for (Model model : Model.values()) {
            if (model != Model.MEDIA_CONTENT_RECORDS || !hasRecordsBaseline()) { // else the records section has its rows
                modelTable(model);
            }
        }
        records(false);
        try {
            md.append(ValuesSection.render(results, run, false));
        } catch (Exception e) {
            throw new IllegalStateException("measuring the values section's sizes", e);
        }
        grid();
        redis();
        notes();
        return md.toString();
    }

    private void settings() {
        line("## Run");
        line();
        line("| | |");
        line("|---|---|");
        line("| date | " + run.getOrDefault("date", "?") + " |");
        line("| JDK | " + results.setting("jdkVersion") + ", " + results.setting("vmName") + " "
                + results.setting("vmVersion") + " |");
        line("| JVM options | " + code(results.setting("jvmArgs")) + " |");
        line("| machine | " + cpu() + ", " + Runtime.getRuntime().availableProcessors() + " CPUs; load average "
                + run.getOrDefault("loadBefore", "?") + " before, " + run.getOrDefault("loadAfter", "?")
                + " after the run |");
        line("| JMH | " + results.setting("jmhVersion") + ", mode " + results.setting("mode") + ", forks per"
                + " benchmark: " + results.setting("forks") + ", " + results.setting("warmupIterations")
                + " warmup iterations of " + results.setting("warmupTime") + ", "
                + results.setting("measurementIterations") + " measurement iterations of "
                + results.setting("measurementTime") + ", " + results.setting("threads") + " thread, `-prof gc` |");
        line("| benchmarks | " + (results.count("PerMessage") + results.count("Streaming")) + " (" + Model.values().length
                + " models × " + Variant.values().length + " variants × serialize/deserialize/round trip × 2 modes)"
                + (results.count("GridMap") > 0 ? " + " + results.count("GridMap") + " Hazelcast (GridMap)" : "") + " |");
        String elapsed = run.get("elapsed");
        if (elapsed != null) {
            long s = Long.parseLong(elapsed);
            line("| wall time | " + s / 60 + " min " + s % 60 + " s for build, suite and report |");
        }
        line("| command | " + code(run.getOrDefault("command", "benchmarks/run.sh")) + " |");
        line();
        line("`run.sh`'s default settings (the JMH row) keep the whole suite (seven variants and the Hazelcast"
                + " benchmarks) at about 35 minutes on a 2-CPU machine: a fresh JVM (fork) per benchmark, a warmup long enough for default serialization (the"
                + " slowest to reach steady state: TestClass needs about 5 s), a short measurement. On a busy"
                + " machine the JIT compiler threads get less CPU and the warmup may fall short: compare the load"
                + " average before trusting small differences, and re-run on a quiet machine (or with more warmup,"
                + " `WARMUP_ITERATIONS=20 benchmarks/run.sh`) when it was high.");
        if (results.statistic.equals("median")) {
            line("Times are **medians** of the individually timed invocations (JMH sample-time mode), not means:"
                    + " on a machine shared with other work (see the load average) a preempted invocation is an"
                    + " outlier that moves the mean a lot and the median hardly at all. The means are in the JSON."
                    + " ± is half the range of the " + results.setting("measurementIterations")
                    + " measurement iterations' medians.");
        } else {
            line("Times are means (JMH average-time mode); ± is JMH's 99.9% confidence half-width.");
        }
        line();
    }

    private void targets() {
        line("## Targets");
        line();
        line("**fastserial vs hand-written `Externalizable`, round trip, article models** (target ≤ 1.0x"
                + " time, bytes and allocation):");
        line();
        line("| model | per message: time | bytes | allocation | streaming: time | bytes | allocation |");
        line("|---|---|---|---|---|---|---|");
        for (Model model : ARTICLE_MODELS) {
            StringBuilder row = new StringBuilder("| " + model.title());
            for (Mode mode : Mode.values()) {
                Score fast = results.get(mode, Op.ROUND_TRIP, model, Variant.FASTSERIAL);
                Score hand = results.get(mode, Op.ROUND_TRIP, model, Variant.HANDWRITTEN);
                row.append(" | ").append(timeVerdict(fast, hand, 1.0));
                row.append(" | ").append(verdict(bytes(mode, model, Variant.FASTSERIAL)
                        / bytes(mode, model, Variant.HANDWRITTEN), 1.0));
                row.append(" | ").append(fast == null || hand == null ? "n/a"
                        : verdict(fast.allocBytes() / hand.allocBytes(), 1.0));
            }
            line(row.append(" |").toString());
        }
        line();
        line("**fastserial vs default `Serializable`, per message** (target ≤ 0.2x time, ≤ 0.4x bytes):");
        line();
        line("| model | serialize | deserialize | round trip | bytes |");
        line("|---|---|---|---|---|");
        for (Model model : Model.values()) {
            StringBuilder row = new StringBuilder("| " + model.title());
            for (Op op : Op.values()) {
                Score fast = results.get(Mode.PER_MESSAGE, op, model, Variant.FASTSERIAL);
                Score plain = results.get(Mode.PER_MESSAGE, op, model, Variant.SERIALIZABLE);
                row.append(" | ").append(timeVerdict(fast, plain, 0.2));
            }
            row.append(" | ").append(verdict(bytes(Mode.PER_MESSAGE, model, Variant.FASTSERIAL)
                    / bytes(Mode.PER_MESSAGE, model, Variant.SERIALIZABLE), 0.4));
            line(row.append(" |").toString());
        }
        line();
        line("**MediaContent: fastserial bytes inside a JDK stream vs protobuf-java** (target ≤ protobuf + 10%):");
        line();
        line("| mode | fastserial | protobuf | ratio |");
        line("|---|---|---|---|");
        for (Mode mode : Mode.values()) {
            double fast = bytes(mode, Model.MEDIA_CONTENT, Variant.FASTSERIAL);
            double proto = bytes(mode, Model.MEDIA_CONTENT, Variant.PROTOBUF);
            line("| " + mode.title + " | " + bytesText(fast) + " B | " + bytesText(proto) + " B | "
                    + verdict(fast / proto, 1.1) + " |");
        }
        line();
        directTargets();
        aheadOfForyTargets();
        line("**Why, in numbers that do not depend on the machine's load:** calls the sample's own"
                + " writeExternal/readExternal make into the stream (a nested writeObject counts once):");
        line();
        line("| model | hand-written: writes | reads | fastserial: writes | reads |");
        line("|---|--:|--:|--:|--:|");
        for (Model model : Model.values()) {
            try {
                int[] hand = StreamCalls.count(model, Variant.HANDWRITTEN);
                int[] fast = StreamCalls.count(model, Variant.FASTSERIAL);
                line("| " + model.title() + " | " + hand[0] + " | " + hand[1] + " | " + fast[0] + " | " + fast[1] + " |");
            } catch (Exception e) {
                line("| " + model.title() + " | n/a | n/a | n/a | " + e + " |");
            }
        }
        line();
        line("Time ratios are of " + results.statistic + "s. ✓ met, ✗ missed; \"(noise)\" marks a time ratio"
                + " above the target by less than the two results' ± allow, i.e. not distinguishable from it in"
                + " this run.");
        line();
    }

    /** The direct byte path (FastBytes): against Fory, protobuf and the same code inside JDK streams. */
    private void directTargets() {
        line("**The direct byte path (`FastBytes`), MediaContent** (targets: round trip ≤ 0.8x Fory's time, bytes"
                + " ≤ protobuf + 5%):");
        line();
        line("| mode | round trip vs Fory | vs protobuf | vs Kryo | bytes | vs protobuf | allocation vs Fory |");
        line("|---|---|---|---|---|---|---|");
        for (Mode mode : Mode.values()) {
            Score direct = results.get(mode, Op.ROUND_TRIP, Model.MEDIA_CONTENT, Variant.FASTSERIAL_DIRECT);
            Score fory = results.get(mode, Op.ROUND_TRIP, Model.MEDIA_CONTENT, Variant.FORY);
            Score proto = results.get(mode, Op.ROUND_TRIP, Model.MEDIA_CONTENT, Variant.PROTOBUF);
            Score kryo = results.get(mode, Op.ROUND_TRIP, Model.MEDIA_CONTENT, Variant.KRYO);
            double b = bytes(mode, Model.MEDIA_CONTENT, Variant.FASTSERIAL_DIRECT);
            line("| " + mode.title + " | " + timeVerdict(direct, fory, 0.8)
                    + " | " + (direct == null || proto == null ? "n/a" : ratio(direct.ns() / proto.ns()))
                    + " | " + (direct == null || kryo == null ? "n/a" : ratio(direct.ns() / kryo.ns()))
                    + " | " + bytesText(b) + " B | " + verdict(b / bytes(mode, Model.MEDIA_CONTENT, Variant.PROTOBUF), 1.05)
                    + " | " + (direct == null || fory == null ? "n/a" : ratio(direct.allocBytes() / fory.allocBytes()))
                    + " |");
        }
        line();
        line("**The direct byte path vs the same generated code inside JDK streams, per message** (target: at least"
                + " 5x faster, i.e. ≤ 0.2x the time), and against the other serializers (round trip):");
        line();
        line("| model | direct vs JDK stream | vs Fory | vs protobuf | vs Kryo | bytes vs JDK stream | vs protobuf |");
        line("|---|---|---|---|---|---|---|");
        for (Model model : Model.values()) {
            Score direct = results.get(Mode.PER_MESSAGE, Op.ROUND_TRIP, model, Variant.FASTSERIAL_DIRECT);
            StringBuilder row = new StringBuilder("| " + model.title());
            row.append(" | ").append(timeVerdict(direct, results.get(Mode.PER_MESSAGE, Op.ROUND_TRIP, model,
                    Variant.FASTSERIAL), 0.2));
            for (Variant other : new Variant[] {Variant.FORY, Variant.PROTOBUF, Variant.KRYO}) {
                Score o = results.get(Mode.PER_MESSAGE, Op.ROUND_TRIP, model, other);
                row.append(" | ").append(direct == null || o == null ? "n/a" : ratio(direct.ns() / o.ns()));
            }
            double b = bytes(Mode.PER_MESSAGE, model, Variant.FASTSERIAL_DIRECT);
            row.append(" | ").append(ratio(b / bytes(Mode.PER_MESSAGE, model, Variant.FASTSERIAL)));
            row.append(" | ").append(ratio(b / bytes(Mode.PER_MESSAGE, model, Variant.PROTOBUF)));
            line(row.append(" |").toString());
        }
        line();
    }

    /**
     * Issue 29's goals for the direct path: at or under Fory's round-trip time on every model, per
     * message and streaming; allocation at or under Kryo's with a reused FastWriter/FastReader
     * (streaming), with what toBytes/fromBytes allocate on top (per message) beside it.
     */
    private void aheadOfForyTargets() {
        line("**The direct byte path against Fory and Kryo, every model** (targets: round trip ≤ 1.0x Fory's time,"
                + " per message and streaming; allocation ≤ Kryo's with a reused `FastWriter`/`FastReader`, i.e."
                + " streaming; per message adds what `toBytes`/`fromBytes` allocate, for reference):");
        line();
        line("| model | per message vs Fory | streaming vs Fory | streaming allocation vs Kryo | per message allocation"
                + " vs Kryo |");
        line("|---|---|---|---|---|");
        for (Model model : Model.values()) {
            StringBuilder row = new StringBuilder("| " + model.title());
            for (Mode mode : Mode.values()) {
                row.append(" | ").append(timeVerdict(results.get(mode, Op.ROUND_TRIP, model, Variant.FASTSERIAL_DIRECT),
                        results.get(mode, Op.ROUND_TRIP, model, Variant.FORY), 1.0));
            }
            for (Mode mode : new Mode[] {Mode.STREAMING, Mode.PER_MESSAGE}) {
                Score direct = results.get(mode, Op.ROUND_TRIP, model, Variant.FASTSERIAL_DIRECT);
                Score kryo = results.get(mode, Op.ROUND_TRIP, model, Variant.KRYO);
                if (direct == null || kryo == null) {
                    row.append(" | n/a");
                    continue;
                }
                double r = direct.allocBytes() / kryo.allocBytes();
                row.append(" | ").append(mode == Mode.STREAMING ? verdict(r, 1.0) : ratio(r))
                        .append(String.format(Locale.ROOT, " (%,.0f B vs %,.0f)", direct.allocBytes(), kryo.allocBytes()));
            }
            line(row.append(" |").toString());
        }
        line();
    }

    /** Whether the run has Java's own record serialization, the baseline of the records section. */
    private boolean hasRecordsBaseline() {
        Model model = Model.MEDIA_CONTENT_RECORDS;
        return results.get(Mode.PER_MESSAGE, Op.ROUND_TRIP, model, Variant.SERIALIZABLE) != null
                || results.get(Mode.STREAMING, Op.ROUND_TRIP, model, Variant.SERIALIZABLE) != null;
    }

    /**
     * Records (issue 11): MediaContent's values as records, each variant against Java's own record
     * serialization (plain records, the Serializable variant of that model). {@code alone}: the
     * section is all of a separate run's report, so its header says how that run was made.
     */
    void records(boolean alone) {
        Model model = Model.MEDIA_CONTENT_RECORDS;
        if (!hasRecordsBaseline()) {
            return;
        }
        line("## Records");
        line();
        if (alone) {
            line("A run of the records model alone: `" + run.getOrDefault("command", "?") + "` on "
                    + results.setting("jdkVersion") + " (" + results.setting("vmName") + "), "
                    + results.setting("warmupIterations") + " warmup iterations of " + results.setting("warmupTime")
                    + ", " + results.setting("measurementIterations") + " of " + results.setting("measurementTime")
                    + ", " + results.setting("forks") + " fork; " + run.getOrDefault("date", "?") + "; load average "
                    + run.getOrDefault("loadBefore", "?") + " before, " + run.getOrDefault("loadAfter", "?")
                    + " after, on " + Runtime.getRuntime().availableProcessors() + " CPUs.");
            line();
        }
        line("MediaContent's values as records (`MediaContent`, `Media`, `Image`; the enums as they are)."
                + " *Serializable* = plain `Serializable` records without the annotation: Java serialization's own"
                + " record format, read through the canonical constructor; *fastserial* = `@FastSerial` records in"
                + " JDK streams, written through the generated proxy (its `writeReplace`), the inner records inline;"
                + " *fastserial direct* = the same records through `FastBytes`; *Kryo* = Kryo's `RecordSerializer`;"
                + " *Fory* = Fory's record support; *hand-written* and *protobuf* have no record form and are"
                + " MediaContent's classes and message, for reference. Times in ns per object (" + results.statistic
                + "s), ×JDK = ratio to Serializable records in the same mode.");
        line();
        line("| mode | variant | bytes | ×JDK | round trip ± | ×JDK | serialize | deserialize | alloc/round trip |");
        line("|---|---|--:|--:|--:|--:|--:|--:|--:|");
        for (Mode mode : Mode.values()) {
            Score jdk = results.get(mode, Op.ROUND_TRIP, model, Variant.SERIALIZABLE);
            if (jdk == null) {
                continue;
            }
            double jdkBytes = bytes(mode, model, Variant.SERIALIZABLE);
            for (Variant variant : Variant.values()) {
                Score rt = results.get(mode, Op.ROUND_TRIP, model, variant);
                double b = bytes(mode, model, variant);
                String name = variant == Variant.FASTSERIAL || variant == Variant.FASTSERIAL_DIRECT
                        ? "**" + variant.title() + "**" : variant.title();
                line("| " + mode.title + " | " + name + " | " + bytesText(b) + " | " + ratio(b / jdkBytes)
                        + " | " + (rt == null ? "n/a" : nsText(rt.ns()) + " ± " + nsText(rt.nsError()))
                        + " | " + ratio(rt == null ? Double.NaN : rt.ns() / jdk.ns())
                        + " | " + ns(results.get(mode, Op.SERIALIZE, model, variant))
                        + " | " + ns(results.get(mode, Op.DESERIALIZE, model, variant))
                        + " | " + (rt == null ? "n/a" : bytesText(Math.rint(rt.allocBytes()))) + " |");
            }
        }
        line();
    }

    /** The Hazelcast section, when the run had GridMap results. */
    private void grid() {
        if (results.count("GridMap") == 0) {
            return;
        }
        GridSizes gridSizes = GridSizes.measure();
        line("## Hazelcast: a data grid's map");
        line();
        line("`GridMap`: two embedded Hazelcast " + com.hazelcast.instance.BuildInfoProvider.getBuildInfo().getVersion()
                + " members in the benchmark's JVM on loopback, an `IMap` of " + GridMap.KEYS + " entries (BINARY"
                + " format, one synchronous backup), operations from the first member (about half the keys owned by"
                + " the other). *bytes* = the value as Hazelcast stores it (its `Data`, 8 bytes of header included);"
                + " *toData*/*toObject* = the member's own serialization service on one value, no network (what a put"
                + " and a get pay for serialization); *put* (`IMap.set`) and *get* = the whole operation. Times in µs"
                + " (" + results.statistic + "s), allocation in bytes per operation.");
        line();
        line("| model | format | bytes | ×fastserial | toData | toObject | alloc toData+toObject | put | get |");
        line("|---|---|--:|--:|--:|--:|--:|--:|--:|");
        for (GridModel model : GridModel.values()) {
            int fast = gridSizes.of(model, GridFormat.FASTSERIAL);
            for (GridFormat format : GridFormat.values()) {
                int b = gridSizes.of(model, format);
                Score toData = results.grid("toData", model.name(), format.name());
                Score toObject = results.grid("toObject", model.name(), format.name());
                String name = format == GridFormat.FASTSERIAL ? "**" + format.title() + "**" : format.title();
                line("| " + model.title() + " | " + name + " | " + b + " | " + ratio((double) b / fast)
                        + " | " + us(toData) + " | " + us(toObject)
                        + " | " + (toData == null || toObject == null ? "n/a"
                                : bytesText(Math.rint(toData.allocBytes() + toObject.allocBytes())))
                        + " | " + us(results.grid("put", model.name(), format.name()))
                        + " | " + us(results.grid("get", model.name(), format.name())) + " |");
            }
        }
        line();
    }

    /** The Redis section, when the run had RedisValues results. */
    private void redis() {
        if (results.count("RedisValues") == 0) {
            return;
        }
        line("## Redis: Spring's cache and session values");
        line();
        line("`RedisValues`: the Spring Data Redis value serializer alone (what a `@Cacheable` hit or a session"
                + " attribute pays besides the network), fastserial-spring's against Spring's own on the same values."
                + " *bytes* = the value as Redis stores it. Times in ns (" + results.statistic + "s).");
        line();
        line("| model | serializer | bytes | ×JDK | serialize | deserialize | alloc, both |");
        line("|---|---|--:|--:|--:|--:|--:|");
        for (RedisModel model : RedisModel.values()) {
            int jdk = RedisValues.size(model, RedisFormat.JDK);
            for (RedisFormat format : RedisFormat.values()) {
                int b = RedisValues.size(model, format);
                Score write = results.redis("serialize", model.name(), format.name());
                Score read = results.redis("deserialize", model.name(), format.name());
                line("| " + model.title() + " | " + format.title() + " | " + b + " | " + ratio((double) b / jdk)
                        + " | " + us(write) + " | " + us(read) + " | " + (write == null || read == null ? "n/a"
                                : bytesText(Math.rint(write.allocBytes() + read.allocBytes()))) + " |");
            }
        }
        line();
    }

    private static String us(Score s) {
        if (s == null || Double.isNaN(s.ns())) {
            return "n/a";
        }
        return String.format(Locale.ROOT, s.ns() >= 10 ? "%.1f" : "%.2f", s.ns());
    }

    private void modelTable(Model model) {
        line("## " + model.title());
        line();
        line("Times in ns per object (" + results.statistic + "); allocation in bytes per object"
                + " (`gc.alloc.rate.norm`); ×hw = ratio to hand-written in the same mode.");
        line();
        line("| mode | variant | serialize | deserialize | round trip ± | ×hw | bytes | ×hw | alloc/round trip | ×hw |");
        line("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|");
        for (Mode mode : Mode.values()) {
            Score handRt = results.get(mode, Op.ROUND_TRIP, model, Variant.HANDWRITTEN);
            double handBytes = bytes(mode, model, Variant.HANDWRITTEN);
            for (Variant variant : Variant.values()) {
                Score ser = results.get(mode, Op.SERIALIZE, model, variant);
                Score de = results.get(mode, Op.DESERIALIZE, model, variant);
                Score rt = results.get(mode, Op.ROUND_TRIP, model, variant);
                double b = bytes(mode, model, variant);
                String name = variant == Variant.FASTSERIAL || variant == Variant.FASTSERIAL_DIRECT
                        ? "**" + variant.title() + "**" : variant.title();
                line("| " + mode.title + " | " + name
                        + " | " + ns(ser) + " | " + ns(de)
                        + " | " + (rt == null ? "n/a" : nsText(rt.ns()) + " ± " + nsText(rt.nsError()))
                        + " | " + ratio(rt == null || handRt == null ? Double.NaN : rt.ns() / handRt.ns())
                        + " | " + bytesText(b) + " | " + ratio(b / handBytes)
                        + " | " + (rt == null ? "n/a" : bytesText(Math.rint(rt.allocBytes())))
                        + " | " + ratio(rt == null || handRt == null ? Double.NaN : rt.allocBytes() / handRt.allocBytes())
                        + " |");
            }
        }
        line();
    }

    private void notes() {
        line("## How it is measured");
        line();
        line("- **Per message** (`PerMessage`): each object goes into its own `byte[]` message and back, as the"
                + " articles measure. For the three Java-serialization variants that is a fresh"
                + " `ObjectOutputStream`/`ObjectInputStream` per object, so every message carries the stream header"
                + " and the class descriptors. Protobuf: `toByteArray()`/`parseFrom(byte[])`; Kryo:"
                + " `writeClassAndObject`/`readClassAndObject` with a reused `Output`/`Input`; Fory:"
                + " `serialize(Object)`/`deserialize(byte[])`.");
        line("- **Streaming** (`Streaming`): " + Streaming.OBJECTS + " distinct objects with equal values through"
                + " one stream (one `ObjectOutputStream`: class descriptors once, then handles; protobuf"
                + " length-delimited messages through one `CodedOutputStream`; Kryo one `Output`; Fory one"
                + " `MemoryBuffer`), read back from the same buffer; scores are per object"
                + " (`@OperationsPerInvocation`).");
        line("- **Bytes** are measured by the report with the benchmarks' own codecs and samples: per message the"
                + " length of one message, streaming the stream length divided by " + Streaming.OBJECTS + ".");
        line("- **Allocation** is JMH's `gc.alloc.rate.norm` (`-prof gc`), per object, for the round trip. For the"
                + " three Java-serialization variants per message it is dominated by the streams themselves"
                + " (an `ObjectOutputStream` and an `ObjectInputStream` allocate about 5 KB of buffers and tables).");
        line("- **Variants** (same values everywhere, checked by `SameValuesTest`; every variant round-trips every"
                + " model exactly, checked by `RoundTripTest`): *Serializable* = the plain twin with default Java"
                + " serialization; *hand-written* = `Externalizable` in the articles' most efficient style, correct"
                + " for every value (presence flags, counts, ordinals); *fastserial* = the `@FastSerial` bean and its"
                + " generated externalizer, inside JDK streams; *fastserial direct* = the same bean and generated code on"
                + " fastserial's direct byte path (`FastBytes.toBytes`/`fromBytes` per message, a reused `FastWriter`"
                + " and `FastReader` streaming; no `ObjectOutputStream`); *protobuf* = protobuf-java 4.36.2 messages generated by protoc from"
                + " `src/main/protobuf/models.proto` (serialization of a built message; its size is memoized by"
                + " protobuf after the first call); *Kryo* = Kryo 5.6.2, registration required; *Fory* = Apache"
                + " Fory 1.6.0, registration required, schema-consistent mode. Kryo and Fory serialize the plain"
                + " POJOs and track references only for the models that share objects or have cycles (Employee,"
                + " TestClass).");
        line("- Protobuf has no references: the Employee cycle and TestClass's shared object are flags in the"
                + " schema, and TestClass's `Object` fields are typed messages.");
        line();
    }

    // ---------------------------------------------------------------- formatting

    private double bytes(Mode mode, Model model, Variant variant) {
        Sizes.Size s = sizes.of(model, variant);
        return mode == Mode.PER_MESSAGE ? s.perMessage() : s.perObjectStreaming();
    }

    /** A time ratio against a target, noting when the intervals make it indistinguishable from the target. */
    private static String timeVerdict(Score a, Score b, double target) {
        if (a == null || b == null) {
            return "n/a";
        }
        double r = a.ns() / b.ns();
        String v = verdict(r, target);
        if (r > target && (a.ns() - a.nsError()) / (b.ns() + b.nsError()) <= target) {
            v += " (noise)";
        }
        return v;
    }

    private static String verdict(double ratio, double target) {
        if (Double.isNaN(ratio)) {
            return "n/a";
        }
        return ratioText(ratio) + (ratio <= target ? " ✓" : " ✗");
    }

    private static String ratio(double r) {
        return Double.isNaN(r) || Double.isInfinite(r) ? "n/a" : ratioText(r);
    }

    private static String ratioText(double r) {
        return String.format(Locale.ROOT, "%.2fx", r);
    }

    private static String ns(Score s) {
        return s == null ? "n/a" : nsText(s.ns());
    }

    private static String nsText(double ns) {
        if (Double.isNaN(ns)) {
            return "n/a";
        }
        return ns >= 100 ? String.format(Locale.ROOT, "%,d", Math.round(ns)) : String.format(Locale.ROOT, "%.1f", ns);
    }

    private static String bytesText(double b) {
        if (Double.isNaN(b)) {
            return "n/a";
        }
        return b == Math.rint(b) ? String.format(Locale.ROOT, "%,d", (long) b) : String.format(Locale.ROOT, "%,.1f", b);
    }

    /** {@code s} as code in a table cell: a {@code |} of a regex escaped, else it would end the cell. */
    private static String code(String s) {
        return s.isEmpty() || s.equals("[]") ? "(none)" : "`" + s.replace("|", "\\|") + "`";
    }

    private static String cpu() {
        try {
            for (String l : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (l.startsWith("model name")) {
                    return l.substring(l.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: fall through
        }
        return System.getProperty("os.arch");
    }

    private void line(String s) {
        md.append(s).append('\n');
    }

    private void line() {
        md.append('\n');
    }
}
