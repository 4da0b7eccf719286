package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.DataObjectOutput;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.Currency;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docs/types.md, "Bounded reads": a zone id or a currency code no such thing has fails as
 * InvalidObjectException naming the value read, never as the JDK's DateTimeException or
 * IllegalArgumentException (the fuzz and mutation tests accept any IOException).
 */
class CorruptValuesTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(BeanSources.bean("cv", "Place", "public class Place implements Externalizable",
                "java.time.ZoneId zone;", "Currency currency;", "public Place() {}"));
    }

    private static byte[] place(ZoneId zone, Currency currency) throws IOException {
        Object place = set(set(beans.newInstance("cv.Place"), "zone", zone), "currency", currency);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ((Externalizable) place).writeExternal(new DataObjectOutput(bytes));
        return bytes.toByteArray();
    }

    /** The bytes with {@code from}'s UTF-8 replaced by {@code to}'s (the same length). */
    private static byte[] replace(byte[] bytes, String from, String to) {
        byte[] f = from.getBytes(StandardCharsets.UTF_8);
        byte[] t = to.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i + f.length <= bytes.length; i++) {
            if (java.util.Arrays.equals(bytes, i, i + f.length, f, 0, f.length)) {
                byte[] copy = bytes.clone();
                System.arraycopy(t, 0, copy, i, t.length);
                return copy;
            }
        }
        throw new AssertionError(from + " not in the bytes");
    }

    private static InvalidObjectException readFails(byte[] bytes) {
        Externalizable place = (Externalizable) beans.newInstance("cv.Place");
        return assertThrows(InvalidObjectException.class,
                () -> place.readExternal(new DataObjectInput(new ByteArrayInputStream(bytes))));
    }

    @Test
    void aZoneIdNoZoneHasIsAnInvalidObjectException() throws Exception {
        byte[] bytes = place(ZoneId.of("Europe/Paris"), null);
        assertThat(readFails(replace(bytes, "Europe/Paris", "Europe/Nowhe")).getMessage()).contains("Europe/Nowhe");
        assertThat(readFails(replace(bytes, "Europe/Paris", "Europe/Par!s")).getMessage()).contains("Europe/Par!s");
    }

    @Test
    void aCurrencyCodeNoCurrencyHasIsAnInvalidObjectException() throws Exception {
        byte[] bytes = place(null, Currency.getInstance("EUR"));
        assertThat(readFails(replace(bytes, "EUR", "EUX")).getMessage()).isEqualTo("invalid Currency code: EUX");
        assertThat(readFails(replace(bytes, "EUR", "eur")).getMessage()).isEqualTo("invalid Currency code: eur");
    }
}
