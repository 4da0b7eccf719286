package dev.fastserial.benchmarks.media;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** An image of a {@link MediaContent}, the {@code @FastSerial} variant. */
@FastSerial
public class Image implements Externalizable {
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

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        ImageExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        ImageExternalizer.readExternal(this, in);
    }
}
