package dev.fastserial.benchmarks.values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** {@link Pair}'s non-generic twin: the same two values, the types spelled out. */
@FastSerial
public record NameCount(String first, Integer second) implements Serializable {
    private Object writeReplace() {
        return new NameCountExternalizer(this);
    }
}
