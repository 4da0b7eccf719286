package dev.fastserial.examples.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Lombok's jar and the packaged processor jar on javac's command line (docs/getting-started.md, "With Lombok"): on
 * the processor path, in either order, a {@code @Data} bean compiles without a word; left on the
 * class path only (a Maven build whose annotationProcessorPaths name fastserial alone, or JDK 23+),
 * the bean has one error, the cause (FS128), on the class: not also the errors that missing
 * getters and setters give, which asked the user to write what Lombok should (issue 25, case 24).
 */
class LombokToolchainTest {
    private static Path lombokJar() {
        try {
            return Path.of(Class.forName("lombok.Data").getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (ReflectiveOperationException | java.net.URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    private static List<Path> account(String name) {
        Path src = Toolchain.freshDirectory(name + "-src");
        return List.of(Toolchain.write(src, "com/acme/Account.java", String.join("\n",
                "package com.acme;", "",
                "import dev.fastserial.FastSerial;",
                "import java.io.*;",
                "import lombok.Data;", "",
                "@FastSerial",
                "@Data",
                "public class Account implements Externalizable {",
                "    private static final long serialVersionUID = 1L;",
                "    private String owner;",
                "    private Long balance;", "",
                "    @Override public void writeExternal(ObjectOutput out) throws IOException {",
                "        AccountExternalizer.writeExternal(this, out);",
                "    }",
                "    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "        AccountExternalizer.readExternal(this, in);",
                "    }",
                "}", "")));
    }

    private static Toolchain.Result javac(String name, String processorPath) {
        return Toolchain.javac(name, List.of("-processorpath", processorPath,
                "-cp", Toolchain.annotationsJar() + File.pathSeparator + lombokJar(),
                "-Xlint:all,-processing,-serial", "-Werror"), account(name));
    }

    @Test
    void lombokOnTheProcessorPathInEitherOrder() {
        String processor = Toolchain.processorJar().toString();
        String lombok = lombokJar().toString();
        for (String path : List.of(lombok + File.pathSeparator + processor, processor + File.pathSeparator + lombok)) {
            Toolchain.Result javac = javac("javac-lombok-" + (path.startsWith(lombok) ? "first" : "second"), path)
                    .assertSuccess();
            assertEquals(List.of(), javac.problems(), javac.log());
            assertTrue(javac.generatedSources().get("com/acme/AccountExternalizer.java").contains("bean.getOwner()"));
        }
    }

    @Test
    void lombokOffTheProcessorPathIsNamedAsTheCause() {
        Toolchain.Result javac = javac("javac-lombok-missing", Toolchain.processorJar().toString());
        assertFalse(javac.success(), javac.log());
        List<Toolchain.Problem> errors = javac.errors();
        assertEquals(1, errors.size(), javac.log()); // the cause alone, not "no getter or setter" on owner and balance
        Toolchain.Problem cause = errors.get(0);
        assertEquals(9, cause.line(), javac.log()); // the class declaration
        assertTrue(cause.message().startsWith("Account: put Lombok on the processor path beside fastserial"),
                cause.message());
        assertTrue(cause.message().endsWith("[FS128]"), cause.message());
    }
}
