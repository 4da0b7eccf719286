package dev.fastserial.processor.write;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.model.Encoding;
import javax.lang.model.type.TypeKind;

/**
 * The code that writes or reads one non-null value of an {@link Encoding}: a statement to write,
 * an expression to read. Positions (fields, elements) add null handling around it.
 */
final class ValueCode {
    private final Helpers helpers;
    private final ExactnessCode exactness;
    private final ContainerCode containers;
    private final ValueTypeCode valueTypes;

    ValueCode(Helpers helpers) {
        this.helpers = helpers;
        this.exactness = new ExactnessCode(helpers);
        this.containers = new ContainerCode(helpers, this, exactness);
        this.valueTypes = new ValueTypeCode(helpers);
    }

    /** The condition "not encoded exactly" for a value, or null when every value is. */
    CodeBlock inexact(Encoding encoding, CodeBlock value) {
        return exactness.inexact(encoding, value);
    }

    /** A statement that writes {@code value}, known non-null and of the encoding's exact class. */
    CodeBlock write(Encoding encoding, CodeBlock value) {
        if (encoding instanceof Encoding.Primitive p) {
            return writePrimitive(p.kind(), value);
        }
        if (encoding instanceof Encoding.Boxed b) {
            return writePrimitive(b.primitiveKind(), value);
        }
        if (encoding instanceof Encoding.Str) {
            return CodeBlock.of("$N(out, $L)", helpers.writeString(), value);
        }
        if (encoding instanceof Encoding.EnumConstants e) {
            return CodeBlock.of("$N(out, $L)", helpers.writeEnum(e), value);
        }
        if (encoding instanceof Encoding.DateMillis) {
            return CodeBlock.of("out.writeLong($L.getTime())", value);
        }
        if (encoding instanceof Encoding.InlineBean) {
            return CodeBlock.of("$L.writeExternal(out)", value);
        }
        if (encoding instanceof Encoding.ObjectStream) {
            return writeObject(value);
        }
        if (encoding instanceof Encoding.Value v) {
            return valueTypes.write(v.kind(), value);
        }
        if (encoding instanceof Encoding.CollectionOf c) {
            return CodeBlock.of("$N(out, $L)", containers.writeCollection(c), value);
        }
        if (encoding instanceof Encoding.MapOf m) {
            return CodeBlock.of("$N(out, $L)", containers.writeMap(m), value);
        }
        if (encoding instanceof Encoding.ArrayOf a) {
            return CodeBlock.of("$N(out, $L)", containers.writeArray(a), value);
        }
        if (encoding instanceof Encoding.EnumSetOf s) {
            return CodeBlock.of("$N(out, $L)", containers.writeEnumSet(s), value);
        }
        if (encoding instanceof Encoding.EnumMapOf m) {
            return CodeBlock.of("$N(out, $L)", containers.writeEnumMap(m), value);
        }
        throw new IllegalArgumentException("no writer for " + encoding);
    }

    /** An expression that reads one value; {@code what} names the position in error messages. */
    CodeBlock read(Encoding encoding, String what) {
        if (encoding instanceof Encoding.Primitive p) {
            return readPrimitive(p.kind());
        }
        if (encoding instanceof Encoding.Boxed b) {
            return readPrimitive(b.primitiveKind());
        }
        if (encoding instanceof Encoding.Str) {
            return CodeBlock.of("$N(in)", helpers.readString());
        }
        if (encoding instanceof Encoding.EnumConstants e) {
            return CodeBlock.of("$N(in)", helpers.readEnum(e));
        }
        if (encoding instanceof Encoding.DateMillis d) {
            return CodeBlock.of("new $T(in.readLong())", d.type());
        }
        if (encoding instanceof Encoding.InlineBean b) {
            return CodeBlock.of("$N(in)", helpers.readBean(b));
        }
        if (encoding instanceof Encoding.ObjectStream o) {
            return readObject(o.type(), o.checkedType(), what);
        }
        if (encoding instanceof Encoding.Value v) {
            return valueTypes.read(v.kind());
        }
        if (encoding instanceof Encoding.CollectionOf c) {
            return CodeBlock.of("$N(in)", containers.readCollection(c));
        }
        if (encoding instanceof Encoding.MapOf m) {
            return CodeBlock.of("$N(in)", containers.readMap(m));
        }
        if (encoding instanceof Encoding.ArrayOf a) {
            return CodeBlock.of("$N(in)", containers.readArray(a));
        }
        if (encoding instanceof Encoding.EnumSetOf s) {
            return CodeBlock.of("$N(in)", containers.readEnumSet(s));
        }
        if (encoding instanceof Encoding.EnumMapOf m) {
            return CodeBlock.of("$N(in)", containers.readEnumMap(m));
        }
        throw new IllegalArgumentException("no reader for " + encoding);
    }

    /** The {@code writeObject} path: fallback types, and values that are not of the exact class. */
    CodeBlock writeObject(CodeBlock value) {
        return CodeBlock.of("out.writeObject($L)", value);
    }

