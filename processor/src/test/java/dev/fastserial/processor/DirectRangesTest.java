package dev.fastserial.processor;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import dev.fastserial.FastWriter;
import java.io.EOFException;
import java.io.IOException;
import java.io.StreamCorruptedException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The direct path on a range of an array ({@code FastBytes.fromBytes(bytes, offset, length, type)},
 * {@code FastReader.reset(bytes, offset, length)}) and on a sliced heap {@link ByteBuffer} (an
 * array offset that is not 0): the message is read exactly, whatever lies around it; a range cut
 * short is an {@link IOException}; a byte left over in the range is what docs/direct-path.md says it is
 * ({@link StreamCorruptedException} for {@code fromBytes}, a value still to read for a reader).
 *
 * <p>The messages hold strings of both encodings, a bean by reference (a cycle), fallback fields
 * read by a real ObjectInputStream over the range, large byte arrays and a record.
 */
class DirectRangesTest {
    @BeforeAll
    static void compile() {
        RoundTripTest.compile();
        TypeFamiliesTest.compile();
        ValueTypesTest.compile();
    }

    /** The messages: name -> the value; each read back with its own class. */
    private static Map<String, Object> messages() {
        Map<String, Object> messages = new LinkedHashMap<>();
        messages.put("AllTypes", RoundTripTest.filledAllTypes());
        messages.put("Containers", TypeFamiliesTest.filledContainers());
        messages.put("Everything", ValueTypesTest.everything(false));
        return messages;
    }

    /** Junk to put around a message: zeros, 0xFF, random bytes, and the message itself again. */
    private static Map<String, byte[]> fills(byte[] message, int length) {
        Map<String, byte[]> fills = new LinkedHashMap<>();
        fills.put("zeros", new byte[length]);
        byte[] ones = new byte[length];
        Arrays.fill(ones, (byte) 0xFF);
        fills.put("0xFF", ones);
        byte[] random = new byte[length];
        new Random(length).nextBytes(random);
        fills.put("random", random);
        byte[] again = new byte[length];
        for (int i = 0; i < length; i++) {
            again[i] = message[i % message.length];
        }
        fills.put("the message again", again);
        return fills;
    }

    /** {@code before} bytes of {@code fill}, the message, {@code after} bytes of {@code fill}. */
    private static byte[] framed(byte[] message, int before, int after, byte[] fill) {
        byte[] framed = new byte[before + message.length + after];
        System.arraycopy(fill, 0, framed, 0, before);
        System.arraycopy(message, 0, framed, before, message.length);
        System.arraycopy(fill, before, framed, before + message.length, after);
        return framed;
    }

    @Test
    void fromBytesReadsExactlyItsRangeAndIgnoresTheBytesAround() throws IOException {
        for (Map.Entry<String, Object> m : messages().entrySet()) {
            Object value = m.getValue();
            byte[] message = FastBytes.toBytes(value);
            for (Map.Entry<String, byte[]> fill : fills(message, 64).entrySet()) {
                for (int[] around : new int[][] {{0, 1}, {1, 0}, {7, 13}, {31, 32}}) {
                    String what = m.getKey() + " between " + around[0] + " and " + around[1] + " bytes of " + fill.getKey();
                    byte[] framed = framed(message, around[0], around[1], fill.getValue());
                    byte[] untouched = framed.clone();
                    Object copy = FastBytes.fromBytes(framed, around[0], message.length, value.getClass());
                    assertDeepEquals(value, copy);
                    assertTrue(Arrays.equals(untouched, framed), what + ": the array was written to");

                    FastReader reader = new FastReader().reset(framed, around[0], message.length);
                    assertEquals(message.length, reader.remaining(), what);
                    assertDeepEquals(value, reader.read(value.getClass()));
                    assertFalse(reader.hasRemaining(), what + ": the reader saw bytes past its range");
                    assertEquals(0, reader.remaining(), what);
                }
            }
        }
    }

    @Test
    void aReaderReadsSeveralValuesInARangeAndNothingPastIt() throws IOException {
        Map<String, Object> messages = messages();
        FastWriter writer = new FastWriter();
        for (Object value : messages.values()) {
            writer.write(value);
        }
        byte[] all = writer.toByteArray();
        byte[] framed = framed(all, 5, 40, fills(all, 45).get("the message again"));
        FastReader reader = new FastReader().reset(framed, 5, all.length);
        for (Object value : messages.values()) {
            assertTrue(reader.hasRemaining());
            assertDeepEquals(value, reader.read(value.getClass()));
        }
        assertFalse(reader.hasRemaining(), "40 more bytes follow in the array, none in the range");
        IOException past = assertThrows(IOException.class, () -> reader.read(RoundTripTest.beans.load("types.AllTypes")));
        assertTrue(past instanceof EOFException, "reading past the range: " + past);

        // the same reader, reset to each message's own range in turn, backwards
        int[] ends = new int[messages.size() + 1];
        int i = 0;
        FastWriter one = new FastWriter();
        for (Object value : messages.values()) {
            ends[i + 1] = ends[i] + one.reset().write(value).size();
            i++;
        }
        assertEquals(all.length, ends[messages.size()]);
        List<Object> values = List.copyOf(messages.values());
        for (i = values.size() - 1; i >= 0; i--) {
            reader.reset(framed, 5 + ends[i], ends[i + 1] - ends[i]);
            assertDeepEquals(values.get(i), reader.read(values.get(i).getClass()));
            assertFalse(reader.hasRemaining());
            assertDeepEquals(values.get(i), FastBytes.fromBytes(framed, 5 + ends[i], ends[i + 1] - ends[i],
                    values.get(i).getClass()));
        }
    }

