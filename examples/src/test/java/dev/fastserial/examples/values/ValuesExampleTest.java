package dev.fastserial.examples.values;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.FastBytes;
import dev.fastserial.testing.Streams;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectOutput;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The examples' record (Money) and immutable class (Percent) in a bean (Invoice), built with the
 * examples' lock file: round trips on the JDK path and, inline in a bean, on the direct path; the
 * constructors' validation on every read.
 */
class ValuesExampleTest {

    static Invoice invoice() {
        return new Invoice("2026-0042", new Money(11_900, "EUR"),
                new ArrayList<>(List.of(new Money(9_000, "EUR"), new Money(1_000, "EUR"))), new Percent(1_900));
    }

    @Test
    void anInvoiceWithItsValuesRoundTripsOnBothPaths() throws IOException {
        Invoice invoice = invoice();
        assertDeepEquals(invoice, Streams.roundTrip(invoice));
        assertDeepEquals(invoice, FastBytes.fromBytes(FastBytes.toBytes(invoice), Invoice.class));
    }

    @Test
    void aTopLevelRecordGoesThroughItsProxyAndKeepsSharing() {
        Money money = new Money(250, "CHF");
        List<Object> read = Streams.deserialize(Streams.serialize(money, money), Money.class.getClassLoader(), 2);
        assertEquals(money, read.get(0));
        assertSame(read.get(0), read.get(1));
        assertTrue(Streams.serialize(money).length < Streams.serialize(new PlainMoney(250, "CHF")).length);
    }

    /** The same record without @FastSerial: Java serialization's own record format, to compare sizes. */
    record PlainMoney(long cents, String currency) implements java.io.Serializable {}

    @Test
    void noStreamMakesAMoneyItsConstructorRejects() throws Exception {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (ObjectOutput out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(new MoneyExternalizer(new Money(1, "EUR")));
        }
        byte[] valid = bytes.toByteArray();
        String text = new String(valid, java.nio.charset.StandardCharsets.ISO_8859_1);
        byte[] hostile = text.replace("EUR", "eur").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        InvalidObjectException e = assertThrows(InvalidObjectException.class,
                () -> Streams.input(hostile, Money.class.getClassLoader()).readObject());
        assertInstanceOf(IllegalArgumentException.class, e.getCause());
    }
}
