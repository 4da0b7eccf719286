package dev.fastserial.processor.model;

/** How a reader tells that a stream holds this class level's layout, or one it can read. */
public sealed interface LayoutCheck {

    /** The 2-bit mark in the flags. */
    int mark();

    /**
     * No lock file: mark 0, then a 16-bit fingerprint of the layout; any other layout fails.
     */
    record Unlocked(int fingerprint) implements LayoutCheck {
        @Override public int mark() {
            return 0;
        }
    }

    /**
     * With a lock file: the lineage's mark; a stream of mark 0 is read too when its fingerprint
     * is the layout the class level was first locked with (bytes written before the lock).
     */
    record Locked(int mark, int firstLayout) implements LayoutCheck {}
}
