package dev.fastserial;

import java.io.Serializable;

/**
 * Stands for a fastserial bean inside a Java-serialized value of a direct-path message: the
 * bean's handle in the message, and its class name the first time (its body follows the Java
 * value). Lets a bean reached both from fastserial fields and from inside a Java-serialized
 * value stay one object. An allow-list serial filter must accept this class
 * ({@code dev.fastserial.BeanToken}) where beans sit inside such values.
 */
final class BeanToken implements Serializable {
    private static final long serialVersionUID = 1L;

    final int handle;
    /** The bean's class when this is its first appearance in the message, else null. */
    final String className;

    BeanToken(int handle, String className) {
        this.handle = handle;
        this.className = className;
    }
}
