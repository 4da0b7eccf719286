package dev.fastserial.processor.read;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Decides whether a {@code @FastSerial} bean type can reach itself through the types of written
 * fields (directly, through superclasses, arrays or type arguments). Such beans are written by
 * reference: inlining them could recurse forever on a cyclic object graph. Fields of open types
 * (Object, interfaces, type variables) do not count: they go through {@code writeObject}, whose
 * handles already stop any cycle.
 *
 * <p>Each bean's fields are seen as members of that bean, as its own externalizer sees them: in
 * {@code Node extends Base<Node>}, {@code Base}'s {@code T next} is a {@code Node}.
 *
 * <p>Linear in the beans and fields of a round: each type's outgoing edges are computed once, a
 * superclass without type parameters shares its edges with all its subclasses, and a bean
 * reaches itself exactly when it lies on a cycle, which one pass of Tarjan's algorithm decides
 * for every bean it meets (a search per bean was quadratic: every bean of a ring of N beans
 * walked all N).
 */
final class SelfReachability {
    private final Env env;
    /** The bean types named by each type's written fields (its own and inherited), seen from that type. */
    private final Map<TypeElement, Set<TypeElement>> edges = new HashMap<>();
    /** Whether a type lies on a cycle; known for every type of each strongly connected component finished. */
    private final Map<TypeElement, Boolean> onCycle = new HashMap<>();
    /** As {@link #edges}, plain Serializable classes of the user's included (for value types: {@link #valueLeadsTo}). */
    private final Map<TypeElement, Set<TypeElement>> valueEdges = new HashMap<>();

    SelfReachability(Env env) {
        this.env = env;
    }

    boolean reachesItself(TypeElement bean) {
        if (!onCycle.containsKey(bean)) {
            components(bean);
        }
        return onCycle.get(bean);
    }

    /**
     * Whether a value of {@code type} (a field's type) can lead to a {@code target}: it names
     * {@code target}, or a bean type from which {@code target} is reachable.
     */
    boolean leadsTo(TypeMirror type, TypeElement target) {
        Set<TypeElement> named = new LinkedHashSet<>();
        collectBeanTypes(type, named);
        return reaches(named, target, this::edgesOf);
    }

    /** Whether a search from {@code named} along {@code edges} meets {@code target}. */
    private static boolean reaches(Set<TypeElement> named, TypeElement target,
                                   java.util.function.Function<TypeElement, Set<TypeElement>> edges) {
        Deque<TypeElement> todo = new ArrayDeque<>(named);
        Set<TypeElement> seen = new HashSet<>(named);
        while (!todo.isEmpty()) {
            TypeElement t = todo.pop();
            if (t.equals(target)) {
                return true;
            }
            for (TypeElement next : edges.apply(t)) {
                if (seen.add(next)) {
                    todo.push(next);
                }
            }
        }
        return false;
    }

    /**
     * Whether a value of {@code type} (a field of a record, immutable or mixed class) can lead back to
     * {@code value}, as {@link #leadsTo} does, but also through the fields of plain Serializable classes
     * (not {@code @FastSerial}, not the JDK's): Java serialization writes those field by field, and a
     * reference in them back to a value still being read would get its serialization proxy in its place
     * (a StepRun whose final JobRun, a plain class, holds a list of its StepRuns). For beans such
     * classes stop nothing either, but their handles keep the cycle, so {@link #reachesItself} leaves them out.
     */
    boolean valueLeadsTo(TypeMirror type, TypeElement value) {
        Set<TypeElement> named = new LinkedHashSet<>();
        collectValueEdgeTypes(type, named);
        return valueReaches(named, value);
    }

    /** {@link #valueLeadsTo} from any of {@code value}'s fields (one search, before looking for the field). */
    boolean valueReachesItself(TypeElement value) {
        return valueReaches(valueEdgesOf(value), value);
    }

    private boolean valueReaches(Set<TypeElement> named, TypeElement value) {
        return reaches(named, value, this::valueEdgesOf);
    }

    /** The types {@link #valueLeadsTo} follows from the written fields of {@code type} and its superclasses. */
    private Set<TypeElement> valueEdgesOf(TypeElement type) {
        Set<TypeElement> known = valueEdges.get(type);
        if (known != null) {
            return known;
        }
        Set<TypeElement> found = new LinkedHashSet<>();
        valueEdges.put(type, found); // a type that names itself is found through the search, not here
        for (TypeElement c = type; c != null && !Env.isJavaLangObject(c); c = Env.classOf(c.getSuperclass())) {
            for (VariableElement field : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                Set<Modifier> modifiers = field.getModifiers();
                if (!modifiers.contains(Modifier.STATIC) && !modifiers.contains(Modifier.TRANSIENT)) {
                    collectValueEdgeTypes(env.memberType(type, field), found);
                }
            }
        }
        return found;
    }

