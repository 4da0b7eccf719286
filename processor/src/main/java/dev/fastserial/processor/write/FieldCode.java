package dev.fastserial.processor.write;

import com.squareup.javapoet.CodeBlock;
import dev.fastserial.processor.model.Access;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.FieldModel;
import dev.fastserial.processor.model.Spelling;
import java.util.Map;

/**
 * How the generated methods touch one field: reading it from the object, assigning it (a bean's
 * field; for a record or immutable class, the local its constructor will take), describing it.
 */
final class FieldCode {
    private final String receiver;
    private final Map<FieldModel, String> locals;

    /**
     * @param receiver the object's parameter ({@code bean}, {@code value})
     * @param locals where a value's reader collects each field for the constructor; null for a bean
     */
    FieldCode(String receiver, Map<FieldModel, String> locals) {
        this.receiver = receiver;
        this.locals = locals;
    }

    /** {@code bean.name}, {@code ((Base<String>) bean).name}, {@code bean.getName()} or {@code value.name()}. */
    CodeBlock get(FieldModel field) {
        if (field.access() instanceof Access.Accessors a) {
            return Blocks.of("$N.$N()", receiver, a.getter());
        }
        if (field.access() instanceof Access.Getter g) {
            return Blocks.of("$N.$N()", receiver, g.getter());
        }
        Access.Direct d = (Access.Direct) field.access();
        return d.castTo() == null ? Blocks.of("$N.$N", receiver, field.name())
                : Blocks.of("(($T) $N).$N", d.castTo(), receiver, field.name());
    }

    /** {@code bean.name = value}, {@code bean.setName(value)}, or a value's local: {@code name = value}. */
    CodeBlock set(FieldModel field, CodeBlock value) {
        if (locals != null) {
            return Blocks.of("$N = $L", locals.get(field), value);
        }
        if (field.access() instanceof Access.Accessors a) {
            return Blocks.of("$N.$N($L)", receiver, a.setter(), value);
        }
        return Blocks.of("$L = $L", get(field), value);
    }

    /**
     * The one-line comment on a field's code: {@code salary: Double -> presence bit 3, then 8 bytes}.
     * It names the fast form; when a value goes through writeObject instead, the code beside it says.
     */
    static String comment(FieldModel field) {
        Encoding e = field.encoding();
        String type = (field.nonNull() ? "non-null " : "") + Spelling.of(e.type());
        if (field.isRemoved()) {
            return field.name() + ": removed (slot " + field.slot() + ", " + type + "): absent when written, skipped when read";
        }
        StringBuilder s = new StringBuilder(field.name()).append(": ").append(type).append(" -> ");
        if (field.inTail()) {
            return s.append("added field ").append(field.tailId()).append(", ").append(ValueCode.wireForm(e)).toString();
        }
        if (field.isBitOnly()) {
            return s.append(field.presenceBit() >= 0 ? "presence bit " + field.presenceBit() + ", value " : "")
                    .append("bit ").append(field.valueBit()).toString();
        }
        if (field.presenceBit() >= 0) {
            s.append("presence bit ").append(field.presenceBit()).append(", then ");
        }
        return s.append(ValueCode.wireForm(e)).toString();
    }

    /** The comment as {@code //} lines of at most {@code width} characters, cut after "; " or ", ". */
    static String commentLines(FieldModel field, int width) {
        String rest = comment(field);
        StringBuilder lines = new StringBuilder();
        String prefix = "// ";
        while (rest.length() > width) {
            int cut = Math.max(rest.lastIndexOf("; ", width), rest.lastIndexOf(", ", width));
            if (cut <= 0) {
                break;
            }
            lines.append(prefix).append(rest, 0, cut + 1).append('\n');
            rest = rest.substring(cut + 2);
            prefix = "//   ";
        }
        return lines.append(prefix).append(rest).append('\n').toString();
    }

    /** {@code "Employee.salary"}: a field in messages of the generated code. */
    static String what(String bean, FieldModel field) {
        return bean + "." + field.name();
    }
}
