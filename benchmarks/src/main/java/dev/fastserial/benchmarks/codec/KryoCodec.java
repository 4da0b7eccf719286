package dev.fastserial.benchmarks.codec;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import java.util.List;
import org.objenesis.strategy.StdInstantiatorStrategy;

/**
 * Kryo 5 with every class registered (registration required), on the plain POJO variant of a
 * model. Reference tracking is on only where the model's graph needs it (shared objects, cycles).
 * One Kryo and its buffers are reused, as Kryo is meant to be used.
 */
public final class KryoCodec implements Codec {
    private final Kryo kryo = new Kryo();
    private final Output output = new Output(64 * 1024, -1);
    private final Input input = new Input();

    public KryoCodec(List<Class<?>> classes, boolean references) {
        this(classes, references, kryo -> { });
    }

    /** @param configure registers what the classes need beyond Kryo's defaults (serializers of its own) */
    public KryoCodec(List<Class<?>> classes, boolean references, java.util.function.Consumer<Kryo> configure) {
        configure.accept(kryo);
        kryo.setRegistrationRequired(true);
        kryo.setReferences(references);
        // The articles' plain beans have no no-arg constructor: fall back to Objenesis like Kryo's docs advise.
        kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
        for (Class<?> type : classes) {
            kryo.register(type);
        }
    }

    @Override
    public byte[] toBytes(Object value) {
        output.reset();
        kryo.writeClassAndObject(output, value);
        return output.toBytes();
    }

    @Override
    public Object fromBytes(byte[] bytes) {
        input.setBuffer(bytes);
        return kryo.readClassAndObject(input);
    }

    @Override
    public int writeAll(Object[] values) {
        output.reset();
        for (Object value : values) {
            kryo.writeClassAndObject(output, value);
        }
        return output.position();
    }

    @Override
    public byte[] written() {
        return output.toBytes();
    }

    @Override
    public void readAll(Object[] into) {
        input.setBuffer(output.getBuffer(), 0, output.position());
        for (int i = 0; i < into.length; i++) {
            into[i] = kryo.readClassAndObject(input);
        }
    }
}
