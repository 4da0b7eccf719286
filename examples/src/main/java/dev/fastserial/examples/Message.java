package dev.fastserial.examples;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/**
 * The Message of "Why not use Java Serialization": a telecom-style message between two players,
 * with a binary payload. Player cannot reach Message, so both players are written inline.
 */
@FastSerial
public class Message implements Externalizable {
    private static final long serialVersionUID = 1L;

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
        MessageExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        MessageExternalizer.readExternal(this, in);
    }
}
