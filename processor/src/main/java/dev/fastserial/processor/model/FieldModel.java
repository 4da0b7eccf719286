package dev.fastserial.processor.model;

/**
 * One field that this externalizer writes, with its place in the class level's flag bitmap.
 *
 * @param name the field's name
 * @param owner simple name of the declaring class (for comments and messages)
 * @param access how the generated code reads and assigns the field
 * @param encoding how the value goes on the wire
 * @param nonNull annotated non-null: no presence bit, null fails at write time
 * @param presenceBit bit set when the value is non-null, or -1
 * @param exactBit bit set when the value's runtime class is not the encoding's exact class, so
 *     it went through {@code writeObject}; or -1
 * @param valueBit bit holding a boolean's value, or -1
 */
public record FieldModel(
        String name,
        String owner,
        Access access,
        Encoding encoding,
        boolean nonNull,
        int presenceBit,
        int exactBit,
        int valueBit) {

    public boolean isPrimitive() {
        return encoding instanceof Encoding.Primitive;
    }

    /** A boolean (or Boolean) lives entirely in the bitmap. */
    public boolean isBitOnly() {
        return valueBit >= 0;
    }
}
