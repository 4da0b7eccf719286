package values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** Not final: a subclass in an Amount field takes writeObject (exact-class rule) and keeps its class. */
@FastSerial
public class Amount implements Serializable {
    final long value;

    public Amount(long value) {
        this.value = value;
    }

    private Object writeReplace() { return new AmountExternalizer(this); }
}
