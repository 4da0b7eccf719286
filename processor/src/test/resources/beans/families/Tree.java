package families;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reaches itself through a list and a map: its elements go by reference, so cycles and sharing survive. */
@FastSerial
public class Tree implements Externalizable {
    private static final long serialVersionUID = 1L;

    String name;
    Tree parent;
    List<Tree> children = new ArrayList<>();
    Map<String, Tree> index;

    public Tree() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        TreeExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        TreeExternalizer.readExternal(this, in);
    }
}
