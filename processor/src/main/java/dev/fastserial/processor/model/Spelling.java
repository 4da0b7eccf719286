package dev.fastserial.processor.model;

import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import java.util.regex.Pattern;
import javax.lang.model.type.TypeMirror;

/** Types spelled the way a user writes them: {@code List<String>}, not {@code java.util.List<java.lang.String>}. */
public final class Spelling {
    private static final Pattern PACKAGE_PREFIX = Pattern.compile("\\b(?:[a-z_$][\\w$]*\\.)+(?=[A-Za-z_$])");

    private Spelling() {}

    public static String of(TypeMirror type) {
        return of(TypeName.get(type));
    }

    public static String of(TypeName type) {
        // withoutAnnotations() builds a new type whose toString() renders afresh; the model's own
        // types keep theirs once rendered, and carry no annotations
        boolean annotated = type.isAnnotated() || type instanceof ParameterizedTypeName p && p.rawType.isAnnotated();
        return PACKAGE_PREFIX.matcher((annotated ? type.withoutAnnotations() : type).toString()).replaceAll("");
    }
}
