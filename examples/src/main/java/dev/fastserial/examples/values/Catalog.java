package dev.fastserial.examples.values;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.time.DayOfWeek;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The values modern Java code holds (issue 26), each on the fast path and back in its own class:
 * {@code List.of} and {@code Collections.unmodifiableList}, a LinkedHashMap (an access-ordered one
 * too), an EnumSet, a {@code java.sql.Timestamp} from JDBC in a Date field, a ConcurrentHashMap, a
 * generic record with its type argument spelled.
 */
@FastSerial
public class Catalog implements Externalizable {
    private static final long serialVersionUID = 1L;

    List<String> tags;
    Map<String, Integer> stock;
    LinkedHashMap<String, Money> recentlyViewed;
    Set<DayOfWeek> openOn;
    Date updated;
    Labeled<Money> featured;
    List<Labeled<Integer>> ranks;
    List<String> names;
    ConcurrentHashMap<String, Long> views;

    public Catalog() {
    }

    public Catalog(List<String> tags, Map<String, Integer> stock, LinkedHashMap<String, Money> recentlyViewed,
                   Set<DayOfWeek> openOn, Date updated, Labeled<Money> featured, List<Labeled<Integer>> ranks,
                   List<String> names, ConcurrentHashMap<String, Long> views) {
        this.tags = tags;
        this.stock = stock;
        this.recentlyViewed = recentlyViewed;
        this.openOn = openOn;
        this.updated = updated;
        this.featured = featured;
        this.ranks = ranks;
        this.names = names;
        this.views = views;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        CatalogExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        CatalogExternalizer.readExternal(this, in);
    }
}
