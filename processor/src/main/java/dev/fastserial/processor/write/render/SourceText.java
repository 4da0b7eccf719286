package dev.fastserial.processor.write.render;

/**
 * The text of one generated file, laid out exactly as JavaPoet's {@code CodeWriter} and
 * {@code LineWrapper} lay it out: indentation written lazily at the start of a non-empty line,
 * {@code " * "} and {@code "// "} prefixes inside Javadoc and comments, a statement's continuation
 * lines indented twice, and soft breaks ({@code $W}, {@code $Z}) that become a line break only if
 * the text after them would pass column 100. Unlike JavaPoet it appends whole strings to one
 * {@link StringBuilder} and splits lines without a regular expression.
 *
 * <p>A {@linkplain #discarding() discarding} instance keeps the state the names depend on
 * (Javadoc or not) and writes nothing: the pass that only collects the imports.
 */
final class SourceText {
    private static final int COLUMN_LIMIT = 100;

    private enum Flush { WRAP, SPACE, EMPTY }

    private final String indent;
    /** Null when discarding. */
    private final StringBuilder out;
    /** Text after a pending soft break, held until it is known whether the break wraps. */
    private final StringBuilder held = new StringBuilder();
    private int column;
    private Flush pending;
    private int wrapIndent = -1;
    private int indentLevel;
    private boolean trailingNewline;
    /** -1 outside a statement; else the lines the statement has taken so far. */
    private int statementLine = -1;
    boolean javadoc;
    boolean comment;

    private SourceText(String indent, StringBuilder out) {
        this.indent = indent;
        this.out = out;
    }

    static SourceText writing(String indent, int capacity) {
        return new SourceText(indent, new StringBuilder(capacity));
    }

    static SourceText discarding(String indent) {
        return new SourceText(indent, null);
    }

    boolean discards() {
        return out == null;
    }

    void indent(int levels) {
        indentLevel += levels;
    }

    void unindent(int levels) {
        if (indentLevel - levels < 0) {
            throw new IllegalStateException("cannot unindent " + levels + " from " + indentLevel);
        }
        indentLevel -= levels;
    }

    /** {@code $[}: a statement starts; its further lines are indented twice. */
    void beginStatement() {
        if (statementLine != -1) {
            throw new IllegalStateException("statement enter $[ followed by statement enter $[");
        }
        statementLine = 0;
    }

    /** {@code $]} */
    void endStatement() {
        if (statementLine == -1) {
            throw new IllegalStateException("statement exit $] has no matching statement enter $[");
        }
        if (statementLine > 0) {
            unindent(2);
        }
        statementLine = -1;
    }

    /** A nested type interrupts a statement's indentation: its state, to give back with {@link #restoreStatement}. */
    int suspendStatement() {
        int line = statementLine;
        statementLine = -1;
        return line;
    }

    void restoreStatement(int line) {
        statementLine = line;
    }

    /** {@code emitComment}'s start: the first line gets its {@code //} even mid-line. */
    void startComment() {
        trailingNewline = true;
        comment = true;
    }

    /** JavaPoet's {@code emitAndIndent}: {@code s} line by line, indenting (and prefixing) each non-empty line. */
    void emit(String s) {
        if (out == null || s.isEmpty()) {
            return;
        }
        int firstBreak = firstLineBreak(s);
        if (firstBreak < 0) {
            line(s); // the usual case: a piece of one line
            return;
        }
        if (s.charAt(firstBreak) != '\n' || hasOtherLineBreaks(s, firstBreak)) {
            emitLines(s.split("\\R", -1));
            return;
        }
        int start = 0;
        boolean first = true;
        while (true) {
            int newline = s.indexOf('\n', start);
            int end = newline < 0 ? s.length() : newline;
            if (!first) {
                newline();
            }
            first = false;
            if (end > start) {
                line(end == s.length() && start == 0 ? s : s.substring(start, end));
            }
            if (newline < 0) {
                return;
            }
            start = newline + 1;
        }
    }

    private void emitLines(String[] lines) {
        for (int i = 0; i < lines.length; i++) {
            if (i > 0) {
                newline();
            }
            if (!lines[i].isEmpty()) {
                line(lines[i]);
            }
        }
    }

