package dev.fastserial.benchmarks.media.records.plain;

import java.io.Serializable;
import java.util.List;

/**
 * jvm-serializers' "media content" as plain {@code Serializable} records, no annotation: Java
 * serialization's own record format (read through the canonical constructor), and the records
 * that Kryo and Fory serialize.
 */
public record MediaContent(Media media, List<Image> images) implements Serializable {
}
