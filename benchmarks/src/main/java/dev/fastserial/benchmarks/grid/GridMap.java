package dev.fastserial.benchmarks.grid;

import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.internal.serialization.Data;
import com.hazelcast.internal.serialization.SerializationService;
import com.hazelcast.map.IMap;
import com.hazelcast.spi.impl.SerializationServiceSupport;
import dev.fastserial.hazelcast.LoopbackCluster;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A real data grid: two embedded Hazelcast 5.6 members in the benchmark's JVM, on loopback only,
 * an {@code IMap} of {@value #KEYS} entries (BINARY in-memory format, one synchronous backup, so
 * every put serializes the value and sends it to the owner and the backup, every get
 * deserializes it; about half the keys are owned by the other member, a network hop away), and
 * the member's own serialization service alone ({@code toData}/{@code toObject}: the
 * serialization part of a put and a get, without Hazelcast's threads and network). Per operation
 * from the first member, in microseconds (sample time, medians in the report). The formats are
 * {@link GridFormat}; per-entry bytes are measured by the report ({@code GridSizes}).
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Thread)
// The access Hazelcast asks for at start-up ("used to get the best performance results").
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "java.se", "--add-exports", "java.base/jdk.internal.ref=ALL-UNNAMED",
    "--add-opens", "java.base/java.lang=ALL-UNNAMED", "--add-opens", "java.base/sun.nio.ch=ALL-UNNAMED",
    "--add-opens", "java.management/sun.management=ALL-UNNAMED",
    "--add-opens", "jdk.management/com.sun.management.internal=ALL-UNNAMED"})
@Warmup(iterations = 8, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
public class GridMap {
    /** Entries in the map (a power of two). */
    public static final int KEYS = 1024;

    @Param({"EMPLOYEE", "MESSAGE", "TWELVE_FIELDS"})
    public GridModel model;

    @Param({"JAVA_SERIALIZABLE", "JAVA_EXTERNALIZABLE", "FASTSERIAL", "FASTSERIAL_GLOBAL", "FASTSERIAL_GLOBAL_IDS", "IDENTIFIED", "COMPACT"})
    public GridFormat format;

    /** Members in the cluster (the benchmarks use two; the test one). */
    public int members = 2;

    private final List<HazelcastInstance> cluster = new ArrayList<>();
    private IMap<Integer, Object> map;
    private SerializationService service;
    private Object[] samples;
    private Data[] stored;
    private int next;

    @Setup(Level.Trial)
    public void start() {
        String name = LoopbackCluster.uniqueName("fastserial-bench");
        int base = LoopbackCluster.freePorts(members);
        for (int i = 0; i < members; i++) {
            cluster.add(Hazelcast.newHazelcastInstance(format.configure(LoopbackCluster.memberConfig(name, base, members))));
        }
        LoopbackCluster.awaitSize(cluster, members, 60);
        map = cluster.get(0).getMap("entries");
        service = ((SerializationServiceSupport) cluster.get(0)).getSerializationService();
        samples = new Object[KEYS];
        stored = new Data[KEYS];
        for (int key = 0; key < KEYS; key++) {
            samples[key] = format.sample(model); // distinct graphs with equal values
            map.set(key, samples[key]);
            stored[key] = service.toData(samples[key]);
        }
    }

    @TearDown(Level.Trial)
    public void stop() {
        for (HazelcastInstance member : cluster) {
            member.shutdown();
        }
        cluster.clear();
    }

    /** {@code IMap.set}: serialize, send to the owner and its backup. */
    @Benchmark
    public void put() {
        int key = next++ & (KEYS - 1);
        map.set(key, samples[key]);
    }

    /** {@code IMap.get}: fetch from the owner, deserialize. */
    @Benchmark
    public Object get() {
        return map.get(next++ & (KEYS - 1));
    }

    /** The member's own serialization of one value, no network: what every put pays. */
    @Benchmark
    public Object toData() {
        return service.toData(samples[next++ & (KEYS - 1)]);
    }

    /** The member's own deserialization of one stored value, no network: what every get pays. */
    @Benchmark
    public Object toObject() {
        return service.toObject(stored[next++ & (KEYS - 1)]);
    }

    /** The map, for tests. */
    public IMap<Integer, Object> map() {
        return map;
    }
}
