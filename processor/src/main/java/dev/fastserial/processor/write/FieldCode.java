package dev.fastserial.processor.write;

import com.squareup.javapoet.CodeBlock;
import dev.fastserial.processor.model.Access;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.FieldModel;
import dev.fastserial.processor.model.Spelling;
import java.util.Map;

/**
 * How the generated methods touch one field: reading it from the object, assigning it (a bean's
 * field, or a field of a mixed class after its constructor; for a record, immutable or mixed class
 * being read, the local its constructor will take), describing it.
 */
final class FieldCode {
    private final String receiver;
    private final String bean;
    private final Map<FieldModel, String> locals;
    private final HelperRegistry helpers;
    /**
     * For a mixed class being read: the boolean local that says an added field was in the stream, for
     * each added field restored after the constructor (one the stream lacks stays as the constructor made it).
     */
    final Map<FieldModel, String> read = new java.util.HashMap<>();

    /**
     * @param receiver the object's parameter ({@code bean}, {@code value})
     * @param bean the class's simple name, for messages of the generated code
     * @param locals where a value's reader collects each field for the constructor; null for a bean
     * @param helpers for the fill helpers of final containers ({@link Access.Fill}); null where nothing is assigned
     */
    FieldCode(String receiver, String bean, Map<FieldModel, String> locals, HelperRegistry helpers) {
        this.receiver = receiver;
        this.bean = bean;
        this.locals = locals;
        this.helpers = helpers;
    }

    /**
     * {@code bean.name}, {@code ((Base<String>) bean).name}, {@code bean.getName()} or {@code value.name()};
     * through a getter declared with a supertype of the field's type, cast back to the field's type
     * ({@code (Set<Visit>) bean.getVisits()}).
     */
    CodeBlock get(FieldModel field) {
        if (field.access() instanceof Access.Accessors a) {
            return widened(field, Blocks.of("$N.$N()", receiver, a.getter()), a.wider());
        }
        if (field.access() instanceof Access.Getter g) {
            return widened(field, Blocks.of("$N.$N()", receiver, g.getter()), g.wider());
        }
        if (field.access() instanceof Access.Fill f) {
            return f.getter() != null ? widened(field, Blocks.of("$N.$N()", receiver, f.getter()), f.wider())
                    : direct(field, f.castTo());
        }
        return direct(field, ((Access.Direct) field.access()).castTo());
    }

    /** {@link #get} without the cast back from a wider getter's type: where any Object will do. */
    CodeBlock getUncast(FieldModel field) {
        if (field.access() instanceof Access.Getter g) {
            return Blocks.of("$N.$N()", receiver, g.getter());
        }
        if (field.access() instanceof Access.Accessors a) {
            return Blocks.of("$N.$N()", receiver, a.getter());
        }
        return get(field);
    }

    private CodeBlock direct(FieldModel field, com.squareup.javapoet.TypeName castTo) {
        return castTo == null ? Blocks.of("$N.$N", receiver, field.name())
                : Blocks.of("(($T) $N).$N", castTo, receiver, field.name());
    }

    private static CodeBlock widened(FieldModel field, CodeBlock call, boolean wider) {
        return wider ? Blocks.of("($T) $L", field.encoding().type(), call) : call;
    }

    /**
     * {@code bean.name = value}, {@code bean.setName(value)}, a final container filled in place
     * ({@code fillCollection(bean.visits, "Pet.visits", value)}), or a value's local: {@code name = value}.
     */
    CodeBlock set(FieldModel field, CodeBlock value) {
        if (locals != null) {
            return Blocks.of("$N = $L", locals.get(field), value);
        }
        if (field.access() instanceof Access.Accessors a) {
            return Blocks.of("$N.$N($L)", receiver, a.setter(), value);
        }
        if (field.access() instanceof Access.Fill f) {
            String kind = f.map() ? "Map" : "Collection";
            if (f.getter() == null) {
                return Blocks.of("$N($L,$W$S,$W$L)", helpers.fixed("fill" + kind), get(field), what(bean, field), value);
            }
            CodeBlock call = Blocks.of("$N.$N()", receiver, f.getter()); // twice: a getter that makes a copy gives two
            return Blocks.of("$N($L,$W$L,$W$S,$W$L)", helpers.fixed("fill" + kind + "Through"), call, call,
                    bean + "." + f.getter() + "()", value);
        }
        return Blocks.of("$L = $L", get(field), value);
    }

    /** {@code nicknameRead = true}, after reading an added field of {@link #read}; else null. */
    CodeBlock markRead(FieldModel field) {
        String flag = read.get(field);
        return flag == null ? null : Blocks.of("$N = true", flag);
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
