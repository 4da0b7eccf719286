package dev.fastserial.examples.conformance;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a write's refusal of a cycle names a real one: in the graph as built (the twins, which Java
 * serialization writes), an object of the named class that its named field leads back to. A refusal
 * where no object does is a false positive of the refusal, which the suite reports as a failure.
 */
final class Cycles {
    /** The refusal of a value that a field leads back to (the generated code's, by field). */
    private static final Pattern BY_FIELD = Pattern.compile(
            "(\\w+)\\.(\\w+) holds a reference back to the ([\\w.$]+) being written");
    /** The direct path's refusal when no field could be named. */
    private static final Pattern BY_CLASS = Pattern.compile(
            "([\\w.$]+): an object it holds refers back to it, a cycle through a record, immutable or mixed class");

    private Cycles() {}

    /** Whether {@code message} is a refusal of a cycle through a value. */
    static boolean isRefusal(String message) {
        return BY_FIELD.matcher(message).find() || BY_CLASS.matcher(message).find();
    }

    /** Whether the refusal in {@code message} names a cycle that {@code root}'s graph has. */
    static boolean realIn(String message, Object root) {
        Matcher field = BY_FIELD.matcher(message);
        if (field.find()) {
            return reachesItself(root, field.group(3), field.group(2));
        }
        Matcher type = BY_CLASS.matcher(message);
        return type.find() && reachesItself(root, type.group(1), null);
    }

    /** Whether an object of class {@code type} (a twin standing for it) leads back to itself through {@code field} (any, if null). */
    static boolean reachesItself(Object root, String type, String field) {
        for (Object o : reachable(root)) {
            if (Comparison.runtimeName(o.getClass()).equals(type)) {
                List<Object> starts = field == null ? references(o) : java.util.Collections.singletonList(Comparison.fieldValue(o, field));
                for (Object start : starts) {
                    if (start == o || start != null && reachable(start).contains(o)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Every object reachable from {@code from} (itself included), by identity. */
    private static Collection<Object> reachable(Object from) {
        IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
        Deque<Object> todo = new ArrayDeque<>();
        todo.push(from);
        while (!todo.isEmpty()) {
            Object o = todo.pop();
            if (o == null || seen.put(o, Boolean.TRUE) != null) {
                continue;
            }
            for (Object next : references(o)) {
                if (next != null && !Comparison.isValue(next.getClass())) {
                    todo.push(next);
                }
            }
        }
        return seen.keySet();
    }

    /** What {@code o} refers to: elements, keys and values, or the fields of a class of the user's. */
    private static List<Object> references(Object o) {
        List<Object> out = new ArrayList<>();
        if (o.getClass().isArray()) {
            if (!o.getClass().getComponentType().isPrimitive()) {
                for (int i = 0; i < Array.getLength(o); i++) {
                    out.add(Array.get(o, i));
                }
            }
        } else if (o instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : new ArrayList<>(m.entrySet())) {
                out.add(e.getKey());
                out.add(e.getValue());
            }
        } else if (o instanceof Collection<?> c) {
            out.addAll(new ArrayList<>(c));
        } else if (!o.getClass().getName().startsWith("java.")) {
            for (Class<?> c = o.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers()) && !f.getType().isPrimitive()) {
                        out.add(Comparison.read(o, c, f.getName()));
                    }
                }
            }
        }
        return out;
    }
}
