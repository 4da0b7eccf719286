package dev.fastserial.spring.boot.tests.outside;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;

/** A plain Serializable class outside the allowed packages whose readObject records that it ran (a gadget's stand-in). */
public class Gadget implements Serializable {
    private static final long serialVersionUID = 1L;
    public static volatile boolean ran;

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        ran = true;
    }
}
