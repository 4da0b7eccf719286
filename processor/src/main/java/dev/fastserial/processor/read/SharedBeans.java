package dev.fastserial.processor.read;

import com.squareup.javapoet.ClassName;
import dev.fastserial.processor.Message;
import dev.fastserial.processor.Message.Phrase;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.Encoding.Why;
import dev.fastserial.processor.model.Spelling;
import dev.fastserial.processor.read.TypeResolver.Resolution;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.IntersectionType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;

/**
 * One object held in two fields, one of which writes it inline (a copy) and the other by reference, would
 * come back as two objects: a change made through one field would no longer show in the other. The two
 * fields need not be in one class: any two fields of the type graph a class reaches through declared types
 * can hold the same object of a message (its own fields and superclass levels; the elements, keys, values,
 * array components and type arguments of their types; the fields of the beans and values those hold,
 * inline or by reference, compiled here or from a jar, whose {@code @ByReference} the class file keeps; also
 * where a declared type goes through writeObject, a {@code CopyOnWriteArrayList<Entry>}, whose elements'
 * externalizers write their fields all the same).
 * Refused on the field that holds the bean type inline, naming it as the field to mark {@code @ByReference}:
 * FS225 when both fields are in the stream of the class being read (its own levels, the superclasses it
 * writes, the {@code @FastSerial} superclasses it chains to), FS226 when they are in classes it reaches,
 * FS227 on the field that leads there when the inline field is in a class compiled elsewhere. Reported
 * once per inline field, by the class through which both fields meet (no class reached from it reaches
 * both): a pair within a class it reaches is that class's error, and a class compiled elsewhere had its
 * own check. A field declared {@code Object} or an interface, which may hold anything, does not count, nor
 * the fields of a subclass that only the run time shows (docs/types.md says so).
 *
 * <p>Cheap where nothing is split, which is almost always: each class's fields are resolved once a round,
 * and the bean types held inline and by reference anywhere in the graph below a class are merged once per
 * strongly connected component of the graph (beans that reach themselves form cycles); only a class whose
 * graph holds a type both ways is searched field by field.
 */
final class SharedBeans {
    private final Env env;
    private final FieldCollector collector;
    private final TypeResolver types;
    private final CompilationScope scope;
    /** Each class's stream, resolved once. */
    private final Map<TypeElement, Node> nodes = new HashMap<>();
    /** The bean types held inline and by reference anywhere in the graph below each class (itself included). */
    private final Map<TypeElement, Summary> summaries = new HashMap<>();
    /** Each bean type and its superclasses, by name. */
    private final Map<ClassName, List<ClassName>> supertypes = new HashMap<>();
    /** Whether an object of the first class may be held as the second. */
    private final Map<List<ClassName>, Boolean> assignable = new HashMap<>();
    /** The classes that received an error while another class was read: none of their code is generated. */
    private final Set<TypeElement> refusedForOthers = new HashSet<>();

    SharedBeans(Env env, FieldCollector collector, TypeResolver types, CompilationScope scope) {
        this.env = env;
        this.collector = collector;
        this.types = types;
        this.scope = scope;
    }

    /** A field and the bean types it holds inline, and by reference (with why), and the classes whose fields its values bring. */
    private record Held(FieldCollector.Source source, Set<ClassName> inline, Map<ClassName, Why> byReference,
                        Set<TypeElement> next) {}

    /** The fields a class's externalizers write, and the classes they lead to (its chained superclass too). */
    private record Node(List<Held> fields, List<TypeElement> next) {}

    /** What the graph below a class holds: the bean types inline, and those by reference. */
    private record Summary(Set<ClassName> inline, Set<ClassName> byReference) {}

    /** A field of the graph below the class being read, met in the stream of {@code node}, holding {@code type}. */
    private record Occurrence(Held held, TypeElement node, ClassName type, Why why) {
        VariableElement field() {
            return held.source().field();
        }
    }

    /**
     * @param owned the fields the bean's externalizer writes (its own class levels)
     * @param chainTo the {@code @FastSerial} superclass whose externalizer writes the levels above, or null
     */
    void check(TypeElement bean, List<FieldCollector.Source> owned, TypeElement chainTo) {
        if (!nodes.containsKey(bean)) {
            nodes.put(bean, node(owned, chainTo)); // not computeIfAbsent: the chained superclass's node is put meanwhile
        }
        Summary summary = summary(bean);
        for (ClassName copied : summary.inline()) {
            for (ClassName type : supertypes(copied)) {
                if (summary.byReference().contains(type)) {
                    new Search(bean).run(); // some field may hold a bean type inline that another holds by reference
                    return;
                }
            }
        }
    }

