package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.CLASS_NOT_FOUND;
import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_INPUT;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import dev.fastserial.processor.model.BeanModel;
import dev.fastserial.processor.model.Construction;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.FieldModel;
import dev.fastserial.processor.model.Flags;
import dev.fastserial.processor.model.LayoutCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * {@code readExternal} (a bean) or {@code read} (a record or immutable class): the superclass's
 * level, the flags and the layout check, the special mask, then one assignment per slot, in the
 * order it was written, and the added fields. A slot the writer's version no longer has (special
 * bit, no presence) is left as the no-arg constructor set it; a value's fields are read into
 * locals (their type's default when the stream lacks them), then given to its constructor.
 */
final class ReadMethodBuilder {
    private final BeanModel model;
    private final Code code;
    private final NameAllocator names = new NameAllocator();
    private final Map<FieldModel, String> locals = new LinkedHashMap<>();
    private final FieldCode fields;
    private final Bitmap flags;
    private final Bitmap special;
    private final Bitmap absent;
    private final String skipped;
    private final TailCode tail;
    private final GenericForms forms;

    ReadMethodBuilder(BeanModel model, Code code) {
        this.model = model;
        this.code = code;
        for (String reserved : new String[] {"bean", "in", "tag", "mark", "e"}) {
            names.newName(reserved, reserved);
        }
        this.fields = new FieldCode("bean", model.beanClass().simpleName(), model.isValue() ? locals : null, code.helpers);
        this.flags = new Bitmap(model.flags().bits(), names.newName("flags", "flags"));
        this.special = new Bitmap(model.flags().specialBits(), names.newName("special", "special"));
        this.absent = special.renamed(names.newName("absent", "absent"));
        this.skipped = names.newName("skipped", "skipped");
        this.tail = new TailCode(model, code, names, fields);
        this.forms = new GenericForms(model, names);
    }

    GenericForms forms() {
        return forms;
    }

    MethodSpec build() {
        Flags f = model.flags();
        String bean = model.beanClass().canonicalName();
        com.squareup.javapoet.ClassName beanClass = model.beanClass();
        String name = model.isValue() ? "read" : model.checksClass() ? "readLevel" : "readExternal";
        MethodSpec.Builder m = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addTypeVariables(model.typeVariables());
        if (model.isValue()) {
            m.returns(model.beanType());
        } else {
            m.addParameter(model.beanType(), "bean");
        }
        m.addParameter(OBJECT_INPUT, "in")
                .addException(IO_EXCEPTION)
                .addException(CLASS_NOT_FOUND);
        forms.addParameters(m, model.externalizer());
        if (model.slots().stream().anyMatch(s -> ValueCode.needsUncheckedCast(s.encoding()))
                || model.tail().stream().anyMatch(s -> ValueCode.needsUncheckedCast(s.encoding()))) {
            m.addAnnotation(ElementCode.UNCHECKED);
        }
        if (model.chainTo() != null) {
            m.addStatement("$T.readLevel(bean, in)", model.chainTo());
        }
        m.addCode(flags.read());
        String mismatch = code.helpers.fixed("layoutMismatch");
        CodeBlock mark = flags.topBits(f.markShift());
        if (model.check() instanceof LayoutCheck.Unlocked u) {
            m.addStatement("if (($L) != 0 || in.readUnsignedShort() != $L) throw $N($T.class)", mark,
                    "0x" + Hex.of(u.fingerprint(), 4), mismatch, beanClass);
        } else {
            LayoutCheck.Locked l = (LayoutCheck.Locked) model.check();
            m.addStatement("int mark = $L", mark);
            m.addStatement("if (mark != $L && (mark != 0 || in.readUnsignedShort() != $L)) throw $N($T.class)", l.mark(),
                    "0x" + Hex.of(l.firstLayout(), 4), mismatch, beanClass);
        }
        List<Integer> defined = new ArrayList<>();
        for (int bit = 0; bit < f.fieldBits(); bit++) {
            defined.add(bit);
        }
        defined.add(f.specialBit());
        defined.add(f.markShift());
        defined.add(f.markShift() + 1);
        if (model.check() instanceof LayoutCheck.Locked) {
            defined.add(f.tailBit());
        }
        String undefinedBits = code.helpers.fixed("undefinedBits");
        m.addCode(flags.rejectUndefined(defined, undefinedBits, beanClass));
        if (f.specialBits() > 0) {
            m.addCode(special.readIf(flags.isSet(f.specialBit())));
            List<Integer> homes = new ArrayList<>();
            for (FieldModel slot : model.slots()) {
                homes.add(slot.specialBit());
            }
            m.addCode(special.rejectUndefined(homes, undefinedBits, beanClass));
            long[] fieldMask = new long[(f.specialBits() + 63) / 64];
            for (int bit = 0; bit < f.fieldBits(); bit++) {
                fieldMask[bit / 64] |= 1L << (bit % 64);
            }
            m.addCode(special.declareAndNot(absent.name(), flags, fieldMask, "slots the writer's version no longer has: "
                    + (!model.isValue() ? "left as constructed" : afterConstructor().isEmpty() ? "their type's default"
                    : "as constructed (the constructor's: their default)")));
        }
        if (model.hasRemovedSlots()) {
            m.addCode("$T $N; // what older versions wrote in removed slots\n", JavaTypes.OBJECT, skipped);
        }
        if (model.isValue()) {
            m.addCode(declareLocals());
        }
        for (FieldModel slot : model.slots()) {
            m.addCode(readSlot(slot));
        }
        if (!model.tail().isEmpty()) {
            m.addCode(tail.read(flags, f.tailBit()));
        } else if (model.check() instanceof LayoutCheck.Locked) {
            CodeBlock skip = Blocks.of("if ($L) $N(in, $S);", flags.isSet(f.tailBit()), code.helpers.fixed("skipAdded"),
                    model.beanClass().simpleName());
            m.addCode(LineFit.commented(8, skip, "fields a later version added"));
        }
        if (model.isValue()) {
            m.addCode(construct());
        }
        return m.build();
    }

    /**
     * A value's fields, each in a local holding its type's default until the stream gives it; for
     * each added field of a mixed class restored after the constructor, whether the stream gave it.
     */
    private CodeBlock declareLocals() {
        CodeBlock.Builder b = CodeBlock.builder();
        for (FieldModel field : model.fields()) {
            String local = names.newName(WriteMethodBuilder.localName(field.name()), field);
            locals.put(field, local);
            b.addStatement("$T $N = $L", field.encoding().type(), local, defaultValue(field.encoding()));
        }
        for (FieldModel field : afterConstructor()) {
            if (field.inTail()) {
                String flag = names.newName(WriteMethodBuilder.localName(field.name()) + "Read", "read:" + field.name());
                fields.read.put(field, flag);
                b.addStatement("boolean $N = false", flag);
            }
        }
        return b.build();
    }

    /**
     * The fields of a mixed class restored after its constructor: those it does not take, and those it
     * takes that are not final (set again, or where nothing can set them, compared: {@link #onlyCompared}).
     */
    private java.util.List<FieldModel> afterConstructor() {
        java.util.List<FieldModel> after = new ArrayList<>();
        if (model.isValue()) {
            for (FieldModel field : model.fields()) {
                if (!model.construction().takes(field) || model.construction().takesNotFinal(field)) {
                    after.add(field);
                }
            }
        }
        return after;
    }

    /** A field the constructor takes, not final, that no setter or visible field can set again: compared instead. */
    private boolean onlyCompared(FieldModel field) {
        return model.construction().takesNotFinal(field) && field.access() instanceof dev.fastserial.processor.model.Access.Getter;
    }

    private static String defaultValue(Encoding e) {
        if (!(e instanceof Encoding.Primitive p)) {
            return "null";
        }
        switch (p.kind()) {
            case BOOLEAN: return "false";
            case LONG: return "0L";
            default: return "0";
        }
    }

    /**
     * The constructor, on the fields read: it validates them as on any other call, and what it
     * throws on values it rejects (an assert's AssertionError too) is an InvalidObjectException
     * naming the class.
     */
    private CodeBlock construct() {
        // by declaring class and name: a field may hide a superclass field of the same name
        Map<String, String> byField = new HashMap<>();
        locals.forEach((field, local) -> byField.put(Construction.argument(field.declaringClass(), field.name()), local));
        List<CodeBlock> arguments = new ArrayList<>();
        for (String argument : model.construction().arguments()) {
            String local = byField.get(argument);
            if (local == null) {
                throw new IllegalStateException("no local for the constructor's argument " + argument);
            }
            arguments.add(Blocks.of("$N", local));
        }
        CodeBlock.Builder b = CodeBlock.builder();
        java.util.List<FieldModel> after = afterConstructor();
        java.util.List<FieldModel> widened = new ArrayList<>(); // final ones: a field not final is restored below
        for (FieldModel field : model.fields()) {
            if (model.construction().widens(field) && !model.construction().takesNotFinal(field)) {
                widened.add(field);
            }
        }
        if (after.isEmpty() && widened.isEmpty()) { // a record or immutable class: the constructor is all
            return b.beginControlFlow("try")
                    .addStatement("return new $T($L)", model.beanType(), CodeBlock.join(arguments, ", "))
                    .nextControlFlow("catch ($T | $T e)", model.construction().throwsChecked() ? JavaTypes.EXCEPTION
                            : JavaTypes.RUNTIME_EXCEPTION, JavaTypes.ASSERTION_ERROR)
                    .addStatement("throw $N($T.class, e)", code.helpers.fixed("rejected"), model.beanClass())
                    .endControlFlow()
                    .build();
        }
        // A mixed class: the fields the constructor does not take are restored after it, as a bean's are
        // (one the stream lacks stays as the constructor made it); what their setters throw is rejected too.
        String built = names.newName("value", "the value built");
        FieldCode into = new FieldCode(built, model.beanClass().simpleName(), null, code.helpers);
        b.addStatement("$T $N", model.beanType(), built)
                .beginControlFlow("try")
                .addStatement("$N = new $T($L)", built, model.beanType(), CodeBlock.join(arguments, ",$W"));
        for (FieldModel field : widened) {
            b.add("// $L: its parameter is wider than the field, and the constructor must keep what it is given\n",
                    field.name());
            b.addStatement("$N($N,$W$L,$W$S)", code.helpers.fixed("kept"), locals.get(field), into.getUncast(field),
                    FieldCode.what(model.beanClass().simpleName(), field));
        }
        if (after.stream().anyMatch(model.construction()::takesNotFinal)) {
            b.add("// the fields that are not final, restored after it as a bean's are: also those it takes, whose\n"
                    + "// values may have changed since it made them\n");
        } else if (!after.isEmpty()) {
            b.add("// the fields the constructor does not take, restored after it as a bean's are\n");
        }
        for (FieldModel field : after) {
            CodeBlock restore = onlyCompared(field)
                    ? Blocks.of("$N($N,$W$L,$W$S)", code.helpers.fixed("keptUnset"), locals.get(field), into.getUncast(field),
                            FieldCode.what(model.beanClass().simpleName(), field))
                    : into.set(field, Blocks.of("$N", locals.get(field)));
            CodeBlock when = field.inTail() ? Blocks.of("$N", fields.read.get(field))
                    : model.flags().specialBits() > 0 ? absent.isClear(field.specialBit()) : null;
            CodeBlock statement = when == null ? Blocks.of("$L;", restore) : Blocks.of("if ($L) $L;", when, restore);
            if (field.access() instanceof dev.fastserial.processor.model.Access.Fill) {
                b.add("// $L: final, no setter: emptied and filled in place\n", field.name());
            } else if (onlyCompared(field)) {
                b.add("// $L: no setter, not visible: the constructor must have kept what was read\n", field.name());
            }
            b.add("$L\n", statement);
        }
        boolean fills = after.stream().anyMatch(f -> f.access() instanceof dev.fastserial.processor.model.Access.Fill
                || onlyCompared(f)) || !widened.isEmpty();
        if (model.construction().throwsChecked()) {
            if (fills) { // the fill helpers' own InvalidObjectException, as it is
                b.nextControlFlow("catch ($T e)", JavaTypes.INVALID_OBJECT).addStatement("throw e");
            }
            b.nextControlFlow("catch ($T | $T e)", JavaTypes.EXCEPTION, JavaTypes.ASSERTION_ERROR);
        } else {
            b.nextControlFlow("catch ($T | $T e)", JavaTypes.RUNTIME_EXCEPTION, JavaTypes.ASSERTION_ERROR);
        }
        return b.addStatement("throw $N($T.class, e)", code.helpers.fixed("rejected"), model.beanClass())
                .endControlFlow()
                .addStatement("return $N", built)
                .build();
    }

    private CodeBlock readSlot(FieldModel field) {
        CodeBlock.Builder b = CodeBlock.builder();
        String what = FieldCode.what(model.beanClass().simpleName(), field);
        Encoding e = field.encoding();
        boolean removed = field.isRemoved();
        if (removed) {
            b.add("$L", FieldCode.commentLines(field, 100));
        }
        CodeBlock unlessAbsent = absent.isClear(field.specialBit());
        if (field.isBitOnly()) {
            if (removed) {
                return b.build();
            }
            CodeBlock value = flags.isSet(field.valueBit());
            if (field.presenceBit() >= 0) {
                value = Blocks.of("$L ? null$W: $L", flags.isClear(field.presenceBit()), value);
            }
            return b.addStatement("if ($L) $L", unlessAbsent, fields.set(field, value)).build();
        }
        CodeBlock fast = code.values.read(e, what);
        if (field.isPrimitive()) {
            return b.addStatement("if ($L) $L", unlessAbsent, assign(field, fast)).build();
        }
        CodeBlock object = code.values.readOther(e, what);
        String form = forms.formOf(field);
        if (form != null) { // through the holder's fast form, when it gave one and the writer used it
            CodeBlock laidOut = nullable(unlessAbsent, field, flags.isClear(field.presenceBit()),
                    Blocks.of("$N != null && $L", form, special.isClear(field.specialBit())), Blocks.of("$N.read(in)", form),
                    object);
            return laidOut != null ? b.add(laidOut).build() : b.addStatement("if ($L) $L", unlessAbsent,
                    fields.set(field, Blocks.of("$L ? null$W: $N != null && $L$W? $N.read(in)$W: $L",
                            flags.isClear(field.presenceBit()), form, special.isClear(field.specialBit()), form, object)))
                    .build();
        }
        if (field.nonNull()) {
            CodeBlock value = e instanceof Encoding.ObjectStream ? nonNull(fast, what) : fast;
            return b.add("if ($L) $L;\n", special.isClear(field.specialBit()), assign(field, value))
                    .add("else if ($N(in) == $L) $L;\n", code.helpers.fixed("readSpecialTag"), WireNumbers.SPECIAL_OBJECT,
                            assign(field, removed ? object : nonNull(object, what)))
                    .build();
        }
        CodeBlock value = field.mayTakeWriteObject()
                ? Blocks.of("$L$W? $L$W: $L", special.isClear(field.specialBit()), fast, object) : fast;
        if (removed) {
            return b.addStatement("if ($L) $L", flags.isSet(field.presenceBit()), assign(field, value)).build();
        }
        CodeBlock laidOut = field.mayTakeWriteObject()
                ? nullable(unlessAbsent, field, flags.isClear(field.presenceBit()), special.isClear(field.specialBit()),
                        fast, object)
                : nullable(unlessAbsent, field, flags.isClear(field.presenceBit()), null, fast, null);
        return laidOut != null ? b.add(laidOut).build() : b.addStatement("if ($L) $L", unlessAbsent,
                fields.set(field, Blocks.of("$L ? null$W: $L", flags.isClear(field.presenceBit()), value))).build();
    }

    /**
     * {@code if (unlessAbsent) field = isNull ? null : isFast ? fast : object;} (or {@code : fast}
     * without {@code isFast}) on one line when it fits the limit, else on two, broken before
     * {@code : isFast} or else before {@code ? fast}; null when none fits (JavaPoet wraps it then).
     */
    private CodeBlock nullable(CodeBlock unlessAbsent, FieldModel field, CodeBlock isNull, CodeBlock isFast,
            CodeBlock fast, CodeBlock object) {
        CodeBlock present = isFast == null ? fast : Blocks.of("$L ? $L : $L", isFast, fast, object);
        CodeBlock one = Blocks.of("if ($L) $L;", unlessAbsent, fields.set(field, Blocks.of("$L ? null : $L", isNull, present)));
        if (LineFit.fits(8, one, 0)) {
            return Blocks.of("$L\n", one);
        }
        if (isFast == null) {
            return null;
        }
        CodeBlock[][] splits = { // two lines: broken before ": isFast", else before "? fast"
            {Blocks.of("$L ? null", isNull), Blocks.of(": $L", present)},
            {Blocks.of("$L ? null : $L", isNull, isFast), Blocks.of("? $L : $L", fast, object)}};
        for (CodeBlock[] split : splits) {
            boolean fit = LineFit.fits(8, Blocks.of("if ($L) $L", unlessAbsent, fields.set(field, split[0])), 0)
                    && LineFit.fits(16, split[1], 2); // ");": a setter's parenthesis, one too many for a field
            if (fit) {
                return CodeBlock.builder().addStatement("if ($L) $L", unlessAbsent,
                        fields.set(field, Blocks.of("$L\n$L", split[0], split[1]))).build();
            }
        }
        return null;
    }

    /** The bean's field, or the throwaway local for a removed slot. */
    private CodeBlock assign(FieldModel field, CodeBlock value) {
        return field.isRemoved() ? Blocks.of("$N = $L", skipped, value) : fields.set(field, value);
    }

    private CodeBlock nonNull(CodeBlock read, String what) {
        return Blocks.of("$N($L, $S)", code.helpers.fixed("nonNull"), read, what);
    }
}
