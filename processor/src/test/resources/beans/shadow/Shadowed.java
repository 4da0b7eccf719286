package shadow;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** In a package whose own String, List, Date, Objects, Math, Integer and Arrays shadow the JDK's. */
@FastSerial
public class Shadowed implements Externalizable {
    private static final long serialVersionUID = 1L;

    java.lang.String name;
    java.util.List<java.lang.String> names;
    java.util.Date when;
    java.lang.Integer count;
    java.util.Map<java.lang.String, java.time.ZoneId> zones;
    int[] numbers;
    java.lang.String[] words;
    String mine;
    Date myDate;
    List myList;

    public Shadowed() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        ShadowedExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        ShadowedExternalizer.readExternal(this, in);
    }
}
