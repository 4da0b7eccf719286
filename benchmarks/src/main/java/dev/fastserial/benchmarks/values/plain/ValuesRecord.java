package dev.fastserial.benchmarks.values.plain;

import java.io.Serializable;
import java.util.Date;
import java.util.List;
import java.util.Map;

/** {@code values.ValuesRecord} without {@code @FastSerial}. */
public record ValuesRecord(List<String> tags, Map<String, Integer> counts, Date when, Pair<String, Integer> pair,
                           List<String> names) implements Serializable {}
