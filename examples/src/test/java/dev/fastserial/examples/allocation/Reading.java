package dev.fastserial.examples.allocation;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** A bean of primitives alone: reading it should allocate the bean and nothing else. */
@FastSerial
public class Reading implements Externalizable {
    private static final long serialVersionUID = 1L;

    int sensor;
    long at;
    double value;

    public Reading() {
    }

    Reading(int sensor, long at, double value) {
        this.sensor = sensor;
        this.at = at;
        this.value = value;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        ReadingExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        ReadingExternalizer.readExternal(this, in);
    }
}
