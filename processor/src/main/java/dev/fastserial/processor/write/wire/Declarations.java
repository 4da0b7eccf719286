package dev.fastserial.processor.write.wire;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the head of one declaration of {@link Wire}'s restricted style: annotations, modifiers,
 * type parameters, type and name, then a parameter list and throws clause (method or
 * constructor), an initializer (field), or extends/implements (class); and where its body starts.
 */
final class Declarations {
    private static final Set<String> MODIFIERS = Set.of("private", "public", "protected", "static", "final", "abstract");
    private static final Pattern CLASS = Pattern.compile(
            "^class\\s+(\\w+)(?:\\s+extends\\s+([\\w.<>, ]+?))?(?:\\s+implements\\s+([\\w.<>, ]+?))?\\s*\\{");

    /** A parsed head. {@code body} is the text inside the braces (method, constructor, class) or the initializer. */
    record Head(List<String> annotations, Set<String> modifiers, List<String> typeVariables, String type,
                String name, List<String[]> parameters, List<String> exceptions, String superclass,
                List<String> interfaces, Member.Kind kind, boolean constructor, String body) {}

    private Declarations() {}

    static Head parse(String declaration, String enclosingClass) {
        String text = declaration.strip();
        List<String> annotations = new ArrayList<>();
        while (text.startsWith("@")) {
            int end = annotationEnd(text);
            annotations.add(text.substring(1, end));
            text = text.substring(end).strip();
        }
        Set<String> modifiers = new LinkedHashSet<>();
        while (true) {
            int space = text.indexOf(' ');
            if (space < 0 || !MODIFIERS.contains(text.substring(0, space))) {
                break;
            }
            modifiers.add(text.substring(0, space));
            text = text.substring(space + 1).strip();
        }
        Matcher cls = CLASS.matcher(text);
        if (cls.find()) {
            return new Head(annotations, modifiers, List.of(), null, cls.group(1), List.of(), List.of(), cls.group(2),
                    cls.group(3) == null ? List.of() : splitTopLevel(cls.group(3)), Member.Kind.CLASS, false,
                    inner(text, cls.end() - 1));
        }
        List<String> typeVariables = new ArrayList<>();
        if (text.startsWith("<")) {
            int end = matching(text, 0, '<', '>');
            for (String v : splitTopLevel(text.substring(1, end))) {
                typeVariables.add(v.strip());
            }
            text = text.substring(end + 1).strip();
        }
        int paren = text.indexOf('(');
        int equals = text.indexOf('=');
        int semicolon = text.indexOf(';');
        boolean method = paren >= 0 && (equals < 0 || paren < equals) && (semicolon < 0 || paren < semicolon);
        String head = text.substring(0, method ? paren : equals >= 0 ? equals : semicolon).strip();
        int lastSpace = head.lastIndexOf(' ');
        String name = lastSpace < 0 ? head : head.substring(lastSpace + 1);
        String type = lastSpace < 0 ? null : head.substring(0, lastSpace).strip();
        if (!method) {
            String init = equals >= 0 ? text.substring(equals + 1, text.lastIndexOf(';')).strip() : null;
            return new Head(annotations, modifiers, typeVariables, type, name, List.of(), List.of(), null, List.of(),
                    Member.Kind.FIELD, false, init);
        }
        int close = matching(text, paren, '(', ')');
        List<String[]> parameters = new ArrayList<>();
        String params = text.substring(paren + 1, close).strip();
        if (!params.isEmpty()) {
            for (String p : splitTopLevel(params)) {
                String param = p.strip();
                int space = param.lastIndexOf(' ');
                parameters.add(new String[] {param.substring(0, space).strip(), param.substring(space + 1)});
            }
        }
        int brace = text.indexOf('{', close);
        String between = text.substring(close + 1, brace).strip();
        List<String> exceptions = new ArrayList<>();
        if (between.startsWith("throws ")) {
            for (String e : between.substring("throws ".length()).split(",")) {
                exceptions.add(e.strip());
            }
        }
        boolean constructor = type == null && name.equals(enclosingClass);
        return new Head(annotations, modifiers, typeVariables, type, name, parameters, exceptions, null, List.of(),
                Member.Kind.METHOD, constructor, inner(text, brace));
    }

    /** The text between the brace at {@code open} and its match, without the first and last line breaks. */
    private static String inner(String text, int open) {
        int close = text.lastIndexOf('}');
        String body = text.substring(open + 1, close);
        if (body.startsWith("\n")) {
            body = body.substring(1);
        }
        int lastBreak = body.lastIndexOf('\n');
        if (lastBreak >= 0 && body.substring(lastBreak).isBlank()) {
            body = body.substring(0, lastBreak + 1);
        }
        return body;
    }

    private static int annotationEnd(String text) {
        int i = 1;
        while (i < text.length() && Character.isJavaIdentifierPart(text.charAt(i))) {
            i++;
        }
        return i < text.length() && text.charAt(i) == '(' ? matching(text, i, '(', ')') + 1 : i;
    }

    private static int matching(String text, int open, char up, char down) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            depth += c == up ? 1 : c == down ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        throw new IllegalStateException("unbalanced " + up + " in: " + text);
    }

    static List<String> splitTopLevel(String list) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < list.length(); i++) {
            char c = list.charAt(i);
            depth += c == '<' ? 1 : c == '>' ? -1 : 0;
            if (c == ',' && depth == 0) {
                parts.add(list.substring(start, i).strip());
                start = i + 1;
            }
        }
        parts.add(list.substring(start).strip());
        return parts;
    }
}
