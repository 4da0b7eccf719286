package dev.fastserial.examples.conformance;

/**
 * Names the known defect a failure looks like, so that a run on code before a fix shows which
 * failures are which (round 3 of hostile testing: f01 a JDK view rebuilt over another inner
 * class, f02 a mixed class's constructor normalizing a value set later, f03 one bean in a
 * {@code @ByReference} field and an inline field split in two). A hint for the reader only: it
 * changes no verdict.
 */
final class Suspects {
    private Suspects() {}

    static String name(Conformance.Failure f) {
        Difference d = f.difference;
        if ((d.kind() == Difference.Kind.CLASS || d.kind() == Difference.Kind.SIZE || d.kind() == Difference.Kind.COMPARATOR
                || d.kind() == Difference.Kind.PROPERTY || d.kind() == Difference.Kind.VALUE) && involvesView(f)) {
            return " -- looks like finding f01 (a JDK view rebuilt over another inner collection than it wrapped)";
        }
        if (d.kind() == Difference.Kind.SPLIT && d.places().contains(Difference.Place.BY_REFERENCE)
                && d.places().contains(Difference.Place.INLINE)) {
            return " -- looks like finding f03 (one bean held by reference in one field and inline in another, split in two)";
        }
        if (d.field() != null && d.field().startsWith("a mixed's field its constructor")) {
            return " -- looks like finding f02 (a mixed class's constructor changes a value set after it)";
        }
        return "";
    }

    private static boolean involvesView(Conformance.Failure f) {
        String view = "java.util.Collections$";
        return f.difference.within() != null && f.difference.within().startsWith(view)
                || f.difference.objectClass() != null && f.difference.objectClass().startsWith(view);
    }

}
