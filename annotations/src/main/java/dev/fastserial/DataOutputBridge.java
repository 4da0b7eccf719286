package dev.fastserial;

import java.io.DataOutput;
import java.io.IOException;
import java.io.ObjectOutput;
import java.io.UncheckedIOException;
import java.util.function.Function;

/**
 * The direct path on someone else's {@link DataOutput} (a data grid's serializer hook, a
 * network buffer): the DataOutput methods go straight to it; strings are encoded as on the
 * byte[] path ({@link StringCodec}, so a host's own {@code writeUTF}, which may not keep lone
 * surrogates, is never used); {@code writeObject} has the direct path's semantics
 * ({@link GraphWriter}). Same bytes as {@link BytesOutput} on a big-endian DataOutput.
 */
final class DataOutputBridge implements ObjectOutput, Function<Object, Object> {
    private final DataOutput sink;
    private final GraphWriter graph = new GraphWriter(this);
    private byte[] scratch = new byte[64];

    DataOutputBridge(DataOutput sink) {
        this.sink = sink;
    }

    GraphWriter graph() {
        return graph;
    }

    /** As {@link BytesOutput#apply}: an added field's objects written apart. */
    @Override
    public Object apply(Object objects) {
        try {
            return graph.writeApart((Object[]) objects);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void writeObject(Object obj) throws IOException {
        graph.writeObject(obj);
    }

    @Override
    public void write(int b) throws IOException {
        sink.write(b);
    }

    @Override
    public void write(byte[] b) throws IOException {
        sink.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        sink.write(b, off, len);
    }

    @Override
    public void writeBoolean(boolean v) throws IOException {
        sink.writeBoolean(v);
    }

    @Override
    public void writeByte(int v) throws IOException {
        sink.writeByte(v);
    }

    @Override
    public void writeShort(int v) throws IOException {
        sink.writeShort(v);
    }

    @Override
    public void writeChar(int v) throws IOException {
        sink.writeChar(v);
    }

    @Override
    public void writeInt(int v) throws IOException {
        sink.writeInt(v);
    }

    @Override
    public void writeLong(long v) throws IOException {
        sink.writeLong(v);
    }

    @Override
    public void writeFloat(float v) throws IOException {
        sink.writeFloat(v);
    }

    @Override
    public void writeDouble(double v) throws IOException {
        sink.writeDouble(v);
    }

    @Override
    public void writeBytes(String s) throws IOException {
        sink.writeBytes(s);
    }

    @Override
    public void writeChars(String s) throws IOException {
        sink.writeChars(s);
    }

    @Override
    public void writeUTF(String s) throws IOException {
        int n = s.length();
        if (n > StringCodec.MAX_CHARS) {
            throw StringCodec.tooLong(n);
        }
        boolean latin1 = true;
        for (int i = 0; i < n; i++) {
            if (s.charAt(i) > 0xFF) {
                latin1 = false;
                break;
            }
        }
        int length = latin1 ? n : StringCodec.utfLength(s);
        if (length > StringCodec.MAX_CHARS) {
            throw StringCodec.tooLong(length);
        }
        byte[] b = scratch(StringCodec.MAX_HEADER + length);
        int p = StringCodec.putHeader(b, 0, length, !latin1);
        if (latin1) {
            for (int i = 0; i < n; i++) {
                b[p + i] = (byte) s.charAt(i);
            }
            p += n;
        } else {
            p = StringCodec.putModifiedUtf8(s, b, p);
        }
        sink.write(b, 0, p);
    }

    private byte[] scratch(int n) {
        if (scratch.length < n) {
            scratch = new byte[Math.max(n, 2 * scratch.length)];
        }
        return scratch;
    }

    @Override
    public void flush() throws IOException {
        if (sink instanceof java.io.Flushable) {
            ((java.io.Flushable) sink).flush();
        }
    }

    @Override
    public void close() {
        // the host owns the sink
    }
}
