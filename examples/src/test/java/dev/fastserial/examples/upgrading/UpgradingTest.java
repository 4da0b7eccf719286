package dev.fastserial.examples.upgrading;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.FastBytes;
import dev.fastserial.examples.upgrading.legacy.LegacyInput;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StreamCorruptedException;
import java.io.UncheckedIOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/upgrading.md's worked migration, on bytes the classes wrote before the switch to
 * {@code @FastSerial} (the resources {@code account-v0.hex}, default serialization, and
 * {@code customer-v0.hex}, hand-written {@code Externalizable}, written by those classes under
 * these very names): what a plain read makes of them after the switch (nothing: the JDK refuses
 * them, or the generated code does), and the conversion the page describes, which reads every
 * field back and writes the bean anew.
 */
class UpgradingTest {

    /** Default serialization's bytes name a Serializable class; the class is Externalizable now. */
    @Test
    void defaultSerializationBytesAreRefusedAfterTheSwitch() {
        InvalidClassException e = assertThrows(InvalidClassException.class, () -> plainRead(old("account-v0.hex")));
        assertTrue(e.getMessage().contains("Serializable incompatible with Externalizable"), e.getMessage());
    }

    /** Hand-written Externalizable bytes reach the generated readExternal, which refuses them. */
    @Test
    void handWrittenBytesAreRefusedByTheGeneratedReader() {
        // The hand-written payload starts with writeUTF("Bob"): 00 03. Read as flags: layout mark 0, then
        // a fingerprint that is not the bean's. Another payload could pass the mark; nothing guarantees
        // that the generated code refuses every hand-written payload, so never let it try (below).
        IOException e = assertThrows(IOException.class, () -> plainRead(old("customer-v0.hex")));
        assertTrue(e instanceof InvalidClassException || e instanceof StreamCorruptedException, e.toString());
    }

    @Test
    void legacyInputReadsTheOldBytesAndTheBeanWritesThemAnew() throws Exception {
        Account account;
        try (ObjectInputStream in = new LegacyInput(new ByteArrayInputStream(old("account-v0.hex")))) {
            account = Account.from((dev.fastserial.examples.upgrading.legacy.Account) in.readObject());
        }
        assertEquals("Ann", account.owner);
        assertEquals(1200L, account.balanceCents);
        assertEquals(List.of("vip"), account.tags);

        Account back = (Account) plainRead(write(account)); // the new form, on a JDK stream
        assertEquals("Ann", back.owner);
        assertEquals(1200L, back.balanceCents);
        assertEquals(List.of("vip"), back.tags);
        Account direct = FastBytes.fromBytes(FastBytes.toBytes(account), Account.class);
        assertEquals(List.of("vip"), direct.tags);

        Customer customer;
        try (ObjectInputStream in = new LegacyInput(new ByteArrayInputStream(old("customer-v0.hex")))) {
            customer = Customer.from((dev.fastserial.examples.upgrading.legacy.Customer) in.readObject());
        }
        assertEquals("Bob", customer.name);
        assertEquals(42, customer.visits);
        Customer again = (Customer) plainRead(write(customer));
        assertEquals("Bob", again.name);
        assertEquals(42, again.visits);
    }

    /** Read-through: new bytes as they are, old ones through LegacyInput, told apart by the JDK's own refusal. */
    @Test
    void aReaderOfBothFormsConvertsOldBytesOnTheFly() throws Exception {
        Account old = (Account) readEither(old("account-v0.hex"));
        assertEquals("Ann", old.owner);
        byte[] converted = write(old);
        Account fresh = (Account) readEither(converted);
        assertEquals(1200L, fresh.balanceCents);
        assertArrayEquals(converted, write(fresh));
    }

    /** docs/upgrading.md's read-through, for the default-serialized Account. */
    static Object readEither(byte[] bytes) throws IOException, ClassNotFoundException {
        try {
            return plainRead(bytes);
        } catch (InvalidClassException e) { // "Serializable incompatible with Externalizable": an old entry
            try (ObjectInputStream in = new LegacyInput(new ByteArrayInputStream(bytes))) {
                return Account.from((dev.fastserial.examples.upgrading.legacy.Account) in.readObject());
            }
        }
    }

    private static Object plainRead(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        }
    }

    private static byte[] write(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    /** A resource of hex bytes (as the old class's build wrote them; whitespace between bytes). */
    private static byte[] old(String name) {
        try (InputStream in = UpgradingTest.class.getResourceAsStream(name)) {
            String[] hex = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII).trim().split("\\s+");
            byte[] bytes = new byte[hex.length];
            for (int i = 0; i < hex.length; i++) {
                bytes[i] = (byte) Integer.parseInt(hex[i], 16);
            }
            return bytes;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
