package dev.fastserial.benchmarks.values.plain;

import java.io.Serializable;
import java.util.Date;
import java.util.List;
import java.util.Map;

/** {@code values.ValuesBean} without {@code @FastSerial}: what Kryo and Fory serialize. */
public class ValuesBean implements Serializable {
    private static final long serialVersionUID = 1L;
    List<String> tags;
    Map<String, Integer> counts;
    Date when;
    Pair<String, Integer> pair;
    List<String> names;

    public ValuesBean() {}

    public ValuesBean(List<String> tags, Map<String, Integer> counts, Date when, Pair<String, Integer> pair,
                      List<String> names) {
        this.tags = tags;
        this.counts = counts;
        this.when = when;
        this.pair = pair;
        this.names = names;
    }
}
