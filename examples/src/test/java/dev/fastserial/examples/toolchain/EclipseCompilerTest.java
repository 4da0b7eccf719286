package dev.fastserial.examples.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The Eclipse compiler path: ECJ's batch compiler ({@code org.eclipse.jdt:ecj}) with the packaged
 * processor jar over the example beans. Eclipse users get the same generated code, the same
 * wire format and the same compile errors as javac users.
 */
class EclipseCompilerTest {

    /** ECJ's command line; -cp must come before -processorpath (see {@link Toolchain#ecj}). */
    private static List<String> options() {
        return List.of("-17", "-cp", Toolchain.annotationsJar().toString(),
                "-processorpath", Toolchain.processorJar().toString(),
                "-Afastserial.lock=" + Toolchain.BASEDIR.resolve("fastserial.lock"), "-Afastserial.lock.frozen=true");
    }

    private static final class Beans {
        static final Toolchain.Result ECJ = Toolchain.ecj("ecj", options(), Toolchain.beanSources());
    }

    /** ECJ over the example beans, once for the tests that share it. */
    private static Toolchain.Result ecjBeans() {
        Toolchain.processorJar(); // skips the test here, not in the holder's initializer, when there is no jar
        return Beans.ECJ;
    }

    @Test
    void compilesTheBeansWithoutAProblem() {
        Toolchain.Result ecj = ecjBeans().assertSuccess();
        assertEquals(List.of(), ecj.problems(), ecj.log());
        for (String bean : Toolchain.beanNames()) {
            assertTrue(ecj.generatedSources().containsKey(bean.replace('.', '/') + "Externalizer.java"),
                    "ECJ generated no externalizer for " + bean + ":\n" + ecj.log());
        }
    }

    @Test
    void theCompiledBeansRoundTrip() throws IOException {
        try (URLClassLoader loader = ecjBeans().assertSuccess().loader()) {
            Toolchain.assertSamplesRoundTrip(loader);
        }
    }

    @Test
    void generatesExactlyTheSourcesJavacGenerates() {
        assertEquals(Toolchain.plainJavac().assertSuccess().generatedSources(), ecjBeans().assertSuccess().generatedSources());
    }

    /**
     * A package whose own {@code String} shadows java.lang's: the processor asks the compiler which
     * java.lang names there are (of java.base, or by listing java.lang), and ECJ answers as javac
     * does, so the generated code spells java.lang.String in full and compiles.
     */
    @Test
    void aClassShadowingAJavaLangNameInTheBeansPackage() {
        Path dir = Toolchain.freshDirectory("shadow-src");
        Path mine = Toolchain.write(dir, "com/acme/String.java", String.join("\n",
                "package com.acme;",
                "",
                "public class String implements java.io.Serializable {",
                "    private static final long serialVersionUID = 1L;",
                "}",
                ""));
        Path bean = Toolchain.writeBean(dir, "Shadowed",
                "java.lang.String name; // the generated file names no com.acme.String: only the package has one");
        List<String> noLock = List.of("-17", "-cp", Toolchain.annotationsJar().toString(),
                "-processorpath", Toolchain.processorJar().toString());
        Toolchain.Result ecj = Toolchain.ecj("ecj-shadow", noLock, List.of(mine, bean)).assertSuccess();
        assertEquals(List.of(), ecj.problems(), ecj.log());
        String generated = ecj.generatedSources().get("com/acme/ShadowedExternalizer.java");
        assertTrue(generated != null && generated.contains("java.lang.String name = bean.name;"), ecj.log());
    }

    /**
     * One compile error through both compilers: the same message on the same line of the same
     * file, once, and no generated class. (ECJ, unlike javac, also goes on to report that the
     * bean's calls to the externalizer that was not generated cannot be resolved.)
     */
    @Test
    void reportsTheSameErrorAsJavac() {
        Path dir = Toolchain.freshDirectory("broken-src");
        Path source = Toolchain.writeBean(dir, "Broken", "Thread worker;");
        Toolchain.Result javac = Toolchain.javac("javac-broken", Toolchain.plainOptions(), List.of(source));
        Toolchain.Result ecj = Toolchain.ecj("ecj-broken", options(), List.of(source));
        assertFalse(javac.success(), javac.log());
        assertFalse(ecj.success(), ecj.log());

        assertEquals(1, javac.errors().size(), javac.log());
        Toolchain.Problem error = javac.errors().get(0);
        assertEquals(new Toolchain.Problem("error", "Broken.java", 13, error.message()), error);
        assertTrue(error.message().contains("'worker'") && error.message().contains("Thread"), error.message());

        List<Toolchain.Problem> fromProcessor = ecj.errors().stream()
                .filter(p -> !p.message().equals("BrokenExternalizer cannot be resolved"))
                .collect(Collectors.toList());
        assertEquals(List.of(error), fromProcessor, ecj.log());
        assertTrue(javac.generatedSources().isEmpty(), javac.generatedSources().keySet().toString());
        assertTrue(ecj.generatedSources().isEmpty(), ecj.generatedSources().keySet().toString());
    }
}
