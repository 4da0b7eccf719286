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
 * examples' lock file: round trips on the JDK path and on the direct path (at top level and inline
 * in a bean); the constructors' validation on every read, on both paths.
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

    @Test
    void valuesAtTopLevelOnTheDirectPath() throws IOException {
        Money money = new Money(11_900, "EUR");
        byte[] bytes = FastBytes.toBytes(money);
        assertEquals(money, FastBytes.fromBytes(bytes, Money.class));
        // its fields alone: tag, flags, cents (a long: 8 bytes), "EUR" (1 + 3); no class name, no proxy
        assertEquals(14, bytes.length);
        assertTrue(!new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1).contains("Money"));
        Percent vat = new Percent(1_900);
        assertEquals(vat, FastBytes.fromBytes(FastBytes.toBytes(vat), Percent.class));
        assertDeepEquals(invoice(), dev.fastserial.testing.Direct.roundTrip(invoice()));
    }

    /**
     * Bytes edited to hold what the constructors reject: a lowercase currency (the record's compact
     * constructor), a rate over 100% (the immutable class's constructor), at top level and inside
     * the Invoice. Every read fails with an InvalidObjectException whose cause is the constructor's.
     */
    @Test
    void noDirectMessageMakesAValueItsConstructorRejects() {
        byte[] money = FastBytes.toBytes(new Money(1, "EUR"));
        assertRejected(edit(money, "EUR", "eur"), Money.class);
        assertRejected(edit(FastBytes.toBytes(invoice()), "EUR", "EU$"), Invoice.class);

        byte[] percent = FastBytes.toBytes(new Percent(5_000));
        // basis points last, as a zigzag varint: 5_000 -> 10_000 (0x2710) in two bytes, 0x80 | 0x27, 0x10
        assertEquals(0x80 | 0x27, percent[percent.length - 2] & 0xFF);
        assertEquals(0x10, percent[percent.length - 1]);
        assertRejected(negate(percent), Percent.class);
    }

    /** The same varint with its sign bit set: a negative rate. */
    private static byte[] negate(byte[] percent) {
        byte[] bytes = percent.clone();
        bytes[bytes.length - 1] |= 1; // zigzag: the low bit is the sign (-5_001)
        return bytes;
    }

    private static byte[] edit(byte[] bytes, String from, String to) {
        String text = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
        assertTrue(text.contains(from), from);
        return text.replace(from, to).getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    private static void assertRejected(byte[] bytes, Class<?> type) {
        InvalidObjectException e = assertThrows(InvalidObjectException.class, () -> FastBytes.fromBytes(bytes, type));
        assertInstanceOf(IllegalArgumentException.class, e.getCause());
        assertThrows(InvalidObjectException.class,
                () -> FastBytes.read(dev.fastserial.testing.Direct.hostStream(bytes), type));
    }
}
