package dev.fastserial.examples.values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/**
 * A rate in basis points, as Java 8 code models values: an immutable class, rebuilt through the
 * constructor whose parameter is its field (by name and type).
 */
@FastSerial
public final class Percent implements Serializable {
    private static final long serialVersionUID = 1L;

    private final int basisPoints;

    public Percent(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10_000) {
            throw new IllegalArgumentException("not a percentage: " + basisPoints + " basis points");
        }
        this.basisPoints = basisPoints;
    }

    public int getBasisPoints() {
        return basisPoints;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Percent && ((Percent) o).basisPoints == basisPoints;
    }

    @Override
    public int hashCode() {
        return basisPoints;
    }

    private Object writeReplace() {
        return new PercentExternalizer(this);
    }
}
