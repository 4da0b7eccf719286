package dev.fastserial.processor.model;

import java.util.List;

/**
 * Generic {@code @FastSerial} types at their use sites. Where a field of a generic record or bean
 * holds one of its type variables ({@code record Pair<A, B>(A first, B second)}), the type's
 * externalizer writes that field through {@code writeObject}, as it knows nothing of {@code A};
 * a holder that declares {@code Pair<String, Integer>} knows, and hands the externalizer the fast
 * forms of {@code String} and {@code Integer} (its generated {@code FastForm}s). The holder's form
 * names them, so that a lock file tells these bytes from those of {@code Pair<String, Long>} or of
 * the same field written before, without them.
 */
public final class TypeArguments {
    private TypeArguments() {}

    /** {@code <String,Integer>}; {@code <String,object>} where an argument has no fast form; empty without. */
    static String form(List<Encoding> typeArguments) {
        if (typeArguments.isEmpty()) {
            return "";
        }
        StringBuilder s = new StringBuilder("<");
        for (Encoding e : typeArguments) {
            s.append(s.length() > 1 ? "," : "").append(e.form());
        }
        return s.append('>').toString();
    }

    /** Whether a type argument's encoding is a fast form worth handing over (not writeObject). */
    public static boolean fixed(Encoding e) {
        return !(e instanceof Encoding.ObjectStream);
    }
}
