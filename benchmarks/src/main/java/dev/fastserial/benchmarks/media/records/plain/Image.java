package dev.fastserial.benchmarks.media.records.plain;

import dev.fastserial.benchmarks.media.Size;
import java.io.Serializable;

/** An image of a {@link MediaContent}, the plain record variant. */
public record Image(String uri, String title, int width, int height, Size size) implements Serializable {
}
