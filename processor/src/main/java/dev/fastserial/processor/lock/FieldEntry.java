package dev.fastserial.processor.lock;

/**
 * One field of a class level as the lock file records it.
 *
 * @param name the field's key: its name for a field of the class level's own class, {@code pkg.Owner.name} for a
 *     field of a superclass the level writes (format 1 of the file keyed hidden fields otherwise: {@link FormatOneKeys})
 * @param tail false: a positional slot, there when the class level was first locked; true: a field
 *     added later, written in the tagged tail
 * @param index the slot number, or the tail id; never reused within a class level
 * @param javaType the declared type, qualified, without spaces ({@code java.util.List<java.lang.String>})
 * @param form how the value is written ({@code nonnull} prefix included): two versions read each
 *     other's value exactly when their forms are equal
 * @param state live, removed (name reserved for the same form), or retired (by hand: name released)
 */
public record FieldEntry(String name, boolean tail, int index, String javaType, String form, State state) {

    public enum State {
        LIVE, REMOVED, RETIRED;

        /** The keyword in the lock file: none for a live field. */
        String keyword() {
            return this == LIVE ? "" : name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** {@code 3} for slot 3, {@code +0} for tail id 0: the position column of the lock file. */
    public String position() {
        return (tail ? "+" : "") + index;
    }

    public boolean isLive() {
        return state == State.LIVE;
    }

    public FieldEntry withName(String newName) {
        return new FieldEntry(newName, tail, index, javaType, form, state);
    }

    public FieldEntry withState(State newState) {
        return new FieldEntry(name, tail, index, javaType, form, newState);
    }
}
