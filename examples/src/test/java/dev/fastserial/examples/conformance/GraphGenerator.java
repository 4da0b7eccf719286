package dev.fastserial.examples.conformance;

import dev.fastserial.examples.conformance.ClassSpec.FieldSpec;
import dev.fastserial.examples.conformance.ClassSpec.Kind;
import dev.fastserial.examples.conformance.TypeRef.Arr;
import dev.fastserial.examples.conformance.TypeRef.BeanRef;
import dev.fastserial.examples.conformance.TypeRef.Coll;
import dev.fastserial.examples.conformance.TypeRef.MapRef;
import dev.fastserial.examples.conformance.TypeRef.Obj;
import dev.fastserial.examples.conformance.TypeRef.Prim;
import dev.fastserial.examples.conformance.TypeRef.Val;
import dev.fastserial.examples.conformance.TypeRef.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Random value graphs over the generated classes: every field of the root's class filled with a
 * value of its declared type, drawn from the whole type table and its look-alikes ({@link JdkKinds}),
 * nulls where allowed; the same object put in two places (two fields, two containers), cycles
 * through beans, and anything at all in {@code Object} fields.
 */
final class GraphGenerator {
    private static final int MAX_DEPTH = 4;

    private final Random random;
    private final ClassSet classes;
    private final Scalars scalars;
    private int nextId;
    /** Nodes defined so far, for sharing: by their declared type. */
    private final List<Defined> pool = new ArrayList<>();
    /** Ids of the nodes being built around the current one (a reference to one of them is a cycle). */
    private final Set<Integer> ancestors = new HashSet<>();
    /**
     * The ancestors in order, each marked whether a cycle may pass through it: beans and mutable
     * containers may; values, records and mixed classes (rebuilt after what they hold), views and
     * factory-made collections (built after their elements, some resolved by readResolve) may not.
     */
    private final java.util.ArrayDeque<int[]> chain = new java.util.ArrayDeque<>();
    /**
     * True while generating what a constructor copies: its iteration order becomes the copy's, so no
     * identity-hashed containers there (their order differs from one build of the graph to the next).
     */
    private boolean copiedByConstructor;

    private record Defined(int id, TypeRef type, boolean valueLike, boolean bean) {}

    GraphGenerator(Random random, ClassSet classes, JdkKinds.Support support) {
        this.random = random;
        this.classes = classes;
        this.scalars = new Scalars(random, support);
    }

    /** A graph whose root is an instance of {@code className} (random type arguments if it is generic). */
    Node root(String className) {
        nextId = 1;
        pool.clear();
        ancestors.clear();
        chain.clear();
        ClassSpec c = classes.get(className);
        List<TypeRef> args = new ArrayList<>();
        for (int i = 0; i < c.typeParams().size(); i++) {
            args.add(anyArgument());
        }
        return obj(new BeanRef(className, args), 0);
    }

    private Node value(TypeRef t, boolean nullable, int depth, Map<String, TypeRef> vars) {
        if (t instanceof Var v) {
            TypeRef bound = vars.get(v.name());
            return value(bound == null ? new Obj() : bound, nullable, depth, vars);
        }
        if (t instanceof Prim p) {
            return scalars.of(p.name(), depth > 1);
        }
        if (nullable && random.nextInt(depth >= MAX_DEPTH ? 2 : 9) == 0) {
            return new Node.Null();
        }
        if (t instanceof Val v) {
            return scalars.of(v.name(), depth > 1);
        }
        Node shared = shared(t, depth);
        if (shared != null) {
            return shared;
        }
        if (depth >= MAX_DEPTH + 1 && nullable) {
            return new Node.Null();
        }
        if (t instanceof Arr a) {
            int id = nextId++;
            List<Node> elements = new ArrayList<>();
            int size = size(depth);
            enter(id, true);
            for (int i = 0; i < size; i++) {
                elements.add(value(a.component(), true, depth + 1, vars));
            }
            leave(id);
            pool.add(new Defined(id, t, false, false));
            return new Node.Arr(id, a.component(), elements);
        }
        if (t instanceof Coll || t instanceof MapRef) {
            Node c = container(t, null, depth, vars);
            return c;
        }
        if (t instanceof BeanRef b) {
            return obj(b, depth);
        }
        return value(anyType(depth), nullable, depth, vars);
    }

