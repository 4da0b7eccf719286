package hierarchy;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public class Animal implements Externalizable {
    private static final long serialVersionUID = 1L;
    String name;
    int legs;
    public Animal() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { AnimalExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { AnimalExternalizer.readExternal(this, in); }
}
