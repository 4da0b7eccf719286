package dev.fastserial.processor.write.wire;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a class body into its members: each declaration with the comment lines right above it,
 * until its braces close or its semicolon ends it. Section comments ({@code // ----}) and blank
 * lines separate members.
 */
final class Splitter {
    /** @param comment the comment lines above the member; {@code declaration} is de-indented */
    record Piece(String comment, String declaration) {}

    private Splitter() {}

    /** @param indent the members' indentation in {@code lines} */
    static List<Piece> pieces(List<String> lines, int indent) {
        List<Piece> pieces = new ArrayList<>();
        StringBuilder comment = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            String trimmed = lines.get(i).strip();
            if (trimmed.isEmpty() || trimmed.startsWith("// ----")) {
                comment.setLength(0);
                continue;
            }
            if (trimmed.startsWith("/**") || trimmed.startsWith("*") || trimmed.startsWith("//")) {
                comment.append(trimmed).append('\n');
                continue;
            }
            StringBuilder declaration = new StringBuilder();
            int depth = 0;
            boolean opened = false;
            for (; i < lines.size(); i++) {
                String l = lines.get(i);
                declaration.append(deindent(l, indent)).append('\n');
                char last = 0; // the line's last character of code, outside literals and comments
                for (int k = 0, n = l.length(); k < n; k++) {
                    char c = l.charAt(k);
                    if (c == '"' || c == '\'') { // a string or char literal: to its closing quote
                        for (k++; k < n && l.charAt(k) != c; k++) {
                            k += l.charAt(k) == '\\' ? 1 : 0;
                        }
                    } else if (c == '/' && k + 1 < n && l.charAt(k + 1) == '/') {
                        break;
                    } else if (c == '/' && k + 1 < n && l.charAt(k + 1) == '*') {
                        int end = l.indexOf("*/", k + 2);
                        k = end < 0 ? n : end + 1;
                        continue;
                    } else {
                        depth += c == '{' ? 1 : c == '}' ? -1 : 0;
                        opened |= c == '{';
                    }
                    last = c <= ' ' ? last : c; // spaces and tabs
                }
                if (depth == 0 && (opened || last == ';')) {
                    break;
                }
            }
            pieces.add(new Piece(comment.toString(), declaration.toString()));
            comment.setLength(0);
        }
        return pieces;
    }

    static String deindent(String line, int indent) {
        int n = 0;
        while (n < indent && n < line.length() && line.charAt(n) == ' ') {
            n++;
        }
        return line.substring(n);
    }
}