    private void enter(int id, boolean cycleSafe) {
        ancestors.add(id);
        chain.push(new int[] {id, cycleSafe ? 1 : 0});
    }

    private void leave(int id) {
        ancestors.remove(id);
        chain.pop();
    }

    /** Whether a reference to the ancestor {@code id} closes a cycle through beans and mutable containers only. */
    private boolean cycleAllowed(int id) {
        for (int[] a : chain) {
            if (a[0] == id) {
                return true;
            }
            if (a[1] == 0) {
                return false;
            }
        }
        return false;
    }

    /** A reference to a node defined earlier, sometimes: the same object in two places (a bean's ancestor: a cycle). */
    private Node shared(TypeRef t, int depth) {
        int percent = t instanceof BeanRef ? 35 : t instanceof Obj ? 20 : 8;
        if (random.nextInt(100) >= percent) {
            return null;
        }
        List<Defined> candidates = new ArrayList<>();
        for (Defined d : pool) {
            boolean cycle = ancestors.contains(d.id());
            if (cycle && (!d.bean() || !cycleAllowed(d.id()))) {
                continue;  // only a bean exists before its fields are read: cycles through values cannot be rebuilt
            }
            if (t instanceof Obj ? !(d.type() instanceof Val) : d.type().equals(t)) {
                candidates.add(d);
            }
        }
        if (candidates.isEmpty()) {
            return null;
        }
        return new Node.Ref(candidates.get(random.nextInt(candidates.size())).id());
    }

    private int size(int depth) {
        int r = random.nextInt(20);
        return r < 4 ? 0 : r == 19 && depth <= 1 ? 11 + random.nextInt(2) : 1 + random.nextInt(depth >= 3 ? 2 : 4);
    }

    /** A collection or map of a kind that fits the declared type {@code t} (the view's inner type, for {@code forView}). */
    private Node container(TypeRef t, String rawOverride, int depth, Map<String, TypeRef> vars) {
        String raw = rawOverride != null ? rawOverride : t instanceof Coll c ? c.raw() : ((MapRef) t).raw();
        boolean map = t instanceof MapRef;
        TypeRef element = map ? ((MapRef) t).key() : ((Coll) t).element();
        TypeRef valueType = map ? ((MapRef) t).value() : null;
        element = element instanceof Var v ? vars.getOrDefault(v.name(), new Obj()) : element;
        if (valueType instanceof Var v) {
            valueType = vars.getOrDefault(v.name(), new Obj());
        }
        List<String> kinds = new ArrayList<>();
        for (String kind : JdkKinds.all()) {
            if (JdkKinds.isMap(kind) == map && JdkKinds.fits(kind, raw) && allows(kind, element)
                    && !(JdkKinds.isView(kind) && depth > 2) && !(copiedByConstructor && kind.contains("Identity"))) {
                kinds.add(kind);
            }
        }
        if (kinds.isEmpty()) {
            throw new IllegalStateException("no JDK class for " + raw + " of " + element);
        }
        String kind = kinds.get(random.nextInt(kinds.size()));
        int id = nextId++;
        TypeRef declared = map ? new MapRef(raw, element, valueType) : new Coll(raw, element);
        if (JdkKinds.isView(kind)) {
            String takes = JdkKinds.viewTakes(kind);
            enter(id, false);
            Node inner = shared(declaredAs(takes, element, valueType), depth);
            if (inner == null) {
                inner = container(declaredAs(takes, element, valueType), takes, depth + 1, vars);
            }
            leave(id);
            pool.add(new Defined(id, declared, false, false));
            return new Node.View(id, kind, element, inner);
        }
        String param = param(kind, element);
        int size = switch (kind) {
            case "emptyList", "emptySet", "emptyMap", "emptySortedSet", "emptyNavigableSet", "emptySortedMap", "emptyNavigableMap" -> 0;
            case "singletonList", "singleton", "singletonMap", "nCopies" -> 1;
            case "Map.ofEntries" -> 11 + random.nextInt(3);
            default -> size(depth);
        };
        boolean nulls = !JdkKinds.NO_NULL_ELEMENTS.contains(kind) && param == null;
        boolean nullValues = !JdkKinds.NO_NULL_VALUES.contains(kind);
        boolean identity = kind.contains("IdentityHashMap");
        boolean distinct = kind.startsWith("Set.") || kind.startsWith("Map.");
        List<Node> elements = new ArrayList<>();
        List<Node> values = new ArrayList<>();
        Set<Object> seen = new HashSet<>();
        enter(id, JdkKinds.isMutable(kind) && !kind.equals("EnumSet"));
        for (int i = 0; i < size; i++) {
            Node e = identity ? identityKey() : value(element, nulls, depth + 1, vars);
            if (distinct && e instanceof Node.Scalar s && !seen.add(s.value())) {
                continue;  // Set.of and Map.of refuse duplicates
            }
            elements.add(e);
            if (map) {
                values.add(value(valueType, nullValues, depth + 1, vars));
            }
        }
        leave(id);
        pool.add(new Defined(id, declared, false, false));
        return new Node.Container(id, kind, param, element, valueType, elements, values);
    }

