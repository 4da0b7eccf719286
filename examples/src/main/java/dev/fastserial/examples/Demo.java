package dev.fastserial.examples;

import dev.fastserial.FastBytes;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * For each article bean: default {@code Serializable} vs hand-written {@code Externalizable} vs
 * the code fastserial generated. Bytes, a quick round-trip time and whether the round trip is
 * exact, as a table with bars. One object per fresh ObjectOutputStream, as the articles measure.
 * The times are a first impression on this machine (a short warm-up, then the median of a few
 * batches); the JMH benchmarks in {@code benchmarks/} are the careful numbers.
 */
public final class Demo {
    private Demo() {}

    private static int warmUpRounds = 4;
    private static long warmUpSliceNanos = 40_000_000L;
    private static long batchNanos = 20_000_000L;
    private static final int BATCHES = 9;
    private static final int BAR = 24;

    /** Keeps the JIT from dropping the work measured. */
    private static int sink;

    /** A way of writing a bean: through a fresh ObjectOutputStream, or ({@code direct}) through FastBytes. */
    record Variant(String name, Supplier<Object> sample, boolean direct) {
        Variant(String name, Supplier<Object> sample) {
            this(name, sample, false);
        }

        byte[] serialize(Object object) {
            return direct ? FastBytes.toBytes(object) : Sizes.serialize(object);
        }

