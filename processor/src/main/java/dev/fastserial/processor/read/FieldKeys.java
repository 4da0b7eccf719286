package dev.fastserial.processor.read;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.TypeElement;

/**
 * How the lock file names the fields of a class level: by the field's identity, its declaring
 * class and its name, whatever else the level holds. A field the class level's own class declares
 * is its name ({@code name}); a field of a superclass written by this level (one that is not
 * {@code @FastSerial}, or any superclass of a record or immutable class) is the superclass's
 * qualified name and its own ({@code com.acme.Plain.name}), hidden or not.
 */
final class FieldKeys {
    private FieldKeys() {}

    static String id(FieldCollector.Source source) {
        return source.declaringClass().getQualifiedName() + "#" + source.field().getSimpleName();
    }

    /** The field's key in the lock file (format 2): its identity, independent of the other fields. */
    static String key(TypeElement level, FieldCollector.Source source) {
        String name = source.field().getSimpleName().toString();
        return source.declaringClass().equals(level) ? name : source.declaringClass().getQualifiedName() + "." + name;
    }

    /**
     * How format 1 of the lock file spelled the fields, which the layout fingerprint still hashes
     * (so that fingerprints, and the layout marks derived from them, stay what they were): the
     * lowest field of a name by its name, and a field it hides as {@code Owner.name} with the
     * owner's simple name. This spelling depends on the other fields: never a key.
     *
     * @param fields top-most superclass first, as the collector gives them
     */
    static Map<String, String> formatOneSpellings(List<FieldCollector.Source> fields) {
        Map<String, Integer> lowest = new HashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            lowest.put(fields.get(i).field().getSimpleName().toString(), i);
        }
        Map<String, String> spellings = new LinkedHashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            FieldCollector.Source f = fields.get(i);
            String name = f.field().getSimpleName().toString();
            spellings.put(id(f), lowest.get(name) == i ? name : f.declaringClass().getSimpleName() + "." + name);
        }
        return spellings;
    }
}
