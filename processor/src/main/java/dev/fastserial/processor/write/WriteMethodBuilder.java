package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.NULL_POINTER;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_OUTPUT;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import dev.fastserial.processor.model.BeanModel;
import dev.fastserial.processor.model.FieldModel;
import dev.fastserial.processor.model.Flags;
import dev.fastserial.processor.model.LayoutCheck;
import dev.fastserial.processor.model.Spelling;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * {@code writeExternal} (a bean) or {@code write} (a record or immutable class): the superclass's
 * level, each reference field read once into a local, the non-null checks, the flags and special
 * mask, then one statement per slot and a block per added field.
 */
final class WriteMethodBuilder {
    private final BeanModel model;
    private final Code code;
    private final FieldCode fields;
    private final String receiver;
    private final NameAllocator names = new NameAllocator();
    private final Map<FieldModel, String> locals = new HashMap<>();
    private final Bitmap flags;
    private final Bitmap special;
    private final TailCode tail;
    private final GenericForms forms;
    /** A value's fields that could hold it (an Object, a Map<String, Object>): marked while written. */
    private final List<FieldModel> mayHoldItself;
    /** The local of the values being written ({@code Wire.writing}), or null when no field could hold the value. */
    private final String writing;

    WriteMethodBuilder(BeanModel model, Code code) {
        this.model = model;
        this.code = code;
        this.receiver = model.isValue() ? "value" : "bean";
        for (String reserved : new String[] {receiver, "out"}) {
            names.newName(reserved, reserved);
        }
        this.fields = new FieldCode(receiver, model.beanClass().simpleName(), null, null);
        this.flags = new Bitmap(model.flags().bits(), names.newName("flags", "flags"));
        this.special = new Bitmap(model.flags().specialBits(), names.newName("special", "special"));
        this.tail = new TailCode(model, code, names, fields);
        this.forms = new GenericForms(model, names);
        this.mayHoldItself = model.isValue() ? model.fieldsThatMayHoldItself() : List.of();
        this.writing = mayHoldItself.isEmpty() ? null : names.newName("writing", "writing");
    }

    /** The type arguments' forms this method takes: a generic type's holders give them (null: none). */
    GenericForms forms() {
        return forms;
    }

