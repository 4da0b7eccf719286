package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.CLASS;
import static dev.fastserial.processor.write.JavaTypes.CLASS_NOT_FOUND;
import static dev.fastserial.processor.write.JavaTypes.ILLEGAL_ARGUMENT;
import static dev.fastserial.processor.write.JavaTypes.INTEGER;
import static dev.fastserial.processor.write.JavaTypes.INVALID_CLASS;
import static dev.fastserial.processor.write.JavaTypes.INVALID_OBJECT;
import static dev.fastserial.processor.write.JavaTypes.IO_EXCEPTION;
import static dev.fastserial.processor.write.JavaTypes.MATH;
import static dev.fastserial.processor.write.JavaTypes.OBJECT;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_INPUT;
import static dev.fastserial.processor.write.JavaTypes.OBJECT_OUTPUT;
import static dev.fastserial.processor.write.JavaTypes.STREAM_CORRUPTED;
import static dev.fastserial.processor.write.JavaTypes.STRING;
import static dev.fastserial.processor.write.JavaTypes.STRING_BUILDER;
import static dev.fastserial.processor.write.JavaTypes.SUPPRESS_WARNINGS;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;
import dev.fastserial.processor.model.Encoding;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The private static helper methods of one generated class, created on first use. The generated
 * code needs nothing but java.base at run time, so each externalizer carries the few helpers it
 * uses instead of depending on a runtime library.
 */
final class Helpers {
    /** Longest string that one writeUTF always accepts: at most 3 bytes per char, 65535 bytes in all. */
    static final int UTF_CHUNK = 65535 / 3;
    /** Readers never pre-size a container or array beyond this many elements; it grows as data arrives. */
    static final int MAX_PRESIZE = 256;
    /** Largest size a container's prefix can carry (3 bits go to its class and tag flag). */
    static final int MAX_SIZE = Integer.MAX_VALUE >>> 3;

    private static final ClassName RUNTIME_EXCEPTION = ClassName.get("java.lang", "RuntimeException");
    private static final ClassName STACK_OVERFLOW = ClassName.get("java.lang", "StackOverflowError");

    private final ClassName beanClass;
    /** Helpers by group (a write/read pair sits together), in order of first use. */
    private final Map<String, Map<Object, MethodSpec>> groups = new LinkedHashMap<>();
    private final Map<Object, String> names = new LinkedHashMap<>();
    private final List<FieldSpec> constants = new ArrayList<>();
    private final NameAllocator allocator = new NameAllocator();

    Helpers(ClassName beanClass) {
        this.beanClass = beanClass;
        for (String reserved : new String[] {"writeExternal", "readExternal", "HEADER", "UTF_CHUNK", "LARGE_STRING", "MAX_ARRAY"}) {
            allocator.newName(reserved, "reserved:" + reserved);
        }
    }

    List<FieldSpec> constants() {
        return constants;
    }

    List<MethodSpec> methods() {
        List<MethodSpec> all = new ArrayList<>();
        for (Map<Object, MethodSpec> group : groups.values()) {
            all.addAll(group.values());
        }
        return all;
    }

    /**
     * The name of the helper for {@code key}, building it (and the helpers it calls) on first use.
     * The group is the key without its "write"/"read" prefix, so that pairs are emitted together.
     */
    String helper(String key, String suggestedName, Function<String, MethodSpec.Builder> body) {
        String existing = names.get(key);
        if (existing != null) {
            return existing;
        }
        String name = allocator.newName(suggestedName, key);
        names.put(key, name);
        Map<Object, MethodSpec> group = groups.computeIfAbsent(key.replaceFirst("^(write|read)", ""), g -> new LinkedHashMap<>());
        group.put(key, null); // keep first-use order; the body may register helpers it calls
        group.put(key, body.apply(name).build());
        return name;
    }

