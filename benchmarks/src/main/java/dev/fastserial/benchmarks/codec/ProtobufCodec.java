package dev.fastserial.benchmarks.codec;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.ExtensionRegistryLite;
import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import java.io.IOException;
import java.util.Arrays;

/**
 * protobuf-java on the generated message classes. Per message: {@code toByteArray()} and
 * {@code parseFrom(byte[])}. Streaming: length-delimited messages (as {@code writeDelimitedTo}
 * writes them) through one CodedOutputStream/CodedInputStream.
 */
public final class ProtobufCodec implements Codec {
    private final Parser<? extends MessageLite> parser;
    private byte[] buffer = new byte[256 * 1024];
    private int written;

    public ProtobufCodec(Parser<? extends MessageLite> parser) {
        this.parser = parser;
    }

    @Override
    public byte[] toBytes(Object value) {
        return ((MessageLite) value).toByteArray();
    }

    @Override
    public Object fromBytes(byte[] bytes) throws IOException {
        return parser.parseFrom(bytes);
    }

    @Override
    public int writeAll(Object[] values) throws IOException {
        while (true) {
            CodedOutputStream out = CodedOutputStream.newInstance(buffer);
            try {
                for (Object value : values) {
                    out.writeMessageNoTag((MessageLite) value);
                }
                written = buffer.length - out.spaceLeft();
                return written;
            } catch (CodedOutputStream.OutOfSpaceException full) {
                buffer = new byte[buffer.length * 2];
            }
        }
    }

    @Override
    public byte[] written() {
        return Arrays.copyOf(buffer, written);
    }

    @Override
    public void readAll(Object[] into) throws IOException {
        CodedInputStream in = CodedInputStream.newInstance(buffer, 0, written);
        ExtensionRegistryLite registry = ExtensionRegistryLite.getEmptyRegistry();
        for (int i = 0; i < into.length; i++) {
            int limit = in.pushLimit(in.readRawVarint32());
            into[i] = parser.parseFrom(in, registry);
            in.popLimit(limit);
        }
    }
}