    /** The index of the first line terminator ({@code \R} in JavaPoet's split), or -1. */
    private static int firstLineBreak(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (isLineBreak(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** Line terminators other than {@code \n} from {@code from} on. */
    private static boolean hasOtherLineBreaks(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\n' && isLineBreak(c)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isLineBreak(char c) {
        return c <= '\r' ? c >= '\n' : c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    private void newline() {
        if ((javadoc || comment) && trailingNewline) {
            indentation();
            append(javadoc ? " *" : "//");
        }
        appendNewline();
        trailingNewline = true;
        if (statementLine != -1) {
            if (statementLine == 0) {
                indent(2); // a statement's second line: its continuation lines are indented twice
            }
            statementLine++;
        }
    }

    private void line(String text) {
        if (trailingNewline) {
            indentation();
            if (javadoc) {
                append(" * ");
            } else if (comment) {
                append("// ");
            }
        }
        append(text);
        trailingNewline = false;
    }

    private void indentation() {
        for (int i = 0; i < indentLevel; i++) {
            append(indent);
        }
    }

    /** {@code $W}: a space, or a line break if what follows would pass the column limit. */
    void wrappingSpace() {
        if (out == null) {
            return;
        }
        if (pending != null) {
            flush(pending);
        }
        column++; // the space counts now, though it is written (or not) later
        pending = Flush.SPACE;
        wrapIndent = indentLevel + 2;
    }

    /** {@code $Z}: nothing, or a line break if what follows would pass the column limit. */
    void zeroWidthSpace() {
        if (out == null || column == 0) {
            return;
        }
        if (pending != null) {
            flush(pending);
        }
        pending = Flush.EMPTY;
        wrapIndent = indentLevel + 2;
    }

    /** JavaPoet's {@code LineWrapper.append} of text without a line break: held after a soft break while it fits. */
    private void append(String s) {
        if (pending != null) {
            if (column + s.length() <= COLUMN_LIMIT) {
                held.append(s);
                column += s.length();
                return;
            }
            flush(Flush.WRAP);
        }
        out.append(s);
        column += s.length();
    }

    /** JavaPoet's {@code LineWrapper.append("\n")}: a held soft break wraps only if the line is already too long. */
    private void appendNewline() {
        if (pending != null) {
            flush(column > COLUMN_LIMIT ? Flush.WRAP : pending);
        }
        out.append('\n');
        column = 0;
    }

    private void flush(Flush how) {
        switch (how) {
            case WRAP -> {
                out.append('\n');
                for (int i = 0; i < wrapIndent; i++) {
                    out.append(indent);
                }
                column = wrapIndent * indent.length() + held.length();
            }
            case SPACE -> out.append(' ');
            case EMPTY -> { }
        }
        out.append(held);
        held.setLength(0);
        wrapIndent = -1;
        pending = null;
    }

    /** The last character written (not held), as JavaPoet's {@code lastChar}. */
    char lastChar() {
        return out == null || out.length() == 0 ? Character.MIN_VALUE : out.charAt(out.length() - 1);
    }

    /** Where the next character goes, for {@link #since}. */
    int length() {
        return out.length();
    }

    String since(int start) {
        return out.substring(start);
    }

    /** True at the start of a fresh line with nothing held: where a member's text can be pasted. */
    boolean atLineStart() {
        return pending == null && column == 0 && trailingNewline && statementLine == -1 && !javadoc && !comment;
    }

    /** Whole lines put in at {@code at}, the start of a line already written (the file's header). */
    void insert(int at, String lines) {
        if (at > 0 && out.charAt(at - 1) != '\n') {
            throw new IllegalStateException("not at the start of a line");
        }
        out.insert(at, lines);
    }

    /** A member's text rendered before, pasted at the start of a line (see {@link #atLineStart}). */
    void paste(String text) {
        if (!atLineStart()) {
            throw new IllegalStateException("not at the start of a line");
        }
        out.append(text);
    }

    @Override
    public String toString() {
        if (pending != null) {
            throw new IllegalStateException("soft break still pending");
        }
        return out.toString();
    }
}
