package hierarchy;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public class Dog extends Animal {
    private static final long serialVersionUID = 1L;
    String breed;
    boolean goodBoy;
    public Dog() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { DogExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { DogExternalizer.readExternal(this, in); }
}
