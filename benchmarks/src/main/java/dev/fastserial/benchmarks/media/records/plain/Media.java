package dev.fastserial.benchmarks.media.records.plain;

import dev.fastserial.benchmarks.media.Player;
import java.io.Serializable;
import java.util.List;

/** The media of a {@link MediaContent}, the plain record variant. */
public record Media(String uri, String title, int width, int height, String format, long duration, long size,
                    int bitrate, boolean hasBitrate, List<String> persons, Player player, String copyright)
        implements Serializable {
}
