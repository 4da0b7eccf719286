package dev.fastserial.benchmarks.redis;

import dev.fastserial.benchmarks.media.MediaSamples;
import dev.fastserial.examples.values.Money;
import java.util.function.Supplier;

/** The values cached in Redis: records both Jackson and Java serialization take as they are. */
public enum RedisModel {
    MEDIA_CONTENT("MediaContent (records)", MediaSamples::mediaContentRecords),
    MONEY("Money (record)", () -> new Money(11_900, "EUR"));

    private final String title;
    private final Supplier<Object> sample;

    RedisModel(String title, Supplier<Object> sample) {
        this.title = title;
        this.sample = sample;
    }

    public String title() {
        return title;
    }

    /** A new sample. */
    public Object sample() {
        return sample.get();
    }
}
