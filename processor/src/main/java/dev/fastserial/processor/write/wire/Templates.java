package dev.fastserial.processor.write.wire;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The members of {@link Wire}, read from its source (a resource of the processor jar) once, with
 * the types its imports name: what {@link MemberSpecs} needs to copy them into generated code.
 */
public final class Templates {
    private static final String RESOURCE = "Wire.java";
    private static final Pattern IMPORT = Pattern.compile("^import ([\\w.]+)\\.(\\w+);$", Pattern.MULTILINE);
    private static final Pattern NAME = Pattern.compile(
            "^(?:@\\w+(?:\\([^)]*\\))?\\s+)*(?:(?:private|public|static|final)\\s+)*(?:(class)\\s+(\\w+)|(?:<[^>]+>\\s+)?[\\w<>?\\[\\], ]+?\\s+(\\w+)\\s*([(=;]))");

    private static volatile Templates instance;

    private final Map<String, Member> members;
    private final Map<String, String> imports;
    /** JavaPoet specs of members that are the same in every generated class, built once. */
    final Map<String, Object> specs = new ConcurrentHashMap<>();
    /** Closures by the members asked for: beans of the same field types ask for the same few sets. */
    private final Map<Set<String>, List<String>> closures = new ConcurrentHashMap<>();
    /** The members each member uses, found when a closure first reaches it (a build uses a few of them). */
    private final Map<String, Set<String>> calls = new ConcurrentHashMap<>();

    private Templates(String source) {
        this.imports = imports(source);
        this.members = Collections.unmodifiableMap(members(source));
    }

    /** The templates of the processor's own {@code Wire.java}. */
    public static Templates get() {
        Templates t = instance;
        if (t == null) {
            try (InputStream in = Templates.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException(RESOURCE + " is missing from the processor jar");
                }
                t = new Templates(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            instance = t;
        }
        return t;
    }

    /**
     * Whether {@code spec} is one of the specs built once and shared by every generated class (a
     * {@code FieldSpec} or {@code MethodSpec} of a member naming nothing of the generated class).
     */
    public boolean isShared(Object spec) {
        String name = spec instanceof com.squareup.javapoet.MethodSpec m ? m.name
                : spec instanceof com.squareup.javapoet.FieldSpec f ? f.name : null;
        return name != null && specs.get(name) == spec;
    }

    static Templates of(String source) {
        return new Templates(source);
    }

    /** Every member's name, in Wire.java's order: names generated code must leave to these. */
    public Set<String> names() {
        return members.keySet();
    }

    public boolean has(String name) {
        return members.containsKey(name);
    }

    Member member(String name) {
        Member m = members.get(name);
        if (m == null) {
            throw new IllegalArgumentException("Wire.java has no member " + name);
        }
        return m;
    }

    /** Qualified names of the types Wire.java imports, by simple name. */
    Map<String, String> imports() {
        return imports;
    }

    /** {@code names} and every member they use, directly or not, in Wire.java's order. */
    public List<String> closure(Set<String> names) {
        List<String> known = closures.get(names);
        if (known == null) {
            known = List.copyOf(computeClosure(names));
            closures.put(Set.copyOf(names), known);
        }
        return known;
    }

    private List<String> computeClosure(Set<String> names) {
        Set<String> wanted = new LinkedHashSet<>();
        List<String> pending = new ArrayList<>(names);
        while (!pending.isEmpty()) {
            String name = pending.remove(pending.size() - 1);
            if (wanted.add(name)) {
                pending.addAll(calls(name));
            }
        }
        List<String> ordered = new ArrayList<>();
        for (String name : members.keySet()) {
            if (wanted.contains(name)) {
                ordered.add(name);
            }
        }
        return ordered;
    }

    /** Names of the other members that member {@code name} uses. */
    Set<String> calls(String name) {
        Set<String> known = calls.get(name);
        if (known == null) {
            Member m = member(name);
            Set<String> found = new LinkedHashSet<>();
            for (JavaTokens.Token t : JavaTokens.of(m.declaration())) {
                if (t.identifier() && !t.text().equals(name) && members.containsKey(t.text())) {
                    found.add(t.text());
                }
            }
            known = Set.copyOf(found);
            calls.put(name, known);
        }
        return known;
    }

    private static Map<String, String> imports(String source) {
        Map<String, String> imports = new LinkedHashMap<>();
        Matcher m = IMPORT.matcher(source);
        while (m.find()) {
            imports.put(m.group(2), m.group(1) + "." + m.group(2));
        }
        return imports;
    }

    /** Members are the class body's top-level declarations, indented 4 spaces, each with the comment above it. */
    private static Map<String, Member> members(String source) {
        List<String> lines = List.of(source.split("\n"));
        int first = 0;
        while (!lines.get(first).startsWith("final class Wire")) {
            first++;
        }
        int last = lines.size() - 1;
        while (!lines.get(last).equals("}")) {
            last--;
        }
        Map<String, Member> members = new LinkedHashMap<>();
        for (Splitter.Piece piece : Splitter.pieces(lines.subList(first + 1, last), 4)) {
            if (piece.declaration().startsWith("private Wire(")) {
                continue; // the private constructor
            }
            Matcher m = NAME.matcher(piece.declaration());
            if (!m.find()) {
                throw new IllegalStateException("cannot read the member of Wire.java starting: "
                        + piece.declaration().lines().findFirst().orElse(""));
            }
            boolean isClass = m.group(1) != null;
            String name = isClass ? m.group(2) : m.group(3);
            Member.Kind kind = isClass ? Member.Kind.CLASS : m.group(4).equals("(") ? Member.Kind.METHOD : Member.Kind.FIELD;
            if (members.put(name, new Member(name, kind, javadoc(piece.comment()), piece.declaration())) != null) {
                throw new IllegalStateException("Wire.java declares " + name + " twice: give overloads distinct names");
            }
        }
        return members;
    }

    static String javadoc(String comment) {
        if (!comment.startsWith("/**")) {
            return "";
        }
        StringBuilder doc = new StringBuilder();
        for (String l : comment.split("\n")) {
            String t = l.strip();
            t = t.startsWith("/**") ? t.substring(3) : t.startsWith("*/") ? "" : t.startsWith("*") ? t.substring(1) : t;
            t = t.endsWith("*/") ? t.substring(0, t.length() - 2) : t;
            t = t.strip();
            if (!t.isEmpty()) {
                doc.append(t).append('\n');
            }
        }
        return doc.toString();
    }
}