    MethodSpec build() {
        Flags f = model.flags();
        String name = model.isValue() ? "write" : model.checksClass() ? "writeLevel" : "writeExternal";
        MethodSpec.Builder m = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addTypeVariables(model.typeVariables())
                .addParameter(model.beanType(), receiver)
                .addParameter(OBJECT_OUTPUT, "out")
                .addException(IO_EXCEPTION);
        forms.addParameters(m, model.externalizer());
        if (model.rawTypes()) {
            m.addAnnotation(AnnotationSpec.builder(JavaTypes.SUPPRESS_WARNINGS).addMember("value", "$S", "rawtypes").build());
        }
        if (model.chainTo() != null) {
            m.addStatement("$T.writeLevel(bean, out)", model.chainTo());
        }
        if (writing != null) { // Wire.writing: a reference back to the value is refused by name
            m.addCode("$T $N = $N(value); // what $L $L may refer back to value: refused then\n",
                    ParameterizedTypeName.get(ClassName.get(Map.class), JavaTypes.OBJECT, ClassName.get(String.class)), writing,
                    code.helpers.fixed("writing"), String.join(" or ", mayHoldItself.stream().map(FieldModel::name).toList()),
                    mayHoldItself.size() == 1 ? "holds" : "hold");
        }
        for (FieldModel field : model.fields()) {
            if (!field.isPrimitive()) {
                String local = names.newName(localName(field.name()), field);
                locals.put(field, local);
                m.addStatement("$T $N = $L", field.encoding().type(), local, fields.get(field));
            }
        }
        for (FieldModel field : model.fields()) {
            if (field.nonNull()) {
                m.addStatement("if ($N == null) throw new $T($S)", locals.get(field), NULL_POINTER,
                        model.beanClass().canonicalName() + "." + field.name() + " is declared non-null but is null");
            }
        }
        int mark = model.check().mark();
        List<Integer> markBits = new ArrayList<>();
        for (int b = 0; b < 2; b++) {
            if ((mark >> b & 1) != 0) {
                markBits.add(f.markShift() + b);
            }
        }
        String comment = markBits.isEmpty() ? null : "layout mark " + mark;
        if (!model.tail().isEmpty()) { // every added field is written, a null one as its tag and an empty blob
            markBits.add(f.tailBit());
            comment = (comment == null ? "" : comment + "; ") + "added fields follow";
        }
        m.addCode(flags.declare(markBits, comment));
        List<Integer> removed = new ArrayList<>();
        List<String> removedNames = new ArrayList<>();
        for (FieldModel slot : model.slots()) {
            if (slot.isRemoved()) {
                removed.add(slot.specialBit());
                removedNames.add(slot.name());
            }
        }
        if (f.specialBits() > 0) {
            m.addCode(special.declare(removed, "absent: removed " + String.join(", ", removedNames)));
        }
        for (FieldModel slot : model.slots()) {
            if (!slot.isRemoved()) {
                m.addCode(flagBits(slot));
            }
        }
        if (f.specialBits() > 0) {
            m.addStatement("if ($L) $L", special.any(), flags.set(f.specialBit()));
        }
        m.addCode(flags.write());
        if (model.check() instanceof LayoutCheck.Unlocked u) {
            m.addCode("out.writeShort($L); // the layout's fingerprint: built without fastserial.lock\n",
                    "0x" + Hex.of(u.fingerprint(), 4));
        }
        if (f.specialBits() > 0) {
            CodeBlock write = special.write();
            if (Integer.bitCount(special.bytes()) == 1 && special.bytes() <= 8) { // one write call
                m.addCode("if ($L) $L", special.any(), write);
            } else {
                m.beginControlFlow("if ($L)", special.any()).addCode(write).endControlFlow();
            }
        }
        boolean marking = false; // from the first field that could hold the value to the end: unmarked in finally
        for (FieldModel slot : model.slots()) {
            if (mayHoldItself.contains(slot)) {
                marking = beginMarking(m, marking);
                if (forms.formOf(slot) == null) { // a form's value is marked where it takes writeObject instead
                    m.addStatement("$N.put(value, $S)", writing, FieldCode.what(model.beanClass().simpleName(), slot));
                }
            }
            m.addCode(writeSlot(slot));
        }
        if (model.tail().stream().anyMatch(mayHoldItself::contains)) {
            marking = beginMarking(m, marking);
        }
        m.addCode(tail.write(locals, added -> mayHoldItself.contains(added)
                ? Blocks.of("$N.put(value, $S);\n", writing, FieldCode.what(model.beanClass().simpleName(), added)) : null));
        if (marking) {
            m.nextControlFlow("finally") // empty unless a field was marked: no identity hash to compute then
                    .addStatement("if (!$N.isEmpty()) $N.remove(value)", writing, writing).endControlFlow();
        }
        return m.build();
    }

    /** Opens the try whose finally unmarks the value, unless open already. */
    private static boolean beginMarking(MethodSpec.Builder m, boolean marking) {
        if (!marking) {
            m.beginControlFlow("try");
        }
        return true;
    }

    private CodeBlock flagBits(FieldModel field) {
        CodeBlock.Builder b = CodeBlock.builder();
        String local = locals.get(field);
        CodeBlock value = field.isPrimitive() ? fields.get(field) : Blocks.of("$N", local);
        if (field.presenceBit() >= 0) {
            b.addStatement("if ($N != null) $L", local, flags.set(field.presenceBit()));
        }
        if (field.valueBit() >= 0) {
            CodeBlock isTrue = field.presenceBit() < 0 ? value : Blocks.of("$N != null && $N", local, local);
            b.add("if ($L) $L; // $L\n", isTrue, flags.set(field.valueBit()), field.name());
        }
        String form = forms.formOf(field);
        if (form != null) { // a value the holder's form does not fit goes through writeObject
            b.addStatement("if ($N != null && $N != null && !$N.fits($N, out)) $L", local, form, form, local,
                    special.set(field.specialBit()));
        }
        CodeBlock plain = field.mayTakeWriteObject() ? code.exactness.inexactOnOneLine(field.encoding(), value) : null;
        if (plain != null) {
            CodeBlock line = Blocks.of("if ($L) $L;", field.nonNull() ? plain : Blocks.of("$N != null && $L", local, plain),
                    special.set(field.specialBit()));
            if (LineFit.fits(8, line, 0)) {
                b.add("$L\n", line);
            } else { // the same condition with wrapping points
                CodeBlock inexact = code.exactness.inexact(field.encoding(), value);
                CodeBlock when = field.nonNull() ? inexact : Blocks.of("$N != null && $L", local, inexact);
                b.addStatement("if ($L) $L", when, special.set(field.specialBit()));
            }
        }
        return b.build();
    }

