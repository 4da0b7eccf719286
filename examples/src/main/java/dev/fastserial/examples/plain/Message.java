package dev.fastserial.examples.plain;

import dev.fastserial.examples.Priority;
import java.io.Serializable;

/** The Message with default Java serialization. */
public class Message implements Serializable {
    private static final long serialVersionUID = 1L;

    long id;
    long timestamp;
    String topic;
    String text;
    Priority priority;
    byte[] payload;
    Player sender;
    Player receiver;

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
}
