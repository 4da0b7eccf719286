package dev.fastserial.examples.handwritten;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.Date;

/**
 * The 12-field bean as an expert writes it by hand with a null mask: one {@code writeShort} whose
 * 12 bits say which fields are present, then the present values unboxed, dates as epoch millis,
 * strings with writeUTF. The control for fastserial's bytes with a lock file: all its own
 * per-class-level overhead must fit in the same 2 bytes.
 */
public class TwelveFieldBeanNullMask implements Externalizable {
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

    public TwelveFieldBeanNullMask() {
    }

    public TwelveFieldBeanNullMask(Long tradeId, Long accountId, Long orderId, Double price, Double quantity,
                                   Double commission, String symbol, String trader, String venue, Date created,
                                   Date updated, Date settled) {
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
        Object[] fields = {tradeId, accountId, orderId, price, quantity, commission, symbol, trader, venue,
                           created, updated, settled};
        int nullMask = 0;
        for (int i = 0; i < fields.length; i++) {
            if (fields[i] == null) {
                nullMask |= 1 << i;
            }
        }
        out.writeShort(nullMask);
        if (tradeId != null) out.writeLong(tradeId);
        if (accountId != null) out.writeLong(accountId);
        if (orderId != null) out.writeLong(orderId);
        if (price != null) out.writeDouble(price);
        if (quantity != null) out.writeDouble(quantity);
        if (commission != null) out.writeDouble(commission);
        if (symbol != null) out.writeUTF(symbol);
        if (trader != null) out.writeUTF(trader);
        if (venue != null) out.writeUTF(venue);
        if (created != null) out.writeLong(created.getTime());
        if (updated != null) out.writeLong(updated.getTime());
        if (settled != null) out.writeLong(settled.getTime());
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        int nullMask = in.readUnsignedShort();
        tradeId = (nullMask & 1) != 0 ? null : in.readLong();
        accountId = (nullMask & 1 << 1) != 0 ? null : in.readLong();
        orderId = (nullMask & 1 << 2) != 0 ? null : in.readLong();
        price = (nullMask & 1 << 3) != 0 ? null : in.readDouble();
        quantity = (nullMask & 1 << 4) != 0 ? null : in.readDouble();
        commission = (nullMask & 1 << 5) != 0 ? null : in.readDouble();
        symbol = (nullMask & 1 << 6) != 0 ? null : in.readUTF();
        trader = (nullMask & 1 << 7) != 0 ? null : in.readUTF();
        venue = (nullMask & 1 << 8) != 0 ? null : in.readUTF();
        created = (nullMask & 1 << 9) != 0 ? null : new Date(in.readLong());
        updated = (nullMask & 1 << 10) != 0 ? null : new Date(in.readLong());
        settled = (nullMask & 1 << 11) != 0 ? null : new Date(in.readLong());
    }
}
