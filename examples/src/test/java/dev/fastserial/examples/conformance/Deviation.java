package dev.fastserial.examples.conformance;

import dev.fastserial.examples.conformance.ClassSpec.Kind;
import dev.fastserial.examples.conformance.Difference.Place;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The documented deviations from Java serialization: the one machine-readable list. Every
 * difference the conformance suite finds is either explained by exactly the entry whose
 * {@link #explains} accepts it, or it is a failure. docs/types.md renders this list
 * ({@link DeviationsDocTest} keeps the two the same), and each entry has its own test in
 * {@link DeviationsTest}, named after it.
 */
enum Deviation {
    INLINE_BEANS_ARE_VALUES("Inline beans are values",
            "A `@FastSerial` bean whose type graph cannot reach itself, in a field not marked `@ByReference`, is written "
                    + "inline: one such bean held in two places comes back as two equal beans. A bean type that one field "
                    + "holds by reference (`@ByReference`, or a type that can reach itself) is held inline by no other field "
                    + "that the same class's declared types lead to (the processor refuses that), so such a bean is split "
                    + "only where the two places meet through what declared types do not show: an `Object` field, or a field "
                    + "of a subclass held in a field of its superclass's type.",
            "Inline beans cost no handle and no class descriptor; the processor sees declared types, not what an `Object` "
                    + "field or a subclass holds at run time. Mark the field `@ByReference` (or declare it `Object`) to keep "
                    + "one instance.") {
        @Override boolean explains(Difference d, ClassSet classes, String path, Object twin) {
            ClassSpec c = generated(d, classes);
            return d.kind() == Difference.Kind.SPLIT && c != null && c.kind() == Kind.BEAN && d.places().contains(Place.INLINE)
                    && (!d.places().contains(Place.BY_REFERENCE) || d.places().contains(Place.APART));
        }
    },
    VALUES_ARE_VALUES("Records, immutable and mixed classes are values",
            "A record, immutable or mixed class held in two typed fields (or elements) comes back as two equal objects; "
                    + "in `Object` fields and at the top level it stays one.",
            "Such a class is rebuilt through its constructor, inline, without a handle; declare the field `Object` to keep "
                    + "one instance.") {
        @Override boolean explains(Difference d, ClassSet classes, String path, Object twin) {
            ClassSpec c = generated(d, classes);
            return d.kind() == Difference.Kind.SPLIT && c != null && c.isValueLike() && d.places().contains(Place.INLINE);
        }
    },
    FAST_FORMS_ARE_COPIED("Collections, maps and arrays in typed fields are copied",
            "A JDK collection, map or array held in two typed fields or elements (`List<String>`, `int[]`) comes back "
                    + "as two equal copies, as hand-written `Externalizable` code gives; in `Object` fields Java "
                    + "serialization's sharing is kept.",
            "The fast forms carry no handles; declare the field `Object` to keep one instance shared.") {
        @Override boolean explains(Difference d, ClassSet classes, String path, Object twin) {
            return d.kind() == Difference.Kind.SPLIT && generated(d, classes) == null && d.places().contains(Place.FAST);
        }
    },
    VALUES_IN_JAVA_SECTIONS_ON_THE_DIRECT_PATH("On the direct path, a value inside a Java-serialized value is a copy",
            "On the direct path (`FastBytes`, `FastTypes`, the hosts' serializers), a record, immutable or mixed class "
                    + "met both inside a Java-serialized value (an `Object` field's collection, a collection of `Object`) "
                    + "and elsewhere in the message comes back as two equal objects; a JDK stream keeps one.",
            "Java serialization replaces the value by its generated proxy before fastserial sees it, so there it is one "
                    + "object of that Java stream, apart from the one fastserial wrote.") {
        @Override boolean explains(Difference d, ClassSet classes, String path, Object twin) {
            ClassSpec c = generated(d, classes);
            return d.kind() == Difference.Kind.SPLIT && c != null && c.isValueLike() && d.places().contains(Place.OBJECT)
                    && !path.equals(Paths.JDK.name());
        }
    },
    ABSENT_FIELDS_KEEP_THE_CONSTRUCTORS_VALUE("A field the stream lacks keeps the reader's constructor value",
            "Read by a later version of its bean (under a lock file), a field the writer's version did not have keeps what "
                    + "the reader's no-arg constructor gave it (`String motto = \"hello\"` stays `\"hello\"`); Java "
                    + "serialization leaves such a field 0, false or null.",
            "A bean is created through its constructor before its fields are read; its initializers are the user's "
                    + "statement of what a new field is when nothing says otherwise.") {
        @Override boolean explains(Difference d, ClassSet classes, String path, Object twin) {
            return d.kind() == Difference.Kind.VALUE && d.field() != null && d.field().startsWith("a bean's")
                    && d.field().endsWith("which the writer's version lacks")
                    && (d.expected().equals("null") || d.expected().equals("0") || d.expected().equals("false"));
        }
    },
    VALUE_CYCLES_ARE_REFUSED("A record, immutable or mixed class that refers back to itself is refused when written",
            "A record, immutable or mixed class whose field leads back to the object itself through what the compiler "
                    + "cannot follow (an `Object` field, a `Map<String, Object>`; the cycles it can follow do not compile) is "
                    + "refused when written: an `InvalidObjectException` naming the field (in an `UncheckedIOException` from "
                    + "`FastBytes`, in the host's exception from the hosts); Java serialization writes the cycle and restores "
                    + "it. On JDK streams every such cycle is refused; the direct path writes one that closes through "
                    + "objects written before the value, as Java serialization gives it back.",
            "Such a class is built by its constructor after everything it holds is read, so nothing it holds can refer to "
                    + "it while it is read: a reference back would read as a copy or as the serialization proxy. Hold it in a "
                    + "bean instead, which exists before its fields are read.") {
        @Override boolean explains(Difference d, ClassSet classes, String path, Object twin) {
            return d.kind() == Difference.Kind.THROWS && Cycles.isRefusal(d.actual()) && twin != null
                    && Cycles.realIn(d.actual(), twin); // a refusal of no real cycle is a failure
        }
    },
    REMOVED_FIELDS_NEED_THEIR_CLASSES("A removed field's object needs its class on the reader's class path",
            "Read by a later version of its bean (under a lock file) that removed a field, a value whose removed field "
                    + "holds an object of a class the reader's class path no longer has fails: a `ClassNotFoundException` on "
                    + "JDK streams, an `InvalidClassException` on the direct path. Java serialization of a `Serializable` "
                    + "class reads past such an object, as nothing the reader keeps refers to it.",
            "An `Externalizable` class reads even a field it drops through `readObject`, which refuses an object whose "
                    + "class is missing (hand-written code as much as generated), and the direct path skips a bean's bytes "
                    + "by reading them with its class's code. Keep a class on the class path while stored bytes may hold "
                    + "it.") {
        @Override boolean explains(Difference d, ClassSet classes, String path, Object twin) {
            if (d.kind() != Difference.Kind.THROWS || !d.expected().equals("a copy")) {
                return false;
            }
            Matcher missing = MISSING_CLASS.matcher(d.actual());
            return missing.find() && !classes.has(missing.group(1)); // a class of the writer's version, not the reader's
        }
    },
    ARRAYS_AS_LIST_OVER_OBJECT_ARRAY("`Arrays.asList` comes back over an `Object[]`",
            "An `Arrays.asList` list comes back over an `Object[]`, whatever array it wrapped (`Arrays.asList(\"a\", \"b\")` "
                    + "wraps a `String[]`): the same elements, settable, of the same class; storing an element of another "
                    + "class, which the original refuses (`ArrayStoreException`), is accepted by the copy.",
            "The list's array is not visible through the `List` API (its `toArray()` returns an `Object[]` from Java 9 "
                    + "on), so the reader rebuilds it from the elements.") {
        @Override boolean explains(Difference d, ClassSet classes, String path, Object twin) {
            return d.kind() == Difference.Kind.CLASS && d.path().endsWith(".a") && d.actual().equals("[Ljava.lang.Object;")
                    && d.expected().startsWith("[");
        }
    };

    /** The generated class a read did not find, from its exception's message (its externalizer names it too). */
    private static final Pattern MISSING_CLASS =
            Pattern.compile("ClassNotFoundException: gen\\.(\\w+?)(?:Externalizer)?\\b");

    private final String title;
    private final String what;
    private final String why;

    Deviation(String title, String what, String why) {
        this.title = title;
        this.what = what;
        this.why = why;
    }

    /** Whether this entry documents the difference (found with the classes of its batch, in the twin graph {@code twin}). */
    abstract boolean explains(Difference d, ClassSet classes, String path, Object twin);

    String title() {
        return title;
    }

    String what() {
        return what;
    }

    String why() {
        return why;
    }

    /** The test that shows this entry, in {@link DeviationsTest}. */
    String testName() {
        StringBuilder name = new StringBuilder();
        for (String word : name().toLowerCase(java.util.Locale.ROOT).split("_")) {
            name.append(name.length() == 0 ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1));
        }
        return name.toString();
    }

    /**
     * The entry that explains {@code d}, or null (an unexplained difference: a failure). {@code twin}: the graph as
     * built over the plain twins (null when unknown), where a refused cycle is looked for.
     */
    static Deviation explaining(Difference d, ClassSet classes, String path, Object twin) {
        for (Deviation v : values()) {
            if (v.explains(d, classes, path, twin)) {
                return v;
            }
        }
        return null;
    }

    private static ClassSpec generated(Difference d, ClassSet classes) {
        return d.objectClass() == null ? null : classes.ofRuntimeName(d.objectClass());
    }

    /** The Markdown table docs/types.md shows between its markers. */
    static String markdown() {
        StringBuilder s = new StringBuilder("| deviation | what differs from Java serialization | why |\n|---|---|---|\n");
        for (Deviation v : values()) {
            s.append("| ").append(v.title).append(" (`").append(v.name()).append("`) | ").append(v.what).append(" | ")
                    .append(v.why).append(" |\n");
        }
        return s.toString();
    }
}
