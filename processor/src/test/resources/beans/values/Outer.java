package values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** A nested record: Outer_InnerExternalizer. */
public class Outer {
    @FastSerial
    public record Inner(String name, Point at) implements Serializable {
        private Object writeReplace() { return new Outer_InnerExternalizer(this); }
    }
}
