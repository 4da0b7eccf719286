package odd;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** No fields at all: still a header, so a later version can recognise the layout. */
@FastSerial
public class Empty implements Externalizable {
    private static final long serialVersionUID = 1L;

    public Empty() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        EmptyExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        EmptyExternalizer.readExternal(this, in);
    }
}
