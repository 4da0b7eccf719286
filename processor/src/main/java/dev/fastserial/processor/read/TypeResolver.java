package dev.fastserial.processor.read;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.Encoding.Impl;
import dev.fastserial.processor.model.Encoding.Why;
import dev.fastserial.processor.model.JdkKind;
import dev.fastserial.processor.model.ValueKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;

/**
 * Maps a field's declared type to its {@link Encoding}, or says why it cannot be written. The
 * rows of the type table live here, in the order a type is matched against them.
 */
final class TypeResolver {

    /** The outcome for one declared type. */
    sealed interface Resolution {
        record Ok(Encoding encoding) implements Resolution {}
        /** State that cannot be written: the offending type, spelled for the user. */
        record NotSerializable(String offendingType) implements Resolution {}
    }

    private static final Set<String> BOXES = Set.of(
            "java.lang.Boolean", "java.lang.Byte", "java.lang.Short", "java.lang.Character",
            "java.lang.Integer", "java.lang.Long", "java.lang.Float", "java.lang.Double");

    private final Env env;
    private final SelfReachability selfReachability;
    private final SerialHooks hooks;
    private final EnumCodeSource enumCodes;
    private final JdkApi api;
    /** Resolves as fastserial did before issue 26, for fields a lock file recorded then; null: this is it. */
    private final TypeResolver legacy;

    TypeResolver(Env env, SelfReachability selfReachability, SerialHooks hooks, EnumCodeSource enumCodes) {
        this(env, selfReachability, hooks, enumCodes, false);
    }

    private TypeResolver(Env env, SelfReachability selfReachability, SerialHooks hooks, EnumCodeSource enumCodes,
                         boolean legacy) {
        this.enumCodes = enumCodes;
        this.api = new JdkApi(env);
        this.env = env;
        this.selfReachability = selfReachability;
        this.hooks = hooks;
        this.legacy = legacy ? null : new TypeResolver(env, selfReachability, hooks, enumCodes, true);
    }

    /**
     * The encoding the type had before a change of fastserial gave it another form (issue 26: type
     * arguments handed to generic types, declared JDK classes written fast): a field a lock file
     * recorded in that form keeps it, so that the lock still holds and older bytes still read.
     */
    Resolution resolveAsBefore(TypeMirror type, boolean byReference) {
        return legacy == null ? resolve(type, byReference) : legacy.resolve(type, byReference);
    }

    private boolean isLegacy() {
        return legacy == null;
    }

    /**
     * @param byReference the field carries {@code @ByReference}
     */
    Resolution resolve(TypeMirror type, boolean byReference) {
        if (type.getKind().isPrimitive()) {
            return ok(new Encoding.Primitive(type.getKind()));
        }
        String unwritable = firstUnserializable(type);
        if (unwritable != null) {
            return new Resolution.NotSerializable(unwritable);
        }
        TypeElement element = Env.classOf(type);
        if (element != null) {
            String name = element.getQualifiedName().toString();
            if (BOXES.contains(name)) {
                return ok(new Encoding.Boxed(env.types.unboxedType(type).getKind()));
            }
            if (name.equals("java.lang.String")) {
                return ok(new Encoding.Str());
            }
            if (element.getKind() == ElementKind.ENUM) {
                return ok(new Encoding.EnumConstants(ClassName.get(element), enumCodes.codes(element)));
            }
            if (name.equals("java.util.Date")) {
                return ok(new Encoding.DateMillis(api.sqlDates()));
            }
            if (env.isValueType(element)) {
                return ok(value((DeclaredType) type, element));
            }
            if (env.isFastSerial(element)) {
                return ok(bean(type, element, byReference));
            }
            ValueKind value = ValueKind.of(name);
            if (value != null) {
                return ok(new Encoding.Value(value));
            }
            Encoding container = container((DeclaredType) type, element, byReference);
            if (container != null) {
                return ok(container);
            }
        } else if (type.getKind() == TypeKind.ARRAY) {
            Encoding array = array((ArrayType) type, byReference);
            if (array != null) {
                return ok(array);
            }
        }
        return ok(fallback(type));
    }

