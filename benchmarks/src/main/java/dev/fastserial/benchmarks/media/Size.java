package dev.fastserial.benchmarks.media;

/** The size of an {@link Image} (jvm-serializers' {@code Image.Size}); shared by every Java variant. */
public enum Size {
    SMALL, LARGE
}
