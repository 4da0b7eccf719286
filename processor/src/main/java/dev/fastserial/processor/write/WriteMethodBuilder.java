package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.NULL_POINTER;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_OUTPUT;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import dev.fastserial.processor.model.BeanModel;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.FieldModel;
import java.util.HashMap;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * {@code writeExternal}: the superclass chain, each reference field read once into a local, the
 * non-null checks, the flag bitmap, the header, then one small block per field.
 */
final class WriteMethodBuilder {
    private final BeanModel model;
    private final ValueCode values;
    private final NameAllocator names = new NameAllocator();
    private final Map<FieldModel, String> locals = new HashMap<>();
    private final Bitmap bitmap;

    WriteMethodBuilder(BeanModel model, ValueCode values) {
        this.model = model;
        this.values = values;
        for (String reserved : new String[] {"bean", "out"}) {
            names.newName(reserved, reserved);
        }
        this.bitmap = new Bitmap(model.bitCount(), names.newName("bits", "bits"));
    }

    MethodSpec build() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("writeExternal")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addTypeVariables(model.typeVariables())
                .addParameter(model.beanType(), "bean")
                .addParameter(OBJECT_OUTPUT, "out")
                .addException(IO_EXCEPTION)
                .addJavadoc("Writes the fields of {@code bean} that this class level owns; call it from\n"
                        + "{@code $T.writeExternal(ObjectOutput)}.\n", model.beanClass());
        if (model.rawTypes()) {
            m.addAnnotation(AnnotationSpec.builder(JavaTypes.SUPPRESS_WARNINGS).addMember("value", "$S", "rawtypes").build());
        }
        if (model.chainTo() != null) {
            m.addComment("superclass fields first, by the superclass's own externalizer");
            m.addStatement("$T.writeExternal(bean, out)", model.chainTo());
        }
        for (FieldModel field : model.fields()) {
            if (!field.isPrimitive()) {
                String local = names.newName(localName(field.name()), field);
                locals.put(field, local);
                m.addStatement("$T $N = $L", field.encoding().type(), local, FieldCode.get(field));
            }
        }
        for (FieldModel field : model.fields()) {
            if (field.nonNull()) {
                m.beginControlFlow("if ($N == null)", locals.get(field))
                        .addStatement("throw new $T($S)", NULL_POINTER,
                                model.beanClass().canonicalName() + "." + field.name() + " is declared non-null but is null")
                        .endControlFlow();
            }
        }
        if (!bitmap.isEmpty()) {
            m.addCode(bitmap.declare());
            for (FieldModel field : model.fields()) {
                m.addCode(flagBits(field));
            }
        }
        m.addStatement("out.writeShort(HEADER)");
        m.addCode(bitmap.write());
        for (FieldModel field : model.fields()) {
            if (!field.isBitOnly()) {
                m.addComment("$L", FieldCode.comment(field));
                m.addCode(writeField(field));
            }
        }
        return m.build();
    }

    private CodeBlock flagBits(FieldModel field) {
        CodeBlock.Builder code = CodeBlock.builder();
        String local = locals.get(field);
        if (field.presenceBit() >= 0) {
            code.addStatement("if ($N != null) $L", local, bitmap.set(field.presenceBit()));
        }
        if (field.exactBit() >= 0) {
            CodeBlock inexact = values.inexact(field.encoding(), CodeBlock.of("$N", local));
            code.addStatement(field.nonNull() ? "if ($L) $L" : "if ($N != null && $L) $L",
                    field.nonNull() ? new Object[] {inexact, bitmap.set(field.exactBit())}
                            : new Object[] {local, inexact, bitmap.set(field.exactBit())});
        }
        if (field.valueBit() >= 0) {
            CodeBlock value = field.isPrimitive() ? FieldCode.get(field)
                    : field.nonNull() ? CodeBlock.of("$N", local) : CodeBlock.of("$N != null && $N", local, local);
            code.add("if ($L) $L; // $L\n", value, bitmap.set(field.valueBit()), FieldCode.comment(field));
        }
        return code.build();
    }

    private CodeBlock writeField(FieldModel field) {
        Encoding encoding = field.encoding();
        if (field.isPrimitive()) {
            return CodeBlock.builder().addStatement(values.write(encoding, FieldCode.get(field))).build();
        }
        CodeBlock local = CodeBlock.of("$N", locals.get(field));
        CodeBlock.Builder code = CodeBlock.builder();
        if (field.exactBit() >= 0) {
            code.beginControlFlow("if ($L)", bitmap.isSet(field.exactBit()))
                    .addStatement(values.writeObject(local));
            code.nextControlFlow(field.nonNull() ? "else" : "else if ($L != null)", local);
        } else if (!field.nonNull()) {
            code.beginControlFlow("if ($L != null)", local);
        } else {
            return code.addStatement(values.write(encoding, local)).build();
        }
        return code.addStatement(values.write(encoding, local)).endControlFlow().build();
    }

    /** A local named after the field, unless the name could be read as a type (a field named {@code Integer}). */
    private static String localName(String field) {
        return Character.isUpperCase(field.charAt(0)) ? "value" + field : field;
    }
}
