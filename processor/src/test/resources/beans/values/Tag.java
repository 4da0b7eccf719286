package values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** An immutable class whose superclass has a final field too: the constructor takes both. */
@FastSerial
public final class Tag extends Labelled implements Serializable {
    final int weight;

    public Tag(String label, int weight) {
        super(label);
        this.weight = weight;
    }

    private Object writeReplace() { return new TagExternalizer(this); }
}
