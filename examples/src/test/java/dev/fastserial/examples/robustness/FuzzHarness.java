package dev.fastserial.examples.robustness;

import dev.fastserial.examples.Employee;
import dev.fastserial.examples.Message;
import dev.fastserial.examples.Player;
import dev.fastserial.examples.TestBaseClass;
import dev.fastserial.examples.TestClass;
import dev.fastserial.examples.TwelveFieldBean;
import dev.fastserial.testing.DeepEquals;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What the fuzz test does with one input: the fuzzer's bytes become the content of a real
 * {@link ObjectInputStream}, a fresh article bean reads itself from it with its generated
 * {@code readExternal}, and then:
 *
 * <ul>
 *   <li>only {@link IOException} or {@link ClassNotFoundException} may escape: any
 *       RuntimeException or Error (NegativeArraySize, IndexOutOfBounds, ClassCast,
 *       OutOfMemoryError, StackOverflowError...) fails with the input in hex;</li>
 *   <li>the reading thread may allocate at most {@link #budget} bytes: a fixed allowance (the
 *       stream's own buffers, class descriptors, exceptions) plus a constant factor per byte of
 *       input, so that no length prefix makes the reader allocate ahead of the data;</li>
 *   <li>a bean that reads successfully must write itself again and read back deep-equal
 *       (beans whose fields only hold what fastserial itself encodes).</li>
 * </ul>
 *
 * Hangs are the fuzz test's {@code @Timeout}. The input's first byte chooses the bean (its low
 * bits, modulo the number of beans) and the framing (its top bit): 0, the rest of the input
 * follows the 4-byte stream header as it is, block-data headers and object records included
 * (so the fuzzer reaches the {@code writeObject} fallback paths too); 1, the rest of the input is
 * the content of block data, framed by a real {@link ObjectOutputStream} (so the fuzzer spends
 * its time on fastserial's own encodings rather than on block-data headers).
 *
 * <p>What the JDK itself does with a value read with {@code readObject} (allocating an array
 * record's or an ArrayList's claimed length up front; a new exception, with a stack trace as deep
 * as the nesting, at every level a failure unwinds through) is out of the generated code's hands,
 * as with any Java deserialization of untrusted data: like a careful deployment, the stream has an
 * {@link ObjectInputFilter} that rejects arrays longer than the input and objects nested more
 * than 100 deep, unless {@code -Dfastserial.fuzz.unfiltered=true}. What fuzzing found is kept in
 * {@link Findings}.
 */
final class FuzzHarness {
    private FuzzHarness() {}

    /** The article beans: the four articles' annotated classes. */
    enum Bean {
        TWELVE_FIELDS(TwelveFieldBean::new, true),
        EMPLOYEE(Employee::new, true),
        TEST_BASE_CLASS(TestBaseClass::new, true),
        TEST_CLASS(TestClass::new, false), // Object fields: anything Serializable comes back, equal or not
        MESSAGE(Message::new, true),
        PLAYER(Player::new, true),
        /** Not an article's: the values modern code holds (issue 26), each in an encoding of its own. */
        CATALOG(dev.fastserial.examples.values.Catalog::new, true);

        private final Supplier<Externalizable> constructor;
        final boolean roundTrips;

        Bean(Supplier<Externalizable> constructor, boolean roundTrips) {
            this.constructor = constructor;
            this.roundTrips = roundTrips;
        }

        Externalizable create() {
            return constructor.get();
        }

        /** The first byte of an input for this bean, raw or framed. */
        byte selector(boolean framed) {
            return (byte) (ordinal() | (framed ? 0x80 : 0));
        }

        static Bean of(Class<?> type) {
            for (Bean b : values()) {
                if (b.create().getClass() == type) {
                    return b;
                }
            }
            throw new IllegalArgumentException(type.getName());
        }
    }

    static final byte[] STREAM_HEADER = {(byte) 0xAC, (byte) 0xED, 0x00, 0x05};

    /** Allowance for the stream's buffers, class descriptors, exception stack traces. */
    static final long FIXED_ALLOWANCE = 2L << 20;

    /** Bytes the reader may allocate per byte of input. */
    static final long PER_BYTE = 64;

    /** Whether the thread's allocated bytes can be measured (HotSpot: yes). */
    private static final com.sun.management.ThreadMXBean THREADS = threads();

    static Bean bean(byte[] input) {
        int b = input.length == 0 ? 0 : input[0] & 0x7F;
        return Bean.values()[b % Bean.values().length];
    }

    static boolean framed(byte[] input) {
        return input.length > 0 && (input[0] & 0x80) != 0;
    }

    static long budget(byte[] stream) {
        return FIXED_ALLOWANCE + PER_BYTE * stream.length;
    }

    /** The bytes of the ObjectInputStream an input stands for. */
    static byte[] stream(byte[] input) {
        byte[] body = input.length == 0 ? new byte[0] : Arrays.copyOfRange(input, 1, input.length);
        if (framed(input)) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.write(body);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return bytes.toByteArray();
        }
        byte[] stream = Arrays.copyOf(STREAM_HEADER, STREAM_HEADER.length + body.length);
        System.arraycopy(body, 0, stream, STREAM_HEADER.length, body.length);
        return stream;
    }

    /** The input that makes {@code bean} read {@code content} (everything after the stream header). */
    static byte[] rawInput(Bean bean, byte[] streamBytes) {
        byte[] input = new byte[streamBytes.length - STREAM_HEADER.length + 1];
        input[0] = bean.selector(false);
        System.arraycopy(streamBytes, STREAM_HEADER.length, input, 1, input.length - 1);
        return input;
    }

    /** The input that makes {@code bean} read {@code blockData} as the content of block data. */
    static byte[] framedInput(Bean bean, byte[] blockData) {
        byte[] input = new byte[blockData.length + 1];
        input[0] = bean.selector(true);
        System.arraycopy(blockData, 0, input, 1, blockData.length);
        return input;
    }

    /** What reading one input did. */
    static final class Outcome {
        final Bean bean;
        final Externalizable value;
        final Exception failure;
        final long allocated;

        Outcome(Bean bean, Externalizable value, Exception failure, long allocated) {
            this.bean = bean;
            this.value = value;
            this.failure = failure;
            this.allocated = allocated;
        }

        boolean read() {
            return failure == null;
        }
    }

    /**
     * {@code -Dfastserial.fuzz.unfiltered=true}: fuzz without the serial filter, as a deployment
     * without one reads (then the JDK's own allocation for fallback values counts too).
     */
    static final boolean FILTERED = !Boolean.getBoolean("fastserial.fuzz.unfiltered");

    /** Runs every check on one input; throws AssertionError (with the input in hex) on a finding. */
    static Outcome check(byte[] input) {
        return check(input, FILTERED);
    }

    static Outcome check(byte[] input, boolean filtered) {
        Bean bean = bean(input);
        byte[] stream = stream(input);
        Outcome outcome = read(bean, stream, input, filtered);
        if (outcome.allocated > budget(stream)) {
            // A first use of a class (its descriptor, reflection data) allocates once: measure again.
            Outcome again = read(bean, stream, input, filtered);
            if (again.allocated > budget(stream)) {
                throw new AssertionError(bean + ".readExternal allocated " + again.allocated + " bytes for an input of "
                        + input.length + " (budget " + budget(stream) + ", "
                        + (again.failure == null ? "read successfully" : "then " + again.failure) + ") on input " + hex(input));
            }
            outcome = again;
        }
        if (outcome.read() && bean.roundTrips && !pollutedByFallback(outcome.value)) {
            writeAndReadAgain(outcome, input);
        }
        return outcome;
    }

    private static Outcome read(Bean bean, byte[] stream, byte[] input, boolean filtered) {
        Externalizable value = bean.create();
        long before = allocatedBytes();
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
            if (filtered) {
                in.setObjectInputFilter(carefulFilter(stream.length));
            }
            value.readExternal(in);
        } catch (IOException | ClassNotFoundException expected) {
            return new Outcome(bean, null, expected, allocatedBytes() - before);
        } catch (RuntimeException | Error e) {
            throw new AssertionError(bean + ".readExternal let " + e + " escape on input " + hex(input), e);
        }
        return new Outcome(bean, value, null, allocatedBytes() - before);
    }

    /** A bean that was read can be written, and reads back the same. */
    private static void writeAndReadAgain(Outcome outcome, byte[] input) {
        byte[] again;
        try {
            again = externalForm(outcome.value);
        } catch (RuntimeException | Error e) {
            throw new AssertionError(outcome.bean + ": read, but writeExternal then threw " + e + " on input " + hex(input), e);
        }
        Externalizable copy = outcome.bean.create();
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(again))) {
            copy.readExternal(in);
        } catch (Exception | Error e) {
            throw new AssertionError(outcome.bean + ": read, written again, but reading that failed with " + e
                    + " on input " + hex(input), e);
        }
        try {
            DeepEquals.assertDeepEquals(outcome.value, copy);
        } catch (AssertionError e) {
            throw new AssertionError(outcome.bean + ": read, written again and read back different (" + e.getMessage()
                    + ") on input " + hex(input), e);
        }
    }

    /**
     * A {@code List<String>} that arrived through {@code writeObject} may hold anything (JDK
     * semantics: generics are not checked when reading, exactly as with default serialization);
     * writing such a bean again fails in the user's code, not fastserial's.
     */
    static boolean pollutedByFallback(Object bean) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Object o = bean; o instanceof Employee && seen.add(o); o = ((Employee) o).getSupervisor()) {
            List<?> phones = ((Employee) o).getPhoneNumbers();
            if (phones != null && phones.stream().anyMatch(e -> e != null && !(e instanceof String))) {
                return true;
            }
        }
        return false;
    }

    /** Exactly what {@code bean.writeExternal} writes into a fresh ObjectOutputStream. */
    static byte[] externalForm(Externalizable bean) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            bean.writeExternal(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** Objects nested deeper than this in what the JDK reads are rejected (docs/types.md's {@code maxdepth=100}). */
    static final int MAX_DEPTH = 100;

    /**
     * Like a careful deployment's serial filter (docs/types.md's {@code maxarray=...;maxdepth=100}):
     * no array longer than the bytes present, no objects nested more than {@link #MAX_DEPTH} deep.
     */
    static ObjectInputFilter carefulFilter(int bytesPresent) {
        return info -> info.arrayLength() > bytesPresent || info.depth() > MAX_DEPTH
                ? ObjectInputFilter.Status.REJECTED : ObjectInputFilter.Status.UNDECIDED;
    }

    static long allocatedBytes() {
        return THREADS == null ? 0 : THREADS.getCurrentThreadAllocatedBytes();
    }

    private static com.sun.management.ThreadMXBean threads() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        if (bean instanceof com.sun.management.ThreadMXBean && ((com.sun.management.ThreadMXBean) bean).isThreadAllocatedMemorySupported()) {
            com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
            threads.setThreadAllocatedMemoryEnabled(true);
            return threads;
        }
        return null;
    }

    static String hex(byte[] bytes) {
        StringBuilder s = new StringBuilder(bytes.length * 2);
        for (byte b : bytes) {
            s.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
        }
        return s.toString();
    }

    static byte[] unhex(String hex) {
        String digits = hex.replaceAll("\\s", "");
        byte[] bytes = new byte[digits.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) Integer.parseInt(digits.substring(2 * i, 2 * i + 2), 16);
        }
        return bytes;
    }
}
