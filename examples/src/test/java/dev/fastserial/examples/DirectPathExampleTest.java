package dev.fastserial.examples;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import dev.fastserial.FastWriter;
import java.io.IOException;
import java.io.StreamCorruptedException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * docs/direct-path.md's example of the direct byte path, line for line (ReadmeTest
 * checks that every line of the page's snippet is here), run on the article beans.
 */
class DirectPathExampleTest {

    @Test
    void theReadmeExample() throws IOException {
        Employee employee = Samples.employee();
        Message message = Samples.message();
        ByteBuffer buffer = ByteBuffer.allocate(1024);

        byte[] bytes = FastBytes.toBytes(employee);                    // a @FastSerial bean
        Employee copy = FastBytes.fromBytes(bytes, Employee.class);    // throws IOException on bad bytes

        FastWriter writer = new FastWriter();                          // reusable: keeps its buffer
        writer.reset().write(employee).write(message);                 // many values, one buffer
        FastReader reader = new FastReader().reset(writer.toByteArray());
        Employee first = reader.read(Employee.class);                  // in the order written
        Message second = reader.read(Message.class);

        FastBytes.toBuffer(message, buffer);                           // a ByteBuffer, at its position
        Message fromBuffer = FastBytes.fromBuffer(buffer.flip(), Message.class);

        assertDeepEquals(employee, copy);
        assertSame(copy.getSupervisor(), copy.getSupervisor().getSupervisor(), "the cycle");
        assertDeepEquals(employee, first);
        assertDeepEquals(message, second);
        assertDeepEquals(message, fromBuffer);
        assertEquals(buffer.limit(), buffer.position());
    }

    @Test
    void badBytesAreAnIOException() {
        byte[] bytes = FastBytes.toBytes(Samples.message());
        assertThrows(IOException.class, () -> FastBytes.fromBytes(Arrays.copyOf(bytes, bytes.length - 1), Message.class));
        assertThrows(StreamCorruptedException.class, () -> FastBytes.fromBytes(Arrays.copyOf(bytes, bytes.length + 1), Message.class));
    }
}
