package dev.fastserial;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the constructor through which fastserial rebuilds an immutable {@link FastSerial @FastSerial}
 * class (one that implements {@link java.io.Serializable}, not {@link java.io.Externalizable},
 * and whose written fields are all {@code final}).
 *
 * <p>Without the mark, fastserial uses the one constructor whose parameters are the class's
 * written fields by name and type, in any order. Mark a constructor when there are several, or
 * when one of the fields is a superclass field hidden by a field of the same name. The marked
 * constructor's parameters are matched to the fields by name, never by position (reordering the
 * fields' declarations changes nothing): each takes the field of its name, and a parameter named
 * after no field is a compile error, except that a hidden superclass field (which no parameter can
 * be named after) goes to the parameter of its type when it is the one hidden field of that type.
 * The generated reader reads the fields and calls this constructor, so its validation runs on every
 * read; what it throws becomes an {@link java.io.InvalidObjectException}.
 *
 * <pre>{@code
 * @FastSerial
 * public final class Money implements Serializable {
 *     private final long cents;
 *     private final String currency;
 *
 *     @SerialConstructor
 *     public Money(String currency, long cents) { ... }
 *     public Money(long cents, String currency) { ... }
 *
 *     private Object writeReplace() { return new MoneyExternalizer(this); }
 * }
 * }</pre>
 *
 * <p>A record is always rebuilt through its canonical constructor: marking one of its
 * constructors is a compile error. The annotation has {@code CLASS} retention: it is not needed
 * at run time.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.CONSTRUCTOR)
public @interface SerialConstructor {
}
