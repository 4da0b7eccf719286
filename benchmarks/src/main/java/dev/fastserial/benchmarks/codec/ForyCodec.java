package dev.fastserial.benchmarks.codec;

import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;

/**
 * Apache Fory (Java mode, generated serializers, classes registered) on the plain POJO variant of
 * a model. Reference tracking is on only where the model's graph needs it.
 *
 * <p>Schema-consistent mode, like Kryo's default FieldSerializer (and like fastserial, which
 * detects but does not bridge a changed class): Fory 1.6's default, COMPATIBLE, writes every
 * class's field metadata into every message (the 12-field bean: 211 bytes instead of 101).
 */
public final class ForyCodec implements Codec {
    private final Fory fory;
    private final MemoryBuffer buffer = MemoryBuffer.newHeapBuffer(64 * 1024);

    public ForyCodec(List<Class<?>> classes, boolean references) {
        fory = Fory.builder()
                .withLanguage(Language.JAVA)
                .requireClassRegistration(true)
                .withRefTracking(references)
                .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
                .build();
        for (Class<?> type : classes) {
            fory.register(type);
        }
    }

    @Override
    public byte[] toBytes(Object value) {
        return fory.serialize(value);
    }

    @Override
    public Object fromBytes(byte[] bytes) {
        return fory.deserialize(bytes);
    }

    @Override
    public int writeAll(Object[] values) {
        buffer.writerIndex(0);
        for (Object value : values) {
            fory.serialize(buffer, value);
        }
        return buffer.writerIndex();
    }

    @Override
    public byte[] written() {
        return buffer.getBytes(0, buffer.writerIndex());
    }

    @Override
    public void readAll(Object[] into) {
        buffer.readerIndex(0);
        for (int i = 0; i < into.length; i++) {
            into[i] = fory.deserialize(buffer);
        }
    }
}
