package dev.fastserial.processor.write.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.processor.model.JdkKind;
import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.DataObjectOutput;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.StreamCorruptedException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;
import org.junit.jupiter.api.Test;

/** The wire primitives generated code copies, tested where they are written. */
class WireTest {

    interface Writer {
        void write(ObjectOutput out) throws IOException;
    }

    private static byte[] bytes(Writer w) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        DataObjectOutput out = new DataObjectOutput(b);
        w.write(out);
        out.flush();
        return b.toByteArray();
    }

    private static ObjectInput in(byte[] bytes) {
        return new DataObjectInput(new ByteArrayInputStream(bytes));
    }

    @Test
    void jdkClassFindsEveryClassOfJavaUtilTheKindsNameAndNullForNone() {
        // a misspelt name would match no value: that class would silently leave the fast path
        for (JdkKind k : JdkKind.values()) {
            for (String c : k.classNames) {
                if (c.startsWith("java.util.") && c.indexOf('.', "java.util.".length()) < 0) {
                    assertNotNull(Wire.jdkClass(c.substring("java.util.".length())), c);
                }
            }
        }
        assertSame(Collections.unmodifiableList(new LinkedList<>()).getClass(), Wire.jdkClass("Collections$UnmodifiableList"));
        assertSame(List.of(1, 2, 3).getClass(), Wire.jdkClass("ImmutableCollections$ListN"));
        assertNull(Wire.jdkClass("ImmutableCollections$ListNone"));
    }

    @Test
    void lengthsTakeOneTwoFourOrFiveBytes() throws IOException {
        int[][] cases = {{0, 1}, {127, 1}, {128, 2}, {16383, 2}, {16384, 4}, {0x1FFFFFFF, 4}, {0x20000000, 5},
                {Integer.MAX_VALUE, 5}};
        for (int[] c : cases) {
            byte[] b = bytes(out -> Wire.writeLength(out, c[0]));
            assertEquals(c[1], b.length, "bytes for " + c[0]);
            assertEquals(c[0], Wire.readLength(in(b)));
        }
        assertThrows(StreamCorruptedException.class, () -> Wire.readLength(in(new byte[] {(byte) 0xE1, 0, 0, 0, 0})));
        assertThrows(StreamCorruptedException.class, () -> Wire.readLength(in(new byte[] {(byte) 0xE0, (byte) 0x80, 0, 0, 0})));
    }

    @Test
    void varIntsAndLongsRoundTripAtEveryBoundary() throws IOException {
        long[] edges = {0, 1, -1, 63, -64, 64, -65, 8191, -8192, 8192, (1 << 28) - 1, -(1 << 28), 1 << 28,
                Integer.MAX_VALUE, Integer.MIN_VALUE, (1L << 59) - 1, -(1L << 59), 1L << 59, Long.MAX_VALUE, Long.MIN_VALUE};
        for (long v : edges) {
            if (v == (int) v) {
                int i = (int) v;
                assertEquals(i, Wire.readVarInt(in(bytes(out -> Wire.writeVarInt(out, i)))));
            }
            assertEquals(v, Wire.readVarLong(in(bytes(out -> Wire.writeVarLong(out, v)))));
        }
        assertEquals(1, bytes(out -> Wire.writeVarInt(out, -64)).length);
        assertThrows(StreamCorruptedException.class, () -> Wire.readVarInt(in(new byte[] {(byte) 0xF0, 0, 0, 0, 0})));
        assertThrows(StreamCorruptedException.class, () -> Wire.readVarLong(in(new byte[] {(byte) 0xF1})));
    }

    @Test
    void stringsOfAnyLengthAndEveryCharComeBackExact() throws IOException {
        StringBuilder all = new StringBuilder();
        for (char c = 0; c < 0xFFFF; c += 7) {
            all.append(c);
        }
        all.append('\uD800').append('\u0000');
        String huge = all.toString().repeat(8); // several chunks
        for (String s : new String[] {"", "a", all.toString(), huge, "x".repeat(Wire.UTF_CHUNK)}) {
            assertEquals(s, Wire.readString(in(bytes(out -> Wire.writeString(out, s)))));
        }
    }

    @Test
    void aChunkedStringEndsWithItsShortChunkAndGrowsOnlyWithTheBytesPresent() throws IOException {
        byte[] ok = bytes(out -> Wire.writeString(out, "y".repeat(2 * Wire.UTF_CHUNK)));
        assertEquals(3 * 2 + 2 * Wire.UTF_CHUNK, ok.length, "two full chunks and an empty last one");
        byte[] cut = java.util.Arrays.copyOf(ok, ok.length - 2); // the last, short chunk is missing
        assertThrows(EOFException.class, () -> Wire.readString(in(cut)));
    }

    @Test
    void growingNeverOverflows() {
        assertEquals(16, Wire.grow(0, 1000));
        assertEquals(512, Wire.grow(256, 1000));
        assertEquals(1000, Wire.grow(600, 1000));
        assertEquals(Integer.MAX_VALUE - 1, Wire.grow(1 << 30, Integer.MAX_VALUE - 1));
        assertTrue(Wire.grow(Integer.MAX_VALUE - 10, Integer.MAX_VALUE) > 0);
    }

    @Test
    void aHostileLengthFailsWithEofNotAHugeAllocation() {
        byte[] claims2GB = {(byte) 0xE0, 0x7F, (byte) 0xFF, (byte) 0xFF, (byte) 0xF0, 1, 2, 3};
        assertThrows(EOFException.class, () -> Wire.readByteArray(in(claims2GB)));
        assertThrows(EOFException.class, () -> Wire.readIntArray(in(claims2GB)));
        assertThrows(EOFException.class, () -> Wire.readBooleanArray(in(claims2GB)));
    }

    @Test
    void bigNumbersKeepScaleAndRejectImpossibleLengths() throws IOException {
        BigDecimal d = new BigDecimal("-1234567890123456789012345678901234567890.10");
        assertEquals(d, Wire.readBigDecimal(in(bytes(out -> Wire.writeBigDecimal(out, d)))));
        assertEquals(2, Wire.readBigDecimal(in(bytes(out -> Wire.writeBigDecimal(out, d)))).scale());
        byte[] tooLong = bytes(out -> Wire.writeLength(out, Wire.MAX_BIG_INTEGER_BYTES + 1));
        assertThrows(StreamCorruptedException.class, () -> Wire.readBigInteger(in(tooLong)));
        byte[] empty = bytes(out -> Wire.writeLength(out, 0));
        assertThrows(StreamCorruptedException.class, () -> Wire.readBigInteger(in(empty)));
        assertEquals(BigInteger.ONE.shiftLeft(1000), Wire.readBigInteger(in(bytes(out ->
                Wire.writeBigInteger(out, BigInteger.ONE.shiftLeft(1000))))));
    }

    @Test
    void readObjectChecksTheClass() throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(b)) {
            out.writeObject("text");
            out.writeObject(null);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b.toByteArray()))) {
            InvalidObjectException e = assertThrows(InvalidObjectException.class, () -> Wire.readObject(in, Integer.class, "B.x"));
            assertEquals("B.x: expected java.lang.Integer, found java.lang.String", e.getMessage());
            assertEquals(null, Wire.readObject(in, Integer.class, "B.x"));
        }
        assertThrows(InvalidObjectException.class, () -> Wire.nonNull(null, "B.x"));
    }

    @Test
    void aBlobKeepsItsObjectsInOrderAndSharedOnTheRealStream() throws Exception {
        List<String> shared = new ArrayList<>(List.of("a"));
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(b)) {
            Wire.BlobOut blob = new Wire.BlobOut();
            blob.writeInt(42);
            blob.writeObject(shared);
            blob.writeUTF("after");
            blob.writeObject(shared);
            Wire.writeTag(out, 3, Wire.BLOB, true);
            blob.writeTo(out);
            out.writeObject(shared); // after the blob, still the same object
            Wire.writeTag(out, 20, Wire.VARINT, false);
            Wire.writeVarInt(out, -5);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b.toByteArray()))) {
            int tag = in.readUnsignedByte();
            assertEquals(3, Wire.tagId(in, tag));
            assertEquals(Wire.BLOB, tag >>> 4 & 7);
            assertTrue((tag & 0x80) != 0);
            Wire.BlobIn blob = Wire.readBlob(in, "B.x");
            assertEquals(42, blob.readInt());
            Object first = blob.readObject();
            assertEquals("after", blob.readUTF());
            assertSame(first, blob.readObject());
            blob.end("B.x");
            assertSame(first, in.readObject());
            int last = in.readUnsignedByte();
            assertEquals(20, Wire.tagId(in, last));
            assertEquals(0, last & 0x80);
            assertEquals(-5, Wire.readVarInt(in));
        }
    }

    @Test
    void everyWireTypeCanBeSkippedUnread() throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(b)) {
            Wire.writeTag(out, 0, Wire.FIXED1, true); out.writeByte(1);
            Wire.writeTag(out, 1, Wire.FIXED2, true); out.writeShort(2);
            Wire.writeTag(out, 2, Wire.FIXED4, true); out.writeFloat(3);
            Wire.writeTag(out, 3, Wire.FIXED8, true); out.writeDouble(4);
            Wire.writeTag(out, 4, Wire.VARINT, true); Wire.writeVarInt(out, Integer.MIN_VALUE);
            Wire.writeTag(out, 5, Wire.STRING, true); Wire.writeString(out, "z".repeat(30000));
            Wire.writeTag(out, 6, Wire.OBJECT, true); out.writeObject(new ArrayList<>(List.of(1, 2)));
            Wire.BlobOut blob = new Wire.BlobOut();
            Wire.writeIntArray(blob, new int[] {1, 2, 3});
            blob.writeObject("inside");
            Wire.writeTag(out, 7, Wire.BLOB, false);
            blob.writeTo(out);
            out.writeUTF("end");
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b.toByteArray()))) {
            int tag;
            do {
                tag = in.readUnsignedByte();
                Wire.tagId(in, tag);
                Wire.skip(in, tag, "B.added");
            } while ((tag & 0x80) != 0);
            assertEquals("end", in.readUTF());
        }
    }

    @Test
    void aBlobNotReadToItsEndIsCorrupt() throws Exception {
        byte[] bytes = bytes(out -> {
            Wire.BlobOut blob = new Wire.BlobOut();
            blob.writeLong(1);
            blob.writeTo(out);
        });
        Wire.BlobIn blob = Wire.readBlob(in(bytes), "B.x");
        blob.readInt();
        assertThrows(StreamCorruptedException.class, () -> blob.end("B.x"));
        Wire.BlobIn again = Wire.readBlob(in(bytes), "B.x");
        assertThrows(StreamCorruptedException.class, again::readObject);
    }

    @Test
    void primitiveArraysRoundTrip() throws IOException {
        boolean[] flags = new boolean[19];
        flags[0] = flags[8] = flags[18] = true;
        assertArrayEquals(flags, Wire.readBooleanArray(in(bytes(out -> Wire.writeBooleanArray(out, flags)))));
        assertEquals(1 + 3, bytes(out -> Wire.writeBooleanArray(out, flags)).length);
        int[] ints = new int[1000];
        for (int i = 0; i < ints.length; i++) {
            ints[i] = i * 7919 - 500000;
        }
        assertArrayEquals(ints, Wire.readIntArray(in(bytes(out -> Wire.writeIntArray(out, ints)))));
        byte[] big = new byte[100_000];
        big[99_999] = 9;
        assertArrayEquals(big, Wire.readByteArray(in(bytes(out -> Wire.writeByteArray(out, big)))));
    }

    @Test
    void aViewIsKnownByWhatItWrapsAsItsOwnSerializationHandsIt() {
        HashMap<String, Integer> hash = new HashMap<>(Map.of("a", 1));
        assertSame(hash, Wire.ViewProbe.wrapped(Collections.unmodifiableMap(hash)));
        assertSame(hash, Wire.ViewProbe.wrapped(Collections.synchronizedMap(hash)));
        ArrayList<String> list = new ArrayList<>(List.of("a"));
        assertSame(list, Wire.ViewProbe.wrapped(Collections.unmodifiableList(list)), "through its writeReplace");
        assertSame(list, Wire.ViewProbe.wrapped(Collections.synchronizedList(list)), "through its writeReplace");
        TreeSet<Integer> tree = new TreeSet<>(List.of(1, 2, 3));
        assertSame(tree, Wire.ViewProbe.wrapped(Collections.unmodifiableNavigableSet(tree)));
        // a view locking on another object (its parent view): Java serialization writes that object too
        assertNull(Wire.ViewProbe.wrapped(Collections.synchronizedSortedSet(tree).headSet(2)));
        // a synchronized map's key set locks on the map (and wraps a key set that is not serializable)
        assertNull(Wire.ViewProbe.wrapped(Collections.synchronizedMap(hash).keySet()));
        // what is not serializable is found all the same (listViewKind refuses its class: writeObject fails as Java's does)
        Collection<Integer> values = hash.values();
        assertSame(values, Wire.ViewProbe.wrapped(Collections.unmodifiableCollection(values)));
        assertEquals(-1, Wire.listViewKind(Collections.unmodifiableCollection(values), ArrayList.class, 11));
        assertSame(hash, Wire.ViewProbe.wrapped(Collections.unmodifiableMap(hash)), "after a probe that found nothing");
    }

    @Test
    void aViewsCodeIsItsOwnOnlyOverExactlyTheClassItIsRebuiltOver() {
        assertEquals(34, Wire.mapViewKind(Collections.unmodifiableMap(new LinkedHashMap<>()), LinkedHashMap.class, 34, 43, 45));
        assertEquals(43, Wire.mapViewKind(Collections.unmodifiableMap(new HashMap<>()), LinkedHashMap.class, 34, 43, 45));
        assertEquals(-1, Wire.mapViewKind(Collections.unmodifiableMap(new IdentityHashMap<>()), LinkedHashMap.class, 34, 43, 45));
        assertEquals(-1, Wire.mapViewKind(Collections.unmodifiableMap(new LinkedHashMap<String, Integer>() {
            private static final long serialVersionUID = 1L;
        }), LinkedHashMap.class, 34, 43, 45), "a subclass");
        LinkedHashMap<String, Integer> lru = new LinkedHashMap<>(16, 0.75f, true);
        lru.put("a", 1);
        lru.put("b", 2);
        lru.put("c", 3);
        lru.get("a");
        assertEquals(-1, Wire.mapViewKind(Collections.synchronizedMap(lru), LinkedHashMap.class, 40, 44, 46), "access order");
        assertEquals(List.of("b", "c", "a"), new ArrayList<>(lru.keySet()), "left in the order it was");
        assertEquals(35, Wire.mapViewKind(Collections.unmodifiableSortedMap(new TreeMap<>()), TreeMap.class, 35, -1, -1));
        assertEquals(-1, Wire.mapViewKind(Collections.unmodifiableSortedMap(new TreeMap<>(String.CASE_INSENSITIVE_ORDER)),
                TreeMap.class, 35, -1, -1), "a comparator");
        assertEquals(17, Wire.setViewKind(Collections.unmodifiableSortedSet(new TreeSet<>()), TreeSet.class, 17, -1, -1));
        assertEquals(-1, Wire.setViewKind(Collections.unmodifiableSortedSet(new TreeSet<>(Collections.reverseOrder())),
                TreeSet.class, 17, -1, -1), "a comparator");
        assertEquals(12, Wire.listViewKind(Collections.synchronizedCollection(new ArrayList<>()), ArrayList.class, 12));
        assertEquals(-1, Wire.listViewKind(Collections.synchronizedCollection(new HashSet<>()), ArrayList.class, 12),
                "a set in a view whose code has no set");
        assertEquals(30, Wire.setViewKind(Collections.unmodifiableSet(new TreeSet<>()), LinkedHashSet.class, 16, 28, 30));
        assertEquals(-1, Wire.setViewKind(Collections.unmodifiableSet(new TreeSet<>(Collections.reverseOrder())),
                LinkedHashSet.class, 16, 28, 30), "a comparator");
        assertEquals(46, Wire.mapViewKind(Collections.synchronizedMap(new TreeMap<>()), LinkedHashMap.class, 40, 44, 46));
        assertEquals(-1, Wire.listViewKind(Collections.unmodifiableList(new Vector<>()), ArrayList.class, 1));
    }

    @Test
    void threadsProbingAtOnceEachFindTheirOwnView() throws Exception {
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < 4; t++) {
            Object inner = t % 2 == 0 ? new HashMap<String, Integer>() : new LinkedHashSet<String>();
            Object view = inner instanceof Map ? Collections.synchronizedMap((Map<?, ?>) inner)
                    : Collections.unmodifiableSet((Set<?>) inner);
            threads.add(new Thread(() -> {
                for (int i = 0; i < 20_000; i++) {
                    if (Wire.ViewProbe.wrapped(view) != inner) {
                        failures.add(new AssertionError("another view's"));
                        return;
                    }
                }
            }));
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(List.of(), failures);
    }
}
