package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.CLASS_NOT_FOUND;
import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_INPUT;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_OUTPUT;
import static dev.fastserial.processor.write.JavaTypes.STREAM_CORRUPTED;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.WildcardTypeName;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.Encoding.Impl;
import dev.fastserial.processor.model.Spelling;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.type.TypeKind;

/**
 * Collections, maps, enum sets and maps, and arrays: one write and one read helper per shape.
 *
 * <p>Reference containers start with one varint: {@code size << 3 | class << 1 | tagged}. The
 * class is the index of the runtime class among those the declared type allows; tagged means some
 * element is null or of another class, so every element is preceded by a tag (0 null, 1 fast
 * encoding, 2 writeObject). Readers never pre-size beyond {@link Helpers#MAX_PRESIZE}: a hostile
 * size fails with EOFException as the bytes run out, not with OutOfMemoryError.
 */
final class ContainerCode {
    private static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
    private static final ClassName MAP_ENTRY = ClassName.get("java.util", "Map", "Entry");
    private static final ClassName ENUM_SET = ClassName.get("java.util", "EnumSet");
    private static final ClassName ENUM_MAP = ClassName.get("java.util", "EnumMap");
    private static final ClassName RUNTIME_EXCEPTION = ClassName.get("java.lang", "RuntimeException");
    private static final ClassName STACK_OVERFLOW = ClassName.get("java.lang", "StackOverflowError");
    private static final AnnotationSpec UNCHECKED = AnnotationSpec.builder(JavaTypes.SUPPRESS_WARNINGS)
            .addMember("value", "$S", "unchecked").build();

    private final Helpers helpers;
    private final ValueCode values;
    private final ExactnessCode exactness;

    ContainerCode(Helpers helpers, ValueCode values, ExactnessCode exactness) {
        this.helpers = helpers;
        this.values = values;
        this.exactness = exactness;
    }

    private static String key(String direction, Encoding e) {
        return direction + ":" + e.type() + ":" + e.describe();
    }

    /** Shown in readObject's error message for elements, which are shared by every field of that shape. */
    private static String what(Encoding container) {
        return "element of " + Spelling.of(container.type());
    }

    // ---- collections -------------------------------------------------------------------------

    String writeCollection(Encoding.CollectionOf c) {
        return helpers.helper(key("write", c), "write" + ShapeNames.of(c), name -> {
            TypeName element = c.element().type();
            return writerPrologue(name, c, c.impls(), "the elements")
                    .addCode(scanForTags(c.element(), element, "value"))
                    .addStatement("$N(out, value.size(), kind, tagged)", helpers.writeSize())
                    .beginControlFlow("for ($T e : value)", element)
                    .addCode(writeElement(c.element(), CodeBlock.of("e")))
                    .endControlFlow();
        });
    }

    String readCollection(Encoding.CollectionOf c) {
        return helpers.helper(key("read", c), "read" + ShapeNames.of(c), name -> {
            return readerPrologue(name, c, c.impls(), c.element())
                    .beginControlFlow("for (int i = 0; i < size; i++)")
                    .addCode(readElement(c.element(), what(c), "e"))
                    .addCode(guardedFill(c, "value.add(e)"))
                    .endControlFlow()
                    .addStatement("return value");
        });
    }

    // ---- maps --------------------------------------------------------------------------------

    String writeMap(Encoding.MapOf map) {
        return helpers.helper(key("write", map), "write" + ShapeNames.of(map), name -> {
            TypeName entry = ParameterizedTypeName.get(MAP_ENTRY, map.key().type(), map.value().type());
            return writerPrologue(name, map, map.impls(), "each key and value")
                    .addCode(scanEntriesForTags(map.key(), map.value(), entry))
                    .addStatement("$N(out, value.size(), kind, tagged)", helpers.writeSize())
                    .beginControlFlow("for ($T e : value.entrySet())", entry)
                    .addCode(writeElement(map.key(), CodeBlock.of("e.getKey()")))
                    .addCode(writeElement(map.value(), CodeBlock.of("e.getValue()")))
                    .endControlFlow();
        });
    }

    String readMap(Encoding.MapOf map) {
        return helpers.helper(key("read", map), "read" + ShapeNames.of(map), name -> {
            return readerPrologue(name, map, map.impls(), map.key(), map.value())
                    .beginControlFlow("for (int i = 0; i < size; i++)")
                    .addCode(readElement(map.key(), what(map), "k"))
                    .addCode(readElement(map.value(), what(map), "v"))
                    .addCode(guardedFill(map, "value.put(k, v)"))
                    .endControlFlow()
                    .addStatement("return value");
        });
    }

