package mixed;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.time.Instant;
import java.util.List;

/** An order record holding its customer, a mixed class, inline. */
@FastSerial
public record Order(String orderId, Customer customer, List<OrderLine> lines, Instant placedAt) implements Serializable {
    public Order {
        lines = List.copyOf(lines);
    }

    private Object writeReplace() { return new OrderExternalizer(this); }
}
