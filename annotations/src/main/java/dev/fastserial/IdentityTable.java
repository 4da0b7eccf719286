package dev.fastserial;

import java.util.Arrays;

/**
 * Object to handle, by identity: the handles of the beans written so far in one message. Open
 * addressing over two arrays, kept between messages and cleared only when used.
 */
final class IdentityTable {
    private static final int INITIAL = 16;

    private Object[] keys = new Object[INITIAL];
    private int[] values = new int[INITIAL];
    private int size;

    /** The handle of {@code key}, or -1. */
    int get(Object key) {
        Object[] k = keys;
        int mask = k.length - 1;
        for (int i = hash(key) & mask; ; i = (i + 1) & mask) {
            Object candidate = k[i];
            if (candidate == key) {
                return values[i];
            }
            if (candidate == null) {
                return -1;
            }
        }
    }

    /** Records {@code key} (not yet present) with {@code value}. */
    void put(Object key, int value) {
        if (2 * (size + 1) > keys.length) {
            rehash(keys.length * 2);
        }
        Object[] k = keys;
        int mask = k.length - 1;
        int i = hash(key) & mask;
        while (k[i] != null) {
            i = (i + 1) & mask;
        }
        k[i] = key;
        values[i] = value;
        size++;
    }

    int size() {
        return size;
    }

    void clear() {
        if (size > 0) {
            Arrays.fill(keys, null);
            size = 0;
        }
    }

    /** Clears, and gives back the memory of a table that grew large. */
    void release() {
        if (keys.length > 1024) {
            keys = new Object[INITIAL];
            values = new int[INITIAL];
            size = 0;
        } else {
            clear();
        }
    }

    private void rehash(int capacity) {
        Object[] oldKeys = keys;
        int[] oldValues = values;
        keys = new Object[capacity];
        values = new int[capacity];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static int hash(Object key) {
        int h = System.identityHashCode(key);
        return h ^ (h >>> 16);
    }
}
