package dev.fastserial.spring;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.FastBytes;
import dev.fastserial.spring.beans.Customer;
import dev.fastserial.spring.beans.Product;
import dev.fastserial.spring.beans.Samples;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.data.redis.serializer.SerializationException;

/**
 * Bytes per cached value: fastserial's serializers against Spring's defaults on the same values,
 * Java serialization ({@code RedisSerializer.java()}, {@code JdkSerializationRedisSerializer}) and
 * its generic Jackson JSON serializer ({@code RedisSerializer.json()}); each reads back what it
 * wrote. The table is printed (docs/hosts.md's "Use it with Spring" quotes it).
 */
class SerializedSizesTest {
    private static final RedisSerializer<Object> FAST = new GenericFastSerialRedisSerializer();
    private static final RedisSerializer<Object> JDK = RedisSerializer.java();
    private static final RedisSerializer<Object> JSON = RedisSerializer.json();

    static Map<String, Object> values() {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("Customer (bean: 7 fields, a list, a record)", Samples.customer("c1"));
        values.put("Product (record, 4 components)", Samples.product("p1"));
        values.put("Catalog (bean holding 10 Products)", Samples.catalog("tools"));
        values.put("List<Product> of 10 (a JDK list)", Samples.products("tools"));
        return values;
    }

    @Test
    void fewerBytesThanSpringsJdkAndJsonSerializersOnEveryFastserialValue() {
        StringBuilder table = new StringBuilder("| value | fastserial (generic) | fastserial (one type) | JDK | JSON |\n|---|--:|--:|--:|--:|\n");
        for (Map.Entry<String, Object> e : values().entrySet()) {
            Object value = e.getValue();
            byte[] fast = FAST.serialize(value);
            byte[] jdk = JDK.serialize(value);
            byte[] json = JSON.serialize(value);
            assertDeepEquals(value, FAST.deserialize(fast));
            assertDeepEquals(value, JDK.deserialize(jdk));
            assertDeepEquals(value, JSON.deserialize(json));
            boolean direct = !(value instanceof java.util.List);
            String typed = "";
            if (direct) {
                @SuppressWarnings("unchecked")
                Class<Object> type = (Class<Object>) value.getClass();
                byte[] one = new FastSerialRedisSerializer<>(type).serialize(value);
                assertEquals(FastBytes.toBytes(value).length, one.length);
                typed = String.valueOf(one.length);
                assertTrue(fast.length < json.length && fast.length < jdk.length, e.getKey());
            }
            table.append("| ").append(e.getKey()).append(" | ").append(fast.length).append(" | ").append(typed)
                    .append(" | ").append(jdk.length).append(" | ").append(json.length).append(" |\n");
        }
        System.out.println("Spring serializers: " + JSON.getClass().getSimpleName() + ", " + JDK.getClass().getSimpleName());
        System.out.print(table);
    }

    @Test
    void whatItReadsBesideItsOwnForm() {
        // Values Spring's JDK serializer wrote (a cache before the switch) are read as they are.
        Customer customer = Samples.customer("c2");
        assertDeepEquals(customer, FAST.deserialize(JDK.serialize(customer)));
        // A root referring to itself keeps the reference; JSON cannot write the cycle at all.
        customer.setReferrer(customer);
        Customer back = (Customer) FAST.deserialize(FAST.serialize(customer));
        assertSame(back, back.getReferrer());
        assertThrows(SerializationException.class, () -> JSON.serialize(customer));
        // null is the empty array, as in Spring's serializers.
        assertEquals(0, FAST.serialize(null).length);
        assertEquals(null, FAST.deserialize(new byte[0]));
        // One type: a subclass would keep its class; a value of another type is refused.
        FastSerialRedisSerializer<Product> products = new FastSerialRedisSerializer<>(Product.class);
        Product p = Samples.product("p9");
        assertNotSame(p, products.deserialize(products.serialize(p)));
        assertEquals(p, products.deserialize(products.serialize(p)));
        assertThrows(SerializationException.class, () -> products.deserialize(new byte[] {1, 2, 3}));
    }
}
