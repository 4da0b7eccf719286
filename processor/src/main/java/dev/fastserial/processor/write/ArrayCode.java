package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.CLASS_NOT_FOUND;
import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_INPUT;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_OUTPUT;
import static dev.fastserial.processor.write.WireNumbers.MAX_PRESIZE;
import static dev.fastserial.processor.write.WireNumbers.SIZE_SHIFT;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.WildcardTypeName;
import dev.fastserial.processor.model.Encoding;
import java.util.Collections;

/**
 * Arrays. Of primitives: a length and fixed-width elements, by the fixed helpers of Wire.java
 * ({@code writeIntArray}...). Of references: one helper pair per shape, elements with tags when
 * needed, like collections (class bits unused), growing as elements arrive.
 */
final class ArrayCode {
    private final Code code;

    ArrayCode(Code code) {
        this.code = code;
    }

    String write(Encoding.ArrayOf a) {
        if (a.component() instanceof Encoding.Primitive) {
            return code.helpers.fixed("write" + ShapeNames.of(a));
        }
        Encoding component = a.component();
        return code.helpers.shape("write", a, "write" + ShapeNames.of(a), name -> HelperRegistry.method(name)
                .addParameter(OBJECT_OUTPUT, "out").addParameter(a.type(), "value")
                .addException(IO_EXCEPTION)
                .addCode(code.elements.writeSize(code.elements.scan(component.type(), "value",
                        code.elements.needsTag(component, Blocks.of("e"))), "value.length", "0"))
                .beginControlFlow("for ($T e : value)", component.type())
                .addCode(code.elements.write(component, Blocks.of("e")))
                .endControlFlow());
    }

    String read(Encoding.ArrayOf a) {
        if (a.component() instanceof Encoding.Primitive) {
            return code.helpers.fixed("read" + ShapeNames.of(a));
        }
        Encoding component = a.component();
        return code.helpers.shape("read", a, "read" + ShapeNames.of(a), name -> {
            MethodSpec.Builder m = HelperRegistry.method(name)
                    .returns(a.type())
                    .addParameter(OBJECT_INPUT, "in")
                    .addException(IO_EXCEPTION).addException(CLASS_NOT_FOUND);
            if (isGeneric(a)) {
                m.addAnnotation(ElementCode.UNCHECKED); // the erased array creation, cast to the declared type
            } else {
                ElementCode.uncheckedIfNeeded(m, component);
            }
            return m.addStatement("int header = $N(in)", code.helpers.fixed("readLength"))
                    .addStatement("int length = header >>> $L", SIZE_SHIFT)
                    .addCode(ElementCode.taggedFlag(component))
                    .addStatement("$T value = $L", a.type(), newArray(a, Blocks.of("$T.min(length, $L)", JavaTypes.MATH, MAX_PRESIZE)))
                    .beginControlFlow("for (int i = 0; i < length; i++)")
                    .addStatement("if (i == value.length) value = $T.copyOf(value, $N(i, length))", JavaTypes.ARRAYS,
                            code.helpers.fixed("grow"))
                    .addCode(code.elements.readInto(component, ElementCode.what(a), "value[i]"))
                    .endControlFlow()
                    .addStatement("return value");
        });
    }

    /**
     * {@code new int[n][]} for {@code int[][]}: the length goes on the outermost dimension. An array
     * of a generic type cannot be created as such: it is created with wildcards and cast,
     * {@code (List<String>[]) new List<?>[n]}.
     */
    private static CodeBlock newArray(Encoding.ArrayOf array, CodeBlock length) {
        TypeName base = ((ArrayTypeName) array.type()).componentType;
        StringBuilder extraDimensions = new StringBuilder();
        while (base instanceof ArrayTypeName inner) {
            extraDimensions.append("[]");
            base = inner.componentType;
        }
        if (!isGeneric(array)) {
            return Blocks.of("new $T[$L]$L", base, length, extraDimensions);
        }
        return Blocks.of("($T) new $T[$L]$L", array.type(), reifiable(base, array.erasure()), length, extraDimensions);
    }

    /** {@code List<?>} for {@code List<String>}: the creatable form of a parameterized type. */
    private static TypeName reifiable(TypeName type, TypeName erasure) {
        TypeName raw = erasure;
        while (raw instanceof ArrayTypeName inner) {
            raw = inner.componentType;
        }
        if (type instanceof ParameterizedTypeName p && !p.typeArguments.isEmpty()) {
            return ParameterizedTypeName.get(p.rawType,
                    Collections.nCopies(p.typeArguments.size(), WildcardTypeName.subtypeOf(Object.class)).toArray(new TypeName[0]));
        }
        return raw; // a member of a generic class (Outer<T>.Inner): only its raw form is creatable
    }

    private static boolean isGeneric(Encoding e) {
        return !e.type().equals(e.erasure());
    }
}
