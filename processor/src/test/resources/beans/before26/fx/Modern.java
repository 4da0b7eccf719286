package fx;
import dev.fastserial.FastSerial;
import java.io.*;
import java.util.*;
/** Interface-typed fields whose forms issue 26 leaves as they were: old unlocked bytes still read. */
@FastSerial
public class Modern implements Externalizable {
    private static final long serialVersionUID = 1L;
    public Map<String, Integer> map;
    public List<String> list;
    public Set<String> set;
    public Date when;
    public List<Date> dates;
    public Modern() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { ModernExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { ModernExternalizer.readExternal(this, in); }
}
