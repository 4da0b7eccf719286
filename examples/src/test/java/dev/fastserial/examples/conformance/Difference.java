package dev.fastserial.examples.conformance;

import java.util.EnumSet;
import java.util.Set;

/**
 * One way a copy differs from what Java serialization gave for the same graph: where (a path from
 * the root, {@code root.items[2].m}), what kind of difference, and both sides in words. A
 * difference in sharing names the object concerned and every kind of place the graph holds it in,
 * which is what the documented deviations are about.
 */
record Difference(Kind kind, String path, String expected, String actual, String objectClass, Set<Place> places,
                  String firstPath, String within, String field) {

    enum Kind {
        /** Another class (of the object, or of what a view wraps). */
        CLASS,
        /** Another value. */
        VALUE,
        /** Another number of elements or entries. */
        SIZE,
        /** The same elements in another order. */
        ORDER,
        /** A comparator gone, replaced, or ordering otherwise. */
        COMPARATOR,
        /** A property of a JDK class that no element shows: access order, capacity, a checked view's type. */
        PROPERTY,
        /** One object in the original, two in the copy. */
        SPLIT,
        /** Two objects in the original, one in the copy. */
        JOINED,
        /** The path threw where Java serialization did not. */
        THROWS
    }

    /** The kinds of place a graph holds an object in (by the declared type there, and how fastserial writes it). */
    enum Place {
        /** The value the path was given. */
        ROOT,
        /** A field, element or component whose declared type gives the object a fast form of its own: copied inline. */
        INLINE,
        /** A bean in a field marked {@code @ByReference}, or of a type that can reach itself: written by reference. */
        BY_REFERENCE,
        /** A JDK container or array in a typed field or element: a fast form (copied), unless its class takes writeObject. */
        FAST,
        /** An {@code Object} field or element, or anything inside one: Java serialization's own semantics. */
        OBJECT,
        /**
         * Not a place but what follows from them: a bean held both {@link #INLINE} and {@link #BY_REFERENCE} where
         * no class's declared types reach both places from one object (one of them is reached through an
         * {@code Object} field, or through a field of a subclass the declared types do not show), so the
         * processor, which refuses such a pair where declared types show it, could not see it.
         */
        APART
    }

    static Difference of(Kind kind, String path, String expected, String actual) {
        return new Difference(kind, path, expected, actual, null, EnumSet.noneOf(Place.class), null, null, null);
    }

    Difference withPlaces(Set<Place> p) {
        return new Difference(kind, path, expected, actual, objectClass, p, firstPath, within, field);
    }

    /** The same difference, found inside the internals of {@code view} (a JDK view, an array-backed list): null for none. */
    Difference within(String view) {
        return new Difference(kind, path, expected, actual, objectClass, places, firstPath, view, field);
    }

    /** The same difference, in the value of a generated class's field of this role ("a mixed's field its constructor copies"). */
    Difference ofField(String role) {
        return new Difference(kind, path, expected, actual, objectClass, places, firstPath, within, role);
    }

    /** What stays the same while a failing case is shrunk: the kind, and the classes involved. */
    String signature() {
        if (within != null) {
            return kind + " inside " + within;
        }
        if (kind != Kind.CLASS && kind != Kind.SPLIT && kind != Kind.JOINED && objectClass != null
                && objectClass.startsWith("java.util.Collections$")) {
            return kind + " of a " + objectClass;   // what a JDK view shows differs: whatever field holds it
        }
        if (field != null) {
            return kind + " in " + field;
        }
        return switch (kind) {
            case SPLIT, JOINED -> kind + " " + (places.contains(Place.BY_REFERENCE) && places.contains(Place.INLINE)
                    ? objectKind() + " held both by reference and inline" : objectKind() + " held " + places);
            case CLASS -> within != null ? kind + " inside " + within : kind + " " + expected + " -> " + actual;
            case THROWS -> kind + " " + actual.replaceAll(":.*", "");
            default -> kind + " " + objectClass + (within != null ? " inside " + within : "");
        };
    }

    /** What kind of object a split or joined one is: a generated class's kind, or a JDK class. */
    private String objectKind() {
        if (objectClass != null && objectClass.startsWith(ClassSpec.PACKAGE + ".")) {
            String simple = objectClass.substring(ClassSpec.PACKAGE.length() + 1);
            return simple.startsWith("Bean") ? "a bean" : simple.startsWith("Rec") ? "a record" : simple.startsWith("Val") ? "a value"
                    : simple.startsWith("Mix") ? "a mixed class" : objectClass;
        }
        return objectClass;
    }

    @Override
    public String toString() {
        String where = kind == Kind.SPLIT ? path + " (the object first met at " + firstPath + ")" : path;
        return kind + " at " + where + ": expected " + expected + ", got " + actual
                + (places.isEmpty() ? "" : " [held in: " + places + "]");
    }
}
