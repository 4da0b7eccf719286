package dev.fastserial.examples.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The example beans and their generated code compiled for the oldest release users may target
 * ({@code --release 8}) and the newest the running JDK knows, with every lint on and warnings as
 * errors, then loaded and round-tripped.
 */
class ReleaseTest {

    static Stream<Integer> releases() {
        return Stream.of(8, Runtime.version().feature());
    }

    @ParameterizedTest(name = "--release {0}")
    @MethodSource("releases")
    void beansAndGeneratedCodeCompileWithoutAWarningAndRoundTrip(int release) throws IOException {
        Toolchain.Result javac = Toolchain.javac("javac-release-" + release, Toolchain.plainOptions(
                "--release", Integer.toString(release),
                // options: javac 17+ warns that release 8 is obsolete; serial: JDK 21+ flags the articles' own fields.
                "-Xlint:all,-options,-processing,-serial", "-Werror"), Toolchain.beanSources()).assertSuccess();
        assertEquals(List.of(), javac.problems(), javac.log());

        List<Path> classFiles;
        try (Stream<Path> files = Files.walk(javac.classes())) {
            classFiles = files.filter(p -> p.toString().endsWith(".class")).collect(Collectors.toList());
        }
        assertTrue(classFiles.stream().anyMatch(p -> p.getFileName().toString().equals("EmployeeExternalizer.class")),
                classFiles.toString());
        for (Path classFile : classFiles) {
            assertEquals(44 + release, Toolchain.classFileMajorVersion(classFile), classFile.toString());
        }
        String employee = javac.generatedSources().get("dev/fastserial/examples/EmployeeExternalizer.java");
        assertTrue(employee.contains(release == 8 ? "import javax.annotation.Generated;"
                : "import javax.annotation.processing.Generated;"), employee);

        try (URLClassLoader loader = javac.loader()) {
            Toolchain.assertSamplesRoundTrip(loader);
        }
    }
}
