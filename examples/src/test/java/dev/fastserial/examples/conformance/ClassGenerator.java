package dev.fastserial.examples.conformance;

import dev.fastserial.examples.conformance.ClassSpec.Access;
import dev.fastserial.examples.conformance.ClassSpec.Ctor;
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
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Random classes for the processor: beans, records, immutable and mixed classes, with fields of
 * the whole type table, access styles (direct, getters and setters, a protected setter of a base
 * class reached through a public override), superclass chains (owned: a {@code @FastSerial}
 * bean; unowned: a plain Serializable base class in another package), {@code @ByReference}
 * combinations (often one bean type in two fields, one marked and one not), generic classes used
 * with type arguments, and constructors that copy, wrap or normalize what they are given.
 *
 * <p>A class names only classes generated before it (and a bean itself), so records, immutable and
 * mixed classes never lie on a cycle (which the processor refuses, FS221).
 */
final class ClassGenerator {
    private static final String[] WORDS = {"name", "items", "byId", "tags", "count", "owner", "parent", "when", "amount",
        "code", "notes", "scores", "history", "index", "extra", "flags", "payload", "parts", "labels", "data", "latest",
        "lookup", "queue", "cache", "rank", "email", "credits", "children", "roles", "matrix"};
    private static final String[] LIST_LIKE = {"List", "List", "Collection", "Queue", "Deque", "ArrayList", "LinkedList",
        "ArrayDeque", "CopyOnWriteArrayList"};
    private static final String[] SET_LIKE = {"Set", "Set", "SortedSet", "NavigableSet", "HashSet", "LinkedHashSet", "TreeSet",
        "ConcurrentSkipListSet", "EnumSet"};
    private static final String[] MAP_LIKE = {"Map", "Map", "Map", "SortedMap", "NavigableMap", "HashMap", "LinkedHashMap", "TreeMap",
        "ConcurrentMap", "ConcurrentHashMap", "ConcurrentNavigableMap", "ConcurrentSkipListMap", "EnumMap"};
    private static final Set<String> SORTED_RAW = Set.of("SortedSet", "NavigableSet", "TreeSet", "ConcurrentSkipListSet",
        "SortedMap", "NavigableMap", "TreeMap", "ConcurrentNavigableMap", "ConcurrentSkipListMap");

    /** In a fixed order (a Set.of's order changes from one JVM to the next, and the same seed must give the same classes). */
    private static final String[] SORTABLE = new java.util.TreeSet<>(Val.SORTABLE).toArray(new String[0]);
    private static final String[] HASHABLE = new java.util.TreeSet<>(Val.HASHABLE).toArray(new String[0]);

    private final Random random;
    private final List<ClassSpec> made = new ArrayList<>();
    private int counter;

    ClassGenerator(Random random) {
        this.random = random;
    }

    /** {@code count} classes (plus the base classes some of them extend). */
    ClassSet batch(int count) {
        made.clear();
        counter = 0;
        for (int i = 0; i < count; i++) {
            int r = random.nextInt(100);
            Kind kind = r < 48 ? Kind.BEAN : r < 63 ? Kind.RECORD : r < 75 ? Kind.VALUE : Kind.MIXED;
            made.add(generate(kind));
        }
        return new ClassSet(made);
    }

