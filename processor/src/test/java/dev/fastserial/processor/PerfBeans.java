package dev.fastserial.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Bean sources for measuring compile time ({@link CompileTimeTest}, {@link ProcessorProfile}):
 * many beans of varied fields, or one bean with very many fields.
 */
final class PerfBeans {
    private PerfBeans() {}

    /** Field types, cycled through so that every bean gets a different mix. */
    static final String[] TYPES = {
        "int", "long", "double", "boolean", "byte", "short", "char", "float",
        "Integer", "Long", "Double", "Boolean",
        "String", "String", "String",
        "java.util.Date", "java.time.Instant", "java.time.LocalDate", "java.time.LocalDateTime", "java.time.Duration",
        "java.util.UUID", "java.math.BigDecimal", "java.math.BigInteger", "perf.Color",
        "int[]", "String[]", "byte[]", "long[][]",
        "java.util.List<String>", "java.util.Set<Integer>", "java.util.Map<String, java.util.List<Long>>",
        "java.util.ArrayList<Double>", "java.util.TreeMap<String, Integer>", "java.util.List<perf.Color>",
        "Object",
    };

    /** Writes the enum and {@code count} beans, 100 to a package; returns every source file. */
    static List<Path> write(Path root, int count) throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(writeColor(root));
        for (int i = 0; i < count; i++) {
            String pkg = "perf.p" + i / 100;
            Path dir = Files.createDirectories(root.resolve(pkg.replace('.', '/')));
            Path file = dir.resolve(beanName(i) + ".java");
            Files.writeString(file, beanSource(pkg, i));
            files.add(file);
        }
        return files;
    }

    /** Writes the enum and one bean, {@code perf.wide.Wide}, with {@code fields} fields; returns both files. */
    static List<Path> writeWide(Path root, int fields) throws IOException {
        Path color = writeColor(root);
        Path dir = Files.createDirectories(root.resolve("perf/wide"));
        Path file = dir.resolve("Wide.java");
        Files.writeString(file, wideSource(fields));
        return List.of(color, file);
    }

    private static Path writeColor(Path root) throws IOException {
        Path perf = Files.createDirectories(root.resolve("perf"));
        Path color = perf.resolve("Color.java");
        Files.writeString(color, "package perf;\n\npublic enum Color { RED, GREEN, BLUE }\n");
        return color;
    }

    private static String beanName(int i) {
        return "Bean" + i;
    }

    /**
     * Bean {@code i}: 1 to 4 fields of the types above, starting at a different offset for each
     * bean; every 10th (from the 5th) extends the bean before it (superclass chaining); every 3rd
     * holds the bean before it inline (by reference where that bean inherits a field that can hold
     * it); every 7th refers to itself (by reference); every bean has one private field reached
     * through its getter and setter.
     */
    static String beanSource(String pkg, int i) {
        String name = beanName(i);
        boolean extendsPrevious = i % 10 == 5;
        StringBuilder fields = new StringBuilder();
        StringBuilder accessors = new StringBuilder();
        int count = 1 + i % 4;
        for (int k = 0; k < count; k++) {
            String type = TYPES[(i * 7 + k * 3) % TYPES.length];
            fields.append("    ").append(type).append(" f").append(k).append(";\n");
        }
        if (i % 3 == 0 && i % 100 != 0) {
            // by reference where the bean before extends one that refers to itself: its inherited 'next' may hold it
            // (one object inline here and by reference there would split, FS226)
            boolean sharedAbove = (i - 1) % 10 == 5 && (i - 2) % 7 == 0;
            fields.append("    ").append(sharedAbove ? "@dev.fastserial.ByReference " : "")
                    .append(beanName(i - 1)).append(" previous;\n");
        }
        if (i % 7 == 0) {
            fields.append("    ").append(name).append(" next;\n");
        }
        // a subclass must not override its superclass's accessors: a name of its own
        privateField(fields, accessors, TYPES[(i * 5) % TYPES.length], "hidden" + i);
        return source(pkg, name, extendsPrevious ? beanName(i - 1) : null, fields, accessors);
    }

    /**
     * One bean with {@code count} fields cycling through the types above; every 5th is private,
     * reached through its getter and setter, so that access resolution scales with the bean too.
     */
    static String wideSource(int count) {
        StringBuilder fields = new StringBuilder();
        StringBuilder accessors = new StringBuilder();
        for (int k = 0; k < count; k++) {
            String type = TYPES[k % TYPES.length];
            if (k % 5 == 4) {
                privateField(fields, accessors, type, "p" + k);
            } else {
                fields.append("    ").append(type).append(" f").append(k).append(";\n");
            }
        }
        return source("perf.wide", "Wide", null, fields, accessors);
    }

    private static void privateField(StringBuilder fields, StringBuilder accessors, String type, String name) {
        String property = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        fields.append("    private ").append(type).append(' ').append(name).append(";\n");
        accessors.append("    public ").append(type).append(" get").append(property).append("() {\n")
                .append("        return ").append(name).append(";\n    }\n\n")
                .append("    public void set").append(property).append('(').append(type).append(" value) {\n")
                .append("        this.").append(name).append(" = value;\n    }\n\n");
    }

    private static String source(String pkg, String name, String superclass, CharSequence fields, CharSequence accessors) {
        return "package " + pkg + ";\n\n"
                + "import dev.fastserial.FastSerial;\n"
                + "import java.io.Externalizable;\n"
                + "import java.io.IOException;\n"
                + "import java.io.ObjectInput;\n"
                + "import java.io.ObjectOutput;\n\n"
                + "@FastSerial\n"
                + "public class " + name + (superclass != null ? " extends " + superclass : "") + " implements Externalizable {\n"
                + "    private static final long serialVersionUID = 1L;\n\n"
                + fields + "\n"
                + "    public " + name + "() {\n    }\n\n"
                + accessors
                + "    @Override\n"
                + "    public void writeExternal(ObjectOutput out) throws IOException {\n"
                + "        " + name + "Externalizer.writeExternal(this, out);\n"
                + "    }\n\n"
                + "    @Override\n"
                + "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {\n"
                + "        " + name + "Externalizer.readExternal(this, in);\n"
                + "    }\n"
                + "}\n";
    }

    /** The instance fields declared in {@code sources} (one declaration a line, as written above). */
    static int countFields(List<Path> sources) {
        return sources.stream().mapToInt(p -> {
            try {
                return (int) Files.readAllLines(p).stream().filter(l -> l.startsWith("    ") && l.endsWith(";")
                        && !l.contains("(") && !l.contains("=") && !l.contains("static") && !l.contains("return")).count();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).sum();
    }
}
