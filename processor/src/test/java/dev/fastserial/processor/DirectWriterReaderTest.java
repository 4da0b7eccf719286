package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import dev.fastserial.FastWriter;
import java.io.ByteArrayOutputStream;
import java.io.InvalidClassException;
import java.io.UncheckedIOException;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docs/direct-path.md, "The direct byte path": FastWriter's buffer API (each value exactly the bytes toBytes
 * gives, buffer() + size(), writeTo a stream or a ByteBuffer, nothing left of a value that failed,
 * reset keeping the capacity) and FastReader.classLoader for classes named in the bytes.
 */
class DirectWriterReaderTest {
    static CompiledBeans beans;
    static CompiledBeans others;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(BeanSources.bean("dw", "Holder", "public class Holder implements Externalizable",
                "String name;", "Object value;", "public Holder() {}"));
        // compiled apart: the Holder's class loader cannot see it
        others = CompiledBeans.compile(BeanSources.bean("dx", "Node", "public class Node implements Externalizable",
                "String label;", "public Node() {}"));
    }

    private static Object holder(String name, Object value) {
        return set(set(beans.newInstance("dw.Holder"), "name", name), "value", value);
    }

    @Test
    void eachValueIsTheBytesToBytesGivesAndEveryWayOutGivesTheSame() throws Exception {
        Object first = holder("one", 1);
        Object second = holder("two", null);
        FastWriter writer = new FastWriter().write(first).write(second);
        byte[] a = FastBytes.toBytes(first);
        byte[] b = FastBytes.toBytes(second);
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        assertEquals(both.length, writer.size());
        assertArrayEquals(both, writer.toByteArray());
        assertArrayEquals(both, Arrays.copyOf(writer.buffer(), writer.size()));
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        writer.writeTo(stream);
        assertArrayEquals(both, stream.toByteArray());
        ByteBuffer target = ByteBuffer.allocate(both.length + 3).position(3);
        writer.writeTo(target);
        assertEquals(3 + both.length, target.position());
        assertArrayEquals(both, Arrays.copyOfRange(target.array(), 3, 3 + both.length));
        ByteBuffer tooSmall = ByteBuffer.allocate(both.length - 1).position(1);
        assertThrows(BufferOverflowException.class, () -> writer.writeTo(tooSmall));
        assertEquals(1, tooSmall.position(), "left unchanged");
    }

    @Test
    void aValueThatFailsLeavesNothingAndResetKeepsTheCapacity() throws Exception {
        FastWriter writer = new FastWriter().write(holder("kept", "v"));
        int size = writer.size();
        byte[] before = writer.toByteArray();
        assertThrows(UncheckedIOException.class, () -> writer.write(holder("lost", new Object()))); // not Serializable
        assertEquals(size, writer.size(), "nothing of the failed value stays");
        writer.write(holder("next", 2));
        FastReader reader = new FastReader().reset(writer.toByteArray());
        Class<?> type = beans.load("dw.Holder");
        assertEquals("kept", get(reader.read(type), "name"));
        assertEquals("next", get(reader.read(type), "name"));
        assertFalse(reader.hasRemaining());
        byte[] buffer = writer.buffer();
        writer.reset().write(holder("kept", "v"));
        assertSame(buffer, writer.buffer(), "reset keeps the buffer");
        assertArrayEquals(before, writer.toByteArray());
    }

    @Test
    void classesNamedInTheBytesComeFromTheReadersClassLoader() throws Exception {
        Object node = set(others.newInstance("dx.Node"), "label", "far");
        byte[] bytes = FastBytes.toBytes(holder("h", node));
        Class<?> type = beans.load("dw.Holder");
        // by default the loader of the class read, which cannot see dx.Node
        InvalidClassException e = assertThrows(InvalidClassException.class, () -> new FastReader().reset(bytes).read(type));
        assertThat(e.getMessage()).contains("dx.Node");
        Object read = new FastReader().classLoader(others.loader()).reset(bytes).read(type);
        assertEquals("h", get(read, "name"));
        assertSame(others.load("dx.Node"), get(read, "value").getClass());
        assertEquals("far", get(get(read, "value"), "label"));
    }
}
