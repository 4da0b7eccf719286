package dev.fastserial.examples.conformance;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A declared type of a generated class's field (or of an element, key or component of one): the
 * type table of docs/types.md as a small tree. Rendered twice: for the {@code @FastSerial} class
 * and for its plain twin (generated classes named with the twin's suffix).
 */
sealed interface TypeRef {
    /** Java source of the type; {@code plain}: generated classes as their twins. */
    String render(boolean plain);

    /** This type with type variables replaced by {@code args}. */
    default TypeRef substitute(Map<String, TypeRef> args) {
        return this;
    }

    /** The boxed form: what a type argument must be. */
    default TypeRef boxed() {
        return this;
    }

    /** The eight primitives. */
    record Prim(String name) implements TypeRef {
        static final Map<String, String> BOXES = Map.of("boolean", "Boolean", "byte", "Byte", "short", "Short",
                "char", "Character", "int", "Integer", "long", "Long", "float", "Float", "double", "Double");

        @Override public String render(boolean plain) { return name; }
        @Override public TypeRef boxed() { return new Val(BOXES.get(name)); }
    }

    /** An immutable JDK value of the table (boxed types, String, java.time, BigDecimal...), or one of the support enums. */
    record Val(String name) implements TypeRef {
        /** Values that may be set elements and map keys: equal copies hash alike. */
        static final Set<String> HASHABLE = Set.of("String", "Integer", "Long", "Suit", "Mood", "UUID", "LocalDate", "Character");
        /** Values with a natural order the generated comparators also order. */
        static final Set<String> SORTABLE = Set.of("String", "Integer", "Long", "LocalDate", "Suit");

        @Override public String render(boolean plain) { return name; }

        boolean isEnum() {
            return name.equals("Suit") || name.equals("Mood");
        }
    }

    /** An array, of any component (arrays of arrays for more dimensions). */
    record Arr(TypeRef component) implements TypeRef {
        @Override public String render(boolean plain) { return component.render(plain) + "[]"; }
        @Override public TypeRef substitute(Map<String, TypeRef> args) { return new Arr(component.substitute(args)); }
    }

    /** A collection type: an interface ({@code List}, {@code Set}, {@code Collection}, {@code Deque}...) or a JDK class. */
    record Coll(String raw, TypeRef element) implements TypeRef {
        @Override public String render(boolean plain) { return raw + "<" + element.render(plain) + ">"; }
        @Override public TypeRef substitute(Map<String, TypeRef> args) { return new Coll(raw, element.substitute(args)); }
    }

    /** A map type: an interface or a JDK class. */
    record MapRef(String raw, TypeRef key, TypeRef value) implements TypeRef {
        @Override public String render(boolean plain) { return raw + "<" + key.render(plain) + ", " + value.render(plain) + ">"; }
        @Override public TypeRef substitute(Map<String, TypeRef> args) { return new MapRef(raw, key.substitute(args), value.substitute(args)); }
    }

    /** A generated class (bean, record, value or mixed class), with type arguments when it is generic. */
    record BeanRef(String name, List<TypeRef> args) implements TypeRef {
        @Override public String render(boolean plain) {
            String base = plain ? name + ClassSpec.TWIN : name;
            return args.isEmpty() ? base : base + args.stream().map(a -> a.render(plain)).collect(Collectors.joining(", ", "<", ">"));
        }

        @Override public TypeRef substitute(Map<String, TypeRef> map) {
            return new BeanRef(name, args.stream().map(a -> a.substitute(map)).collect(Collectors.toList()));
        }
    }

    /** {@code Object}: anything Serializable, through writeObject. */
    record Obj() implements TypeRef {
        @Override public String render(boolean plain) { return "Object"; }
    }

    /** A type variable of a generic generated class. */
    record Var(String name) implements TypeRef {
        @Override public String render(boolean plain) { return name; }
        @Override public TypeRef substitute(Map<String, TypeRef> args) { return args.getOrDefault(name, this); }
    }
}
