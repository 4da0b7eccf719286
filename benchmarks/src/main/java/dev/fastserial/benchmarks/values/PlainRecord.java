package dev.fastserial.benchmarks.values;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.util.Date;
import java.util.List;
import java.util.Map;

/** {@link PlainBean}'s values in a record. */
@FastSerial
public record PlainRecord(List<String> tags, Map<String, Integer> counts, Date when, NameCount pair,
                          List<String> names) implements Serializable {
    private Object writeReplace() {
        return new PlainRecordExternalizer(this);
    }
}
