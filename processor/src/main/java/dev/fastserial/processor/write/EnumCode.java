package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.CLASS_NOT_FOUND;
import static dev.fastserial.processor.write.JavaTypes.ILLEGAL_ARGUMENT;
import static dev.fastserial.processor.write.JavaTypes.INVALID_OBJECT;
import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_INPUT;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_OUTPUT;
import static dev.fastserial.processor.write.WireNumbers.ENUM_BY_NAME;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.model.Encoding;
import java.util.List;

/**
 * Enum constants, {@code EnumSet} and {@code EnumMap}. A constant is a one-byte code chosen by
 * name through a switch (reordering the constants changes nothing); a constant the code table does
 * not know (added after this class was compiled, or past code 254) goes as 0xFF and its name.
 */
final class EnumCode {
    private static final ClassName MAP_ENTRY = ClassName.get("java.util", "Map", "Entry");
    private static final ClassName ENUM_SET = ClassName.get("java.util", "EnumSet");
    private static final ClassName ENUM_MAP = ClassName.get("java.util", "EnumMap");

    private final Code code;

    EnumCode(Code code) {
        this.code = code;
    }

    String write(Encoding.EnumConstants e) {
        return code.helpers.shape("write", e.type(), e, "write" + e.type().simpleName(), name -> {
            CodeBlock.Builder cases = CodeBlock.builder().beginControlFlow("switch (value)");
            List<String> constants = e.constants();
            for (int c = 0; c < Math.min(constants.size(), ENUM_BY_NAME); c++) {
                if (constants.get(c) != null) {
                    cases.add("case $L: out.writeByte($L); break;\n", constants.get(c), c);
                }
            }
            cases.add("default: // a constant added after this class was compiled\n").indent()
                    .addStatement("out.writeByte($L)", hex(ENUM_BY_NAME))
                    .addStatement("out.writeUTF(value.name())")
                    .unindent().endControlFlow();
            return HelperRegistry.method(name)
                    .addParameter(OBJECT_OUTPUT, "out").addParameter(e.type(), "value")
                    .addException(IO_EXCEPTION)
                    .addCode(cases.build());
        });
    }

    String read(Encoding.EnumConstants e) {
        return code.helpers.shape("read", e.type(), e, "read" + e.type().simpleName(), name -> {
            String simple = e.type().simpleName();
            CodeBlock.Builder cases = CodeBlock.builder()
                    .addStatement("int code = in.readUnsignedByte()")
                    .beginControlFlow("switch (code)");
            List<String> constants = e.constants();
            int codes = Math.min(constants.size(), ENUM_BY_NAME);
            boolean removed = false;
            for (int c = 0; c < codes; c++) {
                if (constants.get(c) != null) {
                    cases.add("case $L: return $T.$L;\n", c, e.type(), constants.get(c));
                } else {
                    cases.add("case $L:\n", c);
                    removed = true;
                }
            }
            if (removed) {
                cases.indent().addStatement("throw new $T($S + code + $S)", INVALID_OBJECT, simple + " code ",
                        " belongs to a constant this version no longer has").unindent();
            }
            cases.add("case $L:\n", hex(ENUM_BY_NAME)).indent()
                    .addStatement("$T constant = in.readUTF()", JavaTypes.STRING)
                    .beginControlFlow("try")
                    .addStatement("return $T.valueOf(constant)", e.type())
                    .nextControlFlow("catch ($T unknown)", ILLEGAL_ARGUMENT)
                    .addStatement("throw new $T($S + constant)", INVALID_OBJECT, simple + " has no constant ")
                    .endControlFlow()
                    .unindent()
                    .add("default:\n").indent()
                    .addStatement("throw new $T($S + code + $S)", INVALID_OBJECT, "unknown " + simple + " code ",
                            " (added later?)")
                    .unindent()
                    .endControlFlow();
            return HelperRegistry.method(name)
                    .returns(e.type())
                    .addParameter(OBJECT_INPUT, "in")
                    .addException(IO_EXCEPTION)
                    .addCode(cases.build());
        });
    }

    String write(Encoding.EnumSetOf s) {
        return code.helpers.shape("write", s, "write" + ShapeNames.of(s), name -> HelperRegistry.method(name)
                .addParameter(OBJECT_OUTPUT, "out").addParameter(s.type(), "value")
                .addException(IO_EXCEPTION)
                .addStatement("$N(out, value.size())", code.helpers.fixed("writeLength"))
                .beginControlFlow("for ($T e : value)", s.element().type())
                .addStatement(code.values.write(s.element(), Blocks.of("e")))
                .endControlFlow());
    }

    String read(Encoding.EnumSetOf s) {
        return code.helpers.shape("read", s, "read" + ShapeNames.of(s), name -> HelperRegistry.method(name)
                .returns(s.type())
                .addParameter(OBJECT_INPUT, "in")
                .addException(IO_EXCEPTION)
                .addStatement("int size = $N(in)", code.helpers.fixed("readLength"))
                .addStatement("$T value = $T.noneOf($T.class)", s.type(), ENUM_SET, s.element().type())
                .beginControlFlow("for (int i = 0; i < size; i++)")
                .addStatement("$T e = $L", s.element().type(), code.values.read(s.element(), ElementCode.what(s)))
                .addCode(code.collections.guardedFill(s, "value.add(e)"))
                .endControlFlow()
                .addStatement("return value"));
    }

    String write(Encoding.EnumMapOf map) {
        return code.helpers.shape("write", map, "write" + ShapeNames.of(map), name -> {
            TypeName entry = ParameterizedTypeName.get(MAP_ENTRY, map.key().type(), map.value().type());
            return HelperRegistry.method(name)
                    .addParameter(OBJECT_OUTPUT, "out").addParameter(map.type(), "value")
                    .addException(IO_EXCEPTION)
                    .addCode(code.elements.writeSize(code.elements.scan(entry, "value.entrySet()",
                            code.elements.needsTag(map.value(), Blocks.of("e.getValue()"))), "value.size()", "0"))
                    .beginControlFlow("for ($T e : value.entrySet())", entry)
                    .addStatement(code.values.write(map.key(), Blocks.of("e.getKey()")))
                    .addCode(code.elements.write(map.value(), Blocks.of("e.getValue()")))
                    .endControlFlow();
        });
    }

    String read(Encoding.EnumMapOf map) {
        return code.helpers.shape("read", map, "read" + ShapeNames.of(map), name -> {
            MethodSpec.Builder m = ElementCode.uncheckedIfNeeded(HelperRegistry.method(name), map.value())
                    .returns(map.type())
                    .addParameter(OBJECT_INPUT, "in")
                    .addException(IO_EXCEPTION).addException(CLASS_NOT_FOUND)
                    .addStatement("int header = $N(in)", code.helpers.fixed("readLength"))
                    .addStatement("int size = header >>> $L", WireNumbers.SIZE_SHIFT)
                    .addCode(ElementCode.taggedFlag(map.value()))
                    .addStatement("$T value = new $T<>($T.class)", map.type(), ENUM_MAP, map.key().type())
                    .beginControlFlow("for (int i = 0; i < size; i++)")
                    .addStatement("$T k = $L", map.key().type(), code.values.read(map.key(), ElementCode.what(map)))
                    .addCode(code.elements.read(map.value(), ElementCode.what(map), "v"))
                    .addCode(code.collections.guardedFill(map, "value.put(k, v)"))
                    .endControlFlow()
                    .addStatement("return value");
            return m;
        });
    }

    private static String hex(int value) {
        return "0x" + Hex.of(value, 2);
    }
}
