package dev.fastserial.processor.lock;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The lock file's text: one fact a line, sorted, so that a diff shows exactly what changed and two
 * branches that change different classes merge without conflict. Comment lines start with
 * {@code #}. The format (also in the README, "The lock file"):
 *
 * <pre>
 * fastserial-lock 1
 * bean com.acme.Employee layout 0x1a2b
 * bean com.acme.Manager after com.acme.Employee layout 0x77f0 epoch 1
 * field com.acme.Employee 0 firstName java.lang.String : String
 * field com.acme.Employee 1 nickname java.lang.String : String removed
 * field com.acme.Employee +0 phones java.util.List&lt;java.lang.String&gt; : List(ArrayList|LinkedList)&lt;String&gt;
 * enum com.acme.Priority 0 LOW
 * enum com.acme.Priority 1 URGENT removed
 * </pre>
 */
public final class LockFormat {
    public static final String MAGIC = "fastserial-lock 1";

    static final String HEADER = String.join("\n",
            "# fastserial.lock: how every @FastSerial class of this module is laid out on the wire.",
            "# Written and updated by the build (javac -Afastserial.lock=<this file>): commit it with the sources.",
            "# Do not delete or regenerate it: stored and in-flight bytes were written with these slots.",
            "# By hand, only: append 'retired' to a field line, or 'break' to a bean line, when a compile",
            "# error asks for it. Format and rules: README, \"Changing a bean\".");

    private LockFormat() {}

    /** Thrown for a line the parser cannot read; {@code line} is 1-based. */
    public static final class SyntaxException extends Exception {
        public final int line;

        SyntaxException(int line, String message) {
            super("line " + line + ": " + message);
            this.line = line;
        }
    }

    public static String print(LockFile lock) {
        StringBuilder out = new StringBuilder(HEADER).append('\n').append(MAGIC).append('\n');
        for (BeanEntry bean : lock.beans()) {
            out.append("bean ").append(bean.className());
            if (bean.after() != null) {
                out.append(" after ").append(bean.after());
            }
            out.append(" layout ").append(String.format("0x%04x", bean.layout()));
            if (bean.epoch() != 0) {
                out.append(" epoch ").append(bean.epoch());
            }
            if (bean.breakRequested()) {
                out.append(" break");
            }
            out.append('\n');
        }
        for (BeanEntry bean : lock.beans()) {
            for (FieldEntry f : bean.fields()) {
                out.append("field ").append(bean.className()).append(' ').append(f.position()).append(' ')
                        .append(f.name()).append(' ').append(f.javaType()).append(" : ").append(f.form());
                if (!f.isLive()) {
                    out.append(' ').append(f.state().keyword());
                }
                out.append('\n');
            }
        }
        for (EnumEntry e : lock.enums()) {
            for (EnumEntry.Constant c : e.constants()) {
                out.append("enum ").append(e.className()).append(' ').append(c.code()).append(' ').append(c.name())
                        .append(c.removed() ? " removed" : "").append('\n');
            }
        }
        return out.toString();
    }

    public static LockFile parse(String text) throws SyntaxException {
        String[] lines = text.split("\r?\n", -1);
        Map<String, BeanHead> heads = new java.util.LinkedHashMap<>();
        Map<String, List<FieldEntry>> fields = new HashMap<>();
        Map<String, List<EnumEntry.Constant>> constants = new java.util.LinkedHashMap<>();
        boolean magic = false;
        for (int i = 0; i < lines.length; i++) {
            int number = i + 1;
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (!magic) {
                if (!line.equals(MAGIC)) {
                    throw new SyntaxException(number, "expected '" + MAGIC + "' before anything else, found '" + line + "'");
                }
                magic = true;
                continue;
            }
            String[] words = line.split("\\s+");
            switch (words[0]) {
                case "bean" -> {
                    BeanHead head = bean(words, number);
                    if (heads.put(head.className, head) != null) {
                        throw new SyntaxException(number, "bean " + head.className + " is recorded twice");
                    }
                }
                case "field" -> {
                    FieldEntry f = field(line, number);
                    List<FieldEntry> list = fields.computeIfAbsent(words[1], k -> new ArrayList<>());
                    for (FieldEntry other : list) {
                        if (other.tail() == f.tail() && other.index() == f.index()) {
                            throw new SyntaxException(number, words[1] + " has two fields at " + f.position() + " ('"
                                    + other.name() + "' and '" + f.name() + "'): if this comes from a merge, give the"
                                    + " field added on one side the next free " + (f.tail() ? "tail id" : "slot")
                                    + " (only if no stored bytes were written with it)");
                        }
                    }
                    list.add(f);
                }
                case "enum" -> {
                    EnumEntry.Constant c = constant(words, number);
                    List<EnumEntry.Constant> list = constants.computeIfAbsent(words[1], k -> new ArrayList<>());
                    for (EnumEntry.Constant other : list) {
                        if (other.code() == c.code() || other.name().equals(c.name())) {
                            throw new SyntaxException(number, words[1] + " records constant " + c.name() + " or code "
                                    + c.code() + " twice");
                        }
                    }
                    list.add(c);
                }
                default -> throw new SyntaxException(number, "unknown line kind '" + words[0]
                        + "' (expected bean, field or enum)");
            }
        }
        if (!magic && text.strip().length() > 0) {
            throw new SyntaxException(1, "not a fastserial lock file");
        }
        LockFile lock = new LockFile();
        for (BeanHead head : heads.values()) {
            lock.put(new BeanEntry(head.className, head.after, head.layout, head.epoch, head.breakRequested,
                    fields.getOrDefault(head.className, List.of())));
        }
        for (String owner : fields.keySet()) {
            if (!heads.containsKey(owner)) {
                throw new SyntaxException(1, "fields of " + owner + " are recorded, but no 'bean " + owner + "' line");
            }
        }
        constants.forEach((name, list) -> lock.put(new EnumEntry(name, list)));
        return lock;
    }

    private record BeanHead(String className, String after, int layout, int epoch, boolean breakRequested) {}

    private static BeanHead bean(String[] words, int number) throws SyntaxException {
        if (words.length < 2) {
            throw new SyntaxException(number, "a bean line names its class");
        }
        String after = null;
        Integer layout = null;
        int epoch = 0;
        boolean breakRequested = false;
        for (int i = 2; i < words.length; i++) {
            switch (words[i]) {
                case "after" -> after = value(words, ++i, number);
                case "layout" -> layout = hex(value(words, ++i, number), number);
                case "epoch" -> epoch = integer(value(words, ++i, number), number);
                case "break" -> breakRequested = true;
                default -> throw new SyntaxException(number, "unknown word '" + words[i] + "' in a bean line");
            }
        }
        if (layout == null) {
            throw new SyntaxException(number, "bean " + words[1] + " has no layout");
        }
        return new BeanHead(words[1], after, layout, epoch, breakRequested);
    }

    private static FieldEntry field(String line, int number) throws SyntaxException {
        // field <class> <position> <name> <javaType> : <form, may contain spaces> [removed|retired]
        int colon = line.indexOf(" : ");
        String[] words = colon < 0 ? new String[0] : line.substring(0, colon).split("\\s+");
        if (words.length != 5) {
            throw new SyntaxException(number, "expected 'field <class> <slot or +id> <name> <type> : <form>'");
        }
        String form = line.substring(colon + 3).strip();
        FieldEntry.State state = FieldEntry.State.LIVE;
        for (FieldEntry.State s : FieldEntry.State.values()) {
            if (s != FieldEntry.State.LIVE && form.endsWith(" " + s.keyword())) {
                state = s;
                form = form.substring(0, form.length() - s.keyword().length()).strip();
            }
        }
        if (form.isEmpty() || form.equals("removed") || form.equals("retired")) {
            throw new SyntaxException(number, "a field line needs a form after ' : '");
        }
        String position = words[2];
        boolean tail = position.startsWith("+");
        int index = integer(tail ? position.substring(1) : position, number);
        return new FieldEntry(words[3], tail, index, words[4], form, state);
    }

    private static EnumEntry.Constant constant(String[] words, int number) throws SyntaxException {
        if (words.length < 4 || words.length > 5 || words.length == 5 && !words[4].equals("removed")) {
            throw new SyntaxException(number, "expected 'enum <class> <code> <constant> [removed]'");
        }
        return new EnumEntry.Constant(integer(words[2], number), words[3], words.length == 5);
    }

    private static String value(String[] words, int i, int number) throws SyntaxException {
        if (i >= words.length) {
            throw new SyntaxException(number, "'" + words[i - 1] + "' needs a value");
        }
        return words[i];
    }

    private static int integer(String s, int number) throws SyntaxException {
        try {
            int n = Integer.parseInt(s);
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new SyntaxException(number, "'" + s + "' is not a number");
        }
    }

    private static int hex(String s, int number) throws SyntaxException {
        try {
            int n = Integer.parseInt(s.startsWith("0x") ? s.substring(2) : s, 16);
            if (n < 0 || n > 0xFFFF) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new SyntaxException(number, "'" + s + "' is not a 16-bit hex layout");
        }
    }
}
