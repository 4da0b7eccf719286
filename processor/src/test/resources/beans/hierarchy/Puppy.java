package hierarchy;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public class Puppy extends Dog {
    private static final long serialVersionUID = 1L;
    Date born;
    public Puppy() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { PuppyExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { PuppyExternalizer.readExternal(this, in); }
}
