package dev.fastserial.processor.write;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.model.Encoding;

/** Helper-method names from value shapes: {@code List<Map<Long, Player>>} -> {@code ListOfMapOfLongToPlayer}. */
final class ShapeNames implements Encoding.Visitor<String> {
    private static final ShapeNames INSTANCE = new ShapeNames();

    private ShapeNames() {}

    static String of(Encoding e) {
        return e.accept(INSTANCE);
    }

    @Override public String primitive(Encoding.Primitive e) {
        return capitalize(e.type().toString());
    }
    @Override public String boxed(Encoding.Boxed e) {
        return raw(e.type());
    }
    @Override public String string(Encoding.Str e) {
        return "String";
    }
    @Override public String enumConstant(Encoding.EnumConstants e) {
        return raw(e.type());
    }
    @Override public String date(Encoding.DateMillis e) {
        return "Date";
    }
    @Override public String inlineBean(Encoding.InlineBean e) {
        return e.rawType().simpleName() + arguments(e.typeArguments());
    }
    @Override public String inlineValue(Encoding.InlineValue e) {
        return e.rawType().simpleName() + arguments(e.typeArguments());
    }

    /** {@code OfStringAndInteger} for a generic type given its arguments' forms ({@code Pair<String, Integer>}). */
    private static String arguments(java.util.List<Encoding> typeArguments) {
        return typeArguments.isEmpty() ? "" : "Of" + String.join("And", typeArguments.stream().map(ShapeNames::of).toList());
    }
    @Override public String object(Encoding.ObjectStream e) {
        return raw(e.checkedType());
    }
    @Override public String array(Encoding.ArrayOf e) {
        return of(e.component()) + "Array";
    }
    @Override public String collection(Encoding.CollectionOf e) {
        return raw(e.type()) + "Of" + of(e.element());
    }
    @Override public String map(Encoding.MapOf e) {
        return raw(e.type()) + "Of" + of(e.key()) + "To" + of(e.value());
    }
    @Override public String enumSet(Encoding.EnumSetOf e) {
        return "EnumSetOf" + of(e.element());
    }
    @Override public String enumMap(Encoding.EnumMapOf e) {
        return "EnumMapOf" + of(e.key()) + "To" + of(e.value());
    }
    @Override public String value(Encoding.Value e) {
        return e.kind().type.simpleName();
    }

    private static String raw(TypeName type) {
        if (type instanceof ParameterizedTypeName p) {
            return p.rawType.simpleName();
        }
        if (type instanceof ClassName c) {
            return c.simpleName();
        }
        if (type instanceof ArrayTypeName a) {
            return raw(a.componentType) + "Array";
        }
        return capitalize(type.toString().replaceAll("[^A-Za-z0-9]", ""));
    }

    private static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** {@code MapOfStringToInteger -> mapOfStringToInteger}: a helper method's name from a shape's. */
    static String lowerFirst(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    /** {@code UnmodifiableList -> UNMODIFIABLE_LIST}: a constant's name from a camel-case one. */
    static String constantCase(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
    }
}
