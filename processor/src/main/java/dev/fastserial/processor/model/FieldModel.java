package dev.fastserial.processor.model;

/**
 * One field of a class level: a slot (there when the class level was first locked, or always
 * without a lock file) or a field added later, written in the tail; or a slot whose field was
 * removed, which the writer marks absent and the reader skips.
 *
 * @param name the field's name
 * @param owner simple name of the declaring class (for comments and messages)
 * @param declaringClass qualified name of the declaring class; null for a removed slot
 * @param access how the generated code reads and assigns the field; null for a removed slot
 * @param encoding how the value goes on the wire
 * @param nonNull annotated non-null: no presence bit, null fails at write time
 * @param slot the slot number, or -1 for a field in the tail
 * @param tailId the id of a field in the tail, or -1
 * @param presenceBit flag bit set when the value is non-null, or -1
 * @param valueBit flag bit holding a boolean's value, or -1
 * @param specialBit the slot's bit in the special mask (its presence bit when it has one), or -1 in the tail
 */
public record FieldModel(
        String name,
        String owner,
        String declaringClass,
        Access access,
        Encoding encoding,
        boolean nonNull,
        int slot,
        int tailId,
        int presenceBit,
        int valueBit,
        int specialBit) {

    public boolean isPrimitive() {
        return encoding instanceof Encoding.Primitive;
    }

    public boolean isRemoved() {
        return access == null;
    }

    public boolean inTail() {
        return tailId >= 0;
    }

    /** A boolean (or Boolean) slot lives entirely in the flags. */
    public boolean isBitOnly() {
        return valueBit >= 0;
    }

    /**
     * From the name and position only (equal fields have equal ones): the writers key maps by
     * field, and the record's own hash would walk the whole encoding, type names included.
     */
    @Override
    public int hashCode() {
        return (name.hashCode() * 31 + slot) * 31 + tailId;
    }

    /** A value of this slot may go through writeObject instead of its fast form. */
    public boolean mayTakeWriteObject() {
        return encoding.exactness() != null;
    }
}
