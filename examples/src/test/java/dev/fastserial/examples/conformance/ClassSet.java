package dev.fastserial.examples.conformance;

import dev.fastserial.examples.conformance.ClassSpec.FieldSpec;
import dev.fastserial.examples.conformance.ClassSpec.Kind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The generated classes of one compilation, by name, and what follows from their declarations. */
final class ClassSet {
    private final Map<String, ClassSpec> byName = new LinkedHashMap<>();

    ClassSet(Collection<ClassSpec> classes) {
        for (ClassSpec c : classes) {
            byName.put(c.name(), c);
        }
    }

    ClassSpec get(String name) {
        ClassSpec c = byName.get(name);
        if (c == null) {
            throw new IllegalArgumentException("no generated class " + name + " in " + byName.keySet());
        }
        return c;
    }

    boolean has(String name) {
        return byName.containsKey(name);
    }

    Collection<ClassSpec> all() {
        return byName.values();
    }

    /** The class a twin or generated class name belongs to, or null (a JDK or support class). */
    ClassSpec ofRuntimeName(String binaryName) {
        String simple = binaryName.substring(binaryName.lastIndexOf('.') + 1);
        if (binaryName.startsWith(ClassSpec.PACKAGE + ".") && simple.endsWith(ClassSpec.TWIN)) {
            simple = simple.substring(0, simple.length() - ClassSpec.TWIN.length());
        }
        return binaryName.startsWith(ClassSpec.PACKAGE + ".") ? byName.get(simple) : null;
    }

    /** Every field of {@code c} and its superclasses (superclass fields first). */
    List<FieldSpec> allFields(ClassSpec c) {
        List<FieldSpec> fields = new ArrayList<>();
        if (c.superName() != null) {
            fields.addAll(allFields(get(c.superName())));
        }
        fields.addAll(c.fields());
        return fields;
    }

    /** The class that declares a field of {@code c}'s hierarchy. */
    ClassSpec declaring(ClassSpec c, String field) {
        for (ClassSpec k = c; k != null; k = k.superName() == null ? null : get(k.superName())) {
            if (k.field(field) != null) {
                return k;
            }
        }
        return null;
    }

    /** The generated classes a type names (type arguments included). */
    static Set<String> named(TypeRef t) {
        Set<String> names = new LinkedHashSet<>();
        collect(t, names);
        return names;
    }

    private static void collect(TypeRef t, Set<String> names) {
        if (t instanceof TypeRef.BeanRef b) {
            names.add(b.name());
            b.args().forEach(a -> collect(a, names));
        } else if (t instanceof TypeRef.Arr a) {
            collect(a.component(), names);
        } else if (t instanceof TypeRef.Coll c) {
            collect(c.element(), names);
        } else if (t instanceof TypeRef.MapRef m) {
            collect(m.key(), names);
            collect(m.value(), names);
        }
    }

    /** The classes {@code c} needs to compile: its superclass and every class its fields name. */
    Set<String> dependencies(ClassSpec c) {
        Set<String> deps = new LinkedHashSet<>();
        if (c.superName() != null) {
            deps.add(c.superName());
        }
        for (FieldSpec f : c.fields()) {
            deps.addAll(named(f.type()));
        }
        deps.remove(c.name());
        return deps;
    }

    /** Whether the type graph of {@code name} can reach itself (through fields of any generated class, superclasses included). */
    boolean reachesItself(String name) {
        Deque<String> work = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        work.addAll(edges(get(name)));
        while (!work.isEmpty()) {
            String next = work.pop();
            if (next.equals(name)) {
                return true;
            }
            if (seen.add(next) && has(next)) {
                work.addAll(edges(get(next)));
            }
        }
        return false;
    }

    private Set<String> edges(ClassSpec c) {
        Set<String> out = new LinkedHashSet<>();
        for (FieldSpec f : allFields(c)) {
            out.addAll(named(f.type()));
        }
        return out;
    }

    /** Whether the generated class is a bean (by reference where it reaches itself), not a value, record or mixed class. */
    boolean isBean(String name) {
        return get(name).kind() == Kind.BEAN;
    }

    /** The classes that depend, directly or not, on any of {@code names}, with them. */
    Set<String> withDependents(Set<String> names) {
        Set<String> out = new LinkedHashSet<>(names);
        boolean grew = true;
        while (grew) {
            grew = false;
            for (ClassSpec c : all()) {
                if (!out.contains(c.name()) && dependencies(c).stream().anyMatch(out::contains)) {
                    out.add(c.name());
                    grew = true;
                }
            }
        }
        return out;
    }

    ClassSet without(Set<String> names) {
        List<ClassSpec> kept = new ArrayList<>();
        for (ClassSpec c : all()) {
            if (!names.contains(c.name())) {
                kept.add(c);
            }
        }
        return new ClassSet(kept);
    }

    ClassSet with(ClassSpec replaced) {
        List<ClassSpec> out = new ArrayList<>();
        for (ClassSpec c : all()) {
            out.add(c.name().equals(replaced.name()) ? replaced : c);
        }
        return new ClassSet(out);
    }

    /** Qualified name to source: every class, its twin, and the support classes. */
    Map<String, String> sources() {
        Map<String, String> sources = new LinkedHashMap<>();
        for (String s : ClassSources.SUPPORT.keySet()) {
            sources.put(ClassSpec.PACKAGE + "." + s, ClassSources.supportSource(s));
        }
        for (ClassSpec c : all()) {
            sources.put(c.qualifiedName(), ClassSources.fast(c, this));
            if (c.kind() != Kind.BASE) {
                sources.put(c.twinQualifiedName(), ClassSources.twin(c, this));
            }
        }
        return sources;
    }
}