    /**
     * A collection or map with every type argument known at compile time; null when the declared
     * type is not one the fast path knows, or has a wildcard, type variable or raw argument.
     */
    private Encoding container(DeclaredType type, TypeElement element, boolean byReference) {
        String name = element.getQualifiedName().toString();
        List<? extends TypeMirror> arguments = type.getTypeArguments();
        TypeName declared = TypeName.get(type).withoutAnnotations();
        List<Impl> collection = ContainerKinds.collection(name);
        List<Impl> map = ContainerKinds.map(name);
        if (isLegacy() && (collection != null && collection.isEmpty() || map != null && map.isEmpty())) {
            return null; // declared as one of the JDK's other classes: writeObject before issue 26
        }
        if (collection != null && arguments.size() == 1) {
            Encoding e = element(arguments.get(0), byReference);
            return e == null ? null : new Encoding.CollectionOf(declared, collection,
                    JdkKind.of(name, api.level(), e instanceof Encoding.EnumConstants), e);
        }
        if (map != null && arguments.size() == 2) {
            Encoding k = element(arguments.get(0), byReference);
            Encoding v = element(arguments.get(1), byReference);
            return k == null || v == null ? null : new Encoding.MapOf(declared, map, JdkKind.of(name, api.level()), k, v);
        }
        if (name.equals("java.util.EnumSet") && arguments.size() == 1
                && element(arguments.get(0), byReference) instanceof Encoding.EnumConstants e) {
            return new Encoding.EnumSetOf(declared, e);
        }
        if (name.equals("java.util.EnumMap") && arguments.size() == 2
                && element(arguments.get(0), byReference) instanceof Encoding.EnumConstants k) {
            Encoding v = element(arguments.get(1), byReference);
            return v == null ? null : new Encoding.EnumMapOf(declared, k, v);
        }
        return null;
    }

    /** Arrays of anything the fast path can write, as deep as they go; null for generic components. */
    private Encoding array(ArrayType type, boolean byReference) {
        TypeMirror component = type.getComponentType();
        Encoding e = component.getKind().isPrimitive() ? new Encoding.Primitive(component.getKind())
                : element(component, byReference);
        if (e == null || component.getKind() == TypeKind.DECLARED
                && !((DeclaredType) component).getTypeArguments().isEmpty()) {
            return null; // new List<String>[n] does not exist: such arrays take writeObject
        }
        return new Encoding.ArrayOf(TypeName.get(type).withoutAnnotations(),
                TypeName.get(env.types.erasure(type)).withoutAnnotations(), e, isExactComponent(component));
    }

