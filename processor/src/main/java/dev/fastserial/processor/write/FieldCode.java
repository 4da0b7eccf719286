package dev.fastserial.processor.write;

import com.squareup.javapoet.CodeBlock;
import dev.fastserial.processor.model.Access;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.FieldModel;
import dev.fastserial.processor.model.Spelling;

/** How the generated methods touch one field: reading it from the bean, assigning it, describing it. */
final class FieldCode {
    private FieldCode() {}

    /** {@code bean.name}, {@code ((Base) bean).name} or {@code bean.getName()}. */
    static CodeBlock get(FieldModel field) {
        if (field.access() instanceof Access.Accessors a) {
            return CodeBlock.of("bean.$N()", a.getter());
        }
        Access.Direct d = (Access.Direct) field.access();
        return d.castTo() == null ? CodeBlock.of("bean.$N", field.name())
                : CodeBlock.of("(($T) bean).$N", d.castTo(), field.name());
    }

    /** {@code bean.name = value;} or {@code bean.setName(value);} */
    static CodeBlock set(FieldModel field, CodeBlock value) {
        if (field.access() instanceof Access.Accessors a) {
            return CodeBlock.of("bean.$N($L)", a.setter(), value);
        }
        return CodeBlock.of("$L = $L", get(field), value);
    }

    /** The one-line comment over a field's code: {@code salary: Double -> presence bit 3, then 8 bytes}. */
    static String comment(FieldModel field) {
        Encoding e = field.encoding();
        StringBuilder s = new StringBuilder(field.name()).append(": ")
                .append(field.nonNull() ? "non-null " : "")
                .append(Spelling.of(e.type())).append(" -> ");
        if (field.isBitOnly()) {
            s.append(field.presenceBit() >= 0 ? "presence bit " + field.presenceBit() + ", value " : "")
                    .append("bit ").append(field.valueBit());
            return s.toString();
        }
        if (field.presenceBit() >= 0) {
            s.append("presence bit ").append(field.presenceBit()).append(", then ");
        }
        s.append(ValueCode.wireForm(e));
        if (field.exactBit() >= 0) {
            s.append("; bit ").append(field.exactBit()).append(": ").append(ExactnessCode.reason(e.exactness()))
                    .append(", so writeObject");
        }
        return s.toString();
    }
}
