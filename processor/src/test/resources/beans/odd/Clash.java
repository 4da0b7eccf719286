package odd;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.List;
import java.util.Map;

/** Fields named like the generated code's parameters, locals and helpers. */
@FastSerial
public class Clash implements Externalizable {
    private static final long serialVersionUID = 1L;

    String out;
    String in;
    Object obj;
    int bits;
    int bits0;
    int i;
    Long e;
    String bean;
    int header;
    String HEADER;
    String UTF_CHUNK;
    List<String> value;
    boolean tagged;
    Map<String, String> kind;
    int size;
    Integer Integer;
    String Math;
    String writeString;
    long readVarLong;

    public Clash() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        ClashExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        ClashExternalizer.readExternal(this, in);
    }
}
