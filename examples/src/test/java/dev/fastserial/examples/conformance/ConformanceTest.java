package dev.fastserial.examples.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The conformance suite's fixed-seed run inside {@code mvn verify} (docs/conformance.md): six
 * batches of twenty random classes, three graphs of each, every path; under three minutes on
 * two busy cores. A failure prints its reproduction above the assertion (the first three shrunk),
 * named after the known defect it looks like. Another seed or size:
 * {@code -Dconformance.seed=S -Dconformance.batches=N}; longer runs: {@code scripts/conformance.sh}.
 */
class ConformanceTest {
    @Test
    void randomClassesAndValuesComeBackAsJavaSerializationGivesThem() {
        Conformance.Settings settings = new Conformance.Settings(
                Long.getLong("conformance.seed", 3L),
                Long.getLong("conformance.seconds", 150L) * 1000,
                Integer.getInteger("conformance.batches", 6),
                20, 3, Path.of("target", "conformance", "fixed-seed"), System.out, 3, 20_000);
        Conformance.Result r = Conformance.run(settings);
        Conformance.summary(r, System.out);
        assertTrue(r.batches >= 1 && r.cases > 0, "nothing was compared: " + r.lastLine());
        assertTrue(r.failures.isEmpty(), r.lastLine() + "; each is printed above with its reproduction:\n"
                + r.failures.values().stream().map(f -> "  " + f.signature + Suspects.name(f)).collect(Collectors.joining("\n")));
    }
}
