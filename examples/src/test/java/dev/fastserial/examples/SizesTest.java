package dev.fastserial.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.testing.DataObjectOutput;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;

/**
 * Serialized sizes, one object per fresh ObjectOutputStream as the articles measure them, and the
 * bytes writeExternal itself writes. The figures are printed for the record; the assertions are
 * the promises. The examples are built with a lock file (examples/fastserial.lock), so these are
 * the bytes of beans that can change.
 */
class SizesTest {

    /** What writeExternal alone writes: no stream header, no class descriptor, no block framing. */
    static int payload(Object bean) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            ((Externalizable) bean).writeExternal(new DataObjectOutput(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.size();
    }

    @Test
    void twelveFieldBeanFitsAllItsOverheadInTheTwoBytesOfAHandWrittenNullMask() {
        int generated = payload(Samples.twelveFields());
        int nullMask = payload(Samples.twelveFieldsNullMask());
        System.out.printf("12-field bean, writeExternal's bytes: fastserial %d, hand-written with a null mask %d%n",
                generated, nullMask);
        assertTrue(generated <= nullMask, generated + " > " + nullMask);
        TwelveFieldBean empty = new TwelveFieldBean();
        assertTrue(payload(empty) <= 2, "all-null bean: " + payload(empty) + " bytes");
    }

    @Test
    void everyArticleBeanIsNoLargerThanTheBestHandWrittenExternalizable() {
        check("12-field bean", Sizes.of(Samples.twelveFieldsHandWritten()), Sizes.of(Samples.twelveFields()));
        check("Employee", Sizes.of(Samples.employeeHandWritten()), Sizes.of(Samples.employee()));
        check("TestClass", Sizes.of(Samples.testClassHandWritten()), Sizes.of(Samples.testClass()));
        check("Message", Sizes.of(Samples.messageHandWritten()), Sizes.of(Samples.message()));
    }

    @Test
    void everyArticleBeanIsSmallerThanWithDefaultSerialization() {
        check("12-field bean", Sizes.of(Samples.twelveFieldsPlain()), Sizes.of(Samples.twelveFields()));
        check("Employee", Sizes.of(Samples.employeePlain()), Sizes.of(Samples.employee()));
        check("TestClass", Sizes.of(Samples.testClassPlain()), Sizes.of(Samples.testClass()));
        check("Message", Sizes.of(Samples.messagePlain()), Sizes.of(Samples.message()));
    }

    private static void check(String bean, int other, int generated) {
        System.out.printf("%s: other %d bytes, fastserial %d bytes (%.2fx)%n", bean, other, generated, (double) generated / other);
        assertTrue(generated <= other, bean + ": " + generated + " > " + other);
    }
}
