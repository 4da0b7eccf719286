package dev.fastserial.examples.handwritten;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.examples.Samples;
import dev.fastserial.testing.Fields;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StreamCorruptedException;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The hand-written Externalizable variants, the bar the generated code is measured against: they
 * must round-trip exactly too, and carry the same values as the annotated samples, or the
 * comparison in the demo and the benchmarks would not be like with like.
 */
class HandWrittenRoundTripTest {

    static Stream<Object> samples() {
        return Samples.allHandWritten().stream();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void freshStreamPerObject(Object sample) {
        assertDeepEquals(sample, Streams.roundTrip(sample));
    }

    @Test
    void manyObjectsInOneStreamAndNothingLeftOver() {
        List<Object> objects = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            objects.addAll(Samples.allHandWritten());
        }
        List<Object> copies = Streams.deserialize(Streams.serialize(objects.toArray()), getClass().getClassLoader(),
                objects.size());
        for (int i = 0; i < objects.size(); i++) {
            assertDeepEquals(objects.get(i), copies.get(i));
        }
    }

    @Test
    void sameValuesAsTheAnnotatedSamples() {
        List<Object> annotated = Samples.all();
        List<Object> handWritten = Samples.allHandWritten();
        assertEquals(annotated.size(), handWritten.size());
        for (int i = 0; i < annotated.size(); i++) {
            new SameValues().compare(annotated.get(i), handWritten.get(i), annotated.get(i).getClass().getSimpleName());
        }
    }

    @Test
    void allNull() {
        for (Object sample : List.of(new TwelveFieldBean(), new Employee(), Fields.nullAll(new TestClass()),
                new Message(), new Player())) {
            assertDeepEquals(sample, Streams.roundTrip(sample));
        }
    }

    @Test
    void emptyAndNullElements() {
        Employee employee = Samples.employeeHandWritten();
        employee.setPhoneNumbers(new ArrayList<>(Arrays.asList("", null, "\u0000\ud800")));
        assertDeepEquals(employee, Streams.roundTrip(employee));
        employee.setPhoneNumbers(new ArrayList<>());
        assertDeepEquals(employee, Streams.roundTrip(employee));

        TestClass test = Samples.testClassHandWritten();
        test.m_ints = new int[0];
        test.m_strings = new String[] {null, "x"};
        test.m_objects = new Object[] {null, "a string", 42};
        assertDeepEquals(test, Streams.roundTrip(test));

        Message message = Samples.messageHandWritten();
        message.payload = new byte[0];
        message.priority = dev.fastserial.examples.Priority.URGENT;
        assertDeepEquals(message, Streams.roundTrip(message));
    }

    @Test
    void cycleAndSharedReferencesSurvive() {
        Employee employee = Streams.roundTrip(Samples.employeeHandWritten());
        assertSame(employee.getSupervisor(), employee.getSupervisor().getSupervisor());
        TestClass test = Streams.roundTrip(Samples.testClassHandWritten());
        assertSame(test.getObject1(), test.getObject2());
    }

    @Test
    void negativeCountIsACorruptStream() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeInt(-2);
        }
        try (ObjectInputStream in = Streams.input(bytes.toByteArray(), getClass().getClassLoader())) {
            assertThrows(StreamCorruptedException.class, () -> HandWritten.readCount(in));
        }
    }

    /**
     * Compares an annotated bean with its hand-written twin: same class names, and field by field
     * (by name, level by level up the hierarchy) the same values.
     */
    private static final class SameValues {
        private final Map<Object, Object> seen = new IdentityHashMap<>();

        void compare(Object annotated, Object handWritten, String path) {
            if (annotated == null || handWritten == null) {
                assertSame(annotated, handWritten, path);
                return;
            }
            Class<?> a = annotated.getClass();
            Class<?> h = handWritten.getClass();
            if (!isUser(a)) {
                if (a.isArray()) {
                    assertEquals(a, h, path);
                    assertEquals(Array.getLength(annotated), Array.getLength(handWritten), path + ".length");
                    IntStream.range(0, Array.getLength(annotated)).forEach(i ->
                            compare(Array.get(annotated, i), Array.get(handWritten, i), path + "[" + i + "]"));
                } else if (annotated instanceof Collection<?> c) {
                    assertEquals(a, h, path);
                    assertEquals(c.size(), ((Collection<?>) handWritten).size(), path + ".size");
                    Iterator<?> other = ((Collection<?>) handWritten).iterator();
                    int i = 0;
                    for (Object e : c) {
                        compare(e, other.next(), path + "[" + i++ + "]");
                    }
                } else {
                    assertEquals(annotated, handWritten, path);
                }
                return;
            }
            assertEquals(a.getSimpleName(), h.getSimpleName(), path);
            if (seen.put(annotated, handWritten) != null) {
                return;
            }
            for (; a != Object.class; a = a.getSuperclass(), h = h.getSuperclass()) {
                assertNotNull(h, path);
                for (Field f : a.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers())) {
                        continue;
                    }
                    try {
                        Field g = h.getDeclaredField(f.getName());
                        f.setAccessible(true);
                        g.setAccessible(true);
                        compare(f.get(annotated), g.get(handWritten), path + "." + f.getName());
                    } catch (ReflectiveOperationException e) {
                        throw new AssertionError(path + "." + f.getName() + ": " + e, e);
                    }
                }
            }
        }

        private static boolean isUser(Class<?> type) {
            return type.getName().startsWith("dev.fastserial.examples.") && !type.isEnum();
        }
    }
}
