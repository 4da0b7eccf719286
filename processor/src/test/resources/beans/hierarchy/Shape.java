package hierarchy;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public abstract class Shape implements Externalizable {
    private static final long serialVersionUID = 1L;
    String id;
    @Override public void writeExternal(ObjectOutput out) throws IOException { ShapeExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { ShapeExternalizer.readExternal(this, in); }
}
