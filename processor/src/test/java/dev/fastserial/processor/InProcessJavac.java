package dev.fastserial.processor;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskListener;
import dev.fastserial.FastSerial;
import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * javac run in-process, as Maven runs it, timed: for {@link CompileTimeTest} and
 * {@link ProcessorProfile}. The processor comes from {@code -processorpath} (its classes and
 * JavaPoet), loaded afresh by each compilation as in a real build: by a class loader of its own
 * whose parent is the platform class loader. (javac's own loader for the processor path has the
 * application class loader as its parent, and this JVM's class path holds the processor and
 * JavaPoet too: every compilation would then share one warm copy, which a build never does.)
 */
final class InProcessJavac {
    private InProcessJavac() {}

    /**
     * How long one compilation took. javac runs on the calling thread, so its CPU time is javac's
     * own work (GC and JIT threads aside), and is less disturbed than wall time by whatever else
     * the machine is doing.
     */
    record Timing(long cpuMillis, long wallMillis) {
        static Timing best(Timing a, Timing b) {
            return a == null || b.cpuMillis < a.cpuMillis ? b : a;
        }

        @Override
        public String toString() {
            return cpuMillis + " ms (" + wallMillis + " ms)";
        }
    }

    /**
     * Compiles {@code sources} into {@code classes}, with the processor (writing its sources to
     * {@code generated}) or without it ({@code -proc:none}); {@code listener}, if not null, sees
     * javac's phases. Throws if javac reports an error.
     */
    static Timing compile(List<Path> sources, boolean processor, Path generated, Path classes, TaskListener listener)
            throws IOException {
        return compile(sources, processor ? processorPath() : null, generated, classes, listener);
    }

    /** As above, with the processor from {@code processorPath} (a class path), or without one when it is null. */
    static Timing compile(List<Path> sources, String processorPath, Path generated, Path classes, TaskListener listener)
            throws IOException {
        return compile(sources, processorPath, List.<String>of(), generated, classes, listener);
    }

    /**
     * With {@link GeneratedSourceCopier} in place of fastserial: the same files written through the
     * Filer in the same round, copied from {@code copyFrom} (what fastserial generated earlier).
     */
    static Timing compileCopying(List<Path> sources, Path copyFrom, Path generated, Path classes) throws IOException {
        return compileCopying(sources, copyFrom, generated, classes, null);
    }

    /** As above; {@code listener}, if not null, sees javac's phases. */
    static Timing compileCopying(List<Path> sources, Path copyFrom, Path generated, Path classes, TaskListener listener)
            throws IOException {
        return compile(sources, locationOf(GeneratedSourceCopier.class) + File.pathSeparator + processorPath(),
                List.of("-processor", GeneratedSourceCopier.class.getName(), "-A" + GeneratedSourceCopier.FROM + "=" + copyFrom),
                generated, classes, listener);
    }

    private static Timing compile(List<Path> sources, String processorPath, List<String> processorOptions, Path generated,
            Path classes, TaskListener listener) throws IOException {
        boolean processor = processorPath != null;
        Files.createDirectories(classes);
        List<String> options = new ArrayList<>(List.of("-d", classes.toString(), "-classpath", locationOf(FastSerial.class),
                "-encoding", "UTF-8", "-nowarn", "-Xlint:none"));
        if (processor) {
            Files.createDirectories(generated);
            options.addAll(List.of("-processorpath", processorPath, "-s", generated.toString()));
            options.addAll(processorOptions);
        } else {
            options.add("-proc:none");
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter output = new StringWriter();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.gc(); // the previous compilation's garbage is collected now, not while this one is timed
        long cpu = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        boolean ok;
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, UTF_8)) {
            JavaFileManager manager = processor ? new OwnProcessorLoader(files, processorPath) : files;
            JavacTask task = (JavacTask) javac.getTask(output, manager, diagnostics, options, null,
                    files.getJavaFileObjectsFromPaths(sources));
            if (listener != null) {
                task.addTaskListener(listener);
            }
            ok = task.call();
        }
        Timing timing = new Timing((threads.getCurrentThreadCpuTime() - cpu) / 1_000_000, (System.nanoTime() - start) / 1_000_000);
        if (!ok) {
            throw new AssertionError("javac " + String.join(" ", options) + " failed:\n" + output
                    + diagnostics.getDiagnostics().stream().limit(20).map(Object::toString).collect(Collectors.joining("\n")));
        }
        return timing;
    }

    /** Loads the processor path with the platform class loader as the parent, so nothing comes from this JVM's class path. */
    private static final class OwnProcessorLoader extends ForwardingJavaFileManager<StandardJavaFileManager> {
        private final String processorPath;

        OwnProcessorLoader(StandardJavaFileManager files, String processorPath) {
            super(files);
            this.processorPath = processorPath;
        }

        @Override
        public ClassLoader getClassLoader(Location location) {
            if (location != StandardLocation.ANNOTATION_PROCESSOR_PATH) {
                return super.getClassLoader(location);
            }
            List<URL> urls = new ArrayList<>();
            for (String entry : processorPath.split(File.pathSeparator)) {
                try {
                    urls.add(Path.of(entry).toUri().toURL());
                } catch (MalformedURLException e) {
                    throw new IllegalArgumentException(entry, e);
                }
            }
            return new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
        }
    }

    /** The processor as a build has it: its classes (with their service file) and JavaPoet, nothing else. */
    static String processorPath() {
        return locationOf(FastSerialProcessor.class) + File.pathSeparator + locationOf(com.squareup.javapoet.JavaFile.class);
    }

    private static String locationOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The files under {@code directory} whose names end with {@code suffix}, sorted. */
    static List<Path> list(Path directory, String suffix) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().collect(Collectors.toList());
        }
    }
}