    private static TypeRef declaredAs(String raw, TypeRef element, TypeRef valueType) {
        return valueType == null && !raw.endsWith("Map") ? new Coll(raw, element) : new MapRef(raw, element, valueType);
    }

    /** An identity map's key: a new String each time it is built, often equal to another key. */
    private Node identityKey() {
        String k = new String[] {"k", "k", "x", "key"}[random.nextInt(4)];
        return new Node.Scalar(k, Scalars.stringLiteral(k), true);
    }

    /** Whether a container of {@code kind} can hold elements (keys) of type {@code element}. */
    static boolean allows(String kind, TypeRef element) {
        String name = element instanceof Val v ? v.name() : null;
        boolean hashable = name != null && Val.HASHABLE.contains(name);
        boolean sortable = name != null && Val.SORTABLE.contains(name);
        boolean isEnum = name != null && (name.equals("Suit") || name.equals("Mood"));
        if (kind.equals("EnumSet") || kind.equals("EnumMap")) {
            return isEnum;
        }
        if (kind.contains("IdentityHashMap")) {
            return "String".equals(name);
        }
        if (JdkKinds.SORTED.contains(kind) || kind.startsWith("emptySorted") || kind.startsWith("emptyNavigable")) {
            return sortable;
        }
        if (kind.startsWith("checked")) {
            return name != null;
        }
        if (JdkKinds.isView(kind)) {
            String takes = JdkKinds.viewTakes(kind);
            return !(takes.startsWith("Sorted") || takes.startsWith("Navigable")) || sortable;
        }
        if (JdkKinds.LOOKED_UP.contains(kind)) {
            return hashable;
        }
        return true;
    }

    /** A comparator for sorted kinds (null: natural order), a bound, a tag or a count. */
    private String param(String kind, TypeRef element) {
        if (JdkKinds.SORTED.contains(kind) && !kind.equals("SortedBag")) {
            boolean string = element instanceof Val v && v.name().equals("String");
            List<String> options = new ArrayList<>(List.of("reverseOrder", "naturalOrder"));
            if (string) {
                options.addAll(List.of("CASE_INSENSITIVE_ORDER", "ByLength"));
            }
            return random.nextBoolean() ? null : options.get(random.nextInt(options.size()));
        }
        return switch (kind) {
            case "Lru" -> String.valueOf(2 + random.nextInt(3));
            case "TaggedList" -> "t" + random.nextInt(10);
            case "LinkedBlockingQueue", "ArrayBlockingQueue" -> String.valueOf(13 + random.nextInt(4));
            case "nCopies" -> String.valueOf(random.nextInt(4));
            default -> null;
        };
    }

