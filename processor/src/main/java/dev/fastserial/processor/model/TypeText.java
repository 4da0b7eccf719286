package dev.fastserial.processor.model;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;
import com.squareup.javapoet.WildcardTypeName;
import dev.fastserial.processor.JavaPoetParts;
import java.util.function.Function;

/**
 * A type without annotations as text, character for character what JavaPoet's
 * {@code TypeName.toString()} writes ({@code java.util.Map<java.lang.String, int[]>}), but each
 * class spelled by the caller's function: qualified (the lock file), without its package
 * ({@link Spelling}), as the generated file imports it (the renderer), or by simple names (line
 * widths). JavaPoet's toString runs a {@code CodeWriter} per type (a regex split of every piece, a
 * line wrapper): once per field for comments and lock spellings, several percent of the processor.
 */
public final class TypeText {
    private TypeText() {}

    /** Null when the type carries annotations anywhere. */
    public static String of(TypeName type, Function<ClassName, String> className) {
        StringBuilder out = new StringBuilder(32);
        return new Writer(className, false).append(type, out) ? out.toString() : null;
    }

    /** As if every annotation in the type were removed. */
    public static String withoutAnnotations(TypeName type, Function<ClassName, String> className) {
        StringBuilder out = new StringBuilder(32);
        new Writer(className, true).append(type, out);
        return out.toString();
    }

    private record Writer(Function<ClassName, String> className, boolean dropAnnotations) {
        private boolean append(TypeName type, StringBuilder out) {
            if (type.isAnnotated() && !dropAnnotations) {
                return false;
            }
            if (type instanceof ClassName c) {
                out.append(className.apply(c));
            } else if (type instanceof ParameterizedTypeName p) {
                ParameterizedTypeName enclosing = JavaPoetParts.enclosingType(p);
                if (enclosing != null) { // Outer<A>.Inner<B>
                    if (!append(enclosing, out)) {
                        return false;
                    }
                    out.append('.').append(p.rawType.simpleName());
                } else if (!append(p.rawType, out)) {
                    return false;
                }
                if (!p.typeArguments.isEmpty()) {
                    out.append('<');
                    for (int i = 0; i < p.typeArguments.size(); i++) {
                        if (i > 0) {
                            out.append(", ");
                        }
                        if (!append(p.typeArguments.get(i), out)) {
                            return false;
                        }
                    }
                    out.append('>');
                }
            } else if (type instanceof ArrayTypeName a) {
                if (!append(a.componentType, out)) {
                    return false;
                }
                out.append("[]");
            } else if (type instanceof WildcardTypeName w) {
                if (w.lowerBounds.size() == 1) {
                    out.append("? super ");
                    return append(w.lowerBounds.get(0), out);
                }
                if (w.upperBounds.get(0).equals(TypeName.OBJECT)) {
                    out.append('?');
                } else {
                    out.append("? extends ");
                    return append(w.upperBounds.get(0), out);
                }
            } else if (type instanceof TypeVariableName v) {
                out.append(v.name);
            } else {
                out.append(type.isAnnotated() ? type.withoutAnnotations() : type); // a primitive or void: its keyword
            }
            return true;
        }
    }
}
