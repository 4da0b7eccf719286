package dev.fastserial.benchmarks;

import dev.fastserial.benchmarks.codec.Codec;
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
 * Per message, as the articles measure: each object goes into its own message (for Java
 * serialization a fresh ObjectOutputStream, so every message carries its stream header and class
 * descriptors) and comes back from it (a fresh ObjectInputStream). ns per object.
 *
 * <p>Sample-time mode: every sampled invocation is timed on its own, so the report can use the
 * median, which a shared machine's preemptions barely move (the mean stays in the JSON).
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 11, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
public class PerMessage {

    @Param({"TWELVE_FIELDS", "EMPLOYEE", "TEST_CLASS", "MESSAGE", "MEDIA_CONTENT", "MEDIA_CONTENT_RECORDS"})
    public Model model;

    @Param({"SERIALIZABLE", "HANDWRITTEN", "FASTSERIAL", "FASTSERIAL_DIRECT", "PROTOBUF", "KRYO", "FORY"})
    public Variant variant;

    private Codec codec;
    private Object sample;
    private byte[] message;

    @Setup
    public void setUp() throws Exception {
        codec = variant.codec(model);
        sample = variant.sample(model);
        message = codec.toBytes(sample);
    }

    /** One object into a new message (a byte[]). */
    @Benchmark
    public byte[] serialize() throws Exception {
        return codec.toBytes(sample);
    }

    /** One message back into a new object. */
    @Benchmark
    public Object deserialize() throws Exception {
        return codec.fromBytes(message);
    }

    /** Both: what a message send and receive, or a deep copy, costs. */
    @Benchmark
    public Object roundTrip() throws Exception {
        return codec.fromBytes(codec.toBytes(sample));
    }
}
