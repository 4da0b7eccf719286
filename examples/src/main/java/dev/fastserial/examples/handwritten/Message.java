package dev.fastserial.examples.handwritten;

import dev.fastserial.examples.Priority;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/**
 * The Message of "Why not use Java Serialization" written by hand, as the article's "manual
 * serialization" does it: primitives directly, strings with writeUTF, the payload as its length
 * and then its bytes, and the two players inline (a null flag, then the player's own fields), with
 * no class descriptor. Null handling added: a flag before each string and player, -1 for a null
 * payload, and the priority as its ordinal in one byte (-1 for null).
 */
public class Message implements Externalizable {
    private static final long serialVersionUID = 1L;

    private static final Priority[] PRIORITIES = Priority.values();

    long id;
    long timestamp;
    String topic;
    String text;
    Priority priority;
    byte[] payload;
    Player sender;
    Player receiver;

    public Message() {
    }

    public Message(long id, long timestamp, String topic, String text, Priority priority, byte[] payload,
                   Player sender, Player receiver) {
        this.id = id;
        this.timestamp = timestamp;
        this.topic = topic;
        this.text = text;
        this.priority = priority;
        this.payload = payload;
        this.sender = sender;
        this.receiver = receiver;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        out.writeLong(id);
        out.writeLong(timestamp);
        HandWritten.writeString(out, topic);
        HandWritten.writeString(out, text);
        out.writeByte(priority == null ? -1 : priority.ordinal());
        if (payload == null) {
            out.writeInt(-1);
        } else {
            out.writeInt(payload.length);
            out.write(payload);
        }
        writePlayer(out, sender);
        writePlayer(out, receiver);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        id = in.readLong();
        timestamp = in.readLong();
        topic = HandWritten.readString(in);
        text = HandWritten.readString(in);
        int ordinal = in.readByte();
        if (ordinal < -1 || ordinal >= PRIORITIES.length) {
            throw new InvalidObjectException("no Priority with ordinal " + ordinal);
        }
        priority = ordinal < 0 ? null : PRIORITIES[ordinal];
        int count = HandWritten.readCount(in);
        if (count < 0) {
            payload = null;
        } else {
            payload = new byte[count];
            in.readFully(payload);
        }
        sender = readPlayer(in);
        receiver = readPlayer(in);
    }

    private static void writePlayer(ObjectOutput out, Player player) throws IOException {
        out.writeBoolean(player != null);
        if (player != null) {
            player.writeExternal(out);
        }
    }

    private static Player readPlayer(ObjectInput in) throws IOException {
        if (!in.readBoolean()) {
            return null;
        }
        Player player = new Player();
        player.readExternal(in);
        return player;
    }
}
