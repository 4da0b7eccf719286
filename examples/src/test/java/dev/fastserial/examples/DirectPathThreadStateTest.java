package dev.fastserial.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.FastBytes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * {@code FastBytes} keeps one writer and one reader per thread, and what sharing needs in them (the
 * table of objects written, the objects read) is filled and cleared only by the messages that use
 * it. Whatever came before on the thread (a message without sharing, a large one, one that failed
 * half-way), the next message is written with exactly the bytes a fresh thread gives, and its
 * shared objects and cycles come back shared.
 */
class DirectPathThreadStateTest {

    /** What {@code call} gives on a thread that has written and read nothing before. */
    private static <T> T onAFreshThread(Callable<T> call) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        Thread thread = new Thread(() -> {
            try {
                result.set(call.call());
            } catch (Exception e) {
                failure.set(e);
            }
        });
        thread.start();
        thread.join();
        if (failure.get() != null) {
            throw failure.get();
        }
        return result.get();
    }

    private static TestBaseClass base(int i) {
        TestBaseClass b = new TestBaseClass();
        b.m_int = i;
        return b;
    }

    /** A TestClass holding {@code first} twice (its two Object fields) and {@code others}. */
    private static TestClass sharing(Object first, Object... others) {
        TestClass value = new TestClass();
        value.m_object1 = first;
        value.m_object2 = first;
        value.m_objects = others;
        return value;
    }

    private static void assertShares(TestClass copy) {
        assertSame(copy.m_object1, copy.m_object2, "the shared object, once");
    }

    @Test
    void aMessageWithSharingAfterOnesWithout() throws Exception {
        TwelveFieldBean plain = Samples.twelveFields();
        FastBytes.fromBytes(FastBytes.toBytes(plain), TwelveFieldBean.class);
        TestClass value = sharing(base(1), base(2));

        byte[] bytes = FastBytes.toBytes(value);
        TestClass copy = FastBytes.fromBytes(bytes, TestClass.class);

        assertArrayEquals(onAFreshThread(() -> FastBytes.toBytes(value)), bytes);
        assertShares(copy);
        Employee employee = FastBytes.fromBytes(FastBytes.toBytes(Samples.employee()), Employee.class);
        assertSame(employee.getSupervisor(), employee.getSupervisor().getSupervisor(), "the cycle");
        FastBytes.fromBytes(FastBytes.toBytes(plain), TwelveFieldBean.class); // and without again
        assertShares(FastBytes.fromBytes(FastBytes.toBytes(value), TestClass.class));
    }

    /** The large message's objects must all be gone from the table, though the small one clears only what it put. */
    @Test
    void aSmallMessageAfterALargeOneKnowsNoneOfItsObjects() throws Exception {
        Object[] many = new Object[300];
        for (int i = 0; i < 150; i++) {
            many[i] = base(i);
            many[150 + i] = many[i]; // each twice: shared within the large message
        }
        TestClass large = sharing(many[0], many);
        TestClass largeCopy = FastBytes.fromBytes(FastBytes.toBytes(large), TestClass.class);
        assertSame(largeCopy.m_objects[7], largeCopy.m_objects[157]);

        for (int i = 0; i < 150; i += 7) { // objects of the large message, met again in small ones
            TestClass small = sharing(many[i], many[i + 1]);
            byte[] bytes = FastBytes.toBytes(small);
            assertArrayEquals(onAFreshThread(() -> FastBytes.toBytes(small)), bytes, "message " + i);
            TestClass copy = FastBytes.fromBytes(bytes, TestClass.class);
            assertShares(copy);
            assertNotSame(copy.m_object1, copy.m_objects[0]);
        }
    }

    @Test
    void aWriteThatFailsHalfWayLeavesTheThreadAsBefore() throws Exception {
        TestBaseClass a = base(1);
        TestBaseClass b = base(2);
        TestClass failing = sharing(a, b, a, new Object()); // a and b written, then something not Serializable
        assertThrows(UncheckedIOException.class, () -> FastBytes.toBytes(failing));

        TestClass value = sharing(b, a);
        byte[] bytes = FastBytes.toBytes(value);

        assertArrayEquals(onAFreshThread(() -> FastBytes.toBytes(value)), bytes);
        TestClass copy = FastBytes.fromBytes(bytes, TestClass.class);
        assertShares(copy);
        assertSame(copy.m_object1.getClass(), TestBaseClass.class);
    }

    @Test
    void aReadThatFailsHalfWayLeavesTheThreadAsBefore() throws Exception {
        TestBaseClass a = base(1);
        byte[] bytes = FastBytes.toBytes(sharing(a, base(2), a, base(3)));
        for (int cut = 1; cut < bytes.length; cut += 3) {
            byte[] truncated = Arrays.copyOf(bytes, cut);
            assertThrows(IOException.class, () -> FastBytes.fromBytes(truncated, TestClass.class));

            TestClass copy = FastBytes.fromBytes(bytes, TestClass.class);
            assertShares(copy);
            assertSame(copy.m_object1, copy.m_objects[1], "shared with an element, cut at " + cut);
        }
    }
}
