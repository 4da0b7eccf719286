package dev.fastserial.examples.toolchain;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Collections;
import java.util.List;
import java.util.ServiceLoader;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import javax.annotation.processing.Processor;
import org.junit.jupiter.api.Test;

/**
 * The packaged processor jar, as a build tool gets it: self-contained (JavaPoet inside, relocated),
 * registered for javac's service discovery, and declared to Gradle as an isolating processor.
 */
class ProcessorJarTest {

    private static List<String> entries() throws IOException {
        try (JarFile jar = new JarFile(Toolchain.processorJar().toFile())) {
            return Collections.list(jar.entries()).stream().map(JarEntry::getName).collect(Collectors.toList());
        }
    }

    /** The entry's lines without comments and blanks, as ServiceLoader and Gradle read them. */
    private static List<String> lines(String entry) throws IOException {
        try (JarFile jar = new JarFile(Toolchain.processorJar().toFile())) {
            JarEntry e = jar.getJarEntry(entry);
            assertNotNull(e, entry + " is missing from " + Toolchain.processorJar());
            try (InputStream in = jar.getInputStream(e)) {
                return new String(in.readAllBytes(), UTF_8).lines()
                        .map(l -> l.replaceAll("#.*", "").trim())
                        .filter(l -> !l.isEmpty())
                        .collect(Collectors.toList());
            }
        }
    }

    @Test
    void javaPoetIsInsideAndRelocated() throws IOException {
        List<String> entries = entries();
        List<String> unrelocated = entries.stream().filter(e -> e.startsWith("com/squareup/")).collect(Collectors.toList());
        assertEquals(List.of(), unrelocated, "unrelocated JavaPoet classes clash with the user's own JavaPoet");
        assertTrue(entries.contains("dev/fastserial/processor/shaded/javapoet/JavaFile.class"),
                "relocated JavaPoet missing: the jar is not self-contained");
    }

    @Test
    void everyClassLivesUnderTheProcessorPackage() throws IOException {
        List<String> strays = entries().stream()
                .filter(e -> e.endsWith(".class") && !e.startsWith("dev/fastserial/processor/"))
                .collect(Collectors.toList());
        assertEquals(List.of(), strays, "classes outside dev/fastserial/processor/ can clash on a user's processor path");
    }

    @Test
    void registeredForJavacServiceDiscovery() throws IOException {
        assertEquals(List.of(Toolchain.PROCESSOR), lines("META-INF/services/javax.annotation.processing.Processor"));
    }

    @Test
    void declaredIsolatingForGradleIncrementalCompilation() throws IOException {
        assertEquals(List.of(Toolchain.PROCESSOR + ",isolating"),
                lines("META-INF/gradle/incremental.annotation.processors"));
    }

    @Test
    void serviceLoaderFindsTheProcessorInTheJarAlone() throws IOException {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {Toolchain.processorJar().toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            List<Processor> processors = ServiceLoader.load(Processor.class, loader).stream()
                    .map(ServiceLoader.Provider::get).collect(Collectors.toList());
            assertEquals(1, processors.size());
            Processor processor = processors.get(0);
            assertEquals(Toolchain.PROCESSOR, processor.getClass().getName());
            assertEquals(loader, processor.getClass().getClassLoader());
            assertEquals(java.util.Set.of(Toolchain.ANNOTATION), processor.getSupportedAnnotationTypes());
        }
    }
}
