package dev.fastserial;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares that a field is never null, so it needs no presence bit.
 *
 * <p>fastserial treats every annotation whose simple name is {@code NonNull}, {@code NotNull} or
 * {@code Nonnull} the same way, whatever its package (Lombok, JSR-305, Jakarta Validation,
 * Checker Framework, JetBrains...); this one is for projects that use none of those. Writing a
 * bean whose non-null field holds null fails with a {@link NullPointerException} naming the class
 * and the field.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface NonNull {
}
