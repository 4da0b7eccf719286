package dev.fastserial.processor.read;

import dev.fastserial.processor.model.Encoding;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * The 16-bit fingerprint of a class level's slots: what follows the flags when a bean is built
 * without a lock file, and the {@code layout} the lock file records when it first sees a class
 * level (so that streams written before the lock was turned on stay readable).
 */
final class Fingerprint {
    /** A slot as the fingerprint sees it: its name and form ({@code nonnull} included). */
    record Slot(String name, String form, Encoding encoding) {}

    private Fingerprint() {}

    static int of(String chainTo, List<Slot> slots) {
        StringBuilder text = new StringBuilder("fastserial 2\n");
        if (chainTo != null) {
            text.append("after ").append(chainTo).append('\n');
        }
        Map<String, List<String>> enums = new LinkedHashMap<>();
        for (Slot slot : slots) {
            text.append(slot.name()).append(": ").append(slot.form()).append('\n');
            collectEnums(slot.encoding(), enums);
        }
        // enum codes are positions without a lock: adding or reordering constants changes the layout
        enums.forEach((name, constants) -> text.append("enum ").append(name).append(": ").append(constants).append('\n'));
        CRC32 crc = new CRC32();
        crc.update(text.toString().getBytes(StandardCharsets.UTF_8));
        return (int) (crc.getValue() & 0xFFFF);
    }

    private static void collectEnums(Encoding e, Map<String, List<String>> enums) {
        if (e instanceof Encoding.EnumConstants c) {
            enums.putIfAbsent(c.type().canonicalName(), c.constants());
        }
        for (Encoding child : e.children()) {
            collectEnums(child, enums);
        }
    }
}
