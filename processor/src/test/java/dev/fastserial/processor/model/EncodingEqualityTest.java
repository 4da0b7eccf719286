package dev.fastserial.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.lang.model.type.TypeKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The encodings write out their equals and hashCode (see {@link Encoding}): each must still mean
 * what a record's own means, equal exactly when every component is equal, with the record's hash.
 * A component added to a record and left out of its equals fails here.
 */
class EncodingEqualityTest {
    static Stream<Class<?>> records() {
        List<Class<?>> records = new ArrayList<>(List.of(Encoding.class.getPermittedSubclasses()));
        records.add(Encoding.Impl.class);
        return records.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("records")
    void equalExactlyWhenEveryComponentIs(Class<?> record) throws ReflectiveOperationException {
        assertTrue(record.isRecord(), record + " is a record");
        RecordComponent[] components = record.getRecordComponents();
        Object a = make(record, components, -1);
        Object b = make(record, components, -1);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals(recordHash(a, components), a.hashCode(), "the hash a record of these components has");
        assertNotEquals(a, null);
        assertNotEquals(a, "not an encoding");
        for (int i = 0; i < components.length; i++) {
            Object c = make(record, components, i);
            assertNotEquals(a, c, components[i].getName() + " differs");
            assertNotEquals(c, a, components[i].getName() + " differs");
        }
    }

    /** An instance with the first sample of every component but {@code other}'s, which gets the second. */
    private static Object make(Class<?> record, RecordComponent[] components, int other) throws ReflectiveOperationException {
        Class<?>[] types = new Class<?>[components.length];
        Object[] args = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            args[i] = sample(components[i].getGenericType(), i == other ? 1 : 0);
        }
        Constructor<?> canonical = record.getDeclaredConstructor(types);
        canonical.setAccessible(true);
        return canonical.newInstance(args);
    }

    /** Two different values of a component's type, each made afresh (equal, not the same object). */
    private static Object sample(Type type, int which) {
        Class<?> raw = type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        if (raw == boolean.class) {
            return which == 1;
        }
        if (raw == TypeKind.class) {
            return which == 0 ? TypeKind.INT : TypeKind.LONG;
        }
        if (raw.isEnum()) {
            return raw.getEnumConstants()[which];
        }
        if (raw == TypeName.class || raw == ClassName.class) {
            return ClassName.get("p", "Type" + which);
        }
        if (raw == Encoding.EnumConstants.class) {
            return new Encoding.EnumConstants(ClassName.get("p", "Color"), List.of(which == 0 ? "RED" : "BLUE"));
        }
        if (raw == Encoding.class) {
            return which == 0 ? new Encoding.Str() : new Encoding.DateMillis(true);
        }
        if (raw == List.class) {
            Type element = ((ParameterizedType) type).getActualTypeArguments()[0];
            return List.of(sample(element, which));
        }
        if (raw == String.class) {
            return "s" + which;
        }
        if (raw == Encoding.Impl.class) {
            return new Encoding.Impl(ClassName.get("java.util", which == 0 ? "ArrayList" : "LinkedList"), false,
                    Encoding.Presize.ELEMENTS);
        }
        throw new AssertionError("no samples of " + type + ": add them");
    }

    /** What {@code java.lang.runtime.ObjectMethods} computes for a record: 31 * h + hash(c), from 0. */
    private static int recordHash(Object r, RecordComponent[] components) throws ReflectiveOperationException {
        int h = 0;
        for (RecordComponent c : components) {
            c.getAccessor().setAccessible(true);
            h = 31 * h + java.util.Objects.hashCode(c.getAccessor().invoke(r));
        }
        return h;
    }
}
