package dev.fastserial.benchmarks;

import dev.fastserial.benchmarks.codec.Codec;
import dev.fastserial.benchmarks.codec.DirectCodec;
import dev.fastserial.benchmarks.codec.ForyCodec;
import dev.fastserial.benchmarks.codec.JdkCodec;
import dev.fastserial.benchmarks.codec.KryoCodec;
import dev.fastserial.benchmarks.values.ValuesModel;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Issue 26: the values modern Java code holds ({@code List.of}, {@code LinkedHashMap},
 * {@code Timestamp}, a generic record, an unmodifiable list) against a plain twin holding the same
 * values in ArrayList, HashMap, Date and a non-generic record, in a bean and in a record, per
 * message, on both of fastserial's paths and beside Kryo and Fory (ns per round trip, median).
 * Kryo gets a serializer for {@code Collections.unmodifiableList} ({@link #unmodifiableLists}).
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 11, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
public class ModernValues {

    @Param({"VALUES_BEAN", "PLAIN_BEAN", "VALUES_RECORD", "PLAIN_RECORD"})
    public ValuesModel model;

    @Param({"FASTSERIAL", "FASTSERIAL_DIRECT", "KRYO", "FORY"})
    public String variant;

    private Codec codec;
    private Object sample;

    /** The codec of a variant for a model, and the sample it serializes. */
    public static Codec codec(String variant, ValuesModel model) {
        return switch (variant) {
            case "FASTSERIAL" -> new JdkCodec();
            case "FASTSERIAL_DIRECT" -> new DirectCodec(model.annotated().getClass());
            case "KRYO" -> new KryoCodec(model.pojoClasses(), false, ModernValues::unmodifiableLists);
            case "FORY" -> new ForyCodec(model.pojoClasses(), false);
            default -> throw new IllegalArgumentException(variant);
        };
    }

    /**
     * Kryo reads a collection by creating an empty one and adding to it, which an unmodifiable list
     * refuses: a serializer of its own, as a Kryo user writes one (kryo-serializers has such), the
     * elements as an ArrayList and the view around them. And its Timestamp serializer, which keeps
     * the nanos (its default for a Date subclass drops them).
     */
    static void unmodifiableLists(Kryo kryo) {
        kryo.register(java.sql.Timestamp.class, new com.esotericsoftware.kryo.serializers.DefaultSerializers.TimestampSerializer());
        Class<?> type = Collections.unmodifiableList(new ArrayList<>()).getClass();
        kryo.register(type, new Serializer<List<?>>() {
            @Override
            public void write(Kryo k, Output output, List<?> list) {
                k.writeObject(output, new ArrayList<>(list));
            }

            @Override
            public List<?> read(Kryo k, Input input, Class<? extends List<?>> t) {
                return Collections.unmodifiableList(k.readObject(input, ArrayList.class));
            }
        });
    }

    public static Object sample(String variant, ValuesModel model) {
        return variant.startsWith("FASTSERIAL") ? model.annotated() : model.plain();
    }

    @Setup
    public void setUp() {
        codec = codec(variant, model);
        sample = sample(variant, model);
    }

    /** One object into a new message and back. */
    @Benchmark
    public Object roundTrip() throws Exception {
        return codec.fromBytes(codec.toBytes(sample));
    }
}