    /** An instance of a generated class: its fields (superclasses' too) filled; sometimes a subclass of a bean. */
    private Node obj(BeanRef b, int depth) {
        ClassSpec c = classes.get(b.name());
        if (c.kind() == Kind.BEAN && b.args().isEmpty() && random.nextInt(6) == 0) {
            List<ClassSpec> subclasses = new ArrayList<>();
            for (ClassSpec k : classes.all()) {
                if (b.name().equals(k.superName()) && k.typeParams().isEmpty()) {
                    subclasses.add(k);
                }
            }
            if (!subclasses.isEmpty()) {
                c = subclasses.get(random.nextInt(subclasses.size()));
            }
        }
        Map<String, TypeRef> vars = new HashMap<>();
        List<TypeRef> args = new ArrayList<>(b.args());
        for (int i = 0; i < c.typeParams().size(); i++) {
            if (args.size() <= i) {
                args.add(anyArgument());
            }
            vars.put(c.typeParams().get(i), args.get(i));
        }
        int id = nextId++;
        boolean bean = c.kind() == Kind.BEAN;
        if (bean) {
            pool.add(new Defined(id, new BeanRef(c.name(), args), false, true));  // before its fields: they may refer back to it
        }
        enter(id, bean);
        Map<String, Node> fields = new LinkedHashMap<>();
        for (FieldSpec f : classes.allFields(c)) {
            boolean outer = copiedByConstructor;
            copiedByConstructor |= f.ctor() == ClassSpec.Ctor.COPIES || f.ctor() == ClassSpec.Ctor.WRAPS;
            fields.put(f.name(), value(f.type(), true, depth + 1, vars));
            copiedByConstructor = outer;
        }
        leave(id);
        if (!bean) {
            pool.add(new Defined(id, new BeanRef(c.name(), args), true, false));
        }
        return new Node.Obj(id, c.name(), args, fields);
    }

    /** A type argument for a generic class written where nothing fixes it. */
    private TypeRef anyArgument() {
        return new Val(new String[] {"String", "Integer", "LocalDate", "Long"}[random.nextInt(4)]);
    }

    /** Any type of the table, for an {@code Object} field. */
    private TypeRef anyType(int depth) {
        int r = random.nextInt(depth >= 3 ? 4 : 10);
        if (r < 4) {
            return new Val(Scalars.VALUES[random.nextInt(Scalars.VALUES.length)]);
        }
        if (r < 6) {
            List<ClassSpec> candidates = new ArrayList<>();
            for (ClassSpec c : classes.all()) {
                if (c.kind() != Kind.BASE) {
                    candidates.add(c);
                }
            }
            ClassSpec c = candidates.get(random.nextInt(candidates.size()));
            List<TypeRef> args = new ArrayList<>();
            for (int i = 0; i < c.typeParams().size(); i++) {
                args.add(anyArgument());
            }
            return new BeanRef(c.name(), args);
        }
        TypeRef element = new Val(new String[] {"String", "Integer", "Suit", "LocalDate"}[random.nextInt(4)]);
        return switch (r) {
            case 6 -> new Coll(new String[] {"List", "Set", "Collection", "Deque"}[random.nextInt(4)], element);
            case 7 -> new MapRef(new String[] {"Map", "SortedMap", "LinkedHashMap"}[random.nextInt(3)], element, new Obj());
            case 8 -> new Coll("List", new Obj());
            default -> new Arr(random.nextBoolean() ? new Prim("int") : element);
        };
    }
}
