package dev.fastserial.processor.write;

import com.squareup.javapoet.CodeBlock;
import dev.fastserial.processor.write.render.CodeWidth;

/**
 * Whether generated code fits on a line of the style limit. JavaPoet wraps at its {@code $W}
 * points from column 100; statements laid out here break where they read best, and only when the
 * line would pass 120 columns (the limit {@code GeneratedStyleTest} holds the examples to).
 */
final class LineFit {
    static final int LIMIT = 120;

    private LineFit() {}

    /** Whether {@code code} fits on a line indented by {@code indent}, with {@code extra} characters after it. */
    static boolean fits(int indent, CodeBlock code, int extra) {
        return indent + CodeWidth.of(code) + extra <= LIMIT;
    }

    /** {@code statement} with {@code comment} after it when the line fits, else with the comment on the line above. */
    static CodeBlock commented(int indent, CodeBlock statement, String comment) {
        return fits(indent, statement, 4 + comment.length())
                ? Blocks.of("$L // $L\n", statement, comment) : Blocks.of("// $L\n$L\n", comment, statement);
    }
}
