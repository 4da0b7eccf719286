package dev.fastserial.processor.read;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.model.TypeText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Types as the lock file spells them ({@code java.util.Map<java.lang.String,int[]>}), written from
 * a TypeMirror and read back into one: a removed slot is skipped by reading it with its type.
 */
final class TypeSpellings {
    private TypeSpellings() {}

    /** Qualified, without annotations or spaces. */
    static String of(TypeMirror type) {
        TypeName name = TypeName.get(type);
        String fast = TypeText.of(name, ClassName::canonicalName); // JavaPoet's toString, without its CodeWriter
        return (fast != null ? fast : name.withoutAnnotations().toString()).replace(" ", "");
    }

    /**
     * The type spelled {@code spelling} as seen from {@code bean} (whose type variables it may
     * name), or null when a class it names no longer exists.
     */
    static TypeMirror parse(String spelling, TypeElement bean, Elements elements, Types types) {
        try {
            return new Parser(spelling, bean, elements, types).type();
        } catch (IllegalArgumentException unknown) {
            return null;
        }
    }

    private static final class Parser {
        private static final Map<String, TypeKind> PRIMITIVES = Map.of("boolean", TypeKind.BOOLEAN,
                "byte", TypeKind.BYTE, "short", TypeKind.SHORT, "char", TypeKind.CHAR, "int", TypeKind.INT,
                "long", TypeKind.LONG, "float", TypeKind.FLOAT, "double", TypeKind.DOUBLE);

        private final String s;
        private final TypeElement bean;
        private final Elements elements;
        private final Types types;
        private int i;

        Parser(String s, TypeElement bean, Elements elements, Types types) {
            this.s = s;
            this.bean = bean;
            this.elements = elements;
            this.types = types;
        }

        TypeMirror type() {
            TypeMirror t = single();
            while (s.startsWith("[]", i)) {
                i += 2;
                t = types.getArrayType(t);
            }
            return t;
        }

        private TypeMirror single() {
            if (s.startsWith("?", i)) {
                i++;
                if (s.startsWith("extends", i)) {
                    i += "extends".length();
                    return types.getWildcardType(type(), null);
                }
                if (s.startsWith("super", i)) {
                    i += "super".length();
                    return types.getWildcardType(null, type());
                }
                return types.getWildcardType(null, null);
            }
            int start = i;
            while (i < s.length() && (Character.isJavaIdentifierPart(s.charAt(i)) || s.charAt(i) == '.')) {
                i++;
            }
            String name = s.substring(start, i);
            TypeKind primitive = PRIMITIVES.get(name);
            if (primitive != null) {
                return types.getPrimitiveType(primitive);
            }
            for (TypeParameterElement p : bean.getTypeParameters()) {
                if (p.getSimpleName().contentEquals(name)) {
                    return p.asType();
                }
            }
            TypeElement element = elements.getTypeElement(name);
            if (element == null) {
                throw new IllegalArgumentException(name);
            }
            List<TypeMirror> arguments = new ArrayList<>();
            if (s.startsWith("<", i)) {
                i++;
                arguments.add(type());
                while (s.startsWith(",", i)) {
                    i++;
                    arguments.add(type());
                }
                i++; // '>'
            }
            if (!arguments.isEmpty() && arguments.size() != element.getTypeParameters().size()) {
                throw new IllegalArgumentException(name);
            }
            return types.getDeclaredType(element, arguments.toArray(new TypeMirror[0]));
        }
    }
}
