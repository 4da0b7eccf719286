package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayOutputStream;
import java.io.InvalidClassException;
import java.io.ObjectInput;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, cases 04c and 15: a subclass of a {@code @FastSerial} bean that is not itself
 * {@code @FastSerial} inherits its parent's writeExternal and readExternal, which know nothing of
 * its own fields. One the processor cannot see (compiled elsewhere, a local or anonymous class)
 * is refused at run time by the generated code, on both paths, instead of silently losing its
 * fields; a {@code @FastSerial} subclass (chained) and the bean itself still go through.
 */
class SubclassRefusalTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                BeanSources.bean("sub", "Employee", "public class Employee implements Externalizable",
                        "String name;", "public Employee() {}"),
                BeanSources.bean("sub", "Manager", "public class Manager extends Employee", "int reports;",
                        "public Manager() {}"),
                BeanSources.bean("sub", "Shape", "public abstract class Shape implements Externalizable",
                        "String color;"),
                BeanSources.bean("sub", "Circle", "public class Circle extends Shape", "double radius;",
                        "public Circle() {}"),
                BeanSources.bean("sub", "Point", "public final class Point implements Externalizable",
                        "int x;", "public Point() {}"),
                BeanSources.bean("sub", "Team", "public final class Team implements Externalizable",
                        "Employee lead;", "public Team() {}"),
                // Subclasses the processor never sees: classes of a method (as from a module built without it).
                JavaFileObjects.forSourceString("sub.Elsewhere", "package sub;\n"
                        + "public class Elsewhere {\n"
                        + "    public static Employee clerk() {\n"
                        + "        class Clerk extends Employee {\n"
                        + "            int desk = 7;\n"
                        + "            public Clerk() {}\n"
                        + "        }\n"
                        + "        Clerk c = new Clerk();\n"
                        + "        c.name = \"Grace\";\n"
                        + "        return c;\n"
                        + "    }\n"
                        + "    public static Shape square() {\n"
                        + "        class Square extends Shape {\n"
                        + "            double side = 2;\n"
                        + "            public Square() {}\n"
                        + "        }\n"
                        + "        Square s = new Square();\n"
                        + "        s.color = \"red\";\n"
                        + "        return s;\n"
                        + "    }\n"
                        + "    public static Employee temp() {\n"
                        + "        return new Employee() { { name = \"Ada\"; } };\n"
                        + "    }\n"
                        + "}\n"));
    }

    private static Object call(String type, String method) throws Exception {
        return beans.load(type).getMethod(method).invoke(null);
    }

    /** Written through a real ObjectOutputStream: the exception the generated code threw. */
    private static InvalidClassException jdkWriteFails(Object bean) {
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> Streams.serialize(bean));
        assertThat(e.getCause()).isInstanceOf(InvalidClassException.class);
        return (InvalidClassException) e.getCause();
    }

    private static void assertNamesTheSubclass(InvalidClassException e, Object bean, String parent) {
        assertEquals(bean.getClass().getName(), e.classname);
        assertThat(e.getMessage()).contains("is not @FastSerial, but extends the @FastSerial class " + parent);
        assertThat(e.getMessage()).contains("annotate " + bean.getClass().getName() + " with @FastSerial");
    }

    @Test
    void aSubclassOfAConcreteBeanIsRefusedOnTheJdkPath() throws Exception {
        Object clerk = call("sub.Elsewhere", "clerk");
        assertNamesTheSubclass(jdkWriteFails(clerk), clerk, "sub.Employee");
    }

    @Test
    void aSubclassOfAnAbstractBeanIsRefusedOnTheJdkPath() throws Exception {
        Object square = call("sub.Elsewhere", "square");
        assertNamesTheSubclass(jdkWriteFails(square), square, "sub.Shape");
    }

    @Test
    void anAnonymousSubclassIsRefused() throws Exception {
        Object temp = call("sub.Elsewhere", "temp");
        assertNamesTheSubclass(jdkWriteFails(temp), temp, "sub.Employee");
    }

    /**
     * FastBytes refuses such a class at the top (it has no externalizer); in a field, it hands it to
     * Java serialization, which calls the inherited writeExternal.
     */
    @Test
    void aSubclassIsRefusedOnTheDirectPath() throws Exception {
        Object clerk = call("sub.Elsewhere", "clerk");
        IllegalArgumentException top = assertThrows(IllegalArgumentException.class, () -> FastBytes.toBytes(clerk));
        assertThat(top.getMessage()).contains(clerk.getClass().getName() + " is not a public concrete class");
        Object team = set(beans.newInstance("sub.Team"), "lead", clerk);
        Exception e = assertThrows(Exception.class, () -> FastBytes.toBytes(team));
        Throwable cause = e;
        while (cause != null && !(cause instanceof InvalidClassException)) {
            cause = cause.getCause();
        }
        assertThat(cause).isNotNull();
        assertNamesTheSubclass((InvalidClassException) cause, clerk, "sub.Employee");
        assertNamesTheSubclass(jdkWriteFails(team), clerk, "sub.Employee");
    }

    /** A stream that names such a subclass (written before the check, or by hand) is refused too. */
    @Test
    void readingIntoASubclassIsRefused() throws Exception {
        Object clerk = call("sub.Elsewhere", "clerk");
        Method read = beans.load("sub.EmployeeExternalizer").getMethod("readExternal", beans.load("sub.Employee"),
                ObjectInput.class);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new ObjectOutputStream(bytes).close();
        InvocationTargetException e = assertThrows(InvocationTargetException.class,
                () -> read.invoke(null, clerk, Streams.input(bytes.toByteArray(), beans.loader())));
        assertThat(e.getCause()).isInstanceOf(InvalidClassException.class);
        assertNamesTheSubclass((InvalidClassException) e.getCause(), clerk, "sub.Employee");
    }

    @Test
    void annotatedSubclassesAndTheBeansThemselvesStillRoundTrip() {
        Object manager = set(set(beans.newInstance("sub.Manager"), "name", "Grace"), "reports", 7);
        Object circle = set(set(beans.newInstance("sub.Circle"), "color", "red"), "radius", 2.5);
        Object employee = set(beans.newInstance("sub.Employee"), "name", "Ada");
        Object point = set(beans.newInstance("sub.Point"), "x", 3);
        for (Object bean : new Object[] {manager, circle, employee, point}) {
            Object jdk = Streams.roundTrip(bean);
            Object direct = Direct.roundTrip(bean);
            for (Object copy : new Object[] {jdk, direct}) {
                assertEquals(bean.getClass(), copy.getClass());
            }
        }
        assertEquals(7, get(Streams.roundTrip(manager), "reports"));
        assertEquals("Grace", get(Direct.roundTrip(manager), "name"));
        assertEquals(2.5, get(Streams.roundTrip(circle), "radius"));
        assertEquals("red", get(Direct.roundTrip(circle), "color"));
    }

    /** A final bean can have no subclass: its externalizer checks nothing. */
    @Test
    void aFinalBeansExternalizerHasNoCheck() {
        assertThat(beans.generatedSource("sub.PointExternalizer")).doesNotContain("getClass()");
        assertThat(beans.generatedSource("sub.EmployeeExternalizer"))
                .contains("if (bean.getClass() != Employee.class) throw notGeneratedFor(bean, Employee.class);");
    }
}
