package dev.fastserial.processor.write;

import com.squareup.javapoet.CodeBlock;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.ValueKind;
import java.util.stream.Collectors;
import javax.lang.model.type.TypeKind;

/**
 * The code that writes or reads one non-null value of an {@link Encoding}: a statement to write
 * (to {@code out}), an expression to read (from {@code in}). Positions (slots, elements, added
 * fields) add null handling and the writeObject alternative around it.
 */
final class ValueCode {
    private final Code code;

    ValueCode(Code code) {
        this.code = code;
    }

    /** A statement that writes {@code value}, known non-null and of the encoding's exact class. */
    CodeBlock write(Encoding encoding, CodeBlock value) {
        return write(encoding, value, "out");
    }

    /** The same, to the ObjectOutput named {@code out} (an added field's blob). */
    CodeBlock write(Encoding encoding, CodeBlock value, String out) {
        return encoding.accept(new Writes(value, out));
    }

    /**
     * A statement that writes a field's value: as {@link #write}, but a field of an open type (or
     * another type without a fast encoding) goes through the {@code writeAny} helper, which names the field ({@code what}) when the value
     * is not Serializable.
     */
    CodeBlock writeField(Encoding encoding, CodeBlock value, String what) {
        if (encoding instanceof Encoding.ObjectStream o && o.why() == Encoding.Why.FALLBACK) { // not a bean by reference
            return Blocks.of("$N(out, $L, $S)", code.helpers.fixed("writeAny"), value, what);
        }
        return write(encoding, value);
    }

    /** An expression that reads one value; {@code what} names the position in error messages. */
    CodeBlock read(Encoding encoding, String what) {
        return read(encoding, what, "in");
    }

    /** The same, from the ObjectInput named {@code in}. */
    CodeBlock read(Encoding encoding, String what, String in) {
        return encoding.accept(new Reads(what, in));
    }

    /** The writeObject path: fallback types, and values that are not of the exact class. */
    CodeBlock writeObject(CodeBlock value) {
        return writeObject(value, "out");
    }

    CodeBlock writeObject(CodeBlock value, String out) {
        return Blocks.of("$N.writeObject($L)", out, value);
    }

    /** Reads through writeObject's counterpart, checking the class; casts where generics are involved. */
    CodeBlock readObject(Encoding encoding, String what) {
        return readObject(encoding, what, "in");
    }

    /** A java.sql date in a Date field, where it has its own form: its code in the generated class. */
    static boolean sqlDates(Encoding encoding) {
        return encoding instanceof Encoding.DateMillis d && d.sqlDates();
    }

    /** A slot's value of another class than its fast form's: writeObject, or a java.sql date's own form. */
    CodeBlock writeOther(Encoding encoding, CodeBlock value) {
        return sqlDates(encoding) ? Blocks.of("$N(out, $L)", code.helpers.fixed("writeOtherDate"), value) : writeObject(value);
    }

    /** What {@link #writeOther} wrote. */
    CodeBlock readOther(Encoding encoding, String what) {
        return sqlDates(encoding) ? Blocks.of("$N(in, $S)", code.helpers.fixed("readOtherDate"), what) : readObject(encoding, what);
    }

    CodeBlock readObject(Encoding encoding, String what, String in) {
        return readObject(encoding, what, Blocks.of("$N", in));
    }

    /** The same, from the ObjectInput {@code in} evaluates to. */
    CodeBlock readObject(Encoding encoding, String what, CodeBlock in) {
        CodeBlock read = Blocks.of("$N($L, $T.class, $S)", code.helpers.fixed("readObject"), in, encoding.erasure(), what);
        return encoding.type().equals(encoding.erasure()) ? read : Blocks.of("($T) $L", encoding.type(), read);
    }

