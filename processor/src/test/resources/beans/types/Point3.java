package types;

import dev.fastserial.FastSerial;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** A subclass instance in a Point field: not exactly a Point, so it goes through writeObject. */
@FastSerial
public class Point3 extends Point {
    private static final long serialVersionUID = 1L;
    int z;

    public Point3() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        Point3Externalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        Point3Externalizer.readExternal(this, in);
    }
}
