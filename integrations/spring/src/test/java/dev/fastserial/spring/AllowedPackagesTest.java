package dev.fastserial.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.FastTypes;
import dev.fastserial.spring.allowed.Note;
import dev.fastserial.spring.outside.Gadget;
import dev.fastserial.spring.outside.Internal;
import java.io.InvalidClassException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.data.redis.serializer.JdkSerializationRedisSerializer;
import org.springframework.data.redis.serializer.RedisSerializationContext.SerializationPair;
import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.data.redis.serializer.SerializationException;

/**
 * What a Redis value read with an allow-list may create (finding h01: the list gated only the class
 * named at the start of a fastserial value; a plain Java value, or a fallback value in an allowed
 * bean's Object field, still ran any class's readObject and constructed beans of any package):
 * nothing outside the allowed packages is constructed or run, through the serializer itself and
 * through the cache configuration; the JDK's value classes still read. No server: the serializer's
 * own methods, as RedisCache calls them.
 */
class AllowedPackagesTest {
    private static final FastTypes ACME = FastTypes.standard().allowPackages("dev.fastserial.spring.allowed");

    /** Values someone with write access to Redis can put there, each holding a class of another package. */
    private static Map<String, byte[]> hostile() {
        RedisSerializer<Object> writer = new GenericFastSerialRedisSerializer();
        Map<String, byte[]> values = new LinkedHashMap<>();
        values.put("a Java value", writer.serialize(new Gadget()));
        values.put("what Spring's JDK serializer wrote", new JdkSerializationRedisSerializer().serialize(new Gadget()));
        values.put("a gadget in an allowed bean's Object field", writer.serialize(new Note("n", new Gadget())));
        values.put("a gadget in a map there", writer.serialize(new Note("n", new HashMap<>(Map.of("k", new Gadget())))));
        values.put("a foreign bean there", writer.serialize(new Note("n", new Internal())));
        values.put("a foreign bean in a map there", writer.serialize(new Note("n", new HashMap<>(Map.of("k", new Internal())))));
        values.put("a foreign bean", writer.serialize(new Internal()));
        return values;
    }

    private static void neverCreated(RedisSerializer<Object> reader) {
        for (Map.Entry<String, byte[]> value : hostile().entrySet()) {
            Gadget.RAN.set(0);
            Internal.BUILT.set(0);
            SerializationException e = assertThrows(SerializationException.class, () -> reader.deserialize(value.getValue()),
                    value.getKey());
            assertInstanceOf(InvalidClassException.class, e.getCause(), value.getKey());
            assertTrue(e.getMessage().contains("dev.fastserial.spring.outside.")
                    && e.getMessage().contains("not in the allowed packages"), value.getKey() + ": " + e.getMessage());
            assertEquals(0, Gadget.RAN.get(), value.getKey() + ": the gadget's readObject ran");
            assertEquals(0, Internal.BUILT.get(), value.getKey() + ": the foreign bean was constructed");
        }
    }

    @Test
    void aClassOutsideTheAllowedPackagesIsNeverCreated() {
        neverCreated(new GenericFastSerialRedisSerializer(ACME));
    }

    @Test
    void theCacheConfigurationTakesTheAllowList() {
        SerializationPair<Object> values = FastSerialRedis.cacheConfiguration(ACME).getValueSerializationPair();
        neverCreated(new RedisSerializer<>() {
            @Override
            public byte[] serialize(Object value) {
                return values.getWriter().write(value).array();
            }

            @Override
            public Object deserialize(byte[] bytes) {
                return values.read(ByteBuffer.wrap(bytes));
            }
        });
    }

    /** The check is what refuses them: without a list, the default reads all of them, as Spring's JDK serializer would. */
    @Test
    void withoutAnAllowListEverythingIsCreated() {
        RedisSerializer<Object> reader = new GenericFastSerialRedisSerializer();
        for (Map.Entry<String, byte[]> value : hostile().entrySet()) {
            Gadget.RAN.set(0);
            Internal.BUILT.set(0);
            reader.deserialize(value.getValue());
            assertEquals(1, Gadget.RAN.get() + Internal.BUILT.get(), value.getKey());
        }
    }

    @Test
    void valuesOfTheAllowedPackagesAndTheJdksValueClassesRead() {
        RedisSerializer<Object> reader = new GenericFastSerialRedisSerializer(ACME);
        Map<String, Object> attachment = new LinkedHashMap<>();
        attachment.put("due", LocalDate.of(2026, 5, 1));
        attachment.put("amount", new BigDecimal("12.50"));
        attachment.put("tags", List.of("a", "b"));
        attachment.put("note", new Note("inner", null));
        Note note = (Note) reader.deserialize(reader.serialize(new Note("n", attachment)));
        Map<?, ?> back = (Map<?, ?>) note.getAttachment();
        assertEquals(attachment.keySet(), back.keySet());
        assertEquals(LocalDate.of(2026, 5, 1), back.get("due"));
        assertEquals("inner", ((Note) back.get("note")).getText());
        assertEquals(attachment.get("tags"), reader.deserialize(new JdkSerializationRedisSerializer().serialize(attachment.get("tags"))));
    }
}
