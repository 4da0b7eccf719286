package hierarchy;

import dev.fastserial.*;
import java.io.*;
import java.util.*;

@FastSerial
public class Circle extends Shape {
    private static final long serialVersionUID = 1L;
    double radius;
    public Circle() {}
    @Override public void writeExternal(ObjectOutput out) throws IOException { CircleExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { CircleExternalizer.readExternal(this, in); }
}
