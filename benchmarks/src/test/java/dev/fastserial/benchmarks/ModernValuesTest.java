package dev.fastserial.benchmarks;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.fastserial.benchmarks.codec.Codec;
import dev.fastserial.benchmarks.values.ValuesModel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every serializer of {@link ModernValues} round-trips every shape exactly (classes, values, the
 * Timestamp's nanos, the order of the LinkedHashMap), through the very codecs the benchmark times.
 */
class ModernValuesTest {

    static Stream<Arguments> cases() {
        List<Arguments> cases = new ArrayList<>();
        for (ValuesModel model : ValuesModel.values()) {
            for (String variant : List.of("FASTSERIAL", "FASTSERIAL_DIRECT", "KRYO", "FORY")) {
                cases.add(Arguments.of(model, variant));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void roundTripsExactly(ValuesModel model, String variant) throws Exception {
        Codec codec = ModernValues.codec(variant, model);
        Object sample = ModernValues.sample(variant, model);
        byte[] message = codec.toBytes(sample);
        Object copy = codec.fromBytes(message);
        assertNotSame(sample, copy);
        assertSame(sample.getClass(), copy.getClass());
        assertDeepEquals(sample, copy);
        assertArrayEquals(message, codec.toBytes(ModernValues.sample(variant, model)));
    }
}
