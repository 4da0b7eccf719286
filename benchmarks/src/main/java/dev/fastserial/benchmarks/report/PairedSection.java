package dev.fastserial.benchmarks.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The section of {@code RESULTS.md} that quotes paired runs ({@code benchmarks/paired.sh}): for each,
 * the command, its rounds, the median and geometric mean of the rounds' ratios with their 95%
 * intervals, the allocation of each side (with {@code -prof gc}), and the load average before and
 * after. Written into an existing RESULTS.md (replacing the section it has) from the runs' folders;
 * a full report keeps the section of the RESULTS.md it replaces.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar dev.fastserial.benchmarks.report.PairedSection \
 *     benchmarks/results/paired benchmarks/RESULTS.md [RUN_FOLDER...]</pre>
 * (no folder named: every folder with a {@code run.properties}, in name order).
 */
public final class PairedSection {
    static final String TITLE = "## Paired runs";

    private PairedSection() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: PairedSection PAIRED_DIR RESULTS.md [RUN_FOLDER...]");
            System.exit(2);
        }
        Path root = Path.of(args[0]);
        Path out = Path.of(args[1]);
        List<Path> runs = new ArrayList<>();
        if (args.length > 2) {
            for (int i = 2; i < args.length; i++) {
                runs.add(root.resolve(args[i]));
            }
        } else {
            try (Stream<Path> folders = Files.list(root)) {
                folders.filter(f -> Files.exists(f.resolve("run.properties"))).sorted().forEach(runs::add);
            }
        }
        String md = Files.exists(out) ? Files.readString(out, StandardCharsets.UTF_8) : "";
        Files.writeString(out, splice(md, render(runs)), StandardCharsets.UTF_8);
        System.out.println("wrote the paired section into " + out + " from " + runs.size() + " paired runs");
    }

    /** The section's lines for these runs' folders. */
    static String render(List<Path> runs) throws IOException {
        StringBuilder md = new StringBuilder(TITLE).append("\n\n");
        md.append("Two variants (or the same variant from two builds) measured in alternating forks by"
                + " `benchmarks/paired.sh`: each round one fork of A and one of B, back to back, B first every other"
                + " round, so that whatever else the machine does weighs on both alike. *Ratio* = A's time / B's"
                + " (means in average-time mode, `-bm avgt`; medians in sample mode), one per round; the median"
                + " and geometric mean of the rounds' ratios with 95% bootstrap intervals; an interval under 1.0"
                + " means A is faster in pairs, one that holds 1.0 is a tie. *Allocation*: bytes an operation,"
                + " the median of the forks (`-prof gc`). Every row is one command, on the code of this"
                + " commit unless the command names other jars.\n\n");
        md.append("| command | rounds | median ratio (95%) | geometric mean (95%) | A ≤ B in | allocation A / B |"
                + " load average before → after | date |\n");
        md.append("|---|--:|--:|--:|--:|--:|---|---|\n");
        for (Path run : runs) {
            Properties p = new Properties();
            try (Reader r = Files.newBufferedReader(run.resolve("run.properties"), StandardCharsets.UTF_8)) {
                p.load(r);
            }
            Paired.Summary s = Paired.summarize(run, p.getProperty("a"), p.getProperty("b"));
            md.append("| `").append(p.getProperty("command").replace("|", "\\|")).append("`")
                    .append(" | ").append(s.rounds().size())
                    .append(String.format(Locale.ROOT, " | %.2fx (%.2f-%.2f)", s.median(), s.medianLow(), s.medianHigh()))
                    .append(String.format(Locale.ROOT, " | %.2fx (%.2f-%.2f)", s.mean(), s.meanLow(), s.meanHigh()))
                    .append(" | ").append(s.atOrUnder()).append(" of ").append(s.rounds().size())
                    .append(" | ").append(Double.isNaN(s.allocA()) || Double.isNaN(s.allocB()) ? "n/a"
                            : String.format(Locale.ROOT, "%,.0f / %,.0f B", s.allocA(), s.allocB()))
                    .append(" | ").append(p.getProperty("loadBefore", "?")).append(" → ")
                    .append(p.getProperty("loadAfter", "?"))
                    .append(" | ").append(p.getProperty("date", "?")).append(" |\n");
        }
        return md.append('\n').toString();
    }

    /** {@code resultsMd} with its paired section replaced by (or, if it has none, put before the chart) {@code section}. */
    static String splice(String resultsMd, String section) {
        int start = resultsMd.indexOf(TITLE);
        if (start < 0) {
            int chart = resultsMd.indexOf("\n## Chart");
            return chart < 0 ? resultsMd + "\n" + section
                    : resultsMd.substring(0, chart + 1) + section + resultsMd.substring(chart + 1);
        }
        int end = resultsMd.indexOf("\n## ", start + TITLE.length());
        return resultsMd.substring(0, start) + section + (end < 0 ? "" : resultsMd.substring(end + 1));
    }

    /** The paired section of {@code previous} (a RESULTS.md about to be replaced), put into {@code next}; "" if none. */
    static String keep(String previous, String next) {
        int start = previous.indexOf(TITLE);
        if (start < 0) {
            return next;
        }
        int end = previous.indexOf("\n## ", start + TITLE.length());
        return splice(next, previous.substring(start, end < 0 ? previous.length() : end + 1));
    }
}
