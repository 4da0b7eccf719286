package dev.fastserial.processor.model;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import java.util.List;
import java.util.Objects;
import javax.lang.model.type.TypeKind;

/**
 * How one value of a declared type goes on the wire. Pure data: the writing stage turns it into
 * code. Every encoding except {@link Primitive} is for a reference; whether a reference may be
 * null is decided by its position (a field's presence bit, an element's tag), not here.
 *
 * <p>Each record writes out its {@code equals} and {@code hashCode} (the helper registry keys
 * helpers by encoding): a record's own link an invokedynamic call site on their first call
 * ({@code ObjectMethods.bootstrap}: 1-2 ms a record class, and ~15-30 ms for the first in a JVM on
 * JDK 17), and javac loads the processor afresh for every compilation. {@code EncodingEqualityTest}
 * holds each to all of its components.
 */
public sealed interface Encoding {

    /** The declared Java type, as the generated code spells it. */
    TypeName type();

    /**
     * The type's erasure: what the generated code spells in a class literal or an array creation
     * ({@code List[][]} for {@code List<String>[][]}). Where it differs from {@link #type()}, going
     * from it back to the declared type is an unchecked cast.
     */
    default TypeName erasure() {
        return type() instanceof ParameterizedTypeName p ? p.rawType : type();
    }

    /**
     * Which runtime values the fast path encodes exactly, or null when it encodes every instance
     * of the declared type (final classes, enums). Any other value takes the {@code writeObject}
     * path so that nothing changes meaning (exact-class rule).
     */
    default Exactness exactness() {
        return null;
    }

    /** A short stable description, used in comments. */
    String describe();

    /**
     * How a value is written, as the lock file records it: two versions of a field read each
     * other's values exactly when their forms are equal. Enum constants are not part of it (their
     * codes are recorded apart), nor the reason a value goes through writeObject.
     */
    String form();

    <R> R accept(Visitor<R> visitor);

    /** The encodings of elements, keys, values or components this one contains. */
    default List<Encoding> children() {
        return List.of();
    }

    /** A record's own hash of these components, in order: {@code 31 * h + hash(c)} from 0. */
    static int componentsHash(Object... components) {
        int h = 0;
        for (Object c : components) {
            h = 31 * h + Objects.hashCode(c);
        }
        return h;
    }

    /** One method per encoding: code that handles encodings implements it, so none is forgotten. */
    interface Visitor<R> {
        R primitive(Primitive e);
        R boxed(Boxed e);
        R string(Str e);
        R enumConstant(EnumConstants e);
        R date(DateMillis e);
        R inlineBean(InlineBean e);
        R inlineValue(InlineValue e);
        R object(ObjectStream e);
        R array(ArrayOf e);
        R collection(CollectionOf e);
        R map(MapOf e);
        R enumSet(EnumSetOf e);
        R enumMap(EnumMapOf e);
        R value(Value e);
    }

