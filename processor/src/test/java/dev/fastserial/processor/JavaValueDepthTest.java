package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.FastBytes;
import dev.fastserial.FastTypes;
import java.io.InvalidObjectException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.FutureTask;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * How deep a Java-serialized value may nest, and what the reader says when it is deeper (finding
 * u01: a plain value of 101 nested objects, which Spring's JDK serializer wrote and reads, was
 * refused by FastTypes as "InvalidClassException: filter status: REJECTED", naming neither the
 * bound nor a way past it). A plain Java value read by FastTypes may nest {@code maxDepth} deep
 * (default 1000); a fallback value inside a fastserial message keeps the direct path's 100.
 */
class JavaValueDepthTest {
    static CompiledBeans beans;
    static Class<?> holder;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(BeanSources.bean("depth", "Holder", "public class Holder implements Externalizable",
                "Object value;", "public Holder() {}"));
        holder = beans.load("depth.Holder");
    }

    /** Lists inside lists, {@code depth} deep: Java serialization's filter sees one level more per list. */
    static List<Object> nested(int depth) {
        List<Object> list = new ArrayList<>(List.of("bottom"));
        for (int i = 1; i < depth; i++) {
            List<Object> outer = new ArrayList<>();
            outer.add(list);
            list = outer;
        }
        return list;
    }

    /**
     * {@code work} on a thread with a 64 MB stack: the JDK's own ObjectOutputStream and
     * ObjectInputStream recurse several frames per nested object, and a cold thread's default 1 MB
     * runs out before a thousand levels (Spring's JDK serializer alike).
     */
    static <T> T onALargeStack(Callable<T> work) throws Exception {
        FutureTask<T> task = new FutureTask<>(work);
        Thread thread = new Thread(null, task, "large stack", 64L << 20);
        thread.start();
        thread.join();
        try {
            return task.get();
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof Exception ? (Exception) e.getCause() : e;
        }
    }

    @Test
    void aPlainJavaValueReadsUpToTheDefaultThousandDeep() throws Exception {
        FastTypes types = FastTypes.standard();
        byte[] thousand = onALargeStack(() -> types.toBytes(nested(1000)));
        assertEquals(0xAC, thousand[0] & 0xFF);
        assertEquals(nested(1000), onALargeStack(() -> types.fromBytes(thousand)));

        byte[] deeper = onALargeStack(() -> types.toBytes(nested(1001)));
        InvalidObjectException e = assertThrows(InvalidObjectException.class,
                () -> onALargeStack(() -> types.fromBytes(deeper)));
        assertThat(e.getMessage()).contains("objects nested more than 1000 deep in a Java-serialized value");
        assertThat(e.getMessage()).contains("FastTypes.maxDepth allows deeper values");
        assertEquals(nested(1001), onALargeStack(() -> types.maxDepth(1001).fromBytes(deeper)));
    }

    @Test
    void maxDepthLowersTheBoundToo() throws Exception {
        FastTypes types = FastTypes.standard().maxDepth(50);
        assertEquals(nested(50), types.fromBytes(types.toBytes(nested(50))));
        InvalidObjectException e = assertThrows(InvalidObjectException.class,
                () -> types.fromBytes(types.toBytes(nested(51))));
        assertThat(e.getMessage()).contains("nested more than 50 deep");
        assertThrows(IllegalArgumentException.class, () -> types.maxDepth(0));
    }

    @Test
    void aFallbackValueInsideAMessageSaysItsBoundAndTheWayPastIt() throws Exception {
        Object h = beans.newInstance("depth.Holder");
        set(h, "value", nested(101));
        byte[] bytes = FastBytes.toBytes(h);
        InvalidObjectException e = assertThrows(InvalidObjectException.class, () -> FastBytes.fromBytes(bytes, holder));
        assertThat(e.getMessage()).contains("objects nested more than 100 deep in a Java-serialized value");
        assertThat(e.getMessage()).contains("FastReader.javaStreams or FastTypes.javaStreams replaces this bound");
        assertThat(e.getCause().getMessage()).contains("REJECTED"); // the JDK's own report, kept as the cause
    }
}
