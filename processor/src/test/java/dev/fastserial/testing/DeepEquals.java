package dev.fastserial.testing;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Compares two object graphs field by field, for round-trip tests: same runtime classes, same
 * values, and the same shape of references among user objects (a shared reference must still be
 * shared, a cycle must still be a cycle). Beans need no {@code equals}: a field that a generated
 * externalizer forgot would show up here even if {@code equals} forgot it too.
 */
public final class DeepEquals {
    private final IdentityHashMap<Object, Object> matched = new IdentityHashMap<>();
    private final boolean checkSharing;

    private DeepEquals(boolean checkSharing) {
        this.checkSharing = checkSharing;
    }

    /** Fails with the path of the first difference. */
    public static void assertDeepEquals(Object expected, Object actual) {
        new DeepEquals(true).compare(expected, actual, "root");
    }

    /** As {@link #assertDeepEquals}, but a shared user object may come back as equal copies (inline beans). */
    public static void assertDeepEqualsIgnoringSharing(Object expected, Object actual) {
        new DeepEquals(false).compare(expected, actual, "root");
    }

    private void compare(Object expected, Object actual, String path) {
        if (expected == null || actual == null) {
            if (expected != actual) {
                fail(path, expected, actual);
            }
            return;
        }
        if (expected.getClass() != actual.getClass()) {
            throw new AssertionError(path + ": expected class " + expected.getClass().getName()
                    + " but was " + actual.getClass().getName());
        }
        if (isValue(expected.getClass())) {
            if (!expected.equals(actual)) {
                fail(path, expected, actual);
            }
            return;
        }
        Object previous = matched.get(expected);
        if (previous != null) {
            if (checkSharing && previous != actual && isUserClass(expected.getClass())) {
                throw new AssertionError(path + ": a reference shared (or cyclic) in the original is not shared in the copy");
            }
            return;
        }
        matched.put(expected, actual);
        Class<?> type = expected.getClass();
        if (type.isArray()) {
            compareArrays(expected, actual, path);
        } else if (expected instanceof Map<?, ?> map) {
            compareMaps(map, (Map<?, ?>) actual, path);
        } else if (expected instanceof Collection<?> collection) {
            compareCollections(collection, (Collection<?>) actual, path);
        } else if (isUserClass(type)) {
            compareFields(expected, actual, path);
        } else if (!expected.equals(actual)) {
            fail(path, expected, actual);
        }
    }

    private void compareArrays(Object expected, Object actual, String path) {
        int length = Array.getLength(expected);
        if (length != Array.getLength(actual)) {
            throw new AssertionError(path + ": expected length " + length + " but was " + Array.getLength(actual));
        }
        for (int i = 0; i < length; i++) {
            compare(Array.get(expected, i), Array.get(actual, i), path + "[" + i + "]");
        }
    }

    private void compareCollections(Collection<?> expected, Collection<?> actual, String path) {
        if (expected.size() != actual.size()) {
            throw new AssertionError(path + ": expected size " + expected.size() + " but was " + actual.size());
        }
        if (expected instanceof Set<?> && !(expected instanceof SortedSet<?>) && !hasStableOrder(expected)) {
            if (!expected.equals(actual)) {
                fail(path, expected, actual);
            }
            return;
        }
        Iterator<?> a = actual.iterator();
        int i = 0;
        for (Object e : expected) {
            compare(e, a.next(), path + "[" + i++ + "]");
        }
    }

    private void compareMaps(Map<?, ?> expected, Map<?, ?> actual, String path) {
        if (expected.size() != actual.size()) {
            throw new AssertionError(path + ": expected size " + expected.size() + " but was " + actual.size());
        }
        if (expected instanceof SortedMap<?, ?> || hasStableOrder(expected)) {
            Iterator<? extends Map.Entry<?, ?>> a = actual.entrySet().iterator();
            for (Map.Entry<?, ?> e : expected.entrySet()) {
                Map.Entry<?, ?> other = a.next();
                compare(e.getKey(), other.getKey(), path + ".key(" + e.getKey() + ")");
                compare(e.getValue(), other.getValue(), path + "[" + e.getKey() + "]");
            }
            return;
        }
        for (Map.Entry<?, ?> e : expected.entrySet()) {
            if (!actual.containsKey(e.getKey())) {
                throw new AssertionError(path + ": key " + e.getKey() + " missing from the copy");
            }
            compare(e.getValue(), actual.get(e.getKey()), path + "[" + e.getKey() + "]");
        }
    }

    private void compareFields(Object expected, Object actual, String path) {
        for (Field field : fieldsOf(expected.getClass())) {
            try {
                field.setAccessible(true);
                compare(field.get(expected), field.get(actual), path + "." + field.getName());
            } catch (IllegalAccessException e) {
                throw new AssertionError(path + "." + field.getName() + ": " + e);
            }
        }
    }

    /** Every non-static, non-transient field up the hierarchy: what Java serialization promises to keep. */
    static List<Field> fieldsOf(Class<?> type) {
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                int m = f.getModifiers();
                if (!Modifier.isStatic(m) && !Modifier.isTransient(m) && !f.isSynthetic()) {
                    fields.add(f);
                }
            }
        }
        return fields;
    }

    /** LinkedHashSet/LinkedHashMap iterate in insertion order; a copy must keep it. */
    private static boolean hasStableOrder(Object collection) {
        String name = collection.getClass().getName();
        return name.startsWith("java.util.Linked") || name.startsWith("java.util.ImmutableCollections");
    }

    private static boolean isValue(Class<?> type) {
        return type.isPrimitive() || type.isEnum() || type.getSuperclass() != null && type.getSuperclass().isEnum()
                || type == String.class || Number.class.isAssignableFrom(type) && type.getName().startsWith("java.")
                || type == Boolean.class || type == Character.class
                || type.getName().startsWith("java.time.") || type.getName().startsWith("java.util.Date")
                || type.getName().startsWith("java.sql.") || type == java.util.UUID.class
                || type == java.util.Locale.class || type == java.util.Currency.class;
    }

    private static boolean isUserClass(Class<?> type) {
        String name = type.getName();
        return !name.startsWith("java.") && !name.startsWith("javax.") && !name.startsWith("jdk.")
                && !name.startsWith("sun.");
    }

    private static void fail(String path, Object expected, Object actual) {
        throw new AssertionError(path + ": expected <" + abbreviate(expected) + "> but was <" + abbreviate(actual) + ">");
    }

    private static String abbreviate(Object value) {
        String s = Objects.toString(value);
        return s.length() > 200 ? s.substring(0, 200) + "... (" + s.length() + " chars)" : s;
    }
}
