package dev.fastserial.processor.lock;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.CRC32;

/**
 * The lock file's text: one fact a line, sorted, so that a diff shows exactly what changed and two
 * branches that change different classes merge without conflict. Comment lines start with
 * {@code #}. The format (also in docs/lock.md, which the file's header names):
 *
 * <pre>
 * fastserial-lock 2
 * bean com.acme.Employee layout 0x1a2b check 0x0c5e41d7
 * bean com.acme.Manager after com.acme.Employee layout 0x77f0 epoch 1 check 0x9b1f03aa
 * field com.acme.Employee 0 firstName java.lang.String : String
 * field com.acme.Employee 1 nickname java.lang.String : String removed
 * field com.acme.Employee +0 phones java.util.List&lt;java.lang.String&gt; : List(ArrayList|LinkedList)&lt;String&gt;
 * field com.acme.Manager 0 com.acme.Person.name java.lang.String : String
 * enum com.acme.Priority check 0x5d0e8c12
 * enum com.acme.Priority 0 LOW
 * enum com.acme.Priority 1 URGENT removed
 * </pre>
 *
 * <p>A file the build did not write is refused, naming the line: malformed lines, unknown words,
 * positions given twice, a gap in the slots, tail ids or enum codes (a line lost), and, in format
 * 2, lines of a class that do not match the {@code check} its bean (or enum) line records: a CRC
 * of the class's lines without the words a user may add by hand ({@code retired}, {@code break})
 * or the build changes ({@code removed}), so that those edits keep it valid. Format 1 (no checks,
 * hidden fields keyed otherwise) is still read: {@link FormatOneKeys}.
 */
public final class LockFormat {
    /** The format this build writes. */
    public static final int VERSION = 2;
    public static final String MAGIC = "fastserial-lock " + VERSION;
    private static final String MAGIC_PREFIX = "fastserial-lock ";

    static final String HEADER = String.join("\n",
            "# fastserial.lock: how every @FastSerial class of this module is laid out on the wire.",
            "# Written and updated by the build (javac -Afastserial.lock=<this file>): commit it with the sources.",
            "# Do not delete or regenerate it: stored and in-flight bytes were written with these slots.",
            "# By hand, only: append 'retired' to a field line, or 'break' to a bean line, when an error asks.",
            "# The workflow, the format and the rules: https://github.com/fastserial/fastserial/blob/main/docs/lock.md");

    private LockFormat() {}

