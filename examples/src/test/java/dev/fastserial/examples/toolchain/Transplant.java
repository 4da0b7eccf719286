package dev.fastserial.examples.toolchain;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Copies an object graph built from this module's classes (the {@code Samples}) into the same
 * classes compiled by another compiler and loaded by another class loader: field by field, class
 * level by class level (hidden fields included), keeping shared references and cycles. So every
 * toolchain test round-trips exactly the values the other tests use.
 */
final class Transplant {
    private final ClassLoader target;
    private final Map<Object, Object> copies = new IdentityHashMap<>();

    private Transplant(ClassLoader target) {
        this.target = target;
    }

    /** The copy of {@code graph} whose example classes come from {@code target}. */
    static Object into(ClassLoader target, Object graph) {
        return new Transplant(target).copy(graph);
    }

    private Object copy(Object value) {
        if (value == null) {
            return null;
        }
        Object done = copies.get(value);
        if (done != null) {
            return done;
        }
        Class<?> type = value.getClass();
        if (type.isEnum() || type.getSuperclass() != null && type.getSuperclass().isEnum()) {
            return isExample(type) ? enumConstant(((Enum<?>) value)) : value;
        }
        if (type.isArray()) {
            int length = Array.getLength(value);
            Object array = Array.newInstance(map(type.getComponentType()), length);
            copies.put(value, array);
            for (int i = 0; i < length; i++) {
                Array.set(array, i, copy(Array.get(value, i)));
            }
            return array;
        }
        if (value instanceof Collection<?> collection && type.getName().startsWith("java.util.")) {
            @SuppressWarnings("unchecked")
            Collection<Object> result = (Collection<Object>) newInstance(type);
            copies.put(value, result);
            for (Object element : collection) {
                result.add(copy(element));
            }
            return result;
        }
        if (!isExample(type)) {
            return value; // String, Date, boxed values: the JDK's classes are the same in both loaders
        }
        Class<?> targetType = map(type);
        Object result = newInstance(targetType);
        copies.put(value, result);
        for (Class<?> from = type, to = targetType; from != Object.class; from = from.getSuperclass(), to = to.getSuperclass()) {
            if (!from.getName().equals(to.getName())) {
                throw new AssertionError("class hierarchies differ: " + from.getName() + " vs " + to.getName());
            }
            for (Field field : from.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers())) {
                    continue;
                }
                try {
                    Field twin = to.getDeclaredField(field.getName());
                    field.setAccessible(true);
                    twin.setAccessible(true);
                    twin.set(result, copy(field.get(value)));
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError("cannot copy " + from.getName() + "." + field.getName(), e);
                }
            }
        }
        return result;
    }

    private Object enumConstant(Enum<?> constant) {
        for (Object c : map(constant.getDeclaringClass()).getEnumConstants()) {
            if (((Enum<?>) c).name().equals(constant.name())) {
                return c;
            }
        }
        throw new AssertionError("no constant " + constant.name() + " in the other " + constant.getDeclaringClass());
    }

    private Class<?> map(Class<?> type) {
        if (type.isArray()) {
            return Array.newInstance(map(type.getComponentType()), 0).getClass();
        }
        if (!isExample(type)) {
            return type;
        }
        try {
            Class<?> mapped = Class.forName(type.getName(), false, target);
            if (mapped == type) {
                throw new AssertionError(type.getName() + " was not recompiled: the loader sees this module's own class");
            }
            return mapped;
        } catch (ClassNotFoundException e) {
            throw new AssertionError(type.getName() + " is missing from the compiler's output", e);
        }
    }

    private static Object newInstance(Class<?> type) {
        try {
            Constructor<?> constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            return constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("cannot instantiate " + type.getName(), e);
        }
    }

    private static boolean isExample(Class<?> type) {
        return type.getName().startsWith("dev.fastserial.examples.");
    }
}
