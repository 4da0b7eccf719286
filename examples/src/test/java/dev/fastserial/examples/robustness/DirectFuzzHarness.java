package dev.fastserial.examples.robustness;

import dev.fastserial.FastBytes;
import dev.fastserial.examples.robustness.FuzzHarness.Bean;
import dev.fastserial.examples.values.Invoice;
import dev.fastserial.examples.values.Money;
import dev.fastserial.examples.values.Percent;
import dev.fastserial.testing.DeepEquals;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Arrays;

/**
 * What {@link FastBytesFuzzTest} does with one input: the fuzzer's bytes become a direct-path
 * message ({@link FastBytes}) that an article bean is read from, with FastBytes' defaults (no
 * serial filter set: its own bounds on Java-serialized values apply). Then, as in
 * {@link FuzzHarness}: only an {@link IOException} may escape; the reading thread may allocate at
 * most {@link FuzzHarness#budget} bytes; a bean that reads successfully must write itself and read
 * back deep-equal.
 *
 * <p>The input's first byte chooses the {@link Target} (its low bits, modulo the number of
 * targets: the article beans, then the examples' record {@link Money}, immutable class
 * {@link Percent} and the bean holding them, {@link Invoice}) and the entry point (its top bit):
 * 0, {@code FastBytes.fromBytes(message, type)}; 1, {@code FastBytes.read(DataInput, type)}, the
 * hosts' path. The rest of the input is the message (on the hosts' path: as
 * {@code FastBytes.write(value, DataOutput)} puts it, its length first). A record or immutable
 * class is built by its
 * constructor, which rejects what it must: an {@code InvalidObjectException}, an IOException.
 */
final class DirectFuzzHarness {
    private DirectFuzzHarness() {}

    /** What a direct-path message is read as: the article beans (in {@link Bean}'s order), then values. */
    enum Target {
        TWELVE_FIELDS(Bean.TWELVE_FIELDS),
        EMPLOYEE(Bean.EMPLOYEE),
        TEST_BASE_CLASS(Bean.TEST_BASE_CLASS),
        TEST_CLASS(Bean.TEST_CLASS),
        MESSAGE(Bean.MESSAGE),
        PLAYER(Bean.PLAYER),
        INVOICE(Invoice.class, true),
        MONEY(Money.class, true),
        PERCENT(Percent.class, true);

        final Class<?> type;
        /** Whatever reads must write and read back deep-equal (false: Object fields, anything comes back). */
        final boolean roundTrips;

        Target(Bean bean) {
            this(bean.create().getClass(), bean.roundTrips);
        }

        Target(Class<?> type, boolean roundTrips) {
            this.type = type;
            this.roundTrips = roundTrips;
        }

        /** The first byte of an input for this target, through {@code fromBytes} or a DataInput. */
        byte selector(boolean viaDataInput) {
            return (byte) (ordinal() | (viaDataInput ? 0x80 : 0));
        }

        static Target of(Class<?> type) {
            for (Target t : values()) {
                if (t.type == type) {
                    return t;
                }
            }
            throw new IllegalArgumentException(type.getName());
        }

        static Target of(byte[] input) {
            int b = input.length == 0 ? 0 : input[0] & 0x7F;
            return values()[b % values().length];
        }
    }

    /** What reading one input did. */
    static final class Outcome {
        final Target target;
        final Object value;
        final Exception failure;
        final long allocated;

        Outcome(Target target, Object value, Exception failure, long allocated) {
            this.target = target;
            this.value = value;
            this.failure = failure;
            this.allocated = allocated;
        }

        boolean read() {
            return failure == null;
        }
    }

    static boolean viaDataInput(byte[] input) {
        return input.length > 0 && (input[0] & 0x80) != 0;
    }

    static byte[] message(byte[] input) {
        return input.length == 0 ? new byte[0] : Arrays.copyOfRange(input, 1, input.length);
    }

    /** The input that makes {@code target} read {@code message} through the given entry point. */
    static byte[] input(Target target, byte[] message, boolean viaDataInput) {
        byte[] input = new byte[message.length + 1];
        input[0] = target.selector(viaDataInput);
        System.arraycopy(message, 0, input, 1, message.length);
        return input;
    }

    /** Runs every check on one input; throws AssertionError (with the input in hex) on a finding. */
    static Outcome check(byte[] input) {
        Target bean = Target.of(input);
        byte[] message = message(input);
        Outcome outcome = read(bean, message, viaDataInput(input), input);
        long budget = FuzzHarness.budget(message);
        if (outcome.allocated > budget) {
            // A first use of a class (reflection data, a Java stream's descriptors) allocates once: measure again.
            Outcome again = read(bean, message, viaDataInput(input), input);
            if (again.allocated > budget) {
                throw new AssertionError(bean + ": FastBytes allocated " + again.allocated + " bytes reading a message of "
                        + message.length + " (budget " + budget + ", " + (again.failure == null ? "read successfully"
                        : "then " + again.failure) + ") on input " + FuzzHarness.hex(input));
            }
            outcome = again;
        }
        if (outcome.read() && bean.roundTrips && !FuzzHarness.pollutedByFallback(outcome.value)) {
            writeAndReadAgain(outcome, input);
        }
        return outcome;
    }

    private static Outcome read(Target bean, byte[] message, boolean viaDataInput, byte[] input) {
        Class<?> type = bean.type;
        long before = FuzzHarness.allocatedBytes();
        try {
            Object value = viaDataInput
                    ? FastBytes.read(new DataInputStream(new ByteArrayInputStream(message)), type)
                    : FastBytes.fromBytes(message, type);
            return new Outcome(bean, value, null, FuzzHarness.allocatedBytes() - before);
        } catch (IOException expected) {
            return new Outcome(bean, null, expected, FuzzHarness.allocatedBytes() - before);
        } catch (RuntimeException | Error e) {
            throw new AssertionError(bean + ": FastBytes let " + e + " escape on input " + FuzzHarness.hex(input), e);
        }
    }

    private static void writeAndReadAgain(Outcome outcome, byte[] input) {
        Object copy;
        try {
            copy = FastBytes.fromBytes(FastBytes.toBytes(outcome.value), outcome.value.getClass());
        } catch (IOException | RuntimeException | Error e) {
            throw new AssertionError(outcome.target + ": read, but writing and reading it again failed with " + e
                    + " on input " + FuzzHarness.hex(input), e);
        }
        try {
            DeepEquals.assertDeepEquals(outcome.value, copy);
        } catch (AssertionError e) {
            throw new AssertionError(outcome.target + ": read, written again and read back different (" + e.getMessage()
                    + ") on input " + FuzzHarness.hex(input), e);
        }
    }
}
