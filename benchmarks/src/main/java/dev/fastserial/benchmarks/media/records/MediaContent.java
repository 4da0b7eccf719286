package dev.fastserial.benchmarks.media.records;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.util.List;

/**
 * jvm-serializers' "media content" as Java 17 code models values: a {@code @FastSerial} record
 * holding a {@link Media} record and a list of {@link Image} records, each written inline through
 * its generated externalizer and rebuilt through its canonical constructor.
 */
@FastSerial
public record MediaContent(Media media, List<Image> images) implements Serializable {
    private Object writeReplace() {
        return new MediaContentExternalizer(this);
    }
}
