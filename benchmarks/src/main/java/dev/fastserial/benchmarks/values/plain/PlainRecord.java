package dev.fastserial.benchmarks.values.plain;

import java.io.Serializable;
import java.util.Date;
import java.util.List;
import java.util.Map;

/** {@code values.PlainRecord} without {@code @FastSerial}. */
public record PlainRecord(List<String> tags, Map<String, Integer> counts, Date when, NameCount pair,
                          List<String> names) implements Serializable {}
