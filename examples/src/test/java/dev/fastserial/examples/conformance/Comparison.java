package dev.fastserial.examples.conformance;

import dev.fastserial.examples.conformance.ClassSpec.FieldSpec;
import dev.fastserial.examples.conformance.ClassSpec.Kind;
import dev.fastserial.examples.conformance.Difference.Place;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.PriorityQueue;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.PriorityBlockingQueue;

/**
 * The oracle's comparison: a copy against what Java serialization gave for the twin graph. Same
 * class for every object (a view's and what it wraps), every field, iteration order where the
 * class keeps one, comparators by class and behaviour, access order, bounds, and identity: an
 * object shared (or on a cycle) in Java's copy must be one object in ours, and two must stay two.
 * Reflection into {@code java.util} needs {@code --add-opens java.base/java.util=ALL-UNNAMED}.
 */
final class Comparison {
    private static final int MAX_DIFFERENCES = 12;

    private final ClassSet classes;
    private final List<Difference> differences = new ArrayList<>();
    private final IdentityHashMap<Object, Object> matched = new IdentityHashMap<>();
    private final IdentityHashMap<Object, Object> reverse = new IdentityHashMap<>();
    private final IdentityHashMap<Object, String> firstPath = new IdentityHashMap<>();
    private final IdentityHashMap<Object, Set<Place>> places = new IdentityHashMap<>();
    private final Set<List<Object>> visitedPairs = new java.util.HashSet<>();
    /** Differences about sharing are classified once every place of the object is known. */
    private final List<Object[]> pendingSplits = new ArrayList<>();
    /** The JDK class whose internals are being compared (a view, an array-backed list), or null. */
    private String container;
    /** The role of the field whose value is compared next (read and cleared by {@link #compare}), for signatures. */
    private String nextFieldRole;
    private String fieldRole;

    /** Where a value sits: its declared type (with the enclosing object's type arguments), a {@code @ByReference} field, inside an Object. */
    record Slot(TypeRef declared, boolean byReference, boolean insideObject, Map<String, TypeRef> vars) {
        Slot element(TypeRef t) {
            TypeRef resolved = t == null ? new TypeRef.Obj() : t.substitute(vars);
            return new Slot(resolved, byReference, insideObject || resolved instanceof TypeRef.Obj || resolved instanceof TypeRef.Var, vars);
        }
    }

