package dev.fastserial.processor.read;

import dev.fastserial.processor.Message.Phrase;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Finds the state one externalizer owns: the bean's own fields plus those of every superclass
 * above it up to the nearest {@code @FastSerial} superclass (whose externalizer is chained) or
 * {@code Object}.
 */
final class FieldCollector {

    /** A field to write, with its type as seen from the bean ({@code Page extends Base<String>}). */
    record Source(VariableElement field, TypeElement declaringClass, TypeMirror type, List<TypeElement> below) {
        /**
         * The field as messages name it: {@code field 'x'}, {@code field 'x' (inherited from Base)},
         * or a record's {@code component 'x'}.
         */
        String label(TypeElement bean) {
            String name = field.getSimpleName().toString();
            if (declaringClass.getKind() == ElementKind.RECORD) {
                return Phrase.COMPONENT.text(name);
            }
            return declaringClass.equals(bean) ? Phrase.FIELD.text(name)
                    : Phrase.INHERITED_FIELD.text(name, declaringClass.getSimpleName());
        }
    }

    /**
     * @param fields top-most superclass first, the bean's own fields last
     * @param chainTo the nearest {@code @FastSerial} superclass, or null
     */
    record Collected(List<Source> fields, TypeElement chainTo) {}

    private final Env env;

    FieldCollector(Env env) {
        this.env = env;
    }

    /**
     * @param chained stop at a {@code @FastSerial} superclass, whose own externalizer writes it
     *     (beans); a record or immutable class writes every level itself
     */
    Collected collect(TypeElement bean, boolean chained) {
        List<TypeElement> levels = new ArrayList<>();
        TypeElement chainTo = chained ? env.fastSerialSuperclass(bean) : null;
        // equals, not ==: ECJ gives a new element object for the same class on each call
        for (TypeElement c = bean; c != null && !c.equals(chainTo) && !Env.isJavaLangObject(c);
                c = Env.classOf(c.getSuperclass())) {
            levels.add(c);
        }
        DeclaredType beanType = (DeclaredType) bean.asType();
        List<Source> fields = new ArrayList<>();
        for (int level = levels.size() - 1; level >= 0; level--) {
            TypeElement declaring = levels.get(level);
            for (VariableElement field : ElementFilter.fieldsIn(declaring.getEnclosedElements())) {
                Set<Modifier> modifiers = field.getModifiers();
                if (modifiers.contains(Modifier.STATIC) || modifiers.contains(Modifier.TRANSIENT)) {
                    continue;
                }
                TypeMirror type = env.types.asMemberOf(beanType, field);
                fields.add(new Source(field, declaring, type, List.copyOf(levels.subList(0, level))));
            }
        }
        return new Collected(fields, chainTo);
    }
}