    /** Whether {@code bean} received an error while another class was read (a field of its at fault). */
    boolean refusedForOthers(TypeElement bean) {
        return refusedForOthers.contains(bean);
    }

    /** The stream of {@code type}, a {@code @FastSerial} bean or value, as its externalizers write it. */
    private Node node(TypeElement type) {
        Node known = nodes.get(type);
        if (known == null) {
            boolean value = env.isValueType(type);
            FieldCollector.Collected collected = collector.collect(type, !value);
            known = node(collected.fields(), collected.chainTo());
            nodes.put(type, known);
        }
        return known;
    }

    private Node node(List<FieldCollector.Source> owned, TypeElement chainTo) {
        List<Held> fields = held(owned);
        Set<TypeElement> next = new LinkedHashSet<>();
        if (chainTo != null) {
            fields.addAll(node(chainTo).fields()); // written by its own externalizer, in the same stream
            next.add(chainTo);
        }
        for (Held h : fields) {
            next.addAll(h.next());
        }
        return new Node(fields, List.copyOf(next));
    }

    private List<Held> held(List<FieldCollector.Source> fields) {
        List<Held> held = new ArrayList<>();
        for (FieldCollector.Source source : fields) {
            Resolution r = types.resolve(source.type(), Names.hasAnnotation(source.field(), Names.BY_REFERENCE));
            if (r instanceof Resolution.Ok ok) {
                Set<ClassName> inline = new LinkedHashSet<>();
                Map<ClassName, Why> byReference = new LinkedHashMap<>();
                Set<TypeElement> next = new LinkedHashSet<>();
                collect(ok.encoding(), inline, byReference, next);
                named(source.type(), next, new HashSet<>());
                held.add(new Held(source, inline, byReference, next));
            }
        }
        return held;
    }

    /**
     * The bean types {@code e} writes inline, and those it writes by reference, at any depth; and the classes
     * whose fields are written with it: beans and values inline, beans by reference (not those replaced by
     * writeReplace, which write what it returns).
     */
    private void collect(Encoding e, Set<ClassName> inline, Map<ClassName, Why> byReference, Set<TypeElement> next) {
        if (e instanceof Encoding.InlineBean b) {
            inline.add(b.rawType());
            addElement(b.rawType(), next);
        } else if (e instanceof Encoding.InlineValue v) {
            addElement(v.rawType(), next);
        } else if (e instanceof Encoding.ObjectStream o && o.why() != Why.FALLBACK && o.checkedType() instanceof ClassName c) {
            byReference.putIfAbsent(c, o.why());
            if (o.why() != Why.REPLACED) {
                addElement(c, next);
            }
        }
        for (Encoding child : e.children()) {
            collect(child, inline, byReference, next);
        }
    }

