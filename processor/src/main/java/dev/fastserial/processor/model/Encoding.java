package dev.fastserial.processor.model;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import java.util.List;
import javax.lang.model.type.TypeKind;

/**
 * How one value of a declared type goes on the wire. Pure data: the writing stage turns it into
 * code. Every encoding except {@link Primitive} is for a reference; whether a reference may be
 * null is decided by its position (a field's presence bit, an element's tag), not here.
 */
public sealed interface Encoding {

    /** The declared Java type, as the generated code spells it. */
    TypeName type();

    /**
     * The one runtime class the fast path encodes exactly, or null when every instance of the
     * declared type is encoded exactly (final classes, enums). Any other runtime class takes the
     * {@code writeObject} path so that nothing changes meaning (exact-class rule).
     */
    default TypeName exactClass() {
        return null;
    }

    /** A short stable description, used in comments and in the layout fingerprint. */
    String describe();

    /** The 8 primitive types; ints and longs are variable-length (zigzag prefix varint). */
    record Primitive(TypeKind kind) implements Encoding {
        @Override public TypeName type() {
            return Types.primitive(kind);
        }
        @Override public String describe() {
            return type().toString();
        }
    }

    /** The 8 boxed types: written as their primitive once the presence bit says non-null. */
    record Boxed(TypeKind primitiveKind) implements Encoding {
        @Override public TypeName type() {
            return Types.primitive(primitiveKind).box();
        }
        @Override public String describe() {
            return ((ClassName) type()).simpleName();
        }
    }

    /** Any string, any length, every char sequence exact. */
    record Str() implements Encoding {
        @Override public TypeName type() {
            return ClassName.get(String.class);
        }
        @Override public String describe() {
            return "String";
        }
    }

    /**
     * An enum, as a one-byte code chosen by constant name at compile time (a switch, so reordering
     * the constants changes nothing); a constant unknown at compile time goes by name.
     */
    record EnumConstants(ClassName type, List<String> constants) implements Encoding {
        public EnumConstants {
            constants = List.copyOf(constants);
        }
        @Override public String describe() {
            return "enum " + type.canonicalName() + constants;
        }
    }

    /** {@code java.util.Date} as epoch milliseconds. */
    record DateMillis() implements Encoding {
        private static final ClassName DATE = ClassName.get("java.util", "Date");

        @Override public TypeName type() {
            return DATE;
        }
        @Override public TypeName exactClass() {
            return DATE;
        }
        @Override public String describe() {
            return "Date";
        }
    }

    /**
     * Another {@code @FastSerial} bean whose type graph cannot reach itself, written inline
     * through its own {@code writeExternal}: no class descriptor, no handle.
     */
    record InlineBean(TypeName type, ClassName rawType, boolean finalClass) implements Encoding {
        @Override public TypeName exactClass() {
            return finalClass ? null : rawType;
        }
        @Override public String describe() {
            return "inline " + rawType.canonicalName();
        }
    }

    /**
     * {@code ObjectOutput.writeObject}: JDK semantics (polymorphism, identity, cycles).
     *
     * @param checkedType the class the reader checks the object against ({@code type}'s erasure)
     */
    record ObjectStream(TypeName type, TypeName checkedType, Why why) implements Encoding {
        @Override public String describe() {
            return "object " + checkedType + " (" + why.comment + ")";
        }
    }

    /** Why a value goes through {@code writeObject}: shown in the generated comment. */
    enum Why {
        FALLBACK("writeObject: no fast encoding for this type"),
        SELF_REACHING("by reference: its type graph reaches itself"),
        REQUESTED("by reference: @ByReference");

        public final String comment;

        Why(String comment) {
            this.comment = comment;
        }
    }
}
