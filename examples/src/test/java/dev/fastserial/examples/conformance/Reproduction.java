package dev.fastserial.examples.conformance;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A failure as text, ready to paste into a regression test: the classes (package {@code gen}; the
 * processor writes their externalizers), the support classes they use, a method building the
 * value, the round trip of the path, and what differs from Java serialization's copy.
 */
final class Reproduction {
    private Reproduction() {}

    static String unshrunk(Conformance.Failure f) {
        return render(f, f.first, f.first.run().unexplained(), "not shrunk");
    }

    static String render(Conformance.Failure f, Case c, List<Difference> differences, String shrinkNote) {
        StringBuilder s = new StringBuilder();
        String suspect = Suspects.name(f);
        s.append("=== conformance failure: ").append(f.signature).append(suspect).append('\n');
        s.append("seen ").append(f.occurrences).append(" times, on paths ").append(f.paths).append("; ").append(shrinkNote).append('\n');
        s.append("differences from Java serialization of the same value over the plain twins (path ").append(c.path().name()).append("):\n");
        for (Difference d : differences) {
            s.append("  ").append(d).append('\n');
        }
        ClassSet classes = c.compiled().classes();
        Set<String> needed = needed(c.graph(), classes);
        s.append("--- the classes (package ").append(ClassSpec.PACKAGE).append("; each class's plain twin, the oracle, is the same ")
                .append("without @FastSerial, @ByReference and the externalizer calls) ---\n");
        StringBuilder sources = new StringBuilder();
        for (String name : needed) {
            sources.append(ClassSources.fast(classes.get(name), classes)).append('\n');
        }
        List<String> body = GraphSource.statements(c.graph(), classes);
        String code = sources + String.join("\n", body);
        for (String support : ClassSources.SUPPORT.keySet()) {
            if (code.matches("(?s).*\\b" + support + "\\b.*")) {
                sources.append(ClassSources.supportSource(support)).append('\n');
            }
        }
        s.append(sources);
        if (c.acrossVersions()) {
            s.append("--- the same classes as the reader has them: another version, compiled with the same -Afastserial.lock file ")
                    .append("after the classes above (the value is written by the classes above and read by these) ---\n");
            ClassSet readerClasses = c.reader().classes();
            for (String name : needed) {
                if (readerClasses.has(name)) {
                    s.append(ClassSources.fast(readerClasses.get(name), readerClasses)).append('\n');
                }
            }
        }
        s.append("--- the value ---\n");
        s.append("static ").append(GraphSource.rootType(c.graph())).append(" value() {\n");
        for (String line : body) {
            s.append("    ").append(line).append('\n');
        }
        s.append("}\n");
        s.append("@SuppressWarnings(\"unchecked\") static <T> T cast(Object o) { return (T) o; }\n");
        s.append("--- the round trip ---\n").append(roundTrip(c.path().name())).append('\n');
        s.append("=== end of ").append(f.signature).append('\n');
        return s.toString();
    }

    /** The generated classes a graph needs to compile: those it instantiates and, transitively, what their fields name. */
    static Set<String> needed(Node graph, ClassSet classes) {
        Set<String> needed = new LinkedHashSet<>();
        Deque<String> work = new ArrayDeque<>();
        collect(graph, work);
        while (!work.isEmpty()) {
            String n = work.pop();
            if (classes.has(n) && needed.add(n)) {
                work.addAll(classes.dependencies(classes.get(n)));
            }
        }
        return needed;
    }

    private static void collect(Node n, Deque<String> out) {
        if (n instanceof Node.Obj o) {
            out.add(o.className());
            o.typeArgs().forEach(t -> out.addAll(ClassSet.named(t)));
        }
        if (n instanceof Node.Container c) {
            out.addAll(ClassSet.named(c.element()));
            if (c.valueType() != null) {
                out.addAll(ClassSet.named(c.valueType()));
            }
        }
        if (n instanceof Node.Arr a) {
            out.addAll(ClassSet.named(a.component()));
        }
        n.children().forEach(ch -> collect(ch, out));
    }

    static String roundTrip(String path) {
        return switch (path) {
            case "jdk-stream" -> "ByteArrayOutputStream bytes = new ByteArrayOutputStream();\n"
                    + "try (ObjectOutputStream out = new ObjectOutputStream(bytes)) { out.writeObject(value()); }\n"
                    + "Object copy = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())).readObject();";
            case "FastBytes.toBytes" -> "Object original = value();\nObject copy = FastBytes.fromBytes(FastBytes.toBytes(original), original.getClass());";
            case "FastWriter" -> "Object original = value();\n"
                    + "FastReader reader = new FastReader().reset(new FastWriter().write(original).write(original).toByteArray());\n"
                    + "reader.read(original.getClass());\nObject copy = reader.read(original.getClass());";
            case "ByteBuffer" -> "Object original = value();\nByteBuffer buffer = ByteBuffer.allocate(1 << 16);\n"
                    + "FastBytes.toBuffer(original, buffer);\nObject copy = FastBytes.fromBuffer(buffer.flip(), original.getClass());";
            case "DataOutput" -> "Object original = value();\nByteArrayOutputStream bytes = new ByteArrayOutputStream();\n"
                    + "FastBytes.write(original, new DataOutputStream(bytes));\n"
                    + "Object copy = FastBytes.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())), original.getClass());";
            case "FastTypes" -> "Object copy = FastTypes.standard().fromBytes(FastTypes.standard().toBytes(value()));";
            case "hazelcast" -> "SerializationService service = new DefaultSerializationServiceBuilder().setConfig(new SerializationConfig()\n"
                    + "        .setGlobalSerializerConfig(FastSerialGlobalSerializer.config())).build();\n"
                    + "Object copy = service.toObject(service.toData(value()));";
            case "spring-redis" -> "GenericFastSerialRedisSerializer serializer = new GenericFastSerialRedisSerializer();\n"
                    + "Object copy = serializer.deserialize(serializer.serialize(value()));";
            default -> "// path " + path;
        };
    }
}
