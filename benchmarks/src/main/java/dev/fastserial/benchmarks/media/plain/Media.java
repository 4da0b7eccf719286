package dev.fastserial.benchmarks.media.plain;

import dev.fastserial.benchmarks.media.Player;
import java.io.Serializable;
import java.util.List;

/** The media of a {@link MediaContent}, with default Java serialization. */
public class Media implements Serializable {
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
}
