package dev.fastserial.processor.write.wire;

import java.util.ArrayList;
import java.util.List;

/** Splits Java source into identifiers and everything else, keeping strings and comments whole. */
final class JavaTokens {
    /** One token: an identifier, or a run of other text (string and char literals and comments included). */
    record Token(String text, boolean identifier) {}

    private JavaTokens() {}

    static List<Token> of(String source) {
        List<Token> tokens = new ArrayList<>();
        StringBuilder other = new StringBuilder();
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (Character.isJavaIdentifierStart(c)) {
                int start = i;
                while (i < n && Character.isJavaIdentifierPart(source.charAt(i))) {
                    i++;
                }
                flush(tokens, other);
                tokens.add(new Token(source.substring(start, i), true));
            } else if (c == '"' || c == '\'') {
                int end = i + 1;
                while (end < n && source.charAt(end) != c) {
                    end += source.charAt(end) == '\\' ? 2 : 1;
                }
                other.append(source, i, Math.min(n, end + 1));
                i = end + 1;
            } else if (source.startsWith("//", i)) {
                int end = source.indexOf('\n', i);
                end = end < 0 ? n : end;
                other.append(source, i, end);
                i = end;
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                other.append(source, i, end);
                i = end;
            } else if (Character.isDigit(c)) {
                int start = i; // 0x7FL, 1e9: one token, not identifiers
                while (i < n && (Character.isLetterOrDigit(source.charAt(i)) || source.charAt(i) == '_')) {
                    i++;
                }
                other.append(source, start, i);
            } else {
                other.append(c);
                i++;
            }
        }
        flush(tokens, other);
        return tokens;
    }

    private static void flush(List<Token> tokens, StringBuilder other) {
        if (other.length() > 0) {
            tokens.add(new Token(other.toString(), false));
            other.setLength(0);
        }
    }
}
