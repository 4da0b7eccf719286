package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.fail;

import dev.fastserial.FastBytes;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
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
     * (see docs/types.md, "What the JDK reads stays the JDK's").
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

    /**
     * findings2/h04: an {@code assert} in a compact constructor (asserts enabled), on values a
     * stream gives it: its AssertionError escaped readObject and FastBytes.
     */
    @Test
    void anAssertInTheConstructorIsAnInvalidObjectExceptionOnEveryPath() throws Exception {
        CompiledBeans asserting = CompiledBeans.compile(com.google.testing.compile.JavaFileObjects.forSourceLines(
                "vc.Positive", "package vc;",
                "@dev.fastserial.FastSerial",
                "public record Positive(long cents, String currency) implements java.io.Serializable {",
                "    public Positive { assert cents >= 0 : \"negative amount \" + cents; }",
                "    private Object writeReplace() { return new PositiveExternalizer(this); }",
                "}"));
        asserting.loader().setDefaultAssertionStatus(true); // -ea, for the classes of this loader
        Class<?> positive = asserting.load("vc.Positive");
        org.junit.jupiter.api.Assertions.assertTrue(positive.desiredAssertionStatus(), "asserts enabled");
        Object value = asserting.construct("vc.Positive", 500L, "EUR");
        byte[] jdk = negative500(Streams.serialize(value));
        byte[] direct = negative500(FastBytes.toBytes(value));
        List<org.junit.jupiter.api.function.Executable> reads = List.of(
                () -> Streams.input(jdk, asserting.loader()).readObject(),
                () -> FastBytes.fromBytes(direct, positive),
                () -> FastBytes.read(Direct.hostStream(direct), positive));
        for (org.junit.jupiter.api.function.Executable read : reads) {
            java.io.InvalidObjectException e = org.junit.jupiter.api.Assertions.assertThrows(
                    java.io.InvalidObjectException.class, read);
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("vc.Positive rejected"), e.getMessage());
            org.junit.jupiter.api.Assertions.assertInstanceOf(AssertionError.class, e.getCause());
        }
    }

    /** The long 500, written as 8 bytes, made -500. */
    private static byte[] negative500(byte[] bytes) {
        byte[] five = {0, 0, 0, 0, 0, 0, 1, (byte) 0xF4};
        for (int i = 0; i + 8 <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + 8, five, 0, 8)) {
                byte[] patched = bytes.clone();
                java.nio.ByteBuffer.wrap(patched, i, 8).putLong(-500L);
                return patched;
            }
        }
        throw new AssertionError("no 500 in the bytes");
    }

    private static void readDirect(Object sample, byte[] bytes, boolean mustFail, String what) {
        for (int reader = 0; reader < 2; reader++) {
            try {
                if (reader == 0) {
                    FastBytes.fromBytes(bytes, sample.getClass());
                } else {
                    FastBytes.read(Direct.hostStream(bytes), sample.getClass());
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
