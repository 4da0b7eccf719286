package dev.fastserial.examples.robustness;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Replays {@link OpenFindings} without a serial filter, on the fuzz test's 64 MB heap: one still
 * open shows as skipped (with what escaped), one fixed passes and belongs in the seed corpus.
 */
class OpenFindingsTest {

    static Stream<Arguments> findings() {
        return OpenFindings.inputs().entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("findings")
    void replay(String name, byte[] input) {
        try {
            FuzzHarness.check(input, false);
        } catch (AssertionError open) {
            String message = open.getMessage();
            int hex = message.lastIndexOf(" on input ");
            Assumptions.abort("open: " + (hex < 0 ? message : message.substring(0, hex)) + " (" + input.length + " bytes)");
        }
        System.out.println("OpenFindingsTest: " + name + " is fixed: move it into SeedCorpus");
    }

    /** For the report: each finding's size and first bytes. */
    static void main(String[] args) {
        for (Map.Entry<String, byte[]> e : OpenFindings.inputs().entrySet()) {
            String hex = FuzzHarness.hex(e.getValue());
            System.out.println(e.getKey() + " (" + e.getValue().length + " bytes): "
                    + (hex.length() > 400 ? hex.substring(0, 400) + "..." : hex));
        }
    }
}
