package nested;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public final class Address implements Externalizable {
    private static final long serialVersionUID = 1L;
    String city;
    public Address() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { AddressExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { AddressExternalizer.readExternal(this, in); }
}
