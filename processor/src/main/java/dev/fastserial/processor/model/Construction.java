package dev.fastserial.processor.model;

import java.util.List;

/**
 * How the externalizer of a record or immutable class rebuilds a value: the fields it read, in
 * the order the constructor takes them. A bean has none (it is created first and then filled).
 *
 * @param arguments the fields, in the constructor's parameter order, each as {@link #argument}: its
 *     declaring class's qualified name and its own, since a class's field may hide a superclass
 *     field of the same name that the constructor takes too (even in a class of the same simple name)
 * @param throwsChecked the constructor declares checked exceptions: the reader catches every
 *     {@code Exception} it throws, not only unchecked ones, to turn it into an InvalidObjectException
 * @param isRecord a record (its canonical constructor), not an immutable class
 */
public record Construction(List<String> arguments, boolean throwsChecked, boolean isRecord) {
    public Construction {
        arguments = List.copyOf(arguments);
    }

    /** How {@link #arguments} names a field: {@code pkg.Owner.name}, as its {@code FieldModel}'s declaring class and name. */
    public static String argument(String owner, String name) {
        return owner + "." + name;
    }
}
