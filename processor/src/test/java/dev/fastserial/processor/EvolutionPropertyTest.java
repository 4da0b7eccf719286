package dev.fastserial.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.Streams;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random version chains of random beans: a bean of random fields (any type of the type table, to
 * two levels of nesting), then versions that each add fields, remove fields or bring a removed
 * one back, each compiled against the chain's own lock file into its own class loader; every
 * writer/reader pair of versions, filled with random values, reads as documented, one object per
 * stream and several in one.
 */
class EvolutionPropertyTest {
    private static final long SEED = Long.getLong("fastserial.evolution.seed", 7L);
    private static final int CHAINS = Integer.getInteger("fastserial.evolution.chains", 6);
    private static final int VERSIONS = 4;
    private static final int FILLS = 3;

    @TempDir
    Path dir;

    @Test
    void randomVersionChainsReadEachOtherAsDocumented() throws Exception {
        Random random = new Random(SEED);
        RandomBeans types = new RandomBeans(random);
        RandomValues values = new RandomValues(random);
        int pairs = 0;
        for (int chain = 0; chain < CHAINS; chain++) {
            Path lock = Files.createDirectories(dir.resolve("chain" + chain)).resolve("fastserial.lock");
            String name = "Chain" + chain;
            Map<String, String> fields = new LinkedHashMap<>(); // name -> type, as the current version has them
            Map<String, String> removed = new LinkedHashMap<>();
            int nextField = 0;
            for (int i = 0, n = 1 + random.nextInt(6); i < n; i++) {
                fields.put("f" + nextField++, types.type(0));
            }
            List<CompiledBeans> versions = new ArrayList<>();
            List<String> history = new ArrayList<>();
            for (int v = 0; v < VERSIONS; v++) {
                if (v > 0) {
                    nextField = change(random, types, fields, removed, nextField);
                }
                history.add("v" + (v + 1) + " " + fields);
                versions.add(CompiledBeans.compile(List.of("-Afastserial.lock=" + lock), source(name, fields),
                        JavaFileObjects.forSourceString("random.Suit", "package random; public enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }")));
            }
            for (int w = 0; w < VERSIONS; w++) {
                for (int r = 0; r < VERSIONS; r++) {
                    for (int fill = 0; fill < FILLS; fill++) {
                        Object a = versions.get(w).newInstance("random." + name);
                        Object b = versions.get(w).newInstance("random." + name);
                        values.fill(a);
                        values.fill(b);
                        String what = name + " v" + (w + 1) + " -> v" + (r + 1) + " (seed " + SEED + ", " + history + ")";
                        List<Object> read = Streams.deserialize(Streams.serialize(a, b, "end"), versions.get(r).loader(), 3);
                        Documented.assertRead(a, read.get(0), versions.get(r), "random", what);
                        Documented.assertRead(b, read.get(1), versions.get(r), "random", what);
                        assertEquals("end", read.get(2), what);
                        pairs++;
                    }
                }
            }
        }
        System.out.printf("EvolutionPropertyTest: %d chains of %d versions, %d cross-version reads (seed %d)%n",
                CHAINS, VERSIONS, pairs, SEED);
    }

    /** Adds one to three fields, removes up to two, and may bring back one removed earlier (same type). */
    private static int change(Random random, RandomBeans types, Map<String, String> fields, Map<String, String> removed,
                              int nextField) {
        for (int i = 0, n = random.nextInt(3); i < n && fields.size() > 1; i++) {
            String gone = new ArrayList<>(fields.keySet()).get(random.nextInt(fields.size()));
            removed.put(gone, fields.remove(gone));
        }
        if (!removed.isEmpty() && random.nextBoolean()) {
            String back = new ArrayList<>(removed.keySet()).get(random.nextInt(removed.size()));
            fields.put(back, removed.remove(back));
        }
        for (int i = 0, n = 1 + random.nextInt(3); i < n; i++) {
            fields.put("f" + nextField++, types.type(0));
        }
        return nextField;
    }

    private static JavaFileObject source(String name, Map<String, String> fields) {
        StringBuilder s = new StringBuilder("package random;\n\nimport java.io.*;\nimport java.math.*;\nimport java.time.*;\n"
                + "import java.util.*;\n\n@dev.fastserial.FastSerial\npublic class " + name + " implements Externalizable {\n"
                + "    private static final long serialVersionUID = 1L;\n");
        fields.forEach((field, type) -> s.append("    ").append(type).append(' ').append(field).append(";\n"));
        s.append("    public ").append(name).append("() {}\n")
                .append("    @Override public void writeExternal(ObjectOutput out) throws IOException { ")
                .append(name).append("Externalizer.writeExternal(this, out); }\n")
                .append("    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { ")
                .append(name).append("Externalizer.readExternal(this, in); }\n}\n");
        return JavaFileObjects.forSourceString("random." + name, s.toString());
    }
}
