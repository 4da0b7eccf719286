package dev.fastserial.examples;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.Date;

/**
 * The 12-field bean of "Java serialization performance" (3 Long, 3 Double, 3 String, 3 Date):
 * "fairly representative of the objects transferred" in a real project. Every field may be null.
 */
@FastSerial
public class TwelveFieldBean implements Externalizable {
    private static final long serialVersionUID = 1L;

    Long tradeId;
    Long accountId;
    Long orderId;
    Double price;
    Double quantity;
    Double commission;
    String symbol;
    String trader;
    String venue;
    Date created;
    Date updated;
    Date settled;

    public TwelveFieldBean() {
    }

    public TwelveFieldBean(Long tradeId, Long accountId, Long orderId, Double price, Double quantity, Double commission,
                           String symbol, String trader, String venue, Date created, Date updated, Date settled) {
        this.tradeId = tradeId;
        this.accountId = accountId;
        this.orderId = orderId;
        this.price = price;
        this.quantity = quantity;
        this.commission = commission;
        this.symbol = symbol;
        this.trader = trader;
        this.venue = venue;
        this.created = created;
        this.updated = updated;
        this.settled = settled;
    }

    public Long getTradeId() {
        return tradeId;
    }

    public String getSymbol() {
        return symbol;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        TwelveFieldBeanExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        TwelveFieldBeanExternalizer.readExternal(this, in);
    }
}
