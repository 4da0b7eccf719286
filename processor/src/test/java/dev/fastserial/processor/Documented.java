package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.get;
import static org.junit.jupiter.api.Assertions.fail;

import dev.fastserial.testing.CrossLoader;
import java.lang.reflect.Field;

/**
 * What a reader of one version makes of what a writer of another wrote, as the guide documents (docs/lock.md)
 * it: fields both versions have (same name, same type) come back equal; a field the stream lacks
 * keeps what the reader's no-arg constructor gave it (for a record or immutable class, which has
 * none: its type's default, 0, false or null); beans inside follow the same rule.
 */
final class Documented {
    private Documented() {}

    /** @param beanPackage classes of this package are beans that may differ between versions */
    static void assertRead(Object written, Object read, CompiledBeans reader, String beanPackage, String what) {
        String d = difference(written, read, reader, beanPackage, what);
        if (d != null) {
            fail(d);
        }
    }

    private static String difference(Object written, Object read, CompiledBeans reader, String beanPackage, String what) {
        if (written instanceof java.util.List<?> w && read instanceof java.util.List<?> r) { // of beans or values, maybe
            if (w.size() != r.size()) {
                return what + ": size " + w.size() + " vs " + r.size();
            }
            for (int i = 0; i < w.size(); i++) {
                String d = difference(w.get(i), r.get(i), reader, beanPackage, what + "[" + i + "]");
                if (d != null) {
                    return d;
                }
            }
            return written.getClass().getName().equals(read.getClass().getName()) ? null
                    : what + ": class " + written.getClass().getName() + " vs " + read.getClass().getName();
        }
        if (written == null || read == null || !read.getClass().getName().startsWith(beanPackage + ".")
                || read.getClass().isEnum()) {
            return CrossLoader.difference(written, read, what);
        }
        Object fresh = hasNoArgConstructor(read.getClass()) ? reader.newInstance(read.getClass().getName()) : null;
        for (Field f : CrossLoader.fields(read.getClass())) {
            Field w = CrossLoader.fields(written.getClass()).stream()
                    .filter(x -> x.getName().equals(f.getName())
                            && x.getGenericType().getTypeName().equals(f.getGenericType().getTypeName()))
                    .findFirst().orElse(null);
            String d = w == null
                    ? CrossLoader.difference(fresh == null ? defaultOf(f.getType()) : get(fresh, f.getName()),
                            get(read, f.getName()), what + "." + f.getName())
                    : difference(get(written, f.getName()), get(read, f.getName()), reader, beanPackage, what + "." + f.getName());
            if (d != null) {
                return d + (w == null ? " (the writer has no such field: the constructor's value was expected)" : "");
            }
        }
        return null;
    }

    private static boolean hasNoArgConstructor(Class<?> type) {
        try {
            type.getConstructor();
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** What a record component or an immutable class's field holds when the stream lacks it. */
    static Object defaultOf(Class<?> type) {
        if (!type.isPrimitive()) {
            return null;
        }
        return java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(type, 1), 0);
    }
}
