package dev.fastserial.processor.write.render;

/**
 * Java string literals as JavaPoet writes {@code $S} (its {@code Util.stringLiteralWithDoubleQuotes},
 * Apache License 2.0, Square, Inc.): control characters escaped, a single quote left alone, and a
 * string with line breaks continued on the next line, after each {@code \n}, as {@code + "..."}.
 */
final class StringLiterals {
    private StringLiterals() {}

    static String quoted(String value, String indent) {
        StringBuilder result = new StringBuilder(value.length() + 2);
        result.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\'') {
                result.append('\'');
                continue;
            }
            if (c == '"') {
                result.append("\\\"");
                continue;
            }
            appendEscaped(result, c);
            if (c == '\n' && i + 1 < value.length()) {
                result.append("\"\n").append(indent).append(indent).append("+ \"");
            }
        }
        return result.append('"').toString();
    }

    private static void appendEscaped(StringBuilder out, char c) {
        switch (c) {
            case '\b' -> out.append("\\b");
            case '\t' -> out.append("\\t");
            case '\n' -> out.append("\\n");
            case '\f' -> out.append("\\f");
            case '\r' -> out.append("\\r");
            case '\\' -> out.append("\\\\");
            default -> {
                if (Character.isISOControl(c)) {
                    out.append(String.format("\\u%04x", (int) c));
                } else {
                    out.append(c);
                }
            }
        }
    }
}
