package dev.fastserial.benchmarks.media;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.List;

/** The media of a {@link MediaContent}, the {@code @FastSerial} variant. */
@FastSerial
public class Media implements Externalizable {
    private static final long serialVersionUID = 1L;

    String uri;
    String title;
    int width;
    int height;
    String format;
    long duration;
    long size;
    int bitrate;
    boolean hasBitrate;
    List<String> persons;
    Player player;
    String copyright;

    public Media() {
    }

    public Media(String uri, String title, int width, int height, String format, long duration, long size,
                 int bitrate, boolean hasBitrate, List<String> persons, Player player, String copyright) {
        this.uri = uri;
        this.title = title;
        this.width = width;
        this.height = height;
        this.format = format;
        this.duration = duration;
        this.size = size;
        this.bitrate = bitrate;
        this.hasBitrate = hasBitrate;
        this.persons = persons;
        this.player = player;
        this.copyright = copyright;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        MediaExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        MediaExternalizer.readExternal(this, in);
    }
}
