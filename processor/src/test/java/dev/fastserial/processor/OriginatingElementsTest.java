package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import com.google.testing.compile.JavaFileObjects;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What Gradle's incremental compilation relies on for an {@code isolating} processor (as
 * META-INF/gradle/incremental.annotation.processors declares): every generated file names exactly
 * one originating element, its own bean, and what it generates for a bean does not change when
 * only that bean is recompiled and the others come from class files.
 */
class OriginatingElementsTest {

    @TempDir
    Path tmp;

    private static JavaFileObject bean(String pkg, String name, String header, String... body) {
        return BeanSources.bean(pkg, name, header, body);
    }

    private static final JavaFileObject PERSON = bean("com.acme", "Person",
            "public class Person implements Externalizable",
            "String name;", "Date born;", "public Person() {}");
    private static final JavaFileObject TEAM = bean("com.acme", "Team",
            "public class Team implements Externalizable",
            "Person lead;", "List<Person> members;", "Person[] alumni;", "public Team() {}");
    private static final JavaFileObject NODE = bean("com.acme", "Node",
            "public class Node implements Externalizable",
            "int value;", "Node next;", "public Node() {}");
    private static final JavaFileObject BASE = bean("com.acme", "Base",
            "public class Base implements Externalizable",
            "long id;", "public Base() {}");
    private static final JavaFileObject DERIVED = bean("com.acme", "Derived",
            "public class Derived extends Base",
            "String label;", "public Derived() {}");
    private static final JavaFileObject REMOTE = bean("com.acme.other", "Remote",
            "public class Remote implements Externalizable",
            "com.acme.Person owner;", "public Remote() {}");
    private static final JavaFileObject OUTER = JavaFileObjects.forSourceString("com.acme.Outer", String.join("\n",
            "package com.acme;",
            "import dev.fastserial.*;",
            "import java.io.*;",
            "public class Outer {",
            "    @FastSerial",
            "    public static class Inner implements Externalizable {",
            "        int x;",
            "        public Inner() {}",
            "        public void writeExternal(ObjectOutput out) throws IOException { Outer_InnerExternalizer.writeExternal(this, out); }",
            "        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { Outer_InnerExternalizer.readExternal(this, in); }",
            "    }",
            "}",
            ""));
    private static final JavaFileObject BROKEN = bean("com.acme", "Broken",
            "public class Broken implements Externalizable",
            "Thread worker;", "Person person;", "public Broken() {}");

    private static RecordingProcessor recorder() {
        return new RecordingProcessor(new FastSerialProcessor());
    }

    /** Generated file name -> its originating elements, in creation order. */
    private static Map<String, List<String>> origins(RecordingProcessor recorder) {
        Map<String, List<String>> origins = new LinkedHashMap<>();
        for (RecordingProcessor.Created created : recorder.created()) {
            assertThat(origins).doesNotContainKey(created.name());
            origins.put(created.name(), created.originatingElements());
        }
        return origins;
    }

    @Test
    void everyGeneratedFileHasExactlyItsBeanAsOriginatingElement() {
        RecordingProcessor recorder = recorder();
        Compilation compilation = javac().withProcessors(recorder)
                .compile(PERSON, TEAM, NODE, BASE, DERIVED, REMOTE, OUTER);
        CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
        assertThat(origins(recorder)).containsExactly(
                "com.acme.PersonExternalizer", List.of("com.acme.Person"),
                "com.acme.TeamExternalizer", List.of("com.acme.Team"),
                "com.acme.NodeExternalizer", List.of("com.acme.Node"),
                "com.acme.BaseExternalizer", List.of("com.acme.Base"),
                "com.acme.DerivedExternalizer", List.of("com.acme.Derived"),
                "com.acme.other.RemoteExternalizer", List.of("com.acme.other.Remote"),
                "com.acme.Outer_InnerExternalizer", List.of("com.acme.Outer.Inner"));
        // Nothing else is written through the Filer than what the recorder saw.
        assertThat(compilation.generatedSourceFiles()).hasSize(7);
    }

    @Test
    void aBeanWithErrorsGetsNoFileAndTheOthersKeepTheirOwnOrigin() {
        RecordingProcessor recorder = recorder();
        Compilation compilation = javac().withProcessors(recorder).compile(PERSON, TEAM, BROKEN);
        CompilationSubject.assertThat(compilation).hadErrorCount(1);
        assertThat(origins(recorder)).containsExactly(
                "com.acme.PersonExternalizer", List.of("com.acme.Person"),
                "com.acme.TeamExternalizer", List.of("com.acme.Team"));
    }

    /**
     * Gradle recompiles only the beans that changed: the others then come from class files (the
     * annotation has CLASS retention, so a superclass is still seen as {@code @FastSerial}). What
     * is generated for the recompiled bean must not depend on that.
     */
    @Test
    void recompilingOneBeanAloneGeneratesTheSameFile() {
        Compilation all = javac().withProcessors(new FastSerialProcessor()).compile(PERSON, TEAM, NODE, BASE, DERIVED);
        CompilationSubject.assertThat(all).succeeded();
        File classes = writeClasses(all, tmp.resolve("classes"));
        File annotations = location(dev.fastserial.FastSerial.class);

        for (JavaFileObject changed : List.of(TEAM, DERIVED, NODE)) {
            RecordingProcessor recorder = recorder();
            Compilation alone = javac().withProcessors(recorder)
                    .withClasspath(List.of(classes, annotations))
                    .compile(changed);
            CompilationSubject.assertThat(alone).succeeded();
            String bean = changed.getName().replaceAll(".*/|\\.java$", "");
            String externalizer = "com.acme." + bean + "Externalizer";
            assertThat(origins(recorder)).containsExactly(externalizer, List.of("com.acme." + bean));
            assertThat(source(alone, externalizer)).isEqualTo(source(all, externalizer));
        }
    }

    private static String source(Compilation compilation, String qualifiedName) {
        try {
            return compilation.generatedSourceFile(qualifiedName).orElseThrow(
                    () -> new AssertionError("not generated: " + qualifiedName)).getCharContent(false).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static File writeClasses(Compilation compilation, Path dir) {
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() != JavaFileObject.Kind.CLASS) {
                continue;
            }
            String path = file.toUri().getPath();
            Path target = dir.resolve(path.substring(path.indexOf("CLASS_OUTPUT/") + "CLASS_OUTPUT/".length()));
            try (InputStream in = file.openInputStream()) {
                Files.createDirectories(target.getParent());
                Files.write(target, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return dir.toFile();
    }

    private static File location(Class<?> type) {
        try {
            return new File(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new AssertionError(e);
        }
    }
}
