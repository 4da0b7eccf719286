package dev.fastserial.processor.lock;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One {@code @FastSerial} class level as the lock file records it.
 *
 * @param className the class, qualified
 * @param after the {@code @FastSerial} superclass whose level precedes this one on the wire, or null
 * @param layout the 16-bit fingerprint of the level as first locked; a stream written by a build
 *     without the lock file with this fingerprint is readable (turning the lock on keeps old bytes)
 * @param epoch raised by a deliberate break, so that the new lineage's layout mark differs
 * @param breakRequested the user asked, by editing the file, to start this level afresh
 * @param fields slots, then tail fields, each in number order
 * @param formatOneKeys the fields are keyed as format 1 of the file keyed them (recorded before
 *     format 2 and not compiled since): see {@link FormatOneKeys}, which the next build that
 *     compiles the class applies
 */
public record BeanEntry(String className, String after, int layout, int epoch, boolean breakRequested,
                        List<FieldEntry> fields, boolean formatOneKeys) {

    static final Comparator<FieldEntry> ORDER =
            Comparator.comparing(FieldEntry::tail).thenComparingInt(FieldEntry::index);

    public BeanEntry {
        List<FieldEntry> sorted = new ArrayList<>(fields);
        sorted.sort(ORDER);
        fields = List.copyOf(sorted);
    }

    /** An entry keyed as format 2 keys fields: by identity. */
    public BeanEntry(String className, String after, int layout, int epoch, boolean breakRequested,
                     List<FieldEntry> fields) {
        this(className, after, layout, epoch, breakRequested, fields, false);
    }

    public BeanEntry withFields(List<FieldEntry> newFields, boolean newFormatOneKeys) {
        return new BeanEntry(className, after, layout, epoch, breakRequested, newFields, newFormatOneKeys);
    }

    public List<FieldEntry> slots() {
        return fields.stream().filter(f -> !f.tail()).toList();
    }

    public List<FieldEntry> tailFields() {
        return fields.stream().filter(FieldEntry::tail).toList();
    }

    /** The next tail id: ids are never reused, not even those of removed or retired fields. */
    public int nextTailId() {
        return tailFields().stream().mapToInt(FieldEntry::index).max().orElse(-1) + 1;
    }
}
