package dev.fastserial.benchmarks.values;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.Date;
import java.util.List;
import java.util.Map;

/**
 * What modern Java code holds (issue 26): {@code List.of}, a {@code LinkedHashMap}, a
 * {@code java.sql.Timestamp}, a generic record, {@code Collections.unmodifiableList}. Its plain
 * twin ({@link PlainBean}) holds the same values in an ArrayList, a HashMap, a Date and a
 * non-generic record.
 */
@FastSerial
public class ValuesBean implements Externalizable {
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

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        ValuesBeanExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        ValuesBeanExternalizer.readExternal(this, in);
    }
}
