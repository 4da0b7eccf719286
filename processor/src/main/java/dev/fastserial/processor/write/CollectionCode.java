package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.CLASS_NOT_FOUND;
import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_INPUT;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_OUTPUT;
import static dev.fastserial.processor.write.JavaTypes.STREAM_CORRUPTED;
import static dev.fastserial.processor.write.WireNumbers.CLASS_MASK;
import static dev.fastserial.processor.write.WireNumbers.CLASS_SHIFT;
import static dev.fastserial.processor.write.WireNumbers.MAX_PRESIZE;
import static dev.fastserial.processor.write.WireNumbers.SIZE_SHIFT;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.Encoding.Impl;
import dev.fastserial.processor.model.JdkKind;
import dev.fastserial.processor.model.Spelling;
import java.util.List;

/**
 * Collections and maps: one write and one read helper per shape. The prefix is one length,
 * {@code size << 3 | class << 1 | tagged}: the class is the index of the runtime class among
 * those the declared type allows, so the value comes back as the same class. Readers never
 * pre-size beyond {@link WireNumbers#MAX_PRESIZE}: a hostile size fails with EOFException as the
 * bytes run out, not with OutOfMemoryError.
 */
final class CollectionCode {
    private static final ClassName MAP_ENTRY = ClassName.get("java.util", "Map", "Entry");

    private final Code code;

    CollectionCode(Code code) {
        this.code = code;
    }

    String write(Encoding.CollectionOf c) {
        if (indexed(c)) { // a List: by index, once it is a random-access one
            return code.helpers.shape("write", c, "write" + ShapeNames.of(c), name -> writerPrologue(name, c, c.impls())
                    .addCode(others(c))
                    .addCode(c.erasure().equals(LIST) ? Blocks.of("if (!(value instanceof $T)) value = new $T<>(value);"
                            + " // a LinkedList: by index from a copy\n", RANDOM_ACCESS, ARRAY_LIST) : Blocks.of(""))
                    .addStatement("int size = value.size()")
                    .addCode(code.elements.writeSize(code.elements.scanIndexed(c.element().type(),
                            code.elements.needsTag(c.element(), Blocks.of("e"))), "size", "kind"))
                    .beginControlFlow("for (int i = 0; i < size; i++)")
                    .addStatement("$T e = value.get(i)", c.element().type())
                    .addCode(code.elements.write(c.element(), Blocks.of("e")))
                    .endControlFlow());
        }
        return code.helpers.shape("write", c, "write" + ShapeNames.of(c), name -> writerPrologue(name, c, c.impls())
                .addCode(others(c))
                .addCode(code.elements.writeSize(code.elements.scan(c.element().type(), "value",
                        code.elements.needsTag(c.element(), Blocks.of("e"))), "value.size()", "kind"))
                .beginControlFlow("for ($T e : value)", c.element().type())
                .addCode(code.elements.write(c.element(), Blocks.of("e")))
                .endControlFlow());
    }

    private static final ClassName LIST = ClassName.get("java.util", "List");
    private static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
    private static final ClassName RANDOM_ACCESS = ClassName.get("java.util", "RandomAccess");

    /**
     * A List or ArrayList is written by index: an iterator of one of several list classes that the
     * helper has seen (ArrayList and List.of's, say) is an allocation the JIT keeps (issue 26).
     */
    private static boolean indexed(Encoding.CollectionOf c) {
        return c.erasure().equals(LIST) || c.erasure().equals(ARRAY_LIST);
    }

    String read(Encoding.CollectionOf c) {
        return code.helpers.shape("read", c, "read" + ShapeNames.of(c), name -> prologue(name, c, c.impls(), c.element())
                .beginControlFlow("for (int i = 0; i < size; i++)")
                .addCode(code.elements.read(c.element(), ElementCode.what(c), "e"))
                .addCode(guardedFill(c, "value.add(e)"))
                .endControlFlow()
                .addCode(returned(c)));
    }

