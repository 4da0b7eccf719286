package dev.fastserial.benchmarks;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import dev.fastserial.benchmarks.codec.Codec;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every variant round-trips every model exactly, through the very codecs the benchmarks time, in
 * both modes: so that no benchmark compares a serializer that drops or bends data.
 */
class RoundTripTest {

    static Stream<Arguments> cases() {
        List<Arguments> cases = new ArrayList<>();
        for (Model model : Model.values()) {
            for (Variant variant : Variant.values()) {
                cases.add(Arguments.of(model, variant));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void perMessage(Model model, Variant variant) throws Exception {
        Codec codec = variant.codec(model);
        Object sample = variant.sample(model);
        byte[] message = codec.toBytes(sample);
        Object copy = codec.fromBytes(message);
        assertNotSame(sample, copy);
        assertExact(variant, sample, copy);
        // Deterministic, and the codec's reused buffers carry nothing over to the next message.
        assertArrayEquals(message, codec.toBytes(variant.sample(model)));
        assertExact(variant, sample, codec.fromBytes(codec.toBytes(copy)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void streaming(Model model, Variant variant) throws Exception {
        Codec codec = variant.codec(model);
        Object[] samples = new Object[7];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = variant.sample(model);
        }
        int size = codec.writeAll(samples);
        assertEquals(size, codec.written().length);
        for (int round = 0; round < 2; round++) { // again, to prove the reused buffers reset
            Object[] copies = new Object[samples.length];
            codec.readAll(copies);
            for (int i = 0; i < samples.length; i++) {
                assertExact(variant, samples[i], copies[i]);
            }
            assertEquals(size, codec.writeAll(samples));
        }
    }

    private static void assertExact(Variant variant, Object expected, Object actual) {
        if (variant == Variant.PROTOBUF) {
            assertEquals(expected, actual); // protobuf messages compare by value, field presence included
        } else {
            assertDeepEquals(expected, actual); // classes, values, shared references and cycles
        }
    }
}
