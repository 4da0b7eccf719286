package dev.fastserial.examples.values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/**
 * A generic record: its {@code value} holds a type variable. Where a field spells the type argument
 * ({@code Labeled<Money>}), the holder hands its fast form along, and the value goes inline like a
 * field of that type; at top level, or as {@code Labeled<?>}, it goes through writeObject.
 */
@FastSerial
public record Labeled<T>(String label, T value) implements Serializable {
    public Labeled {
        if (label == null || label.isBlank()) {
            throw new IllegalArgumentException("a label is required");
        }
    }

    private Object writeReplace() { return new LabeledExternalizer(this); }
}
