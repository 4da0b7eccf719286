package dev.fastserial.hazelcast.outside;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.concurrent.atomic.AtomicInteger;

/** A fastserial bean of a package the reader does not allow; counts its constructions. */
@FastSerial
public class Internal implements Externalizable {
    private static final long serialVersionUID = 1L;
    /** How many times the constructor ran. */
    public static final AtomicInteger BUILT = new AtomicInteger();

    String secret = "s";

    public Internal() {
        BUILT.incrementAndGet();
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        InternalExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        InternalExternalizer.readExternal(this, in);
    }
}
