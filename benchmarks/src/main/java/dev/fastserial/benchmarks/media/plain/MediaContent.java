package dev.fastserial.benchmarks.media.plain;

import java.io.Serializable;
import java.util.List;

/** jvm-serializers' "media content" with default Java serialization (also the POJO Kryo and Fory serialize). */
public class MediaContent implements Serializable {
    private static final long serialVersionUID = 1L;

    Media media;
    List<Image> images;

    public MediaContent() {
    }

    public MediaContent(Media media, List<Image> images) {
        this.media = media;
        this.images = images;
    }
}
