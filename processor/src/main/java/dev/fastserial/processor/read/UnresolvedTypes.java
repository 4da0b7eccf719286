package dev.fastserial.processor.read;

import java.util.ArrayList;
import java.util.List;
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
 * Types a bean depends on that javac cannot resolve yet: usually classes another annotation
 * processor generates in a later round. Such a bean is retried in the next round, by name.
 * Fields are seen as members of the bean, so a missing type argument of a superclass
 * ({@code extends Base<Generated>}, {@code Base<T> { T value; }}) counts too.
 */
final class UnresolvedTypes {
    private UnresolvedTypes() {}

    /**
     * The fields this bean's externalizer writes (up to the nearest {@code @FastSerial}
     * superclass, which is checked as a bean of its own: looking further made a chain of N beans
     * cost N x N), and every superclass up to Object.
     */
    static List<String> in(TypeElement bean, Env env) {
        List<String> missing = new ArrayList<>();
        boolean ownFields = true;
        for (TypeElement c = bean; c != null && !Env.isJavaLangObject(c); ) {
            ownFields &= c == bean || !env.isFastSerial(c);
            List<VariableElement> fields = ownFields ? ElementFilter.fieldsIn(c.getEnclosedElements()) : List.of();
            for (VariableElement field : fields) {
                Set<Modifier> modifiers = field.getModifiers();
                if (!modifiers.contains(Modifier.STATIC) && !modifiers.contains(Modifier.TRANSIENT)) {
                    collect(env.memberType(bean, field), missing);
                }
            }
            TypeMirror superclass = c.getSuperclass();
            if (superclass.getKind() == TypeKind.ERROR) {
                missing.add(superclass.toString());
                break;
            }
            c = Env.classOf(superclass);
        }
        return missing;
    }

    private static void collect(TypeMirror type, List<String> missing) {
        switch (type.getKind()) {
            case ERROR:
                missing.add(type.toString());
                break;
            case ARRAY:
                collect(((ArrayType) type).getComponentType(), missing);
                break;
            case DECLARED:
                for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
                    collect(argument, missing);
                }
                break;
            default:
                break;
        }
    }
}
