package dev.fastserial.benchmarks.codec;

import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import dev.fastserial.FastWriter;
import java.io.IOException;

/**
 * fastserial's direct byte path on the {@code @FastSerial} bean: the same generated
 * writeExternal/readExternal as the JDK-stream variant, on {@link FastBytes}' own
 * ObjectOutput/ObjectInput over a byte[]. Per message: {@code FastBytes.toBytes}/{@code fromBytes}
 * (a new byte[] per message, as protobuf's {@code toByteArray}). Streaming: one reused
 * {@link FastWriter} and {@link FastReader}, each value self-contained.
 */
public final class DirectCodec implements Codec {
    private final Class<?> type;
    private final FastWriter writer = new FastWriter();
    private final FastReader reader = new FastReader();

    public DirectCodec(Class<?> type) {
        this.type = type;
    }

    @Override
    public byte[] toBytes(Object value) {
        return FastBytes.toBytes(value);
    }

    @Override
    public Object fromBytes(byte[] bytes) throws IOException {
        return FastBytes.fromBytes(bytes, type);
    }

    @Override
    public int writeAll(Object[] values) {
        writer.reset();
        for (Object value : values) {
            writer.write(value);
        }
        return writer.size();
    }

    @Override
    public byte[] written() {
        return writer.toByteArray();
    }

    @Override
    public void readAll(Object[] into) throws IOException {
        reader.reset(writer.buffer(), 0, writer.size());
        for (int i = 0; i < into.length; i++) {
            into[i] = reader.read(type);
        }
    }
}
