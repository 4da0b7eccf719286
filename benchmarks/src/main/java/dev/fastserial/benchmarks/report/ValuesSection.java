package dev.fastserial.benchmarks.report;

import dev.fastserial.benchmarks.ModernValues;
import dev.fastserial.benchmarks.codec.Codec;
import dev.fastserial.benchmarks.report.JmhResults.Score;
import dev.fastserial.benchmarks.values.ValuesModel;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The section of {@code RESULTS.md} on issue 26's shapes ({@link ModernValues}): each modern shape
 * against its plain twin, time and bytes, on fastserial's two paths, beside Kryo and Fory. Written
 * by the full report when the run has these results; {@code section=values} writes it into an
 * existing RESULTS.md (replacing the section it has) from a run of {@code ModernValues} alone.
 */
final class ValuesSection {
    static final String TITLE = "## Values modern Java code holds";
    private static final List<String> VARIANTS = List.of("FASTSERIAL", "FASTSERIAL_DIRECT", "KRYO", "FORY");
    private static final Map<String, String> NAMES = Map.of("FASTSERIAL", "fastserial (JDK stream)",
            "FASTSERIAL_DIRECT", "fastserial direct", "KRYO", "Kryo", "FORY", "Fory");

    private ValuesSection() {}

    /** The section's lines, or "" when the run has no ModernValues results. */
    static String render(JmhResults results, Map<String, String> run, boolean alone) throws Exception {
        if (results.count("ModernValues") == 0) {
            return "";
        }
        StringBuilder md = new StringBuilder();
        md.append(TITLE).append("\n\n");
        if (alone) {
            md.append("A run of `ModernValues` alone: `").append(run.getOrDefault("command", "?")).append("` on ")
                    .append(results.setting("jdkVersion")).append(" (").append(results.setting("vmName")).append("), ")
                    .append(results.setting("warmupIterations")).append(" warmup iterations of ")
                    .append(results.setting("warmupTime")).append(", ").append(results.setting("measurementIterations"))
                    .append(" of ").append(results.setting("measurementTime")).append(", ").append(results.setting("forks"))
                    .append("1".equals(results.setting("forks")) ? " fork; " : " forks; ").append(run.getOrDefault("date", "?")).append("; load average ")
                    .append(run.getOrDefault("loadBefore", "?")).append(" before, ").append(run.getOrDefault("loadAfter", "?"))
                    .append(" after, on ").append(Runtime.getRuntime().availableProcessors()).append(" CPUs.\n\n");
        }
        md.append("Issue 26: a bean and a record holding `List.of` (4 strings), a `LinkedHashMap` (6 entries), a"
                + " `java.sql.Timestamp` (with nanos), a `Pair<String, Integer>` (a generic `@FastSerial` record) and a"
                + " `Collections.unmodifiableList` (3 strings), against a plain twin holding the same values in an"
                + " `ArrayList`, a `HashMap`, a `Date`, a non-generic record `NameCount(String, Integer)` and an"
                + " `ArrayList`. Per message, round trip, ns (" + results.statistic + "). *×twin* = the shape against its"
                + " plain twin with the same serializer (target ≤ 1.3x in time and bytes, on both of fastserial's"
                + " paths); *×Fory* = fastserial direct against Fory on the same shape (target ≤ 1.0x). Kryo and Fory"
                + " serialize the same values in the same classes, without the annotation (Kryo with a serializer for"
                + " the unmodifiable list, as its users write one: it cannot fill one).\n\n");
        md.append("| shape | serializer | bytes | ×twin | round trip ± | ×twin | ×Fory | alloc/round trip |\n");
        md.append("|---|---|--:|--:|--:|--:|--:|--:|\n");
        for (ValuesModel model : ValuesModel.values()) {
            Score fory = results.get("ModernValues", "roundTrip", model.name(), "FORY");
            for (String variant : VARIANTS) {
                Score rt = results.get("ModernValues", "roundTrip", model.name(), variant);
                Score twin = results.get("ModernValues", "roundTrip", model.twin().name(), variant);
                int bytes = bytes(variant, model);
                int twinBytes = bytes(variant, model.twin());
                String name = variant.startsWith("FASTSERIAL") ? "**" + NAMES.get(variant) + "**" : NAMES.get(variant);
                md.append("| ").append(model.title()).append(" | ").append(name).append(" | ").append(bytes)
                        .append(" | ").append(model.modern() ? ratio(bytes / (double) twinBytes, 1.3, variant) : "")
                        .append(" | ").append(rt == null ? "n/a" : ns(rt.ns()) + " ± " + ns(rt.nsError()))
                        .append(" | ").append(model.modern() && rt != null && twin != null
                                ? ratio(rt.ns() / twin.ns(), 1.3, variant) : "")
                        .append(" | ").append(variant.equals("FASTSERIAL_DIRECT") && rt != null && fory != null
                                ? ratio(rt.ns() / fory.ns(), 1.0, variant) : "")
                        .append(" | ").append(rt == null || Double.isNaN(rt.allocBytes()) ? "n/a"
                                : String.format(Locale.ROOT, "%,.0f B", rt.allocBytes()))
                        .append(" |\n");
            }
        }
        return md.append('\n').toString();
    }

    /** The bytes of one message, measured with the benchmark's own codec and sample. */
    static int bytes(String variant, ValuesModel model) throws Exception {
        Codec codec = ModernValues.codec(variant, model);
        return codec.toBytes(ModernValues.sample(variant, model)).length;
    }

    /** A ratio, with ✓/✗ against the target for fastserial's variants. */
    private static String ratio(double r, double target, String variant) {
        String text = String.format(Locale.ROOT, "%.2fx", r);
        return variant.startsWith("FASTSERIAL") ? text + (r <= target ? " ✓" : " ✗") : text;
    }

    private static String ns(double ns) {
        return Double.isNaN(ns) ? "n/a" : String.format(Locale.ROOT, "%,.0f", ns);
    }

    /** {@code results.md} with its values section replaced by (or, if it has none, followed by) {@code section}. */
    static String splice(String resultsMd, String section) {
        int start = resultsMd.indexOf(TITLE);
        if (start < 0) {
            int hazelcast = resultsMd.indexOf("\n## Hazelcast");
            return hazelcast < 0 ? resultsMd + "\n" + section
                    : resultsMd.substring(0, hazelcast + 1) + section + resultsMd.substring(hazelcast + 1);
        }
        int end = resultsMd.indexOf("\n## ", start + TITLE.length());
        return resultsMd.substring(0, start) + section + (end < 0 ? "" : resultsMd.substring(end + 1));
    }
}
