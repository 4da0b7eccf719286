package types;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** A small bean that cannot reach itself: written inline. Not final, so a subclass takes writeObject. */
@FastSerial
public class Point implements Externalizable {
    private static final long serialVersionUID = 1L;
    int x;
    int y;
    String label;

    public Point() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        PointExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        PointExternalizer.readExternal(this, in);
    }
}
