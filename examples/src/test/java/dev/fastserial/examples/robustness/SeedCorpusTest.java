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
 * Keeps the committed seed corpus in step with {@link SeedCorpus}. To rewrite it after a change
 * to the beans or the encoding (from the repository root):
 *
 * <pre>
 * mvn -B -pl examples -am verify -Dtest=SeedCorpusTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dfastserial.seeds.write=src/test/resources/dev/fastserial/examples/robustness/ReadExternalFuzzTestInputs/readExternal
 * </pre>
 */
class SeedCorpusTest {

    @Test
    @EnabledIfSystemProperty(named = "fastserial.seeds.write", matches = ".+")
    void write() throws IOException {
        Path directory = Path.of(System.getProperty("fastserial.seeds.write"));
        Files.createDirectories(directory);
        for (Map.Entry<String, byte[]> seed : SeedCorpus.seeds().entrySet()) {
            Files.write(directory.resolve(seed.getKey()), seed.getValue());
        }
        System.out.println("SeedCorpusTest: " + SeedCorpus.seeds().size() + " seeds written to " + directory.toAbsolutePath());
    }

    /** The valid seeds are valid: each reads, and reads back the same after writing it again. */
    @Test
    void everyValidSeedReads() {
        SeedCorpus.seeds().forEach((name, input) -> {
            if (name.startsWith(SeedCorpus.VALID)) {
                FuzzHarness.Outcome outcome = FuzzHarness.check(input);
                assertTrue(outcome.read(), name + ": " + outcome.failure);
            }
        });
    }

    /**
     * Each damaged seed fails for the reason its name gives (so that a change of the encoding
     * cannot leave it failing on something else, unnoticed: it would then no longer test it).
     */
    @Test
    void everyDamagedSeedFailsForItsReason() {
        Map<String, String> reasons = new java.util.TreeMap<>();
        SeedCorpus.seeds().forEach((name, input) -> {
            if (!name.startsWith(SeedCorpus.VALID)) {
                Exception failure = FuzzHarness.check(input).failure;
                reasons.put(name, failure == null ? "read" : failure.getClass().getSimpleName() + ": " + failure.getMessage());
            }
        });
        reasons.forEach((name, reason) -> {
            if (name.startsWith("truncated-")) {
                // EOFException, or the JDK's StreamCorruptedException for a block data cut short
                assertTrue(reason.startsWith("EOFException") || reason.contains("unexpected EOF"), name + ": " + reason);
            } else if (name.startsWith("layout-mismatch-")) {
                assertTrue(reason.startsWith("InvalidClassException") && reason.contains("another layout"), name + ": " + reason);
            } else if (name.startsWith("undefined-flags-")) {
                assertTrue(reason.startsWith("StreamCorruptedException") && reason.contains("undefined bits"), name + ": " + reason);
            } else if (name.equals("unknown-enum-code-message")) {
                assertTrue(reason.startsWith("InvalidObjectException") && reason.contains("unknown Priority code 127"), name + ": " + reason);
            } else if (name.equals("unknown-enum-name-message")) {
                assertTrue(reason.startsWith("InvalidObjectException") && reason.contains("no constant BOGUS"), name + ": " + reason);
            } else if (name.startsWith("huge-length-") || name.equals("huge-size-list")) {
                // 2^29 claimed, a few bytes present: the bytes run out before anything that large is allocated
                assertTrue(reason.startsWith("EOFException"), name + ": " + reason);
            } else if (name.startsWith("negative-length-")) {
                assertTrue(reason.startsWith("StreamCorruptedException"), name + ": " + reason);
            } else if (name.equals("huge-array-record-object-field")) {
                // the JDK's own array record, bounded by the harness's serial filter
                assertTrue(reason.startsWith("InvalidClassException") && reason.contains("REJECTED"), name + ": " + reason);
            } else if (name.equals("list-of-serialized-as-odd-map")) {
                // the JDK's own readResolve (java.util.CollSer) throws InternalError: the readObject helper wraps it
                assertTrue(reason.startsWith("StreamCorruptedException") && reason.contains("InternalError"), name + ": " + reason);
            } else {
                throw new AssertionError(name + ": no expected reason for this seed (" + reason + ")");
            }
        });
    }

    @Test
    void everySeedIsCommitted() {
        Map<String, byte[]> committed = committed();
        List<String> missing = new ArrayList<>(SeedCorpus.seeds().keySet());
        missing.removeAll(committed.keySet());
        assertEquals(List.of(), missing, "seeds not in " + SeedCorpus.DIRECTORY + ": rewrite the corpus (see this class)");
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
            if (name.startsWith(SeedCorpus.VALID) && !FuzzHarness.check(input).read()) {
                stale.add(name);
            }
        });
        Assumptions.assumeTrue(stale.isEmpty(), "committed seeds no longer valid for the current encoding, "
                + "rewrite the corpus (see SeedCorpusTest): " + stale);
    }

    private static Map<String, byte[]> committed() {
        URL url = SeedCorpusTest.class.getClassLoader().getResource(SeedCorpus.DIRECTORY);
        assertTrue(url != null, "no " + SeedCorpus.DIRECTORY + " on the test class path");
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
