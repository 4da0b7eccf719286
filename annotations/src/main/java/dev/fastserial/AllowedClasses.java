package dev.fastserial;

import java.io.InvalidClassException;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * The classes a reader with an allow-list ({@link FastTypes#allowPackages}) may create, checked by
 * name before anything is loaded, wherever a value's bytes name a class: the class of a value, a
 * bean named inside a message (or by a token inside a Java-serialized value), and every class a
 * Java serialization stream names (its objects, their serializable superclasses, arrays, enums,
 * {@code Class} objects, proxies' interfaces).
 *
 * <p>fastserial's classes (beans, records, immutable classes) come from the allowed packages or
 * are registered with an id. In a Java serialization stream, beside those and their generated
 * externalizers (records' serialization proxies), the JDK's value classes pass: the packages
 * {@code java.lang} (not its subpackages, so no {@code java.lang.reflect} proxies nor
 * {@code java.lang.invoke} lambdas), {@code java.math} and {@code java.sql} (its dates), and
 * {@code java.util} and {@code java.time} with their subpackages (collections, concurrent
 * collections and their locks, dates and zones); primitive types; arrays of what passes.
 * Nothing else: not {@code java.net} ({@code URL}'s {@code hashCode} resolves its host), not
 * {@code java.io}, {@code javax}, {@code sun}, {@code com.sun} or {@code jdk}.
 */
final class AllowedClasses {
    /** JDK packages whose classes a value may hold, without their subpackages. */
    private static final String[] JDK_PACKAGES = {"java.lang.", "java.math.", "java.sql."};
    /** JDK packages whose classes a value may hold, with their subpackages. */
    private static final String[] JDK_TREES = {"java.util.", "java.time."};
    private static final Set<String> PRIMITIVES = new HashSet<String>(Arrays.asList(
            "boolean", "byte", "char", "short", "int", "long", "float", "double", "void"));

    /** Package prefixes, each ending in a dot. */
    private final String[] packages;
    /** Registered classes' binary names and those of their externalizers. */
    private final Set<String> registered;

    private AllowedClasses(String[] packages, Set<String> registered) {
        this.packages = packages;
        this.registered = registered;
    }

    /**
     * The allow-list of these packages (prefixes ending in a dot) and registered classes, or null
     * (no allow-list) when no package is given.
     */
    static AllowedClasses of(String[] packages, Collection<Class<?>> registered) {
        if (packages.length == 0) {
            return null;
        }
        Set<String> names = new HashSet<String>();
        for (Class<?> type : registered) {
            names.add(type.getName());
            names.add(externalizerName(type.getName()));
        }
        return new AllowedClasses(packages.clone(), names);
    }

    /** The binary name of the externalizer fastserial generates for the class named {@code name}. */
    static String externalizerName(String name) {
        int dot = name.lastIndexOf('.');
        return name.substring(0, dot + 1) + name.substring(dot + 1).replace('$', '_') + "Externalizer";
    }

    /** Whether a fastserial class of this name may be read: in the allowed packages, or registered. */
    boolean allowsBean(String name) {
        return registered.contains(name) || inAny(name, packages);
    }

    /** Whether a Java serialization stream may create the class of this name ({@code ObjectStreamClass.getName()}). */
    boolean allowsInJava(String name) {
        int dims = 0;
        while (dims < name.length() && name.charAt(dims) == '[') {
            dims++;
        }
        if (dims > 0) { // an array: "[I", "[[Ljava.lang.String;"
            String element = name.substring(dims);
            if (element.length() == 1) {
                return "ZBCSIJFD".indexOf(element.charAt(0)) >= 0;
            }
            return element.length() > 2 && element.charAt(0) == 'L' && element.endsWith(";")
                    && allowsInJava(element.substring(1, element.length() - 1));
        }
        return PRIMITIVES.contains(name) || name.equals(BeanToken.class.getName()) || allowsBean(name)
                || inAny(name, JDK_TREES) || inPackage(name, JDK_PACKAGES);
    }

    /** The refusal of a class outside the list, named in a value's bytes. */
    InvalidClassException refusal(String name) {
        return new InvalidClassException(name, "not in the allowed packages " + describe()
                + " (FastTypes.allowPackages)");
    }

    private String describe() {
        StringBuilder s = new StringBuilder("[");
        for (String p : packages) {
            s.append(s.length() > 1 ? ", " : "").append(p, 0, p.length() - 1);
        }
        return s.append(']').toString();
    }

    private static boolean inAny(String name, String[] prefixes) {
        for (String p : prefixes) {
            if (name.startsWith(p)) {
                return true;
            }
        }
        return false;
    }

    /** In one of these packages itself, not a subpackage (nested classes have a '$', not a dot). */
    private static boolean inPackage(String name, String[] prefixes) {
        for (String p : prefixes) {
            if (name.startsWith(p) && name.indexOf('.', p.length()) < 0) {
                return true;
            }
        }
        return false;
    }
}
