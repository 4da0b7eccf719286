package hierarchy;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public class Sticker extends Labeled implements Externalizable {
    private static final long serialVersionUID = 1L;
    String label;
    public Sticker() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { StickerExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { StickerExternalizer.readExternal(this, in); }
}
