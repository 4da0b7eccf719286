package dev.fastserial.examples.conformance;

import dev.fastserial.examples.conformance.ClassSpec.Access;
import dev.fastserial.examples.conformance.ClassSpec.Ctor;
import dev.fastserial.examples.conformance.ClassSpec.FieldSpec;
import dev.fastserial.examples.conformance.ClassSpec.Kind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Java source of a generated class and of its plain twin, and of the support classes every batch
 * holds (enums, comparators, subclasses of JDK collections). Readable on purpose: these sources
 * are what a failure prints, ready to paste into a regression test.
 */
final class ClassSources {
    private ClassSources() {}

    static final String IMPORTS = "import dev.fastserial.*;\nimport java.io.*;\nimport java.math.*;\nimport java.time.*;\n"
            + "import java.util.*;\nimport java.util.concurrent.*;\n";

    /** The support classes by simple name (package {@code gen}), shared by a class and its twin. */
    static final Map<String, String> SUPPORT = support();

    private static Map<String, String> support() {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("Suit", "public enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }\n");
        s.put("Mood", "/** An enum whose constants have bodies (each its own class). */\n"
                + "public enum Mood {\n"
                + "    CALM { @Override public String say() { return \"fine\"; } },\n"
                + "    ANGRY { @Override public String say() { return \"no\"; } },\n"
                + "    PLAIN;\n"
                + "    public String say() { return \"\"; }\n"
                + "}\n");
        s.put("ByLength", "/** Shorter strings first, then natural order: a comparator of the user's own. */\n"
                + "public final class ByLength implements Comparator<String>, Serializable {\n"
                + "    private static final long serialVersionUID = 1L;\n"
                + "    @Override public int compare(String a, String b) {\n"
                + "        return a.length() != b.length() ? Integer.compare(a.length(), b.length()) : a.compareTo(b);\n"
                + "    }\n"
                + "}\n");
        s.put("Lru", "/** The bounded LRU cache LinkedHashMap's javadoc suggests. */\n"
                + "public class Lru<K, V> extends LinkedHashMap<K, V> {\n"
                + "    private static final long serialVersionUID = 1L;\n"
                + "    private final int max;\n"
                + "    public Lru(int max) { super(16, 0.75f, true); this.max = max; }\n"
                + "    @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) { return size() > max; }\n"
                + "}\n");
        s.put("TaggedList", "/** A subclass of a JDK collection with state of its own. */\n"
                + "public class TaggedList<E> extends ArrayList<E> {\n"
                + "    private static final long serialVersionUID = 1L;\n"
                + "    private final String tag;\n"
                + "    public TaggedList(String tag) { this.tag = tag; }\n"
                + "    public String tag() { return tag; }\n"
                + "}\n");
        s.put("SortedBag", "/** A TreeSet subclass: a sorted set of the user's own. */\n"
                + "public class SortedBag<E> extends TreeSet<E> {\n"
                + "    private static final long serialVersionUID = 1L;\n"
                + "    public SortedBag() {}\n"
                + "}\n");
        return s;
    }

    static String supportSource(String name) {
        return "package " + ClassSpec.PACKAGE + ";\n\n" + IMPORTS + "\n" + SUPPORT.get(name);
    }

    /** The {@code @FastSerial} class (or the base class, which has no twin). */
    static String fast(ClassSpec c, ClassSet set) {
        return source(c, set, false);
    }

    /** Its plain twin: no annotation, no externalizer, Java serialization's defaults. */
    static String twin(ClassSpec c, ClassSet set) {
        return source(c, set, true);
    }

    private static String source(ClassSpec c, ClassSet set, boolean plain) {
        StringBuilder s = new StringBuilder();
        s.append("package ").append(c.kind() == Kind.BASE ? ClassSpec.BASE_PACKAGE : ClassSpec.PACKAGE).append(";\n\n");
        s.append(IMPORTS);
        if (c.kind() == Kind.BASE) {
            s.append("import ").append(ClassSpec.PACKAGE).append(".*;\n");
        }
        s.append('\n');
        String name = plain && c.kind() != Kind.BASE ? c.name() + ClassSpec.TWIN : c.name();
        String params = c.typeParams().isEmpty() ? "" : c.typeParams().stream().collect(Collectors.joining(", ", "<", ">"));
        if (!plain && c.kind() != Kind.BASE) {
            s.append("@FastSerial\n");
        }
        switch (c.kind()) {
            case RECORD -> record(s, c, name, params, plain);
            case BEAN -> bean(s, c, set, name, params, plain);
            default -> classWithConstructor(s, c, set, name, params, plain);
        }
        return s.toString();
    }

