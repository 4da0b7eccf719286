package dev.fastserial.benchmarks.media;

/** The player a {@link Media} is made for (jvm-serializers' {@code Media.Player}); shared by every Java variant. */
public enum Player {
    JAVA, FLASH
}
