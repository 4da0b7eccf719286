package dev.fastserial.benchmarks.media.handwritten;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.ArrayList;
import java.util.List;

/**
 * jvm-serializers' "media content" written by hand in the articles' most efficient style
 * ("Efficient Externalizable"), and exact: a boolean presence flag before every nullable value,
 * the media written inline through its own writeExternal, the image list as a count (-1 for null)
 * followed by its elements (each with a presence flag).
 */
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
        out.writeBoolean(media != null);
        if (media != null) {
            media.writeExternal(out);
        }
        if (images == null) {
            out.writeInt(-1);
        } else {
            out.writeInt(images.size());
            for (Image image : images) {
                out.writeBoolean(image != null);
                if (image != null) {
                    image.writeExternal(out);
                }
            }
        }
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        if (in.readBoolean()) {
            media = new Media();
            media.readExternal(in);
        } else {
            media = null;
        }
        int count = Media.readCount(in);
        if (count < 0) {
            images = null;
        } else {
            // Never trust a count for the capacity: it grows with what actually arrives.
            images = new ArrayList<>(Math.min(count, 16));
            for (int i = 0; i < count; i++) {
                Image image = null;
                if (in.readBoolean()) {
                    image = new Image();
                    image.readExternal(in);
                }
                images.add(image);
            }
        }
    }
}
