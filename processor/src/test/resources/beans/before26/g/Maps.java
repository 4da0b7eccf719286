package g;
import dev.fastserial.FastSerial;
import java.io.*;
import java.util.*;
@FastSerial
public class Maps implements Externalizable {
    private static final long serialVersionUID = 1L;
    public Map<String, Integer> map;
    public LinkedHashMap<String, Integer> linked;
    public List<String> list;
    public Date when;
    public List<Pair<String, Long>> pairs;
    public Maps() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { MapsExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { MapsExternalizer.readExternal(this, in); }
}
