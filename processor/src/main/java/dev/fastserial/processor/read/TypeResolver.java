package dev.fastserial.processor.read;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.Encoding.Why;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;

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

    TypeResolver(Env env, SelfReachability selfReachability) {
        this.env = env;
        this.selfReachability = selfReachability;
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
                return ok(new Encoding.EnumConstants(ClassName.get(element), enumConstants(element)));
            }
            if (name.equals("java.util.Date")) {
                return ok(new Encoding.DateMillis());
            }
            if (Env.isFastSerial(element)) {
                return ok(bean(type, element, byReference));
            }
        }
        return ok(fallback(type));
    }

    private Encoding bean(TypeMirror type, TypeElement element, boolean byReference) {
        if (byReference) {
            return objectStream(type, Why.REQUESTED);
        }
        if (element.getModifiers().contains(Modifier.ABSTRACT) || selfReachability.reachesItself(element)) {
            return objectStream(type, Why.SELF_REACHING);
        }
        return new Encoding.InlineBean(TypeName.get(type).withoutAnnotations(), ClassName.get(element),
                element.getModifiers().contains(Modifier.FINAL));
    }

    private Encoding fallback(TypeMirror type) {
        return objectStream(type, Why.FALLBACK);
    }

    private Encoding objectStream(TypeMirror type, Why why) {
        TypeName declared = TypeName.get(type).withoutAnnotations();
        TypeMirror erasure = env.types.erasure(type);
        return new Encoding.ObjectStream(declared, TypeName.get(erasure).withoutAnnotations(), why);
    }

    private static List<String> enumConstants(TypeElement element) {
        List<String> constants = new ArrayList<>();
        for (Element e : element.getEnclosedElements()) {
            if (e.getKind() == ElementKind.ENUM_CONSTANT) {
                constants.add(e.getSimpleName().toString());
            }
        }
        return constants;
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
                        || env.isSerializable(type);
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
