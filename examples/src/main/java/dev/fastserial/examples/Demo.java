package dev.fastserial.examples;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Arrays;

/**
 * Serializes each article bean with default Java serialization and with the code fastserial
 * generated, and prints the sizes side by side.
 */
public final class Demo {
    private Demo() {}

    public static void main(String[] args) throws Exception {
        System.out.println("fastserial demo: one object per fresh ObjectOutputStream, as the articles measure");
        System.out.println();
        System.out.printf("%-22s %12s %12s %8s  %s%n", "bean", "Serializable", "fastserial", "ratio", "round trip");
        row("12-field bean", Samples.twelveFieldsPlain(), Samples.twelveFields());
        row("Employee", Samples.employeePlain(), Samples.employee());
        row("TestClass", Samples.testClassPlain(), Samples.testClass());
        row("Message", Samples.messagePlain(), Samples.message());
        System.out.println();
        System.out.println("12-field bean, hand-written Externalizable with null handling: "
                + Sizes.of(Samples.twelveFieldsHandWritten()) + " bytes");
        System.out.println("Generated sources: examples/target/generated-sources/annotations/dev/fastserial/examples/");
    }

    private static void row(String name, Object plain, Object generated) throws IOException, ClassNotFoundException {
        byte[] bytes = Sizes.serialize(generated);
        Object copy = new ObjectInputStream(new ByteArrayInputStream(bytes)).readObject();
        // Same object graph, same bytes: writing the copy again must give exactly what the original gave.
        boolean exact = Arrays.equals(bytes, Sizes.serialize(copy));
        int plainSize = Sizes.of(plain);
        System.out.printf("%-22s %12d %12d %7.2fx  %s%n", name, plainSize, bytes.length,
                (double) bytes.length / plainSize, exact ? "exact" : "DIFFERENT");
    }
}
