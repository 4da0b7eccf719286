package dev.fastserial.processor.model;

import com.squareup.javapoet.TypeName;
import javax.lang.model.type.TypeKind;

/** Small conversions between javax.lang.model and JavaPoet. */
public final class Types {
    private Types() {}

    public static TypeName primitive(TypeKind kind) {
        switch (kind) {
            case BOOLEAN: return TypeName.BOOLEAN;
            case BYTE: return TypeName.BYTE;
            case SHORT: return TypeName.SHORT;
            case CHAR: return TypeName.CHAR;
            case INT: return TypeName.INT;
            case LONG: return TypeName.LONG;
            case FLOAT: return TypeName.FLOAT;
            case DOUBLE: return TypeName.DOUBLE;
            default: throw new IllegalArgumentException("not a primitive: " + kind);
        }
    }
}
