package dev.fastserial.benchmarks.values;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.Date;
import java.util.List;
import java.util.Map;

/** {@link ValuesBean}'s plain twin: an ArrayList, a HashMap, a Date, a non-generic record, an ArrayList. */
@FastSerial
public class PlainBean implements Externalizable {
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

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        PlainBeanExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        PlainBeanExternalizer.readExternal(this, in);
    }
}
