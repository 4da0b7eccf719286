package dev.fastserial.benchmarks.media.records;

import dev.fastserial.FastSerial;
import dev.fastserial.benchmarks.media.Size;
import java.io.Serializable;

/** An image of a {@link MediaContent}, the {@code @FastSerial} record variant. */
@FastSerial
public record Image(String uri, String title, int width, int height, Size size) implements Serializable {
    private Object writeReplace() {
        return new ImageExternalizer(this);
    }
}
