package dev.fastserial.processor;

import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.tools.JavaFileObject;

/**
 * Source code for random beans: field types drawn from the supported type table, nested up to
 * two levels (a map of lists of UUIDs, an array of LocalDates...), each bean next to a plain
 * Serializable twin with the same fields.
 */
final class RandomBeans {
    /** Types that may be set elements and map keys: equal copies hash alike. */
    static final String[] HASHABLE = {"String", "Integer", "Long", "Suit", "UUID", "LocalDate", "Character"};
    static final String[] SORTABLE = {"String", "Integer", "Long"};
    static final String[] SCALARS = {
        "boolean", "byte", "short", "char", "int", "long", "float", "double",
        "Boolean", "Byte", "Short", "Character", "Integer", "Long", "Float", "Double",
        "String", "Suit", "Date", "Instant", "LocalDate", "LocalTime", "LocalDateTime", "OffsetDateTime",
        "ZonedDateTime", "Duration", "Period", "ZoneId", "UUID", "BigDecimal", "BigInteger", "Currency", "Locale",
    };
    static final String[] PRIMITIVES = {"boolean", "byte", "short", "char", "int", "long", "float", "double"};

    private final Random random;

    RandomBeans(Random random) {
        this.random = random;
    }

    record Source(String name, String code) {}

    /** The enum the beans' {@code Suit} fields have. */
    static final String SUIT = "package random; public enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }";

    /** {@code Suit} and {@code count} beans ({@code Bean0}, {@code Bean1}, ...) with their twins, for javac. */
    List<JavaFileObject> sources(int count) {
        List<JavaFileObject> sources = new ArrayList<>();
        sources.add(JavaFileObjects.forSourceString("random.Suit", SUIT));
        for (int i = 0; i < count; i++) {
            for (Source source : bean("Bean" + i)) {
                sources.add(JavaFileObjects.forSourceString(source.name(), source.code()));
            }
        }
        return sources;
    }

    List<Source> bean(String name) {
        int fields = 1 + random.nextInt(12);
        StringBuilder declarations = new StringBuilder();
        for (int i = 0; i < fields; i++) {
            declarations.append("    ").append(type(0)).append(' ').append(fieldName(i)).append(";\n");
        }
        String imports = "import java.io.*;\nimport java.math.*;\nimport java.time.*;\nimport java.util.*;\n";
        String bean = "package random;\n\n" + imports + "\n@dev.fastserial.FastSerial\n"
                + "public class " + name + " implements Externalizable {\n"
                + "    private static final long serialVersionUID = 1L;\n"
                + declarations
                + "    public " + name + "() {}\n"
                + "    @Override public void writeExternal(ObjectOutput out) throws IOException { "
                + name + "Externalizer.writeExternal(this, out); }\n"
                + "    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { "
                + name + "Externalizer.readExternal(this, in); }\n"
                + "}\n";
        String twin = "package random;\n\n" + imports + "\n"
                + "public class " + name + "Plain implements Serializable {\n"
                + "    private static final long serialVersionUID = 1L;\n"
                + declarations
                + "}\n";
        return List.of(new Source("random." + name, bean), new Source("random." + name + "Plain", twin));
    }

    /** Realistic names: never shorter than four characters, as fields are in real beans. */
    private String fieldName(int index) {
        StringBuilder name = new StringBuilder("f").append(index).append('_');
        for (int i = 0; i < 2 + random.nextInt(6); i++) {
            name.append((char) ('a' + random.nextInt(26)));
        }
        return name.toString();
    }

    String type(int depth) {
        switch (random.nextInt(depth >= 2 ? 1 : 11)) {
            case 0: case 1: case 2: case 3:
                return pickOf(SCALARS);
            case 4:
                return "List<" + element(depth) + ">";
            case 5:
                return pickOf("Set", "LinkedHashSet", "HashSet") + "<" + pickOf(HASHABLE) + ">";
            case 6:
                return "TreeSet<" + pickOf(SORTABLE) + ">";
            case 7:
                return pickOf("Map", "HashMap", "LinkedHashMap", "TreeMap") + "<" + pickOf(SORTABLE) + ", " + element(depth) + ">";
            case 8:
                return pickOf(PRIMITIVES) + "[]";
            case 9:
                return pickOf(SCALARS).replaceAll("^(boolean|byte|short|char|int|long|float|double)$", "String") + "[]";
            default:
                return pickOf("LinkedList", "ArrayList", "Collection", "Deque") + "<" + pickOf(HASHABLE) + ">";
        }
    }

    /** A type argument: boxed where the scalar was primitive. */
    private String element(int depth) {
        String t = type(depth + 1);
        switch (t) {
            case "boolean": return "Boolean";
            case "byte": return "Byte";
            case "short": return "Short";
            case "char": return "Character";
            case "int": return "Integer";
            case "long": return "Long";
            case "float": return "Float";
            case "double": return "Double";
            default: return t;
        }
    }

    private String pickOf(String... options) {
        return options[random.nextInt(options.length)];
    }

    static List<String> names(List<Source> sources) {
        List<String> names = new ArrayList<>();
        for (Source s : sources) {
            names.add(s.name());
        }
        return names;
    }
}
