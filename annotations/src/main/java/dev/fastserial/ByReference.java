package dev.fastserial;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Writes a field holding another {@link FastSerial @FastSerial} bean by reference through the
 * stream ({@code ObjectOutput.writeObject}) instead of inline.
 *
 * <p>fastserial already does this by itself when the bean's type graph can reach itself (an
 * {@code Employee supervisor}). Use the annotation when two fields, or two beans in one stream,
 * may share one instance that must stay shared after reading: inline beans are copied, beans
 * written by reference keep Java serialization's identity semantics. It costs a class descriptor
 * the first time the class appears in a stream and a handle after that.
 *
 * <p>On a collection, map or array of beans ({@code List<Player>}), the beans in it go by
 * reference; the container itself is still copied. On a type that holds no {@code @FastSerial}
 * bean ({@code ArrayList<String>}, {@code int[]}) or that goes through {@code writeObject} anyway
 * ({@code Object}) it would change nothing, and is a compile error rather than silently ignored:
 * fastserial copies values that are not beans, as hand-written {@code Externalizable} code does.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface ByReference {
}
