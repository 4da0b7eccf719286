package dev.fastserial.examples.plain;

import java.io.Serializable;

/** The Player with default Java serialization. */
public class Player implements Serializable {
    private static final long serialVersionUID = 1L;

    int id;
    String name;
    int level;
    long score;
    boolean online;

    public Player(int id, String name, int level, long score, boolean online) {
        this.id = id;
        this.name = name;
        this.level = level;
        this.score = score;
        this.online = online;
    }
}