    static MethodSpec.Builder method(String name) {
        return MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE, Modifier.STATIC);
    }

    String writeString() {
        return helper("writeString", "writeString", name -> {
            utfChunkConstant();
            return method(name)
                    .addJavadoc("Writes any string exactly: writeUTF's modified UTF-8 keeps every char, lone surrogates and\n"
                            + "'\\0' included. A string of UTF_CHUNK chars or more goes as a full first chunk, the number of\n"
                            + "chars left, and further chunks.\n")
                    .addParameter(OBJECT_OUTPUT, "out").addParameter(STRING, "s")
                    .addException(IO_EXCEPTION)
                    .beginControlFlow("if (s.length() < UTF_CHUNK)")
                    .addStatement("out.writeUTF(s)")
                    .addStatement("return")
                    .endControlFlow()
                    .addStatement("out.writeUTF(s.substring(0, UTF_CHUNK))")
                    .addStatement("$N(out, s.length() - UTF_CHUNK)", writeLength())
                    .beginControlFlow("for (int start = UTF_CHUNK; start < s.length(); start += UTF_CHUNK)")
                    .addStatement("out.writeUTF(s.substring(start, $T.min(s.length(), start + UTF_CHUNK)))", MATH)
                    .endControlFlow();
        });
    }

    String readString() {
        return helper("readString", "readString", name -> {
            utfChunkConstant();
            return method(name)
                    .returns(STRING)
                    .addParameter(OBJECT_INPUT, "in")
                    .addException(IO_EXCEPTION)
                    .addStatement("$T first = in.readUTF()", STRING)
                    .beginControlFlow("if (first.length() < UTF_CHUNK)")
                    .addStatement("return first")
                    .endControlFlow()
                    .addCode("$T s = new $T(first); // grows as chunks arrive, never ahead of them\n",
                            STRING_BUILDER, STRING_BUILDER)
                    .beginControlFlow("for (int left = $N(in); left > 0; )", readLength())
                    .addStatement("$T chunk = in.readUTF()", STRING)
                    .beginControlFlow("if (chunk.isEmpty() || chunk.length() > left)")
                    .addStatement("throw new $T(\"string chunk of \" + chunk.length() + \" chars where \" + left + \" are left\")",
                            STREAM_CORRUPTED)
                    .endControlFlow()
                    .addStatement("s.append(chunk)")
                    .addStatement("left -= chunk.length()")
                    .endControlFlow()
                    .addStatement("return s.toString()");
        });
    }

    private void utfChunkConstant() {
        if (constants.stream().noneMatch(c -> c.name.equals("UTF_CHUNK"))) {
            constants.add(FieldSpec.builder(TypeName.INT, "UTF_CHUNK", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("Longest string one writeUTF always takes: modified UTF-8 spends at most 3 bytes a char, writeUTF 65535.\n")
                    .initializer("$L", UTF_CHUNK)
                    .build());
        }
    }

    String writeLength() {
        return helper("writeLength", "writeLength", name -> method(name)
                .addJavadoc("Writes a length or count (never negative) in 1, 2, 4 or 5 bytes; the top bits of the first say which.\n")
                .addParameter(OBJECT_OUTPUT, "out").addParameter(TypeName.INT, "n")
                .addException(IO_EXCEPTION)
                .beginControlFlow("if (n < 0x80)")
                .addCode("out.writeByte(n); // 0xxxxxxx\n")
                .nextControlFlow("else if (n < 0x4000)")
                .addCode("out.writeShort(0x8000 | n); // 10xxxxxx xxxxxxxx\n")
                .nextControlFlow("else if (n < 0x20000000)")
                .addCode("out.writeInt(0xC0000000 | n); // 110xxxxx and 3 bytes\n")
                .nextControlFlow("else")
                .addCode("out.writeByte(0xE0); // 11100000 and 4 bytes\n")
                .addStatement("out.writeInt(n)")
                .endControlFlow());
    }

    String readLength() {
        return helper("readLength", "readLength", name -> method(name)
                .returns(TypeName.INT)
                .addParameter(OBJECT_INPUT, "in")
                .addException(IO_EXCEPTION)
                .addStatement("int b = in.readUnsignedByte()")
                .beginControlFlow("if (b < 0x80)")
                .addStatement("return b")
                .nextControlFlow("else if (b < 0xC0)")
                .addStatement("return (b & 0x3F) << 8 | in.readUnsignedByte()")
                .nextControlFlow("else if (b < 0xE0)")
                .addStatement("return (b & 0x1F) << 24 | in.readUnsignedShort() << 8 | in.readUnsignedByte()")
                .endControlFlow()
                .addStatement("int n = b == 0xE0 ? in.readInt() : -1")
                .beginControlFlow("if (n < 0)")
                .addStatement("throw new $T(\"invalid length prefix in $L\")", STREAM_CORRUPTED, beanClass.canonicalName())
                .endControlFlow()
                .addStatement("return n"));
    }

    String writeVarInt() {
        return helper("writeVarInt", "writeVarInt", name -> method(name)
                .addJavadoc("Writes an int in 1, 2, 4 or 5 bytes: zigzag turns small values of either sign into small codes.\n")
                .addParameter(OBJECT_OUTPUT, "out").addParameter(TypeName.INT, "v")
                .addException(IO_EXCEPTION)
                .addStatement("int z = (v << 1) ^ (v >> 31)")
                .beginControlFlow("if ((z & ~0x7F) == 0)")
                .addCode("out.writeByte(z); // 0xxxxxxx\n")
                .nextControlFlow("else if ((z & ~0x3FFF) == 0)")
                .addCode("out.writeShort(0x8000 | z); // 10xxxxxx xxxxxxxx\n")
                .nextControlFlow("else if ((z & ~0x1FFFFFFF) == 0)")
                .addCode("out.writeInt(0xC0000000 | z); // 110xxxxx and 3 bytes\n")
                .nextControlFlow("else")
                .addCode("out.writeByte(0xE0); // 11100000 and the int itself\n")
                .addStatement("out.writeInt(v)")
                .endControlFlow());
    }

    String readVarInt() {
        return helper("readVarInt", "readVarInt", name -> method(name)
                .returns(TypeName.INT)
                .addParameter(OBJECT_INPUT, "in")
                .addException(IO_EXCEPTION)
                .addStatement("int b = in.readUnsignedByte()")
                .addStatement("int z")
                .beginControlFlow("if (b < 0x80)")
                .addStatement("z = b")
                .nextControlFlow("else if (b < 0xC0)")
                .addStatement("z = (b & 0x3F) << 8 | in.readUnsignedByte()")
                .nextControlFlow("else if (b < 0xE0)")
                .addStatement("z = (b & 0x1F) << 24 | in.readUnsignedShort() << 8 | in.readUnsignedByte()")
                .nextControlFlow("else if (b == 0xE0)")
                .addStatement("return in.readInt()")
                .nextControlFlow("else")
                .addStatement("throw new $T(\"invalid int prefix in $L\")", STREAM_CORRUPTED, beanClass.canonicalName())
                .endControlFlow()
                .addStatement("return (z >>> 1) ^ -(z & 1)"));
    }

    String writeVarLong() {
        return helper("writeVarLong", "writeVarLong", name -> method(name)
                .addJavadoc("Writes a long in 1, 2, 4, 8 or 9 bytes: zigzag turns small values of either sign into small codes.\n")
                .addParameter(OBJECT_OUTPUT, "out").addParameter(TypeName.LONG, "v")
                .addException(IO_EXCEPTION)
                .addStatement("long z = (v << 1) ^ (v >> 63)")
                .beginControlFlow("if ((z & ~0x7FL) == 0)")
                .addCode("out.writeByte((int) z); // 0xxxxxxx\n")
                .nextControlFlow("else if ((z & ~0x3FFFL) == 0)")
                .addCode("out.writeShort((int) (0x8000 | z)); // 10xxxxxx xxxxxxxx\n")
                .nextControlFlow("else if ((z & ~0x1FFFFFFFL) == 0)")
                .addCode("out.writeInt((int) (0xC0000000L | z)); // 110xxxxx and 3 bytes\n")
                .nextControlFlow("else if ((z & ~0x0FFFFFFFFFFFFFFFL) == 0)")
                .addCode("out.writeLong(0xE000000000000000L | z); // 1110xxxx and 7 bytes\n")
                .nextControlFlow("else")
                .addCode("out.writeByte(0xF0); // 11110000 and the long itself\n")
                .addStatement("out.writeLong(v)")
                .endControlFlow());
    }

    String readVarLong() {
        return helper("readVarLong", "readVarLong", name -> method(name)
                .returns(TypeName.LONG)
                .addParameter(OBJECT_INPUT, "in")
                .addException(IO_EXCEPTION)
                .addStatement("int b = in.readUnsignedByte()")
                .addStatement("long z")
                .beginControlFlow("if (b < 0x80)")
                .addStatement("z = b")
                .nextControlFlow("else if (b < 0xC0)")
                .addStatement("z = (b & 0x3F) << 8 | in.readUnsignedByte()")
                .nextControlFlow("else if (b < 0xE0)")
                .addStatement("z = (b & 0x1F) << 24 | in.readUnsignedShort() << 8 | in.readUnsignedByte()")
                .nextControlFlow("else if (b < 0xF0)")
                .addStatement("z = (long) (b & 0x0F) << 56 | (in.readInt() & 0xFFFFFFFFL) << 24"
                        + " | in.readUnsignedShort() << 8 | in.readUnsignedByte()")
                .nextControlFlow("else if (b == 0xF0)")
                .addStatement("return in.readLong()")
                .nextControlFlow("else")
                .addStatement("throw new $T(\"invalid long prefix in $L\")", STREAM_CORRUPTED, beanClass.canonicalName())
                .endControlFlow()
                .addStatement("return (z >>> 1) ^ -(z & 1)"));
    }

    /** Enum codes: the constant's position at compile time, chosen by name through a switch. */
    String writeEnum(Encoding.EnumConstants e) {
        return helper("writeEnum:" + e.type(), "write" + e.type().simpleName(), name -> {
            CodeBlock.Builder cases = CodeBlock.builder().beginControlFlow("switch (value)");
            int codes = Math.min(e.constants().size(), 0xFF);
            for (int code = 0; code < codes; code++) {
                cases.add("case $L: out.writeByte($L); break;\n", e.constants().get(code), code);
            }
            cases.add("default: // a constant added after this class was compiled\n")
                    .indent()
                    .addStatement("out.writeByte(0xFF)")
                    .addStatement("out.writeUTF(value.name())")
                    .unindent()
                    .endControlFlow();
            return method(name)
                    .addJavadoc("Writes {@link $T} values as a one-byte code chosen by constant name: reordering the constants\nchanges nothing.\n",
                            e.type())
                    .addParameter(OBJECT_OUTPUT, "out").addParameter(e.type(), "value")
                    .addException(IO_EXCEPTION)
                    .addCode(cases.build());
        });
    }

    String readEnum(Encoding.EnumConstants e) {
        return helper("readEnum:" + e.type(), "read" + e.type().simpleName(), name -> {
            CodeBlock.Builder cases = CodeBlock.builder()
                    .addStatement("int code = in.readUnsignedByte()")
                    .beginControlFlow("switch (code)");
            int codes = Math.min(e.constants().size(), 0xFF);
            for (int code = 0; code < codes; code++) {
                cases.add("case $L: return $T.$L;\n", code, e.type(), e.constants().get(code));
            }
            cases.add("case 0xFF:\n").indent()
                    .addStatement("$T name = in.readUTF()", STRING)
                    .beginControlFlow("try")
                    .addStatement("return $T.valueOf(name)", e.type())
                    .nextControlFlow("catch ($T unknown)", ILLEGAL_ARGUMENT)
                    .addStatement("throw new $T(\"$L has no constant \" + name)", INVALID_OBJECT, e.type().simpleName())
                    .endControlFlow()
                    .unindent()
                    .add("default:\n").indent()
                    .addStatement("throw new $T(\"unknown $L code \" + code)", INVALID_OBJECT, e.type().simpleName())
                    .unindent()
                    .endControlFlow();
            return method(name)
                    .returns(e.type())
                    .addParameter(OBJECT_INPUT, "in")
                    .addException(IO_EXCEPTION)
                    .addCode(cases.build());
        });
    }

    /** Reads an inline bean: a new instance that reads its own fields, as ObjectInputStream would. */
    String readBean(Encoding.InlineBean bean) {
        String key = "readBean:" + bean.rawType();
        return helper(key, "read" + bean.rawType().simpleName(), name -> {
            MethodSpec.Builder m = method(name)
                    .returns(bean.rawType())
                    .addParameter(OBJECT_INPUT, "in")
                    .addException(IO_EXCEPTION).addException(CLASS_NOT_FOUND)
                    .addStatement("$T value = new $T()", bean.rawType(), bean.rawType())
                    .addStatement("value.readExternal(in)")
                    .addStatement("return value");
            if (!bean.type().equals(bean.rawType())) {
                m.addAnnotation(AnnotationSpec.builder(SUPPRESS_WARNINGS).addMember("value", "$S", "rawtypes").build());
            }
            return m;
        });
    }

    String readObject() {
        return helper("readObject", "readObject", name -> {
            TypeVariableName t = TypeVariableName.get("T");
            return method(name)
                    .addJavadoc("Reads what writeObject wrote and checks its class, so that a corrupt stream fails as an\n"
                            + "IOException rather than a ClassCastException.\n")
                    .addTypeVariable(t)
                    .returns(t)
                    .addParameter(OBJECT_INPUT, "in")
                    .addParameter(ParameterizedTypeName.get(CLASS, t), "type")
                    .addParameter(STRING, "what")
                    .addException(IO_EXCEPTION).addException(CLASS_NOT_FOUND)
                    .addStatement("$T value", OBJECT)
                    .beginControlFlow("try")
                    .addStatement("value = in.readObject()")
                    .nextControlFlow("catch ($T e)", RUNTIME_EXCEPTION)
                    .addComment("ObjectInputStream itself can throw these on corrupt bytes: report them as what they are")
                    .addStatement("throw ($T) new $T(what + \": \" + e).initCause(e)", STREAM_CORRUPTED, STREAM_CORRUPTED)
                    .nextControlFlow("catch ($T e)", STACK_OVERFLOW)
                    .addComment("objects read by reference may nest without end in a hostile stream")
                    .addStatement("throw ($T) new $T(what + \": objects nested too deeply\").initCause(e)", INVALID_OBJECT, INVALID_OBJECT)
                    .endControlFlow()
                    .beginControlFlow("if (value == null || type.isInstance(value))")
                    .addStatement("return type.cast(value)")
                    .endControlFlow()
                    .addStatement("throw new $T(what + \": expected \" + type.getName() + \", the stream holds \""
                            + " + value.getClass().getName())", INVALID_OBJECT);
        });
    }

    /** readObject for a non-null field: the writer never writes null there, so null is hostile. */
    String readNonNullObject() {
        return helper("readNonNullObject", "readNonNullObject", name -> {
            TypeVariableName t = TypeVariableName.get("T");
            return method(name)
                    .addJavadoc("Reads what writeObject wrote for a field declared non-null: null there is corrupt.\n")
                    .addTypeVariable(t)
                    .returns(t)
                    .addParameter(OBJECT_INPUT, "in")
                    .addParameter(ParameterizedTypeName.get(CLASS, t), "type")
                    .addParameter(STRING, "what")
                    .addException(IO_EXCEPTION).addException(CLASS_NOT_FOUND)
                    .addStatement("$T value = $N(in, type, what)", t, readObject())
                    .beginControlFlow("if (value == null)")
                    .addStatement("throw new $T(what + \" is declared non-null, the stream holds null\")", INVALID_OBJECT)
                    .endControlFlow()
                    .addStatement("return value");
        });
    }

    String writeSize() {
        return helper("writeSize", "writeSize", name -> method(name)
                .addJavadoc("A container's prefix: {@code size << 3 | class << 1 | tagged}, as one length.\n")
                .addParameter(OBJECT_OUTPUT, "out").addParameter(TypeName.INT, "size")
                .addParameter(TypeName.INT, "kind").addParameter(TypeName.BOOLEAN, "tagged")
                .addException(IO_EXCEPTION)
                .beginControlFlow("if (size > $L)", MAX_SIZE)
                .addStatement("throw new $T(\"fastserial writes at most $L elements per container, not \" + size)",
                        INVALID_OBJECT, MAX_SIZE)
                .endControlFlow()
                .addStatement("$N(out, size << 3 | kind << 1 | (tagged ? 1 : 0))", writeLength()));
    }

    /** Whether a string goes through writeObject: only a long one, and only on a JDK stream. */
    String isLargeString() {
        return helper("isLargeString", "isLargeString", name -> {
            if (constants.stream().noneMatch(c -> c.name.equals("LARGE_STRING"))) {
                constants.add(FieldSpec.builder(TypeName.INT, "LARGE_STRING", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("Strings this long (chars) or longer go through writeObject on an ObjectOutputStream.\n")
                        .initializer("$L", dev.fastserial.processor.model.Encoding.Exactness.LargeString.CHARS)
                        .build());
            }
            return method(name)
                    .addJavadoc("Long strings go through writeObject on an ObjectOutputStream: outside the block-data framing\n"
                            + "(5 bytes a kilobyte) every Externalizable payload pays, and shared when repeated.\n")
                    .returns(TypeName.BOOLEAN)
                    .addParameter(OBJECT_OUTPUT, "out").addParameter(STRING, "s")
                    .addStatement("return s.length() >= LARGE_STRING && out instanceof $T",
                            ClassName.get("java.io", "ObjectOutputStream"));
        });
    }

    /** An element's tag: 0 null, 1 fast encoding, 2 writeObject; anything above {@code max} is corrupt. */
    String readTag() {
        return helper("readTag", "readTag", name -> method(name)
                .returns(TypeName.INT)
                .addParameter(OBJECT_INPUT, "in").addParameter(TypeName.INT, "max")
                .addException(IO_EXCEPTION)
                .addStatement("int tag = in.readUnsignedByte()")
                .beginControlFlow("if (tag > max)")
                .addStatement("throw new $T(\"invalid element tag \" + tag + \" in $L\")", STREAM_CORRUPTED,
                        beanClass.canonicalName())
                .endControlFlow()
                .addStatement("return tag"));
    }

    /** Reads {@code length} bytes into an array that grows with the bytes actually read. */
    String readBytes() {
        ClassName arrays = ClassName.get("java.util", "Arrays");
        return helper("readBytes", "readBytes", name -> method(name)
                .addJavadoc("Reads {@code length} bytes; the array grows as they arrive, so a corrupt length fails with\n"
                        + "EOFException instead of allocating it up front.\n")
                .returns(ArrayTypeName.of(TypeName.BYTE))
                .addParameter(OBJECT_INPUT, "in").addParameter(TypeName.INT, "length")
                .addException(IO_EXCEPTION)
                .addStatement("byte[] value = new byte[$T.min(length, $L)]", MATH, 16 * MAX_PRESIZE)
                .beginControlFlow("for (int done = 0; done < length; done = value.length)")
                .beginControlFlow("if (done == value.length)")
                .addStatement("value = $T.copyOf(value, $N(value.length, length))", arrays, grow())
                .endControlFlow()
                .addStatement("in.readFully(value, done, value.length - done)")
                .endControlFlow()
                .addStatement("return value"));
    }

    /**
     * What a container threw while a reader filled it, as an IOException naming the container:
     * hostile elements can fail in hashCode, equals or compareTo, and some classes refuse nulls.
     */
    String refused() {
        return helper("refused", "refused", name -> method(name)
                .addJavadoc("What a container threw while being filled (a hostile element's hashCode, equals or compareTo,\n"
                        + "a null it does not take), as an IOException naming the container.\n")
                .returns(INVALID_OBJECT)
                .addParameter(OBJECT, "container").addParameter(STRING, "declared")
                .addParameter(ClassName.get("java.lang", "Throwable"), "cause")
                .addStatement("return ($T) new $T(declared + \" (\" + container.getClass().getName()\n"
                                + "+ \") refused an element: \" + cause).initCause(cause)", INVALID_OBJECT, INVALID_OBJECT));
    }

    /**
     * The next capacity of an array that grows as its elements arrive: double, but never past
     * {@code length}, and computed so that it cannot overflow (2 * 2^30 would).
     */
    String grow() {
        return helper("grow", "grow", name -> method(name)
                .addJavadoc("The next capacity of an array read as its elements arrive: twice {@code capacity}, at most\n"
                        + "{@code length}; never an int overflow.\n")
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "capacity").addParameter(TypeName.INT, "length")
                .addStatement("return capacity + $T.min(capacity, length - capacity)", MATH));
    }

    /** Writes a primitive array's length: at most Integer.MAX_VALUE - 8 elements, what every VM allocates. */
    String writeArrayLength() {
        return helper("writeArrayLength", "writeArrayLength", name -> {
            maxArrayConstant();
            return method(name)
                    .addParameter(OBJECT_OUTPUT, "out").addParameter(TypeName.INT, "length")
                    .addException(IO_EXCEPTION)
                    .beginControlFlow("if (length > MAX_ARRAY)")
                    .addStatement("throw new $T(\"fastserial writes arrays of at most \" + MAX_ARRAY + \" elements, not \" + length)",
                            INVALID_OBJECT)
                    .endControlFlow()
                    .addStatement("$N(out, length)", writeLength());
        });
    }

    /** Reads a primitive array's length; a length no VM can be relied on to allocate is corrupt. */
    String readArrayLength() {
        return helper("readArrayLength", "readArrayLength", name -> {
            maxArrayConstant();
            return method(name)
                    .returns(TypeName.INT)
                    .addParameter(OBJECT_INPUT, "in")
                    .addException(IO_EXCEPTION)
                    .addStatement("int length = $N(in)", readLength())
                    .beginControlFlow("if (length > MAX_ARRAY)")
                    .addStatement("throw new $T(\"array length \" + length + \" in $L exceeds \" + MAX_ARRAY)",
                            STREAM_CORRUPTED, beanClass.canonicalName())
                    .endControlFlow()
                    .addStatement("return length");
        });
    }

    private void maxArrayConstant() {
        if (constants.stream().noneMatch(c -> c.name.equals("MAX_ARRAY"))) {
            constants.add(FieldSpec.builder(TypeName.INT, "MAX_ARRAY", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The longest array every VM allocates, as the JDK's own collections assume: HotSpot refuses\n"
                            + "some lengths closer to Integer.MAX_VALUE whatever the heap.\n")
                    .initializer("$T.MAX_VALUE - 8", INTEGER)
                    .build());
        }
    }

    /** Whether a Locale survives its language tag (script- or extension-less legacy locales may not). */
    String portableLocale() {
        ClassName locale = ClassName.get("java.util", "Locale");
        return helper("portableLocale", "isPortable", name -> method(name)
                .returns(TypeName.BOOLEAN)
                .addParameter(locale, "value")
                .addStatement("return $T.forLanguageTag(value.toLanguageTag()).equals(value)", locale));
    }

    String layoutMismatch() {
        return helper("layoutMismatch", "layoutMismatch", name -> method(name)
                .returns(INVALID_CLASS)
                .addParameter(TypeName.INT, "header")
                .addStatement("return new $T($S, \"the stream has fastserial layout 0x\" + $T.toHexString(header)\n"
                                + "+ \" where this class reads 0x\" + $T.toHexString(HEADER)\n"
                                + "+ \": writer and reader were compiled from different versions of the class\")",
                        INVALID_CLASS, beanClass.canonicalName(), INTEGER, INTEGER));
    }
}
