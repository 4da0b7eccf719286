package nested;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public class Person implements Externalizable {
    private static final long serialVersionUID = 1L;
    String name;
    Person partner;
    Address home;
    @ByReference Office work;
    public Person() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { PersonExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { PersonExternalizer.readExternal(this, in); }
}