    private static String extendsClause(ClassSpec c, ClassSet set, boolean plain) {
        if (c.superName() == null) {
            return "";
        }
        ClassSpec parent = set.get(c.superName());
        return " extends " + (plain ? parent.twinQualifiedName() : parent.qualifiedName());
    }

    private static void bean(StringBuilder s, ClassSpec c, ClassSet set, String name, String params, boolean plain) {
        s.append("public class ").append(name).append(params).append(extendsClause(c, set, plain))
                .append(plain ? " implements Serializable {\n" : " implements Externalizable {\n");
        s.append("    private static final long serialVersionUID = 1L;\n");
        fieldDeclarations(s, c, plain);
        s.append("\n    public ").append(name).append("() {}\n");
        accessors(s, c, plain, true);
        overrides(s, c, set);
        if (!plain) {
            s.append("\n    @Override public void writeExternal(ObjectOutput out) throws IOException { ")
                    .append(c.name()).append("Externalizer.writeExternal(this, out); }\n");
            s.append("    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { ")
                    .append(c.name()).append("Externalizer.readExternal(this, in); }\n");
        }
        s.append("}\n");
    }

    private static void record(StringBuilder s, ClassSpec c, String name, String params, boolean plain) {
        s.append("public record ").append(name).append(params).append('(')
                .append(c.fields().stream().map(f -> (f.byRef() ? "@ByReference " : "") + f.type().render(plain) + " " + f.name())
                        .collect(Collectors.joining(", ")))
                .append(") implements Serializable {\n");
        List<String> body = constructorBody(c, true);
        if (!body.isEmpty()) {
            s.append("    public ").append(name).append(" {\n");
            body.forEach(line -> s.append("        ").append(line).append('\n'));
            s.append("    }\n");
        }
        writeReplace(s, c, plain);
        s.append("}\n");
    }

    private static void classWithConstructor(StringBuilder s, ClassSpec c, ClassSet set, String name, String params, boolean plain) {
        boolean base = c.kind() == Kind.BASE;
        s.append("public ").append(c.kind() == Kind.VALUE ? "final " : "").append("class ").append(name).append(params)
                .append(extendsClause(c, set, plain)).append(" implements Serializable {\n");
        s.append("    private static final long serialVersionUID = 1L;\n");
        fieldDeclarations(s, c, plain);
        if (!base) {
            List<FieldSpec> ps = c.constructorParameters();
            s.append("\n    public ").append(name).append('(')
                    .append(ps.stream().map(f -> f.type().render(plain) + " " + f.name()).collect(Collectors.joining(", ")))
                    .append(") {\n");
            for (String line : constructorBody(c, false)) {
                s.append("        ").append(line).append('\n');
            }
            s.append("    }\n");
        }
        accessors(s, c, plain, c.kind() != Kind.VALUE);
        writeReplace(s, c, plain);
        s.append("}\n");
    }

    private static void writeReplace(StringBuilder s, ClassSpec c, boolean plain) {
        if (!plain && c.kind() != Kind.BASE) {
            s.append("\n    private Object writeReplace() { return new ").append(c.name()).append("Externalizer(this); }\n");
        }
    }

    private static void fieldDeclarations(StringBuilder s, ClassSpec c, boolean plain) {
        for (FieldSpec f : c.fields()) {
            s.append("    ");
            if (f.byRef() && !plain) {
                s.append("@ByReference ");
            }
            s.append(f.access() == Access.DIRECT ? "" : "private ");
            if (f.isFinal()) {
                s.append("final ");
            }
            s.append(f.type().render(plain)).append(' ').append(f.name());
            if (f.init() != null) {
                s.append(" = ").append(f.init());
            }
            s.append(";\n");
        }
    }

    /** Getters (and setters where {@code setters} and the field is not final) of the private fields. */
    private static void accessors(StringBuilder s, ClassSpec c, boolean plain, boolean setters) {
        for (FieldSpec f : c.fields()) {
            if (f.access() == Access.DIRECT) {
                continue;
            }
            String type = f.type().render(plain);
            s.append("    public ").append(type).append(" get").append(f.capitalized()).append("() { return ")
                    .append(f.name()).append("; }\n");
            if (setters && !f.isFinal()) {
                s.append("    ").append(f.access() == Access.OVERRIDE ? "protected" : "public").append(" void set")
                        .append(f.capitalized()).append('(').append(type).append(' ').append(f.name()).append(") { this.")
                        .append(f.name()).append(" = ").append(f.name()).append("; }\n");
            }
        }
    }