    String write(Encoding.MapOf map) {
        return code.helpers.shape("write", map, "write" + ShapeNames.of(map), name -> {
            TypeName entry = ParameterizedTypeName.get(MAP_ENTRY, map.key().type(), map.value().type());
            return writerPrologue(name, map, map.impls())
                    .addCode(others(map))
                    .addCode(code.elements.writeSize(code.elements.scan(entry, "value.entrySet()",
                            code.elements.needsTag(map.key(), Blocks.of("e.getKey()")),
                            code.elements.needsTag(map.value(), Blocks.of("e.getValue()"))), "value.size()", "kind"))
                    .beginControlFlow("for ($T e : value.entrySet())", entry)
                    .addCode(code.elements.write(map.key(), Blocks.of("e.getKey()")))
                    .addCode(code.elements.write(map.value(), Blocks.of("e.getValue()")))
                    .endControlFlow();
        });
    }

    String read(Encoding.MapOf map) {
        return code.helpers.shape("read", map, "read" + ShapeNames.of(map), name ->
                prologue(name, map, map.impls(), map.key(), map.value())
                        .beginControlFlow("for (int i = 0; i < size; i++)")
                        .addCode(code.elements.read(map.key(), ElementCode.what(map), "k"))
                        .addCode(code.elements.read(map.value(), ElementCode.what(map), "v"))
                        .addCode(guardedFill(map, "value.put(k, v)"))
                        .endControlFlow()
                        .addCode(returned(map)));
    }

    /** A writer up to {@code int kind}: which of the allowed classes the value is (-1: one of the others). */
    private MethodSpec.Builder writerPrologue(String name, Encoding container, List<Impl> impls) {
        return HelperRegistry.method(name)
                .addParameter(OBJECT_OUTPUT, "out").addParameter(container.type(), "value")
                .addException(IO_EXCEPTION)
                .addStatement("int kind = $L", kindOf(impls, JdkKindsCode.hasOthers(container)));
    }

    /** After {@code int kind}: a value of another JDK class writes its marker and code, then goes as class 0. */
    private CodeBlock others(Encoding container) {
        if (!JdkKindsCode.hasOthers(container)) {
            return Blocks.of("");
        }
        return CodeBlock.builder()
                .add("// another JDK class (docs/wire-format.md): a marker and its code, then its elements as of class 0\n")
                .beginControlFlow("if (kind < 0)")
                .addStatement("value = $N(out, value)", code.jdkKinds.write(container))
                .addStatement("kind = 0")
                .endControlFlow()
                .build();
    }

    /** The value read; one of another JDK class is made from its elements by the JDK's factory. */
    private CodeBlock returned(Encoding container) {
        if (!JdkKindsCode.hasOthers(container) || !code.jdkKinds.finishes(container)) {
            return Blocks.of("return value;\n");
        }
        return Blocks.of("return other < 0 ? value : $N(other, value);\n", code.jdkKinds.finish(container));
    }

    /** A reader up to an empty {@code value} of the class the prefix names. */
    private MethodSpec.Builder prologue(String name, Encoding container, List<Impl> impls, Encoding... elements) {
        return ElementCode.uncheckedIfNeeded(HelperRegistry.method(name), elements)
                .returns(container.type())
                .addParameter(OBJECT_INPUT, "in")
                .addException(IO_EXCEPTION).addException(CLASS_NOT_FOUND)
                .addStatement("int header = $N(in)", code.helpers.fixed("readLength"))
                .addCode(readOther(container))
                .addStatement("int size = header >>> $L", SIZE_SHIFT)
                .addCode(ElementCode.taggedFlag(elements))
                .addStatement("$T value", container.type())
                .addCode(JdkKindsCode.hasOthers(container) ? createOther(container, impls) : createByKind(impls));
    }