    /** An element, key or value type; null when it is not fully known at compile time. */
    private Encoding element(TypeMirror type, boolean byReference) {
        if (type.getKind() == TypeKind.DECLARED) {
            TypeElement element = Env.classOf(type);
            boolean raw = !element.getTypeParameters().isEmpty() && ((DeclaredType) type).getTypeArguments().isEmpty();
            if (raw) {
                return null;
            }
            for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
                if (argument.getKind() != TypeKind.DECLARED && argument.getKind() != TypeKind.ARRAY) {
                    return null;
                }
            }
        } else if (type.getKind() != TypeKind.ARRAY) {
            return null; // wildcards, type variables
        }
        Resolution r = resolve(type, byReference);
        return r instanceof Resolution.Ok ok ? ok.encoding() : null;
    }

    /** No other array class fits in a field of this component type. */
    private static boolean isExactComponent(TypeMirror component) {
        if (component.getKind().isPrimitive()) {
            return true;
        }
        if (component.getKind() == TypeKind.ARRAY) {
            return isExactComponent(((ArrayType) component).getComponentType());
        }
        TypeElement element = Env.classOf(component);
        return element != null && (element.getModifiers().contains(Modifier.FINAL) || element.getKind() == ElementKind.ENUM);
    }

    /**
     * Inline only what inline writing keeps exactly: a bean that cannot reach itself, and whose
     * meaning does not depend on the JDK calling it (writeReplace/readResolve: a redacting
     * writeReplace or an interning readResolve must apply in a field as at top level).
     */
    private Encoding bean(TypeMirror type, TypeElement element, boolean byReference) {
        if (byReference) {
            return objectStream(type, Why.REQUESTED);
        }
        if (!hooks.replacementHooks(element).isEmpty()) {
            return objectStream(type, Why.REPLACED);
        }
        if (element.getModifiers().contains(Modifier.ABSTRACT) || selfReachability.reachesItself(element)) {
            return objectStream(type, Why.SELF_REACHING);
        }
        if (constructorThrows(element)) {
            return objectStream(type, Why.CONSTRUCTOR_THROWS);
        }
        return new Encoding.InlineBean(TypeName.get(type).withoutAnnotations(), ClassName.get(element),
                element.getModifiers().contains(Modifier.FINAL), Names.externalizerOf(element),
                typeArguments((DeclaredType) type, element, byReference));
    }

    /**
     * What the declared type's arguments fix the generic type's variables to, where its fields hold
     * them ({@link Encoding.InlineValue#typeArguments}); empty when none is fixed, or the type's
     * externalizer (from a jar built before) takes no forms.
     */
    private List<Encoding> typeArguments(DeclaredType type, TypeElement element, boolean byReference) {
        if (isLegacy() || type.getTypeArguments().isEmpty() || !GenericHolders.holdsTypeVariables(element)
                || !GenericHolders.takesForms(env, Names.externalizerOf(element))) {
            return List.of();
        }
        List<Encoding> arguments = new ArrayList<>();
        boolean fixed = false;
        for (TypeMirror argument : type.getTypeArguments()) {
            Encoding e = element(argument, byReference);
            if (e == null) {
                e = new Encoding.ObjectStream(TypeName.get(argument).withoutAnnotations(), ClassName.OBJECT, Why.FALLBACK);
            }
            fixed |= dev.fastserial.processor.model.TypeArguments.fixed(e);
            arguments.add(e);
        }
        return fixed ? arguments : List.of();
    }

    /**
     * A record or immutable class: always inline, through its externalizer's static write and read
     * (also under {@code @ByReference}, which is then an error: such values have no identity to
     * keep). Raw uses of a generic one go through writeObject: the static methods take its type
     * arguments, which a raw type has lost.
     */
    private Encoding value(DeclaredType type, TypeElement element) {
        if (!element.getTypeParameters().isEmpty() && type.getTypeArguments().isEmpty()) {
            return fallback(type);
        }
        return new Encoding.InlineValue(TypeName.get(type).withoutAnnotations(), ClassName.get(element),
                Names.externalizerOf(element), element.getModifiers().contains(Modifier.FINAL),
                typeArguments(type, element, false));
    }

    /** The public no-arg constructor, which the inline reader calls, declares a checked exception it cannot throw. */
    private boolean constructorThrows(TypeElement element) {
        for (ExecutableElement constructor : ElementFilter.constructorsIn(element.getEnclosedElements())) {
            if (constructor.getParameters().isEmpty()) {
                for (TypeMirror thrown : constructor.getThrownTypes()) {
                    if (!env.mayThrow(thrown, true)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private Encoding fallback(TypeMirror type) {
        return objectStream(type, Why.FALLBACK);
    }

    private Encoding objectStream(TypeMirror type, Why why) {
        TypeName declared = TypeName.get(type).withoutAnnotations();
        TypeMirror erasure = env.types.erasure(type);
        return new Encoding.ObjectStream(declared, TypeName.get(erasure).withoutAnnotations(), why);
    }

    /**
     * The first type inside {@code type} (itself, an array component, a type argument, a bound)
     * that can never be serialized: a class, other than Object, that does not implement
     * Serializable. Interfaces and Object may hold serializable implementations: they pass.
     */
    private String firstUnserializable(TypeMirror type) {
        return firstUnserializable(type, new java.util.HashSet<>());
    }

    private String firstUnserializable(TypeMirror type, Set<Element> seenTypeVariables) {
        switch (type.getKind()) {
            case ARRAY:
                return firstUnserializable(((ArrayType) type).getComponentType(), seenTypeVariables);
            case DECLARED: {
                TypeElement element = Env.classOf(type);
                boolean mayBeSerializable = element.getKind().isInterface()
                        || Env.isJavaLangObject(element)
                        || env.isSerializable(type)
                        || env.isValueType(element); // one that is not says so itself, once
                if (!mayBeSerializable) {
                    return element.getQualifiedName().toString();
                }
                for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
                    String inner = firstUnserializable(argument, seenTypeVariables);
                    if (inner != null) {
                        return inner;
                    }
                }
                return null;
            }
            case TYPEVAR: {
                TypeVariable variable = (TypeVariable) type;
                // T extends Comparable<T> refers to itself: look at each variable once.
                return seenTypeVariables.add(variable.asElement())
                        ? firstUnserializable(variable.getUpperBound(), seenTypeVariables)
                        : null;
            }
            case INTERSECTION:
                return null;
            case WILDCARD: {
                TypeMirror extendsBound = ((WildcardType) type).getExtendsBound();
                return extendsBound == null ? null : firstUnserializable(extendsBound, seenTypeVariables);
            }
            default:
                return null;
        }
    }

    private static Resolution ok(Encoding encoding) {
        return new Resolution.Ok(encoding);
    }
}
