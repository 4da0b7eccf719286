package dev.fastserial;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a bean whose {@code writeExternal}/{@code readExternal} code is generated at compile time.
 *
 * <p>The fastserial annotation processor writes a class {@code <Name>Externalizer} next to the
 * bean (for a nested bean {@code Outer.Inner}: {@code Outer_InnerExternalizer}) with two public
 * static methods. The bean implements {@link java.io.Externalizable} and delegates to them:
 *
 * <pre>{@code
 * @FastSerial
 * public class Employee implements Externalizable {
 *     private String firstName;
 *     private Double salary;
 *     // getters and setters ...
 *
 *     public Employee() {}
 *
 *     @Override public void writeExternal(ObjectOutput out) throws IOException {
 *         EmployeeExternalizer.writeExternal(this, out);
 *     }
 *     @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
 *         EmployeeExternalizer.readExternal(this, in);
 *     }
 * }
 * }</pre>
 *
 * <p>Every non-static, non-transient field of the bean and of its superclasses is written; state
 * that cannot be written is a compile error, never silently dropped. The annotation has
 * {@code CLASS} retention: it is not needed at run time, but the processor still sees it on a
 * superclass compiled earlier (another module or a library jar), so superclass chaining works
 * across jars.
 *
 * <p>It also goes on a record, and on an immutable class (final fields set by one constructor,
 * see {@link SerialConstructor}): such a type implements {@link java.io.Serializable}, not
 * Externalizable, and declares {@code private Object writeReplace() { return new
 * PointExternalizer(this); }}. The generated {@code PointExternalizer} is then its serialization
 * proxy, which rebuilds it through its constructor on every read; inside other {@code @FastSerial}
 * types it is written inline through the proxy's static {@code write} and {@code read}.
 *
 * <p>Put it on a top-level class or a static nested class. javac never shows local (or anonymous)
 * classes to annotation processors, so on a class declared inside a method the annotation has no
 * effect at all: nothing is generated and nothing is reported, and a class that delegates to its
 * externalizer fails to compile with {@code cannot find symbol ... Outer_LocalExternalizer}. Move
 * such a class out of its method.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface FastSerial {
}