    /** The comparison itself failed (a bug of the suite, or java.util not open to it): never a verdict on the code under test. */
    static final class Broken extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Broken(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final Set<String> absentFromWriter;

    private Comparison(ClassSet classes, Set<String> absentFromWriter) {
        this.classes = classes;
        this.absentFromWriter = absentFromWriter;
    }

    /** The differences of {@code actual} from {@code expected} (the oracle's copy), at most a dozen. */
    static List<Difference> compare(ClassSet classes, Object expected, Object actual, TypeRef rootType) {
        return compare(classes, expected, actual, rootType, Set.of());
    }

    /** {@code absentFromWriter}: fields ({@code Class.field}) of the reader's classes that the writer's version lacks. */
    static List<Difference> compare(ClassSet classes, Object expected, Object actual, TypeRef rootType, Set<String> absentFromWriter) {
        Comparison c = new Comparison(classes, absentFromWriter);
        try {
            c.compare(expected, actual, "root", new Slot(rootType, false, false, Map.of()), true);
        } catch (RuntimeException e) {
            throw new Broken("the comparison failed at " + e, e);
        }
        SeenTogether together = null;
        for (Object[] split : c.pendingSplits) {
            Difference d = (Difference) split[1];
            Set<Place> held = EnumSet.copyOf(c.places.get(split[0]));
            if (held.contains(Place.INLINE) && held.contains(Place.BY_REFERENCE)) {
                if (together == null) {
                    together = new SeenTogether(classes, expected, rootType);
                }
                if (!together.inlineAndByReferenceTogether(split[0])) {
                    held.add(Place.APART);
                }
            }
            c.differences.set((Integer) split[2], d.withPlaces(held));
        }
        return c.differences;
    }

    /** A difference about an object of {@code subject}'s class (which names it in the failure's signature). */
    private static Difference about(Difference.Kind kind, String path, String expected, String actual, Object subject) {
        return new Difference(kind, path, expected, actual, runtimeName(subject.getClass()), EnumSet.noneOf(Place.class), null, null, null);
    }

    private void add(Difference d) {
        if (differences.size() < MAX_DIFFERENCES) {
            Difference x = container == null ? d : d.within(container);
            if (fieldRole != null && d.kind() != Difference.Kind.SPLIT && d.kind() != Difference.Kind.JOINED) {
                x = x.ofField(fieldRole);
            }
            differences.add(x);
        }
    }

    private void compare(Object e, Object a, String path, Slot slot, boolean root) {
        String outerRole = fieldRole;
        fieldRole = nextFieldRole;
        nextFieldRole = null;
        try {
            compareHere(e, a, path, slot, root);
        } finally {
            fieldRole = outerRole;
        }
    }

    private void compareHere(Object e, Object a, String path, Slot slot, boolean root) {
        if (e == null || a == null) {
            if (e != a) {
                add(about(Difference.Kind.VALUE, path, describe(e), describe(a), e != null ? e : a));
            }
            return;
        }
        if (isValue(e.getClass())) {
            if (!sameClass(e.getClass(), a.getClass())) {
                add(about(Difference.Kind.CLASS, path, e.getClass().getName(), a.getClass().getName(), e));
            } else if (!valueEquals(e, a)) {
                add(new Difference(Difference.Kind.VALUE, path, describe(e), describe(a), e.getClass().getName(),
                        EnumSet.noneOf(Place.class), null, null, null));
            }
            return;
        }
        places.computeIfAbsent(e, k -> EnumSet.noneOf(Place.class)).add(root ? Place.ROOT : place(e, slot));
        Object previous = matched.get(e);
        if (previous != null) {
            if (previous == a) {
                return;
            }
            if (differences.size() < MAX_DIFFERENCES) {
                Difference d = new Difference(Difference.Kind.SPLIT, path, "the object of " + firstPath.get(e), "another copy",
                        runtimeName(e.getClass()), EnumSet.noneOf(Place.class), firstPath.get(e), null, null);
                pendingSplits.add(new Object[] {e, container == null ? d : d.within(container), differences.size()});
                differences.add(container == null ? d : d.within(container));
            }
            if (!visitedPairs.add(List.of(new Identity(e), new Identity(a)))) {
                return;
            }
        } else {
            Object previousExpected = reverse.get(a);
            if (previousExpected != null && previousExpected != e) {
                add(new Difference(Difference.Kind.JOINED, path, "another object than at " + firstPath.get(previousExpected),
                        "the same object", runtimeName(e.getClass()), EnumSet.noneOf(Place.class), firstPath.get(previousExpected), null, null));
            }
            matched.put(e, a);
            reverse.put(a, e);
            firstPath.put(e, path);
            visitedPairs.add(List.of(new Identity(e), new Identity(a)));
        }
        if (!sameClass(e.getClass(), a.getClass())) {
            add(new Difference(Difference.Kind.CLASS, path, e.getClass().getName(), a.getClass().getName(),
                    runtimeName(e.getClass()), EnumSet.noneOf(Place.class), null, null, null));
            return;
        }
        if (e.getClass().isArray()) {
            compareArrays(e, a, path, slot);
        } else if (e instanceof Map<?, ?> em) {
            compareMaps(em, (Map<?, ?>) a, path, slot);
            compareJdkProperties(e, a, path, slot);
        } else if (e instanceof Collection<?> ec) {
            compareCollections(ec, (Collection<?>) a, path, slot);
            compareJdkProperties(e, a, path, slot);
        } else if (classes.ofRuntimeName(e.getClass().getName()) != null) {
            compareGenerated(e, a, path, slot);
        } else if (!e.getClass().getName().startsWith("java.")) {
            compareOwnFields(e, a, path, slot, e.getClass(), null);
        } else {
            compareOwnFields(e, a, path, slot, e.getClass(), Object.class);
        }
    }

    /** Identity as a key. */
    private record Identity(Object o) {
        @Override public boolean equals(Object other) { return other instanceof Identity i && i.o == o; }
        @Override public int hashCode() { return System.identityHashCode(o); }
    }

    Place place(Object e, Slot slot) {
        return place(classes, e, slot);
    }

    static Place place(ClassSet classes, Object e, Slot slot) {
        if (slot.insideObject() || slot.declared() instanceof TypeRef.Obj || slot.declared() instanceof TypeRef.Var) {
            return Place.OBJECT;
        }
        ClassSpec spec = classes.ofRuntimeName(e.getClass().getName());
        if (spec != null) {
            if (spec.kind() == Kind.BEAN && slot.byReference() && slot.declared() instanceof TypeRef.BeanRef) {
                return Place.BY_REFERENCE; // a subclass too: @ByReference promises the field shares it
            }
            if (!(slot.declared() instanceof TypeRef.BeanRef b) || !b.name().equals(spec.name())) {
                return Place.OBJECT;  // a subclass: the exact-class rule sends it through writeObject
            }
            if (spec.kind() != Kind.BEAN) {
                return Place.INLINE;
            }
            return slot.byReference() || classes.reachesItself(spec.name()) ? Place.BY_REFERENCE : Place.INLINE;
        }
        return Place.FAST;
    }

    private void compareArrays(Object e, Object a, String path, Slot slot) {
        int n = Array.getLength(e);
        if (n != Array.getLength(a)) {
            add(about(Difference.Kind.SIZE, path, "length " + n, "length " + Array.getLength(a), e));
            return;
        }
        Slot element = slot.declared() instanceof TypeRef.Arr arr ? slot.element(arr.component()) : slot.element(null);
        for (int i = 0; i < n; i++) {
            compare(Array.get(e, i), Array.get(a, i), path + "[" + i + "]", element, false);
        }
    }

    private void compareCollections(Collection<?> e, Collection<?> a, String path, Slot slot) {
        if (e.size() != a.size()) {
            add(new Difference(Difference.Kind.SIZE, path, "size " + e.size() + " " + abbreviate(e), "size " + a.size() + " " + abbreviate(a),
                    e.getClass().getName(), EnumSet.noneOf(Place.class), null, null, null));
            return;
        }
        Slot element = slot.element(slot.declared() instanceof TypeRef.Coll c ? c.element() : null);
        if (identityBased(e)) {
            if (!classMultiset(e).equals(classMultiset(a))) {
                add(about(Difference.Kind.VALUE, path, abbreviate(e), abbreviate(a), e));
            }
        } else if (ordered(e)) {
            Iterator<?> ia = a.iterator();
            int i = 0;
            for (Object x : e) {
                compare(x, ia.next(), path + "[" + i++ + "]", element, false);
            }
        } else if (allValues(e)) {
            if (!multiset(e).equals(multiset(a))) {
                add(new Difference(Difference.Kind.VALUE, path, abbreviate(e), abbreviate(a), e.getClass().getName(),
                        EnumSet.noneOf(Place.class), null, null, null));
            }
        } else if (!classNames(e).equals(classNames(a))) {
            add(about(Difference.Kind.VALUE, path, abbreviate(e), abbreviate(a), e));
        }
    }

    private void compareMaps(Map<?, ?> e, Map<?, ?> a, String path, Slot slot) {
        if (e.size() != a.size()) {
            add(new Difference(Difference.Kind.SIZE, path, "size " + e.size() + " " + abbreviate(e), "size " + a.size() + " " + abbreviate(a),
                    e.getClass().getName(), EnumSet.noneOf(Place.class), null, null, null));
            return;
        }
        Slot value = slot.element(slot.declared() instanceof TypeRef.MapRef m ? m.value() : null);
        if (identityBased(e)) {
            if (!classMultiset(e.entrySet()).equals(classMultiset(a.entrySet()))) {
                add(about(Difference.Kind.VALUE, path, abbreviate(e), abbreviate(a), e));
            }
            return;
        }
        if (ordered(e)) {
            Iterator<? extends Map.Entry<?, ?>> ia = a.entrySet().iterator();
            int i = 0;
            for (Map.Entry<?, ?> x : e.entrySet()) {
                Map.Entry<?, ?> y = ia.next();
                if (x.getKey() != null && !isValue(x.getKey().getClass())) {
                    compare(x.getKey(), y.getKey(), path + ".key#" + i, slot.element(slot.declared() instanceof TypeRef.MapRef m
                            ? m.key() : null), false);
                } else if (!valueEquals(x.getKey(), y.getKey())) {
                    add(new Difference(Difference.Kind.ORDER, path + ".key#" + i, describe(x.getKey()), describe(y.getKey()),
                            e.getClass().getName(), EnumSet.noneOf(Place.class), null, null, null));
                    return;
                }
                compare(x.getValue(), y.getValue(), path + "[" + x.getKey() + "]", value, false);
                i++;
            }
            return;
        }
        for (Map.Entry<?, ?> x : e.entrySet()) {
            Object other;
            try {
                if (!a.containsKey(x.getKey())) {
                    add(about(Difference.Kind.VALUE, path, "key " + describe(x.getKey()), "no such key in " + abbreviate(a), e));
                    continue;
                }
                other = a.get(x.getKey());
            } catch (RuntimeException lookupFailed) {
                add(about(Difference.Kind.VALUE, path, "key " + describe(x.getKey()), "looking it up threw " + lookupFailed, e));
                continue;
            }
            compare(x.getValue(), other, path + "[" + x.getKey() + "]", value, false);
        }
    }

    /** What no element shows: comparators, access order, bounds, a view's inner collection and lock, a backing array. */
    private void compareJdkProperties(Object e, Object a, String path, Slot slot) {
        if (e instanceof SortedSet<?> s) {
            compareComparators(s.comparator(), ((SortedSet<?>) a).comparator(), path, s, e);
        } else if (e instanceof SortedMap<?, ?> m) {
            compareComparators(m.comparator(), ((SortedMap<?, ?>) a).comparator(), path, m.keySet(), e);
        } else if (e instanceof PriorityQueue<?> q) {
            compareComparators(q.comparator(), ((PriorityQueue<?>) a).comparator(), path, q, e);
        } else if (e instanceof PriorityBlockingQueue<?> q) {
            compareComparators(q.comparator(), ((PriorityBlockingQueue<?>) a).comparator(), path, q, e);
        }
        if (e instanceof LinkedHashMap<?, ?>) {
            boolean ea = (Boolean) read(e, LinkedHashMap.class, "accessOrder");
            boolean aa = (Boolean) read(a, LinkedHashMap.class, "accessOrder");
            if (ea != aa) {
                add(new Difference(Difference.Kind.PROPERTY, path + ".accessOrder", String.valueOf(ea), String.valueOf(aa),
                        e.getClass().getName(), EnumSet.noneOf(Place.class), null, null, null));
            }
        }
        if (e instanceof BlockingQueue<?> q && q.remainingCapacity() != ((BlockingQueue<?>) a).remainingCapacity()) {
            add(new Difference(Difference.Kind.PROPERTY, path + ".remainingCapacity()", String.valueOf(q.remainingCapacity()),
                    String.valueOf(((BlockingQueue<?>) a).remainingCapacity()), runtimeName(e.getClass()), EnumSet.noneOf(Place.class),
                    null, null, null));
        }
        if (e instanceof ConcurrentHashMap.KeySetView<?, ?> k
                && !Objects.equals(k.getMappedValue(), ((ConcurrentHashMap.KeySetView<?, ?>) a).getMappedValue())) {
            add(new Difference(Difference.Kind.PROPERTY, path + ".getMappedValue()", describe(k.getMappedValue()),
                    describe(((ConcurrentHashMap.KeySetView<?, ?>) a).getMappedValue()), runtimeName(e.getClass()),
                    EnumSet.noneOf(Place.class), null, null, null));
        }
        if (e instanceof EnumMap<?, ?>) {
            compare(read(e, EnumMap.class, "keyType"), read(a, EnumMap.class, "keyType"), path + ".keyType", slot, false);
        }
        String name = e.getClass().getName();
        if (name.startsWith("java.util.Collections$") || name.equals("java.util.Arrays$ArrayList")) {
            compareOwnFields(e, a, path, slot, e.getClass(), Object.class);   // the view's inner collection, lock, type; the array
        } else if (!name.startsWith("java.")) {
            Class<?> jdk = e.getClass();
            while (!jdk.getName().startsWith("java.")) {
                jdk = jdk.getSuperclass();
            }
            compareOwnFields(e, a, path, slot, e.getClass(), jdk);              // a subclass's own state: a bound, a tag
        }
    }

    private void compareComparators(Comparator<?> e, Comparator<?> a, String path, Collection<?> sample, Object owner) {
        String ownerClass = runtimeName(owner.getClass());
        if (e == null || a == null) {
            if (e != a) {
                add(new Difference(Difference.Kind.COMPARATOR, path + ".comparator()", e == null ? "natural order" : e.getClass().getName(),
                        a == null ? "natural order" : a.getClass().getName(), ownerClass, EnumSet.noneOf(Place.class), null, null, null));
            }
            return;
        }
        if (!sameClass(e.getClass(), a.getClass())) {
            add(new Difference(Difference.Kind.COMPARATOR, path + ".comparator()", e.getClass().getName(), a.getClass().getName(),
                    ownerClass, EnumSet.noneOf(Place.class), null, null, null));
            return;
        }
        List<Object> probes = new ArrayList<>(sample);
        if (probes.isEmpty() || probes.get(0) instanceof String) {
            probes.addAll(List.of("a", "A", "bb", "B", ""));
        }
        @SuppressWarnings("unchecked") Comparator<Object> ec = (Comparator<Object>) e;
        @SuppressWarnings("unchecked") Comparator<Object> ac = (Comparator<Object>) a;
        for (Object x : probes) {
            for (Object y : probes) {
                try {
                    if (Integer.signum(ec.compare(x, y)) != Integer.signum(ac.compare(x, y))) {
                        add(new Difference(Difference.Kind.COMPARATOR, path + ".comparator()", "compare(" + x + ", " + y + ") "
                                + ec.compare(x, y), "" + ac.compare(x, y), ownerClass, EnumSet.noneOf(Place.class), null, null, null));
                        return;
                    }
                } catch (RuntimeException notComparable) {
                    // a probe of another type than the comparator orders
                }
            }
        }
    }

    private void compareGenerated(Object e, Object a, String path, Slot slot) {
        String outer = container;
        container = null;
        try {
            compareGeneratedFields(e, a, path, slot);
        } finally {
            container = outer;
        }
    }

    private void compareGeneratedFields(Object e, Object a, String path, Slot slot) {
        ClassSpec spec = classes.ofRuntimeName(a.getClass().getName());
        Map<String, TypeRef> vars = new HashMap<>();
        if (slot.declared() instanceof TypeRef.BeanRef b && b.name().equals(spec.name())) {
            for (int i = 0; i < spec.typeParams().size() && i < b.args().size(); i++) {
                vars.put(spec.typeParams().get(i), b.args().get(i));
            }
        }
        for (FieldSpec f : classes.allFields(spec)) {
            Object ev = fieldValue(e, f.name());
            Object av = fieldValue(a, f.name());
            TypeRef declared = f.type().substitute(vars);
            boolean unfixed = declared instanceof TypeRef.Var;
            // A generated class writes its own fields, also inside a Java-serialized value: typed again from here.
            Slot fieldSlot = new Slot(declared, f.byRef(), unfixed || declared instanceof TypeRef.Obj, vars);
            nextFieldRole = role(classes.declaring(spec, f.name()), f);
            compare(ev, av, path + "." + f.name(), fieldSlot, false);
        }
    }

    /** A field's part in its class, as a failure's signature names it: what fails alike groups together. */
    private String role(ClassSpec owner, FieldSpec f) {
        String kind = owner.kind().name().toLowerCase(java.util.Locale.ROOT);
        return "a " + kind + "'s " + (f.isFinal() ? "final " : "") + "field"
                + (f.ctor() == ClassSpec.Ctor.NONE ? "" : " its constructor " + f.ctor().name().toLowerCase(java.util.Locale.ROOT))
                + (absentFromWriter.contains(owner.name() + "." + f.name()) ? ", which the writer's version lacks" : "");
    }

    /** The declared instance fields of the classes from {@code type} up to (not including) {@code stop}. */
    private void compareOwnFields(Object e, Object a, String path, Slot slot, Class<?> type, Class<?> stop) {
        String outer = container;
        container = runtimeName(e.getClass());
        try {
            for (Class<?> c = type; c != null && c != stop && c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    int m = f.getModifiers();
                    if (Modifier.isStatic(m) || Modifier.isTransient(m) || f.isSynthetic() || ignored(c, f)) {
                        continue;
                    }
                    compare(read(e, c, f.getName()), read(a, c, f.getName()), path + "." + f.getName(), slot, false);
                }
            }
        } finally {
            container = outer;
        }
    }

