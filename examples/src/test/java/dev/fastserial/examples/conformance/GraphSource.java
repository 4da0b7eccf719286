package dev.fastserial.examples.conformance;

import dev.fastserial.examples.conformance.ClassSpec.Access;
import dev.fastserial.examples.conformance.ClassSpec.FieldSpec;
import dev.fastserial.examples.conformance.ClassSpec.Kind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A graph as Java source: the statements that build it, in the order {@link Builder} builds it
 * (a shared object is one variable; a cycle assigns a variable declared before). Goes into a
 * reproduction, and {@link GraphSourceTest} compiles it and checks it builds the same graph.
 */
final class GraphSource {
    private final ClassSet classes;
    private final Map<Integer, Node> definitions = new HashMap<>();
    private final Set<Integer> emitted = new HashSet<>();
    private final List<String> lines = new ArrayList<>();

    private GraphSource(ClassSet classes) {
        this.classes = classes;
    }

    /** The body of a method returning the graph's root ({@code cast} is the unchecked helper the reproduction declares). */
    static List<String> statements(Node root, ClassSet classes) {
        GraphSource s = new GraphSource(classes);
        s.index(root);
        String r = s.expr(root);
        s.lines.add("return " + r + ";");
        return s.lines;
    }

    /** The root's declared type, as the method returns it. */
    static String rootType(Node root) {
        Node.Obj o = (Node.Obj) root;
        return o.typeArgs().isEmpty() ? o.className()
                : o.className() + o.typeArgs().stream().map(a -> a.render(false)).collect(Collectors.joining(", ", "<", ">"));
    }

    private void index(Node n) {
        if (n.id() != 0) {
            definitions.put(n.id(), n);
        }
        n.children().forEach(this::index);
    }

    private String expr(Node n) {
        if (n instanceof Node.Null) {
            return "null";
        }
        if (n instanceof Node.Scalar s) {
            return s.fresh() ? "new String(" + s.java() + ")" : s.java();
        }
        int id = n instanceof Node.Ref r ? r.target() : n.id();
        if (!emitted.contains(id)) {
            emit(definitions.get(id));
        }
        return "v" + id;
    }

    /** An argument or field value: literals as they are, variables through {@code cast} (their declared types are loose). */
    private String assigned(Node n) {
        String e = expr(n);
        return n instanceof Node.Scalar || n instanceof Node.Null ? e : "cast(" + e + ")";
    }

    private void emit(Node n) {
        String v = "v" + n.id();
        if (n instanceof Node.Arr a) {
            String base = erased(a.component());
            int dims = 1;
            while (base.endsWith("[]")) {
                base = base.substring(0, base.length() - 2);
                dims++;
            }
            lines.add(erased(a.component()) + "[] " + v + " = new " + base + "[" + a.elements().size() + "]" + "[]".repeat(dims - 1) + ";");
            emitted.add(n.id());
            for (int i = 0; i < a.elements().size(); i++) {
                String e = assigned(a.elements().get(i));
                lines.add(v + "[" + i + "] = " + e + ";");
            }
        } else if (n instanceof Node.Container c) {
            boolean map = JdkKinds.isMap(c.kind());
            String type = map ? "Map<Object, Object>" : "Collection<Object>";
            String enumName = c.element() instanceof TypeRef.Val val ? val.name() : "Object";
            if (JdkKinds.isMutable(c.kind())) {
                lines.add(type + " " + v + " = cast(" + JdkKinds.javaEmpty(c.kind(), c.param(), "<>", enumName) + ");");
                emitted.add(n.id());
                for (int i = 0; i < c.elements().size(); i++) {
                    String e = expr(c.elements().get(i));
                    lines.add(map ? v + ".put(" + e + ", " + expr(c.values().get(i)) + ");" : v + ".add(" + e + ");");
                }
            } else {
                List<String> es = new ArrayList<>();
                List<String> vs = new ArrayList<>();
                for (int i = 0; i < c.elements().size(); i++) {
                    es.add(expr(c.elements().get(i)));
                    if (map) {
                        vs.add(expr(c.values().get(i)));
                    }
                }
                lines.add(type + " " + v + " = cast(" + JdkKinds.javaFactory(c.kind(), c.param(), es, vs, erased(c.element())) + ");");
                emitted.add(n.id());
            }
        } else if (n instanceof Node.View w) {
            String inner = expr(w.inner());
            String type = JdkKinds.isMap(w.view()) ? "Map<Object, Object>" : "Collection<Object>";
            lines.add(type + " " + v + " = cast(" + JdkKinds.javaWrap(w.view(), "cast(" + inner + ")", erased(w.element())) + ");");
            emitted.add(n.id());
        } else {
            obj((Node.Obj) n, v);
        }
    }

    private void obj(Node.Obj o, String v) {
        ClassSpec spec = classes.get(o.className());
        String args = o.typeArgs().isEmpty() ? "" : o.typeArgs().stream().map(a -> a.render(false)).collect(Collectors.joining(", ", "<", ">"));
        String type = o.className() + args;
        if (spec.kind() == Kind.BEAN) {
            lines.add(type + " " + v + " = new " + o.className() + (args.isEmpty() ? "" : "<>") + "();");
            emitted.add(o.id());
            for (FieldSpec f : classes.allFields(spec)) {
                Node value = o.fields().get(f.name());
                if (value instanceof Node.Null) {
                    continue;  // null already
                }
                lines.add(set(v, f, assigned(value)));
            }
            return;
        }
        List<FieldSpec> params = spec.kind() == Kind.RECORD ? spec.fields() : spec.constructorParameters();
        List<String> values = new ArrayList<>();
        for (FieldSpec p : params) {
            values.add(assigned(o.fields().get(p.name())));
        }
        lines.add(type + " " + v + " = new " + type + "(" + String.join(", ", values) + ");");
        emitted.add(o.id());
        if (spec.kind() == Kind.MIXED) {
            for (FieldSpec f : spec.fields()) {
                if (!f.isFinal()) {
                    lines.add(set(v, f, assigned(o.fields().get(f.name()))) + "   // after the constructor");
                }
            }
        }
    }

    private static String set(String v, FieldSpec f, String value) {
        return f.access() == Access.DIRECT ? v + "." + f.name() + " = " + value + ";" : v + ".set" + f.capitalized() + "(" + value + ");";
    }

    /** A type as an array component or class literal can name it (no type arguments). */
    static String erased(TypeRef t) {
        if (t == null) {
            return "Object";
        }
        if (t instanceof TypeRef.Arr a) {
            return erased(a.component()) + "[]";
        }
        if (t instanceof TypeRef.Coll c) {
            return c.raw();
        }
        if (t instanceof TypeRef.MapRef m) {
            return m.raw();
        }
        if (t instanceof TypeRef.BeanRef b) {
            return b.name();
        }
        if (t instanceof TypeRef.Obj || t instanceof TypeRef.Var) {
            return "Object";
        }
        return t.render(false);
    }
}
