package dev.fastserial.examples.robustness;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.examples.Employee;
import dev.fastserial.examples.Message;
import dev.fastserial.examples.Player;
import dev.fastserial.examples.Priority;
import dev.fastserial.examples.TestBaseClass;
import dev.fastserial.examples.TestClass;
import dev.fastserial.examples.TwelveFieldBean;
import dev.fastserial.testing.Fields;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.LinkedList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The articles measured with 200 worker threads: here 200 threads each make 1000 round trips of
 * all the article beans, mixed, each through its own fresh ObjectOutputStream and
 * ObjectInputStream, and every copy is compared field by field with what was written. Each
 * value is unique to its thread and round trip, so state leaking from one thread's reads or
 * writes into another's would show as a wrong value. And the reason it cannot: the generated
 * externalizers hold no state but constants.
 */
class ConcurrencyTest {
    static final int THREADS = 200;
    static final int ROUND_TRIPS = 1000;
    private static final long T0 = 1_700_000_000_000L;

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void twoHundredThreadsMakeAThousandExactRoundTripsEach() throws Exception {
        // Selected with -Dtest, it would also run in the module's 64 MB execution (the fuzz test's): not there.
        Assumptions.assumeTrue(Runtime.getRuntime().maxMemory() >= 256L << 20, "200 threads want more than a 64 MB heap");
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CyclicBarrier start = new CyclicBarrier(THREADS);
        List<Future<Long>> workers = new ArrayList<>();
        long began = System.nanoTime();
        try {
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                workers.add(pool.submit(() -> {
                    start.await(); // all at once, for the most contention
                    long bytes = 0;
                    for (int i = 0; i < ROUND_TRIPS; i++) {
                        Object original = bean(thread, i);
                        byte[] written = write(original);
                        bytes += written.length;
                        Object copy = read(written);
                        try {
                            assertDeepEquals(original, copy);
                        } catch (AssertionError e) {
                            throw new AssertionError("thread " + thread + ", round trip " + i + ": " + e.getMessage(), e);
                        }
                    }
                    return bytes;
                }));
            }
            long bytes = 0;
            for (Future<Long> worker : workers) {
                bytes += worker.get(); // rethrows the first mismatch
            }
            double seconds = (System.nanoTime() - began) / 1e9;
            System.out.printf("ConcurrencyTest: %d threads x %d round trips = %d exact round trips (%d MB) in %.1f s,"
                            + " %.0f round trips/s on %d cores%n", THREADS, ROUND_TRIPS, THREADS * ROUND_TRIPS,
                    bytes >> 20, seconds, THREADS * ROUND_TRIPS / seconds, Runtime.getRuntime().availableProcessors());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The {@code i}-th bean of a thread: the four article beans in turn, values unique to thread and i. */
    static Object bean(int thread, int i) {
        long unique = thread * 1_000_000L + i;
        String tag = thread + "/" + i;
        switch (i % 4) {
            case 0:
                return new TwelveFieldBean(unique, i % 5 == 0 ? null : (long) thread, -unique, unique / 7.0,
                        i % 3 == 0 ? null : (double) i, 0.25 * thread, "EUR/" + tag, i % 2 == 0 ? "trader " + tag : null,
                        "XLON", new Date(T0 + unique), i % 7 == 0 ? null : new Date(T0 - unique), new Date(unique));
            case 1: {
                Employee boss = new Employee("Boss", tag, "078-05-" + thread, "Dept " + i % 10, "Director",
                        new Date(T0 - unique), 250_000.0 + i);
                boss.setSupervisor(boss); // a cycle
                boss.setPhoneNumbers(new LinkedList<>(List.of("+1 " + tag)));
                Employee employee = new Employee("Alan " + tag, "Turing", null, "Engineering", "Engineer " + i,
                        new Date(T0 + unique), i % 3 == 0 ? null : (double) unique);
                employee.setSupervisor(boss);
                employee.setPhoneNumbers(new ArrayList<>(Arrays.asList("+44 " + tag, null, "+44 " + i)));
                return employee;
            }
            case 2: {
                TestClass test = new TestClass();
                Fields.set(test, "m_int", thread); // the subclass's own m_int
                TestBaseClass shared = new TestBaseClass();
                Fields.set(shared, "m_string", tag);
                Fields.set(shared, "m_long", unique);
                Fields.set(test, "m_object1", shared);
                Fields.set(test, "m_object2", shared); // shared: must come back shared
                int[] ints = new int[i % 50];
                Arrays.fill(ints, thread);
                Fields.set(test, "m_ints", ints); // the base class's fields, written by its own externalizer
                Fields.set(test, "m_string", "base " + tag);
                Fields.set(test, "m_long", -unique);
                Fields.set(test, "m_char", (char) ('a' + thread % 26));
                Fields.set(test, "m_boolean", i % 2 == 0);
                return test;
            }
            default: {
                byte[] payload = new byte[i % 97];
                Arrays.fill(payload, (byte) thread);
                return new Message(unique, T0 + i, "topic/" + thread, i % 5 == 0 ? null : "text " + tag,
                        Priority.values()[(thread + i) % Priority.values().length], payload,
                        new Player(thread, "sender " + tag, i, unique, true),
                        i % 6 == 0 ? null : new Player(i, "receiver " + tag, thread, -unique, false));
            }
        }
    }

    private static byte[] write(Object bean) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(bean);
        }
        return bytes.toByteArray();
    }

    private static Object read(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            Object copy = in.readObject();
            assertEquals(-1, in.read(), "bytes left over");
            return copy;
        }
    }

    /**
     * Every generated externalizer (and any class nested in one) has only constants: static final
     * fields of primitive or String type. The one exception javac itself makes: the synthetic
     * switch map of a {@code switch} on an enum ({@code MessageExternalizer$1}), an int array
     * filled once by its static initializer and only read after. The serialization proxy of a
     * record or immutable class is an object per value written or read (Java serialization
     * creates it): it has that value, a private instance field, and the two public constructors of
     * the contract, and no other state. A value whose fields could hold the value itself (an
     * {@code Object}, a {@code Map<String, Object>}) marks itself while a thread writes them, to refuse a
     * reference back: its {@code WRITING} is a ThreadLocal, each thread's own map, empty between writes.
     */
    @Test
    void generatedExternalizersHoldNoMutableState() throws Exception {
        List<Class<?>> externalizers = generatedExternalizers();
        List<String> names = externalizers.stream().map(Class::getSimpleName).collect(Collectors.toList());
        for (Class<?> bean : List.of(TwelveFieldBean.class, Employee.class, TestBaseClass.class, TestClass.class,
                Message.class, Player.class)) {
            assertTrue(names.contains(bean.getSimpleName() + "Externalizer"), "not generated for " + bean + ": " + names);
        }
        List<String> problems = new ArrayList<>();
        for (Class<?> type : externalizers) {
            for (Field field : type.getDeclaredFields()) {
                int m = field.getModifiers();
                boolean constant = Modifier.isStatic(m) && Modifier.isFinal(m)
                        && (field.getType().isPrimitive() || field.getType() == String.class);
                boolean switchMap = field.isSynthetic() && field.getName().startsWith("$SwitchMap$")
                        && Modifier.isStatic(m) && Modifier.isFinal(m) && field.getType() == int[].class;
                // a nested helper (an added field's blob) is created per call: its instance fields are its own
                boolean perCall = !Modifier.isStatic(m) && !type.getSimpleName().endsWith("Externalizer");
                boolean proxied = isProxy(type) && field.getName().equals("value") && Modifier.isPrivate(m)
                        && !Modifier.isStatic(m) && proxiedType(type) == field.getType();
                // a generic type's FastForm a holder hands over (issue 26): a constant of a class with no fields
                boolean form = Modifier.isStatic(m) && Modifier.isFinal(m) && field.getType().isInterface()
                        && field.getType().getSimpleName().equals("FastForm") && statelessValue(field);
                // a JDK collection class values are compared with (issue 26), looked up once: a Class is immutable
                boolean jdkClass = Modifier.isStatic(m) && Modifier.isFinal(m) && field.getType() == Class.class
                        && isJavaUtilClassOrNull(field);
                // the marks of a value being written (finding h02): per thread, none left between writes
                boolean perThread = field.getName().equals("WRITING") && Modifier.isPrivate(m) && Modifier.isStatic(m)
                        && Modifier.isFinal(m) && field.getType() == ThreadLocal.class && noMarkLeftHere(field);
                if (!constant && !switchMap && !perCall && !proxied && !form && !jdkClass && !perThread) {
                    problems.add(type.getName() + "." + field.getName() + " (" + Modifier.toString(m) + " "
                            + field.getType().getTypeName() + ")");
                }
            }
            if (type.getSimpleName().endsWith("Externalizer")) {
                if (!Modifier.isFinal(type.getModifiers())) {
                    problems.add(type.getName() + " is not final");
                }
                for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                    boolean proxyConstructor = isProxy(type) && Modifier.isPublic(constructor.getModifiers())
                            && (constructor.getParameterCount() == 0 || constructor.getParameterCount() == 1
                            && constructor.getParameterTypes()[0] == proxiedType(type));
                    if (!Modifier.isPrivate(constructor.getModifiers()) && !proxyConstructor) {
                        problems.add(type.getName() + " has a non-private constructor");
                    }
                }
            }
        }
        assertEquals(List.of(), problems, "state in generated code, in " + names);
    }

    /** This thread's map in the static ThreadLocal of marks is absent or empty. */
    private static boolean noMarkLeftHere(Field field) throws IllegalAccessException {
        field.setAccessible(true);
        Object marks = ((ThreadLocal<?>) field.get(null)).get();
        return marks == null || ((java.util.Map<?, ?>) marks).isEmpty();
    }

    /** The static field holds a class of java.util, or null (a JDK without that class). */
    private static boolean isJavaUtilClassOrNull(Field field) throws IllegalAccessException {
        field.setAccessible(true);
        Class<?> value = (Class<?>) field.get(null);
        return value == null || value.getName().startsWith("java.util.");
    }

    /** The static field's value is of a class that declares no fields (up to Object). */
    private static boolean statelessValue(Field field) {
        try {
            field.setAccessible(true);
            for (Class<?> c = field.get(null).getClass(); c != Object.class; c = c.getSuperclass()) {
                if (c.getDeclaredFields().length > 0) {
                    return false;
                }
            }
            return true;
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    /** A record's or immutable class's externalizer: its serialization proxy. */
    private static boolean isProxy(Class<?> type) {
        return type.getSimpleName().endsWith("Externalizer") && java.io.Externalizable.class.isAssignableFrom(type);
    }

    /** What a proxy carries: the type its static read returns. */
    private static Class<?> proxiedType(Class<?> proxy) {
        try {
            return proxy.getMethod("read", java.io.ObjectInput.class).getReturnType();
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** The generated classes of the examples, found as class files next to the beans. */
    private static List<Class<?>> generatedExternalizers() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = Path.of(TwelveFieldBean.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Class<?>> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                String name = classes.relativize(file).toString().replace(file.getFileSystem().getSeparator(), ".");
                if (name.endsWith(".class") && (name.contains("Externalizer.") || name.contains("Externalizer$"))) {
                    found.add(Class.forName(name.substring(0, name.length() - ".class".length()), false,
                            ConcurrencyTest.class.getClassLoader()));
                }
            }
        }
        return found;
    }
}
