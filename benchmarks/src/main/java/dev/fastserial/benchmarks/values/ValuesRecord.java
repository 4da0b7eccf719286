package dev.fastserial.benchmarks.values;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.util.Date;
import java.util.List;
import java.util.Map;

/** {@link ValuesBean}'s values in a record. */
@FastSerial
public record ValuesRecord(List<String> tags, Map<String, Integer> counts, Date when, Pair<String, Integer> pair,
                           List<String> names) implements Serializable {
    private Object writeReplace() {
        return new ValuesRecordExternalizer(this);
    }
}
