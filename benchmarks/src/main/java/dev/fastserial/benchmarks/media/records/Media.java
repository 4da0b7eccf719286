package dev.fastserial.benchmarks.media.records;

import dev.fastserial.FastSerial;
import dev.fastserial.benchmarks.media.Player;
import java.io.Serializable;
import java.util.List;

/** The media of a {@link MediaContent}, the {@code @FastSerial} record variant. */
@FastSerial
public record Media(String uri, String title, int width, int height, String format, long duration, long size,
                    int bitrate, boolean hasBitrate, List<String> persons, Player player, String copyright)
        implements Serializable {
    private Object writeReplace() {
        return new MediaExternalizer(this);
    }
}
