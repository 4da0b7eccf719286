package dev.fastserial.processor.model;

/**
 * The flags that start a class level on the wire, {@link #bytes} big-endian: the fields' flag
 * bits from bit 0 up, then, in the top four bits, SPECIAL, TAIL and the 2-bit layout mark. The
 * special mask (written only when SPECIAL is set) uses the same positions for the presence bits
 * and extra positions above them for slots without one.
 *
 * @param fieldBits presence and value bits of the slots
 * @param specialBits positions of the special mask
 */
public record Flags(int fieldBits, int specialBits) {

    public int bytes() {
        return (fieldBits + 4 + 7) / 8;
    }

    public int bits() {
        return 8 * bytes();
    }

    public int specialBit() {
        return bits() - 4;
    }

    public int tailBit() {
        return bits() - 3;
    }

    /** The lowest bit of the 2-bit mark. */
    public int markShift() {
        return bits() - 2;
    }

    public int specialBytes() {
        return (specialBits + 7) / 8;
    }
}
