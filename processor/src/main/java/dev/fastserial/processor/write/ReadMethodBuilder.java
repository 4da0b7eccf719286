package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.CLASS_NOT_FOUND;
import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_INPUT;
import static dev.fastserial.processor.write.JavaTypes.SUPPRESS_WARNINGS;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import dev.fastserial.processor.model.BeanModel;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.FieldModel;
import javax.lang.model.element.Modifier;

/**
 * {@code readExternal}: the superclass chain, the header check, the flag bitmap, then one
 * assignment per field, in the order {@code writeExternal} wrote them.
 */
final class ReadMethodBuilder {
    private final BeanModel model;
    private final ValueCode values;
    private final Helpers helpers;
    private final Bitmap bitmap;

    ReadMethodBuilder(BeanModel model, ValueCode values, Helpers helpers) {
        this.model = model;
        this.values = values;
        this.helpers = helpers;
        NameAllocator names = new NameAllocator();
        for (String reserved : new String[] {"bean", "in", "header"}) {
            names.newName(reserved, reserved);
        }
        this.bitmap = new Bitmap(model.bitCount(), names.newName("bits", "bits"));
    }

    MethodSpec build() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("readExternal")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addTypeVariables(model.typeVariables())
                .addParameter(model.beanType(), "bean")
                .addParameter(OBJECT_INPUT, "in")
                .addException(IO_EXCEPTION)
                .addException(CLASS_NOT_FOUND)
                .addJavadoc("Reads what {@link #writeExternal} wrote into {@code bean}; call it from\n"
                        + "{@code $T.readExternal(ObjectInput)}.\n", model.beanClass());
        if (model.fields().stream().anyMatch(f -> ValueCode.needsUncheckedCast(f.encoding()))) {
            m.addAnnotation(AnnotationSpec.builder(SUPPRESS_WARNINGS).addMember("value", "$S", "unchecked").build());
        }
        if (model.chainTo() != null) {
            m.addStatement("$T.readExternal(bean, in)", model.chainTo());
        }
        m.addStatement("int header = in.readUnsignedShort()")
                .beginControlFlow("if (header != HEADER)")
                .addStatement("throw $N(header)", helpers.layoutMismatch())
                .endControlFlow();
        m.addCode(bitmap.read(model.beanClass().canonicalName()));
        for (FieldModel field : model.fields()) {
            m.addComment("$L", FieldCode.comment(field));
            m.addStatement(FieldCode.set(field, readField(field)));
        }
        return m.build();
    }

    private CodeBlock readField(FieldModel field) {
        if (field.isBitOnly()) {
            CodeBlock value = bitmap.isSet(field.valueBit());
            return field.presenceBit() < 0 ? value
                    : CodeBlock.of("$L ? $L : null", bitmap.isSet(field.presenceBit()), value);
        }
        String what = model.beanClass().simpleName() + "." + field.name();
        CodeBlock value = field.encoding() instanceof Encoding.ObjectStream o
                ? values.readObject(o.type(), o.checkedType(), what, field.nonNull())
                : values.read(field.encoding(), what);
        if (field.exactBit() >= 0) {
            CodeBlock other = values.readObject(field.encoding().type(), field.encoding().erasure(), what, field.nonNull());
            value = CodeBlock.of("$L$W? $L$W: $L", bitmap.isClear(field.exactBit()), value, other);
        }
        if (field.presenceBit() >= 0) {
            value = CodeBlock.of("$L ? null$W: $L", bitmap.isClear(field.presenceBit()), value);
        }
        return value;
    }
}