    /** A bean directly under a base class overrides the base's protected setters publicly (so its externalizer reaches them). */
    private static void overrides(StringBuilder s, ClassSpec c, ClassSet set) {
        ClassSpec base = c.superName() == null ? null : set.get(c.superName());
        if (base == null || base.kind() != Kind.BASE) {
            return;
        }
        for (FieldSpec f : base.fields()) {
            if (f.access() == Access.OVERRIDE) {
                String type = f.type().render(false);
                s.append("    @Override public void set").append(f.capitalized()).append('(').append(type).append(' ')
                        .append(f.name()).append(") { super.set").append(f.capitalized()).append('(').append(f.name()).append("); }\n");
            }
        }
    }

    /** What the constructor does with each parameter (a record's compact constructor: only the lines that change it). */
    static List<String> constructorBody(ClassSpec c, boolean compact) {
        List<String> lines = new ArrayList<>();
        for (FieldSpec f : c.constructorParameters()) {
            String expr = transformed(f);
            if (compact) {
                if (!expr.equals(f.name())) {
                    lines.add(f.name() + " = " + expr + ";");
                }
            } else {
                lines.add("this." + f.name() + " = " + expr + ";");
            }
        }
        return lines;
    }

    /** The parameter as the constructor stores it. Every transformation gives the same value when applied again. */
    static String transformed(FieldSpec f) {
        String n = f.name();
        return switch (f.ctor()) {
            case NORMALIZES -> switch (f.type().render(false)) {
                case "String" -> n + " == null ? null : " + n + ".trim().toLowerCase(Locale.ROOT)";
                case "int", "long" -> "Math.max(0, " + n + ")";
                case "Integer" -> n + " == null ? null : Integer.valueOf(Math.max(0, " + n + "))";
                default -> n;
            };
            case COPIES -> n + " == null ? null : new " + copyClass(f.type()) + "<>(" + n + ")";
            case WRAPS -> n + " == null ? null : Collections." + wrapper(f.type()) + "(new " + copyClass(f.type()) + "<>(" + n + "))";
            default -> n;
        };
    }

    private static String copyClass(TypeRef t) {
        String raw = t instanceof TypeRef.Coll c ? c.raw() : ((TypeRef.MapRef) t).raw();
        return switch (raw) {
            case "List", "Collection" -> "ArrayList";
            case "Set" -> "LinkedHashSet";
            case "SortedSet", "NavigableSet" -> "TreeSet";
            case "Map" -> "LinkedHashMap";
            case "SortedMap", "NavigableMap" -> "TreeMap";
            default -> raw;
        };
    }

    private static String wrapper(TypeRef t) {
        String raw = t instanceof TypeRef.Coll c ? c.raw() : ((TypeRef.MapRef) t).raw();
        return switch (raw) {
            case "List" -> "unmodifiableList";
            case "Set" -> "unmodifiableSet";
            case "SortedSet" -> "unmodifiableSortedSet";
            case "NavigableSet" -> "unmodifiableNavigableSet";
            case "Map" -> "unmodifiableMap";
            case "SortedMap" -> "unmodifiableSortedMap";
            case "NavigableMap" -> "unmodifiableNavigableMap";
            default -> "unmodifiableCollection";
        };
    }

    /** Whether a field of this type may be wrapped by {@link Ctor#WRAPS} (its declared type is an interface the view implements). */
    static boolean wrappable(TypeRef t) {
        String raw = t instanceof TypeRef.Coll c ? c.raw() : t instanceof TypeRef.MapRef m ? m.raw() : "";
        return List.of("List", "Set", "SortedSet", "NavigableSet", "Map", "SortedMap", "NavigableMap", "Collection").contains(raw);
    }

    /** Whether {@link Ctor#COPIES} can copy it (a collection or map type with a copy class). */
    static boolean copyable(TypeRef t) {
        String raw = t instanceof TypeRef.Coll c ? c.raw() : t instanceof TypeRef.MapRef m ? m.raw() : "";
        return List.of("List", "Set", "SortedSet", "NavigableSet", "Map", "SortedMap", "NavigableMap", "Collection",
                "ArrayList", "LinkedList", "HashSet", "LinkedHashSet", "TreeSet", "HashMap", "LinkedHashMap", "TreeMap").contains(raw);
    }
}
