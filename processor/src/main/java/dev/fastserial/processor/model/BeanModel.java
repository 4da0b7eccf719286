package dev.fastserial.processor.model;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;
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
 * @param fields in wire order: fields of superclasses the user does not own, then the bean's own
 * @param bitCount flag bits used by this class level
 * @param header the 16-bit layout header: format version and layout fingerprint
 * @param shadowedJavaLang simple names of java.lang types that a class in the bean's package
 *     shadows; the generated code spells those in full
 * @param rawTypes some field is declared with a raw type, which the generated code repeats
 */
public record BeanModel(
        TypeElement element,
        TypeName beanType,
        ClassName beanClass,
        List<TypeVariableName> typeVariables,
        ClassName externalizer,
        ClassName chainTo,
        List<FieldModel> fields,
        int bitCount,
        int header,
        Set<String> shadowedJavaLang,
        boolean rawTypes) {

    /** Wire format version, the top 4 bits of every header. */
    public static final int FORMAT_VERSION = 1;

    public BeanModel {
        typeVariables = List.copyOf(typeVariables);
        fields = List.copyOf(fields);
        shadowedJavaLang = Set.copyOf(shadowedJavaLang);
    }

    public int fingerprint() {
        return header & 0xFFF;
    }
}
