package values;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** A bean that reaches itself: written by reference, also as a record's component. */
@FastSerial
public class Node implements Externalizable {
    private static final long serialVersionUID = 1L;
    String name;
    Node next;

    public Node() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        NodeExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        NodeExternalizer.readExternal(this, in);
    }
}
