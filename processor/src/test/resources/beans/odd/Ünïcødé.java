package odd;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** Unicode identifiers: class, fields, enum constants. */
@FastSerial
public class Ünïcødé implements Externalizable {
    private static final long serialVersionUID = 1L;

    enum Größe { KLEIN, MITTEL, GROẞ }

    String 名前;
    int größe;
    Größe maß;
    double π;
    String $dollar_und_unterstrich_;

    public Ünïcødé() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        ÜnïcødéExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        ÜnïcødéExternalizer.readExternal(this, in);
    }
}
