package families;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** Holds a generic bean with a concrete type argument: inline, as Box<String>. */
@FastSerial
public class Holder implements Externalizable {
    private static final long serialVersionUID = 1L;

    Box<String> box;

    public Holder() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        HolderExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        HolderExternalizer.readExternal(this, in);
    }
}
