package dev.fastserial.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.NameAllocator;
import dev.fastserial.processor.model.BeanModel;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.FieldModel;
import dev.fastserial.processor.model.Spelling;
import java.util.Map;
import javax.lang.model.type.TypeKind;

/**
 * Fields added since the lock file first recorded the class level: after the slots, each present
 * one as a tag byte (more tags follow, wire type, id) and its value; a reader skips the ids it does
 * not know by their wire type. Values that are not scalars go as a blob (byte length, bytes, then
 * the objects they wrote through writeObject), so that an older reader can skip them whole.
 */
final class TailCode {
    private final BeanModel model;
    private final Code code;
    private final FieldCode fields;
    private final String mask;
    private final String blob;

    TailCode(BeanModel model, Code code, NameAllocator names, FieldCode fields) {
        this.model = model;
        this.code = code;
        this.fields = fields;
        this.mask = model.tail().isEmpty() ? null : names.newName("tail", "tail");
        this.blob = model.tail().isEmpty() ? null : names.newName("blob", "blob");
    }

    private boolean isLong() {
        return model.tail().size() > 32;
    }

    private String bit(int index) {
        return isLong() ? "0x" + Hex.of(1L << index, 1) + "L" : "0x" + Hex.of(1 << index, 1);
    }

    /** Declares the mask of added fields present, and sets TAIL in the flags when one is. */
    CodeBlock present(Map<FieldModel, String> locals, Bitmap flags, int tailBit) {
        if (mask == null) {
            return Blocks.of("");
        }
        long always = 0;
        for (int i = 0; i < model.tail().size(); i++) {
            FieldModel f = model.tail().get(i);
            if (f.isPrimitive() || f.nonNull()) {
                always |= 1L << i;
            }
        }
        CodeBlock.Builder b = CodeBlock.builder()
                .addStatement("$L $N = $L", isLong() ? "long" : "int", mask,
                        always == 0 ? "0" : isLong() ? "0x" + Hex.of(always, 1) + "L" : "0x" + Hex.of((int) always, 1));
        for (int i = 0; i < model.tail().size(); i++) {
            FieldModel f = model.tail().get(i);
            if (!f.isPrimitive() && !f.nonNull()) {
                b.addStatement("if ($N != null) $N |= $L", locals.get(f), mask, bit(i));
            }
        }
        return b.addStatement("if ($N != 0) $L", mask, flags.set(tailBit)).build();
    }

    CodeBlock write(Map<FieldModel, String> locals) {
        CodeBlock.Builder b = CodeBlock.builder();
        for (int i = 0; i < model.tail().size(); i++) {
            FieldModel f = model.tail().get(i);
            CodeBlock value = f.isPrimitive() ? fields.get(f) : Blocks.of("$N", locals.get(f));
            CodeBlock more = i == model.tail().size() - 1 ? Blocks.of("false") : Blocks.of("($N >>> $L) != 0", mask, i + 1);
            b.add("$L", FieldCode.commentLines(f, 100));
            boolean optional = !f.isPrimitive() && !f.nonNull();
            if (optional) {
                b.beginControlFlow("if ($L != null)", value);
            }
            String wire = wire(f.encoding());
            CodeBlock inexact = f.mayTakeWriteObject() ? code.exactness.inexact(f.encoding(), value) : null;
            if (inexact != null) {
                b.beginControlFlow("if ($L)", inexact)
                        .addStatement("$N(out, $L, $N, $L)", code.helpers.fixed("writeTag"), f.tailId(), code.helpers.fixed("OBJECT"), more)
                        .addStatement(code.values.writeObject(value))
                        .nextControlFlow("else");
            }
            b.addStatement("$N(out, $L, $N, $L)", code.helpers.fixed("writeTag"), f.tailId(), code.helpers.fixed(wire), more);
            if (wire.equals("BLOB")) {
                b.addStatement("$T $N = new $T()", blobOut(), blob, blobOut())
                        .addStatement(code.values.write(f.encoding(), value, blob))
                        .addStatement("$N.writeTo(out)", blob);
            } else {
                b.addStatement(code.values.write(f.encoding(), value));
            }
            if (inexact != null) {
                b.endControlFlow();
            }
            if (optional) {
                b.endControlFlow();
            }
        }
        return b.build();
    }

