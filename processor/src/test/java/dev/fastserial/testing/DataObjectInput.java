package dev.fastserial.testing;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInput;

/** The reading side of {@link DataObjectOutput}: DataInput only, no objects. */
public final class DataObjectInput implements ObjectInput {
    private final DataInputStream in;

    public DataObjectInput(InputStream in) {
        this.in = new DataInputStream(in);
    }

    @Override public Object readObject() {
        throw new UnsupportedOperationException("readObject: this stream only has the DataInput methods");
    }
    @Override public int read() throws IOException { return in.read(); }
    @Override public int read(byte[] b) throws IOException { return in.read(b); }
    @Override public int read(byte[] b, int off, int len) throws IOException { return in.read(b, off, len); }
    @Override public long skip(long n) throws IOException { return in.skip(n); }
    @Override public int available() throws IOException { return in.available(); }
    @Override public void close() throws IOException { in.close(); }
    @Override public void readFully(byte[] b) throws IOException { in.readFully(b); }
    @Override public void readFully(byte[] b, int off, int len) throws IOException { in.readFully(b, off, len); }
    @Override public int skipBytes(int n) throws IOException { return in.skipBytes(n); }
    @Override public boolean readBoolean() throws IOException { return in.readBoolean(); }
    @Override public byte readByte() throws IOException { return in.readByte(); }
    @Override public int readUnsignedByte() throws IOException { return in.readUnsignedByte(); }
    @Override public short readShort() throws IOException { return in.readShort(); }
    @Override public int readUnsignedShort() throws IOException { return in.readUnsignedShort(); }
    @Override public char readChar() throws IOException { return in.readChar(); }
    @Override public int readInt() throws IOException { return in.readInt(); }
    @Override public long readLong() throws IOException { return in.readLong(); }
    @Override public float readFloat() throws IOException { return in.readFloat(); }
    @Override public double readDouble() throws IOException { return in.readDouble(); }
    @Override @Deprecated public String readLine() throws IOException { return in.readLine(); }
    @Override public String readUTF() throws IOException { return in.readUTF(); }
}
