package dev.fastserial.benchmarks.grid;

import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.spi.impl.SerializationServiceSupport;
import dev.fastserial.hazelcast.LoopbackCluster;
import java.util.EnumMap;
import java.util.Map;

/**
 * Bytes per map entry value as Hazelcast stores it (its {@code Data}: 8 bytes of partition hash
 * and type id, then the serializer's bytes), for every model and format, measured on a
 * single-member cluster configured like {@link GridMap}'s.
 */
public final class GridSizes {
    private final Map<GridModel, Map<GridFormat, Integer>> sizes = new EnumMap<>(GridModel.class);

    public static GridSizes measure() {
        GridSizes result = new GridSizes();
        for (GridFormat format : GridFormat.values()) {
            HazelcastInstance member = Hazelcast.newHazelcastInstance(format.configure(LoopbackCluster.memberConfig(
                    LoopbackCluster.uniqueName("fastserial-sizes"), LoopbackCluster.freePorts(1), 1)));
            try {
                for (GridModel model : GridModel.values()) {
                    int bytes = ((SerializationServiceSupport) member).getSerializationService()
                            .toData(format.sample(model)).totalSize();
                    result.sizes.computeIfAbsent(model, m -> new EnumMap<>(GridFormat.class)).put(format, bytes);
                }
            } finally {
                member.shutdown();
            }
        }
        return result;
    }

    public int of(GridModel model, GridFormat format) {
        return sizes.get(model).get(format);
    }

    public static void main(String[] args) {
        GridSizes sizes = measure();
        for (GridModel model : GridModel.values()) {
            for (GridFormat format : GridFormat.values()) {
                System.out.printf("%-10s %-50s %5d bytes%n", model.title(), format.title(), sizes.of(model, format));
            }
        }
    }
}