    /** A collection or map writer up to {@code int kind}: which of the allowed classes the value is. */
    private MethodSpec.Builder writerPrologue(String name, Encoding container, List<Impl> impls, String contents) {
        return Helpers.method(name)
                .addJavadoc("Writes a $L: its class ($L), size, then $L.\n",
                        Spelling.of(container.type()), implNames(impls), contents)
                .addParameter(OBJECT_OUTPUT, "out").addParameter(container.type(), "value")
                .addException(IO_EXCEPTION)
                .addStatement("int kind = $L", kindOf(impls, CodeBlock.of("value")));
    }

    /** A collection or map reader up to an empty {@code value} of the class the prefix names. */
    private MethodSpec.Builder readerPrologue(String name, Encoding container, List<Impl> impls, Encoding... elements) {
        return uncheckedIfNeeded(Helpers.method(name), elements)
                .returns(container.type())
                .addParameter(OBJECT_INPUT, "in")
                .addException(IO_EXCEPTION).addException(CLASS_NOT_FOUND)
                .addStatement("int header = $N(in)", helpers.readLength())
                .addStatement("int size = header >>> 3")
                .addCode(taggedFlag(elements))
                .addStatement("$T value", container.type())
                .addCode(createByKind(impls, "value"));
    }

    // ---- enum sets and maps ------------------------------------------------------------------

    String writeEnumSet(Encoding.EnumSetOf s) {
        return helpers.helper(key("write", s), "write" + ShapeNames.of(s), name -> Helpers.method(name)
                .addParameter(OBJECT_OUTPUT, "out").addParameter(s.type(), "value")
                .addException(IO_EXCEPTION)
                .addStatement("$N(out, value.size())", helpers.writeLength())
                .beginControlFlow("for ($T e : value)", s.element().type())
                .addStatement(values.write(s.element(), CodeBlock.of("e")))
                .endControlFlow());
    }

    String readEnumSet(Encoding.EnumSetOf s) {
        return helpers.helper(key("read", s), "read" + ShapeNames.of(s), name -> Helpers.method(name)
                .returns(s.type())
                .addParameter(OBJECT_INPUT, "in")
                .addException(IO_EXCEPTION)
                .addStatement("int size = $N(in)", helpers.readLength())
                .addStatement("$T value = $T.noneOf($T.class)", s.type(), ENUM_SET, s.element().type())
                .beginControlFlow("for (int i = 0; i < size; i++)")
                .addStatement("$T e = $L", s.element().type(), values.read(s.element(), what(s)))
                .addCode(guardedFill(s, "value.add(e)"))
                .endControlFlow()
                .addStatement("return value"));
    }

    String writeEnumMap(Encoding.EnumMapOf map) {
        return helpers.helper(key("write", map), "write" + ShapeNames.of(map), name -> {
            TypeName entry = ParameterizedTypeName.get(MAP_ENTRY, map.key().type(), map.value().type());
            MethodSpec.Builder m = Helpers.method(name)
                    .addParameter(OBJECT_OUTPUT, "out").addParameter(map.type(), "value")
                    .addException(IO_EXCEPTION);
            m.addCode(scanForTags(map.value(), map.value().type(), "value.values()"));
            m.addStatement("$N(out, value.size(), 0, tagged)", helpers.writeSize());
            return m.beginControlFlow("for ($T e : value.entrySet())", entry)
                    .addStatement(values.write(map.key(), CodeBlock.of("e.getKey()")))
                    .addCode(writeElement(map.value(), CodeBlock.of("e.getValue()")))
                    .endControlFlow();
        });
    }

    String readEnumMap(Encoding.EnumMapOf map) {
        return helpers.helper(key("read", map), "read" + ShapeNames.of(map), name -> uncheckedIfNeeded(Helpers.method(name), map.value())
                .returns(map.type())
                .addParameter(OBJECT_INPUT, "in")
                .addException(IO_EXCEPTION).addException(CLASS_NOT_FOUND)
                .addStatement("int header = $N(in)", helpers.readLength())
                .addStatement("int size = header >>> 3")
                .addCode(taggedFlag(map.value()))
                .addStatement("$T value = new $T<>($T.class)", map.type(), ENUM_MAP, map.key().type())
                .beginControlFlow("for (int i = 0; i < size; i++)")
                .addStatement("$T k = $L", map.key().type(), values.read(map.key(), what(map)))
                .addCode(readElement(map.value(), what(map), "v"))
                .addCode(guardedFill(map, "value.put(k, v)"))
                .endControlFlow()
                .addStatement("return value"));
    }

