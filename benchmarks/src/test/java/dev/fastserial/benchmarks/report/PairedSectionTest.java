package dev.fastserial.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** RESULTS.md's paired section: what paired.sh leaves, as a row; put in place of the old one, and kept by a full report. */
class PairedSectionTest {

    @Test
    void aPairedRunIsOneRowWithItsCommandRatiosAllocationAndLoad(@TempDir Path dir) throws Exception {
        double[][] rounds = {{300, 330}, {310, 320}, {290, 330}};
        for (int i = 0; i < rounds.length; i++) {
            write(dir.resolve((i + 1) + "-FASTSERIAL_DIRECT.json"), rounds[i][0], 1072);
            write(dir.resolve((i + 1) + "-FORY.json"), rounds[i][1], 1160);
        }
        Files.writeString(dir.resolve("run.properties"), String.join("\n",
                "command=benchmarks/paired.sh 'PerMessage.roundTrip' MEDIA_CONTENT FASTSERIAL_DIRECT FORY",
                "a=FASTSERIAL_DIRECT", "b=FORY", "rounds=3", "loadBefore=0.41 0.80 1.00",
                "loadAfter=1.02 0.95 0.99", "date=2026-11-28 18:00 UTC"), StandardCharsets.UTF_8);

        String md = PairedSection.render(List.of(dir));

        assertTrue(md.startsWith(PairedSection.TITLE), md);
        String row = md.lines().filter(l -> l.startsWith("| `benchmarks/paired.sh")).findFirst().orElseThrow();
        assertTrue(row.contains("MEDIA_CONTENT FASTSERIAL_DIRECT FORY` | 3 | "
                + String.format(Locale.ROOT, "%.2fx", 300.0 / 330)), row);
        assertTrue(row.contains("| 3 of 3 | 1,072 / 1,160 B | 0.41 0.80 1.00 → 1.02 0.95 0.99 | 2026-11-28 18:00 UTC |"),
                row);
    }

    @Test
    void theSectionReplacesTheOldOneOrGoesBeforeTheChartAndAFullReportKeepsIt() {
        String results = "# r\n\n## Targets\n\nt\n\n## Chart\n\nc\n";
        String once = PairedSection.splice(results, PairedSection.TITLE + "\n\nfirst\n\n");
        assertEquals("# r\n\n## Targets\n\nt\n\n## Paired runs\n\nfirst\n\n## Chart\n\nc\n", once);
        String twice = PairedSection.splice(once, PairedSection.TITLE + "\n\nsecond\n\n");
        assertEquals(once.replace("first", "second"), twice);
        assertEquals(twice, PairedSection.keep(twice, results), "a new full report keeps the section");
        assertEquals(results, PairedSection.keep(results, results), "nothing to keep");
    }

    private static void write(Path file, double ns, double alloc) throws Exception {
        Files.writeString(file, String.format(Locale.ROOT, "[{\"benchmark\": \"dev.fastserial.benchmarks.PerMessage.roundTrip\","
                + " \"mode\": \"avgt\", \"params\": {\"model\": \"MEDIA_CONTENT\", \"variant\": \"X\"},"
                + " \"primaryMetric\": {\"score\": %s, \"scoreError\": 1.0},"
                + " \"secondaryMetrics\": {\"gc.alloc.rate.norm\": {\"score\": %s}}}]", ns, alloc),
                StandardCharsets.UTF_8);
    }
}
