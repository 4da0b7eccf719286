package mixed;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.math.BigDecimal;

@FastSerial
public record OrderLine(String sku, int quantity, BigDecimal price) implements Serializable {
    private Object writeReplace() { return new OrderLineExternalizer(this); }
}