    private CodeBlock writeSlot(FieldModel field) {
        CodeBlock.Builder b = CodeBlock.builder();
        if (field.isRemoved()) {
            if (field.nonNull()) {
                b.add("out.writeByte($L); // $L\n", WireNumbers.SPECIAL_ABSENT, FieldCode.comment(field));
            }
            return b.build();
        }
        if (field.isBitOnly()) {
            return b.build();
        }
        if (field.isPrimitive()) {
            return commented(b, Blocks.of("$L;", code.values.write(field.encoding(), fields.get(field))), field).build();
        }
        CodeBlock local = Blocks.of("$N", locals.get(field));
        String what = model.beanClass().canonicalName() + "." + field.name();
        String form = forms.formOf(field);
        if (form != null) {
            String type = Spelling.of(field.encoding().type());
            b.add("// $L: $L -> presence bit $L, then $N's fast form where the holder gave one, else writeObject\n",
                    field.name(), type, field.presenceBit(), form);
            b.addStatement("if ($L != null && $N != null && $L) $N.write(out, $L)", local, form,
                    special.isClear(field.specialBit()), form, local);
            if (mayHoldItself.contains(field)) { // through writeObject, it could refer back to value
                return b.beginControlFlow("else if ($L != null)", local)
                        .addStatement("$N.put(value, $S)", writing, FieldCode.what(model.beanClass().simpleName(), field))
                        .addStatement(code.values.writeField(field.encoding(), local, what))
                        .endControlFlow()
                        .build();
            }
            return b.addStatement("else if ($L != null) $L", local, code.values.writeField(field.encoding(), local, what))
                    .build();
        }
        CodeBlock write = code.values.writeField(field.encoding(), local, what);
        boolean other = field.mayTakeWriteObject();
        if (!other) {
            return commented(b, field.nonNull() ? Blocks.of("$L;", write)
                    : Blocks.of("if ($N != null) $L;", locals.get(field), write), field).build();
        }
        if (field.nonNull()) {
            String marked = ValueCode.sqlDates(field.encoding()) ? "writeMarkedDate" : "writeMarked";
            return commented(b, Blocks.of("if ($L) $L;", special.isClear(field.specialBit()), write), field)
                    .add("else $N(out, $L);\n", code.helpers.fixed(marked), local)
                    .build();
        }
        CodeBlock unusual = Blocks.of("if ($L) $L;", special.isSet(field.specialBit()),
                code.values.writeOther(field.encoding(), local));
        return commented(b, unusual, field).add("else if ($L != null) $L;\n", local, write).build();
    }

    /**
     * The statement that writes a field's fast form, with the field's comment after it, or above it
     * when the line would pass the limit.
     */
    private static CodeBlock.Builder commented(CodeBlock.Builder b, CodeBlock statement, FieldModel field) {
        String comment = FieldCode.comment(field);
        if (LineFit.fits(8, statement, 4 + comment.length())) {
            return b.add("$L // $L\n", statement, comment);
        }
        return b.add("$L$L\n", FieldCode.commentLines(field, 100), statement);
    }

    /** A local named after the field, unless the name could be read as a type (a field named {@code Integer}). */
    static String localName(String field) {
        return Character.isUpperCase(field.charAt(0)) ? "value" + field : field;
    }
}
