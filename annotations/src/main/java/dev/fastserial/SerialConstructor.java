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
 * written fields by name and type, in any order. Mark a constructor when there is no such
 * constructor (its parameters have other names: they must then be the fields' types in the
 * order the fields are declared, superclass fields first) or when there are several. The
 * generated reader reads the fields and calls this constructor, so its validation runs on every
 * read; what it throws becomes an {@link java.io.InvalidObjectException}.
 *
 * <pre>{@code
 * @FastSerial
 * public final class Money implements Serializable {
 *     private final long cents;
 *     private final String currency;
 *
 *     @SerialConstructor
 *     public Money(long amountInCents, String currencyCode) { ... }
 *     public Money(String currency, long cents) { ... }
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
