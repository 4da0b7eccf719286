package dev.fastserial.examples.mixed;

import dev.fastserial.FastSerial;

/** PetClinic's pet type: no field of its own, no constructor. */
@FastSerial
public class PetType extends NamedEntity {
    private static final long serialVersionUID = 1L;

    private Object writeReplace() { return new PetTypeExternalizer(this); }
}
