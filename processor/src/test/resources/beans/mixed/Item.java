package mixed;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.math.BigDecimal;

/** JPetStore's catalogue item, as a record. */
@FastSerial
public record Item(String itemId, String productId, BigDecimal listPrice) implements Serializable {
    private Object writeReplace() { return new ItemExternalizer(this); }
}
