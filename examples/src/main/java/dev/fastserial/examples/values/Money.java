package dev.fastserial.examples.values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/**
 * An amount in a currency, as Java 17 code models values: a record. Its compact constructor
 * validates, and runs on every read, so no stream can make a Money with a bad currency code.
 */
@FastSerial
public record Money(long cents, String currency) implements Serializable {
    public Money {
        if (currency == null || !currency.matches("[A-Z]{3}")) {
            throw new IllegalArgumentException("not an ISO 4217 currency code: " + currency);
        }
    }

    private Object writeReplace() { return new MoneyExternalizer(this); }
}
