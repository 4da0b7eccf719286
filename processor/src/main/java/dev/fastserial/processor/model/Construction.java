package dev.fastserial.processor.model;

import java.util.List;
import java.util.Set;

/**
 * How the externalizer of a record, immutable or mixed class rebuilds a value: the fields it read,
 * in the order the constructor takes them. Every other field of a mixed class is restored after
 * the constructor, as a bean's are (its setter, the field, or a final container filled in place),
 * and so is every field the constructor takes that is not final ({@link #notFinal}): a value set
 * after construction is not the constructor's to change. A bean has none (it is created first and
 * then filled).
 *
 * @param arguments the fields, in the constructor's parameter order, each as {@link #argument}: its
 *     declaring class's qualified name and its own, since a class's field may hide a superclass
 *     field of the same name that the constructor takes too (even in a class of the same simple name)
 * @param throwsChecked the constructor declares checked exceptions: the reader catches every
 *     {@code Exception} it throws, not only unchecked ones, to turn it into an InvalidObjectException
 * @param isRecord a record (its canonical constructor), not an immutable or mixed class
 * @param widened the arguments whose parameter is declared with a supertype of the field's type
 *     ({@code Collection<String>} for a {@code Set<String>}): what the constructor made of the value
 *     is compared with the value after construction
 * @param notFinal the arguments whose field is not final: set again after the constructor (its setter
 *     or the field), since the object may have got another value than the constructor made of it (an
 *     e-mail set as given where the constructor lower-cases); where neither can be reached, what the
 *     constructor made is compared with what was read
 */
public record Construction(List<String> arguments, boolean throwsChecked, boolean isRecord, Set<String> widened,
                           Set<String> notFinal) {
    public Construction {
        arguments = List.copyOf(arguments);
        widened = Set.copyOf(widened);
        notFinal = Set.copyOf(notFinal);
    }

    public Construction(List<String> arguments, boolean throwsChecked, boolean isRecord) {
        this(arguments, throwsChecked, isRecord, Set.of(), Set.of());
    }

    /** How {@link #arguments} names a field: {@code pkg.Owner.name}, as its {@code FieldModel}'s declaring class and name. */
    public static String argument(String owner, String name) {
        return owner + "." + name;
    }

    /** Whether the constructor takes {@code field}; every other field of the class is restored after it. */
    public boolean takes(FieldModel field) {
        return arguments.contains(argument(field.declaringClass(), field.name()));
    }

    /** Whether the constructor takes {@code field} and it is not final (see {@link #notFinal}). */
    public boolean takesNotFinal(FieldModel field) {
        return notFinal.contains(argument(field.declaringClass(), field.name()));
    }

    /** Whether {@code field}'s parameter is wider than the field (see {@link #widened}). */
    public boolean widens(FieldModel field) {
        return widened.contains(argument(field.declaringClass(), field.name()));
    }
}
