package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.fail;

import dev.fastserial.FastBytes;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.DataInputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Truncated and mutated bytes of records and immutable classes, at top level (their proxy) and
 * inline (in a bean and through their static read): reading fails with an IOException (or
 * ClassNotFoundException) only, whatever their constructors throw on the values a damaged stream
 * gives them, never a RuntimeException, OutOfMemoryError or StackOverflowError. Surefire runs
 * this class with -Xmx64m, with CorruptInputTest. The same on the direct path ({@code FastBytes}):
 * its messages of the same values, truncated and mutated.
 */
class ValueCorruptInputTest {
    private static final long SEED = Long.getLong("fastserial.fuzz.seed", 20261121L);
    private static final int MUTATIONS_PER_SAMPLE = Integer.getInteger("fastserial.fuzz.mutations", 1500);

    static CompiledBeans beans;
    private static int jdkOnlyEscapes;

    @BeforeAll
    static void compile() {
        ValueTypesTest.beans = CompiledBeans.compileResources(ValueTypesTest.values("Kind", "Point", "Range", "Pair",
                "Shape", "Circle", "Outer", "Node", "Money", "Temperature", "Labelled", "Tag", "Box", "Amount",
                "SignedAmount", "Checked", "Holder", "Everything"));
        beans = ValueTypesTest.beans;
    }

    /**
     * Values with something in every field. What goes through writeObject holds no JDK collection
     * or array: those are the JDK's to read, and it allocates an array record's claimed length
     * (see the README, "What the JDK reads stays the JDK's").
     */
    static List<Object> samples() {
        Object holder = ValueTypesTest.filledHolder();
        set(holder, "anything", ValueTypesTest.point(1, 2, "shared"));
        return List.of(ValueTypesTest.everything(false, "anything", 42L), holder, ValueTypesTest.money("EUR", 12),
                beans.construct("values.Range", 3, 300));
    }

    /** The value's bytes as its generated code writes them inline (a bean: its writeExternal). */
    private static byte[] inlineForm(Object value) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            if (value instanceof Externalizable bean) {
                bean.writeExternal(out);
            } else {
                beans.load(value.getClass().getName() + "Externalizer").getMethod("write", value.getClass(), ObjectOutput.class)
                        .invoke(null, value, out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
        return bytes.toByteArray();
    }

    private static void readDamaged(Object sample, byte[] bytes, boolean inline, String what) {
        try (ObjectInputStream in = Streams.input(bytes, beans.loader())) {
            if (!inline) {
                in.readObject();
            } else if (sample instanceof Externalizable) {
                ((Externalizable) beans.newInstance(sample.getClass().getName())).readExternal(in);
            } else {
                Method read = beans.load(sample.getClass().getName() + "Externalizer").getMethod("read", ObjectInput.class);
                try {
                    read.invoke(null, in);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            }
        } catch (IOException | ClassNotFoundException expected) {
            // the only acceptable failures
        } catch (RuntimeException e) {
            if (!inline && !CorruptInputTest.throughGeneratedCode(e)) {
                jdkOnlyEscapes++; // ObjectInputStream's own parsing of a mangled descriptor (see CorruptInputTest)
                return;
            }
            fail(sample.getClass().getSimpleName() + " " + what + ": " + e + " escaped", e);
        } catch (Throwable e) {
            fail(sample.getClass().getSimpleName() + " " + what + ": " + e + " escaped", e);
        }
    }

    @AfterAll
    static void report() {
        System.out.println("ValueCorruptInputTest: " + jdkOnlyEscapes
                + " inputs made ObjectInputStream itself throw a RuntimeException before generated code ran");
    }

    @Test
    void everyTruncationFailsWithAnIOException() {
        int inputs = 0;
        for (Object sample : samples()) {
            for (boolean inline : new boolean[] {true, false}) {
                byte[] whole = inline ? inlineForm(sample) : Streams.serialize(sample);
                int step = Math.max(1, whole.length / 400);
                for (int length = 0; length < whole.length; length += step) {
                    readDamaged(sample, Arrays.copyOf(whole, length), inline, "truncated to " + length);
                    inputs++;
                }
            }
        }
        System.out.println("ValueCorruptInputTest: " + inputs + " truncated inputs");
    }

    @Test
    void mutatedBytesFailWithAnIOException() {
        Random random = new Random(SEED);
        int inputs = 0;
        for (Object sample : samples()) {
            for (boolean inline : new boolean[] {true, false}) {
                byte[] whole = inline ? inlineForm(sample) : Streams.serialize(sample);
                for (int i = 0; i < MUTATIONS_PER_SAMPLE; i++) {
                    readDamaged(sample, CorruptInputTest.mutate(whole, random), inline, "mutation " + i + " of seed " + SEED);
                    inputs++;
                }
            }
        }
        System.out.println("ValueCorruptInputTest: " + inputs + " mutated inputs, seed " + SEED);
    }

    /** Direct-path messages of the samples, truncated and mutated: FastBytes' two readers give IOExceptions only. */
    @Test
    void damagedDirectMessagesFailWithAnIOException() {
        Random random = new Random(SEED + 1);
        int inputs = 0;
        for (Object sample : samples()) {
            byte[] whole = FastBytes.toBytes(sample);
            for (int length = 0; length < whole.length; length++) {
                readDirect(sample, Arrays.copyOf(whole, length), true, "truncated to " + length);
                inputs++;
            }
            for (int i = 0; i < MUTATIONS_PER_SAMPLE; i++) {
                readDirect(sample, CorruptInputTest.mutate(whole, random), false, "mutation " + i + " of seed " + (SEED + 1));
                inputs++;
            }
        }
        System.out.println("ValueCorruptInputTest: " + inputs + " damaged direct messages");
    }

    private static void readDirect(Object sample, byte[] bytes, boolean mustFail, String what) {
        for (int reader = 0; reader < 2; reader++) {
            try {
                if (reader == 0) {
                    FastBytes.fromBytes(bytes, sample.getClass());
                } else {
                    FastBytes.read(new DataInputStream(new ByteArrayInputStream(bytes)), sample.getClass());
                }
                if (mustFail) {
                    fail(sample.getClass().getSimpleName() + " " + what + " read (reader " + reader + ")");
                }
            } catch (IOException expected) {
                // the only acceptable failure
            } catch (Throwable e) {
                fail(sample.getClass().getSimpleName() + " " + what + ": " + e + " escaped (reader " + reader + ")", e);
            }
        }
    }
}