    /** Reads an inline bean: a new instance that reads its own fields, as ObjectInputStream would. */
    String readBean(Encoding.InlineBean bean) {
        if (!bean.typeArguments().isEmpty()) {
            return code.helpers.shape("read", bean, bean, "read" + ShapeNames.of(bean), name -> HelperRegistry.method(name)
                    .returns(bean.type())
                    .addParameter(JavaTypes.OBJECT_INPUT, "in")
                    .addException(JavaTypes.IO_EXCEPTION).addException(JavaTypes.CLASS_NOT_FOUND)
                    .addStatement("$T value = new $T<>()", bean.type(), bean.rawType())
                    .addStatement("$T.readExternal(value, in, $L)", bean.externalizer(),
                            GenericForms.arguments(code, bean.externalizer(), bean.typeArguments()))
                    .addStatement("return value"));
        }
        return code.helpers.shape("read", bean.rawType(), bean, "read" + bean.rawType().simpleName(), name -> {
            com.squareup.javapoet.MethodSpec.Builder m = HelperRegistry.method(name)
                    .returns(bean.rawType())
                    .addParameter(JavaTypes.OBJECT_INPUT, "in")
                    .addException(JavaTypes.IO_EXCEPTION).addException(JavaTypes.CLASS_NOT_FOUND)
                    .addStatement("$T value = new $T()", bean.rawType(), bean.rawType())
                    .addStatement("value.readExternal(in)")
                    .addStatement("return value");
            if (!bean.type().equals(bean.rawType())) {
                m.addAnnotation(com.squareup.javapoet.AnnotationSpec.builder(JavaTypes.SUPPRESS_WARNINGS)
                        .addMember("value", "$S", "rawtypes").build());
            }
            return m;
        });
    }

    /** Whether reading this encoding's writeObject alternative involves an unchecked cast. */
    static boolean needsUncheckedCast(Encoding encoding) {
        if (encoding instanceof Encoding.ObjectStream || encoding instanceof Encoding.InlineBean) {
            return !encoding.type().equals(encoding.erasure());
        }
        return encoding.exactness() != null && !encoding.type().equals(encoding.erasure());
    }

    private final class Writes implements Encoding.Visitor<CodeBlock> {
        private final CodeBlock value;
        private final String out;

        Writes(CodeBlock value, String out) {
            this.value = value;
            this.out = out;
        }

        @Override public CodeBlock primitive(Encoding.Primitive e) {
            return primitiveWrite(e.kind(), value, out);
        }
        @Override public CodeBlock boxed(Encoding.Boxed e) {
            return primitiveWrite(e.primitiveKind(), value, out);
        }
        @Override public CodeBlock string(Encoding.Str e) {
            return Blocks.of("$N($N, $L)", code.helpers.fixed("writeString"), out, value);
        }
        @Override public CodeBlock enumConstant(Encoding.EnumConstants e) {
            return Blocks.of("$N($N, $L)", code.enums.write(e), out, value);
        }
        @Override public CodeBlock date(Encoding.DateMillis e) {
            return Blocks.of("$N.writeLong($L.getTime())", out, value);
        }
        @Override public CodeBlock inlineBean(Encoding.InlineBean e) {
            if (!e.typeArguments().isEmpty()) { // its externalizer, given the type arguments' forms
                return Blocks.of("$T.writeExternal($L, $N, $L)", e.externalizer(), value, out,
                        GenericForms.arguments(code, e.externalizer(), e.typeArguments()));
            }
            return Blocks.of("$L.writeExternal($N)", value, out);
        }
        @Override public CodeBlock inlineValue(Encoding.InlineValue e) {
            if (!e.typeArguments().isEmpty()) {
                return Blocks.of("$T.write($L, $N, $L)", e.externalizer(), value, out,
                        GenericForms.arguments(code, e.externalizer(), e.typeArguments()));
            }
            return Blocks.of("$T.write($L, $N)", e.externalizer(), value, out);
        }
        @Override public CodeBlock object(Encoding.ObjectStream e) {
            return writeObject(value, out);
        }
        @Override public CodeBlock array(Encoding.ArrayOf e) {
            return Blocks.of("$N($N, $L)", code.arrays.write(e), out, value);
        }
        @Override public CodeBlock collection(Encoding.CollectionOf e) {
            return Blocks.of("$N($N, $L)", code.collections.write(e), out, value);
        }
        @Override public CodeBlock map(Encoding.MapOf e) {
            return Blocks.of("$N($N, $L)", code.collections.write(e), out, value);
        }
        @Override public CodeBlock enumSet(Encoding.EnumSetOf e) {
            return Blocks.of("$N($N, $L)", code.enums.write(e), out, value);
        }
        @Override public CodeBlock enumMap(Encoding.EnumMapOf e) {
            return Blocks.of("$N($N, $L)", code.enums.write(e), out, value);
        }
        @Override public CodeBlock value(Encoding.Value e) {
            return Blocks.of("$N($N, $L)", code.helpers.fixed("write" + simpleName(e.kind())), out, value);
        }
    }

