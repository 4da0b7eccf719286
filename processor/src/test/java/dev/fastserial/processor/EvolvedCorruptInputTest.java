package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.Streams;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile bytes against the parts of the format that only evolved beans use: added fields of
 * every wire type (fixed widths, varints, strings, objects, blobs with objects inside), a removed
 * slot, read by the version that knows them and by one that must skip them. Truncated and mutated
 * streams must fail as an IOException, with bounded allocation (this runs on a 64 MB heap, with
 * CorruptInputTest).
 */
class EvolvedCorruptInputTest {
    private static final long SEED = Long.getLong("fastserial.corrupt.seed", 11L);
    private static final int MUTATIONS = Integer.getInteger("fastserial.corrupt.mutations", 1500);

    @TempDir
    static Path dir;
    static CompiledBeans v1;
    static CompiledBeans v2;

    static JavaFileObject kit(String... fields) {
        List<String> body = new ArrayList<>(List.of("private static final long serialVersionUID = 1L;"));
        body.addAll(List.of(fields));
        body.add("public Kit() {}");
        return BeanSources.bean("ev", "Kit", "public class Kit implements Externalizable", body.toArray(new String[0]));
    }

    static JavaFileObject part() {
        return BeanSources.bean("ev", "Part", "public class Part implements Externalizable",
                "private static final long serialVersionUID = 1L;", "String label;", "public Part() {}");
    }

    @BeforeAll
    static void compile() {
        List<String> lock = List.of("-Afastserial.lock=" + dir.resolve("fastserial.lock"));
        JavaFileObject level = JavaFileObjects.forSourceString("ev.Level", "package ev; public enum Level { LOW, HIGH }");
        v1 = CompiledBeans.compile(lock, kit("String name;", "int n;", "Long id;"), part(), level);
        v2 = CompiledBeans.compile(lock, kit("String name;", "Long id;",
                "List<String> tags;", "Map<String, Long> counts;", "int[] ints;", "Level level;", "Part part;",
                "Object any;", "java.math.BigDecimal money;", "java.time.Instant when;", "String note;", "double d;",
                "int small;", "short s;", "float f;", "boolean b;"), part(), level);
    }

    private static Object sample() {
        Object kit = v2.newInstance("ev.Kit");
        set(kit, "name", "kit");
        set(kit, "id", 7L);
        set(kit, "tags", new ArrayList<>(List.of("a", "b", "c")));
        Map<String, Long> counts = new HashMap<>();
        counts.put("x", 1L);
        counts.put("y", null);
        set(kit, "counts", counts);
        set(kit, "ints", new int[] {1, 2, 3});
        set(kit, "level", EvolutionTest.enumConstantOf(v2, "ev.Level", "HIGH"));
        Object part = v2.newInstance("ev.Part");
        set(part, "label", "p");
        set(kit, "part", part);
        set(kit, "any", new ArrayList<>(List.of(1, "two")));
        set(kit, "money", new BigDecimal("12.50"));
        set(kit, "when", Instant.ofEpochSecond(1_700_000_000L, 5));
        set(kit, "note", "n".repeat(300));
        set(kit, "d", 2.5);
        set(kit, "small", -3);
        set(kit, "s", (short) 9);
        set(kit, "f", 1.5f);
        set(kit, "b", true);
        return kit;
    }

    /**
     * What the JDK itself reads (the objects inside {@code any}, damaged into a huge ArrayList or
     * array record) is bounded the way docs/types.md recommends for untrusted streams: no array longer
     * than the input. fastserial's own reading needs no filter.
     */
    private static void read(CompiledBeans reader, byte[] bytes, String what) {
        try (ObjectInputStream in = Streams.input(bytes, reader.loader())) {
            in.setObjectInputFilter(java.io.ObjectInputFilter.Config.createFilter(
                    "maxarray=" + bytes.length + ";maxdepth=100"));
            in.readObject();
        } catch (IOException | ClassNotFoundException expected) {
            // the only acceptable failures
        } catch (Throwable e) {
            if (e instanceof RuntimeException && Arrays.stream(e.getStackTrace()).noneMatch(
                    f -> f.getClassName().endsWith("Externalizer"))) {
                return; // ObjectInputStream's own parsing of a mangled descriptor, before generated code ran
            }
            fail(what + ": " + e + " escaped", e);
        }
    }

    @Test
    void damagedAddedFieldsFailWithAnIOExceptionInTheReaderThatKnowsThemAndInOneThatSkipsThem() {
        byte[] whole = Streams.serialize(sample(), sample());
        Random random = new Random(SEED);
        int inputs = 0;
        for (int length = 0; length < whole.length; length += Math.max(1, whole.length / 300)) {
            byte[] cut = Arrays.copyOf(whole, length);
            read(v1, cut, "v1 reading v2 truncated to " + length);
            read(v2, cut, "v2 reading v2 truncated to " + length);
            inputs += 2;
        }
        for (int i = 0; i < MUTATIONS; i++) {
            byte[] damaged = CorruptInputTest.mutate(whole, random);
            read(v1, damaged, "v1 reading mutation " + i + " (seed " + SEED + ")");
            read(v2, damaged, "v2 reading mutation " + i + " (seed " + SEED + ")");
            inputs += 2;
        }
        System.out.println("EvolvedCorruptInputTest: " + inputs + " damaged inputs, seed " + SEED);
    }
}
