package dev.fastserial.processor.read;

import dev.fastserial.processor.Names;
import dev.fastserial.processor.Reporter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * What every reader needs: javac's utilities, the reporter, a few well-known types, and the
 * caches of one round (javac's elements are valid for the round only), so that no type's members
 * or annotations are scanned twice.
 */
final class Env {
    final Elements elements;
    final Types types;
    final Reporter reporter;
    final TypeMirror serializable;
    final TypeMirror externalizable;
    final TypeMirror objectOutput;
    final TypeMirror objectInput;
    /** java.util.Collection and java.util.Map, raw: the containers a final field may be filled in place. */
    private final TypeMirror collection;
    private final TypeMirror map;
    private final TypeMirror runtimeException;
    private final TypeMirror error;
    private final TypeMirror ioException;
    private final TypeMirror classNotFoundException;
    private final Map<TypeElement, Map<String, List<ExecutableElement>>> methodsByName = new HashMap<>();
    private final Map<TypeElement, Map<ExecutableElement, Integer>> methodPositions = new HashMap<>();
    private final Map<TypeElement, Map<String, VariableElement>> fieldsByName = new HashMap<>();
    private final Map<TypeElement, Boolean> fastSerial = new HashMap<>();
    private final Map<TypeElement, Boolean> valueTypes = new HashMap<>();
    private Set<String> javaLangNames;
    private final Map<String, Boolean> javaLangByName = new HashMap<>();
    private Optional<ModuleElement> javaBase;

    Env(Elements elements, Types types, Reporter reporter) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
        this.serializable = typeOf("java.io.Serializable");
        this.externalizable = typeOf("java.io.Externalizable");
        this.objectOutput = typeOf("java.io.ObjectOutput");
        this.objectInput = typeOf("java.io.ObjectInput");
        this.collection = types.erasure(typeOf("java.util.Collection"));
        this.map = types.erasure(typeOf("java.util.Map"));
        this.runtimeException = typeOf("java.lang.RuntimeException");
        this.error = typeOf("java.lang.Error");
        this.ioException = typeOf("java.io.IOException");
        this.classNotFoundException = typeOf("java.lang.ClassNotFoundException");
    }

    /**
     * The methods of a type named {@code name}, inherited ones included, in javac's order;
     * all of a type's members are indexed once a round, so looking up a bean's accessors costs
     * the same for its first field as for its 500th.
     */
    List<ExecutableElement> methodsNamed(TypeElement type, String name) {
        indexMethods(type);
        return methodsByName.get(type).getOrDefault(name, List.of());
    }

    /** Where a method of {@link #methodsNamed} stands among all of the type's methods. */
    int memberPosition(TypeElement type, ExecutableElement method) {
        indexMethods(type);
        return methodPositions.get(type).get(method);
    }

    private void indexMethods(TypeElement type) {
        if (methodsByName.containsKey(type)) {
            return;
        }
        Map<String, List<ExecutableElement>> byName = new HashMap<>();
        Map<ExecutableElement, Integer> positions = new HashMap<>();
        for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(type))) {
            byName.computeIfAbsent(method.getSimpleName().toString(), k -> new ArrayList<>()).add(method);
            positions.put(method, positions.size());
        }
        methodsByName.put(type, byName);
        methodPositions.put(type, positions);
    }

    /** The field {@code name} that {@code type} itself declares, or null; indexed once a round per type. */
    VariableElement fieldNamed(TypeElement type, String name) {
        return fieldsByName.computeIfAbsent(type, t -> {
            Map<String, VariableElement> byName = new HashMap<>();
            for (VariableElement field : ElementFilter.fieldsIn(t.getEnclosedElements())) {
                byName.putIfAbsent(field.getSimpleName().toString(), field);
            }
            return byName;
        }).get(name);
    }

    /** Whether a class carries {@code @FastSerial}; its annotations are read once a round. */
    boolean isFastSerial(TypeElement type) {
        return fastSerial.computeIfAbsent(type, t -> Names.hasAnnotation(t, Names.FAST_SERIAL));
    }

    /**
     * The nearest {@code @FastSerial} superclass of a class, whose externalizer a bean chains to
     * (its level comes before the class's own in the stream); null when none is below Object.
     */
    TypeElement fastSerialSuperclass(TypeElement type) {
        for (TypeElement c = classOf(type.getSuperclass()); c != null && !isJavaLangObject(c); c = classOf(c.getSuperclass())) {
            if (isFastSerial(c)) {
                return c;
            }
        }
        return null;
    }

    /**
     * Whether a {@code @FastSerial} type is a value type, rebuilt through a constructor and written
     * through a generated serialization proxy: a record, or a concrete class that is not
     * Externalizable and shows it is meant to be one (a final instance field of its own, a
     * {@code writeReplace}, or a {@code @SerialConstructor} constructor). Every other
     * {@code @FastSerial} class is a bean: one that does not implement Externalizable is told so.
     */
    boolean isValueType(TypeElement type) {
        return valueTypes.computeIfAbsent(type, t -> isFastSerial(t) && looksLikeValue(t));
    }

    private boolean looksLikeValue(TypeElement type) {
        if (type.getKind() == ElementKind.RECORD) {
            return true;
        }
        if (type.getKind() != ElementKind.CLASS || type.getModifiers().contains(Modifier.ABSTRACT)
                || types.isAssignable(types.erasure(type.asType()), externalizable)) {
            return false;
        }
        for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            Set<Modifier> modifiers = field.getModifiers();
            if (modifiers.contains(Modifier.FINAL) && !modifiers.contains(Modifier.STATIC)
                    && !modifiers.contains(Modifier.TRANSIENT)) {
                return true;
            }
        }
        if (SerialHooks.declaredNoArg(type, "writeReplace") != null) {
            return true;
        }
        for (ExecutableElement constructor : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            if (Names.hasAnnotation(constructor, Names.SERIAL_CONSTRUCTOR)) {
                return true;
            }
        }
        return false;
    }

    /**
     * What a value type is called in messages: a record; an immutable class (every field it writes
     * final); or a mixed class (final fields from its constructor, others set after it).
     */
    dev.fastserial.processor.Message.Phrase valueKind(TypeElement type) {
        if (type.getKind() == ElementKind.RECORD) {
            return dev.fastserial.processor.Message.Phrase.RECORD;
        }
        for (TypeElement c = type; c != null && !isJavaLangObject(c); c = classOf(c.getSuperclass())) {
            for (VariableElement field : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                Set<Modifier> modifiers = field.getModifiers();
                if (!modifiers.contains(Modifier.STATIC) && !modifiers.contains(Modifier.TRANSIENT)
                        && !modifiers.contains(Modifier.FINAL)) {
                    return dev.fastserial.processor.Message.Phrase.MIXED_CLASS;
                }
            }
        }
        return dev.fastserial.processor.Message.Phrase.IMMUTABLE_CLASS;
    }

    /**
     * Whether java.lang has a top-level type of this simple name. Asked of java.base alone, once a
     * name and round: asking javac for {@code java.lang.<Name>} without a module searches every
     * module's class files on a miss (most names are misses), and listing java.lang's types
     * completes all of its ~250 classes (a fifth of the processor's time in a module of 20 beans).
     * Without modules (source 8, or a compiler that cannot look a type up in one), java.lang's
     * names are listed once a round.
     */
    boolean isJavaLangName(String simpleName) {
        if (javaBase == null) {
            ModuleElement module = elements.getModuleElement("java.base");
            // A compiler that gives the module but cannot look a type up in it gets the listing.
            boolean usable = module != null && elements.getTypeElement(module, "java.lang.Object") != null;
            javaBase = usable ? Optional.of(module) : Optional.empty();
        }
        if (javaBase.isPresent()) {
            return javaLangByName.computeIfAbsent(simpleName,
                    n -> elements.getTypeElement(javaBase.get(), "java.lang." + n) != null);
        }
        if (javaLangNames == null) {
            PackageElement javaLang = elements.getPackageElement("java.lang");
            if (javaLang == null) { // never seen; ask by name, as before
                return elements.getTypeElement("java.lang." + simpleName) != null;
            }
            Set<String> names = new HashSet<>();
            for (TypeElement type : ElementFilter.typesIn(javaLang.getEnclosedElements())) {
                names.add(type.getSimpleName().toString());
            }
            javaLangNames = names;
        }
        return javaLangNames.contains(simpleName);
    }

    TypeMirror typeOf(String qualifiedName) {
        return elements.getTypeElement(qualifiedName).asType();
    }

    /**
     * A field's type as a member of {@code site}: {@code T next} declared in {@code Base<T>} is
     * {@code Node} in {@code Node extends Base<Node>}. Every check of a field's type goes through this.
     */
    TypeMirror memberType(TypeElement site, VariableElement field) {
        return types.asMemberOf((DeclaredType) site.asType(), field);
    }

    /**
     * {@code ancestor} (a superclass of {@code bean}, or the bean) as the bean sees it, with the
     * actual type arguments: {@code Base<String>} for {@code Page extends Base<String>}.
     */
    DeclaredType supertypeAsSeen(TypeElement bean, TypeElement ancestor) {
        TypeMirror t = bean.asType();
        while (!classOf(t).equals(ancestor)) {
            TypeMirror next = null;
            for (TypeMirror s : types.directSupertypes(t)) {
                if (classOf(s) != null && !classOf(s).getKind().isInterface()) {
                    next = s;
                    break;
                }
            }
            if (next == null) {
                throw new IllegalArgumentException(ancestor + " is not a superclass of " + bean);
            }
            t = next;
        }
        return (DeclaredType) t;
    }

    /**
     * Whether generated code may call something that throws {@code thrown}: writeExternal throws
     * IOException, readExternal also ClassNotFoundException; unchecked exceptions always pass.
     */
    boolean mayThrow(TypeMirror thrown, boolean inReadExternal) {
        return isUnchecked(thrown)
                || types.isSubtype(thrown, ioException)
                || inReadExternal && types.isSubtype(thrown, classNotFoundException);
    }

    /** A RuntimeException or an Error: what any code may throw. */
    boolean isUnchecked(TypeMirror thrown) {
        return types.isSubtype(thrown, runtimeException) || types.isSubtype(thrown, error);
    }

    /** A Collection (its elements added in place), a Map (put in place), or neither (null). */
    Boolean containerKind(TypeMirror type) {
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeMirror raw = types.erasure(type);
        return types.isAssignable(raw, map) ? Boolean.TRUE : types.isAssignable(raw, collection) ? Boolean.FALSE : null;
    }

    /**
     * A final field that a class fills in place after construction when no constructor parameter
     * takes it: a {@code Collection} or {@code Map} (its own object, created by the class, emptied
     * and given what was read).
     */
    boolean isFillable(FieldCollector.Source field) {
        return field.field().getModifiers().contains(Modifier.FINAL) && containerKind(field.type()) != null;
    }

    /**
     * Whether {@code wide}, the declared type of a getter or constructor parameter, is a proper
     * supertype of a field's type {@code narrow} through which the field's value passes unchanged:
     * {@code Collection<Visit>} for {@code Set<Visit>} ({@code narrow} seen as a {@code Collection} is
     * exactly {@code wide}, so a cast back is checked and adding to it compiles). Never for
     * primitives, type variables, arrays or {@code Object} (a cast from it to a generic type is unchecked).
     */
    boolean widens(TypeMirror narrow, TypeMirror wide) {
        if (narrow.getKind() != TypeKind.DECLARED || wide.getKind() != TypeKind.DECLARED || types.isSameType(narrow, wide)) {
            return false;
        }
        TypeElement target = classOf(wide);
        if (isJavaLangObject(target)) {
            return false;
        }
        java.util.ArrayDeque<TypeMirror> todo = new java.util.ArrayDeque<>(List.of(narrow));
        while (!todo.isEmpty()) {
            TypeMirror t = todo.pop();
            if (target.equals(classOf(t))) {
                return types.isSameType(t, wide);
            }
            todo.addAll(types.directSupertypes(t));
        }
        return false;
    }

    boolean isSerializable(TypeMirror type) {
        return types.isAssignable(types.erasure(type), serializable);
    }

    /** The class behind a declared type, or null for anything else. */
    static TypeElement classOf(TypeMirror type) {
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        return (TypeElement) ((DeclaredType) type).asElement();
    }

    static boolean isJavaLangObject(TypeElement type) {
        return type.getQualifiedName().contentEquals("java.lang.Object");
    }

    static String packageOf(Element element) {
        Element e = element;
        while (e.getKind() != ElementKind.PACKAGE) {
            e = e.getEnclosingElement();
        }
        return ((PackageElement) e).getQualifiedName().toString();
    }
}
