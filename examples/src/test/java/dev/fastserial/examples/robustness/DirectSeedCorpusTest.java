package dev.fastserial.examples.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Keeps the committed seed corpus in step with {@link DirectSeedCorpus}. To rewrite it after a change
 * to the beans or the encoding (from the repository root):
 *
 * <pre>
 * mvn -B -pl examples -am verify -Dtest=DirectSeedCorpusTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dfastserial.seeds.write=src/test/resources/dev/fastserial/examples/robustness/FastBytesFuzzTestInputs/fromBytes
 * </pre>
 */
class DirectSeedCorpusTest {

    @Test
    @EnabledIfSystemProperty(named = "fastserial.seeds.write", matches = ".+")
    void write() throws IOException {
        Path directory = Path.of(System.getProperty("fastserial.seeds.write"));
        Files.createDirectories(directory);
        for (Map.Entry<String, byte[]> seed : DirectSeedCorpus.seeds().entrySet()) {
            Files.write(directory.resolve(seed.getKey()), seed.getValue());
        }
        System.out.println("DirectSeedCorpusTest: " + DirectSeedCorpus.seeds().size() + " seeds written to " + directory.toAbsolutePath());
    }

    /** The valid seeds are valid: each reads, and reads back the same after writing it again. */
    @Test
    void everyValidSeedReads() {
        DirectSeedCorpus.seeds().forEach((name, input) -> {
            if (name.startsWith(DirectSeedCorpus.VALID)) {
                DirectFuzzHarness.Outcome outcome = DirectFuzzHarness.check(input);
                assertTrue(outcome.read(), name + ": " + outcome.failure);
            }
        });
    }

    /** The damaged seeds are damaged: each fails to read, with an IOException only (the harness checks the rest). */
    @Test
    void everyDamagedSeedFails() {
        DirectSeedCorpus.seeds().forEach((name, input) -> {
            if (!name.startsWith(DirectSeedCorpus.VALID)) {
                DirectFuzzHarness.Outcome outcome = DirectFuzzHarness.check(input);
                assertTrue(!outcome.read(), name + " read successfully");
                System.out.println("DirectSeedCorpusTest: " + name + ": " + outcome.failure);
            }
        });
    }

    @Test
    void everySeedIsCommitted() {
        Map<String, byte[]> committed = committed();
        List<String> missing = new ArrayList<>(DirectSeedCorpus.seeds().keySet());
        missing.removeAll(committed.keySet());
        assertEquals(List.of(), missing, "seeds not in " + DirectSeedCorpus.DIRECTORY + ": rewrite the corpus (see DirectSeedCorpusTest)");
    }

    /**
     * A change to the encoding (or to a bean) turns the committed valid seeds into damaged ones:
     * still worth replaying, but the fuzzer then starts further from valid streams. Reported as a
     * skipped test, so that it shows without breaking the build of whoever changed the encoding.
     */
    @Test
    void committedValidSeedsStillRead() {
        List<String> stale = new ArrayList<>();
        committed().forEach((name, input) -> {
            if (name.startsWith(DirectSeedCorpus.VALID) && !DirectFuzzHarness.check(input).read()) {
                stale.add(name);
            }
        });
        Assumptions.assumeTrue(stale.isEmpty(), "committed seeds no longer valid for the current encoding, "
                + "rewrite the corpus (see DirectSeedCorpusTest): " + stale);
    }

    private static Map<String, byte[]> committed() {
        URL url = DirectSeedCorpusTest.class.getClassLoader().getResource(DirectSeedCorpus.DIRECTORY);
        assertTrue(url != null, "no " + DirectSeedCorpus.DIRECTORY + " on the test class path");
        Map<String, byte[]> seeds = new TreeMap<>();
        try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
            for (Path file : (Iterable<Path>) files::iterator) {
                seeds.put(file.getFileName().toString(), Files.readAllBytes(file));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        return seeds;
    }
}
