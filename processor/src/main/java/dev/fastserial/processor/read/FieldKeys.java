package dev.fastserial.processor.read;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the lock file names the fields of a class level: by name, and as {@code Owner.name} for a
 * superclass field that a field of the same name lower in the same level hides.
 */
final class FieldKeys {
    private FieldKeys() {}

    static String id(FieldCollector.Source source) {
        return source.declaringClass().getQualifiedName() + "#" + source.field().getSimpleName();
    }

    /** @param fields top-most superclass first, as the collector gives them */
    static Map<String, String> of(List<FieldCollector.Source> fields) {
        Map<String, Integer> lowest = new HashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            lowest.put(fields.get(i).field().getSimpleName().toString(), i);
        }
        Map<String, String> keys = new LinkedHashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            FieldCollector.Source f = fields.get(i);
            String name = f.field().getSimpleName().toString();
            keys.put(id(f), lowest.get(name) == i ? name : f.declaringClass().getSimpleName() + "." + name);
        }
        return keys;
    }
}
