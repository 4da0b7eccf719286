package dev.fastserial.processor.model;

import java.util.List;

/**
 * How the externalizer of a record or immutable class rebuilds a value: the fields it read, in
 * the order the constructor takes them. A bean has none (it is created first and then filled).
 *
 * @param arguments the fields' names, in the constructor's parameter order
 * @param throwsChecked the constructor declares checked exceptions: the reader catches every
 *     {@code Exception} it throws, not only unchecked ones, to turn it into an InvalidObjectException
 * @param isRecord a record (its canonical constructor), not an immutable class
 */
public record Construction(List<String> arguments, boolean throwsChecked, boolean isRecord) {
    public Construction {
        arguments = List.copyOf(arguments);
    }
}
