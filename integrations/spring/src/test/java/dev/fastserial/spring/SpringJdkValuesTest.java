package dev.fastserial.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.FastTypes;
import java.io.InvalidObjectException;
import java.io.Serializable;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.junit.jupiter.api.Test;
import org.springframework.data.redis.serializer.JdkSerializationRedisSerializer;
import org.springframework.data.redis.serializer.SerializationException;

/**
 * Values Spring's JdkSerializationRedisSerializer wrote, read after a cache switches to the generic
 * serializer (finding u01: a linked chain of 101 objects, which Spring's serializer writes and
 * reads, was refused as "InvalidClassException: filter status: REJECTED", a depth bound of 100 on
 * every Java value that named neither itself nor a way past it). They read up to 1000 objects deep
 * by default; deeper, the error names the bound and the setting that raises it.
 */
class SpringJdkValuesTest {
    /** A plain Serializable linked chain: n objects nest n deep. */
    static final class Node implements Serializable {
        private static final long serialVersionUID = 1L;
        final String name;
        final Node next;

        Node(String name, Node next) {
            this.name = name;
            this.next = next;
        }

        int length() {
            int n = 0;
            for (Node node = this; node != null; node = node.next) {
                n++;
            }
            return n;
        }
    }

    static Node chain(int n) {
        Node head = null;
        for (int i = 0; i < n; i++) {
            head = new Node("n" + i, head);
        }
        return head;
    }

    /**
     * On a thread with a 64 MB stack: Java serialization recurses several frames per object, and
     * a cold thread's default 1 MB runs out before a thousand (Spring's serializer alike).
     */
    static <T> T onALargeStack(Callable<T> work) throws Exception {
        FutureTask<T> task = new FutureTask<>(work);
        Thread thread = new Thread(null, task, "large stack", 64L << 20);
        thread.start();
        thread.join();
        try {
            return task.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception ? (Exception) e.getCause() : e;
        }
    }

    @Test
    void whatSpringsJdkSerializerWroteReadsUpToAThousandDeep() throws Exception {
        JdkSerializationRedisSerializer spring = new JdkSerializationRedisSerializer();
        GenericFastSerialRedisSerializer fast = new GenericFastSerialRedisSerializer();
        for (int n : new int[] {101, 1000}) {
            byte[] inRedis = onALargeStack(() -> spring.serialize(chain(n)));
            assertEquals(n, ((Node) onALargeStack(() -> fast.deserialize(inRedis))).length(), n + " objects");
        }
    }

    @Test
    void deeperTheErrorNamesTheBoundAndHowToRaiseIt() throws Exception {
        byte[] inRedis = onALargeStack(() -> new JdkSerializationRedisSerializer().serialize(chain(1001)));
        SerializationException e = assertThrows(SerializationException.class,
                () -> onALargeStack(() -> new GenericFastSerialRedisSerializer().deserialize(inRedis)));
        assertInstanceOf(InvalidObjectException.class, e.getCause());
        assertTrue(e.getMessage().contains("objects nested more than 1000 deep in a Java-serialized value")
                && e.getMessage().contains("FastTypes.maxDepth allows deeper values"), e.getMessage());
        GenericFastSerialRedisSerializer deeper = new GenericFastSerialRedisSerializer(FastTypes.standard().maxDepth(2000));
        assertEquals(1001, ((Node) onALargeStack(() -> deeper.deserialize(inRedis))).length());
    }
}
