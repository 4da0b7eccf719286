import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** A bean in the default package. */
@FastSerial
public class DefaultPackage implements Externalizable {
    private static final long serialVersionUID = 1L;
    String name;
    int count;

    public DefaultPackage() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        DefaultPackageExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        DefaultPackageExternalizer.readExternal(this, in);
    }
}
