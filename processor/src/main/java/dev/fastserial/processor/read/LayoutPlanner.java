package dev.fastserial.processor.read;

import dev.fastserial.processor.model.Access;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.FieldModel;
import dev.fastserial.processor.model.Flags;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import javax.lang.model.type.TypeKind;

/**
 * Places each slot's flag bits and special-mask position, and orders slots and tail fields.
 *
 * <p>Flags: a presence bit for every nullable reference, a value bit for booleans (which so cost
 * no byte at all). Special mask: a nullable reference's bit is its presence bit; every other slot
 * (primitives, non-null references) gets a position above the flags.
 */
final class LayoutPlanner {

    /**
     * A field that passed every check, before it is placed.
     *
     * @param key its key in the lock file, its identity ({@link FieldKeys#key})
     * @param layoutName how the layout fingerprint names it ({@link FieldKeys#formatOneSpellings})
     * @param asBefore the encoding the field had before issue 26 gave its type another form, or null:
     *     a lock file that recorded that form keeps it ({@link LockedLayouts})
     */
    record Draft(String key, String layoutName, String name, String owner, String declaringClass, Access access,
                 Encoding encoding, boolean nonNull, Encoding asBefore) {
        Draft withEncoding(Encoding e) {
            return new Draft(key, layoutName, name, owner, declaringClass, access, e, nonNull, null);
        }
    }

    /** A slot whose field is gone: the reader still skips what older writers put there. */
    record Removed(int slot, String name, Encoding encoding, boolean nonNull) {}

    /**
     * Where the lock file puts each field; null without a lock file (every field a slot, in order).
     *
     * @param slots slot number by key
     * @param tail tail id by key
     */
    record Placement(Map<String, Integer> slots, Map<String, Integer> tail, List<Removed> removed) {}

    record Layout(List<FieldModel> slots, List<FieldModel> tail, Flags flags) {}

    Layout plan(List<Draft> drafts, Placement placement) {
        List<Object[]> positional = new ArrayList<>(); // {slot, Draft or Removed}
        List<Object[]> added = new ArrayList<>();      // {id, Draft}
        for (int i = 0; i < drafts.size(); i++) {
            Draft d = drafts.get(i);
            if (placement == null) {
                positional.add(new Object[] {i, d});
            } else if (placement.slots().containsKey(d.key())) {
                positional.add(new Object[] {placement.slots().get(d.key()), d});
            } else {
                added.add(new Object[] {placement.tail().get(d.key()), d});
            }
        }
        if (placement != null) {
            for (Removed r : placement.removed()) {
                positional.add(new Object[] {r.slot(), r});
            }
        }
        positional.sort(Comparator.comparingInt(o -> (Integer) o[0]));
        added.sort(Comparator.comparingInt(o -> (Integer) o[0]));

        int next = 0;
        int[][] bits = new int[positional.size()][]; // {presence, value}
        for (int i = 0; i < positional.size(); i++) {
            Encoding e = encoding(positional.get(i)[1]);
            boolean nonNull = nonNull(positional.get(i)[1]);
            boolean reference = !(e instanceof Encoding.Primitive);
            int presence = reference && !nonNull ? next++ : -1;
            int value = isBoolean(e) ? next++ : -1;
            bits[i] = new int[] {presence, value};
        }
        int fieldBits = next;
        List<FieldModel> slots = new ArrayList<>();
        for (int i = 0; i < positional.size(); i++) {
            int slot = (Integer) positional.get(i)[0];
            int presence = bits[i][0];
            int special = presence >= 0 ? presence : next++;
            Object o = positional.get(i)[1];
            if (o instanceof Draft d) {
                slots.add(new FieldModel(d.name(), d.owner(), d.declaringClass(), d.access(), d.encoding(), d.nonNull(), slot, -1,
                        presence, bits[i][1], special));
            } else {
                Removed r = (Removed) o;
                slots.add(new FieldModel(r.name(), null, null, null, r.encoding(), r.nonNull(), slot, -1,
                        presence, bits[i][1], special));
            }
        }
        List<FieldModel> tail = new ArrayList<>();
        for (Object[] a : added) {
            Draft d = (Draft) a[1];
            tail.add(new FieldModel(d.name(), d.owner(), d.declaringClass(), d.access(), d.encoding(), d.nonNull(), -1, (Integer) a[0],
                    -1, -1, -1));
        }
        return new Layout(slots, tail, new Flags(fieldBits, next));
    }

    private static Encoding encoding(Object o) {
        return o instanceof Draft d ? d.encoding() : ((Removed) o).encoding();
    }

    private static boolean nonNull(Object o) {
        return o instanceof Draft d ? d.nonNull() : ((Removed) o).nonNull();
    }

    private static boolean isBoolean(Encoding e) {
        return e instanceof Encoding.Primitive p && p.kind() == TypeKind.BOOLEAN
                || e instanceof Encoding.Boxed b && b.primitiveKind() == TypeKind.BOOLEAN;
    }
}
