package dev.fastserial.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.model.Encoding;

/** Helper-method names from value shapes: {@code List<Map<Long, Player>>} -> {@code ListOfMapOfLongToPlayer}. */
final class ShapeNames {
    private ShapeNames() {}

    static String of(Encoding e) {
        if (e instanceof Encoding.Primitive p) {
            return capitalize(p.type().toString());
        }
        if (e instanceof Encoding.ArrayOf a) {
            return of(a.component()) + "Array";
        }
        if (e instanceof Encoding.CollectionOf c) {
            return raw(c.type()) + "Of" + of(c.element());
        }
        if (e instanceof Encoding.MapOf m) {
            return raw(m.type()) + "Of" + of(m.key()) + "To" + of(m.value());
        }
        if (e instanceof Encoding.EnumSetOf s) {
            return "EnumSetOf" + of(s.element());
        }
        if (e instanceof Encoding.EnumMapOf m) {
            return "EnumMapOf" + of(m.key()) + "To" + of(m.value());
        }
        if (e instanceof Encoding.ObjectStream o) {
            return raw(o.checkedType());
        }
        return raw(e.type());
    }

    private static String raw(TypeName type) {
        if (type instanceof ParameterizedTypeName p) {
            return p.rawType.simpleName();
        }
        if (type instanceof ClassName c) {
            return c.simpleName();
        }
        if (type instanceof com.squareup.javapoet.ArrayTypeName a) {
            return raw(a.componentType) + "Array";
        }
        return capitalize(type.toString().replaceAll("[^A-Za-z0-9]", ""));
    }

    private static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
