package dev.fastserial.benchmarks.media.handwritten;

import dev.fastserial.benchmarks.media.Size;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.StreamCorruptedException;

/** An image of a {@link MediaContent}, written by hand (the size enum as its ordinal, -1 for null). */
public class Image implements Externalizable {
    private static final long serialVersionUID = 1L;

    private static final Size[] SIZES = Size.values();

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
        Media.writeString(out, uri);
        Media.writeString(out, title);
        out.writeInt(width);
        out.writeInt(height);
        out.writeByte(size == null ? -1 : size.ordinal());
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        uri = Media.readString(in);
        title = Media.readString(in);
        width = in.readInt();
        height = in.readInt();
        int ordinal = in.readByte();
        if (ordinal < -1 || ordinal >= SIZES.length) {
            throw new StreamCorruptedException("no Size with ordinal " + ordinal);
        }
        size = ordinal < 0 ? null : SIZES[ordinal];
    }
}
