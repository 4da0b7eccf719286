package dev.fastserial.examples.toolchain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.testing.DeepEquals;
import dev.fastserial.testing.Streams;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Records and immutable classes through the toolchains (issue 11), with the packaged processor
 * jar: the examples' values (a Money record and a Percent class in an Invoice bean) at the
 * records' own minimum ({@code --release 16}) and the running JDK's release, every lint on and
 * warnings as errors; an immutable class and a bean using it at {@code --release 8}; and the
 * Eclipse compiler, which must generate the same sources and report the same errors as javac.
 */
class ValueTypesToolchainTest {
    static final String PACKAGE = "dev.fastserial.examples.values";
    static final Path VALUES = Toolchain.BEANS.resolve("values");

    static List<Path> valueSources() {
        try (Stream<Path> files = Files.list(VALUES)) {
            return files.filter(p -> p.toString().endsWith(".java")).sorted().collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<Integer> releases() {
        return Stream.of(16, Runtime.version().feature());
    }

    private static final String LINT = "-Xlint:all,-options,-processing,-serial";

    @ParameterizedTest(name = "--release {0}")
    @MethodSource("releases")
    void recordsCompileAtTheirOwnMinimumWithoutAWarningAndRoundTrip(int release) throws Exception {
        Toolchain.Result javac = Toolchain.javac("javac-values-" + release, Toolchain.plainOptions(
                "--release", Integer.toString(release), LINT, "-Werror"), valueSources()).assertSuccess();
        assertEquals(List.of(), javac.problems(), javac.log());
        Path money = javac.classes().resolve("dev/fastserial/examples/values/MoneyExternalizer.class");
        assertEquals(44 + release, Toolchain.classFileMajorVersion(money));
        try (URLClassLoader loader = javac.loader()) {
            assertInvoiceRoundTrips(loader);
        }
    }

    /** An immutable class needs nothing newer than Java 8, nor does its generated code. */
    @Test
    void immutableClassesCompileAtRelease8() throws Exception {
        Path dir = Toolchain.freshDirectory("release-8-values-src");
        Path fee = Toolchain.write(dir, "dev/fastserial/examples/values/Fee.java", String.join("\n",
                "package dev.fastserial.examples.values;",
                "",
                "import dev.fastserial.FastSerial;",
                "import java.io.Externalizable;",
                "import java.io.IOException;",
                "import java.io.ObjectInput;",
                "import java.io.ObjectOutput;",
                "import java.util.List;",
                "",
                "@FastSerial",
                "public class Fee implements Externalizable {",
                "    private static final long serialVersionUID = 1L;",
                "    public Percent rate;",
                "    public List<Percent> steps;",
                "    public Percent[] caps;",
                "",
                "    public Fee() {",
                "    }",
                "",
                "    @Override",
                "    public void writeExternal(ObjectOutput out) throws IOException {",
                "        FeeExternalizer.writeExternal(this, out);",
                "    }",
                "",
                "    @Override",
                "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "        FeeExternalizer.readExternal(this, in);",
                "    }",
                "}",
                ""));
        List<String> options = new ArrayList<>(List.of("-processorpath", Toolchain.processorJar().toString(),
                "-cp", Toolchain.annotationsJar().toString(), "--release", "8", LINT, "-Werror"));
        Toolchain.Result javac = Toolchain.javac("javac-values-release-8", options,
                List.of(VALUES.resolve("Percent.java"), fee)).assertSuccess();
        assertEquals(List.of(), javac.problems(), javac.log());
        assertEquals(52, Toolchain.classFileMajorVersion(
                javac.classes().resolve("dev/fastserial/examples/values/PercentExternalizer.class")));
        try (URLClassLoader loader = javac.loader()) {
            Class<?> percent = loader.loadClass(PACKAGE + ".Percent");
            Object rate = percent.getConstructor(int.class).newInstance(250);
            Object feeValue = loader.loadClass(PACKAGE + ".Fee").getConstructor().newInstance();
            Object[] caps = (Object[]) java.lang.reflect.Array.newInstance(percent, 2);
            caps[1] = percent.getConstructor(int.class).newInstance(10_000);
            feeValue.getClass().getField("rate").set(feeValue, rate);
            feeValue.getClass().getField("steps").set(feeValue, new ArrayList<>(List.of(rate, rate)));
            feeValue.getClass().getField("caps").set(feeValue, caps);
            DeepEquals.assertDeepEqualsIgnoringSharing(feeValue, Streams.roundTrip(feeValue));
            DeepEquals.assertDeepEquals(rate, Streams.roundTrip(rate));
        }
    }

    private static List<String> ecjOptions() {
        return List.of("-17", "-cp", Toolchain.annotationsJar().toString(),
                "-processorpath", Toolchain.processorJar().toString(),
                "-Afastserial.lock=" + Toolchain.BASEDIR.resolve("fastserial.lock"), "-Afastserial.lock.frozen=true");
    }

    @Test
    void eclipseCompilesTheValuesAsJavacDoes() throws Exception {
        Toolchain.processorJar();
        Toolchain.Result ecj = Toolchain.ecj("ecj-values", ecjOptions(), valueSources()).assertSuccess();
        assertEquals(List.of(), ecj.problems(), ecj.log());
        Toolchain.Result javac = Toolchain.javac("javac-values-plain", Toolchain.plainOptions(), valueSources()).assertSuccess();
        assertEquals(javac.generatedSources(), ecj.generatedSources());
        try (URLClassLoader loader = ecj.loader()) {
            assertInvoiceRoundTrips(loader);
        }
    }

    /**
     * Issue 27's mixed classes of the examples (AppUser, WebSession, Pet and its kin): the Eclipse
     * compiler, which gives processors no syntax trees (so no getter body is read), generates the same
     * sources as javac, and a Pet of its classes round-trips with its visits filled in place.
     */
    @Test
    void eclipseCompilesTheMixedClassesAsJavacDoes() throws Exception {
        List<Path> sources;
        try (Stream<Path> files = Files.list(Toolchain.BEANS.resolve("mixed"))) {
            sources = files.filter(p -> p.toString().endsWith(".java")).sorted().collect(Collectors.toList());
        }
        Toolchain.Result ecj = Toolchain.ecj("ecj-mixed", ecjOptions(), sources).assertSuccess();
        assertEquals(List.of(), ecj.problems(), ecj.log());
        Toolchain.Result javac = Toolchain.javac("javac-mixed", Toolchain.plainOptions(LINT, "-Werror"), sources)
                .assertSuccess();
        assertEquals(javac.generatedSources(), ecj.generatedSources());
        try (URLClassLoader loader = ecj.loader()) {
            Object pet = loader.loadClass("dev.fastserial.examples.mixed.Pet").getConstructor().newInstance();
            Object visit = loader.loadClass("dev.fastserial.examples.mixed.Visit").getConstructor().newInstance();
            visit.getClass().getMethod("setDescription", String.class).invoke(visit, "check-up");
            pet.getClass().getMethod("addVisit", visit.getClass()).invoke(pet, visit);
            Object copy = Streams.roundTrip(pet);
            DeepEquals.assertDeepEquals(pet, copy);
            assertEquals(1, ((java.util.Collection<?>) copy.getClass().getMethod("getVisits").invoke(copy)).size());
        }
    }

    /**
     * A record's error, through both compilers: the same message, once, nothing generated; javac
     * puts it on the component's line. ECJ (3.46) gives a record, its components and its implicit
     * fields no source position in processors' messages, so it prints the message without a file
     * and line (explicitly declared members, like writeReplace, keep theirs).
     */
    @Test
    void eclipseReportsARecordsErrorsAsJavacDoes() {
        Path dir = Toolchain.freshDirectory("broken-record-src");
        Path source = Toolchain.write(dir, "com/acme/Job.java", String.join("\n",
                "package com.acme;",
                "",
                "import dev.fastserial.FastSerial;",
                "import java.io.Serializable;",
                "",
                "@FastSerial",
                "public record Job(String name,",
                "        Thread worker) implements Serializable {",
                "    private Object writeReplace() {",
                "        return new JobExternalizer(this);",
                "    }",
                "}",
                ""));
        List<String> javacOptions = List.of("-processorpath", Toolchain.processorJar().toString(),
                "-cp", Toolchain.annotationsJar().toString());
        Toolchain.Result javac = Toolchain.javac("javac-broken-record", javacOptions, List.of(source));
        Toolchain.Result ecj = Toolchain.ecj("ecj-broken-record", List.of("-17", "-cp", Toolchain.annotationsJar().toString(),
                "-processorpath", Toolchain.processorJar().toString()), List.of(source));
        assertFalse(javac.success(), javac.log());
        assertFalse(ecj.success(), ecj.log());
        assertEquals(1, javac.errors().size(), javac.log());
        Toolchain.Problem error = javac.errors().get(0);
        assertEquals(new Toolchain.Problem("error", "Job.java", 8, error.message()), error);
        assertTrue(error.message().contains("[FS219]"), error.message());
        assertEquals(List.of("JobExternalizer cannot be resolved to a type"),
                ecj.errors().stream().map(Toolchain.Problem::message).collect(Collectors.toList()), ecj.log());
        assertEquals(1, ecj.log().lines().filter(l -> l.endsWith("ERROR: " + error.message())).count(), ecj.log());
        assertTrue(javac.generatedSources().isEmpty() && ecj.generatedSources().isEmpty());
    }

    /**
     * An Invoice built in {@code loader}'s classes round-trips, and gives the bytes the classes
     * Maven compiled give: one wire format whatever compiled it.
     */
    static void assertInvoiceRoundTrips(ClassLoader loader) throws Exception {
        Object invoice = invoice(loader);
        Object copy = Streams.roundTrip(invoice);
        DeepEquals.assertDeepEquals(invoice, copy);
        assertArrayEquals(Streams.serialize(invoice(ValueTypesToolchainTest.class.getClassLoader())),
                Streams.serialize(invoice));
        Object money = money(loader, 5, "USD");
        DeepEquals.assertDeepEquals(money, Streams.roundTrip(money));
    }

    private static Object money(ClassLoader loader, long cents, String currency) throws Exception {
        return loader.loadClass(PACKAGE + ".Money").getConstructor(long.class, String.class).newInstance(cents, currency);
    }

    private static Object invoice(ClassLoader loader) throws Exception {
        Class<?> moneyClass = loader.loadClass(PACKAGE + ".Money");
        Class<?> percentClass = loader.loadClass(PACKAGE + ".Percent");
        Object vat = percentClass.getConstructor(int.class).newInstance(1_900);
        return loader.loadClass(PACKAGE + ".Invoice").getConstructor(String.class, moneyClass, List.class, percentClass)
                .newInstance("2026-0042", money(loader, 11_900, "EUR"),
                        new ArrayList<>(List.of(money(loader, 9_000, "EUR"), money(loader, 1_000, "EUR"))), vat);
    }
}