    /** Reads through {@code readObject}, checking the class; casts when generics are involved. */
    CodeBlock readObject(TypeName type, TypeName checked, String what) {
        return readObject(type, checked, what, false);
    }

    /** As above; for a non-null field, null in the stream (hostile: the writer never writes it) is refused. */
    CodeBlock readObject(TypeName type, TypeName checked, String what, boolean nonNull) {
        String helper = nonNull ? helpers.readNonNullObject() : helpers.readObject();
        CodeBlock read = CodeBlock.of("$N(in, $T.class, $S)", helper, checked, what);
        return type.equals(checked) ? read : CodeBlock.of("($T) $L", type, read);
    }

    /** Whether reading this encoding at a field (or element) involves an unchecked cast. */
    static boolean needsUncheckedCast(Encoding encoding) {
        boolean generic = !encoding.type().equals(encoding.erasure());
        if (encoding instanceof Encoding.ObjectStream || encoding instanceof Encoding.InlineBean) {
            return generic;
        }
        // the writeObject alternative of a generic container or array is read with a cast
        return generic && encoding.exactness() != null;
    }

    private CodeBlock writePrimitive(TypeKind kind, CodeBlock value) {
        switch (kind) {
            case BOOLEAN: return CodeBlock.of("out.writeBoolean($L)", value);
            case BYTE: return CodeBlock.of("out.writeByte($L)", value);
            case SHORT: return CodeBlock.of("out.writeShort($L)", value);
            case CHAR: return CodeBlock.of("out.writeChar($L)", value);
            case INT: return CodeBlock.of("$N(out, $L)", helpers.writeVarInt(), value);
            case LONG: return CodeBlock.of("out.writeLong($L)", value); // ids and timestamps are big: varints would not pay
            case FLOAT: return CodeBlock.of("out.writeFloat($L)", value);
            case DOUBLE: return CodeBlock.of("out.writeDouble($L)", value);
            default: throw new IllegalArgumentException(kind.toString());
        }
    }

    private CodeBlock readPrimitive(TypeKind kind) {
        switch (kind) {
            case BOOLEAN: return CodeBlock.of("in.readBoolean()");
            case BYTE: return CodeBlock.of("in.readByte()");
            case SHORT: return CodeBlock.of("in.readShort()");
            case CHAR: return CodeBlock.of("in.readChar()");
            case INT: return CodeBlock.of("$N(in)", helpers.readVarInt());
            case LONG: return CodeBlock.of("in.readLong()");
            case FLOAT: return CodeBlock.of("in.readFloat()");
            case DOUBLE: return CodeBlock.of("in.readDouble()");
            default: throw new IllegalArgumentException(kind.toString());
        }
    }

    /** How a value of this encoding looks on the wire, for the per-field comment. */
    static String wireForm(Encoding encoding) {
        if (encoding instanceof Encoding.Primitive p) {
            return primitiveForm(p.kind());
        }
        if (encoding instanceof Encoding.Boxed b) {
            return primitiveForm(b.primitiveKind());
        }
        if (encoding instanceof Encoding.Str) {
            return "writeUTF (chunked from " + Helpers.UTF_CHUNK + " chars)";
        }
        if (encoding instanceof Encoding.EnumConstants) {
            return "a 1-byte constant code";
        }
        if (encoding instanceof Encoding.DateMillis) {
            return "epoch millis (8 bytes)";
        }
        if (encoding instanceof Encoding.InlineBean b) {
            return b.rawType().simpleName() + "'s fields inline (no class descriptor)";
        }
        if (encoding instanceof Encoding.ObjectStream o) {
            return o.why().comment;
        }
        if (encoding instanceof Encoding.CollectionOf c) {
            return "size and elements (as " + classList(c.impls()) + ")";
        }
        if (encoding instanceof Encoding.MapOf m) {
            return "size, keys and values (as " + classList(m.impls()) + ")";
        }
        if (encoding instanceof Encoding.ArrayOf) {
            return ((Encoding.ArrayOf) encoding).component() instanceof Encoding.Primitive ? "length and fixed-width elements" : "length and elements";
        }
        if (encoding instanceof Encoding.EnumSetOf || encoding instanceof Encoding.EnumMapOf) {
            return "size, constant codes" + (encoding instanceof Encoding.EnumMapOf ? " and values" : "");
        }
        if (encoding instanceof Encoding.Value v) {
            return ValueForms.of(v.kind());
        }
        return encoding.describe();
    }

    private static String classList(java.util.List<Encoding.Impl> impls) {
        return impls.stream().map(i -> i.type().simpleName()).collect(java.util.stream.Collectors.joining(" or "));
    }

    private static String primitiveForm(TypeKind kind) {
        switch (kind) {
            case BOOLEAN: return "1 byte";
            case BYTE: return "1 byte";
            case SHORT: case CHAR: return "2 bytes";
            case INT: return "varint (1-5 bytes)";
            case LONG: return "8 bytes";
            case FLOAT: return "4 bytes";
            case DOUBLE: return "8 bytes";
            default: return kind.toString().toLowerCase();
        }
    }
}
