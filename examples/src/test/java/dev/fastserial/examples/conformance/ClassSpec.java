package dev.fastserial.examples.conformance;

import java.util.ArrayList;
import java.util.List;

/**
 * A class the suite generates and compiles with the processor: its kind, type parameters,
 * superclass and fields. Every class has a plain twin (the same fields, constructor and accessors,
 * without {@code @FastSerial}) that Java serialization writes by default: the oracle.
 */
record ClassSpec(String name, Kind kind, List<String> typeParams, String superName, List<FieldSpec> fields) {
    /** The package of the generated classes; unowned superclasses live in {@code gen.base}. */
    static final String PACKAGE = "gen";
    static final String BASE_PACKAGE = "gen.base";
    /** Suffix of a twin's name: {@code Order} and {@code OrderPlain}. */
    static final String TWIN = "Plain";

    enum Kind {
        /** Externalizable, a public no-arg constructor, every field settable. */
        BEAN,
        /** A record, rebuilt through its canonical constructor (which may normalize). */
        RECORD,
        /** Every field final, set by one constructor. */
        VALUE,
        /** Final fields from a constructor, the others set afterwards (some also taken by the constructor). */
        MIXED,
        /** A plain Serializable superclass the user does not own (not {@code @FastSerial}), in another package. */
        BASE
    }

    /** How the generated externalizer reaches a field. */
    enum Access {
        /** Package-private: read and written directly. */
        DIRECT,
        /** Private, with a public getter and setter (a value: the getter alone). */
        ACCESSORS,
        /** In a base class of another package: private, public getter, protected setter the bean overrides publicly. */
        OVERRIDE
    }

    /** What a value's or mixed class's constructor does with a field. */
    enum Ctor {
        /** Not a parameter (a bean's fields; a mixed class's fields set after the constructor). */
        NONE,
        /** Assigned as given. */
        TAKES,
        /** Normalized, idempotently: a string trimmed and lower-cased, a number clamped at 0. */
        NORMALIZES,
        /** Copied into a new collection of the class the constructor chooses. */
        COPIES,
        /** Copied and wrapped in an unmodifiable view. */
        WRAPS
    }

    /**
     * A field: {@code byRef} is {@code @ByReference}; {@code isFinal} only in values and mixed classes;
     * {@code init} an initializer (Java source) or null.
     */
    record FieldSpec(String name, TypeRef type, Access access, boolean byRef, boolean isFinal, Ctor ctor, String init) {
        FieldSpec withType(TypeRef t) {
            return new FieldSpec(name, t, access, byRef, isFinal, ctor, init);
        }

        FieldSpec withInit(String i) {
            return new FieldSpec(name, type, access, byRef, isFinal, ctor, i);
        }

        String capitalized() {
            return Character.toUpperCase(name.charAt(0)) + name.substring(1);
        }
    }

    ClassSpec withFields(List<FieldSpec> newFields) {
        return new ClassSpec(name, kind, typeParams, superName, List.copyOf(newFields));
    }

    String qualifiedName() {
        return (kind == Kind.BASE ? BASE_PACKAGE : PACKAGE) + "." + name;
    }

    String twinQualifiedName() {
        return kind == Kind.BASE ? qualifiedName() : PACKAGE + "." + name + TWIN;
    }

    boolean isValueLike() {
        return kind == Kind.RECORD || kind == Kind.VALUE || kind == Kind.MIXED;
    }

    /** The constructor's parameters, in declaration order (values and mixed classes). */
    List<FieldSpec> constructorParameters() {
        List<FieldSpec> params = new ArrayList<>();
        for (FieldSpec f : fields) {
            if (f.ctor() != Ctor.NONE) {
                params.add(f);
            }
        }
        return params;
    }

    FieldSpec field(String fieldName) {
        for (FieldSpec f : fields) {
            if (f.name().equals(fieldName)) {
                return f;
            }
        }
        return null;
    }
}
