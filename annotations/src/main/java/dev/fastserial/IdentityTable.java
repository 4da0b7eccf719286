package dev.fastserial;

/**
 * Object to handle, by identity: the handles of the beans written so far in one message. Open
 * addressing over two arrays, kept between messages; clearing costs what the message put in
 * (the slots it filled are listed), not the table's size, so that a small message after a large
 * one on the same thread does not pay for the large one.
 */
final class IdentityTable {
    private static final int INITIAL = 16;

    private Object[] keys = new Object[INITIAL];
    private int[] values = new int[INITIAL];
    /** The slots filled, in order: {@code size} of them (the table is at most half full). */
    private int[] filled = new int[INITIAL / 2];
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
        filled[size++] = i;
    }

    int size() {
        return size;
    }

    void clear() {
        Object[] k = keys;
        int[] f = filled;
        for (int j = 0; j < size; j++) {
            k[f[j]] = null;
        }
        size = 0;
    }

    /** Clears, and gives back the memory of a table that grew large. */
    void release() {
        if (keys.length > 1024) {
            keys = new Object[INITIAL];
            values = new int[INITIAL];
            filled = new int[INITIAL / 2];
            size = 0;
        } else {
            clear();
        }
    }

    private void rehash(int capacity) {
        Object[] oldKeys = keys;
        int[] oldValues = values;
        int[] oldFilled = filled;
        int oldSize = size;
        keys = new Object[capacity];
        values = new int[capacity];
        filled = new int[capacity / 2];
        size = 0;
        for (int j = 0; j < oldSize; j++) { // in the order put
            int i = oldFilled[j];
            put(oldKeys[i], oldValues[i]);
        }
    }

    private static int hash(Object key) {
        int h = System.identityHashCode(key);
        return h ^ (h >>> 16);
    }
}
