package values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** The record of the contract (design.md, section 7). */
@FastSerial
public record Point(int x, int y, String label) implements Serializable {
    private Object writeReplace() { return new PointExternalizer(this); }
}
