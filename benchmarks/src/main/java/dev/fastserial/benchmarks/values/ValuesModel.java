package dev.fastserial.benchmarks.values;

import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Issue 26's shapes, each beside its plain twin: a bean and a record holding {@code List.of}, a
 * {@code LinkedHashMap}, a {@code java.sql.Timestamp}, a {@code Pair<String, Integer>} and a
 * {@code Collections.unmodifiableList}; and the same values in an ArrayList, a HashMap, a Date,
 * a non-generic record and an ArrayList. Kryo and Fory serialize the same values in the same
 * classes without {@code @FastSerial} (package {@code plain}).
 */
public enum ValuesModel {
    VALUES_BEAN(true, true), PLAIN_BEAN(true, false), VALUES_RECORD(false, true), PLAIN_RECORD(false, false);

    private static final List<String> TAGS = List.of("alpha", "beta", "gamma", "delta");
    private static final List<String> NAMES = List.of("Ada Lovelace", "Grace Hopper", "Alan Turing");
    private static final long WHEN = 1_764_000_000_123L;
    private static final int NANOS = 123_456_789;

    private final boolean bean;
    private final boolean modern;

    ValuesModel(boolean bean, boolean modern) {
        this.bean = bean;
        this.modern = modern;
    }

    /** The shape's title: what it holds. */
    public String title() {
        return (bean ? "bean" : "record") + ", " + (modern ? "List.of, LinkedHashMap, Timestamp, Pair<String,Integer>,"
                + " unmodifiableList" : "its plain twin: ArrayList, HashMap, Date, NameCount, ArrayList");
    }

    /** The plain twin of a modern shape (itself for a plain one). */
    public ValuesModel twin() {
        return bean ? PLAIN_BEAN : PLAIN_RECORD;
    }

    public boolean modern() {
        return modern;
    }

    private static Map<String, Integer> counts(Map<String, Integer> into) {
        for (int i = 0; i < 6; i++) {
            into.put("count" + i, i * 1_000);
        }
        return into;
    }

    private Date when() {
        if (!modern) {
            return new Date(WHEN);
        }
        Timestamp t = new Timestamp(WHEN);
        t.setNanos(NANOS);
        return t;
    }

    /** The {@code @FastSerial} sample. */
    public Object annotated() {
        if (modern) {
            List<String> tags = List.copyOf(TAGS);
            Map<String, Integer> counts = counts(new LinkedHashMap<>());
            List<String> names = Collections.unmodifiableList(new ArrayList<>(NAMES));
            return bean ? new ValuesBean(tags, counts, when(), new Pair<>("apples", 12), names)
                    : new ValuesRecord(tags, counts, when(), new Pair<>("apples", 12), names);
        }
        return bean ? new PlainBean(new ArrayList<>(TAGS), counts(new HashMap<>()), when(), new NameCount("apples", 12),
                new ArrayList<>(NAMES))
                : new PlainRecord(new ArrayList<>(TAGS), counts(new HashMap<>()), when(), new NameCount("apples", 12),
                        new ArrayList<>(NAMES));
    }

    /** The same values in the same classes, without {@code @FastSerial}: what Kryo and Fory serialize. */
    public Object plain() {
        if (modern) {
            List<String> tags = List.copyOf(TAGS);
            Map<String, Integer> counts = counts(new LinkedHashMap<>());
            List<String> names = Collections.unmodifiableList(new ArrayList<>(NAMES));
            var pair = new dev.fastserial.benchmarks.values.plain.Pair<>("apples", 12);
            return bean ? new dev.fastserial.benchmarks.values.plain.ValuesBean(tags, counts, when(), pair, names)
                    : new dev.fastserial.benchmarks.values.plain.ValuesRecord(tags, counts, when(), pair, names);
        }
        var pair = new dev.fastserial.benchmarks.values.plain.NameCount("apples", 12);
        return bean ? new dev.fastserial.benchmarks.values.plain.PlainBean(new ArrayList<>(TAGS), counts(new HashMap<>()),
                when(), pair, new ArrayList<>(NAMES))
                : new dev.fastserial.benchmarks.values.plain.PlainRecord(new ArrayList<>(TAGS), counts(new HashMap<>()),
                        when(), pair, new ArrayList<>(NAMES));
    }

    /** The classes Kryo and Fory register for {@link #plain}: the holder, its record, and every JDK class it holds. */
    public List<Class<?>> pojoClasses() {
        List<Class<?>> classes = new ArrayList<>();
        classes.add(plain().getClass());
        classes.add(modern ? dev.fastserial.benchmarks.values.plain.Pair.class
                : dev.fastserial.benchmarks.values.plain.NameCount.class);
        for (Supplier<Object> value : List.<Supplier<Object>>of(() -> List.of("a", "b", "c"), () -> List.of("a"),
                () -> new LinkedHashMap<>(), () -> new HashMap<>(), () -> new ArrayList<>(), () -> new Date(),
                () -> new Timestamp(0), () -> Collections.unmodifiableList(new ArrayList<>()))) {
            classes.add(value.get().getClass());
        }
        return classes;
    }
}
