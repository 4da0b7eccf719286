package dev.fastserial.processor.lock;

import java.util.ArrayList;
import java.util.List;

/**
 * The codes of one enum's constants, as the lock file records them: a constant keeps its code for
 * good (reordering the constants changes nothing); a removed constant's code is never reused.
 */
public record EnumEntry(String className, List<Constant> constants) {

    /** @param removed the constant no longer exists; its code stays taken */
    public record Constant(int code, String name, boolean removed) {}

    public EnumEntry {
        List<Constant> sorted = new ArrayList<>(constants);
        sorted.sort(java.util.Comparator.comparingInt(Constant::code));
        constants = List.copyOf(sorted);
    }

    public int nextCode() {
        return constants.stream().mapToInt(Constant::code).max().orElse(-1) + 1;
    }
}