    /** Thrown for a line the parser cannot read, or a file the build cannot have written; {@code line} is 1-based. */
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
            if (bean.formatOneKeys()) {
                out.append(" keys 1");
            }
            out.append(" check ").append(String.format("0x%08x", check(bean)));
            if (bean.breakRequested()) {
                out.append(" break");
            }
            out.append('\n');
        }
        for (BeanEntry bean : lock.beans()) {
            for (FieldEntry f : bean.fields()) {
                out.append(fieldLine(bean.className(), f));
                if (!f.isLive()) {
                    out.append(' ').append(f.state().keyword());
                }
                out.append('\n');
            }
        }
        for (EnumEntry e : lock.enums()) {
            out.append("enum ").append(e.className()).append(" check ").append(String.format("0x%08x", check(e)))
                    .append('\n');
            for (EnumEntry.Constant c : e.constants()) {
                out.append("enum ").append(e.className()).append(' ').append(c.code()).append(' ').append(c.name())
                        .append(c.removed() ? " removed" : "").append('\n');
            }
        }
        return out.toString();
    }

    private static String fieldLine(String className, FieldEntry f) {
        return "field " + className + " " + f.position() + " " + f.name() + " " + f.javaType() + " : " + f.form();
    }

    /**
     * The CRC of what a class level's lines say, but for the words a hand edit may add
     * ({@code break}, {@code retired}) and the state the build itself changes ({@code removed}).
     */
    static long check(BeanEntry bean) {
        StringBuilder text = new StringBuilder("bean ").append(bean.className())
                .append(" after ").append(bean.after() == null ? "-" : bean.after())
                .append(" layout ").append(bean.layout()).append(" epoch ").append(bean.epoch())
                .append(bean.formatOneKeys() ? " keys 1" : "").append('\n');
        for (FieldEntry f : bean.fields()) {
            text.append(fieldLine(bean.className(), f)).append('\n');
        }
        return crc(text);
    }

    /** The CRC of an enum's codes and constants, without {@code removed} (which the build changes). */
    static long check(EnumEntry entry) {
        StringBuilder text = new StringBuilder("enum ").append(entry.className()).append('\n');
        for (EnumEntry.Constant c : entry.constants()) {
            text.append(c.code()).append(' ').append(c.name()).append('\n');
        }
        return crc(text);
    }

    private static long crc(CharSequence text) {
        CRC32 crc = new CRC32();
        crc.update(text.toString().getBytes(StandardCharsets.UTF_8));
        return crc.getValue();
    }

    public static LockFile parse(String text) throws SyntaxException {
        String[] lines = text.split("\r?\n", -1);
        Map<String, BeanHead> heads = new LinkedHashMap<>();
        Map<String, List<FieldEntry>> fields = new HashMap<>();
        Map<String, List<EnumEntry.Constant>> constants = new LinkedHashMap<>();
        Map<String, Long> enumChecks = new LinkedHashMap<>();
        LockFile lock = new LockFile();
        int version = 0;
        for (int i = 0; i < lines.length; i++) {
            int number = i + 1;
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (version == 0) {
                version = version(line, number);
                continue;
            }
            String[] words = line.split("\\s+");
            switch (words[0]) {
                case "bean" -> {
                    BeanHead head = bean(words, number, version);
                    if (heads.put(head.className, head) != null) {
                        throw new SyntaxException(number, "bean " + head.className + " is recorded twice");
                    }
                    lock.line(LockFile.lineKey("bean", head.className, null), number, line);
                }
                case "field" -> {
                    FieldEntry f = field(line, number);
                    List<FieldEntry> list = fields.computeIfAbsent(words[1], k -> new ArrayList<>());
                    for (FieldEntry other : list) {
                        if (other.tail() == f.tail() && other.index() == f.index()) {
                            throw new SyntaxException(number, words[1] + " has two fields at " + f.position() + " ('"
                                    + other.name() + "' and '" + f.name() + "')");
                        }
                    }
                    list.add(f);
                    lock.line(LockFile.lineKey("field", words[1], f.position()), number, line);
                }
                case "enum" -> {
                    if (words.length >= 3 && words[2].equals("check") && version >= 2) {
                        if (words.length != 4) {
                            throw new SyntaxException(number, "expected 'enum <class> check <hex>'");
                        }
                        if (enumChecks.put(words[1], checkValue(words[3], number)) != null) {
                            throw new SyntaxException(number, "enum " + words[1] + " has two check lines");
                        }
                        lock.line(LockFile.lineKey("enum", words[1], null), number, line);
                        constants.computeIfAbsent(words[1], k -> new ArrayList<>());
                        continue;
                    }
                    EnumEntry.Constant c = constant(words, number);
                    List<EnumEntry.Constant> list = constants.computeIfAbsent(words[1], k -> new ArrayList<>());
                    for (EnumEntry.Constant other : list) {
                        if (other.code() == c.code() || other.name().equals(c.name())) {
                            throw new SyntaxException(number, words[1] + " records constant " + c.name() + " or code "
                                    + c.code() + " twice");
                        }
                    }
                    list.add(c);
                    lock.line(LockFile.lineKey("enum", words[1], String.valueOf(c.code())), number, line);
                }
                default -> throw new SyntaxException(number, "unknown line kind '" + words[0]
                        + "' (expected bean, field or enum)");
            }
        }
        if (version == 0 && text.strip().length() > 0) {
            throw new SyntaxException(1, "not a fastserial lock file");
        }
        lock.format(version == 0 ? VERSION : version);
        for (String owner : fields.keySet()) {
            if (!heads.containsKey(owner)) {
                int first = fields.get(owner).stream().mapToInt(f -> lock.line(LockFile.lineKey("field", owner, f.position())))
                        .min().orElse(1);
                throw new SyntaxException(first, "fields of " + owner + " are recorded, but no 'bean " + owner + "' line");
            }
        }
        for (BeanHead head : heads.values()) {
            BeanEntry entry = new BeanEntry(head.className, head.after, head.layout, head.epoch, head.breakRequested,
                    fields.getOrDefault(head.className, List.of()), head.formatOneKeys || version == 1);
            int line = lock.line(LockFile.lineKey("bean", head.className, null));
            noGaps(entry.slots().stream().map(FieldEntry::index).toList(), line, head.className, "slot", "");
            noGaps(entry.tailFields().stream().map(FieldEntry::index).toList(), line, head.className, "added field", "+");
            if (head.check != null && head.check != check(entry)) {
                throw new SyntaxException(line, "the lines of " + head.className + " do not match the check on its bean"
                        + " line (a line of it was lost, added or changed)");
            }
            if (!entry.formatOneKeys()) {
                noDuplicateKeys(entry, lock);
            }
            lock.put(entry);
        }
        for (Map.Entry<String, List<EnumEntry.Constant>> e : constants.entrySet()) {
            EnumEntry entry = new EnumEntry(e.getKey(), e.getValue());
            Long recorded = enumChecks.get(e.getKey());
            int line = recorded != null ? lock.line(LockFile.lineKey("enum", e.getKey(), null))
                    : entry.constants().stream().mapToInt(c -> lock.line(LockFile.lineKey("enum", e.getKey(),
                            String.valueOf(c.code())))).min().orElse(1);
            if (version >= 2 && recorded == null) {
                throw new SyntaxException(line, "enum " + e.getKey() + " has no 'enum " + e.getKey() + " check' line");
            }
            noGaps(entry.constants().stream().map(EnumEntry.Constant::code).toList(), line, e.getKey(), "code", "");
            if (recorded != null && recorded != check(entry)) {
                throw new SyntaxException(line, "the lines of enum " + e.getKey() + " do not match its check line (a line"
                        + " of it was lost, added or changed)");
            }
            lock.put(entry);
        }
        return lock;
    }

    private static int version(String line, int number) throws SyntaxException {
        if (line.equals(MAGIC_PREFIX + "1")) {
            return 1;
        }
        if (line.equals(MAGIC)) {
            return VERSION;
        }
        if (line.startsWith(MAGIC_PREFIX)) {
            throw new SyntaxException(number, "'" + line + "' is a format this fastserial does not know (it reads"
                    + " formats 1 and " + VERSION + "): a newer fastserial wrote it");
        }
        throw new SyntaxException(number, "expected '" + MAGIC + "' before anything else, found '" + line + "'");
    }

    /** Positions are given out one after the other and never taken back: a gap is a lost line. */
    private static void noGaps(List<Integer> positions, int line, String className, String what, String prefix)
            throws SyntaxException {
        Set<Integer> present = new TreeSet<>(positions);
        for (int i = 0; i < present.size(); i++) {
            if (!present.contains(i)) {
                List<String> recorded = present.stream().map(p -> prefix + p).toList();
                throw new SyntaxException(line, className + " has no line for " + what + " " + prefix + i + " (the lines"
                        + " recorded are for " + String.join(", ", recorded) + "): a line was lost");
            }
        }
    }

    /** A key is live or removed at one position only; retired ones free it for another. */
    private static void noDuplicateKeys(BeanEntry entry, LockFile lock) throws SyntaxException {
        Set<String> seen = new HashSet<>();
        for (FieldEntry f : entry.fields()) {
            if (f.state() != FieldEntry.State.RETIRED && !seen.add(f.name())) {
                throw new SyntaxException(lock.line(LockFile.lineKey("field", entry.className(), f.position())),
                        entry.className() + " records field '" + f.name() + "' at two positions, neither retired");
            }
        }
    }

    private record BeanHead(String className, String after, int layout, int epoch, boolean breakRequested,
                            boolean formatOneKeys, Long check) {}

    private static BeanHead bean(String[] words, int number, int version) throws SyntaxException {
        if (words.length < 2) {
            throw new SyntaxException(number, "a bean line names its class");
        }
        String after = null;
        Integer layout = null;
        int epoch = 0;
        boolean breakRequested = false;
        boolean formatOneKeys = false;
        Long check = null;
        for (int i = 2; i < words.length; i++) {
            if (version < 2 && (words[i].equals("keys") || words[i].equals("check"))) {
                throw new SyntaxException(number, "'" + words[i] + "' in a file of format 1 (it came with format 2)");
            }
            switch (words[i]) {
                case "after" -> after = value(words, ++i, number);
                case "layout" -> layout = hex(value(words, ++i, number), number);
                case "epoch" -> epoch = integer(value(words, ++i, number), number);
                case "break" -> breakRequested = true;
                case "keys" -> {
                    if (!value(words, ++i, number).equals("1")) {
                        throw new SyntaxException(number, "'keys' is followed by 1 (fields keyed as format 1 keyed them)");
                    }
                    formatOneKeys = true;
                }
                case "check" -> check = checkValue(value(words, ++i, number), number);
                default -> throw new SyntaxException(number, "unknown word '" + words[i] + "' in a bean line");
            }
        }
        if (layout == null) {
            throw new SyntaxException(number, "bean " + words[1] + " has no layout");
        }
        if (version >= 2 && check == null) {
            throw new SyntaxException(number, "bean " + words[1] + " has no check");
        }
        return new BeanHead(words[1], after, layout, epoch, breakRequested, formatOneKeys, check);
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
        // 'retired' appended by hand to a line that ends in 'removed' (as the messages ask) retires it too
        for (boolean more = true; more; ) {
            more = false;
            for (FieldEntry.State s : FieldEntry.State.values()) {
                if (s != FieldEntry.State.LIVE && form.endsWith(" " + s.keyword())) {
                    state = state == FieldEntry.State.RETIRED ? state : s;
                    form = form.substring(0, form.length() - s.keyword().length()).strip();
                    more = true;
                }
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

    private static long checkValue(String s, int number) throws SyntaxException {
        try {
            if (!s.startsWith("0x") || s.length() != 10) {
                throw new NumberFormatException();
            }
            return Long.parseLong(s.substring(2), 16);
        } catch (NumberFormatException e) {
            throw new SyntaxException(number, "'" + s + "' is not a check (0x and 8 hex digits)");
        }
    }
}