    /**
     * The 8 primitive types. Ints are variable-length (zigzag prefix varint: most stored ints are
     * small); longs are 8 bytes (most stored longs are ids and timestamps, where a varint saves
     * nothing and costs reads).
     */
    record Primitive(TypeKind kind) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof Primitive o && Objects.equals(kind, o.kind);
        }
        @Override public int hashCode() {
            return componentsHash(kind);
        }
        @Override public TypeName type() {
            return Types.primitive(kind);
        }
        @Override public String describe() {
            return type().toString();
        }
        @Override public String form() {
            return type().toString();
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.primitive(this);
        }
    }

    /** The 8 boxed types: written as their primitive once the presence bit says non-null. */
    record Boxed(TypeKind primitiveKind) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof Boxed o && Objects.equals(primitiveKind, o.primitiveKind);
        }
        @Override public int hashCode() {
            return componentsHash(primitiveKind);
        }
        @Override public TypeName type() {
            return Types.primitive(primitiveKind).box();
        }
        @Override public String describe() {
            return ((ClassName) type()).simpleName();
        }
        @Override public String form() {
            return describe();
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.boxed(this);
        }
    }

    /** Any string, any length, every char sequence exact. */
    record Str() implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof Str;
        }
        @Override public int hashCode() {
            return 0; // as a record without components
        }
        @Override public TypeName type() {
            return ClassName.get(String.class);
        }
        @Override public Exactness exactness() {
            return new Exactness.LargeString();
        }
        @Override public String describe() {
            return "String";
        }
        @Override public String form() {
            return "String";
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.string(this);
        }
    }

    /**
     * An enum, as a one-byte code chosen by constant name at compile time (a switch, so reordering
     * the constants changes nothing); a constant unknown at compile time goes by name.
     *
     * @param constants the constants by code: their declaration order without a lock file, the
     *     codes it records with one ({@code null} where a code belongs to a removed constant)
     */
    record EnumConstants(ClassName type, List<String> constants) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof EnumConstants o && Objects.equals(type, o.type)
                    && Objects.equals(constants, o.constants);
        }
        @Override public int hashCode() {
            return componentsHash(type, constants);
        }
        public EnumConstants {
            constants = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(constants));
        }
        @Override public String describe() {
            return "enum " + type.canonicalName() + constants;
        }
        @Override public String form() {
            return "enum " + type.canonicalName();
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.enumConstant(this);
        }
    }

    /**
     * {@code java.util.Date} as epoch milliseconds.
     *
     * @param sqlDates a java.sql date (Timestamp, Date, Time) takes a form of its own, class and
     *     nanos kept, rather than writeObject: where the compilation sees java.sql (the generated
     *     code names it in a nested class that loads only when such a value is read). Not part of
     *     the form: its bytes are those of writeObject's position, marked so (docs/wire-format.md)
     */
    record DateMillis(boolean sqlDates) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof DateMillis o && sqlDates == o.sqlDates;
        }
        @Override public int hashCode() {
            return componentsHash(sqlDates);
        }
        private static final ClassName DATE = ClassName.get("java.util", "Date");

        @Override public TypeName type() {
            return DATE;
        }
        @Override public Exactness exactness() {
            return Exactness.oneOf(DATE);
        }
        @Override public String describe() {
            return "Date";
        }
        @Override public String form() {
            return "Date";
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.date(this);
        }
    }

    /**
     * Another {@code @FastSerial} bean whose type graph cannot reach itself, written inline
     * through its own {@code writeExternal}: no class descriptor, no handle.
     *
     * @param typeArguments for a generic bean whose fields hold its type variables, what the
     *     declared type's arguments fix them to, one per type parameter (a type argument nothing
     *     fixes: its writeObject encoding); empty otherwise ({@link TypeArguments})
     */
    record InlineBean(TypeName type, ClassName rawType, boolean finalClass, ClassName externalizer,
                      List<Encoding> typeArguments) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof InlineBean o && Objects.equals(type, o.type) && Objects.equals(rawType, o.rawType)
                    && finalClass == o.finalClass && Objects.equals(externalizer, o.externalizer)
                    && Objects.equals(typeArguments, o.typeArguments);
        }
        @Override public int hashCode() {
            return componentsHash(type, rawType, finalClass, externalizer, typeArguments);
        }
        public InlineBean {
            typeArguments = List.copyOf(typeArguments);
        }
        @Override public TypeName erasure() {
            return rawType;
        }
        @Override public Exactness exactness() {
            return finalClass ? null : Exactness.oneOf(rawType);
        }
        @Override public String describe() {
            return "inline " + rawType.canonicalName() + TypeArguments.form(typeArguments);
        }
        @Override public String form() {
            return "inline " + rawType.canonicalName() + TypeArguments.form(typeArguments);
        }
        @Override public List<Encoding> children() {
            return typeArguments;
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.inlineBean(this);
        }
    }

    /**
     * A {@code @FastSerial} record or immutable class, written inline through its externalizer's
     * static {@code write} and read back through {@code read} (its constructor): no class
     * descriptor, no proxy object. Its bytes are a class level like an inline bean's, hence the
     * same {@link #form}: a bean may become a record with the same fields and keep its bytes.
     *
     * @param externalizer the generated {@code <Name>Externalizer}
     * @param finalClass records and final classes: no other class fits in the field
     * @param typeArguments as for {@link InlineBean}
     */
    record InlineValue(TypeName type, ClassName rawType, ClassName externalizer, boolean finalClass,
                       List<Encoding> typeArguments) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof InlineValue o && Objects.equals(type, o.type)
                    && Objects.equals(rawType, o.rawType) && Objects.equals(externalizer, o.externalizer)
                    && finalClass == o.finalClass && Objects.equals(typeArguments, o.typeArguments);
        }
        @Override public int hashCode() {
            return componentsHash(type, rawType, externalizer, finalClass, typeArguments);
        }
        public InlineValue {
            typeArguments = List.copyOf(typeArguments);
        }
        @Override public TypeName erasure() {
            return rawType;
        }
        @Override public Exactness exactness() {
            return finalClass ? null : Exactness.oneOf(rawType);
        }
        @Override public String describe() {
            return "inline value " + rawType.canonicalName() + TypeArguments.form(typeArguments);
        }
        @Override public String form() {
            return "inline " + rawType.canonicalName() + TypeArguments.form(typeArguments);
        }
        @Override public List<Encoding> children() {
            return typeArguments;
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.inlineValue(this);
        }
    }

    /**
     * {@code ObjectOutput.writeObject}: JDK semantics (polymorphism, identity, cycles).
     *
     * @param checkedType the class the reader checks the object against ({@code type}'s erasure)
     */
    record ObjectStream(TypeName type, TypeName checkedType, Why why) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof ObjectStream o && Objects.equals(type, o.type)
                    && Objects.equals(checkedType, o.checkedType) && Objects.equals(why, o.why);
        }
        @Override public int hashCode() {
            return componentsHash(type, checkedType, why);
        }
        @Override public TypeName erasure() {
            return checkedType;
        }
        @Override public String describe() {
            return "object " + checkedType + " (" + why.comment + ")";
        }
        @Override public String form() {
            return "object";
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.object(this);
        }
    }

    /**
     * An array: length, then the elements (each with a tag when some are null or of another class).
     *
     * @param erasure the array type's erasure ({@code List[][]} for {@code List<String>[][]})
     * @param exactComponent the component type is primitive or final, so no other array class can
     *     be stored in the field
     */
    record ArrayOf(TypeName type, TypeName erasure, Encoding component, boolean exactComponent) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof ArrayOf o && Objects.equals(type, o.type) && Objects.equals(erasure, o.erasure)
                    && Objects.equals(component, o.component) && exactComponent == o.exactComponent;
        }
        @Override public int hashCode() {
            return componentsHash(type, erasure, component, exactComponent);
        }
        @Override public Exactness exactness() {
            return exactComponent ? null : Exactness.oneOf(erasure);
        }
        @Override public String describe() {
            return "array of " + component.describe();
        }
        @Override public String form() {
            return component.form() + "[]";
        }
        @Override public List<Encoding> children() {
            return List.of(component);
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.array(this);
        }
    }

    /**
     * A JDK collection: its runtime class (one of {@code impls}), size, then the elements.
     *
     * @param type the declared type
     * @param impls the runtime classes the fast path encodes; the value comes back as the same class
     * @param others the JDK's other classes of the declared type that it encodes, after a marker
     *     ({@link JdkKind}): not part of the form, which they leave as it was
     */
    record CollectionOf(TypeName type, List<Impl> impls, List<JdkKind> others, Encoding element) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof CollectionOf o && Objects.equals(type, o.type) && Objects.equals(impls, o.impls)
                    && Objects.equals(others, o.others) && Objects.equals(element, o.element);
        }
        @Override public int hashCode() {
            return componentsHash(type, impls, others, element);
        }
        public CollectionOf {
            impls = List.copyOf(impls);
            others = List.copyOf(others);
        }
        @Override public Exactness exactness() {
            return new Exactness.OneOf(impls, others);
        }
        @Override public String describe() {
            return "collection " + impls + (others.isEmpty() ? "" : " or " + others.size() + " other JDK classes")
                    + " of " + element.describe();
        }
        @Override public String form() {
            return "collection(" + (impls.isEmpty() ? JdkKind.forms(others) : Impl.forms(impls)) + ")<" + element.form() + ">";
        }
        @Override public List<Encoding> children() {
            return List.of(element);
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.collection(this);
        }
    }

    /** A JDK map: its runtime class (one of {@code impls}, or {@code others}), size, then keys and values. */
    record MapOf(TypeName type, List<Impl> impls, List<JdkKind> others, Encoding key, Encoding value) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof MapOf o && Objects.equals(type, o.type) && Objects.equals(impls, o.impls)
                    && Objects.equals(others, o.others) && Objects.equals(key, o.key) && Objects.equals(value, o.value);
        }
        @Override public int hashCode() {
            return componentsHash(type, impls, others, key, value);
        }
        public MapOf {
            impls = List.copyOf(impls);
            others = List.copyOf(others);
        }
        @Override public Exactness exactness() {
            return new Exactness.OneOf(impls, others);
        }
        @Override public String describe() {
            return "map " + impls + (others.isEmpty() ? "" : " or " + others.size() + " other JDK classes")
                    + " of " + key.describe() + " to " + value.describe();
        }
        @Override public String form() {
            return "map(" + (impls.isEmpty() ? JdkKind.forms(others) : Impl.forms(impls)) + ")<" + key.form() + ","
                    + value.form() + ">";
        }
        @Override public List<Encoding> children() {
            return List.of(key, value);
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.map(this);
        }
    }

    /** {@code EnumSet<E>}: size, then the constants' codes. */
    record EnumSetOf(TypeName type, EnumConstants element) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof EnumSetOf o && Objects.equals(type, o.type) && Objects.equals(element, o.element);
        }
        @Override public int hashCode() {
            return componentsHash(type, element);
        }
        @Override public String describe() {
            return "EnumSet of " + element.describe();
        }
        @Override public String form() {
            return "EnumSet<" + element.form() + ">";
        }
        @Override public List<Encoding> children() {
            return List.of(element);
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.enumSet(this);
        }
    }

    /** {@code EnumMap<K, V>} (exactly that class): size, then codes and values. */
    record EnumMapOf(TypeName type, EnumConstants key, Encoding value) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof EnumMapOf o && Objects.equals(type, o.type) && Objects.equals(key, o.key)
                    && Objects.equals(value, o.value);
        }
        @Override public int hashCode() {
            return componentsHash(type, key, value);
        }
        @Override public Exactness exactness() {
            return Exactness.oneOf(ClassName.get("java.util", "EnumMap"));
        }
        @Override public String describe() {
            return "EnumMap of " + key.describe() + " to " + value.describe();
        }
        @Override public String form() {
            return "EnumMap<" + key.form() + "," + value.form() + ">";
        }
        @Override public List<Encoding> children() {
            return List.of(key, value);
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.enumMap(this);
        }
    }

    /** java.time, UUID, BigDecimal, BigInteger, Currency, Locale: compact value encodings. */
    record Value(ValueKind kind) implements Encoding {
        @Override public boolean equals(Object other) {
            return other instanceof Value o && Objects.equals(kind, o.kind);
        }
        @Override public int hashCode() {
            return componentsHash(kind);
        }
        @Override public TypeName type() {
            return kind.type;
        }
        @Override public Exactness exactness() {
            return kind.exactness();
        }
        @Override public String describe() {
            return kind.type.simpleName();
        }
        @Override public String form() {
            return kind.type.simpleName();
        }
        @Override public <R> R accept(Visitor<R> v) {
            return v.value(this);
        }
    }

    /**
     * A runtime class the fast path encodes.
     *
     * @param naturalOrder a sorted collection qualifies only without a comparator
     * @param presize how a reader sizes it before the elements arrive
     */
    record Impl(ClassName type, boolean naturalOrder, Presize presize) {
        @Override public boolean equals(Object other) {
            return other instanceof Impl o && Objects.equals(type, o.type) && naturalOrder == o.naturalOrder
                    && Objects.equals(presize, o.presize);
        }
        @Override public int hashCode() {
            return componentsHash(type, naturalOrder, presize);
        }
        /** {@code ArrayList|LinkedList}: the classes a container's prefix can name, in index order. */
        static String forms(List<Impl> impls) {
            return String.join("|", impls.stream().map(i -> i.type.simpleName()).toList());
        }

        @Override public String toString() {
            return type.simpleName() + (naturalOrder ? "(natural order)" : "");
        }
    }

    /** How a reader creates a container before its elements arrive (never beyond a bounded size). */
    enum Presize {
        /** No capacity to give (linked and sorted classes). */
        NONE,
        /** Room for the elements. */
        ELEMENTS,
        /** A hash table that holds them without rehashing: 4/3 of the elements. */
        HASHED
    }

    /** Which runtime values the fast path encodes exactly. */
    sealed interface Exactness {
        static Exactness oneOf(TypeName type) {
            return new OneOfClasses(List.of(type));
        }

        /** The runtime class is exactly one of these. */
        record OneOfClasses(List<TypeName> classes) implements Exactness {}

        /**
         * The runtime class is one of these collection classes (sorted ones without comparator), or
         * one of the JDK's other classes that the fast path rebuilds ({@link JdkKind}).
         */
        record OneOf(List<Impl> impls, List<JdkKind> others) implements Exactness {}

        /** A Locale that its language tag reproduces exactly. */
        record PortableLocale() implements Exactness {}

        /**
         * A string shorter than {@link #CHARS}, or any string on a stream that is not an
         * ObjectOutputStream. Longer strings go through writeObject on JDK streams: outside the
         * block-data framing (5 bytes a kilobyte) every Externalizable payload pays, shared when
         * repeated, and still read with bounded memory (the JDK pre-sizes strings to 64K chars at
         * most). Primitive arrays do not get this treatment: the JDK allocates an array record's
         * claimed length up front, which a hostile stream would turn into OutOfMemoryError.
         */
        record LargeString() implements Exactness {
            public static final int CHARS = 1024;
        }
    }

    /** Why a value goes through {@code writeObject}: shown in the generated comment. */
    enum Why {
        FALLBACK("writeObject: no fast encoding for this type"),
        SELF_REACHING("by reference: its type graph reaches itself"),
        REQUESTED("by reference: @ByReference"),
        /** Inline, the JDK would never call them: the bean would not mean what it means at top level. */
        REPLACED("by reference: it has writeReplace/readResolve"),
        /** Inline, the generated code would call it and could not compile. */
        CONSTRUCTOR_THROWS("by reference: its no-arg constructor throws checked exceptions");

        public final String comment;

        Why(String comment) {
            this.comment = comment;
        }
    }
}
