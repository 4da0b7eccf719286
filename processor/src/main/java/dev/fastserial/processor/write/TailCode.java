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
 * Fields added since the lock file first recorded the class level: after the slots, each one as a
 * tag byte (more tags follow, wire type, id) and its value; a reader skips the ids it does not know
 * by their wire type. Values that are not scalars go as a blob (byte length, bytes, then the objects
 * they wrote through writeObject), so that an older reader can skip them whole. A null one goes as
 * its tag and an empty blob: left out, it would read back as whatever the reader's constructor
 * gives the field (only a field the writer's version lacks may do that).
 */
final class TailCode {
    private final BeanModel model;
    private final Code code;
    private final FieldCode fields;
    private final String blob;

    TailCode(BeanModel model, Code code, NameAllocator names, FieldCode fields) {
        this.model = model;
        this.code = code;
        this.fields = fields;
        this.blob = model.tail().isEmpty() ? null : names.newName("blob", "blob");
    }

    /**
     * Every added field is written (a null one as its tag and an empty blob), so none is last but the last;
     * {@code before} gives what goes before a field's code (marking a value that it could hold), or null.
     */
    CodeBlock write(Map<FieldModel, String> locals, java.util.function.Function<FieldModel, CodeBlock> before) {
        CodeBlock.Builder b = CodeBlock.builder();
        for (int i = 0; i < model.tail().size(); i++) {
            FieldModel f = model.tail().get(i);
            CodeBlock value = f.isPrimitive() ? fields.get(f) : Blocks.of("$N", locals.get(f));
            String more = i == model.tail().size() - 1 ? "false" : "true";
            b.add("$L", FieldCode.commentLines(f, 100));
            CodeBlock first = before.apply(f);
            if (first != null) {
                b.add(first);
            }
            if (mayBeNull(f)) {
                b.beginControlFlow("if ($L == null)", value)
                        .addStatement("$N(out, $L, $L)", code.helpers.fixed("writeNullTag"), f.tailId(), more)
                        .nextControlFlow("else");
            }
            String wire = wire(f.encoding());
            CodeBlock inexact = f.mayTakeWriteObject() ? code.exactness.inexact(f.encoding(), value) : null;
            if (inexact != null) {
                b.beginControlFlow("if ($L)", inexact)
                        .addStatement("$N(out, $L, $N, $L)", code.helpers.fixed("writeTag"), f.tailId(), code.helpers.fixed("OBJECT"), more)
                        .addStatement(writeObject(value))
                        .nextControlFlow("else");
            }
            b.addStatement("$N(out, $L, $N, $L)", code.helpers.fixed("writeTag"), f.tailId(), code.helpers.fixed(wire), more);
            if (wire.equals("OBJECT")) {
                b.addStatement(writeObject(value));
            } else if (wire.equals("BLOB")) {
                b.addStatement("$T $N = new $T()", blobOut(), blob, blobOut())
                        .addStatement(code.values.write(f.encoding(), value, blob))
                        .addStatement("$N.writeTo(out)", blob);
            } else {
                String what = model.beanClass().canonicalName() + "." + f.name();
                b.addStatement(code.values.writeField(f.encoding(), value, what));
            }
            if (inexact != null) {
                b.endControlFlow();
            }
            if (mayBeNull(f)) {
                b.endControlFlow();
            }
        }
        return b.build();
    }

    /** An added field's object: apart on the direct path, so that readers without the field skip it whole. */
    private CodeBlock writeObject(CodeBlock value) {
        return Blocks.of("$N(out, new $T[] {$L}, false)", code.helpers.fixed("writeAddedObjects"), Object.class, value);
    }

    /** A reference field without a non-null annotation: null goes as its tag and an empty blob. */
    private static boolean mayBeNull(FieldModel f) {
        return !f.isPrimitive() && !f.nonNull();
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
            CodeBlock mark = fields.markRead(f);
            if (mark != null) {
                b.addStatement(mark);
            }
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
        CodeBlock object = nonNull(f, code.values.readObject(e, what,
                Blocks.of("$N(in, $S)", code.helpers.fixed("addedObject"), what)), what);
        boolean nullTag = mayBeNull(f) && !wire.equals("BLOB"); // null: its tag says BLOB (a blob's own value: empty)
        CodeBlock.Builder b = CodeBlock.builder();
        if (nullTag) {
            b.beginControlFlow("if ($N(in, tag, $S))", code.helpers.fixed("isNullTag"), what)
                    .addStatement(fields.set(f, Blocks.of("null")))
                    .nextControlFlow("else");
        }
        if (e instanceof Encoding.ObjectStream) {
            b.addStatement("$N(tag, $N, $S)", code.helpers.fixed("expect"), code.helpers.fixed("OBJECT"), what)
                    .addStatement(fields.set(f, object));
        } else if (!wire.equals("BLOB")) {
            CodeBlock fast = code.values.read(e, what);
            if (f.mayTakeWriteObject()) {
                CodeBlock isObject = Blocks.of("$N(tag, $N, $S)", code.helpers.fixed("isObject"), code.helpers.fixed(wire), what);
                b.addStatement(fields.set(f, Blocks.of("$L$W? $L$W: $L", isObject, object, fast)));
            } else {
                b.addStatement("$N(tag, $N, $S)", code.helpers.fixed("expect"), code.helpers.fixed(wire), what)
                        .addStatement(fields.set(f, fast));
            }
        } else {
            readBlob(b, f, what, object);
        }
        if (nullTag) {
            b.endControlFlow();
        }
        return b.build();
    }

    /** A value written as a blob, or through writeObject when it may take it; an empty blob is null. */
    private void readBlob(CodeBlock.Builder b, FieldModel f, String what, CodeBlock object) {
        Encoding e = f.encoding();
        boolean alternative = f.mayTakeWriteObject();
        if (alternative) {
            CodeBlock isObject = Blocks.of("$N(tag, $N, $S)", code.helpers.fixed("isObject"), code.helpers.fixed("BLOB"), what);
            b.beginControlFlow("if ($L)", isObject).addStatement(fields.set(f, object)).nextControlFlow("else");
        } else {
            b.addStatement("$N(tag, $N, $S)", code.helpers.fixed("expect"), code.helpers.fixed("BLOB"), what);
        }
        CodeBlock value = code.values.read(e, what, blob);
        b.addStatement("$T $N = $N(in, $S)", blobIn(), blob, code.helpers.fixed("readBlob"), what)
                .addStatement(fields.set(f, mayBeNull(f) ? Blocks.of("$N.isNull()$W? null$W: $L", blob, value) : value))
                .addStatement("$N.end($S)", blob, what);
        if (alternative) {
            b.endControlFlow();
        }
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
