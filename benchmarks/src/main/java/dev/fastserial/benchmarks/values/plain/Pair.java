package dev.fastserial.benchmarks.values.plain;

import java.io.Serializable;

/** {@code values.Pair} without {@code @FastSerial}: what Kryo and Fory serialize. */
public record Pair<A, B>(A first, B second) implements Serializable {}
