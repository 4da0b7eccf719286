package dev.fastserial.examples.robustness;

import dev.fastserial.FastBytes;
import dev.fastserial.examples.robustness.FuzzHarness.Bean;
import dev.fastserial.testing.DeepEquals;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.Externalizable;
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
 * <p>The input's first byte chooses the bean (its low bits, modulo the number of beans) and the
 * entry point (its top bit): 0, {@code FastBytes.fromBytes(message, type)}; 1,
 * {@code FastBytes.read(DataInput, type)}, the hosts' path. The rest of the input is the message.
 */
final class DirectFuzzHarness {
    private DirectFuzzHarness() {}

    static boolean viaDataInput(byte[] input) {
        return input.length > 0 && (input[0] & 0x80) != 0;
    }

    static byte[] message(byte[] input) {
        return input.length == 0 ? new byte[0] : Arrays.copyOfRange(input, 1, input.length);
    }

    /** The input that makes {@code bean} read {@code message} through the given entry point. */
    static byte[] input(Bean bean, byte[] message, boolean viaDataInput) {
        byte[] input = new byte[message.length + 1];
        input[0] = (byte) (bean.ordinal() | (viaDataInput ? 0x80 : 0));
        System.arraycopy(message, 0, input, 1, message.length);
        return input;
    }

    /** Runs every check on one input; throws AssertionError (with the input in hex) on a finding. */
    static FuzzHarness.Outcome check(byte[] input) {
        Bean bean = FuzzHarness.bean(input);
        byte[] message = message(input);
        FuzzHarness.Outcome outcome = read(bean, message, viaDataInput(input), input);
        long budget = FuzzHarness.budget(message);
        if (outcome.allocated > budget) {
            // A first use of a class (reflection data, a Java stream's descriptors) allocates once: measure again.
            FuzzHarness.Outcome again = read(bean, message, viaDataInput(input), input);
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

    private static FuzzHarness.Outcome read(Bean bean, byte[] message, boolean viaDataInput, byte[] input) {
        Class<? extends Externalizable> type = bean.create().getClass();
        long before = FuzzHarness.allocatedBytes();
        try {
            Externalizable value = viaDataInput
                    ? FastBytes.read(new DataInputStream(new ByteArrayInputStream(message)), type)
                    : FastBytes.fromBytes(message, type);
            return new FuzzHarness.Outcome(bean, value, null, FuzzHarness.allocatedBytes() - before);
        } catch (IOException expected) {
            return new FuzzHarness.Outcome(bean, null, expected, FuzzHarness.allocatedBytes() - before);
        } catch (RuntimeException | Error e) {
            throw new AssertionError(bean + ": FastBytes let " + e + " escape on input " + FuzzHarness.hex(input), e);
        }
    }

    private static void writeAndReadAgain(FuzzHarness.Outcome outcome, byte[] input) {
        Object copy;
        try {
            copy = FastBytes.fromBytes(FastBytes.toBytes(outcome.value), outcome.value.getClass());
        } catch (IOException | RuntimeException | Error e) {
            throw new AssertionError(outcome.bean + ": read, but writing and reading it again failed with " + e
                    + " on input " + FuzzHarness.hex(input), e);
        }
        try {
            DeepEquals.assertDeepEquals(outcome.value, copy);
        } catch (AssertionError e) {
            throw new AssertionError(outcome.bean + ": read, written again and read back different (" + e.getMessage()
                    + ") on input " + FuzzHarness.hex(input), e);
        }
    }
}
