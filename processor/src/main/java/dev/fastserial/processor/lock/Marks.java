package dev.fastserial.processor.lock;

import java.util.Set;

/**
 * The 2-bit layout mark at the start of every class level. 0: written without a lock file (a
 * 16-bit fingerprint of the layout follows). 1 to 3: written with one, derived from the layout
 * the class level was first locked with and its epoch, so that a reader rejects a stream of
 * another lineage (a deliberate break always changes the mark; a regenerated lock file changes it
 * two times in three).
 */
public final class Marks {
    public static final int UNLOCKED = 0;

    private Marks() {}

    public static int locked(int layout, int epoch) {
        return 1 + Math.floorMod(layout + epoch, 3);
    }

    /**
     * The smallest epoch from {@code from} on whose mark is none of {@code marks}; -1 when they are
     * all three locked marks (no epoch avoids them all). Three consecutive epochs give the three
     * marks, so two marks to avoid always leave one.
     */
    public static int epochAvoiding(int layout, int from, Set<Integer> marks) {
        for (int epoch = from; epoch < from + 3; epoch++) {
            if (!marks.contains(locked(layout, epoch))) {
                return epoch;
            }
        }
        return -1;
    }
}
