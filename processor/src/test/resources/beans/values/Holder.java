package values;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.List;
import java.util.Map;

/** A bean holding records and immutable classes: each written inline, in fields and containers. */
@FastSerial
public class Holder implements Externalizable {
    private static final long serialVersionUID = 1L;
    Point point;
    Money money;
    Range range;
    List<Point> points;
    Map<Point, Money> prices;
    Point[] corners;
    Pair<String, Long> pair;
    Outer.Inner inner;
    Amount amount;
    Shape shape;
    Object anything;
    Object other;

    public Holder() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        HolderExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        HolderExternalizer.readExternal(this, in);
    }
}
