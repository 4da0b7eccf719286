package dev.fastserial.examples.toolchain;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Assumptions;

/**
 * What the toolchain tests share: the packaged artifacts as a user gets them, the example beans'
 * sources, and the two compilers (javac through {@link ToolProvider}, the Eclipse batch compiler),
 * each run in-process but with nothing of this test's class path visible to the processor: it
 * loads from the jar given with {@code -processorpath} alone, as on a command line.
 */
final class Toolchain {
    private Toolchain() {}

    static final String PROCESSOR = "dev.fastserial.processor.FastSerialProcessor";
    static final String ANNOTATION = "dev.fastserial.FastSerial";
    static final String ECJ_MAIN = "org.eclipse.jdt.core.compiler.batch.BatchCompiler";

    /** The examples module's directory (surefire's working directory and {@code basedir}). */
    static final Path BASEDIR = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath();

    /** Where the example beans live. */
    static final Path BEANS = BASEDIR.resolve("src/main/java/dev/fastserial/examples");

    /** Where these tests write what they compile (kept after a run, for reading). */
    static final Path WORK = BASEDIR.resolve("target/toolchain");

    /**
     * The packaged, shaded processor jar. In the reactor ({@code mvn verify}) it is the processor
     * artifact on this module's test class path; run from an IDE (or {@code mvn test}), the class
     * path holds {@code processor/target/classes}, and the jar next to it is used if it was built;
     * if it was not, the tests that need it are skipped, not failed.
     */
    static Path processorJar() {
        Path location = locationOf(PROCESSOR);
        if (Files.isRegularFile(location)) {
            return location;
        }
        Path target = location.getParent();
        try (Stream<Path> files = Files.list(target)) {
            return files.filter(p -> {
                String name = p.getFileName().toString();
                return name.startsWith("fastserial-processor-") && name.endsWith(".jar")
                        && !name.endsWith("-tests.jar") && !name.endsWith("-sources.jar");
            }).findFirst().orElseGet(() -> {
                // e.g. mvn test: nothing is packaged yet, so there is no jar to test (mvn verify tests it).
                Assumptions.abort("no packaged processor jar in " + target + " yet: run mvn verify");
                return null;
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A copy of {@code jar} without the entries under {@code prefix}: e.g. the processor jar with
     * its relocated JavaPoet removed, which is what an unshaded, not self-contained jar amounts to.
     */
    static Path jarWithout(Path jar, String prefix, Path copy) {
        try (java.util.jar.JarFile in = new java.util.jar.JarFile(jar.toFile());
             java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(Files.newOutputStream(copy))) {
            for (java.util.jar.JarEntry entry : java.util.Collections.list(in.entries())) {
                if (entry.getName().startsWith(prefix)) {
                    continue;
                }
                out.putNextEntry(new java.util.zip.ZipEntry(entry.getName()));
                try (java.io.InputStream data = in.getInputStream(entry)) {
                    data.transferTo(out);
                }
                out.closeEntry();
            }
            return copy;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The annotations artifact (a jar in the reactor, a classes directory from an IDE). */
    static Path annotationsJar() {
        return locationOf(ANNOTATION);
    }

    /** The ECJ jar from this module's test class path. */
    static Path ecjJar() {
        return locationOf(ECJ_MAIN);
    }

    private static Path locationOf(String className) {
        try {
            return Path.of(Class.forName(className, false, Toolchain.class.getClassLoader())
                    .getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (ReflectiveOperationException | java.net.URISyntaxException e) {
            throw new AssertionError("cannot locate " + className + " on the test class path", e);
        }
    }

    /**
     * The example beans' sources: every {@code @FastSerial} class of the examples package, plus
     * the enum they use. Plain Java 8 source, so they compile at {@code --release 8} too.
     */
    static List<Path> beanSources() {
        try (Stream<Path> files = Files.list(BEANS)) {
            List<Path> beans = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> p.getFileName().toString().equals("Priority.java") || isBean(p))
                    .sorted()
                    .collect(Collectors.toList());
            if (beans.size() < 6) {
                throw new AssertionError("expected the article beans in " + BEANS + ", found " + beans);
            }
            return beans;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The qualified names of the example beans ({@code dev.fastserial.examples.Employee}, ...). */
    static List<String> beanNames() {
        return beanSources().stream()
                .filter(Toolchain::isBean)
                .map(p -> "dev.fastserial.examples." + p.getFileName().toString().replace(".java", ""))
                .collect(Collectors.toList());
    }

    /** A source whose top-level class carries {@code @FastSerial} (on a line of its own, as the beans write it). */
    private static boolean isBean(Path source) {
        return BEAN_ANNOTATION.matcher(read(source)).find();
    }

    private static final Pattern BEAN_ANNOTATION = Pattern.compile("(?m)^@FastSerial\\b");

    static String read(Path file) {
        try {
            return Files.readString(file, UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One compiler message, in the terms both compilers share. */
    record Problem(String kind, String file, long line, String message) {
        @Override
        public String toString() {
            return file + ":" + line + ": " + kind + ": " + message;
        }
    }

    /** What one compilation left behind. */
    record Result(String compiler, boolean success, List<Problem> problems, Path classes, Path generated, String log) {

        List<Problem> errors() {
            return problems.stream().filter(p -> p.kind().equals("error")).collect(Collectors.toList());
        }

        /** Fails with the compiler's own output unless the compilation succeeded. */
        Result assertSuccess() {
            if (!success) {
                throw new AssertionError(compiler + " failed:\n" + log);
            }
            return this;
        }

        /** Generated sources by path relative to the -s directory, in order. */
        Map<String, String> generatedSources() {
            Map<String, String> sources = new TreeMap<>();
            if (!Files.isDirectory(generated)) {
                return sources;
            }
            try (Stream<Path> files = Files.walk(generated)) {
                files.filter(Files::isRegularFile).forEach(f ->
                        sources.put(generated.relativize(f).toString().replace('\\', '/'), read(f)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return sources;
        }

        /**
         * A class loader over the compiled classes alone, on top of the platform class loader:
         * nothing from this test's class path (no annotations, no processor, not the examples
         * compiled by Maven), so the classes run on what the JDK gives them.
         */
        URLClassLoader loader() {
            try {
                return new URLClassLoader(new URL[] {classes.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            } catch (MalformedURLException e) {
                throw new AssertionError(e);
            }
        }
    }

    /** A fresh, empty directory under target/toolchain. */
    static Path freshDirectory(String name) {
        Path dir = WORK.resolve(name);
        try {
            if (Files.exists(dir)) {
                try (Stream<Path> files = Files.walk(dir)) {
                    for (Path p : files.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                        Files.delete(p);
                    }
                }
            }
            Files.createDirectories(dir);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Runs javac (the JDK's, through {@link ToolProvider#getSystemJavaCompiler()}) with
     * {@code options}, {@code -d} and {@code -s} into a fresh directory named {@code name}, over
     * {@code sources}. The processor class loader javac builds from {@code -processorpath} gets the
     * platform class loader as parent, as in a javac process of its own: in-process javac would
     * otherwise give it the application class loader, which holds this test's class path
     * (processor classes and JavaPoet included) and would hide a jar that is not self-contained.
     */
    static Result javac(String name, List<String> options, List<Path> sources) {
        Path dir = freshDirectory(name);
        Path classes = dir.resolve("classes");
        Path generated = dir.resolve("generated");
        List<String> all = new ArrayList<>(options);
        all.addAll(List.of("-d", classes.toString(), "-s", generated.toString()));
        try {
            Files.createDirectories(classes);
            Files.createDirectories(generated);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter log = new StringWriter();
        List<URLClassLoader> processorLoaders = new ArrayList<>();
        try (StandardJavaFileManager standard = compiler.getStandardFileManager(diagnostics, Locale.ROOT, UTF_8);
             JavaFileManager files = new ForwardingJavaFileManager<>(standard) {
                 @Override
                 public ClassLoader getClassLoader(Location location) {
                     // javac asks for the processor path's loader, or the class path's when it looks for processors there.
                     if (location != StandardLocation.ANNOTATION_PROCESSOR_PATH && location != StandardLocation.CLASS_PATH) {
                         return super.getClassLoader(location);
                     }
                     URLClassLoader loader = new URLClassLoader(urls(standard.getLocationAsPaths(location)),
                             ClassLoader.getPlatformClassLoader());
                     processorLoaders.add(loader);
                     return loader;
                 }
             }) {
            boolean success;
            StringBuilder text = new StringBuilder();
            try {
                success = compiler.getTask(log, files, diagnostics, all, null,
                        standard.getJavaFileObjectsFromPaths(sources)).call();
            } catch (RuntimeException e) {
                // What the javac command line reports as "An exception has occurred in the compiler" (exit code 4).
                success = false;
                StringWriter trace = new StringWriter();
                e.printStackTrace(new PrintWriter(trace));
                text.append(trace);
            }
            text.append(log);
            List<Problem> problems = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                String kind = d.getKind() == Diagnostic.Kind.ERROR ? "error"
                        : d.getKind() == Diagnostic.Kind.WARNING || d.getKind() == Diagnostic.Kind.MANDATORY_WARNING
                        ? "warning" : "note";
                String file = d.getSource() == null ? "" : Path.of(d.getSource().toUri()).getFileName().toString();
                Problem problem = new Problem(kind, file, d.getLineNumber(), d.getMessage(Locale.ROOT));
                problems.add(problem);
                text.append(problem).append('\n');
            }
            return new Result("javac " + String.join(" ", all), success, problems, classes, generated, text.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            for (URLClassLoader loader : processorLoaders) {
                try {
                    loader.close();
                } catch (IOException ignored) {
                    // best effort
                }
            }
        }
    }

    private static URL[] urls(Iterable<? extends Path> paths) {
        List<URL> urls = new ArrayList<>();
        for (Path p : paths) {
            try {
                urls.add(p.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new AssertionError(e);
            }
        }
        return urls.toArray(new URL[0]);
    }

    /** The examples' committed lock file, never written here (frozen): the bytes match the Maven build's. */
    static List<String> lockOptions() {
        return List.of("-Afastserial.lock=" + BASEDIR.resolve("fastserial.lock"), "-Afastserial.lock.frozen=true");
    }

    /** javac's plain command line for a user: the processor jar, the annotations and the lock file. */
    static List<String> plainOptions(String... more) {
        List<String> options = new ArrayList<>(List.of(
                "-processorpath", processorJar().toString(),
                "-cp", annotationsJar().toString()));
        options.addAll(lockOptions());
        options.addAll(List.of(more));
        return options;
    }

    /** One ECJ -Xemacs message line: {@code /path/File.java:13: error: text}. */
    private static final Pattern ECJ_PROBLEM = Pattern.compile("^(.*?):(\\d+): (error|warning|info): (.*)$");

    /**
     * Runs the Eclipse batch compiler ({@code org.eclipse.jdt:ecj}) as its command line does, in a
     * class loader of its own (the ECJ jar over the platform class loader), so the processor
     * again loads from {@code -processorpath} alone.
     *
     * <p>ECJ pitfall: give {@code -cp} before {@code -processorpath}. ECJ 3.46 on Java 9+ turns a
     * {@code -cp} that follows {@code -processorpath} into the processor <em>module</em> path, which
     * then wins, and silently runs no processor at all.
     */
    static Result ecj(String name, List<String> options, List<Path> sources) {
        Path dir = freshDirectory(name);
        Path classes = dir.resolve("classes");
        Path generated = dir.resolve("generated");
        List<String> args = new ArrayList<>(options);
        args.addAll(List.of("-Xemacs", "-encoding", "UTF-8", "-d", classes.toString(), "-s", generated.toString()));
        sources.forEach(s -> args.add(s.toString()));
        StringWriter out = new StringWriter();
        boolean success;
        try {
            ClassLoader ecj = EcjLoader.LOADER;
            Class<?> batch = Class.forName(ECJ_MAIN, true, ecj);
            Class<?> progress = Class.forName("org.eclipse.jdt.core.compiler.CompilationProgress", false, ecj);
            Method compile = batch.getMethod("compile", String[].class, PrintWriter.class, PrintWriter.class, progress);
            try (PrintWriter writer = new PrintWriter(out)) {
                success = (Boolean) compile.invoke(null, args.toArray(new String[0]), writer, writer, null);
            }
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("cannot run ECJ from " + ecjJar(), e);
        }
        List<Problem> problems = new ArrayList<>();
        for (String line : out.toString().split("\\R")) {
            Matcher m = ECJ_PROBLEM.matcher(line);
            if (m.matches()) {
                problems.add(new Problem(m.group(3), Path.of(m.group(1)).getFileName().toString(),
                        Long.parseLong(m.group(2)), m.group(4)));
            }
        }
        return new Result("ecj " + String.join(" ", args), success, problems, classes, generated, out.toString());
    }

    /** One class loader for ECJ, shared by all runs (ECJ's classes load and warm up once). */
    private static final class EcjLoader {
        static final ClassLoader LOADER = new URLClassLoader(urls(List.of(ecjJar())), ClassLoader.getPlatformClassLoader());
    }

    /** Writes {@code content} to {@code dir}/{@code relative} and returns that file. */
    static Path write(Path dir, String relative, String content) {
        Path file = dir.resolve(relative);
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, content, UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /**
     * Writes {@code com.acme.<name>} to {@code dir}: a {@code @FastSerial} bean as a user writes one,
     * with these field declarations (the first on line 13) and the two methods calling its
     * externalizer; returns the file.
     */
    static Path writeBean(Path dir, String name, String... fields) {
        List<String> lines = new ArrayList<>(List.of("package com.acme;", "", "import dev.fastserial.FastSerial;",
                "import java.io.Externalizable;", "import java.io.IOException;", "import java.io.ObjectInput;",
                "import java.io.ObjectOutput;", "", "@FastSerial", "public class " + name + " implements Externalizable {",
                "    private static final long serialVersionUID = 1L;", ""));
        for (String field : fields) {
            lines.add("    " + field);
        }
        lines.addAll(List.of("", "    public " + name + "() {", "    }", "", "    @Override",
                "    public void writeExternal(ObjectOutput out) throws IOException {",
                "        " + name + "Externalizer.writeExternal(this, out);", "    }", "", "    @Override",
                "    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {",
                "        " + name + "Externalizer.readExternal(this, in);", "    }", "}", ""));
        return write(dir, "com/acme/" + name + ".java", String.join("\n", lines));
    }

    /** The compiled class file's major version (52 = Java 8, 61 = Java 17, ...). */
    static int classFileMajorVersion(Path classFile) {
        try (var in = new java.io.DataInputStream(Files.newInputStream(classFile))) {
            if (in.readInt() != 0xCAFEBABE) {
                throw new AssertionError("not a class file: " + classFile);
            }
            in.readUnsignedShort();
            return in.readUnsignedShort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Round-trips every annotated sample through classes loaded from {@code loader}: the values of
     * {@code Samples.all()}, copied into those classes, must come back field for field, and must
     * give exactly the bytes the classes Maven compiled give (one wire format whatever compiled it).
     */
    static void assertSamplesRoundTrip(ClassLoader loader) {
        for (Object sample : dev.fastserial.examples.Samples.all()) {
            Object copy = Transplant.into(loader, sample);
            if (copy.getClass().getClassLoader() != loader) {
                throw new AssertionError(copy.getClass() + " does not come from the compiled classes");
            }
            dev.fastserial.testing.DeepEquals.assertDeepEquals(copy, dev.fastserial.testing.Streams.roundTrip(copy));
            byte[] expected = dev.fastserial.testing.Streams.serialize(sample);
            byte[] actual = dev.fastserial.testing.Streams.serialize(copy);
            if (!java.util.Arrays.equals(expected, actual)) {
                throw new AssertionError(sample.getClass().getSimpleName() + ": " + actual.length
                        + " bytes differ from the " + expected.length + " bytes of the Maven-compiled class");
            }
        }
    }

    /** The sources javac generated with the plain command line, computed once for all tests. */
    static Result plainJavac() {
        processorJar(); // skips the test here, not in the holder's initializer, when there is no jar
        return PlainJavacOnce.RESULT;
    }

    private static final class PlainJavacOnce {
        static final Result RESULT = javac("javac-plain", plainOptions(), beanSources());
    }
}
