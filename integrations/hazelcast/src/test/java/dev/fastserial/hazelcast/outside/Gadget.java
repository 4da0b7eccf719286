package dev.fastserial.hazelcast.outside;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.concurrent.atomic.AtomicInteger;

/** Stands for a gadget chain's entry class: any Serializable class on the class path with a readObject. */
public class Gadget implements Serializable {
    private static final long serialVersionUID = 1L;
    /** How many times a readObject ran. */
    public static final AtomicInteger RAN = new AtomicInteger();

    public String command = "rm -rf /tmp/x";

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        RAN.incrementAndGet();
    }
}
