package dev.fastserial.benchmarks;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every variant of a model carries the same values (and the same shape of shared references),
 * so that times and sizes compare like with like.
 */
class SameValuesTest {

    @ParameterizedTest
    @EnumSource(Model.class)
    void javaVariantsHoldEqualGraphs(Model model) {
        Object plain = Variant.SERIALIZABLE.sample(model);
        assertEquals(tree(plain), tree(Variant.FASTSERIAL.sample(model)), "fastserial vs Serializable");
        assertEquals(tree(plain), tree(Variant.KRYO.sample(model)), "Kryo vs Serializable");
        assertEquals(tree(plain), tree(Variant.FORY.sample(model)), "Fory vs Serializable");
        assertEquals(tree(plain), tree(Variant.HANDWRITTEN.sample(model)), "hand-written vs Serializable");
    }

    @ParameterizedTest
    @EnumSource(Model.class)
    void protobufMessageHoldsTheSameValues(Model model) {
        Object plain = Variant.SERIALIZABLE.sample(model);
        assertDeepEquals(plain, FromProto.toPlain(model, Variant.PROTOBUF.sample(model)));
    }

    /**
     * The graph as nested maps and lists: user classes by simple name and fields by declaring
     * class's simple name (so the annotated, plain and hand-written twins compare equal), an object
     * seen before as a back-reference to its number.
     */
    static Object tree(Object root) {
        return new Object() {
            final IdentityHashMap<Object, Integer> seen = new IdentityHashMap<>();

            Object of(Object value) {
                if (value == null || value instanceof String || value instanceof Number || value instanceof Boolean
                        || value instanceof Character) {
                    return value;
                }
                if (value instanceof Enum<?> e) {
                    return e.getDeclaringClass().getSimpleName() + "." + e.name();
                }
                if (value instanceof Date d) {
                    return "Date(" + d.getTime() + ")";
                }
                if (value.getClass().isArray()) {
                    List<Object> elements = new ArrayList<>();
                    elements.add(value.getClass().getComponentType().getSimpleName() + "[]");
                    for (int i = 0; i < Array.getLength(value); i++) {
                        elements.add(of(Array.get(value, i)));
                    }
                    return elements;
                }
                if (value instanceof Collection<?> c) {
                    List<Object> elements = new ArrayList<>();
                    elements.add(value.getClass().getName());
                    for (Object element : c) {
                        elements.add(of(element));
                    }
                    return elements;
                }
                Integer id = seen.get(value);
                if (id != null) {
                    return "ref#" + id;
                }
                seen.put(value, seen.size());
                Map<String, Object> fields = new LinkedHashMap<>();
                fields.put("class", value.getClass().getSimpleName());
                for (Class<?> c = value.getClass(); c != Object.class; c = c.getSuperclass()) {
                    for (Field f : c.getDeclaredFields()) {
                        if (Modifier.isStatic(f.getModifiers()) || Modifier.isTransient(f.getModifiers())) {
                            continue;
                        }
                        try {
                            f.setAccessible(true);
                            fields.put(c.getSimpleName() + "." + f.getName(), of(f.get(value)));
                        } catch (IllegalAccessException e) {
                            throw new AssertionError(e);
                        }
                    }
                }
                return fields;
            }
        }.of(root);
    }
}
