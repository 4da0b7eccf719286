package dev.fastserial.processor.model;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import java.util.regex.Pattern;
import javax.lang.model.type.TypeMirror;

/**
 * Types spelled the way a user writes them: {@code List<String>}, not
 * {@code java.util.List<java.lang.String>}; without annotations ({@code List<@NonNull String>} is
 * {@code List<String>}).
 */
public final class Spelling {
    private static final Pattern PACKAGE_PREFIX = Pattern.compile("\\b(?:[a-z_$][\\w$]*\\.)+(?=[A-Za-z_$])");

    private Spelling() {}

    public static String of(TypeMirror type) {
        return of(TypeName.get(type));
    }

    public static String of(TypeName type) {
        return TypeText.withoutAnnotations(type, Spelling::withoutPackage);
    }

    /**
     * The class's name without the lower-case segments in front of it: {@code Map.Entry}. Each
     * class on its own gives what the pattern gave on a whole type's text, since a prefix never
     * runs past the characters between classes ({@code "<"}, {@code ", "}, {@code "? extends "}).
     */
    private static String withoutPackage(ClassName c) {
        String name = c.canonicalName();
        return name.indexOf('.') < 0 ? name : PACKAGE_PREFIX.matcher(name).replaceAll("");
    }
}
