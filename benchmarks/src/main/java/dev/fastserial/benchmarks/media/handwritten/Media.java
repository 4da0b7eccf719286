package dev.fastserial.benchmarks.media.handwritten;

import dev.fastserial.benchmarks.media.Player;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.List;

/**
 * The media of a {@link MediaContent}, written by hand: primitives as they are, strings with a
 * presence flag and writeUTF, the persons as a count (-1 for null) and flagged strings, the
 * player enum as its ordinal in one byte (-1 for null).
 */
public class Media implements Externalizable {
    private static final long serialVersionUID = 1L;

    private static final Player[] PLAYERS = Player.values();

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
        writeString(out, uri);
        writeString(out, title);
        out.writeInt(width);
        out.writeInt(height);
        writeString(out, format);
        out.writeLong(duration);
        out.writeLong(size);
        out.writeInt(bitrate);
        out.writeBoolean(hasBitrate);
        if (persons == null) {
            out.writeInt(-1);
        } else {
            out.writeInt(persons.size());
            for (String person : persons) {
                writeString(out, person);
            }
        }
        out.writeByte(player == null ? -1 : player.ordinal());
        writeString(out, copyright);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        uri = readString(in);
        title = readString(in);
        width = in.readInt();
        height = in.readInt();
        format = readString(in);
        duration = in.readLong();
        size = in.readLong();
        bitrate = in.readInt();
        hasBitrate = in.readBoolean();
        int count = readCount(in);
        if (count < 0) {
            persons = null;
        } else {
            persons = new ArrayList<>(Math.min(count, 16));
            for (int i = 0; i < count; i++) {
                persons.add(readString(in));
            }
        }
        int ordinal = in.readByte();
        if (ordinal < -1 || ordinal >= PLAYERS.length) {
            throw new StreamCorruptedException("no Player with ordinal " + ordinal);
        }
        player = ordinal < 0 ? null : PLAYERS[ordinal];
        copyright = readString(in);
    }

    /** A count (-1 for null); anything below is a corrupt stream. */
    static int readCount(ObjectInput in) throws IOException {
        int count = in.readInt();
        if (count < -1) {
            throw new StreamCorruptedException("negative count " + count);
        }
        return count;
    }

    static void writeString(ObjectOutput out, String value) throws IOException {
        out.writeBoolean(value != null);
        if (value != null) {
            out.writeUTF(value);
        }
    }

    static String readString(ObjectInput in) throws IOException {
        return in.readBoolean() ? in.readUTF() : null;
    }
}
