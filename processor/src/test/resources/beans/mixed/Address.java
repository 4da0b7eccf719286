package mixed;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** An embedded value. */
@FastSerial
public record Address(String street, String city, String zip) implements Serializable {
    private Object writeReplace() { return new AddressExternalizer(this); }
}