    private final class Reads implements Encoding.Visitor<CodeBlock> {
        private final String what;
        private final String in;

        Reads(String what, String in) {
            this.what = what;
            this.in = in;
        }

        @Override public CodeBlock primitive(Encoding.Primitive e) {
            return primitiveRead(e.kind(), in);
        }
        @Override public CodeBlock boxed(Encoding.Boxed e) {
            return primitiveRead(e.primitiveKind(), in);
        }
        @Override public CodeBlock string(Encoding.Str e) {
            return Blocks.of("$N($N)", code.helpers.fixed("readString"), in);
        }
        @Override public CodeBlock enumConstant(Encoding.EnumConstants e) {
            return Blocks.of("$N($N)", code.enums.read(e), in);
        }
        @Override public CodeBlock date(Encoding.DateMillis e) {
            return Blocks.of("new $T($N.readLong())", e.type(), in);
        }
        @Override public CodeBlock inlineBean(Encoding.InlineBean e) {
            return Blocks.of("$N($N)", readBean(e), in);
        }
        @Override public CodeBlock inlineValue(Encoding.InlineValue e) {
            if (!e.typeArguments().isEmpty()) {
                return Blocks.of("$T.read($N, $L)", e.externalizer(), in,
                        GenericForms.arguments(code, e.externalizer(), e.typeArguments()));
            }
            return Blocks.of("$T.read($N)", e.externalizer(), in);
        }
        @Override public CodeBlock object(Encoding.ObjectStream e) {
            return readObject(e, what, in);
        }
        @Override public CodeBlock array(Encoding.ArrayOf e) {
            return Blocks.of("$N($N)", code.arrays.read(e), in);
        }
        @Override public CodeBlock collection(Encoding.CollectionOf e) {
            return Blocks.of("$N($N)", code.collections.read(e), in);
        }
        @Override public CodeBlock map(Encoding.MapOf e) {
            return Blocks.of("$N($N)", code.collections.read(e), in);
        }
        @Override public CodeBlock enumSet(Encoding.EnumSetOf e) {
            return Blocks.of("$N($N)", code.enums.read(e), in);
        }
        @Override public CodeBlock enumMap(Encoding.EnumMapOf e) {
            return Blocks.of("$N($N)", code.enums.read(e), in);
        }
        @Override public CodeBlock value(Encoding.Value e) {
            return Blocks.of("$N($N)", code.helpers.fixed("read" + simpleName(e.kind())), in);
        }
    }

    private static String simpleName(ValueKind kind) {
        return kind.type.simpleName();
    }

    private CodeBlock primitiveWrite(TypeKind kind, CodeBlock value, String out) {
        switch (kind) {
            case BOOLEAN: return Blocks.of("$N.writeBoolean($L)", out, value);
            case BYTE: return Blocks.of("$N.writeByte($L)", out, value);
            case SHORT: return Blocks.of("$N.writeShort($L)", out, value);
            case CHAR: return Blocks.of("$N.writeChar($L)", out, value);
            case INT: return Blocks.of("$N($N, $L)", code.helpers.fixed("writeVarInt"), out, value);
            case LONG: return Blocks.of("$N.writeLong($L)", out, value); // ids and timestamps are big: a varint would not pay
            case FLOAT: return Blocks.of("$N.writeFloat($L)", out, value);
            case DOUBLE: return Blocks.of("$N.writeDouble($L)", out, value);
            default: throw new IllegalArgumentException(kind.toString());
        }
    }

