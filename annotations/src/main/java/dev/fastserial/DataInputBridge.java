package dev.fastserial;

import java.io.DataInput;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInput;
import java.util.function.Function;

/**
 * Reads what {@link DataOutputBridge} wrote from someone else's {@link DataInput}. How many bytes
 * are left is unknown here, so a string is read in pieces of at most 8 KB into a buffer that
 * grows with what actually arrives: a hostile length ends in {@link EOFException}, never in a
 * large allocation. {@code readObject} has the direct path's semantics ({@link GraphReader}).
 */
final class DataInputBridge implements ObjectInput, Function<Object, Object> {
    private static final int PIECE = 8192;

    private final DataInput source;
    private final GraphReader graph = new GraphReader(this);
    private byte[] scratch = new byte[64];

    DataInputBridge(DataInput source) {
        this.source = source;
    }

    GraphReader graph() {
        return graph;
    }

    /** As {@link BytesInput#apply}: the objects of an added field's bytes. */
    @Override
    public Object apply(Object bytes) {
        return graph.readApart((byte[]) bytes);
    }

    @Override
    public Object readObject() throws ClassNotFoundException, IOException {
        return graph.readObject();
    }

    @Override
    public int read() throws IOException {
        if (source instanceof InputStream) {
            return ((InputStream) source).read();
        }
        try {
            return source.readUnsignedByte();
        } catch (EOFException e) {
            return -1;
        }
    }

    @Override
    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (source instanceof InputStream) {
            return ((InputStream) source).read(b, off, len);
        }
        if (len == 0) {
            return 0;
        }
        // DataInput cannot read "what is there": the Java stream only asks for bytes it needs
        try {
            source.readFully(b, off, len);
            return len;
        } catch (EOFException e) {
            return -1;
        }
    }

    @Override
    public long skip(long n) throws IOException {
        return source.skipBytes((int) Math.min(n, Integer.MAX_VALUE));
    }

    @Override
    public int available() throws IOException {
        return source instanceof InputStream ? ((InputStream) source).available() : 0;
    }

    /**
     * What the source says is left (an in-memory host buffer knows exactly), or -1 when it cannot
     * say: bounds the arrays a Java-serialized value in the message may claim.
     */
    long bytesLeft() throws IOException {
        return source instanceof InputStream ? ((InputStream) source).available() : -1;
    }

    @Override
    public void close() {
        // the host owns the source
    }

    @Override
    public void readFully(byte[] b) throws IOException {
        source.readFully(b);
    }

    @Override
    public void readFully(byte[] b, int off, int len) throws IOException {
        source.readFully(b, off, len);
    }

    @Override
    public int skipBytes(int n) throws IOException {
        return source.skipBytes(n);
    }

    @Override
    public boolean readBoolean() throws IOException {
        return source.readBoolean();
    }

    @Override
    public byte readByte() throws IOException {
        return source.readByte();
    }

    @Override
    public int readUnsignedByte() throws IOException {
        return source.readUnsignedByte();
    }

    @Override
    public short readShort() throws IOException {
        return source.readShort();
    }

    @Override
    public int readUnsignedShort() throws IOException {
        return source.readUnsignedShort();
    }

    @Override
    public char readChar() throws IOException {
        return source.readChar();
    }

    @Override
    public int readInt() throws IOException {
        return source.readInt();
    }

    @Override
    public long readLong() throws IOException {
        return source.readLong();
    }

    @Override
    public float readFloat() throws IOException {
        return source.readFloat();
    }

    @Override
    public double readDouble() throws IOException {
        return source.readDouble();
    }

    @Override
    @Deprecated
    public String readLine() throws IOException {
        return source.readLine();
    }

    @Override
    @SuppressWarnings("deprecation") // String(byte[], int hibyte, ...): Latin-1 bytes straight into a compact string
    public String readUTF() throws IOException {
        int header = Varints.read(source);
        int length = header >>> 1;
        byte[] b = scratch;
        for (int done = 0; done < length; ) {
            int piece = Math.min(PIECE, length - done);
            if (b.length < done + piece) {
                b = scratch = java.util.Arrays.copyOf(b, Math.max(done + piece, Math.min(length, 2 * b.length)));
            }
            source.readFully(b, done, piece);
            done += piece;
        }
        if ((header & 1) == 0) {
            return new String(b, 0, 0, length);
        }
        return StringCodec.decodeModifiedUtf8(b, 0, length);
    }
}
