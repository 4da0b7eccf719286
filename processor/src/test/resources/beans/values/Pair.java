package values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** A generic record: its components of type variables go through writeObject. */
@FastSerial
public record Pair<A, B extends Serializable>(A first, B second) implements Serializable {
    private Object writeReplace() { return new PairExternalizer(this); }
}
