package hierarchy;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public class Page extends Box<String> implements Externalizable {
    private static final long serialVersionUID = 1L;
    int number;
    public Page() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { PageExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { PageExternalizer.readExternal(this, in); }
}
