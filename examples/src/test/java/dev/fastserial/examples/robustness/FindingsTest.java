package dev.fastserial.examples.robustness;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InvalidObjectException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

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

    /**
     * docs/types.md, "What the JDK reads stays the JDK's": objects nested without end (beans by reference,
     * arrays in an Object field) fail as InvalidObjectException saying so, not StackOverflowError.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"generated-employee-supervisor-chain-10000", "jdk-object-field-nested-arrays-20000"})
    void nestingWithoutEndIsAnInvalidObjectExceptionSayingSo(String name) {
        Findings.Finding finding = Findings.all().get(name);
        Exception failure = FuzzHarness.check(finding.input, finding.filtered).failure;
        assertInstanceOf(InvalidObjectException.class, failure, name);
        assertTrue(failure.getMessage().contains("nested too deeply"), failure.getMessage());
    }
}
