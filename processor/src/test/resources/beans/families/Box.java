package families;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.Serializable;
import java.util.List;
import java.util.Map;

/** A generic bean, and fields whose types are not fully known at compile time: all take writeObject. */
@FastSerial
public class Box<T extends Serializable> implements Externalizable {
    private static final long serialVersionUID = 1L;

    T value;
    List<T> values;
    T[] array;
    List<? extends Number> numbers;
    Map<String, ?> anything;
    @SuppressWarnings("rawtypes") List raw;
    List<List<?>> nestedWildcard;

    public Box() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        BoxExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        BoxExternalizer.readExternal(this, in);
    }
}
