package dev.fastserial.processor.lock;

import java.util.ArrayList;
import java.util.List;

/**
 * Codes of an enum's constants with a lock: a constant keeps the code it was first given, new
 * constants take the next free code, and removed ones keep theirs reserved.
 */
public final class EnumCodes {
    private EnumCodes() {}

    /** The entry after this build: {@code constants} as the enum declares them now. */
    public static EnumEntry reconcile(String className, List<String> constants, EnumEntry recorded) {
        List<EnumEntry.Constant> result = new ArrayList<>();
        int next = recorded == null ? 0 : recorded.nextCode();
        if (recorded != null) {
            for (EnumEntry.Constant c : recorded.constants()) {
                result.add(new EnumEntry.Constant(c.code(), c.name(), !constants.contains(c.name())));
            }
        }
        for (String name : constants) {
            if (recorded == null || recorded.constants().stream().noneMatch(c -> c.name().equals(name))) {
                result.add(new EnumEntry.Constant(next++, name, false));
            }
        }
        return new EnumEntry(className, result);
    }

    /** Constant names by code ({@code null} where a code belongs to a removed constant). */
    public static List<String> byCode(EnumEntry entry) {
        List<String> names = new ArrayList<>();
        for (EnumEntry.Constant c : entry.constants()) {
            while (names.size() < c.code()) {
                names.add(null);
            }
            names.add(c.removed() ? null : c.name());
        }
        return names;
    }
}
