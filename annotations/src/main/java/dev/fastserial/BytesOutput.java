package dev.fastserial;

import java.io.IOException;
import java.io.ObjectOutput;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.function.Function;

/**
 * The {@link ObjectOutput} of the direct byte path: a growable {@code byte[]}, big-endian like
 * {@link java.io.DataOutput} says ({@link Bits}), no block-data framing, no stream header, nothing virtual on
 * the hot path. The generated {@code writeExternal} writes into it exactly as into an
 * {@code ObjectOutputStream}; {@link #writeObject} hands objects to a {@link GraphWriter}
 * (created on first use and kept for the next value).
 *
 * <p>Strings ({@link #writeUTF}) are a varint header and the characters as Latin-1 bytes, or as
 * modified UTF-8 when one of them is above {@code U+00FF}; see {@link StringCodec}.
 *
 * <p>One instance belongs to one thread; {@link #reset()} makes it ready for the next message
 * while keeping its buffer.
 */
final class BytesOutput implements ObjectOutput, Function<Object, Object> {
    /** A buffer that grew beyond this is not kept by {@link #release()}. */
    private static final int KEEP_AT_MOST = 1 << 20;
    private static final int INITIAL = 256;

    private byte[] buf;
    private int pos;
    private GraphWriter graph;

    BytesOutput() {
        buf = new byte[INITIAL];
    }

    /** The bytes of objects written apart inside {@code outer}'s message ({@link GraphWriter#writeApart}). */
    BytesOutput(GraphWriter outer) {
        buf = new byte[INITIAL];
        graph = new GraphWriter(this, outer);
    }

    /**
     * For generated code, which may use nothing but java.base: {@code objects} (an {@code Object[]},
     * those of a field a later version added) written apart, returned as a {@code byte[]}
     * ({@link GraphWriter#writeApart}); an IOException comes as an {@link UncheckedIOException}.
     */
    @Override
    public Object apply(Object objects) {
        try {
            return graph().writeApart((Object[]) objects);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Ready for the next message: empty, with its buffer. */
    void reset() {
        pos = 0;
    }

    /** After a message: drops a buffer that grew very large, so a thread does not keep it for ever. */
    void release() {
        if (buf.length > KEEP_AT_MOST) {
            buf = new byte[INITIAL];
        }
        pos = 0;
        if (graph != null) {
            graph.release();
        }
    }

    int size() {
        return pos;
    }

    /** Drops what was written after {@code size} (a value that failed half-way). */
    void truncate(int size) {
        pos = size;
    }

    /** The internal buffer; bytes {@code [0, size())} are the message. */
    byte[] buffer() {
        return buf;
    }

    byte[] toByteArray() {
        return Arrays.copyOf(buf, pos);
    }

    GraphWriter graph() {
        GraphWriter g = graph;
        if (g == null) {
            graph = g = new GraphWriter(this);
        }
        return g;
    }

    /** Room for {@code n} more bytes. */
    private byte[] ensure(int n) {
        byte[] b = buf;
        if (n > b.length - pos) {
            b = grow(n);
        }
        return b;
    }

    private byte[] grow(int n) {
        long needed = (long) pos + n;
        if (needed > Integer.MAX_VALUE - 8) {
            throw new OutOfMemoryError("a fastserial message cannot hold more than 2 GB");
        }
        int size = (int) Math.max(needed, Math.min(Integer.MAX_VALUE - 8, buf.length * 2L));
        buf = Arrays.copyOf(buf, size);
        return buf;
    }

    @Override
    public void writeObject(Object obj) throws IOException {
        graph().writeObject(obj);
    }

    @Override
    public void write(int b) {
        writeByte(b);
    }

    @Override
    public void write(byte[] b) {
        write(b, 0, b.length);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        if ((off | len) < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException("offset " + off + ", length " + len + " in an array of " + b.length);
        }
        byte[] to = ensure(len);
        System.arraycopy(b, off, to, pos, len);
        pos += len;
    }

    @Override
    public void writeBoolean(boolean v) {
        writeByte(v ? 1 : 0);
    }

    @Override
    public void writeByte(int v) {
        byte[] b = ensure(1);
        b[pos++] = (byte) v;
    }

    @Override
    public void writeShort(int v) {
        byte[] b = ensure(2);
        int p = pos;
        Bits.putShort(b, p, v);
        pos = p + 2;
    }

    @Override
    public void writeChar(int v) {
        writeShort(v);
    }

    @Override
    public void writeInt(int v) {
        byte[] b = ensure(4);
        int p = pos;
        Bits.putInt(b, p, v);
        pos = p + 4;
    }

    @Override
    public void writeLong(long v) {
        byte[] b = ensure(8);
        int p = pos;
        Bits.putLong(b, p, v);
        pos = p + 8;
    }

    @Override
    public void writeFloat(float v) {
        writeInt(Float.floatToIntBits(v));
    }

    @Override
    public void writeDouble(double v) {
        writeLong(Double.doubleToLongBits(v));
    }

    /** As {@link java.io.DataOutput#writeBytes}: the low byte of each char. */
    @Override
    public void writeBytes(String s) {
        int n = s.length();
        byte[] b = ensure(n);
        for (int i = 0; i < n; i++) {
            b[pos + i] = (byte) s.charAt(i);
        }
        pos += n;
    }

    /** As {@link java.io.DataOutput#writeChars}: two bytes a char. */
    @Override
    public void writeChars(String s) {
        int n = s.length();
        byte[] b = ensure(2 * n);
        int p = pos;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            b[p++] = (byte) (c >>> 8);
            b[p++] = (byte) c;
        }
        pos = p;
    }

    /** Any string, any length, every char exact (lone surrogates and {@code \0} too): {@link StringCodec}. */
    @Override
    @SuppressWarnings("deprecation") // getBytes(int, int, byte[], int): the low byte of each char, checked below
    public void writeUTF(String s) throws IOException {
        int n = s.length();
        if (n > StringCodec.MAX_CHARS) {
            throw StringCodec.tooLong(n);
        }
        // Latin-1 first: header, then the low byte of each char, kept if no char is above U+00FF.
        byte[] b = ensure(StringCodec.MAX_HEADER + n);
        int p = pos;
        if (n < 64) {
            b[p++] = (byte) (n << 1); // the usual one-byte header, without the varint loop
        } else {
            p = StringCodec.putHeader(b, p, n, false);
        }
        // The JDK's own copy (an arraycopy of a compact string's bytes), then the check, which
        // the JIT reduces to almost nothing for such a string: its chars are all Latin-1. Half
        // the time of one loop that checks and stores each char, and no Unsafe.
        s.getBytes(0, n, b, p);
        for (int i = 0; i < n; i++) {
            if (s.charAt(i) > 0xFF) {
                writeUtf8(s); // overwrites the low bytes copied above
                return;
            }
        }
        pos = p + n;
    }

    /** The other strings: header with the modified UTF-8 length, then the encoded chars. */
    private void writeUtf8(String s) throws IOException {
        int utf = StringCodec.utfLength(s);
        if (utf > StringCodec.MAX_CHARS) {
            throw StringCodec.tooLong(utf);
        }
        byte[] b = ensure(StringCodec.MAX_HEADER + utf);
        int p = StringCodec.putHeader(b, pos, utf, true);
        pos = StringCodec.putModifiedUtf8(s, b, p);
    }

    /** An unsigned varint: 7 bits a byte, low group first, top bit set on all but the last. */
    void writeVarint(int v) {
        byte[] b = ensure(5);
        pos = StringCodec.putVarint(b, pos, v);
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
