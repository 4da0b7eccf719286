package dev.fastserial.examples.conformance;

import dev.fastserial.examples.conformance.ClassSpec.FieldSpec;
import dev.fastserial.examples.conformance.ClassSpec.Kind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Shrinks a failing case to a small reproduction. First the graph, over the classes already
 * compiled (each try is a build and a round trip: cheap): a value replaced by null, an element
 * removed, a view replaced by what it wraps, a string shortened, as long as the same failure
 * (same {@link Difference#signature}) stays. Then the classes, which costs a javac run each: only
 * the classes the graph needs, without the fields the shrunk graph leaves null, all in one
 * compilation (one class at a time only if that loses the failure).
 */
final class Shrinker {
    private Shrinker() {}

    static String shrink(Conformance.Failure f, Path work, long deadline) {
        Case original = f.first;
        String signature = f.signature;
        int[] steps = {0};
        Node graph = shrinkGraph(original, original.graph(), signature, deadline, steps);
        Case shrunk = new Case(original.compiled(), graph, original.path(), original.reader());
        int before = original.compiled().classes().all().size();
        try {
            Case fewer = original.acrossVersions() ? null : shrinkClasses(shrunk, signature, work, deadline);
            if (fewer != null) {
                shrunk = fewer;
                graph = shrinkGraph(shrunk, shrunk.graph(), signature, deadline, steps);
                shrunk = new Case(shrunk.compiled(), graph, shrunk.path());
            }
        } catch (Compiler.GeneratorBug e) {
            // a smaller class set javac refuses: keep the batch's classes
        }
        String note = "shrunk in " + steps[0] + " steps, " + before + " classes of the batch -> "
                + Reproduction.needed(shrunk.graph(), shrunk.compiled().classes()).size() + " needed";
        return Reproduction.render(f, shrunk, shrunk.run().unexplained(), note);
    }

    static boolean fails(Case like, Node graph, String signature) {
        try {
            Case c = new Case(like.compiled(), graph, like.path(), like.reader());
            for (Difference d : c.run().unexplained()) {
                if (c.signature(d).equals(signature)) {
                    return true;
                }
            }
            return false;
        } catch (Builder.Unbuildable | Comparison.Broken e) {
            return false;
        }
    }

    private static Node shrinkGraph(Case like, Node graph, String signature, long deadline, int[] steps) {
        boolean progress = true;
        while (progress && System.currentTimeMillis() < deadline) {
            progress = false;
            int size = count(graph);
            for (int k = 1; k < size && System.currentTimeMillis() < deadline; k++) {
                for (Node candidate : candidates(graph, k)) {
                    if (fails(like, candidate, signature)) {
                        graph = candidate;
                        steps[0]++;
                        progress = true;
                        size = count(graph);
                        break;
                    }
                }
            }
        }
        return graph;
    }

    /** Smaller graphs: node {@code k} (pre-order) replaced by null, by fewer elements, by what it wraps, by a shorter string. */
    private static List<Node> candidates(Node graph, int k) {
        List<Node> out = new ArrayList<>();
        Node target = nth(graph, k);
        if (target == null || target instanceof Node.Null) {
            return out;
        }
        if (target instanceof Node.Container c && !c.elements().isEmpty()) {
            out.add(rewrite(graph, k, n -> new Node.Container(c.id(), c.kind(), c.param(), c.element(), c.valueType(),
                    c.elements().subList(0, c.elements().size() / 2), c.values().isEmpty() ? c.values() : c.values().subList(0, c.elements().size() / 2))));
            for (int i = 0; i < c.elements().size(); i++) {
                int drop = i;
                out.add(rewrite(graph, k, n -> new Node.Container(c.id(), c.kind(), c.param(), c.element(), c.valueType(),
                        without(c.elements(), drop), c.values().isEmpty() ? c.values() : without(c.values(), drop))));
            }
        }
        if (target instanceof Node.Arr a && !a.elements().isEmpty()) {
            for (int i = 0; i < a.elements().size(); i++) {
                int drop = i;
                out.add(rewrite(graph, k, n -> new Node.Arr(a.id(), a.component(), without(a.elements(), drop))));
            }
        }
        out.add(rewrite(graph, k, n -> new Node.Null()));
        if (target instanceof Node.View v && v.inner().id() != 0) {
            out.add(rewrite(graph, k, n -> v.inner()));
        }
        Node.Scalar zero = target instanceof Node.Scalar s ? zero(s.value()) : null;
        if (zero != null && !zero.java().equals(((Node.Scalar) target).java())) {
            out.add(rewrite(graph, k, n -> zero));
        }
        if (target instanceof Node.Scalar s && s.value() instanceof String str && str.length() > 1) {
            String shorter = str.substring(0, str.length() / 2);
            out.add(rewrite(graph, k, n -> new Node.Scalar(shorter, Scalars.stringLiteral(shorter), s.fresh())));
        }
        return out;
    }

    /** The zero of a number, boolean or char, written so that it fits a primitive and a boxed slot alike; null for other values. */
    static Node.Scalar zero(Object v) {
        String java = v instanceof Boolean ? "false" : v instanceof Byte ? "(byte) 0" : v instanceof Short ? "(short) 0"
                : v instanceof Character ? "'\\u0000'" : v instanceof Integer ? "0" : v instanceof Long ? "0L" : v instanceof Float ? "0.0f"
                : v instanceof Double ? "0.0" : null;
        Object value = null;
        if (v instanceof Boolean) {
            value = Boolean.FALSE;
        } else if (v instanceof Byte) {
            value = (byte) 0;
        } else if (v instanceof Short) {
            value = (short) 0;
        } else if (v instanceof Character) {
            value = '\u0000';
        } else if (v instanceof Integer) {
            value = 0;
        } else if (v instanceof Long) {
            value = 0L;
        } else if (v instanceof Float) {
            value = 0f;
        } else if (v instanceof Double) {
            value = 0.0;
        }
        return java == null ? null : new Node.Scalar(value, java, false);
    }

    private static List<Node> without(List<Node> list, int index) {
        List<Node> out = new ArrayList<>(list);
        out.remove(index);
        return out;
    }

    private static int count(Node n) {
        int c = 1;
        for (Node child : n.children()) {
            c += count(child);
        }
        return c;
    }

    private static Node nth(Node root, int k) {
        int[] i = {0};
        Node[] found = {null};
        walk(root, i, k, found);
        return found[0];
    }

    private static void walk(Node n, int[] i, int k, Node[] found) {
        if (found[0] != null) {
            return;
        }
        if (i[0]++ == k) {
            found[0] = n;
            return;
        }
        for (Node c : n.children()) {
            walk(c, i, k, found);
        }
    }

    /** The graph with its {@code k}-th node (pre-order, as {@link Node#children} lists them) replaced by {@code f} of it. */
    static Node rewrite(Node root, int k, UnaryOperator<Node> f) {
        int[] i = {0};
        return rewrite(root, i, k, f);
    }

    private static Node rewrite(Node n, int[] i, int k, UnaryOperator<Node> f) {
        int here = i[0]++;
        if (here == k) {
            return f.apply(n);
        }
        if (here > k) {
            return n;
        }
        if (n instanceof Node.Container c) {
            // children() interleaves keys and values: walk them in that order
            List<Node> es = new ArrayList<>();
            List<Node> vs = new ArrayList<>();
            for (int j = 0; j < c.elements().size(); j++) {
                es.add(rewrite(c.elements().get(j), i, k, f));
                if (j < c.values().size()) {
                    vs.add(rewrite(c.values().get(j), i, k, f));
                }
            }
            return new Node.Container(c.id(), c.kind(), c.param(), c.element(), c.valueType(), es, vs);
        }
        return n.mapChildren(child -> rewrite(child, i, k, f));
    }

    /**
     * The classes the graph needs, without the fields it leaves null (each class keeps a field if a
     * value or mixed class needs one), compiled alone; null if the failure does not survive that.
     */
    private static Case shrinkClasses(Case c, String signature, Path work, long deadline) {
        ClassSet classes = c.compiled().classes();
        Set<String> needed = Reproduction.needed(c.graph(), classes);
        Map<String, Set<String>> used = new HashMap<>();
        usedFields(c.graph(), used);
        List<ClassSpec> kept = new ArrayList<>();
        for (String name : needed) {
            ClassSpec spec = classes.get(name);
            Set<String> keep = used.getOrDefault(name, Set.of());
            List<FieldSpec> fields = new ArrayList<>();
            for (FieldSpec fs : spec.fields()) {
                if (keep.contains(fs.name()) || usedBySubclass(classes, needed, used, spec, fs.name())) {
                    fields.add(fs);
                }
            }
            if (fields.isEmpty() && spec.kind() != Kind.BEAN && spec.kind() != Kind.RECORD && spec.kind() != Kind.BASE) {
                fields.add(spec.fields().get(0));
            }
            if (spec.kind() == Kind.MIXED && fields.stream().noneMatch(FieldSpec::isFinal)) {
                spec.fields().stream().filter(FieldSpec::isFinal).findFirst().ifPresent(fields::add);
            }
            kept.add(spec.withFields(fields));
        }
        ClassSet smaller = new ClassSet(kept);
        smaller = smaller.without(missing(smaller));
        if (System.currentTimeMillis() > deadline) {
            return null;
        }
        Compiler.Compiled compiled = Compiler.compile(smaller, work.resolve("classes"), List.of());
        Node graph = dropFields(c.graph(), compiled.classes());
        try {
            if (compiled.refused().isEmpty() && fails(new Case(compiled, graph, c.path()), graph, signature)) {
                return new Case(compiled, graph, c.path());
            }
        } catch (RuntimeException e) {
            // fall back to the batch's classes
        }
        Compiler.Compiled all = Compiler.compile(new ClassSet(needed.stream().map(classes::get).toList()), work.resolve("needed"), List.of());
        Case inAll = new Case(all, c.graph(), c.path());
        return all.refused().isEmpty() && fails(inAll, c.graph(), signature) ? inAll : null;
    }

    /** Classes that name a class no longer in the set (none, normally: the needed set is closed). */
    private static Set<String> missing(ClassSet set) {
        Set<String> gone = new HashSet<>();
        for (ClassSpec c : set.all()) {
            for (String d : set.dependencies(c)) {
                if (!set.has(d)) {
                    gone.add(c.name());
                }
            }
        }
        return set.withDependents(gone);
    }

    private static boolean usedBySubclass(ClassSet classes, Set<String> needed, Map<String, Set<String>> used, ClassSpec spec, String field) {
        for (String n : needed) {
            for (ClassSpec k = classes.get(n); k.superName() != null; k = classes.get(k.superName())) {
                if (k.superName().equals(spec.name()) && used.getOrDefault(n, Set.of()).contains(field)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** For each class, the fields some instance in the graph gives a value other than null. */
    private static void usedFields(Node n, Map<String, Set<String>> used) {
        if (n instanceof Node.Obj o) {
            o.fields().forEach((name, v) -> {
                boolean zero = v instanceof Node.Scalar sc && zero(sc.value()) != null && zero(sc.value()).java().equals(sc.java());
                if (!(v instanceof Node.Null) && !zero) {
                    used.computeIfAbsent(o.className(), k -> new HashSet<>()).add(name);
                }
            });
        }
        n.children().forEach(c -> usedFields(c, used));
    }

    /** The graph with the fields the smaller classes dropped taken out of its instances. */
    private static Node dropFields(Node n, ClassSet classes) {
        Node mapped = n.mapChildren(c -> dropFields(c, classes));
        if (mapped instanceof Node.Obj o) {
            Set<String> present = new HashSet<>();
            classes.allFields(classes.get(o.className())).forEach(f -> present.add(f.name()));
            Map<String, Node> fields = new LinkedHashMap<>();
            o.fields().forEach((k, v) -> {
                if (present.contains(k)) {
                    fields.put(k, v);
                }
            });
            return new Node.Obj(o.id(), o.className(), o.typeArgs(), fields);
        }
        return mapped;
    }
}