    private ClassSpec generate(Kind kind) {
        int index = counter++;
        String name = switch (kind) {
            case BEAN -> "Bean";
            case RECORD -> "Rec";
            case VALUE -> "Val";
            default -> "Mix";
        } + index;
        List<String> typeParams = new ArrayList<>();
        if ((kind == Kind.BEAN || kind == Kind.RECORD) && random.nextInt(6) == 0) {
            typeParams.add("T");
            if (kind == Kind.RECORD && random.nextBoolean()) {
                typeParams.add("U");
            }
        }
        String superName = null;
        if (kind == Kind.BEAN && typeParams.isEmpty()) {
            int r = random.nextInt(100);
            List<ClassSpec> parents = new ArrayList<>();
            for (ClassSpec c : made) {
                if (c.kind() == Kind.BEAN && c.typeParams().isEmpty()) {
                    parents.add(c);
                }
            }
            if (r < 20 && !parents.isEmpty()) {
                superName = parents.get(random.nextInt(parents.size())).name();
            } else if (r < 35) {
                ClassSpec base = base();
                made.add(base);
                superName = base.name();
            }
        }
        Context ctx = new Context(name, kind, typeParams, index);
        int fieldCount = 1 + random.nextInt(kind == Kind.BEAN ? 7 : 5);
        List<FieldSpec> fields = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < fieldCount; i++) {
            TypeRef type = type(ctx, 0);
            FieldSpec f = field(ctx, fieldName(names, index), type, i);
            fields.add(f);
            if (kind == Kind.BEAN && holdsBean(type) != null && random.nextInt(3) == 0) {
                fields.add(partner(ctx, fieldName(names, index), f));  // the same bean type in another shape: a list and an index of it
            }
            if (!typeParams.isEmpty() && i == 0) {
                String t = typeParams.get(0);
                fields.add(field(ctx, fieldName(names, index), new Var(t), i));
                if (typeParams.size() > 1) {
                    fields.add(field(ctx, fieldName(names, index), new Var(typeParams.get(1)), i));
                }
            }
        }
        if (kind == Kind.MIXED && fields.stream().noneMatch(FieldSpec::isFinal)) {
            FieldSpec first = fields.get(0);
            fields.set(0, new FieldSpec(first.name(), first.type(), first.access(), first.byRef(), true,
                    first.ctor() == Ctor.NONE ? Ctor.TAKES : first.ctor(), null));
        }
        return new ClassSpec(name, kind, typeParams, superName, fields);
    }

    private String fieldName(Set<String> taken, int index) {
        String n;
        do {
            n = WORDS[random.nextInt(WORDS.length)] + index;
        } while (!taken.add(n));
        return n;
    }

    /** A plain Serializable superclass the user does not own: private fields, some with only a protected setter. */
    private ClassSpec base() {
        int index = counter++;
        List<FieldSpec> fields = new ArrayList<>();
        Set<String> names = new HashSet<>();
        int n = 1 + random.nextInt(3);
        for (int i = 0; i < n; i++) {
            TypeRef t = random.nextBoolean() ? new Val(pick("String", "Long", "Integer", "LocalDate", "Suit"))
                    : random.nextBoolean() ? new Coll("List", new Val("String")) : new MapRef("Map", new Val("String"), new Val("Integer"));
            fields.add(new FieldSpec(fieldName(names, index), t, random.nextBoolean() ? Access.OVERRIDE : Access.ACCESSORS,
                    false, false, Ctor.NONE, null));
        }
        return new ClassSpec("Base" + index, Kind.BASE, List.of(), null, fields);
    }

    private record Context(String name, Kind kind, List<String> typeParams, int index) {}

    private FieldSpec field(Context ctx, String name, TypeRef type, int position) {
        boolean valueLike = ctx.kind() != Kind.BEAN;
        Access access = random.nextBoolean() ? Access.DIRECT : Access.ACCESSORS;
        boolean byRef = byReferenceAllowed(type) && random.nextInt(3) == 0;
        if (!valueLike) {
            return new FieldSpec(name, type, access, byRef, false, Ctor.NONE, null);
        }
        Ctor ctor = ctorUse(type);
        if (ctx.kind() == Kind.MIXED) {
            int r = random.nextInt(10);
            if (r < 4) {
                return new FieldSpec(name, type, access, byRef, true, ctor, null);          // final, from the constructor
            }
            if (r < 7 && ctor != Ctor.WRAPS) {
                return new FieldSpec(name, type, access, byRef, false, ctor, null);         // not final, also a parameter
            }
            return new FieldSpec(name, type, access, byRef, false, Ctor.NONE, null);       // set after the constructor
        }
        return new FieldSpec(name, type, access, byRef, ctx.kind() == Kind.VALUE, ctor, null);
    }

    /** What a constructor does with a parameter of this type: mostly takes it; strings and numbers normalized, collections copied or wrapped. */
    private Ctor ctorUse(TypeRef type) {
        int r = random.nextInt(10);
        String raw = type.render(false);
        if ((raw.equals("String") || raw.equals("int") || raw.equals("long") || raw.equals("Integer")) && r < 4) {
            return Ctor.NORMALIZES;
        }
        if (ClassSources.wrappable(type) && r < 3) {
            return Ctor.WRAPS;
        }
        if (ClassSources.copyable(type) && r < 5) {
            return Ctor.COPIES;
        }
        return Ctor.TAKES;
    }

    /** {@code @ByReference} changes something only where the type holds beans, and only beans (not values, not Object). */
    private boolean byReferenceAllowed(TypeRef type) {
        Set<String> named = ClassSet.named(type);
        if (named.isEmpty() || type instanceof Obj) {
            return false;
        }
        for (String n : named) {
            ClassSpec c = find(n);
            if (c == null || c.kind() != Kind.BEAN) {
                return false;
            }
        }
        return true;
    }

    private ClassSpec find(String name) {
        for (ClassSpec c : made) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        return null;
    }

    /** The bean a type holds (directly, or as an element or value), or null. */
    private String holdsBean(TypeRef t) {
        if (t instanceof BeanRef b && b.args().isEmpty() && find(b.name()) != null && find(b.name()).kind() == Kind.BEAN) {
            return b.name();
        }
        if (t instanceof Coll c) {
            return holdsBean(c.element());
        }
        if (t instanceof MapRef m) {
            return holdsBean(m.value());
        }
        return t instanceof Arr a ? holdsBean(a.component()) : null;
    }

    /** Another field holding the same bean type as {@code f}, in another shape, marked or not independently. */
    private FieldSpec partner(Context ctx, String name, FieldSpec f) {
        BeanRef bean = new BeanRef(holdsBean(f.type()), List.of());
        TypeRef t = switch (random.nextInt(4)) {
            case 0 -> new MapRef(pick("Map", "Map", "HashMap", "LinkedHashMap", "TreeMap"), new Val(pick("String", "Integer")), bean);
            case 1 -> new Coll(pick("List", "ArrayList", "Collection", "Deque"), bean);
            case 2 -> bean;
            default -> new Arr(bean);
        };
        boolean byRef = random.nextBoolean();
        return new FieldSpec(name, t, random.nextBoolean() ? Access.DIRECT : Access.ACCESSORS, byRef, false, Ctor.NONE, null);
    }

    /** A declared type from the table. */
    private TypeRef type(Context ctx, int depth) {
        int r = random.nextInt(depth > 0 ? 80 : 100);
        if (r < 30) {
            return depth == 0 && ctx.kind() != Kind.RECORD || random.nextInt(4) == 0 && depth == 0
                    ? (random.nextInt(3) == 0 ? new Prim(pick(Scalars.PRIMITIVES)) : new Val(pick(Scalars.VALUES)))
                    : new Val(pick(Scalars.VALUES));
        }
        if (r < 45) {
            return new Coll(pick(LIST_LIKE), element(ctx, depth));
        }
        if (r < 55) {
            String raw = pick(SET_LIKE);
            return new Coll(raw, key(raw));
        }
        if (r < 68) {
            String raw = pick(MAP_LIKE);
            return new MapRef(raw, key(raw), element(ctx, depth));
        }
        if (r < 80) {
            TypeRef bean = beanRef(ctx);
            if (bean != null) {
                return bean;
            }
            return new Val("String");
        }
        if (r < 88) {
            int kind = random.nextInt(5);
            return switch (kind) {
                case 0 -> new Arr(new Prim(pick(Scalars.PRIMITIVES)));
                case 1 -> new Arr(new Arr(new Prim(pick("int", "byte", "double"))));
                case 2 -> new Arr(new Val(pick(Scalars.VALUES)));
                case 3 -> new Arr(new Arr(new Val(pick("String", "Integer", "Suit"))));
                default -> {
                    TypeRef bean = beanRef(ctx);
                    yield new Arr(bean == null ? new Val("LocalDate") : bean);
                }
            };
        }
        if (r < 96 || ctx.typeParams().isEmpty()) {
            return new Obj();
        }
        return new Coll("List", new Var(ctx.typeParams().get(0)));
    }

    /** Set elements and map keys: values that hash alike; sorted ones, values with a natural order; enum sets and maps, enums. */
    private TypeRef key(String raw) {
        if (raw.startsWith("Enum")) {
            return new Val(pick("Suit", "Mood"));
        }
        if (SORTED_RAW.contains(raw)) {
            return new Val(pick(SORTABLE));
        }
        return new Val(pick(HASHABLE));
    }

    /** An element or map value: a value, a bean, or a container of them. */
    private TypeRef element(Context ctx, int depth) {
        int r = random.nextInt(20);
        if (r < 8) {
            return new Val(pick(Scalars.VALUES));
        }
        if (r < 14) {
            TypeRef bean = beanRef(ctx);
            return bean == null ? new Val("String") : bean;
        }
        if (r < 17 && depth < 2) {
            return type(ctx, depth + 1).boxed();
        }
        return r < 19 ? new Obj() : new Val("Integer");
    }

    /** A class generated before this one (or this bean itself), with type arguments if it is generic. */
    private TypeRef beanRef(Context ctx) {
        List<ClassSpec> candidates = new ArrayList<>();
        for (ClassSpec c : made) {
            if (c.kind() != Kind.BASE) {
                candidates.add(c);
            }
        }
        if (ctx.kind() == Kind.BEAN && ctx.typeParams().isEmpty() && random.nextInt(5) == 0) {
            return new BeanRef(ctx.name(), List.of());   // itself: the bean reaches itself and goes by reference
        }
        if (candidates.isEmpty()) {
            return null;
        }
        ClassSpec c = candidates.get(random.nextInt(candidates.size()));
        List<TypeRef> args = new ArrayList<>();
        for (int i = 0; i < c.typeParams().size(); i++) {
            args.add(random.nextInt(3) == 0 && c.kind() == Kind.BEAN ? new Val("Integer") : new Val(pick("String", "Integer", "LocalDate")));
        }
        return new BeanRef(c.name(), args);
    }

    @SafeVarargs
    private <T> T pick(T... options) {
        return options[random.nextInt(options.length)];
    }
}
