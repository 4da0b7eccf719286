package dev.fastserial.processor.read;

import com.squareup.javapoet.ClassName;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.util.ElementFilter;

/**
 * Which generic {@code @FastSerial} types take the fast forms of their type arguments from a holder
 * ({@link dev.fastserial.processor.model.TypeArguments}): those with a field of their own whose type
 * is one of their type variables ({@code A first}). Their externalizers have a {@code FastForm}
 * interface and overloads of write and read taking one per type parameter; the holder and the
 * generic type's own build decide it alike, from the type's declared fields alone.
 */
final class GenericHolders {
    /** The nested interface of such an externalizer. */
    static final String FAST_FORM = "FastForm";

    private GenericHolders() {}

    static boolean holdsTypeVariables(TypeElement type) {
        if (type.getTypeParameters().isEmpty()) {
            return false;
        }
        for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            if (f.getModifiers().contains(Modifier.STATIC) || f.getModifiers().contains(Modifier.TRANSIENT)) {
                continue;
            }
            if (f.asType().getKind() == TypeKind.TYPEVAR
                    && type.getTypeParameters().contains(((TypeVariable) f.asType()).asElement())) {
                return true;
            }
        }
        return false;
    }

    /** The externalizer is generated in this compilation, or was built with its FastForm interface. */
    static boolean takesForms(Env env, ClassName externalizer) {
        TypeElement built = env.elements.getTypeElement(externalizer.canonicalName());
        if (built == null) {
            return true;
        }
        for (Element e : built.getEnclosedElements()) {
            if (e.getKind() == ElementKind.INTERFACE && e.getSimpleName().contentEquals(FAST_FORM)) {
                return true;
            }
        }
        return false;
    }
}
