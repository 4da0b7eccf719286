package dev.fastserial.examples;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.fastserial.testing.Fields;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** The articles' beans through real ObjectOutputStream/ObjectInputStream, compared field by field. */
class ArticleBeansRoundTripTest {

    static Stream<Object> samples() {
        return Samples.all().stream();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void freshStreamPerObject(Object sample) {
        assertDeepEquals(sample, Streams.roundTrip(sample));
    }

    @Test
    void manyObjectsInOneStream() {
        List<Object> objects = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            objects.addAll(Samples.all());
        }
        byte[] bytes = Streams.serialize(objects.toArray());
        List<Object> copies = Streams.deserialize(bytes, getClass().getClassLoader(), objects.size());
        for (int i = 0; i < objects.size(); i++) {
            assertDeepEquals(objects.get(i), copies.get(i));
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
    void cycleThroughTheSupervisorStaysACycle() {
        Employee employee = Streams.roundTrip(Samples.employee());
        Employee boss = employee.getSupervisor();
        assertEquals("Grace", boss.getFirstName());
        assertSame(boss, boss.getSupervisor());
    }

    @Test
    void twoEmployeesSharingASupervisorStillShareIt() {
        Employee a = Samples.employee();
        Employee b = Samples.employee();
        b.setSupervisor(a.getSupervisor());
        List<Object> copies = Streams.deserialize(Streams.serialize(a, b), getClass().getClassLoader(), 2);
        assertSame(((Employee) copies.get(0)).getSupervisor(), ((Employee) copies.get(1)).getSupervisor());
    }

    @Test
    void sharedReferenceInTestClassStaysShared() {
        TestClass copy = Streams.roundTrip(Samples.testClass());
        assertSame(copy.getObject1(), copy.getObject2());
        assertDeepEquals(Samples.testClass(), copy);
    }

    @Test
    void inlinePlayersAreCopiesNotShared() {
        Message message = Samples.message();
        message.receiver = message.sender;
        Message copy = Streams.roundTrip(message);
        // Player cannot reach itself, so it is written inline: by value, like a hand-written Externalizable would.
        assertNotSame(copy.sender, copy.receiver);
        assertEquals(copy.sender.name, copy.receiver.name);
    }

    @ParameterizedTest
    @MethodSource("samples")
    void readingConsumesExactlyWhatWritingProduced(Object sample) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(sample);
            out.writeInt(0xCAFE);
            out.writeUTF("after");
            out.writeObject(sample);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            Object first = in.readObject();
            assertEquals(0xCAFE, in.readInt());
            assertEquals("after", in.readUTF());
            assertSame(first, in.readObject());
            assertEquals(-1, in.read());
            assertDeepEquals(sample, first);
        }
    }
}
