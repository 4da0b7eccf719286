package nested;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public class Team implements Externalizable {
    private static final long serialVersionUID = 1L;
    String name;
    Member captain;
    public Team() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { TeamExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { TeamExternalizer.readExternal(this, in); }
}
