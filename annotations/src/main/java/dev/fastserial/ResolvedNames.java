package dev.fastserial;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The classes one {@link FastTypes} reader resolved and allowed from the names in values, for one
 * class loader: by name, and in front of that a small table from a name's bytes (as written:
 * UTF-8) to its class, so that a name read before costs a compare, not a decode, a hash and a map
 * look-up. Only names that passed the reader's checks (its allow-list, which never changes, and
 * the generated code's presence) are put here, so a hit is as exact as the check; a name not
 * found here is checked in full. Thread-safe: the table is read without locks, each slot holding a
 * whole entry (final fields) or null, and its size is fixed.
 */
final class ResolvedNames {
    /** Slots of the table, a power of two; a name has two, next to each other. */
    private static final int SLOTS = 64;

    final ClassLoader loader;
    /** Every name resolved here (only real fastserial classes get in, so it is as large as the program). */
    final ConcurrentHashMap<String, Class<?>> byName = new ConcurrentHashMap<String, Class<?>>();
    private final Known[] slots = new Known[SLOTS];

    ResolvedNames(ClassLoader loader) {
        this.loader = loader;
    }

    /** The class of the name in {@code b[at, at + n)} if the table holds it, else null. */
    Class<?> find(byte[] b, int at, int n) {
        int slot = slot(b, at, n);
        Known k = slots[slot];
        if (k != null && k.is(b, at, n)) {
            return k.type;
        }
        k = slots[slot + 1];
        return k != null && k.is(b, at, n) ? k.type : null;
    }

    /** Puts a resolved, allowed name in the table (the name its pair held before moves to the second slot). */
    void put(byte[] b, int at, int n, Class<?> type) {
        int slot = slot(b, at, n);
        Known known = new Known(Arrays.copyOfRange(b, at, at + n), type);
        Known before = slots[slot];
        if (before != null) {
            slots[slot + 1] = before;
        }
        slots[slot] = known;
    }

    /** The first slot of a name's pair: from its length and last bytes (its simple name), cheap and different enough. */
    static int slot(byte[] b, int at, int n) {
        long tail = n >= 8 ? Bits.getLong(b, at + n - 8) : n > 0 ? b[at + n - 1] : 0;
        long h = (tail ^ (tail >>> 29)) * 0x9E3779B97F4A7C15L + n;
        return (int) (h >>> 58) & (SLOTS - 2);
    }

    /** A class name's bytes and the class they resolved to. */
    private static final class Known {
        private final byte[] name;
        final Class<?> type;

        Known(byte[] name, Class<?> type) {
            this.name = name;
            this.type = type;
        }

        /** Whether {@code b[at, at + n)} is this name, compared 8 bytes at a time. */
        boolean is(byte[] b, int at, int n) {
            byte[] k = name;
            if (k.length != n) {
                return false;
            }
            int i = 0;
            for (; i + 8 <= n; i += 8) {
                if (Bits.getLong(k, i) != Bits.getLong(b, at + i)) {
                    return false;
                }
            }
            for (; i < n; i++) {
                if (k[i] != b[at + i]) {
                    return false;
                }
            }
            return true;
        }
    }
}
