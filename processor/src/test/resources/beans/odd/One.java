package odd;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** One field. */
@FastSerial
public class One implements Externalizable {
    private static final long serialVersionUID = 1L;
    String only;

    public One() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        OneExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        OneExternalizer.readExternal(this, in);
    }
}
