package dev.fastserial.examples.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The fixed-seed run of the conformance suite inside {@code mvn verify} (placeholder). */
class ConformanceTest {
    @Test
    void fixedSeedRun() {
        Conformance.Settings s = new Conformance.Settings(Long.getLong("conformance.seed", 1L), 150_000, Integer.getInteger("conformance.batches", 2),
                20, 4, Path.of("target", "conformance"), System.out, false);
        Conformance.Result r = Conformance.run(s);
        Conformance.summary(r, System.out);
        assertEquals(0, r.failures.size(), r.lastLine());
    }
}