    // ---- arrays ------------------------------------------------------------------------------

    String writeArray(Encoding.ArrayOf a) {
        return helpers.helper(key("write", a), "write" + ShapeNames.of(a), name -> {
            MethodSpec.Builder m = Helpers.method(name)
                    .addParameter(OBJECT_OUTPUT, "out").addParameter(a.type(), "value")
                    .addException(IO_EXCEPTION);
            Encoding component = a.component();
            if (component instanceof Encoding.Primitive p) {
                return writePrimitiveArray(m, p.kind());
            }
            m.addCode(scanForTags(component, component.type(), "value"));
            m.addStatement("$N(out, value.length, 0, tagged)", helpers.writeSize());
            return m.beginControlFlow("for ($T e : value)", component.type())
                    .addCode(writeElement(component, CodeBlock.of("e")))
                    .endControlFlow();
        });
    }

    private MethodSpec.Builder writePrimitiveArray(MethodSpec.Builder m, TypeKind kind) {
        m.addStatement("$N(out, value.length)", helpers.writeArrayLength());
        if (kind == TypeKind.BYTE) {
            return m.addStatement("out.write(value)");
        }
        if (kind == TypeKind.BOOLEAN) {
            return m.addComment("eight booleans a byte, the first in the lowest bit")
                    .beginControlFlow("for (int i = 0; i < value.length; i += 8)")
                    .addStatement("int bits = 0")
                    .beginControlFlow("for (int j = i; j < value.length && j < i + 8; j++)")
                    .addStatement("if (value[j]) bits |= 1 << (j - i)")
                    .endControlFlow()
                    .addStatement("out.writeByte(bits)")
                    .endControlFlow();
        }
        return m.beginControlFlow("for ($T e : value)", dev.fastserial.processor.model.Types.primitive(kind))
                .addStatement(fixedWidth(kind, true))
                .endControlFlow();
    }

    String readArray(Encoding.ArrayOf a) {
        return helpers.helper(key("read", a), "read" + ShapeNames.of(a), name -> {
            MethodSpec.Builder m = Helpers.method(name)
                    .returns(a.type())
                    .addParameter(OBJECT_INPUT, "in")
                    .addException(IO_EXCEPTION);
            Encoding component = a.component();
            if (component instanceof Encoding.Primitive p) {
                return readPrimitiveArray(m, a, p.kind());
            }
            if (isGeneric(a)) {
                m.addAnnotation(UNCHECKED); // the erased array creation, cast to the declared type
            } else {
                uncheckedIfNeeded(m, component);
            }
            m.addException(CLASS_NOT_FOUND)
                    .addStatement("int header = $N(in)", helpers.readLength())
                    .addStatement("int length = header >>> 3")
                    .addCode(taggedFlag(component))
                    .addStatement("$T value = $L", a.type(), newArray(a, CodeBlock.of("$T.min(length, $L)", JavaTypes.MATH, Helpers.MAX_PRESIZE)))
                    .beginControlFlow("for (int i = 0; i < length; i++)")
                    .addCode(growArray())
                    .addCode(readElement(component, what(a), "e"))
                    .addStatement("value[i] = e")
                    .endControlFlow();
            return m.addStatement("return value");
        });
    }

    private MethodSpec.Builder readPrimitiveArray(MethodSpec.Builder m, Encoding.ArrayOf a, TypeKind kind) {
        m.addStatement("int length = $N(in)", helpers.readArrayLength());
        if (kind == TypeKind.BYTE) {
            return m.addStatement("return $N(in, length)", helpers.readBytes());
        }
        m.addStatement("$T value = $L", a.type(), newArray(a, CodeBlock.of("$T.min(length, $L)", JavaTypes.MATH, Helpers.MAX_PRESIZE)));
        if (kind == TypeKind.BOOLEAN) {
            return m.beginControlFlow("for (int i = 0; i < length; i += 8)")
                    .addStatement("int bits = in.readUnsignedByte()")
                    .beginControlFlow("for (int j = i; j < length && j < i + 8; j++)")
                    .beginControlFlow("if (j == value.length)")
                    .addStatement("value = $T.copyOf(value, $N(value.length, length))", ARRAYS, helpers.grow())
                    .endControlFlow()
                    .addStatement("value[j] = (bits & 1 << (j - i)) != 0")
                    .endControlFlow()
                    .endControlFlow()
                    .addStatement("return value");
        }
        return m.beginControlFlow("for (int i = 0; i < length; i++)")
                .addCode(growArray())
                .addStatement("value[i] = $L", fixedWidth(kind, false))
                .endControlFlow()
                .addStatement("return value");
    }

