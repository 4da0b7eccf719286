package dev.fastserial.testing;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Values compared across class loaders: two versions of a bean are different classes with the
 * same name, so beans are compared by class name and field by field; JDK values by equals.
 */
public final class CrossLoader {
    private CrossLoader() {}

    /** Null when equal, else where they differ. */
    public static String difference(Object a, Object b, String path) {
        if (a == null || b == null) {
            return a == b ? null : path + ": " + describe(a) + " vs " + describe(b);
        }
        if (!a.getClass().getName().equals(b.getClass().getName())) {
            return path + ": class " + a.getClass().getName() + " vs " + b.getClass().getName();
        }
        if (a.getClass().isArray()) {
            if (Array.getLength(a) != Array.getLength(b)) {
                return path + ": length " + Array.getLength(a) + " vs " + Array.getLength(b);
            }
            for (int i = 0; i < Array.getLength(a); i++) {
                String d = difference(Array.get(a, i), Array.get(b, i), path + "[" + i + "]");
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (a instanceof Map<?, ?> ma && b instanceof Map<?, ?> mb) {
            if (ma.size() != mb.size()) {
                return path + ": size " + ma.size() + " vs " + mb.size();
            }
            for (Map.Entry<?, ?> e : ma.entrySet()) { // keys are JDK values; values may be arrays
                if (!mb.containsKey(e.getKey())) {
                    return path + ": key " + e.getKey() + " missing";
                }
                String d = difference(e.getValue(), mb.get(e.getKey()), path + "[" + e.getKey() + "]");
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (a instanceof java.util.Set<?> sa && b instanceof java.util.Set<?> sb && !(a instanceof java.util.SortedSet)) {
            java.util.Set<Object> ka = new java.util.HashSet<>();
            java.util.Set<Object> kb = new java.util.HashSet<>();
            sa.forEach(e -> ka.add(key(e)));
            sb.forEach(e -> kb.add(key(e)));
            return ka.equals(kb) ? null : path + ": " + sa + " vs " + sb; // hash order differs between copies
        }
        if (a instanceof Collection<?> ca && b instanceof Collection<?> cb) {
            if (ca.size() != cb.size()) {
                return path + ": size " + ca.size() + " vs " + cb.size();
            }
            Iterator<?> ia = ca.iterator();
            Iterator<?> ib = cb.iterator();
            for (int i = 0; ia.hasNext(); i++) {
                String d = difference(ia.next(), ib.next(), path + "[" + i + "]");
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (a.getClass().isEnum()) {
            return ((Enum<?>) a).name().equals(((Enum<?>) b).name()) ? null : path + ": " + a + " vs " + b;
        }
        if (a.getClass().getName().startsWith("java.")) {
            return a.equals(b) ? null : path + ": " + a + " vs " + b;
        }
        for (Field f : fields(a.getClass())) {
            String d = difference(Fields.get(a, f.getName()), Fields.get(b, f.getName()), path + "." + f.getName());
            if (d != null) {
                return d;
            }
        }
        return null;
    }

    /** Every instance field of the class and its superclasses. */
    public static List<Field> fields(Class<?> type) {
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) && !f.isSynthetic()) {
                    f.setAccessible(true);
                    fields.add(f);
                }
            }
        }
        return fields;
    }

    /** A set element as a key that equals across class loaders: enum constants by class and name. */
    private static Object key(Object e) {
        return e instanceof Enum<?> en ? en.getDeclaringClass().getName() + "." + en.name() : e;
    }

    private static String describe(Object o) {
        return o == null ? "null" : o.getClass().getSimpleName() + " " + o;
    }
}
