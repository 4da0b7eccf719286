package values;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.util.Objects;

/**
 * An immutable class rebuilt through the constructor whose parameters are its fields by name and
 * type (in another order); one private field is read through its getter. It guards against
 * streams that name it directly (which Java serialization would fill without its constructor).
 */
@FastSerial
public final class Money implements Serializable {
    private static final long serialVersionUID = 1L;

    private final long cents;
    final String currency;

    public Money(String currency, long cents) {
        if (currency == null || currency.length() != 3) {
            throw new IllegalArgumentException("not an ISO 4217 code: " + currency);
        }
        this.currency = currency;
        this.cents = cents;
    }

    public Money(long cents) {
        this("EUR", cents);
    }

    public long getCents() {
        return cents;
    }

    @Override public boolean equals(Object o) {
        return o instanceof Money m && m.cents == cents && m.currency.equals(currency);
    }

    @Override public int hashCode() {
        return Objects.hash(cents, currency);
    }

    private Object writeReplace() { return new MoneyExternalizer(this); }

    /** The serialization proxy pattern's guard: a stream that names Money itself is refused. */
    private void readObject(java.io.ObjectInputStream in) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Money is read through MoneyExternalizer");
    }
}
