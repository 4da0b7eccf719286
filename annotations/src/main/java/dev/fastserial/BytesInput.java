package dev.fastserial;

import java.io.EOFException;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.StreamCorruptedException;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The {@link ObjectInput} of the direct byte path: reads what {@link BytesOutput} wrote, in
 * place from a {@code byte[]} range. Every read checks that its bytes are there (a truncated
 * message is an {@link EOFException}); a length read from the message is compared with the bytes
 * left before anything is allocated for it. {@link #readObject} goes to a {@link GraphReader}.
 *
 * <p>It is also a {@link Consumer} of classes: the generated code's {@code readObject} helper,
 * which needs nothing but java.base, gives it the declared type of the value it reads next
 * ({@link GraphReader#expect}), so that a value no such field can hold is refused before it is
 * read. A JDK stream is no Consumer, and the helper tells it nothing.
 *
 * <p>One instance belongs to one thread; {@link #reset} points it at the next message.
 */
final class BytesInput implements ObjectInput, Function<Object, Object>, Consumer<Class<?>> {
    private static final byte[] EMPTY = new byte[0];

    private byte[] buf = EMPTY;
    private int pos;
    private int limit;
    private GraphReader graph;

    BytesInput() {
    }

    /** The bytes of objects apart inside {@code outer}'s message ({@link GraphReader#readApart}). */
    BytesInput(GraphReader outer) {
        graph = new GraphReader(this, outer);
    }

    /**
     * For generated code, which may use nothing but java.base: the objects an added field's bytes
     * hold (a {@code byte[]} that {@link BytesOutput#apply} gave), as an {@code Object[]}
     * ({@link GraphReader#readApart}; IOExceptions come unchecked).
     */
    @Override
    public Object apply(Object bytes) {
        return graph().readApart((byte[]) bytes);
    }

    /** Reads {@code bytes[offset, offset + length)} next; forgets the objects of the last message. */
    void reset(byte[] bytes, int offset, int length) {
        if ((offset | length) < 0 || length > bytes.length - offset) {
            throw new IndexOutOfBoundsException("offset " + offset + ", length " + length + " in an array of "
                    + bytes.length);
        }
        buf = bytes;
        pos = offset;
        limit = offset + length;
    }

    /** Lets go of the message's array (a thread-local input must not keep it alive). */
    void release() {
        buf = null; // not EMPTY: a null needs no write barrier, an old array would (see GraphReader.configure)
        pos = 0;
        limit = 0;
        if (graph != null) {
            graph.release();
        }
    }

    int position() {
        return pos;
    }

    /** The array read (its bytes from {@link #position()} on are the message's rest). */
    byte[] array() {
        return buf;
    }

    /** Skips {@code n} bytes that must be there, to be read in place: returns where they start. */
    int take(int n) throws EOFException {
        need(n);
        int p = pos;
        pos = p + n;
        return p;
    }

    int remaining() {
        return limit - pos;
    }

    GraphReader graph() {
        GraphReader g = graph;
        if (g == null) {
            graph = g = new GraphReader(this);
        }
        return g;
    }

    /** Makes sure {@code n} bytes are left, else the message ended early. */
    private void need(int n) throws EOFException {
        if (n > limit - pos) {
            throw eof(n);
        }
    }

    private EOFException eof(long n) {
        return new EOFException("the fastserial message ends " + (n - (limit - pos)) + " bytes early (reading "
                + n + " bytes at offset " + pos + ")");
    }

    @Override
    public Object readObject() throws ClassNotFoundException, IOException {
        return graph().readObject();
    }

    /** The declared type of the object {@link #readObject} reads next. */
    @Override
    public void accept(Class<?> declared) {
        graph().expect(declared);
    }

    @Override
    public int read() {
        return pos < limit ? buf[pos++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b) {
        return read(b, 0, b.length);
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if ((off | len) < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException("offset " + off + ", length " + len + " in an array of " + b.length);
        }
        if (len == 0) {
            return 0;
        }
        int n = Math.min(len, limit - pos);
        if (n <= 0) {
            return -1;
        }
        System.arraycopy(buf, pos, b, off, n);
        pos += n;
        return n;
    }

    @Override
    public long skip(long n) {
        long k = Math.max(0, Math.min(n, limit - pos));
        pos += (int) k;
        return k;
    }

    @Override
    public int available() {
        return limit - pos;
    }

    @Override
    public void close() {
    }

    @Override
    public void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    @Override
    public void readFully(byte[] b, int off, int len) throws IOException {
        if ((off | len) < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException("offset " + off + ", length " + len + " in an array of " + b.length);
        }
        need(len);
        System.arraycopy(buf, pos, b, off, len);
        pos += len;
    }

    @Override
    public int skipBytes(int n) {
        int k = Math.max(0, Math.min(n, limit - pos));
        pos += k;
        return k;
    }

    @Override
    public boolean readBoolean() throws IOException {
        return readByte() != 0;
    }

    @Override
    public byte readByte() throws IOException {
        if (pos >= limit) {
            throw eof(1);
        }
        return buf[pos++];
    }

    @Override
    public int readUnsignedByte() throws IOException {
        if (pos >= limit) {
            throw eof(1);
        }
        return buf[pos++] & 0xFF;
    }

    @Override
    public short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    @Override
    public int readUnsignedShort() throws IOException {
        need(2);
        int p = pos;
        pos = p + 2;
        return Bits.getUnsignedShort(buf, p);
    }

    @Override
    public char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    @Override
    public int readInt() throws IOException {
        need(4);
        int p = pos;
        pos = p + 4;
        return Bits.getInt(buf, p);
    }

    @Override
    public long readLong() throws IOException {
        need(8);
        int p = pos;
        pos = p + 8;
        return Bits.getLong(buf, p);
    }

    @Override
    public float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    @Override
    public double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /** As {@link java.io.DataInput#readLine}: bytes as Latin-1 chars up to a line end. */
    @Override
    @Deprecated
    public String readLine() {
        if (pos >= limit) {
            return null;
        }
        StringBuilder line = new StringBuilder();
        while (pos < limit) {
            int c = buf[pos++] & 0xFF;
            if (c == '\n') {
                break;
            }
            if (c == '\r') {
                if (pos < limit && buf[pos] == '\n') {
                    pos++;
                }
                break;
            }
            line.append((char) c);
        }
        return line.toString();
    }

    /** What {@link BytesOutput#writeUTF} wrote: see {@link StringCodec}. */
    @Override
    @SuppressWarnings("deprecation") // String(byte[], int hibyte, ...): Latin-1 bytes straight into a compact string
    public String readUTF() throws IOException {
        int header = readVarint();
        int length = header >>> 1;
        need(length);
        int p = pos;
        pos = p + length;
        if ((header & 1) == 0) {
            return new String(buf, 0, p, length);
        }
        return StringCodec.decodeModifiedUtf8(buf, p, length);
    }

    /** What {@link BytesOutput#writeVarint} wrote; at most 5 bytes, never negative. */
    int readVarint() throws IOException {
        int p = pos;
        if (p < limit) {
            int b = buf[p];
            if (b >= 0) {
                pos = p + 1;
                return b;
            }
        }
        return readVarintSlow();
    }

    private int readVarintSlow() throws IOException {
        return Varints.read(this);
    }
}