    /** Fields that tune a class without changing what it holds or does (capacities, load factors). */
    private static boolean ignored(Class<?> c, Field f) {
        String n = c.getName() + "." + f.getName();
        return n.equals("java.util.HashMap.threshold") || n.equals("java.util.HashMap.loadFactor")
                || n.equals("java.util.Hashtable.threshold") || n.equals("java.util.Hashtable.loadFactor")
                || n.equals("java.util.Vector.elementData") || n.equals("java.util.Vector.capacityIncrement");
    }

    static Object fieldValue(Object o, String name) {
        for (Class<?> c = o.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField(name);
                f.setAccessible(true);
                return f.get(o);
            } catch (NoSuchFieldException next) {
                // up the hierarchy
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        throw new IllegalStateException("no field " + name + " in " + o.getClass());
    }

    static Object read(Object o, Class<?> declaring, String name) {
        try {
            Field f = declaring.getDeclaredField(name);
            f.setAccessible(true);
            return f.get(o);
        } catch (InaccessibleObjectException e) {
            throw new IllegalStateException("the conformance suite compares what a JDK view wraps by reflection: run it with "
                    + "--add-opens java.base/java.util=ALL-UNNAMED --add-opens java.base/java.util.concurrent=ALL-UNNAMED", e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether the class keeps an order that Java serialization keeps (a view: what it wraps). */
    static boolean ordered(Object c) {
        if (c instanceof List || c instanceof SortedSet || c instanceof SortedMap || c instanceof LinkedHashMap
                || c instanceof LinkedHashSet || c instanceof EnumMap || c instanceof EnumSet || c instanceof Deque
                || c instanceof CopyOnWriteArraySet) {
            return true;
        }
        if (c instanceof Queue) {
            return !(c instanceof PriorityQueue || c instanceof PriorityBlockingQueue);
        }
        Object inner = inner(c);
        return inner != null && ordered(inner);
    }

    /** Identity maps and sets made from them: equal keys are different keys. */
    private static boolean identityBased(Object c) {
        if (c instanceof IdentityHashMap) {
            return true;
        }
        Object inner = inner(c);
        return inner != null && identityBased(inner);
    }

    /** What a {@code Collections} view or a set made from a map wraps (null for other classes). */
    static Object inner(Object c) {
        if (!c.getClass().getName().startsWith("java.util.Collections$")) {
            return null;
        }
        for (Class<?> k = c.getClass(); k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) && !Modifier.isTransient(f.getModifiers())
                        && (Collection.class.isAssignableFrom(f.getType()) || Map.class.isAssignableFrom(f.getType()))) {
                    return read(c, k, f.getName());
                }
            }
        }
        return null;
    }

    private static boolean allValues(Collection<?> c) {
        for (Object o : c) {
            if (o != null && !isValue(o.getClass())) {
                return false;
            }
        }
        return true;
    }

    private static Map<String, Integer> multiset(Collection<?> c) {
        Map<String, Integer> counts = new TreeMap<>();
        for (Object o : c) {
            counts.merge(o instanceof Map.Entry<?, ?> en ? describe(en.getKey()) + "=" + describe(en.getValue()) : describe(o), 1, Integer::sum);
        }
        return counts;
    }

    /** An identity container's content: equal keys counted apart; what is not a value, by its class (identity hashes differ in a copy). */
    private static Map<String, Integer> classMultiset(Collection<?> c) {
        Map<String, Integer> counts = new TreeMap<>();
        for (Object o : c) {
            String text = o instanceof Map.Entry<?, ?> en ? valueOrClass(en.getKey()) + "=" + valueOrClass(en.getValue()) : valueOrClass(o);
            counts.merge(text, 1, Integer::sum);
        }
        return counts;
    }

    private static String valueOrClass(Object o) {
        return o == null ? "null" : isValue(o.getClass()) ? describe(o) : runtimeName(o.getClass());
    }

    private static List<String> classNames(Collection<?> c) {
        List<String> names = new ArrayList<>();
        for (Object o : c) {
            names.add(o == null ? "null" : runtimeName(o.getClass()));
        }
        names.sort(null);
        return names;
    }

    static boolean isValue(Class<?> type) {
        String n = type.getName();
        return type.isPrimitive() || type.isEnum() || type.getSuperclass() != null && type.getSuperclass().isEnum()
                || type == String.class || type == Boolean.class || type == Character.class || type == Class.class
                || Number.class.isAssignableFrom(type) && n.startsWith("java.")
                || n.startsWith("java.time.") || java.util.Date.class.isAssignableFrom(type)
                || type == java.util.UUID.class || type == java.util.Locale.class || type == java.util.Currency.class
                || Comparator.class.isAssignableFrom(type) && !Collection.class.isAssignableFrom(type) && !Map.class.isAssignableFrom(type);
    }

    private static boolean valueEquals(Object e, Object a) {
        if (e == null || a == null) {
            return e == a;
        }
        if (e instanceof Enum<?> x && a instanceof Enum<?> y) {
            return x.name().equals(y.name());
        }
        if (e instanceof Comparator<?>) {
            return sameClass(e.getClass(), a.getClass());
        }
        if (e instanceof Class<?> x && a instanceof Class<?> y) {
            return sameClass(x, y);
        }
        return Objects.equals(e, a) && sameClass(e.getClass(), a.getClass());
    }

    /** The same class, a generated class standing for its twin (and across two versions' loaders, by name). */
    static boolean sameClass(Class<?> expected, Class<?> actual) {
        if (expected.isArray() || actual.isArray()) {
            return expected.isArray() && actual.isArray() && sameClass(expected.getComponentType(), actual.getComponentType());
        }
        return runtimeName(expected).equals(runtimeName(actual));
    }

    /** A class's name, a twin's as the class it stands for. */
    static String runtimeName(Class<?> c) {
        String n = c.getName();
        if (n.startsWith(ClassSpec.PACKAGE + ".") && n.endsWith(ClassSpec.TWIN) && !n.contains("$")) {
            return n.substring(0, n.length() - ClassSpec.TWIN.length());
        }
        return n;
    }

    static String describe(Object o) {
        if (o == null) {
            return "null";
        }
        if (o instanceof String s) {
            return Scalars.stringLiteral(s.length() > 40 ? s.substring(0, 40) + "..." : s);
        }
        String text = isValue(o.getClass()) ? String.valueOf(o) : runtimeName(o.getClass()) + "@" + Integer.toHexString(System.identityHashCode(o));
        return text.length() > 80 ? text.substring(0, 80) + "..." : text;
    }

    private static String abbreviate(Object container) {
        String s;
        try {
            s = container instanceof Collection<?> c ? describeAll(c) : container instanceof Map<?, ?> m ? describeAll(m.entrySet()) : describe(container);
        } catch (RuntimeException e) {
            s = "(" + e + ")";
        }
        return runtimeName(container.getClass()).replace("java.util.", "") + " " + (s.length() > 160 ? s.substring(0, 160) + "...]" : s);
    }

    private static String describeAll(Collection<?> c) {
        List<String> parts = new ArrayList<>();
        for (Object o : c) {
            parts.add(o instanceof Map.Entry<?, ?> en ? describe(en.getKey()) + "=" + describe(en.getValue()) : describe(o));
        }
        return parts.toString();
    }
}
