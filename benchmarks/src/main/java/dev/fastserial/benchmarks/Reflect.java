package dev.fastserial.benchmarks;

import java.lang.reflect.Field;

/** Reads fields of the examples' beans (not visible from here) at setup time; never on a measured path. */
public final class Reflect {
    private Reflect() {}

    /** The value of the named field, declared on the object's class or the nearest superclass. */
    public static Object get(Object bean, String field) {
        return get(bean, bean.getClass(), field);
    }

    /** The value of the named field as declared on {@code level} or above (for a hidden field, the level's own). */
    public static Object get(Object bean, Class<?> level, String field) {
        for (Class<?> c = level; c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField(field);
                f.setAccessible(true);
                return f.get(bean);
            } catch (NoSuchFieldException e) {
                // look further up
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        throw new IllegalArgumentException("no field " + field + " in " + level.getName());
    }
}
