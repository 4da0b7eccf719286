package values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** A compact constructor that validates: it runs on every read. */
@FastSerial
public record Range(int lo, int hi) implements Serializable {
    public Range {
        if (lo > hi) {
            throw new IllegalArgumentException("lo > hi: " + lo + " > " + hi);
        }
    }

    private Object writeReplace() { return new RangeExternalizer(this); }
}
