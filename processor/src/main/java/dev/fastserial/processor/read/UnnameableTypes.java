package dev.fastserial.processor.read;

import dev.fastserial.processor.Message.Phrase;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.Name;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;

/**
 * Types the generated externalizer cannot spell. It is a separate top-level class in the bean's
 * package, so it cannot name what only the bean's own body may: a private nested type, a
 * protected nested type inherited from a superclass in another package, a type nested in either.
 */
final class UnnameableTypes {

    /**
     * A class the generated code cannot name.
     *
     * @param type the class at fault (itself, or the class it is nested in)
     * @param why e.g. {@code "private in Order"}
     * @param remedy e.g. {@code "make Status package-private"}
     */
    record Unnameable(TypeElement type, String why, String remedy) {}

    private UnnameableTypes() {}

    /**
     * The first class inside {@code type} (itself, the classes it is nested in, type arguments,
     * array components, wildcard bounds) that a top-level class in {@code fromPackage} cannot
     * name; null when it can name them all. Type variables are the bean's own: fine.
     */
    static Unnameable firstIn(TypeMirror type, String fromPackage) {
        switch (type.getKind()) {
            case ARRAY:
                return firstIn(((ArrayType) type).getComponentType(), fromPackage);
            case DECLARED: {
                DeclaredType declared = (DeclaredType) type;
                Unnameable own = check((TypeElement) declared.asElement(), fromPackage);
                if (own != null) {
                    return own;
                }
                if (declared.getEnclosingType().getKind() == TypeKind.DECLARED) {
                    Unnameable outer = firstIn(declared.getEnclosingType(), fromPackage);
                    if (outer != null) {
                        return outer;
                    }
                }
                for (TypeMirror argument : declared.getTypeArguments()) {
                    Unnameable inner = firstIn(argument, fromPackage);
                    if (inner != null) {
                        return inner;
                    }
                }
                return null;
            }
            case WILDCARD: {
                WildcardType wildcard = (WildcardType) type;
                TypeMirror bound = wildcard.getExtendsBound() != null ? wildcard.getExtendsBound() : wildcard.getSuperBound();
                return bound == null ? null : firstIn(bound, fromPackage);
            }
            default:
                return null;
        }
    }

    /** The class and each class it is nested in must be accessible from {@code fromPackage}. */
    private static Unnameable check(TypeElement type, String fromPackage) {
        for (Element e = type; e.getKind() != ElementKind.PACKAGE; e = e.getEnclosingElement()) {
            if (!(e instanceof TypeElement c)) {
                return null; // a local class: only a local bean could use it, and javac hides those from processors
            }
            if (c.getNestingKind() == NestingKind.LOCAL || c.getNestingKind() == NestingKind.ANONYMOUS) {
                return new Unnameable(c, Phrase.LOCAL_CLASS.text(), Phrase.MOVE_OUT_OF_METHOD.text(c.getSimpleName()));
            }
            boolean member = c.getNestingKind() == NestingKind.MEMBER;
            Name outer = c.getEnclosingElement().getSimpleName();
            String pkg = Env.packageOf(c);
            if (c.getModifiers().contains(Modifier.PRIVATE)) {
                String why = member ? Phrase.PRIVATE_IN.text(outer) : Phrase.PRIVATE_TOP_LEVEL.text();
                return new Unnameable(c, why, Phrase.MAKE_PACKAGE_PRIVATE.text(c.getSimpleName()));
            }
            if (!c.getModifiers().contains(Modifier.PUBLIC) && !pkg.equals(fromPackage)) {
                String why = c.getModifiers().contains(Modifier.PROTECTED)
                        ? member ? Phrase.PROTECTED_IN.text(outer, pkg) : Phrase.PROTECTED_TOP_LEVEL.text(pkg)
                        : member ? Phrase.PACKAGE_PRIVATE_IN.text(outer, pkg) : Phrase.PACKAGE_PRIVATE_TOP_LEVEL.text(pkg);
                return new Unnameable(c, why, Phrase.MAKE_PUBLIC.text(c.getSimpleName()));
            }
        }
        return null;
    }
}
