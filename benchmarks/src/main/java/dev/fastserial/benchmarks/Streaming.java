package dev.fastserial.benchmarks;

import dev.fastserial.benchmarks.codec.Codec;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Streaming: {@value #OBJECTS} distinct objects (equal values) one after the other through one
 * stream (for Java serialization one ObjectOutputStream, so class descriptors are written once and
 * later objects refer to them). Scores are per object ({@code @OperationsPerInvocation}).
 * Sample-time mode, as in {@link PerMessage}; a stream of 50 keeps an invocation short enough
 * (well under a scheduler time slice) for its median to stay robust.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 11, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
public class Streaming {
    /** Objects per stream. */
    public static final int OBJECTS = 50;

    @Param({"TWELVE_FIELDS", "EMPLOYEE", "TEST_CLASS", "MESSAGE", "MEDIA_CONTENT", "MEDIA_CONTENT_RECORDS"})
    public Model model;

    @Param({"SERIALIZABLE", "HANDWRITTEN", "FASTSERIAL", "FASTSERIAL_DIRECT", "PROTOBUF", "KRYO", "FORY"})
    public Variant variant;

    private Codec codec;
    private final Object[] samples = new Object[OBJECTS];
    private final Object[] copies = new Object[OBJECTS];

    @Setup
    public void setUp() throws Exception {
        codec = variant.codec(model);
        for (int i = 0; i < OBJECTS; i++) {
            samples[i] = variant.sample(model); // distinct graphs: nothing is a back-reference to an earlier object
        }
        codec.writeAll(samples);
    }

    /** All objects into the codec's reused buffer; returns the byte count. */
    @Benchmark
    @OperationsPerInvocation(OBJECTS)
    public int serialize() throws Exception {
        return codec.writeAll(samples);
    }

    /** All objects back from the buffer written at setup. */
    @Benchmark
    @OperationsPerInvocation(OBJECTS)
    public Object[] deserialize() throws Exception {
        codec.readAll(copies);
        return copies;
    }

    @Benchmark
    @OperationsPerInvocation(OBJECTS)
    public Object[] roundTrip() throws Exception {
        codec.writeAll(samples);
        codec.readAll(copies);
        return copies;
    }
}
