package values;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.text.ParseException;

/** A constructor that declares a checked exception: what it throws on read is an InvalidObjectException too. */
@FastSerial
public final class Checked implements Serializable {
    final String code;

    public Checked(String code) throws ParseException {
        if (code.isEmpty()) {
            throw new ParseException("empty code", 0);
        }
        this.code = code;
    }

    private Object writeReplace() { return new CheckedExternalizer(this); }
}
