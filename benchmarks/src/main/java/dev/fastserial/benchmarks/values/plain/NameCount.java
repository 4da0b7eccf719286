package dev.fastserial.benchmarks.values.plain;

import java.io.Serializable;

/** {@code values.NameCount} without {@code @FastSerial}. */
public record NameCount(String first, Integer second) implements Serializable {}
