package dev.fastserial.processor;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.Fields;
import dev.fastserial.testing.Streams;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Property-based: random beans of the supported types (seeded; override with
 * -Dfastserial.random.seed=N, .beans=N, .fills=N), each filled many times with random values,
 * must round-trip exactly through a real ObjectOutputStream, give the same bytes when written again,
 * and never exceed what default serialization writes for a plain Serializable twin with the same
 * fields and values.
 */
class RandomBeansTest {
    private static final long SEED = Long.getLong("fastserial.random.seed", 42L);
    private static final int BEANS = Integer.getInteger("fastserial.random.beans", 40);
    private static final int FILLS = Integer.getInteger("fastserial.random.fills", 25);

    @Test
    void randomBeansRoundTripExactlyAndAreNeverLargerThanDefaultSerialization() {
        Random random = new Random(SEED);
        RandomBeans generator = new RandomBeans(random);
        List<JavaFileObject> sources = new ArrayList<>();
        sources.add(JavaFileObjects.forSourceString("random.Suit", RandomBeans.SUIT));
        List<String> beanNames = new ArrayList<>();
        for (int i = 0; i < BEANS; i++) {
            for (RandomBeans.Source source : generator.bean("Bean" + i)) {
                sources.add(JavaFileObjects.forSourceString(source.name(), source.code()));
            }
            beanNames.add("random.Bean" + i);
        }
        CompiledBeans beans = CompiledBeans.compile(sources.toArray(new JavaFileObject[0]));

        RandomValues values = new RandomValues(random);
        long generatedBytes = 0;
        long defaultBytes = 0;
        int roundTrips = 0;
        for (String name : beanNames) {
            for (int fill = 0; fill < FILLS; fill++) {
                Object bean = beans.newInstance(name);
                values.fill(bean);
                Object twin = copyFields(bean, beans.newInstance(name + "Plain"));
                Object copy;
                try {
                    copy = Streams.roundTrip(bean);
                    assertDeepEquals(bean, copy);
                } catch (AssertionError | RuntimeException e) {
                    throw new AssertionError(name + " fill " + fill + " (seed " + SEED + "):\n"
                            + beans.compilation().sourceFiles().stream().filter(f -> f.getName().endsWith(name.substring(7) + ".java"))
                                    .findFirst().map(Object::toString).orElse("") + "\n" + e, e);
                }
                byte[] written = Streams.serialize(bean);
                if (!java.util.Arrays.equals(written, Streams.serialize(bean))) { // docs/wire-format.md: the same graph, the same bytes
                    fail(name + " fill " + fill + " (seed " + SEED + "): written twice, different bytes");
                }
                int ours = written.length;
                int theirs = Streams.serialize(twin).length;
                if (ours > theirs) {
                    fail(name + " fill " + fill + " (seed " + SEED + "): fastserial " + ours + " bytes > default " + theirs);
                }
                generatedBytes += ours;
                defaultBytes += theirs;
                roundTrips++;
            }
        }
        System.out.printf("RandomBeansTest: %d random beans, %d round trips (seed %d); bytes: fastserial %d, default %d (%.2fx)%n",
                BEANS, roundTrips, SEED, generatedBytes, defaultBytes, (double) generatedBytes / defaultBytes);
    }

    private static Object copyFields(Object from, Object to) {
        for (Field f : from.getClass().getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                f.setAccessible(true);
                try {
                    Fields.set(to, f.getName(), f.get(from));
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return to;
    }
}
