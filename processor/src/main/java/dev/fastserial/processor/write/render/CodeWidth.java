package dev.fastserial.processor.write.render;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.JavaPoetParts;
import dev.fastserial.processor.model.TypeText;
import java.util.List;

/**
 * How wide a code block is on one line, types by their simple names (as the file's imports spell
 * them), counted from its parts without rendering it: {@code write/}'s layout decisions ask this
 * for most statements, and rendering each (JavaPoet's {@code CodeBlock.toString()}) cost as much
 * as building the specs.
 */
public final class CodeWidth {
    private CodeWidth() {}

    public static int of(CodeBlock block) {
        List<String> parts = JavaPoetParts.formatParts(block);
        List<Object> args = JavaPoetParts.args(block);
        int width = 0;
        int a = 0;
        for (String part : parts) {
            if (part.length() != 2 || part.charAt(0) != '$') {
                width += part.length();
                continue;
            }
            switch (part.charAt(1)) {
                case 'L' -> width += literal(args.get(a++));
                case 'N' -> width += ((String) args.get(a++)).length();
                case 'S' -> {
                    String s = (String) args.get(a++);
                    width += s == null ? 4 : StringLiterals.quoted(s, "").length();
                }
                case 'T' -> width += type((TypeName) args.get(a++));
                case '$', 'W' -> width += 1; // a soft break is a space on one line
                default -> { } // $Z, $>, $<, $[, $]: nothing on the line
            }
        }
        return width;
    }

    private static int literal(Object value) {
        return value instanceof CodeBlock block ? of(block) : String.valueOf(value).length();
    }

    /** As the file shows it: classes by their simple names (with their outer classes'), as imported. */
    private static int type(TypeName type) {
        return TypeText.withoutAnnotations(type, c -> String.join(".", c.simpleNames())).length();
    }
}
