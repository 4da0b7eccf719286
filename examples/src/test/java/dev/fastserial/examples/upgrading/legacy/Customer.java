package dev.fastserial.examples.upgrading.legacy;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** The Customer class as it was before the switch: its hand-written methods, kept to read old bytes. */
public class Customer implements Externalizable {
    private static final long serialVersionUID = 1L;

    public String name;
    public int visits;

    public Customer() {}

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        out.writeUTF(name);
        out.writeInt(visits);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        name = in.readUTF();
        visits = in.readInt();
    }
}
