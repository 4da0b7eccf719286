package dev.fastserial.examples.conformance;

import dev.fastserial.examples.conformance.ClassSpec.FieldSpec;
import dev.fastserial.examples.conformance.Comparison.Slot;
import dev.fastserial.examples.conformance.Difference.Place;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which places of a graph the processor's check of shared beans sees together. It refuses a bean type
 * held inline by one field and by reference by another wherever one class's declared types lead to both
 * (the class's fields, their elements, keys, values and components, the fields of the beans and values
 * they hold, superclass levels); it cannot see through an {@code Object} field, nor into the fields that a
 * subclass, met at run time in a field of its superclass's type, declares. So each place of a generated
 * object is reached, as the processor would see it, from a set of objects whose classes' declared types
 * show it: the root; an object reached through an {@code Object} (its own class's check starts there); a
 * subclass met in a field of its superclass's type, for the fields it declares itself. A bean split
 * between an inline and a by-reference place that no such object reaches both of is what the processor
 * could not refuse: the documented limit, not a failure.
 */
final class SeenTogether {
    private final ClassSet classes;
    /** For each generated object, by kind of place (inline, by reference), the objects whose declared types reach it. */
    private final IdentityHashMap<Object, Map<Place, Set<Integer>>> holdings = new IdentityHashMap<>();
    private final IdentityHashMap<Object, Integer> ids = new IdentityHashMap<>();
    /** The roots already walked with, per object and slot: a walk is repeated only with roots it lacked. */
    private final Map<List<Object>, Set<Integer>> walked = new HashMap<>();

    SeenTogether(ClassSet classes, Object root, TypeRef rootType) {
        this.classes = classes;
        walk(root, new Slot(rootType, false, false, Map.of()), Set.of(), true);
    }

    /** Whether some object's declared types reach both a place that holds {@code o} inline and one by reference. */
    boolean inlineAndByReferenceTogether(Object o) {
        Map<Place, Set<Integer>> held = holdings.getOrDefault(o, Map.of());
        Set<Integer> both = new HashSet<>(held.getOrDefault(Place.INLINE, Set.of()));
        both.retainAll(held.getOrDefault(Place.BY_REFERENCE, Set.of()));
        return !both.isEmpty();
    }

    private int id(Object o) {
        return ids.computeIfAbsent(o, k -> ids.size());
    }

    private void walk(Object o, Slot slot, Set<Integer> roots, boolean isRoot) {
        if (o == null || Comparison.isValue(o.getClass())) {
            return;
        }
        List<Object> key = List.of(new Identity(o), slot);
        Set<Integer> before = walked.get(key);
        if (before != null && before.containsAll(roots)) {
            return;
        }
        Set<Integer> now = new HashSet<>(roots);
        if (before != null) {
            now.addAll(before);
        }
        walked.put(key, now);
        if (o.getClass().isArray()) {
            if (!o.getClass().getComponentType().isPrimitive()) {
                Slot element = slot.declared() instanceof TypeRef.Arr arr ? slot.element(arr.component()) : slot.element(null);
                for (int i = 0; i < Array.getLength(o); i++) {
                    walk(Array.get(o, i), element, now, false);
                }
            }
        } else if (o instanceof Map<?, ?> m) {
            TypeRef.MapRef declared = slot.declared() instanceof TypeRef.MapRef r ? r : null;
            Slot keys = slot.element(declared == null ? null : declared.key());
            Slot values = slot.element(declared == null ? null : declared.value());
            for (Map.Entry<?, ?> e : new ArrayList<>(m.entrySet())) {
                walk(e.getKey(), keys, now, false);
                walk(e.getValue(), values, now, false);
            }
        } else if (o instanceof Collection<?> c) {
            Slot element = slot.element(slot.declared() instanceof TypeRef.Coll d ? d.element() : null);
            for (Object x : new ArrayList<>(c)) {
                walk(x, element, now, false);
            }
        } else {
            ClassSpec spec = classes.ofRuntimeName(o.getClass().getName());
            if (spec != null) {
                walkGenerated(o, spec, slot, now, isRoot);
            }
        }
    }

    private void walkGenerated(Object o, ClassSpec spec, Slot slot, Set<Integer> roots, boolean isRoot) {
        Place place = isRoot ? Place.ROOT : Comparison.place(classes, o, slot);
        if (place == Place.INLINE || place == Place.BY_REFERENCE) {
            holdings.computeIfAbsent(o, k -> new EnumMap<>(Place.class)).computeIfAbsent(place, k -> new HashSet<>()).addAll(roots);
        }
        Set<Integer> own = Set.of(id(o));
        Set<Integer> withOwn = new HashSet<>(roots);
        withOwn.add(id(o));
        boolean exact = slot.declared() instanceof TypeRef.BeanRef b && b.name().equals(spec.name());
        boolean declaredSeen = !slot.insideObject() && slot.declared() instanceof TypeRef.BeanRef;
        Set<String> shownByDeclared = declaredSeen ? levels(((TypeRef.BeanRef) slot.declared()).name()) : Set.of();
        Map<String, TypeRef> vars = new HashMap<>();
        if (exact) {
            TypeRef.BeanRef b = (TypeRef.BeanRef) slot.declared();
            for (int i = 0; i < spec.typeParams().size() && i < b.args().size(); i++) {
                vars.put(spec.typeParams().get(i), b.args().get(i));
            }
        }
        for (FieldSpec f : classes.allFields(spec)) {
            TypeRef declared = f.type().substitute(vars);
            Slot fieldSlot = new Slot(declared, f.byRef(), declared instanceof TypeRef.Var || declared instanceof TypeRef.Obj, vars);
            // the field's own class's check sees it; so does the outer one where the declared type shows the field
            boolean outerSees = isRoot || shownByDeclared.contains(classes.declaring(spec, f.name()).name());
            walk(Comparison.fieldValue(o, f.name()), fieldSlot, outerSees ? withOwn : own, false);
        }
    }

    /** The generated class {@code name} and its superclasses: the levels its declared type shows. */
    private Set<String> levels(String name) {
        Set<String> levels = new HashSet<>();
        for (String n = name; n != null && classes.has(n); n = classes.get(n).superName()) {
            levels.add(n);
        }
        return levels;
    }

    /** Identity as a key. */
    private record Identity(Object o) {
        @Override public boolean equals(Object other) {
            return other instanceof Identity i && i.o == o;
        }

        @Override public int hashCode() {
            return System.identityHashCode(o);
        }
    }
}