    private CodeBlock primitiveRead(TypeKind kind, String in) {
        switch (kind) {
            case BOOLEAN: return Blocks.of("$N.readBoolean()", in);
            case BYTE: return Blocks.of("$N.readByte()", in);
            case SHORT: return Blocks.of("$N.readShort()", in);
            case CHAR: return Blocks.of("$N.readChar()", in);
            case INT: return Blocks.of("$N($N)", code.helpers.fixed("readVarInt"), in);
            case LONG: return Blocks.of("$N.readLong()", in);
            case FLOAT: return Blocks.of("$N.readFloat()", in);
            case DOUBLE: return Blocks.of("$N.readDouble()", in);
            default: throw new IllegalArgumentException(kind.toString());
        }
    }

    /** How a value of this encoding looks on the wire, for the per-field comment. */
    static String wireForm(Encoding encoding) {
        return encoding.accept(new Encoding.Visitor<String>() {
            @Override public String primitive(Encoding.Primitive e) {
                return primitiveForm(e.kind());
            }
            @Override public String boxed(Encoding.Boxed e) {
                return primitiveForm(e.primitiveKind());
            }
            @Override public String string(Encoding.Str e) {
                return "writeUTF";
            }
            @Override public String enumConstant(Encoding.EnumConstants e) {
                return "a 1-byte code";
            }
            @Override public String date(Encoding.DateMillis e) {
                return "epoch millis";
            }
            @Override public String inlineBean(Encoding.InlineBean e) {
                return e.rawType().simpleName() + "'s fields inline"
                        + (e.typeArguments().isEmpty() ? "" : ", with its type arguments' fast forms");
            }
            @Override public String inlineValue(Encoding.InlineValue e) {
                return e.rawType().simpleName() + "'s fields inline, by " + e.externalizer().simpleName()
                        + (e.typeArguments().isEmpty() ? "" : " with its type arguments' fast forms");
            }
            @Override public String object(Encoding.ObjectStream e) {
                return e.why().comment;
            }
            @Override public String array(Encoding.ArrayOf e) {
                return e.component() instanceof Encoding.Primitive ? "length, fixed-width elements" : "length, elements";
            }
            @Override public String collection(Encoding.CollectionOf e) {
                return "size, elements (" + classes(e.impls(), e.others(), JdkKindsCode.family(e)) + ")";
            }
            @Override public String map(Encoding.MapOf e) {
                return "size, keys, values (" + classes(e.impls(), e.others(), JdkKindsCode.family(e)) + ")";
            }
            @Override public String enumSet(Encoding.EnumSetOf e) {
                return "size, constant codes";
            }
            @Override public String enumMap(Encoding.EnumMapOf e) {
                return "size, constant codes and values";
            }
            @Override public String value(Encoding.Value e) {
                return ValueForms.of(e.kind());
            }
        });
    }

    private static String classes(java.util.List<Encoding.Impl> impls, java.util.List<dev.fastserial.processor.model.JdkKind> others,
            String what) {
        if (others.isEmpty()) {
            return impls.stream().map(i -> i.type().simpleName()).collect(Collectors.joining(" or "));
        }
        String plain = impls.stream().map(i -> i.type().simpleName()).collect(Collectors.joining(", "));
        return plain.isEmpty() ? "JDK " + what + "s" : plain + " or another JDK " + what;
    }

    private static String primitiveForm(TypeKind kind) {
        switch (kind) {
            case BOOLEAN: case BYTE: return "1 byte";
            case SHORT: case CHAR: return "2 bytes";
            case INT: return "varint";
            case LONG: case DOUBLE: return "8 bytes";
            case FLOAT: return "4 bytes";
            default: return kind.toString().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
