package hierarchy;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public class Cat extends Pet {
    private static final long serialVersionUID = 1L;
    String color;
    public Cat() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { CatExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { CatExternalizer.readExternal(this, in); }
}
