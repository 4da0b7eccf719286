package dev.fastserial.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Serialized sizes, one object per fresh ObjectOutputStream as the articles measure them. The
 * figures are printed for the record; the assertions are the promises.
 */
class SizesTest {

    @Test
    void twelveFieldBeanIsNoLargerThanTheBestHandWrittenExternalizable() {
        int plain = Sizes.of(Samples.twelveFieldsPlain());
        int handWritten = Sizes.of(Samples.twelveFieldsHandWritten());
        int generated = Sizes.of(Samples.twelveFields());
        System.out.printf("12-field bean: Serializable %d, hand-written Externalizable %d, fastserial %d bytes%n",
                plain, handWritten, generated);
        assertTrue(generated <= handWritten, generated + " > " + handWritten);
    }

    @Test
    void everyArticleBeanIsSmallerThanWithDefaultSerialization() {
        check("12-field bean", Sizes.of(Samples.twelveFieldsPlain()), Sizes.of(Samples.twelveFields()));
        check("Employee", Sizes.of(Samples.employeePlain()), Sizes.of(Samples.employee()));
        check("TestClass", Sizes.of(Samples.testClassPlain()), Sizes.of(Samples.testClass()));
        check("Message", Sizes.of(Samples.messagePlain()), Sizes.of(Samples.message()));
    }

    private static void check(String bean, int plain, int generated) {
        System.out.printf("%s: Serializable %d bytes, fastserial %d bytes (%.2fx)%n", bean, plain, generated,
                (double) generated / plain);
        assertTrue(generated < plain, bean + ": " + generated + " >= " + plain);
    }
}
