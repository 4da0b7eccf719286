package dev.fastserial.benchmarks.report;

import dev.fastserial.benchmarks.Model;
import dev.fastserial.benchmarks.Streaming;
import dev.fastserial.benchmarks.Variant;
import dev.fastserial.benchmarks.codec.Codec;
import java.util.EnumMap;
import java.util.Map;

/**
 * Serialized sizes, measured with the very codecs and samples the benchmarks time: bytes of one
 * message, and bytes per object in a stream of {@link Streaming#OBJECTS}. Deterministic, so they
 * are measured once when the report is made. Run alone, prints the table.
 */
public final class Sizes {
    /** Bytes per message and bytes per object when streaming. */
    public record Size(int perMessage, double perObjectStreaming) {}

    private final Map<Model, Map<Variant, Size>> sizes = new EnumMap<>(Model.class);

    public static Sizes measure() throws Exception {
        Sizes result = new Sizes();
        for (Model model : Model.values()) {
            Map<Variant, Size> row = new EnumMap<>(Variant.class);
            for (Variant variant : Variant.values()) {
                Codec codec = variant.codec(model);
                int perMessage = codec.toBytes(variant.sample(model)).length;
                Object[] samples = new Object[Streaming.OBJECTS];
                for (int i = 0; i < samples.length; i++) {
                    samples[i] = variant.sample(model);
                }
                double streaming = (double) codec.writeAll(samples) / samples.length;
                row.put(variant, new Size(perMessage, streaming));
            }
            result.sizes.put(model, row);
        }
        return result;
    }

    public Size of(Model model, Variant variant) {
        return sizes.get(model).get(variant);
    }

    public static void main(String[] args) throws Exception {
        Sizes sizes = measure();
        System.out.printf("%-16s", "bytes");
        for (Variant v : Variant.values()) {
            System.out.printf("%16s", v.title());
        }
        System.out.println();
        for (Model m : Model.values()) {
            System.out.printf("%-16s", m.title());
            for (Variant v : Variant.values()) {
                Size s = sizes.of(m, v);
                System.out.printf("%16s", s.perMessage() + " / " + Math.round(s.perObjectStreaming()));
            }
            System.out.println();
        }
        System.out.println("(per message / per object in a stream of " + Streaming.OBJECTS + ")");
    }
}
