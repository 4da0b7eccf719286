package dev.fastserial.processor.lock;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;

/** The whole lock file: every class level and every enum it records, sorted by class name. */
public final class LockFile {
    private final Map<String, BeanEntry> beans = new TreeMap<>();
    private final Map<String, EnumEntry> enums = new TreeMap<>();
    /** Where each line was in the file read (for messages), by {@link #lineKey}; not part of the content. */
    private final Map<String, Integer> lines = new java.util.HashMap<>();
    /** Each of those lines as the file has it (messages quote them, to be edited as they say). */
    private final Map<String, String> texts = new java.util.HashMap<>();
    /** The format the file was written in ({@link LockFormat#VERSION} for a new file); not part of the content. */
    private int format = LockFormat.VERSION;

    public int format() {
        return format;
    }

    void format(int version) {
        format = version;
    }

    /** The line of the file a bean, enum or field line was read from; 0 if it was not read from a file. */
    public int line(String lineKey) {
        return lines.getOrDefault(lineKey, 0);
    }

    void line(String lineKey, int number, String text) {
        lines.put(lineKey, number);
        texts.put(lineKey, text);
    }

    /** The text of a line read from the file, or null. */
    String text(String lineKey) {
        return texts.get(lineKey);
    }

    /** {@code bean a.B}, {@code enum a.E}, {@code field a.B +3}: how {@link #line} names a line. */
    public static String lineKey(String kind, String className, String position) {
        return kind + " " + className + (position == null ? "" : " " + position);
    }

    public BeanEntry bean(String className) {
        return beans.get(className);
    }

    public EnumEntry enumEntry(String className) {
        return enums.get(className);
    }

    public Collection<BeanEntry> beans() {
        return beans.values();
    }

    public Collection<EnumEntry> enums() {
        return enums.values();
    }

    public void put(BeanEntry bean) {
        beans.put(bean.className(), bean);
    }

    public void put(EnumEntry entry) {
        enums.put(entry.className(), entry);
    }

    /** A deep copy: what the build started from, to tell whether anything changed. */
    public LockFile copy() {
        LockFile copy = new LockFile();
        copy.beans.putAll(beans);
        copy.enums.putAll(enums);
        copy.lines.putAll(lines);
        copy.texts.putAll(texts);
        copy.format = format;
        return copy;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LockFile other && beans.equals(other.beans) && enums.equals(other.enums);
    }

    @Override
    public int hashCode() {
        return beans.hashCode() * 31 + enums.hashCode();
    }
}
