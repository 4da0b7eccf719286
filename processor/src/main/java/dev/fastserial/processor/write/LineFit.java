package dev.fastserial.processor.write;

import com.squareup.javapoet.CodeBlock;
import java.util.regex.Pattern;

/**
 * Whether generated code fits on a line of the style limit. JavaPoet wraps at its {@code $W}
 * points from column 100; statements laid out here break where they read best, and only when the
 * line would pass 120 columns (the limit {@code GeneratedStyleTest} holds the examples to).
 */
final class LineFit {
    static final int LIMIT = 120;
    /** A package before a type name, as {@link CodeBlock#toString()} spells it and an import removes. */
    private static final Pattern PACKAGE = Pattern.compile("\\b(?:[a-z_][\\w]*\\.){2,}(?=[A-Z])");

    private LineFit() {}

    /** The width of {@code code} on one line, with types by their simple names (an estimate that errs long). */
    static int width(CodeBlock code) {
        return PACKAGE.matcher(code.toString()).replaceAll("").length();
    }

    /** Whether {@code code} fits on a line indented by {@code indent}, with {@code extra} characters after it. */
    static boolean fits(int indent, CodeBlock code, int extra) {
        return indent + width(code) + extra <= LIMIT;
    }
}
