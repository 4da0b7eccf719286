package dev.fastserial.examples.allocation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.fastserial.FastBytes;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * The direct path allocates per message only what it returns: {@code toBytes} the array,
 * {@code fromBytes} the values read (here one bean of primitives). Measured with the JVM's count
 * of the bytes a thread allocated, against the same objects made by hand in the same loop shape,
 * so that the JVM's object sizes cancel out. Skipped on a JVM that does not count.
 */
class DirectAllocationTest {
    private static final int CALLS = 20_000;
    private static final Object[] SINK = new Object[CALLS];

    private interface Call {
        Object make(int i) throws IOException;
    }

    /** Bytes allocated a call, over {@link #CALLS} calls, after as many to warm up. */
    private static double bytesPerCall(Call call) throws IOException {
        com.sun.management.ThreadMXBean threads = threads();
        long thread = Thread.currentThread().getId();
        double least = Double.MAX_VALUE;
        for (int round = 0; round < 4; round++) { // the least of four: a round the JIT compiles in counts its own objects
            long before = threads.getThreadAllocatedBytes(thread);
            for (int i = 0; i < CALLS; i++) {
                SINK[i] = call.make(i); // kept, so that no compiler can leave the objects out
            }
            least = Math.min(least, (double) (threads.getThreadAllocatedBytes(thread) - before) / CALLS);
        }
        return least;
    }

    private static com.sun.management.ThreadMXBean threads() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "this JVM does not count allocated bytes");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled(),
                "this JVM does not count allocated bytes");
        return threads;
    }

    @Test
    void aReadAllocatesTheBeanAndNothingElse() throws IOException {
        byte[] message = FastBytes.toBytes(new Reading(7, 1_700_000_000_000L, 21.5));

        double read = bytesPerCall(i -> FastBytes.fromBytes(message, Reading.class));
        double made = bytesPerCall(i -> new Reading());

        assertEquals(made, read, 0.5, "bytes a read beyond the bean it returns");
    }

    @Test
    void aWriteAllocatesTheArrayAndNothingElse() throws IOException {
        Reading value = new Reading(7, 1_700_000_000_000L, 21.5);
        int length = FastBytes.toBytes(value).length;

        double written = bytesPerCall(i -> FastBytes.toBytes(value));
        double made = bytesPerCall(i -> new byte[length]);

        assertEquals(made, written, 0.5, "bytes a write beyond the array it returns");
    }
}
