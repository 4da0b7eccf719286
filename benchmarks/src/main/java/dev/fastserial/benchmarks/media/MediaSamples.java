package dev.fastserial.benchmarks.media;

import java.util.ArrayList;
import java.util.Arrays;

/**
 * jvm-serializers' standard media content value (its {@code media.1}), for every Java variant:
 * the JavaOne keynote video with two images, copyright null.
 */
public final class MediaSamples {
    private MediaSamples() {}

    static final String URI = "http://javaone.com/keynote.mpg";
    static final String TITLE = "Javaone Keynote";
    static final String FORMAT = "video/mpg4";
    static final long DURATION = 18_000_000L;   // half an hour, in ms
    static final long SIZE = 58_982_400L;       // bytes
    static final int BITRATE = 262_144;         // 256k
    static final String LARGE_URI = "http://javaone.com/keynote_large.jpg";
    static final String SMALL_URI = "http://javaone.com/keynote_small.jpg";

    public static MediaContent mediaContent() {
        Media media = new Media(URI, TITLE, 640, 480, FORMAT, DURATION, SIZE, BITRATE, true,
                new ArrayList<>(Arrays.asList("Bill Gates", "Steve Jobs")), Player.JAVA, null);
        return new MediaContent(media, new ArrayList<>(Arrays.asList(
                new Image(LARGE_URI, TITLE, 1024, 768, Size.LARGE),
                new Image(SMALL_URI, TITLE, 320, 240, Size.SMALL))));
    }

    public static dev.fastserial.benchmarks.media.plain.MediaContent mediaContentPlain() {
        dev.fastserial.benchmarks.media.plain.Media media = new dev.fastserial.benchmarks.media.plain.Media(URI, TITLE,
                640, 480, FORMAT, DURATION, SIZE, BITRATE, true,
                new ArrayList<>(Arrays.asList("Bill Gates", "Steve Jobs")), Player.JAVA, null);
        return new dev.fastserial.benchmarks.media.plain.MediaContent(media, new ArrayList<>(Arrays.asList(
                new dev.fastserial.benchmarks.media.plain.Image(LARGE_URI, TITLE, 1024, 768, Size.LARGE),
                new dev.fastserial.benchmarks.media.plain.Image(SMALL_URI, TITLE, 320, 240, Size.SMALL))));
    }

    public static dev.fastserial.benchmarks.media.handwritten.MediaContent mediaContentHandWritten() {
        dev.fastserial.benchmarks.media.handwritten.Media media = new dev.fastserial.benchmarks.media.handwritten.Media(
                URI, TITLE, 640, 480, FORMAT, DURATION, SIZE, BITRATE, true,
                new ArrayList<>(Arrays.asList("Bill Gates", "Steve Jobs")), Player.JAVA, null);
        return new dev.fastserial.benchmarks.media.handwritten.MediaContent(media, new ArrayList<>(Arrays.asList(
                new dev.fastserial.benchmarks.media.handwritten.Image(LARGE_URI, TITLE, 1024, 768, Size.LARGE),
                new dev.fastserial.benchmarks.media.handwritten.Image(SMALL_URI, TITLE, 320, 240, Size.SMALL))));
    }

    /** The same values as {@code @FastSerial} records. */
    public static dev.fastserial.benchmarks.media.records.MediaContent mediaContentRecords() {
        return new dev.fastserial.benchmarks.media.records.MediaContent(
                new dev.fastserial.benchmarks.media.records.Media(URI, TITLE, 640, 480, FORMAT, DURATION, SIZE,
                        BITRATE, true, new ArrayList<>(Arrays.asList("Bill Gates", "Steve Jobs")), Player.JAVA, null),
                new ArrayList<>(Arrays.asList(
                        new dev.fastserial.benchmarks.media.records.Image(LARGE_URI, TITLE, 1024, 768, Size.LARGE),
                        new dev.fastserial.benchmarks.media.records.Image(SMALL_URI, TITLE, 320, 240, Size.SMALL))));
    }

    /** The same values as plain {@code Serializable} records (the JDK's record serialization, Kryo, Fory). */
    public static dev.fastserial.benchmarks.media.records.plain.MediaContent mediaContentRecordsPlain() {
        return new dev.fastserial.benchmarks.media.records.plain.MediaContent(
                new dev.fastserial.benchmarks.media.records.plain.Media(URI, TITLE, 640, 480, FORMAT, DURATION, SIZE,
                        BITRATE, true, new ArrayList<>(Arrays.asList("Bill Gates", "Steve Jobs")), Player.JAVA, null),
                new ArrayList<>(Arrays.asList(
                        new dev.fastserial.benchmarks.media.records.plain.Image(LARGE_URI, TITLE, 1024, 768, Size.LARGE),
                        new dev.fastserial.benchmarks.media.records.plain.Image(SMALL_URI, TITLE, 320, 240, Size.SMALL))));
    }
}