    /**
     * Every length short of the message, the rest of it still in the array just past the range:
     * an IOException, never the value (which would mean the reader read past its range), never
     * another exception.
     */
    @Test
    void aRangeCutShortIsAnIOException() {
        Set<String> seen = new TreeSet<>();
        for (Map.Entry<String, Object> m : messages().entrySet()) {
            Class<?> type = m.getValue().getClass();
            byte[] message = FastBytes.toBytes(m.getValue());
            byte[] framed = framed(message, 3, 3, fills(message, 6).get("random"));
            FastReader reader = new FastReader();
            for (int cut = 0; cut < message.length; cut++) {
                String what = m.getKey() + " (" + message.length + " bytes) cut to " + cut;
                int length = cut;
                seen.add(readFails(what, () -> FastBytes.fromBytes(framed, 3, length, type)).getClass().getName());
                seen.add(readFails(what + ", FastReader", () -> reader.reset(framed, 3, length).read(type))
                        .getClass().getName());
            }
        }
        assertTrue(seen.contains(EOFException.class.getName()), seen.toString());
    }

    private interface Read {
        Object run() throws IOException;
    }

    private static IOException readFails(String what, Read read) {
        try {
            Object value = read.run();
            throw new AssertionError(what + ": read " + value);
        } catch (IOException expected) {
            return expected;
        } catch (RuntimeException | Error e) {
            throw new AssertionError(what + ": expected an IOException", e);
        }
    }

    @Test
    void aStrayByteInTheRangeAfterTheValueIsAStreamCorruptedExceptionForFromBytes() throws IOException {
        for (Map.Entry<String, Object> m : messages().entrySet()) {
            Class<?> type = m.getValue().getClass();
            byte[] message = FastBytes.toBytes(m.getValue());
            for (byte stray : new byte[] {0, 1, (byte) 0xFF}) {
                byte[] framed = framed(message, 2, 3, new byte[] {9, 9, stray, 9, 9});
                String what = m.getKey() + " and a stray " + stray;
                StreamCorruptedException e = assertThrows(StreamCorruptedException.class,
                        () -> FastBytes.fromBytes(framed, 2, message.length + 1, type), what);
                assertTrue(e.getMessage().startsWith("1 bytes after the " + type.getName()), e.getMessage());

                // a reader reads many values from one range: the byte is left, and it is no value
                FastReader reader = new FastReader().reset(framed, 2, message.length + 1);
                assertDeepEquals(m.getValue(), reader.read(type));
                assertTrue(reader.hasRemaining(), what);
                assertEquals(1, reader.remaining(), what);
                readFails(what + ", read again", () -> reader.read(type));
            }
        }
    }

    /** A heap buffer sliced out of a larger array (arrayOffset != 0), read in place from its position. */
    @Test
    void aSlicedHeapByteBuffer() throws IOException {
        for (Map.Entry<String, Object> m : messages().entrySet()) {
            Object value = m.getValue();
            Class<?> type = value.getClass();
            byte[] message = FastBytes.toBytes(value);
            byte[] two = new FastWriter().write(value).write(value).toByteArray();
            byte[] framed = framed(two, 11, 17, fills(two, 28).get("the message again"));
            ByteBuffer slice = ByteBuffer.wrap(framed, 4, framed.length - 4).slice(); // the slice starts at framed[4]
            assertEquals(4, slice.arrayOffset());
            slice.position(7).limit(7 + two.length); // framed[11, 11 + two.length)

            FastReader reader = new FastReader().reset(slice);
            assertDeepEquals(value, reader.read(type));
            assertEquals(7 + message.length, slice.position(), m.getKey() + ": the position advances past the value");
            assertDeepEquals(value, reader.read(type));
            assertEquals(7 + two.length, slice.position());
            assertFalse(reader.hasRemaining(), m.getKey() + ": the limit ends what the reader sees");
            assertFalse(slice.hasRemaining());

            slice.position(7).limit(7 + two.length);
            assertDeepEquals(value, FastBytes.fromBuffer(slice, type));
            assertEquals(7 + message.length, slice.position());
            assertDeepEquals(value, FastBytes.fromBuffer(slice, type));
            assertEquals(7 + two.length, slice.position());

            // cut short by the limit, the rest of the value still in the array
            for (int cut : new int[] {0, 1, message.length / 2, message.length - 1}) {
                slice.position(7).limit(7 + cut);
                readFails(m.getKey() + " cut to " + cut, () -> new FastReader().reset(slice).read(type));
                slice.position(7).limit(7 + cut);
                readFails(m.getKey() + " cut to " + cut + ", fromBuffer", () -> FastBytes.fromBuffer(slice, type));
            }

            // a read-only view has no accessible array: the same, through the copy
            ByteBuffer readOnly = slice.asReadOnlyBuffer();
            readOnly.position(7).limit(7 + two.length);
            FastReader copying = new FastReader().reset(readOnly);
            assertDeepEquals(value, copying.read(type));
            assertEquals(7 + message.length, readOnly.position());
            assertDeepEquals(value, copying.read(type));
            assertFalse(copying.hasRemaining());
        }
    }
}