    /** {@code int other}: the code of another JDK class after its marker, else -1. */
    private CodeBlock readOther(Encoding container) {
        if (!JdkKindsCode.hasOthers(container)) {
            return Blocks.of("");
        }
        return CodeBlock.builder()
                .add("int other = header == 7 ? in.readUnsignedByte() : -1; // another JDK class (docs/wire-format.md)\n")
                .addStatement("if (other >= 0) header = $N(in)", code.helpers.fixed("readOtherLength"))
                .build();
    }

    private CodeBlock createOther(Encoding container, List<Impl> impls) {
        CodeBlock enumSet = JdkKindsCode.enumSet(container);
        CodeBlock.Builder b = CodeBlock.builder().beginControlFlow("if (other >= 0)");
        if (enumSet != null) {
            b.addStatement("value = other == $L ? $L : $N(other, size)", JdkKind.ENUM_SET.code, enumSet,
                    code.jdkKinds.create(container));
        } else {
            b.addStatement("value = $N(other, size)", code.jdkKinds.create(container));
        }
        if (impls.isEmpty()) {
            return b.nextControlFlow("else")
                    .addStatement("throw new $T(\"unknown collection class \" + (header >>> $L & $L))", STREAM_CORRUPTED,
                            CLASS_SHIFT, CLASS_MASK)
                    .endControlFlow().build();
        }
        return b.nextControlFlow("else").add(createByKind(impls)).endControlFlow().build();
    }

    /**
     * The index of the runtime class; the caller already knows it is one of {@code impls}, or, with
     * {@code others}, one of them or of the JDK's other classes (-1).
     */
    private static CodeBlock kindOf(List<Impl> impls, boolean others) {
        if (impls.isEmpty()) {
            return Blocks.of("-1");
        }
        CodeBlock kind = Blocks.of("$L", others ? -1 : impls.size() - 1);
        for (int i = impls.size() - (others ? 1 : 2); i >= 0; i--) {
            kind = Blocks.of("value.getClass() == $T.class ? $L$W: $L", impls.get(i).type(), i, kind);
        }
        return kind;
    }

    private static CodeBlock createByKind(List<Impl> impls) {
        CodeBlock.Builder b = CodeBlock.builder().beginControlFlow("switch (header >>> $L & $L)", CLASS_SHIFT, CLASS_MASK);
        CodeBlock elements = Blocks.of("$T.min(size, $L)", JavaTypes.MATH, MAX_PRESIZE);
        for (int i = 0; i < impls.size(); i++) {
            ClassName type = impls.get(i).type();
            CodeBlock presize = switch (impls.get(i).presize()) {
                case NONE -> Blocks.of("");
                case ELEMENTS -> elements;
                // a hash table holds 3/4 of its capacity before it doubles: room for the elements, no rehash
                case HASHED -> Blocks.of("($L * 4 + 2) / 3", elements);
            };
            b.add("case $L: value = new $T<>($L); break;\n", i, type, presize);
        }
        return b.add("default: throw new $T(\"unknown collection class \" + (header >>> $L & $L));\n",
                        STREAM_CORRUPTED, CLASS_SHIFT, CLASS_MASK)
                .endControlFlow()
                .build();
    }

    /**
     * {@code value.add(e)} or {@code value.put(k, v)}, guarded: whatever the container or an
     * element's hashCode, equals or compareTo throws on hostile input becomes an
     * InvalidObjectException naming the container.
     */
    CodeBlock guardedFill(Encoding container, String fill) {
        return CodeBlock.builder()
                .beginControlFlow("try")
                .addStatement(fill)
                .nextControlFlow("catch ($T | $T x)", JavaTypes.RUNTIME_EXCEPTION, JavaTypes.STACK_OVERFLOW)
                .addStatement("throw $N(value, $S, x)", code.helpers.fixed("refused"), Spelling.of(container.type()))
                .endControlFlow()
                .build();
    }
}
