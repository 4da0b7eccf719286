package dev.fastserial.benchmarks.redis;

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
import org.springframework.data.redis.serializer.RedisSerializer;

/**
 * What a Spring cache or session on Redis pays to turn a value into the bytes it stores and back:
 * the value serializer alone ({@link RedisFormat}), without the network. Nanoseconds per value
 * (sample time, medians in the report); bytes per value are in {@code SerializedSizesTest}'s
 * table and {@link #sizes()}.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 8, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
public class RedisValues {
    @Param({"MEDIA_CONTENT", "MONEY"})
    public RedisModel model;

    @Param({"FASTSERIAL", "FASTSERIAL_TYPED", "JDK", "JSON"})
    public RedisFormat format;

    private RedisSerializer<Object> serializer;
    private Object value;
    private byte[] bytes;

    @Setup
    public void setUp() {
        value = model.sample();
        serializer = format.serializer(value.getClass());
        bytes = serializer.serialize(value);
    }

    @Benchmark
    public byte[] serialize() {
        return serializer.serialize(value);
    }

    @Benchmark
    public Object deserialize() {
        return serializer.deserialize(bytes);
    }

    /** The value read back (tests). */
    public Object value() {
        return value;
    }

    /** Bytes per value, every model and format. */
    public static String sizes() {
        StringBuilder s = new StringBuilder();
        for (RedisModel m : RedisModel.values()) {
            for (RedisFormat f : RedisFormat.values()) {
                Object v = m.sample();
                s.append(m.title()).append(" | ").append(f.title()).append(" | ")
                        .append(f.serializer(v.getClass()).serialize(v).length).append('\n');
            }
        }
        return s.toString();
    }

    /** Bytes per value of {@code model} in {@code format}. */
    public static int size(RedisModel model, RedisFormat format) {
        Object v = model.sample();
        return format.serializer(v.getClass()).serialize(v).length;
    }

    public static void main(String[] args) {
        System.out.print(sizes());
    }
}