    /**
     * The {@code @FastSerial} classes a declared type names anywhere (type arguments, array components, bounds):
     * also where the type goes through writeObject ({@code CopyOnWriteArrayList<Line>} as a declared type, a raw
     * generic value), Java serialization calls their externalizers, which write their fields. Not a bean whose
     * writeReplace writes something else in its place.
     */
    private void named(TypeMirror type, Set<TypeElement> next, Set<Element> variables) {
        switch (type.getKind()) {
            case ARRAY -> named(((ArrayType) type).getComponentType(), next, variables);
            case DECLARED -> {
                TypeElement element = Env.classOf(type);
                if (element != null && env.isFastSerial(element)
                        && (env.isValueType(element) || SerialHooks.declaredNoArg(element, "writeReplace") == null)) {
                    next.add(element);
                }
                for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
                    named(argument, next, variables);
                }
            }
            case WILDCARD -> {
                TypeMirror bound = ((WildcardType) type).getExtendsBound();
                if (bound != null) {
                    named(bound, next, variables);
                }
            }
            case TYPEVAR -> { // once each: a bound may name its variable (T extends Comparable<T>)
                if (variables.add(((TypeVariable) type).asElement())) {
                    named(((TypeVariable) type).getUpperBound(), next, variables);
                }
            }
            case INTERSECTION -> ((IntersectionType) type).getBounds().forEach(b -> named(b, next, variables));
            default -> { }
        }
    }

    private void addElement(ClassName name, Set<TypeElement> next) {
        TypeElement element = env.elements.getTypeElement(name.canonicalName());
        if (element != null) {
            next.add(element);
        }
    }

    /** The bean types inline and by reference below each class, merged per strongly connected component. */
    private Summary summary(TypeElement root) {
        Summary known = summaries.get(root);
        if (known != null) {
            return known;
        }
        StronglyConnected.search(root, type -> node(type).next(), summaries::containsKey, component -> {
            Summary merged = new Summary(new HashSet<>(), new HashSet<>());
            for (TypeElement c : component) {
                for (Held h : node(c).fields()) {
                    merged.inline().addAll(h.inline());
                    merged.byReference().addAll(h.byReference().keySet());
                }
                for (TypeElement n : node(c).next()) {
                    Summary below = summaries.get(n); // null: in this component
                    if (below != null) {
                        merged.inline().addAll(below.inline());
                        merged.byReference().addAll(below.byReference());
                    }
                }
            }
            for (TypeElement c : component) {
                summaries.put(c, merged);
            }
        });
        return summaries.get(root);
    }

    /** The graph below one class, searched field by field for a bean type held both ways. */
    private final class Search {
        private final TypeElement bean;
        /** The classes below the bean (itself first), breadth first. */
        private final List<TypeElement> below = new ArrayList<>();
        /** The classes whose stream writes each field. */
        private final Map<VariableElement, Set<TypeElement>> holders = new HashMap<>();
        private final Map<TypeElement, Set<TypeElement>> reach = new HashMap<>();

        Search(TypeElement bean) {
            this.bean = bean;
        }

        void run() {
            List<Occurrence> inline = new ArrayList<>();
            List<Occurrence> byReference = new ArrayList<>();
            below.addAll(reach(bean));
            for (TypeElement node : below) {
                for (Held h : node(node).fields()) {
                    holders.computeIfAbsent(h.source().field(), f -> new HashSet<>()).add(node);
                    for (ClassName type : h.inline()) {
                        inline.add(new Occurrence(h, node, type, null));
                    }
                    h.byReference().forEach((type, why) -> byReference.add(new Occurrence(h, node, type, why)));
                }
            }
            Set<VariableElement> done = new HashSet<>();
            for (Occurrence copied : inline) {
                if (done.contains(copied.field())) {
                    continue;
                }
                for (Occurrence shared : byReference) {
                    if (!shared.field().equals(copied.field()) && isA(copied.type(), shared.type())
                            && meeting(copied.field(), shared.field()).equals(bean)) {
                        done.add(copied.field());
                        report(copied, shared);
                        break;
                    }
                }
            }
        }

        /** The classes {@code from} reaches through its fields (itself first), breadth first. */
        private Set<TypeElement> reach(TypeElement from) {
            Set<TypeElement> known = reach.get(from);
            if (known == null) {
                known = new LinkedHashSet<>();
                Deque<TypeElement> todo = new ArrayDeque<>();
                known.add(from);
                todo.add(from);
                while (!todo.isEmpty()) {
                    for (TypeElement n : node(todo.poll()).next()) {
                        if (known.add(n)) {
                            todo.add(n);
                        }
                    }
                }
                reach.put(from, known);
            }
            return known;
        }

        private boolean reaches(TypeElement from, VariableElement field) {
            for (TypeElement holder : holders.getOrDefault(field, Set.of())) {
                if (reach(from).contains(holder)) {
                    return true;
                }
            }
            return false;
        }

        /** The class below the bean through which both fields meet: it reaches both, and none it reaches does. */
        private TypeElement meeting(VariableElement first, VariableElement second) {
            TypeElement at = bean;
            Set<TypeElement> tried = new HashSet<>(Set.of(bean));
            boolean deeper = true;
            while (deeper) {
                deeper = false;
                for (TypeElement n : node(at).next()) {
                    if (tried.add(n) && reaches(n, first) && reaches(n, second)) {
                        at = n;
                        deeper = true;
                        break;
                    }
                }
            }
            return at;
        }

        /** The field of the bean's stream through which {@code field} is reached (itself, when in the stream). */
        private Held lead(VariableElement field) {
            for (Held h : node(bean).fields()) {
                if (h.source().field().equals(field)) {
                    return h;
                }
            }
            for (Held h : node(bean).fields()) {
                for (TypeElement n : h.next()) {
                    if (reaches(n, field)) {
                        return h;
                    }
                }
            }
            return null;
        }

        /** One error for the inline field of the pair, the first time any class meets it. */
        private void report(Occurrence copied, Occurrence shared) {
            FieldCollector.Source at = copied.held().source();
            FieldCollector.Source other = shared.held().source();
            TypeElement declaring = at.declaringClass();
            if (!scope.firstRefusalOf(declaring, at.field().getSimpleName().toString())) {
                return;
            }
            String why = why(shared.type(), shared.why());
            String held = copied.type().simpleName();
            if (!scope.compiles(declaring)) {
                Held lead = lead(at.field());
                Element target = lead == null ? bean : BeanReader.errorTarget(bean, lead.source());
                env.reporter.error(target, Message.SHARED_BEAN_SPLIT_ELSEWHERE, name(at), declaring.getSimpleName(), held,
                        bean.getSimpleName(), lead == null ? name(at) : lead.source().label(bean), labelOf(other),
                        Spelling.of(other.type()), why);
                return;
            }
            for (TypeElement holder : holders.getOrDefault(at.field(), Set.of())) {
                if (!holder.equals(bean)) {
                    refusedForOthers.add(holder); // its own stream holds the field at fault
                }
            }
            if (copied.node().equals(bean) && shared.node().equals(bean)) {
                env.reporter.error(at.field(), Message.SHARED_BEAN_SPLIT, at.label(bean), Spelling.of(at.type()), held,
                        other.label(bean), Spelling.of(other.type()), why);
            } else {
                Held toCopied = lead(at.field());
                Held toShared = lead(other.field());
                env.reporter.error(at.field(), Message.SHARED_BEAN_SPLIT_ACROSS, labelOf(at), Spelling.of(at.type()), held,
                        labelOf(other), Spelling.of(other.type()), why, bean.getSimpleName(),
                        toCopied == null ? labelOf(at) : toCopied.source().label(bean),
                        toShared == null ? labelOf(other) : toShared.source().label(bean));
            }
        }
    }

    /** {@code field 'x'}, or a record's {@code component 'x'}. */
    private static String name(FieldCollector.Source source) {
        String name = source.field().getSimpleName().toString();
        return source.declaringClass().getKind() == ElementKind.RECORD ? Phrase.COMPONENT.text(name) : Phrase.FIELD.text(name);
    }

    /** {@code field 'x' of Holder}: a field of another class than the one being read. */
    private static String labelOf(FieldCollector.Source source) {
        String name = source.field().getSimpleName().toString();
        Object owner = source.declaringClass().getSimpleName();
        return source.declaringClass().getKind() == ElementKind.RECORD ? Phrase.COMPONENT_OF.text(name, owner)
                : Phrase.FIELD_OF.text(name, owner);
    }

    /** {@code type} and its superclasses, by name: the by-reference types an object of it may be held as. */
    private List<ClassName> supertypes(ClassName type) {
        return supertypes.computeIfAbsent(type, t -> {
            List<ClassName> all = new ArrayList<>();
            for (TypeElement c = env.elements.getTypeElement(t.canonicalName()); c != null && !Env.isJavaLangObject(c);
                    c = Env.classOf(c.getSuperclass())) {
                all.add(ClassName.get(c));
            }
            return all;
        });
    }

    /** An object of {@code inline} may be held as a {@code byReference}: the same class or a subclass. */
    private boolean isA(ClassName inline, ClassName byReference) {
        return assignable.computeIfAbsent(List.of(inline, byReference), k -> {
            TypeElement a = env.elements.getTypeElement(inline.canonicalName());
            TypeElement b = env.elements.getTypeElement(byReference.canonicalName());
            return a != null && b != null && env.types.isSubtype(env.types.erasure(a.asType()), env.types.erasure(b.asType()));
        });
    }

    private String why(ClassName type, Why why) {
        TypeElement element = env.elements.getTypeElement(type.canonicalName());
        return switch (why) {
            case REQUESTED -> Phrase.MARKED_BY_REFERENCE.text();
            case SELF_REACHING -> element != null && element.getModifiers().contains(Modifier.ABSTRACT)
                    ? Phrase.ABSTRACT_BY_REFERENCE.text(type.simpleName()) : Phrase.REACHES_ITSELF.text(type.simpleName());
            case REPLACED -> Phrase.REPLACED_BY_REFERENCE.text(type.simpleName());
            case CONSTRUCTOR_THROWS -> Phrase.CONSTRUCTOR_THROWS_BY_REFERENCE.text(type.simpleName());
            case FALLBACK -> throw new IllegalArgumentException("not by reference: " + type);
        };
    }
}