    /**
     * Whether a value of {@code type} (a field of the record, immutable or mixed class {@code value}) can hold a
     * {@code value} at run time where the compiler cannot see it: through a type {@code value} is assignable to
     * ({@code Object}, {@code Serializable}, an interface it implements; a type variable or wildcard of such a bound),
     * in the type itself, its type arguments and array components, and the fields of the user's classes it names
     * (beans and plain Serializable classes), as {@link #valueLeadsTo} follows them. Such a field's value may refer
     * back to the value being written, a cycle no constructor restores; its serialization proxy looks for one
     * before writing. An object of a class the declared types do not show (a subclass or an implementation with
     * fields of its own) is not followed.
     */
    boolean mayHold(TypeMirror type, TypeElement value) {
        TypeMirror target = env.types.erasure(value.asType());
        Deque<TypeMirror> todo = new ArrayDeque<>();
        todo.push(type);
        Set<TypeElement> walked = new HashSet<>();
        Set<javax.lang.model.element.Element> variables = new HashSet<>();
        while (!todo.isEmpty()) {
            TypeMirror t = todo.pop();
            switch (t.getKind()) {
                case ARRAY:
                    todo.push(((ArrayType) t).getComponentType());
                    break;
                case TYPEVAR: // once each: a bound may name its variable (T extends Comparable<T>)
                    if (variables.add(((javax.lang.model.type.TypeVariable) t).asElement())) {
                        todo.push(((javax.lang.model.type.TypeVariable) t).getUpperBound());
                    }
                    break;
                case WILDCARD:
                    TypeMirror bound = ((javax.lang.model.type.WildcardType) t).getExtendsBound();
                    if (bound == null) {
                        return true; // ?: any object
                    }
                    todo.push(bound);
                    break;
                case INTERSECTION:
                    ((javax.lang.model.type.IntersectionType) t).getBounds().forEach(todo::push);
                    break;
                case DECLARED:
                    if (env.types.isSubtype(target, env.types.erasure(t))) {
                        return true;
                    }
                    ((DeclaredType) t).getTypeArguments().forEach(todo::push);
                    TypeElement element = Env.classOf(t);
                    if ((env.isFastSerial(element) || isPlainSerializableClass(element)) && walked.add(element)) {
                        for (TypeElement c = element; c != null && !Env.isJavaLangObject(c); c = Env.classOf(c.getSuperclass())) {
                            for (VariableElement field : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                                Set<Modifier> modifiers = field.getModifiers();
                                if (!modifiers.contains(Modifier.STATIC) && !modifiers.contains(Modifier.TRANSIENT)) {
                                    todo.push(env.memberType(element, field));
                                }
                            }
                        }
                    }
                    break;
                default:
                    break;
            }
        }
        return false;
    }

    /** {@link #collectBeanTypes}, and the user's plain Serializable classes (not the JDK's: their fields are its own). */
    private void collectValueEdgeTypes(TypeMirror type, Set<TypeElement> found) {
        collect(type, found, true);
    }

    private boolean isPlainSerializableClass(TypeElement element) {
        String name = element.getQualifiedName().toString();
        return element.getKind() == javax.lang.model.element.ElementKind.CLASS && env.isSerializable(element.asType())
                && !name.startsWith("java.") && !name.startsWith("javax.") && !name.startsWith("jdk.")
                && !name.startsWith("sun.") && !name.startsWith("com.sun.");
    }

    /** Which classes reachable from {@code root} lie on a cycle: their strongly connected component. */
    private void components(TypeElement root) {
        StronglyConnected.search(root, this::edgesOf, onCycle::containsKey, component -> {
            TypeElement only = component.get(0);
            boolean cyclic = component.size() > 1 || edgesOf(only).contains(only);
            for (TypeElement c : component) {
                onCycle.put(c, cyclic);
            }
        });
    }

    /** The bean types named by the written fields of {@code type} and its superclasses, seen from {@code type}. */
    private Set<TypeElement> edgesOf(TypeElement type) {
        Set<TypeElement> known = edges.get(type);
        if (known != null) {
            return known;
        }
        Set<TypeElement> found = new LinkedHashSet<>();
        for (TypeElement c = type; c != null && !Env.isJavaLangObject(c); c = Env.classOf(c.getSuperclass())) {
            if (c != type && looksTheSameFromEverySubclass(c)) {
                found.addAll(edgesOf(c));
                break;
            }
            for (VariableElement field : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                Set<Modifier> modifiers = field.getModifiers();
                if (!modifiers.contains(Modifier.STATIC) && !modifiers.contains(Modifier.TRANSIENT)) {
                    collectBeanTypes(env.memberType(type, field), found);
                }
            }
        }
        edges.put(type, found);
        return found;
    }

    /**
     * No type variable in the fields of {@code c} or above it can be bound by a subclass: {@code c}
     * has no type parameters and is not an inner class of a generic class (its superclasses' type
     * arguments are fixed by {@code c} itself).
     */
    private static boolean looksTheSameFromEverySubclass(TypeElement c) {
        return c.getTypeParameters().isEmpty() && ((DeclaredType) c.asType()).getEnclosingType().getKind() == TypeKind.NONE;
    }

    private void collectBeanTypes(TypeMirror type, Set<TypeElement> found) {
        collect(type, found, false);
    }

    /**
     * The @FastSerial classes {@code type} names (itself, its arrays' components, its type arguments),
     * and the user's plain Serializable ones too where {@code plainToo}.
     */
    private void collect(TypeMirror type, Set<TypeElement> found, boolean plainToo) {
        switch (type.getKind()) {
            case ARRAY:
                collect(((ArrayType) type).getComponentType(), found, plainToo);
                break;
            case DECLARED:
                TypeElement element = Env.classOf(type);
                if (env.isFastSerial(element) || plainToo && isPlainSerializableClass(element)) {
                    found.add(element);
                }
                for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
                    collect(argument, found, plainToo);
                }
                break;
            default:
                break;
        }
    }
}
