package nested;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public class Member implements Externalizable {
    private static final long serialVersionUID = 1L;
    String name;
    Team team;
    public Member() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { MemberExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { MemberExternalizer.readExternal(this, in); }
}