        Object deserialize(byte[] bytes, Class<?> type) {
            if (!direct) {
                return Demo.deserialize(bytes);
            }
            try {
                return FastBytes.fromBytes(bytes, type);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    record Bean(String name, Variant... variants) {}

    record Row(String variant, int bytes, double micros, boolean exact) {}

    /** {@code --quick}: a fraction of the timing work, for the smoke test (the times mean little then). */
    public static void main(String[] args) {
        if (Arrays.asList(args).contains("--quick")) {
            warmUpRounds = 1;
            warmUpSliceNanos = 2_000_000L;
            batchNanos = 1_000_000L;
        }
        List<Bean> beans = List.of(
                new Bean("12-field bean (3 Long, 3 Double, 3 String, 3 Date)",
                        new Variant("Serializable", Samples::twelveFieldsPlain),
                        new Variant("hand-written", Samples::twelveFieldsHandWritten),
                        new Variant("fastserial", Samples::twelveFields),
                        new Variant("direct", Samples::twelveFields, true)),
                new Bean("Employee (strings, date, salary, supervisor cycle, phone list)",
                        new Variant("Serializable", Samples::employeePlain),
                        new Variant("hand-written", Samples::employeeHandWritten),
                        new Variant("fastserial", Samples::employee),
                        new Variant("direct", Samples::employee, true)),
                new Bean("TestClass (all primitives, arrays, shared Object fields, superclass)",
                        new Variant("Serializable", Samples::testClassPlain),
                        new Variant("hand-written", Samples::testClassHandWritten),
                        new Variant("fastserial", Samples::testClass),
                        new Variant("direct", Samples::testClass, true)),
                new Bean("Message (two Players inline, enum, byte[] payload)",
                        new Variant("Serializable", Samples::messagePlain),
                        new Variant("hand-written", Samples::messageHandWritten),
                        new Variant("fastserial", Samples::message),
                        new Variant("direct", Samples::message, true)));

        System.out.println("fastserial demo: each example bean written to a fresh ObjectOutputStream and read back");
        System.out.println("  Serializable = default Java serialization; hand-written = Externalizable written by hand,");
        System.out.println("  as the articles recommend; fastserial = the @FastSerial bean, code generated at compile time;");
        System.out.println("  direct = the same bean and code through FastBytes.toBytes/fromBytes, without ObjectOutputStream");
        System.out.println();
        List<Variant> all = beans.stream().flatMap(b -> Arrays.stream(b.variants())).collect(Collectors.toList());
        Map<Variant, Double> micros = timeRoundTrips(all);

        System.out.printf("  %-13s %6s  %-" + BAR + "s %9s  %-" + BAR + "s %s%n",
                "", "bytes", "", "us/trip", "", "round trip");
        for (Bean bean : beans) {
            List<Row> rows = new ArrayList<>();
            for (Variant variant : bean.variants()) {
                Object sample = variant.sample().get();
                byte[] bytes = variant.serialize(sample);
                rows.add(new Row(variant.name(), bytes.length, micros.get(variant),
                        Exact.same(sample, variant.deserialize(bytes, sample.getClass()))));
            }
            int maxBytes = rows.stream().mapToInt(Row::bytes).max().orElse(1);
            double maxMicros = rows.stream().mapToDouble(Row::micros).max().orElse(1);
            System.out.println(bean.name());
            for (Row row : rows) {
                System.out.printf("  %-13s %6d  %-" + BAR + "s %9.2f  %-" + BAR + "s %s%n",
                        row.variant(), row.bytes(), bar(row.bytes(), maxBytes),
                        row.micros(), bar(row.micros(), maxMicros), row.exact() ? "exact" : "NOT EXACT");
            }
        }
        System.out.println();
        System.out.println("Bars are relative to the largest of the four: shorter is better.");
        System.out.println("us/trip: microseconds to write one object to a fresh ObjectOutputStream (direct: a byte[]) and");
        System.out.println("read it back, the median of " + BATCHES + " batches after a short warm-up, on this machine, now: a first");
        System.out.println("impression. Careful numbers (JMH, steady state, more serializers) live in benchmarks/.");
        System.out.println("exact: the copy has the same classes, field values and shared references as the original.");
        System.out.println();
        System.out.println("The generated code is plain Java, to read: " + generatedSources());
    }

    /** Serialize to a fresh stream (or a byte[]) and read back, as the articles time it. */
    private static void roundTrip(Variant variant, Object sample) {
        Object copy = variant.deserialize(variant.serialize(sample), sample.getClass());
        sink += System.identityHashCode(copy);
    }

    private static Object deserialize(byte[] bytes) {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Round-robin over all variants, so that whatever else the machine does weighs on all of them
     * alike: a few warm-up slices each (which also size the batches), then {@link #BATCHES}
     * timed batches each; the median batch is the result.
     */
    private static Map<Variant, Double> timeRoundTrips(List<Variant> variants) {
        Map<Variant, Object> samples = new IdentityHashMap<>();
        Map<Variant, Integer> batchSizes = new IdentityHashMap<>();
        Map<Variant, double[]> batches = new IdentityHashMap<>();
        for (Variant v : variants) {
            samples.put(v, v.sample().get());
            batches.put(v, new double[BATCHES]);
        }
        for (int round = 0; round < warmUpRounds; round++) {
            for (Variant v : variants) {
                long start = System.nanoTime();
                int calls = 0;
                while (System.nanoTime() - start < warmUpSliceNanos) {
                    roundTrip(v, samples.get(v));
                    calls++;
                }
                batchSizes.put(v, Math.max(1, (int) (calls * batchNanos / warmUpSliceNanos)));
            }
        }
        for (int b = 0; b < BATCHES; b++) {
            for (Variant v : variants) {
                Object sample = samples.get(v);
                int size = batchSizes.get(v);
                long start = System.nanoTime();
                for (int i = 0; i < size; i++) {
                    roundTrip(v, sample);
                }
                batches.get(v)[b] = (System.nanoTime() - start) / 1000.0 / size;
            }
        }
        Map<Variant, Double> medians = new IdentityHashMap<>();
        batches.forEach((v, micros) -> {
            Arrays.sort(micros);
            medians.put(v, micros[BATCHES / 2]);
        });
        return medians;
    }

    private static String bar(double value, double max) {
        int n = (int) Math.round(BAR * value / max);
        return "#".repeat(Math.max(1, Math.min(BAR, n)));
    }

    /** Where Maven put the generated sources, relative to the directory the demo runs in if it can. */
    private static String generatedSources() {
        Path relative = Path.of("examples/target/generated-sources/annotations/dev/fastserial/examples");
        try {
            Path classes = Path.of(Demo.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path dir = classes.resolveSibling("generated-sources/annotations/dev/fastserial/examples");
            if (Files.isDirectory(dir)) {
                Path cwd = Path.of("").toAbsolutePath();
                return (dir.startsWith(cwd) ? cwd.relativize(dir) : dir) + "/";
            }
        } catch (URISyntaxException | RuntimeException e) {
            // fall through to the usual place
        }
        return relative + "/";
    }

    /**
     * The original and its copy have the same shape: same classes, equal values field by field
     * (up the class hierarchy), and references shared in the original are shared in the copy.
     */
    static final class Exact {
        private final Map<Object, Object> matched = new IdentityHashMap<>();

        static boolean same(Object original, Object copy) {
            return new Exact().compare(original, copy);
        }

        private boolean compare(Object a, Object b) {
            if (a == null || b == null) {
                return a == b;
            }
            if (a.getClass() != b.getClass()) {
                return false;
            }
            Class<?> type = a.getClass();
            if (type.isEnum() || a instanceof String || a instanceof Number || a instanceof Boolean
                    || a instanceof Character || a instanceof java.util.Date) {
                return a.equals(b);
            }
            Object previous = matched.putIfAbsent(a, b);
            if (previous != null) {
                return previous == b;
            }
            if (type.isArray()) {
                int length = Array.getLength(a);
                if (length != Array.getLength(b)) {
                    return false;
                }
                for (int i = 0; i < length; i++) {
                    if (!compare(Array.get(a, i), Array.get(b, i))) {
                        return false;
                    }
                }
                return true;
            }
            if (a instanceof Collection<?> ca) {
                Collection<?> cb = (Collection<?>) b;
                if (ca.size() != cb.size()) {
                    return false;
                }
                Iterator<?> ib = cb.iterator();
                for (Object e : ca) {
                    if (!compare(e, ib.next())) {
                        return false;
                    }
                }
                return true;
            }
            if (!type.getName().startsWith("dev.fastserial.")) {
                return Objects.equals(a, b);
            }
            for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers()) || Modifier.isTransient(f.getModifiers())) {
                        continue;
                    }
                    try {
                        f.setAccessible(true);
                        if (!compare(f.get(a), f.get(b))) {
                            return false;
                        }
                    } catch (IllegalAccessException e) {
                        return false;
                    }
                }
            }
            return true;
        }
    }
}
