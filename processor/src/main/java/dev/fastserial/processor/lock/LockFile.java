package dev.fastserial.processor.lock;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;

/** The whole lock file: every class level and every enum it records, sorted by class name. */
public final class LockFile {
    private final Map<String, BeanEntry> beans = new TreeMap<>();
    private final Map<String, EnumEntry> enums = new TreeMap<>();

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
