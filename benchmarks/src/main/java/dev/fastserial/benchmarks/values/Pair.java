package dev.fastserial.benchmarks.values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** A generic record: in a field declared {@code Pair<String, Integer>} its components take their fast forms. */
@FastSerial
public record Pair<A, B>(A first, B second) implements Serializable {
    private Object writeReplace() {
        return new PairExternalizer(this);
    }
}
