package hierarchy;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public class Customer extends lib.Entity implements Externalizable {
    private static final long serialVersionUID = 1L;
    String email;
    public Customer() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { CustomerExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { CustomerExternalizer.readExternal(this, in); }
}
