package dev.fastserial.processor.read;

import com.squareup.javapoet.ClassName;
import dev.fastserial.processor.model.Access;
import dev.fastserial.processor.model.BeanModel;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.FieldModel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import javax.lang.model.type.TypeKind;

/**
 * Places each field's flags in the class level's bitmap and computes the layout header.
 *
 * <p>Flags: a presence bit for every nullable reference; an exact-class bit for encodings that
 * cover one runtime class only; a value bit for booleans, which therefore cost no byte at all.
 * The header carries the format version and a 12-bit fingerprint of the field list, so a reader
 * compiled from a different version of the class fails loudly instead of misreading.
 */
final class LayoutPlanner {

    /** A field that passed every check, before its bits are assigned. */
    record Draft(String name, String owner, Access access, Encoding encoding, boolean nonNull) {}

    record Layout(List<FieldModel> fields, int bitCount, int header) {}

    Layout plan(List<Draft> drafts, ClassName chainTo) {
        List<FieldModel> fields = new ArrayList<>();
        StringBuilder description = new StringBuilder("fastserial format " + BeanModel.FORMAT_VERSION + "\n");
        if (chainTo != null) {
            description.append("after ").append(chainTo.canonicalName()).append('\n');
        }
        int next = 0;
        for (Draft d : drafts) {
            Encoding e = d.encoding();
            boolean reference = !(e instanceof Encoding.Primitive);
            boolean isBoolean = e instanceof Encoding.Primitive p && p.kind() == TypeKind.BOOLEAN
                    || e instanceof Encoding.Boxed b && b.primitiveKind() == TypeKind.BOOLEAN;
            int presence = reference && !d.nonNull() ? next++ : -1;
            int exact = e.exactness() != null ? next++ : -1;
            int value = isBoolean ? next++ : -1;
            fields.add(new FieldModel(d.name(), d.owner(), d.access(), e, d.nonNull(), presence, exact, value));
            description.append(d.name()).append(": ").append(e.describe())
                    .append(d.nonNull() ? " nonnull" : "").append('\n');
        }
        CRC32 crc = new CRC32();
        crc.update(description.toString().getBytes(StandardCharsets.UTF_8));
        int header = BeanModel.FORMAT_VERSION << 12 | (int) (crc.getValue() & 0xFFF);
        return new Layout(fields, next, header);
    }
}
