package dev.fastserial.processor.read;

import dev.fastserial.processor.Names;
import dev.fastserial.processor.Reporter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** What every reader needs: javac's utilities, the reporter, and a few well-known types. */
final class Env {
    final Elements elements;
    final Types types;
    final Reporter reporter;
    final TypeMirror serializable;
    final TypeMirror externalizable;
    final TypeMirror objectOutput;
    final TypeMirror objectInput;
    private final Map<TypeElement, List<ExecutableElement>> methods = new HashMap<>();

    Env(Elements elements, Types types, Reporter reporter) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
        this.serializable = typeOf("java.io.Serializable");
        this.externalizable = typeOf("java.io.Externalizable");
        this.objectOutput = typeOf("java.io.ObjectOutput");
        this.objectInput = typeOf("java.io.ObjectInput");
    }

    /** All methods of a type, inherited ones included; computed once a round per type. */
    List<ExecutableElement> methodsOf(TypeElement type) {
        return methods.computeIfAbsent(type, t -> ElementFilter.methodsIn(elements.getAllMembers(t)));
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
        return types.isSubtype(thrown, typeOf("java.lang.RuntimeException"))
                || types.isSubtype(thrown, typeOf("java.lang.Error"))
                || types.isSubtype(thrown, typeOf("java.io.IOException"))
                || inReadExternal && types.isSubtype(thrown, typeOf("java.lang.ClassNotFoundException"));
    }

    boolean isSerializable(TypeMirror type) {
        return types.isAssignable(types.erasure(type), serializable);
    }

    static boolean isFastSerial(TypeElement type) {
        return Names.hasAnnotation(type, Names.FAST_SERIAL);
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
