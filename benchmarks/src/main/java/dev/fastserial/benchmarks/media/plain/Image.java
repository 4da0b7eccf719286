package dev.fastserial.benchmarks.media.plain;

import dev.fastserial.benchmarks.media.Size;
import java.io.Serializable;

/** An image of a {@link MediaContent}, with default Java serialization. */
public class Image implements Serializable {
    private static final long serialVersionUID = 1L;

    String uri;
    String title;
    int width;
    int height;
    Size size;

    public Image() {
    }

    public Image(String uri, String title, int width, int height, Size size) {
        this.uri = uri;
        this.title = title;
        this.width = width;
        this.height = height;
        this.size = size;
    }
}
