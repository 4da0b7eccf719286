package dev.fastserial.benchmarks.values.plain;

import java.io.Serializable;
import java.util.Date;
import java.util.List;
import java.util.Map;

/** {@code values.PlainBean} without {@code @FastSerial}. */
public class PlainBean implements Serializable {
    private static final long serialVersionUID = 1L;
    List<String> tags;
    Map<String, Integer> counts;
    Date when;
    NameCount pair;
    List<String> names;

    public PlainBean() {}

    public PlainBean(List<String> tags, Map<String, Integer> counts, Date when, NameCount pair, List<String> names) {
        this.tags = tags;
        this.counts = counts;
        this.when = when;
        this.pair = pair;
        this.names = names;
    }
}
