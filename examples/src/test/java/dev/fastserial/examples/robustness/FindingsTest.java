package dev.fastserial.examples.robustness;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Replays {@link Findings} on the fuzz test's 64 MB heap: each must now fail with an IOException only. */
class FindingsTest {

    static Stream<Arguments> findings() {
        return Findings.all().entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("findings")
    void failsWithAnIOExceptionOnly(String name, Findings.Finding finding) {
        FuzzHarness.check(finding.input, finding.filtered);
    }
}
