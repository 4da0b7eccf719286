package dev.fastserial.examples;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** The Player of "Why not use Java Serialization": a small value bean written inline in a Message. */
@FastSerial
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
        PlayerExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        PlayerExternalizer.readExternal(this, in);
    }
}
