package dev.fastserial.hazelcast.beans;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** A record, rebuilt through its validating constructor on every read. */
@FastSerial
public record Money(long cents, String currency) implements Serializable {
    public Money {
        if (currency == null || !currency.matches("[A-Z]{3}")) {
            throw new IllegalArgumentException("not an ISO 4217 currency code: " + currency);
        }
    }

    private Object writeReplace() {
        return new MoneyExternalizer(this);
    }
}
