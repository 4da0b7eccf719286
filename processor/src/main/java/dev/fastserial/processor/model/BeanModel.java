package dev.fastserial.processor.model;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.TypeElement;

/**
 * Everything the writing stage needs to generate one externalizer; nothing it needs to look up.
 *
 * @param element the annotated bean: the generated file's one originating element
 * @param beanType the bean as the generated methods' parameter type
 * @param beanClass the bean's class, raw
 * @param typeVariables the bean's type parameters, copied onto the generated methods
 * @param externalizer the generated class
 * @param chainTo the nearest {@code @FastSerial} superclass's externalizer, called first; or null
 * @param slots in slot order, removed ones included: fields of superclasses the user does not
 *     own, then the bean's own, as the class level was first laid out
 * @param tail fields added since the lock file first recorded the class level, by id
 * @param flags where each flag bit is
 * @param check how a reader recognises the layout
 * @param shadowedJavaLang simple names of java.lang types that a class in the bean's package
 *     shadows; the generated code spells those in full
 * @param rawTypes some field is declared with a raw type, which the generated code repeats
 * @param construction for a record or immutable class, how its constructor rebuilds it (the
 *     externalizer is then its serialization proxy); null for a bean
 * @param mayHoldItself for a record, immutable or mixed class, its fields (as {@link Construction#argument})
 *     whose declared types could hold the value itself where the compiler cannot see it (an {@code Object},
 *     a {@code Map<String, Object>}): its proxy looks there for a reference back before writing it
 */
public record BeanModel(
        TypeElement element,
        TypeName beanType,
        ClassName beanClass,
        List<TypeVariableName> typeVariables,
        ClassName externalizer,
        ClassName chainTo,
        List<FieldModel> slots,
        List<FieldModel> tail,
        Flags flags,
        LayoutCheck check,
        Set<String> shadowedJavaLang,
        boolean rawTypes,
        Construction construction,
        Set<String> mayHoldItself) {

    public BeanModel {
        mayHoldItself = Set.copyOf(mayHoldItself);
        typeVariables = List.copyOf(typeVariables);
        slots = List.copyOf(slots);
        tail = List.copyOf(tail);
        shadowedJavaLang = Set.copyOf(shadowedJavaLang);
    }

    /** The fields the bean has now: live slots, then the tail. */
    public List<FieldModel> fields() {
        List<FieldModel> fields = new ArrayList<>();
        for (FieldModel f : slots) {
            if (!f.isRemoved()) {
                fields.add(f);
            }
        }
        fields.addAll(tail);
        return fields;
    }

    /** A record or immutable class, read through its constructor and written through a proxy. */
    public boolean isValue() {
        return construction != null;
    }

    /**
     * A bean that can have subclasses (not final): its {@code writeExternal} and
     * {@code readExternal} refuse a runtime class other than the bean's own (a subclass that is not
     * {@code @FastSerial}, whose fields its code would lose), and hand the bean to
     * {@code writeLevel} and {@code readLevel}, which the externalizers of {@code @FastSerial}
     * subclasses call for this level.
     */
    public boolean checksClass() {
        return !isValue() && !element.getModifiers().contains(javax.lang.model.element.Modifier.FINAL);
    }

    /** The fields whose values could hold this value itself ({@link #mayHoldItself}), in slot order. */
    public List<FieldModel> fieldsThatMayHoldItself() {
        List<FieldModel> found = new ArrayList<>();
        for (FieldModel f : fields()) {
            if (mayHoldItself.contains(Construction.argument(f.declaringClass(), f.name()))) {
                found.add(f);
            }
        }
        return found;
    }

    public boolean hasRemovedSlots() {
        return slots.stream().anyMatch(FieldModel::isRemoved);
    }
}