    /**
     * Array elements are fixed width, as a hand-writer would write them: unlike a field, an array of
     * large ints must not grow past default serialization's 4 bytes an element.
     */
    private static CodeBlock fixedWidth(TypeKind kind, boolean write) {
        String name;
        switch (kind) {
            case SHORT: name = "Short"; break;
            case CHAR: name = "Char"; break;
            case INT: name = "Int"; break;
            case LONG: name = "Long"; break;
            case FLOAT: name = "Float"; break;
            case DOUBLE: name = "Double"; break;
            default: throw new IllegalArgumentException(kind.toString());
        }
        return write ? CodeBlock.of("out.write$L(e)", name) : CodeBlock.of("in.read$L()", name);
    }

    /** Doubling as elements arrive: memory follows the bytes actually present. */
    private CodeBlock growArray() {
        return CodeBlock.builder()
                .beginControlFlow("if (i == value.length)")
                .addStatement("value = $T.copyOf(value, $N(value.length, length))", ARRAYS, helpers.grow())
                .endControlFlow()
                .build();
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
            return CodeBlock.of("new $T[$L]$L", base, length, extraDimensions);
        }
        return CodeBlock.of("($T) new $T[$L]$L", array.type(), reifiable(base, array.erasure()), length, extraDimensions);
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

    // ---- elements ----------------------------------------------------------------------------

    /** {@code boolean tagged}: true when some element is null or of a class the fast path does not encode. */
    private CodeBlock scanForTags(Encoding element, TypeName type, String iterable) {
        if (element instanceof Encoding.ObjectStream) {
            return CodeBlock.of("boolean tagged = false; // writeObject takes nulls and any class\n");
        }
        CodeBlock inexact = exactness.inexact(element, CodeBlock.of("e"));
        return CodeBlock.builder()
                .addStatement("boolean tagged = false")
                .beginControlFlow("for ($T e : $L)", type, iterable)
                .beginControlFlow(inexact == null ? "if (e == null)" : "if (e == null || $L)", inexact)
                .addStatement("tagged = true")
                .addStatement("break")
                .endControlFlow()
                .endControlFlow()
                .build();
    }

    private CodeBlock scanEntriesForTags(Encoding key, Encoding value, TypeName entry) {
        CodeBlock k = elementNeedsTag(key, CodeBlock.of("e.getKey()"));
        CodeBlock v = elementNeedsTag(value, CodeBlock.of("e.getValue()"));
        if (k == null && v == null) {
            return CodeBlock.of("boolean tagged = false; // writeObject takes nulls and any class\n");
        }
        CodeBlock condition = k == null ? v : v == null ? k : CodeBlock.of("$L || $L", k, v);
        return CodeBlock.builder()
                .addStatement("boolean tagged = false")
                .beginControlFlow("for ($T e : value.entrySet())", entry)
                .beginControlFlow("if ($L)", condition)
                .addStatement("tagged = true")
                .addStatement("break")
                .endControlFlow()
                .endControlFlow()
                .build();
    }

    private CodeBlock elementNeedsTag(Encoding element, CodeBlock value) {
        if (element instanceof Encoding.ObjectStream) {
            return null;
        }
        CodeBlock inexact = exactness.inexact(element, value);
        return inexact == null ? CodeBlock.of("$L == null", value) : CodeBlock.of("$L == null || $L", value, inexact);
    }

    /** One element: plain when untagged; otherwise a tag, then nothing, the value, or writeObject. */
    private CodeBlock writeElement(Encoding element, CodeBlock value) {
        if (element instanceof Encoding.ObjectStream) {
            return CodeBlock.builder().addStatement(values.writeObject(value)).build();
        }
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if (!tagged)")
                .addStatement(values.write(element, value))
                .nextControlFlow("else if ($L == null)", value)
                .addStatement("out.writeByte(0)");
        CodeBlock inexact = exactness.inexact(element, value);
        if (inexact != null) {
            code.nextControlFlow("else if ($L)", inexact)
                    .addStatement("out.writeByte(2)")
                    .addStatement(values.writeObject(value));
        }
        return code.nextControlFlow("else")
                .addStatement("out.writeByte(1)")
                .addStatement(values.write(element, value))
                .endControlFlow()
                .build();
    }

