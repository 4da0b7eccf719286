package dev.fastserial.examples;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.fastserial.FastBytes;
import dev.fastserial.FastTypes;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.ref.WeakReference;
import org.junit.jupiter.api.Test;

/**
 * {@code FastBytes} and {@code FastTypes} reuse one writer and one reader per thread: a call made
 * while they are in use (a Java-serialized value's {@code writeObject} or {@code readObject} that
 * calls {@code FastBytes} itself, in the middle of a message) gets fresh ones and leaves the outer
 * message's as they were; and the thread's reader keeps no message alive after a call.
 */
class NestedFastBytesCallsTest {

    /** A plain Serializable value that carries a bean as a fastserial message of its own. */
    static final class Envelope implements Serializable {
        private static final long serialVersionUID = 1L;
        transient Employee employee;

        Envelope(Employee employee) {
            this.employee = employee;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            byte[] inner = FastBytes.toBytes(employee); // while the outer message is being written
            out.writeInt(inner.length);
            out.write(inner);
        }

        private void readObject(ObjectInputStream in) throws IOException {
            byte[] inner = new byte[in.readInt()];
            in.readFully(inner);
            employee = FastBytes.fromBytes(inner, Employee.class); // while the outer message is being read
        }
    }

    private static TestClass holding(Object first, Object second) {
        TestClass value = Samples.testClass();
        value.m_object1 = first;
        value.m_object2 = second;
        return value;
    }

    @Test
    void aCallInsideAMessageLeavesTheOuterMessageAsItWas() throws IOException {
        Envelope envelope = new Envelope(Samples.employee());
        TestClass value = holding(envelope, envelope);

        TestClass copy = FastBytes.fromBytes(FastBytes.toBytes(value), TestClass.class);

        assertDeepEquals(value, copy);
        assertSame(copy.m_object1, copy.m_object2, "shared in the outer message");
        Employee employee = ((Envelope) copy.m_object1).employee;
        assertDeepEquals(envelope.employee, employee);
        assertSame(employee.getSupervisor(), employee.getSupervisor().getSupervisor(), "the inner message's cycle");
        assertDeepEquals(value, FastBytes.fromBytes(FastBytes.toBytes(value), TestClass.class)); // and again, after
    }

    @Test
    void throughFastTypesToo() throws IOException {
        Envelope envelope = new Envelope(Samples.employee());
        TestClass value = holding(envelope, Samples.message());
        FastTypes types = FastTypes.standard();

        Object copy = types.fromBytes(types.toBytes(value));

        assertDeepEquals(value, copy);
        assertDeepEquals(envelope.employee, ((Envelope) ((TestClass) copy).m_object1).employee);
    }

    @Test
    void theThreadsReaderKeepsNoMessageAlive() throws Exception {
        byte[] bytes = FastBytes.toBytes(Samples.employee());
        WeakReference<byte[]> message = new WeakReference<>(bytes);
        assertEquals("Alan", FastBytes.fromBytes(bytes, Employee.class).getFirstName());
        bytes = null;
        for (int i = 0; i < 50 && message.get() != null; i++) {
            System.gc();
            Thread.sleep(10);
        }
        assertNull(message.get(), "the message read is still reachable");
    }
}
