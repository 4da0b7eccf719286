package dev.fastserial.examples.conformance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A value graph as data: built twice (once over the {@code @FastSerial} classes, once over their
 * plain twins), printed as Java source for a reproduction, and shrunk by rewriting the tree. A
 * node that appears in two places is defined once and referred to by a {@link Ref} elsewhere
 * (sharing); a {@link Ref} to a node being built is a cycle.
 */
sealed interface Node {
    /** The node's id, unique in its graph (0 for nodes that cannot be referred to). */
    int id();

    /** The same node with each child replaced by {@code f} of it. */
    Node mapChildren(UnaryOperator<Node> f);

    /** The children, in build order. */
    List<Node> children();

    record Null() implements Node {
        @Override public int id() { return 0; }
        @Override public Node mapChildren(UnaryOperator<Node> f) { return this; }
        @Override public List<Node> children() { return List.of(); }
    }

    /**
     * An immutable JDK value ({@code java}: its source). {@code fresh}: a new String object each time
     * it is built (an identity map's keys).
     */
    record Scalar(Object value, String java, boolean fresh) implements Node {
        @Override public int id() { return 0; }
        @Override public Node mapChildren(UnaryOperator<Node> f) { return this; }
        @Override public List<Node> children() { return List.of(); }
    }

    /** An array of {@code component} (an array type for more dimensions). */
    record Arr(int id, TypeRef component, List<Node> elements) implements Node {
        @Override public Node mapChildren(UnaryOperator<Node> f) { return new Arr(id, component, map(elements, f)); }
        @Override public List<Node> children() { return elements; }
    }

    /**
     * A JDK collection or map of {@code kind} (see {@link JdkKinds}); {@code param}: its comparator,
     * bound, tag or count; {@code element}: the element type (the key type of a map); {@code values}:
     * a map's values (empty for a collection).
     */
    record Container(int id, String kind, String param, TypeRef element, TypeRef valueType, List<Node> elements,
                     List<Node> values) implements Node {
        @Override public Node mapChildren(UnaryOperator<Node> f) {
            return new Container(id, kind, param, element, valueType, map(elements, f), map(values, f));
        }

        @Override public List<Node> children() {
            List<Node> all = new ArrayList<>();
            for (int i = 0; i < elements.size(); i++) {
                all.add(elements.get(i));
                if (i < values.size()) {
                    all.add(values.get(i));
                }
            }
            return all;
        }
    }

    /** {@code Collections.<view>(inner)}, over another container node (or a reference to one). */
    record View(int id, String view, TypeRef element, Node inner) implements Node {
        @Override public Node mapChildren(UnaryOperator<Node> f) { return new View(id, view, element, f.apply(inner)); }
        @Override public List<Node> children() { return List.of(inner); }
    }

    /**
     * An instance of a generated class with its type arguments and a value per field (the
     * superclasses' fields too, by name). A value or mixed class is built through its constructor
     * from the fields it takes; a mixed class's other fields are set after it.
     */
    record Obj(int id, String className, List<TypeRef> typeArgs, Map<String, Node> fields) implements Node {
        @Override public Node mapChildren(UnaryOperator<Node> f) {
            Map<String, Node> mapped = new LinkedHashMap<>();
            fields.forEach((k, v) -> mapped.put(k, f.apply(v)));
            return new Obj(id, className, typeArgs, mapped);
        }

        @Override public List<Node> children() { return new ArrayList<>(fields.values()); }
    }

    /** The node of {@code target}'s id, defined elsewhere in the graph: the same object twice. */
    record Ref(int target) implements Node {
        @Override public int id() { return 0; }
        @Override public Node mapChildren(UnaryOperator<Node> f) { return this; }
        @Override public List<Node> children() { return List.of(); }
    }

    private static List<Node> map(List<Node> nodes, UnaryOperator<Node> f) {
        List<Node> out = new ArrayList<>(nodes.size());
        for (Node n : nodes) {
            out.add(f.apply(n));
        }
        return out;
    }
}
