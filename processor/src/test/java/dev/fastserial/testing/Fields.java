package dev.fastserial.testing;

import java.lang.reflect.Field;

/** Reflection on bean fields, declared on the class or any superclass, for tests. */
public final class Fields {
    private Fields() {}

    public static <T> T set(T bean, String field, Object value) {
        try {
            Field f = find(bean.getClass(), field);
            f.setAccessible(true);
            f.set(bean, value);
            return bean;
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    public static Object get(Object bean, String field) {
        try {
            Field f = find(bean.getClass(), field);
            f.setAccessible(true);
            return f.get(bean);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    /** Sets every written reference field (this class and superclasses) to null. */
    public static <T> T nullAll(T bean) {
        for (Field f : DeepEquals.fieldsOf(bean.getClass())) {
            if (!f.getType().isPrimitive()) {
                try {
                    f.setAccessible(true);
                    f.set(bean, null);
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return bean;
    }

    private static Field find(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getName().equals(name)) {
                    return f;
                }
            }
        }
        throw new AssertionError("no field " + name + " in " + type.getName());
    }
}