    /** Statements declaring {@code variable} with one element read, honouring the tag when the container is tagged. */
    private CodeBlock readElement(Encoding element, String what, String variable) {
        CodeBlock.Builder code = CodeBlock.builder();
        if (element instanceof Encoding.ObjectStream o) {
            return code.addStatement("$T $N = $L", element.type(), variable, values.readObject(o.type(), o.checkedType(), what))
                    .build();
        }
        CodeBlock read = values.read(element, what);
        if (element.exactness() == null) {
            return code.addStatement("$T $N = tagged && $N(in, 1) == 0 ? null : $L", element.type(), variable,
                    helpers.readTag(), read).build();
        }
        String tag = variable + "Tag";
        CodeBlock other = values.readObject(element.type(), element.erasure(), what);
        return code.addStatement("int $N = tagged ? $N(in, 2) : 1", tag, helpers.readTag())
                .addStatement("$T $N = $N == 0 ? null$W: $N == 1 ? $L$W: $L", element.type(), variable, tag, tag, read, other)
                .build();
    }

    /** {@code boolean tagged}, unless every element goes through writeObject (which needs no tags). */
    private static CodeBlock taggedFlag(Encoding... elements) {
        for (Encoding element : elements) {
            if (!(element instanceof Encoding.ObjectStream)) {
                return CodeBlock.builder().addStatement("boolean tagged = (header & 1) != 0").build();
            }
        }
        return CodeBlock.of("");
    }

    /** Reading elements of generic types through writeObject needs an unchecked cast. */
    private static MethodSpec.Builder uncheckedIfNeeded(MethodSpec.Builder m, Encoding... children) {
        for (Encoding child : children) {
            if (ValueCode.needsUncheckedCast(child)) {
                return m.addAnnotation(UNCHECKED);
            }
        }
        return m;
    }

    // ---- classes -----------------------------------------------------------------------------

    private static String implNames(List<Impl> impls) {
        return impls.stream().map(Impl::toString).collect(Collectors.joining(", "));
    }

    /** Index of the runtime class; the caller already knows it is one of {@code impls}. */
    private static CodeBlock kindOf(List<Impl> impls, CodeBlock value) {
        CodeBlock kind = CodeBlock.of("$L", impls.size() - 1);
        for (int i = impls.size() - 2; i >= 0; i--) {
            kind = CodeBlock.of("$L.getClass() == $T.class ? $L : $L", value, impls.get(i).type(), i, kind);
        }
        return kind;
    }

    private static CodeBlock createByKind(List<Impl> impls, String variable) {
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch (header >>> 1 & 3)");
        for (int i = 0; i < impls.size(); i++) {
            ClassName type = impls.get(i).type();
            boolean presizable = !impls.get(i).naturalOrder() && !type.simpleName().equals("LinkedList");
            CodeBlock elements = CodeBlock.of("$T.min(size, $L)", JavaTypes.MATH, Helpers.MAX_PRESIZE);
            // a hash table holds 3/4 of its capacity before it doubles: room for the elements, no rehash
            CodeBlock presize = !presizable ? CodeBlock.of("")
                    : type.simpleName().startsWith("Hash") || type.simpleName().startsWith("LinkedHash")
                    ? CodeBlock.of("($L * 4 + 2) / 3", elements) : elements;
            code.add("case $L: $N = new $T<>($L); break;\n", i, variable, type, presize);
        }
        return code.add("default: throw new $T(\"unknown collection class \" + (header >>> 1 & 3));\n", STREAM_CORRUPTED)
                .endControlFlow()
                .build();
    }

    /**
     * {@code value.add(e)} or {@code value.put(k, v)}, guarded: whatever the container or an
     * element's hashCode, equals or compareTo throws on hostile input (a null an ArrayDeque refuses,
     * an element of another class in a TreeSet, a hashCode that fails or recurses without end)
     * becomes an InvalidObjectException naming the container.
     */
    private CodeBlock guardedFill(Encoding container, String fill) {
        return CodeBlock.builder()
                .beginControlFlow("try")
                .addStatement(fill)
                .nextControlFlow("catch ($T | $T x)", RUNTIME_EXCEPTION, STACK_OVERFLOW)
                .addStatement("throw $N(value, $S, x)", helpers.refused(), Spelling.of(container.type()))
                .endControlFlow()
                .build();
    }
}
