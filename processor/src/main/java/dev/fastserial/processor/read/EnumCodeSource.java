package dev.fastserial.processor.read;

import dev.fastserial.processor.lock.EnumCodes;
import dev.fastserial.processor.lock.EnumEntry;
import dev.fastserial.processor.lock.LockStore;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * The code each enum constant is written as: its declaration position without a lock file (the
 * fingerprint then covers the constants), the code the lock file gives it with one (a constant
 * keeps its code for good; new constants take new codes). Once per enum and round.
 */
final class EnumCodeSource {
    private final LockStore lock;
    private final Map<String, List<String>> byEnum = new HashMap<>();

    EnumCodeSource(LockStore lock) {
        this.lock = lock;
    }

    /** The constants by code; null where a code belongs to a removed constant. */
    List<String> codes(TypeElement enumType) {
        return byEnum.computeIfAbsent(enumType.getQualifiedName().toString(), name -> {
            List<String> declared = new ArrayList<>();
            for (Element e : enumType.getEnclosedElements()) {
                if (e.getKind() == ElementKind.ENUM_CONSTANT) {
                    declared.add(e.getSimpleName().toString());
                }
            }
            if (!lock.enabled() || lock.problem() != null) {
                return declared;
            }
            EnumEntry entry = EnumCodes.reconcile(name, declared, lock.enumEntry(name));
            lock.put(entry);
            return EnumCodes.byCode(entry);
        });
    }
}