    /** Reads the tagged fields when the flags say they follow: known ids into the bean, others skipped. */
    CodeBlock read(Bitmap flags, int tailBit) {
        CodeBlock.Builder b = CodeBlock.builder()
                .beginControlFlow("if ($L)", flags.isSet(tailBit))
                .addStatement("int tag")
                .beginControlFlow("do")
                .addStatement("tag = in.readUnsignedByte()")
                .beginControlFlow("switch ($N(in, tag))", code.helpers.fixed("tagId"));
        String bean = model.beanClass().simpleName();
        for (FieldModel f : model.tail()) {
            String what = FieldCode.what(bean, f);
            b.add("case $L: { // $L: $L\n", f.tailId(), f.name(), Spelling.of(f.encoding().type())).indent();
            b.add(readOne(f, what));
            b.addStatement("break").unindent().add("}\n");
        }
        b.add("default: // added after this version, or removed in it\n").indent()
                .addStatement("$N(in, tag, $S)", code.helpers.fixed("skip"), model.beanClass().canonicalName())
                .unindent();
        return b.endControlFlow()
                .unindent().add("} while ((tag & 0x80) != 0);\n")
                .endControlFlow()
                .build();
    }

    private CodeBlock readOne(FieldModel f, String what) {
        Encoding e = f.encoding();
        String wire = wire(e);
        CodeBlock object = nonNull(f, code.values.readObject(e, what), what);
        CodeBlock.Builder b = CodeBlock.builder();
        if (e instanceof Encoding.ObjectStream) {
            return b.addStatement("$N(tag, $N, $S)", code.helpers.fixed("expect"), code.helpers.fixed("OBJECT"), what)
                    .addStatement(fields.set(f, object)).build();
        }
        boolean alternative = f.mayTakeWriteObject();
        CodeBlock isObject = Blocks.of("$N(tag, $N, $S)", code.helpers.fixed("isObject"), code.helpers.fixed(wire), what);
        if (!wire.equals("BLOB")) {
            CodeBlock fast = code.values.read(e, what);
            if (!alternative) {
                return b.addStatement("$N(tag, $N, $S)", code.helpers.fixed("expect"), code.helpers.fixed(wire), what)
                        .addStatement(fields.set(f, fast)).build();
            }
            return b.addStatement(fields.set(f, Blocks.of("$L$W? $L$W: $L", isObject, object, fast))).build();
        }
        if (alternative) {
            b.beginControlFlow("if ($L)", isObject).addStatement(fields.set(f, object)).nextControlFlow("else");
        } else {
            b.addStatement("$N(tag, $N, $S)", code.helpers.fixed("expect"), code.helpers.fixed(wire), what);
        }
        b.addStatement("$T $N = $N(in, $S)", blobIn(), blob, code.helpers.fixed("readBlob"), what)
                .addStatement(fields.set(f, code.values.read(e, what, blob)))
                .addStatement("$N.end($S)", blob, what);
        if (alternative) {
            b.endControlFlow();
        }
        return b.build();
    }

    private CodeBlock nonNull(FieldModel f, CodeBlock read, String what) {
        return f.nonNull() ? Blocks.of("$N($L, $S)", code.helpers.fixed("nonNull"), read, what) : read;
    }

    private ClassName blobOut() {
        code.helpers.fixed("BlobOut");
        return model.externalizer().nestedClass("BlobOut");
    }

    private ClassName blobIn() {
        code.helpers.fixed("BlobIn");
        return model.externalizer().nestedClass("BlobIn");
    }

    /** The wire type an added field's fast form goes as: how an older reader skips it. */
    static String wire(Encoding e) {
        if (e instanceof Encoding.Primitive p) {
            return primitiveWire(p.kind());
        }
        if (e instanceof Encoding.Boxed b) {
            return primitiveWire(b.primitiveKind());
        }
        if (e instanceof Encoding.Str) {
            return "STRING";
        }
        if (e instanceof Encoding.DateMillis) {
            return "FIXED8";
        }
        if (e instanceof Encoding.ObjectStream) {
            return "OBJECT";
        }
        return "BLOB"; // enums, beans, containers, arrays, value types
    }

    private static String primitiveWire(TypeKind kind) {
        switch (kind) {
            case BOOLEAN: case BYTE: return "FIXED1";
            case SHORT: case CHAR: return "FIXED2";
            case INT: return "VARINT";
            case FLOAT: return "FIXED4";
            default: return "FIXED8";
        }
    }
}
