package dev.fastserial.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import com.squareup.javapoet.JavaFile;
import dev.fastserial.FastSerial;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reproducible output across JDKs: the processor, run by the other installed JDK's javac (17 when
 * this test runs on 25, 25 when it runs on 17), generates byte-identical sources.
 */
class CrossJdkReproducibilityTest {
    private static final String[] JDKS = {"/usr/lib/jvm/temurin-25-jdk-amd64", "/usr/lib/jvm/java-17-openjdk-amd64"};
    private static final String[] RESOURCES = {
        "types/AllTypes.java", "types/Color.java", "types/Point.java", "types/Point3.java", "types/Node.java",
        "families/Containers.java", "families/Values.java", "families/Tree.java", "families/Box.java",
        "hierarchy/Animal.java", "hierarchy/Dog.java", "hierarchy/Pet.java", "hierarchy/Cat.java",
        "hierarchy/Customer.java", "lib/Entity.java", "odd/Clash.java",
    };

    @Test
    void theOtherJdksJavacGeneratesIdenticalSources(@TempDir Path dir) throws Exception {
        Path otherJdk = otherJdk();
        Assumptions.assumeTrue(otherJdk != null, "no second JDK installed");

        List<String> command = new ArrayList<>(List.of(otherJdk.resolve("bin/javac").toString(),
                "-proc:only", "-processor", FastSerialProcessor.class.getName(),
                "-processorpath", location(FastSerialProcessor.class) + File.pathSeparator + location(JavaFile.class),
                "-cp", location(FastSerial.class).toString(),
                "-s", dir.resolve("generated").toString(), "-d", dir.resolve("classes").toString()));
        List<JavaFileObject> sources = new ArrayList<>();
        for (String resource : RESOURCES) {
            Path file = dir.resolve("src").resolve(resource);
            Files.createDirectories(file.getParent());
            try (InputStream in = getClass().getClassLoader().getResourceAsStream("beans/" + resource)) {
                Files.copy(in, file);
            }
            command.add(file.toString());
            sources.add(JavaFileObjects.forResource("beans/" + resource));
        }
        Files.createDirectories(dir.resolve("generated"));
        Files.createDirectories(dir.resolve("classes"));
        Process javac = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(javac.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(javac.waitFor(2, TimeUnit.MINUTES));
        assertEquals(0, javac.exitValue(), output);

        CompiledBeans here = CompiledBeans.compile(sources.toArray(new JavaFileObject[0]));
        int compared = 0;
        try (Stream<Path> files = Files.walk(dir.resolve("generated"))) {
            for (Path generated : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                String name = dir.resolve("generated").relativize(generated).toString()
                        .replace(File.separatorChar, '.').replaceFirst("\\.java$", "");
                assertEquals(here.generatedSource(name), Files.readString(generated), name + " differs between JDKs");
                compared++;
            }
        }
        assertEquals(here.compilation().generatedSourceFiles().size(), compared);
    }

    /** A JDK other than the one running this test, or null. */
    private static Path otherJdk() throws IOException {
        Path running = Path.of(System.getProperty("java.home")).toRealPath();
        for (String candidate : JDKS) {
            Path jdk = Path.of(candidate);
            if (Files.isExecutable(jdk.resolve("bin/javac")) && !jdk.toRealPath().equals(running)) {
                return jdk;
            }
        }
        return null;
    }

    private static Path location(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
