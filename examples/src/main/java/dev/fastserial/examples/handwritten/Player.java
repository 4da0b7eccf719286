package dev.fastserial.examples.handwritten;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/**
 * The Player of "Why not use Java Serialization" written by hand, as the article's "manual
 * serialization" does: primitives directly, the name with writeUTF (after a null flag).
 */
public class Player implements Externalizable {
    private static final long serialVersionUID = 1L;

    int id;
    String name;
    int level;
    long score;
    boolean online;

    public Player() {
    }

    public Player(int id, String name, int level, long score, boolean online) {
        this.id = id;
        this.name = name;
        this.level = level;
        this.score = score;
        this.online = online;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        out.writeInt(id);
        HandWritten.writeString(out, name);
        out.writeInt(level);
        out.writeLong(score);
        out.writeBoolean(online);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        id = in.readInt();
        name = HandWritten.readString(in);
        level = in.readInt();
        score = in.readLong();
        online = in.readBoolean();
    }
}
