package dev.fastserial.examples.plain;

import java.io.Serializable;
import java.util.Date;

/** The 12-field bean with default Java serialization: the articles' baseline. */
public class TwelveFieldBean implements Serializable {
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
}
