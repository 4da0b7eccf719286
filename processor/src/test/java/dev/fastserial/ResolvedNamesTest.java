package dev.fastserial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The table in front of {@code FastTypes}' resolved names: a name's bytes find the class put for
 * exactly those bytes, wherever they lie in the message, and nothing else; names that share a
 * slot (same length, same last bytes) each find their own class, the oldest of three giving way
 * (to be checked in full again, as a name never seen is).
 */
class ResolvedNamesTest {

    @Test
    void aNameFindsItsClassAtAnyOffsetAndNoOtherNameDoes() {
        ResolvedNames names = new ResolvedNames(null);
        byte[] name = bytes("com.acme.model.Customer");
        names.put(name, 0, name.length, String.class);
        byte[] message = bytes("\u0010\u0017com.acme.model.Customer and more");
        assertEquals(String.class, names.find(message, 2, name.length));
        assertNull(names.find(bytes("com.acme.modeL.Customer"), 0, name.length), "one byte differs, in the middle");
        assertNull(names.find(bytes("com.acme.model.Customers"), 0, name.length + 1), "a byte longer");
        assertNull(names.find(bytes("com.acme.model.Customer"), 0, name.length - 1), "a byte shorter");
        assertNull(names.find(bytes("org.acme.model.Customer"), 0, name.length), "the first byte differs");
    }

    @Test
    void namesSharingASlotEachFindTheirOwnClassUntilAThirdComes() {
        ResolvedNames names = new ResolvedNames(null);
        byte[] a = bytes("a.one.OrderLine");
        byte[] b = bytes("b.two.OrderLine");
        byte[] c = bytes("c.six.OrderLine");
        assertEquals(ResolvedNames.slot(a, 0, a.length), ResolvedNames.slot(b, 0, b.length));
        assertEquals(ResolvedNames.slot(a, 0, a.length), ResolvedNames.slot(c, 0, c.length));
        names.put(a, 0, a.length, Integer.class);
        names.put(b, 0, b.length, Long.class);
        assertEquals(Integer.class, names.find(a, 0, a.length));
        assertEquals(Long.class, names.find(b, 0, b.length));
        names.put(c, 0, c.length, Short.class);
        assertEquals(Short.class, names.find(c, 0, c.length));
        assertEquals(Long.class, names.find(b, 0, b.length));
        assertNull(names.find(a, 0, a.length), "the oldest gave way: checked in full again");
    }

    @Test
    void shortNamesToo() {
        ResolvedNames names = new ResolvedNames(null);
        byte[] a = bytes("p.A");
        byte[] b = bytes("p.B");
        names.put(a, 0, a.length, Integer.class);
        assertEquals(Integer.class, names.find(a, 0, a.length));
        assertNull(names.find(b, 0, b.length));
        names.put(b, 0, b.length, Long.class);
        assertEquals(Long.class, names.find(b, 0, b.length));
        assertEquals(Integer.class, names.find(a, 0, a.length));
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
