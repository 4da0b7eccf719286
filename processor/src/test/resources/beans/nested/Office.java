package nested;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

/** Where people work: held by reference (several people share one), never inline beside it (FS225). */
@FastSerial
public final class Office implements Externalizable {
    private static final long serialVersionUID = 1L;
    String city;
    public Office() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { OfficeExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { OfficeExternalizer.readExternal(this, in); }
}
