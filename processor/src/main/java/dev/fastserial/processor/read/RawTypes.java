package dev.fastserial.processor.read;

import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/** Whether a declared type mentions a generic class without its type arguments ({@code List}). */
final class RawTypes {
    private RawTypes() {}

    static boolean in(TypeMirror type) {
        switch (type.getKind()) {
            case ARRAY:
                return in(((ArrayType) type).getComponentType());
            case DECLARED: {
                DeclaredType declared = (DeclaredType) type;
                if (declared.getTypeArguments().isEmpty()) {
                    return !Env.classOf(type).getTypeParameters().isEmpty();
                }
                return declared.getTypeArguments().stream().anyMatch(RawTypes::in);
            }
            default:
                return false;
        }
    }
}
