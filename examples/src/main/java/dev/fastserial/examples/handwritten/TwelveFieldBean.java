package dev.fastserial.examples.handwritten;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.Date;

/**
 * The 12-field bean written by hand the way the article's best variant with null handling does
 * it ("Efficient Externalizable"): per nullable field a boolean, then the unboxed value; dates as
 * epoch milliseconds; strings with writeUTF. The bar fastserial's generated code must meet.
 */
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

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        writeLong(out, tradeId);
        writeLong(out, accountId);
        writeLong(out, orderId);
        writeDouble(out, price);
        writeDouble(out, quantity);
        writeDouble(out, commission);
        writeString(out, symbol);
        writeString(out, trader);
        writeString(out, venue);
        writeDate(out, created);
        writeDate(out, updated);
        writeDate(out, settled);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        tradeId = in.readBoolean() ? in.readLong() : null;
        accountId = in.readBoolean() ? in.readLong() : null;
        orderId = in.readBoolean() ? in.readLong() : null;
        price = in.readBoolean() ? in.readDouble() : null;
        quantity = in.readBoolean() ? in.readDouble() : null;
        commission = in.readBoolean() ? in.readDouble() : null;
        symbol = in.readBoolean() ? in.readUTF() : null;
        trader = in.readBoolean() ? in.readUTF() : null;
        venue = in.readBoolean() ? in.readUTF() : null;
        created = in.readBoolean() ? new Date(in.readLong()) : null;
        updated = in.readBoolean() ? new Date(in.readLong()) : null;
        settled = in.readBoolean() ? new Date(in.readLong()) : null;
    }

    private static void writeLong(ObjectOutput out, Long value) throws IOException {
        out.writeBoolean(value != null);
        if (value != null) {
            out.writeLong(value);
        }
    }

    private static void writeDouble(ObjectOutput out, Double value) throws IOException {
        out.writeBoolean(value != null);
        if (value != null) {
            out.writeDouble(value);
        }
    }

    private static void writeString(ObjectOutput out, String value) throws IOException {
        out.writeBoolean(value != null);
        if (value != null) {
            out.writeUTF(value);
        }
    }

    private static void writeDate(ObjectOutput out, Date value) throws IOException {
        out.writeBoolean(value != null);
        if (value != null) {
            out.writeLong(value.getTime());
        }
    }
}
