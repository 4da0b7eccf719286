package dev.fastserial.benchmarks.media;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.List;

/**
 * jvm-serializers' "media content", the {@code @FastSerial} variant: a {@link Media} (written
 * inline: it cannot reach a MediaContent) and its images.
 */
@FastSerial
public class MediaContent implements Externalizable {
    private static final long serialVersionUID = 1L;

    Media media;
    List<Image> images;

    public MediaContent() {
    }

    public MediaContent(Media media, List<Image> images) {
        this.media = media;
        this.images = images;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        MediaContentExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        MediaContentExternalizer.readExternal(this, in);
    }
}
