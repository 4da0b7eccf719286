package dev.fastserial.examples.conformance;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a batch of generated classes, their twins and the support classes in ONE javac run
 * with the processor (the one on this JVM's class path: this build's, or another checkout's jar
 * when the long run is pointed at one). A class the processor refuses (an {@code [FSnnn]} error)
 * is dropped with the classes that need it and the rest compiled again: refusals are loud, so
 * they are counted, not failures. Any other error is the generator's fault and fails the run.
 */
final class Compiler {
    private static final Pattern FS_ID = Pattern.compile("\\[(FS\\d+)]");
    private static final String PROCESSOR = "dev.fastserial.processor.FastSerialProcessor";

    /** A compiled batch: its classes, their loader, and what the processor refused. */
    record Compiled(ClassSet classes, ClassLoader loader, Path dir, Map<String, String> refused, long millis) {
        Class<?> load(String qualifiedName) {
            try {
                return Class.forName(qualifiedName, true, loader);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** Thrown when javac fails for a reason other than the processor's refusal: a bug of the generator. */
    static final class GeneratorBug extends RuntimeException {
        private static final long serialVersionUID = 1L;

        GeneratorBug(String message) {
            super(message);
        }
    }

    private Compiler() {}

    static Compiled compile(ClassSet classes, Path dir, List<String> options) {
        return compile(classes, dir, options, Map.of());
    }

    /** With more sources in the same compilation (by qualified name): code that uses the classes. */
    static Compiled compile(ClassSet classes, Path dir, List<String> options, Map<String, String> extra) {
        Map<String, String> refused = new LinkedHashMap<>();
        long start = System.nanoTime();
        ClassSet current = classes;
        for (int attempt = 0; ; attempt++) {
            Path out = dir.resolve("attempt" + attempt);
            Map<String, String> sources = new LinkedHashMap<>(current.sources());
            sources.putAll(extra);
            Map<String, List<String>> errors = run(sources, out, options);
            if (errors.isEmpty()) {
                return new Compiled(current, loader(out.resolve("classes")), out, refused, (System.nanoTime() - start) / 1_000_000);
            }
            Set<String> failed = new LinkedHashSet<>();
            StringBuilder bugs = new StringBuilder();
            for (Map.Entry<String, List<String>> e : errors.entrySet()) {
                String owner = owner(e.getKey());
                List<String> ids = new ArrayList<>();
                for (String message : e.getValue()) {
                    Matcher m = FS_ID.matcher(message);
                    if (m.find()) {
                        ids.add(m.group(1) + ": " + firstLine(message));
                    }
                }
                if (owner == null || !current.has(owner)) {
                    bugs.append(e.getKey()).append(": ").append(e.getValue()).append('\n');
                    continue;
                }
                failed.add(owner);
                if (!ids.isEmpty()) {
                    refused.putIfAbsent(owner, String.join("; ", ids));
                }
            }
            if (bugs.length() > 0 || attempt >= 6) {
                throw new GeneratorBug("javac failed on generated sources:\n" + bugs + errors);
            }
            boolean anyRefusal = false;
            for (String f : failed) {
                anyRefusal |= refused.containsKey(f);
            }
            if (!anyRefusal) {
                // Errors in a class the processor accepted (or in a twin): the generator wrote something javac refuses.
                StringBuilder text = new StringBuilder("javac refused generated sources (no processor error):\n");
                errors.forEach((file, messages) -> text.append(file).append(": ").append(messages).append('\n'));
                for (String f : failed) {
                    text.append("\n--- ").append(f).append('\n').append(ClassSources.fast(current.get(f), current));
                }
                throw new GeneratorBug(text.toString());
            }
            Set<String> dropped = current.withDependents(failed);
            for (String d : dropped) {
                refused.putIfAbsent(d, "needs a refused class");
            }
            current = current.without(dropped);
        }
    }

    /** The generated class a source file belongs to: {@code gen/Bean3.java}, {@code gen/Bean3Plain.java} and {@code gen/Bean3Externalizer.java} to {@code Bean3}. */
    static String owner(String file) {
        String name = file.replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1).replace(".java", "");
        for (String suffix : List.of("Externalizer", ClassSpec.TWIN)) {
            if (name.endsWith(suffix)) {
                name = name.substring(0, name.length() - suffix.length());
            }
        }
        return name;
    }

    private static String firstLine(String message) {
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }

    /** Runs javac once; the errors by source file (empty: it compiled). */
    private static Map<String, List<String>> run(Map<String, String> sources, Path out, List<String> extra) {
        try {
            Path classes = Files.createDirectories(out.resolve("classes"));
            Path generated = Files.createDirectories(out.resolve("generated"));
            List<String> options = new ArrayList<>(List.of("-d", classes.toString(), "-s", generated.toString(),
                    "-classpath", annotationsLocation(), "-encoding", "UTF-8", "-nowarn", "-Xlint:none", "-implicit:none",
                    "-Xmaxerrs", "1000"));
            options.addAll(extra);
            List<JavaFileObject> files = new ArrayList<>();
            sources.forEach((name, code) -> files.add(new Source(name, code)));
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            try (StandardJavaFileManager manager = javac.getStandardFileManager(diagnostics, Locale.ROOT, UTF_8)) {
                JavaCompiler.CompilationTask task = javac.getTask(new StringWriter(), manager, diagnostics, options, null, files);
                task.setProcessors(List.of(processor()));
                task.call();
            }
            Map<String, List<String>> errors = new LinkedHashMap<>();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                if (d.getKind() == Diagnostic.Kind.ERROR) {
                    String file = d.getSource() == null ? "(no file)" : d.getSource().getName();
                    errors.computeIfAbsent(file, k -> new ArrayList<>()).add(d.getMessage(Locale.ROOT));
                }
            }
            return errors;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A fresh instance of the processor this JVM's class path holds. */
    static Processor processor() {
        try {
            return (Processor) Class.forName(PROCESSOR).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the processor is not on the class path: " + e, e);
        }
    }

    /** Where the processor was loaded from (a jar, or a classes directory): the report names it. */
    static String processorLocation() {
        return locationOf(PROCESSOR);
    }

    static String annotationsLocation() {
        return locationOf("dev.fastserial.FastSerial");
    }

    private static String locationOf(String className) {
        try {
            return Path.of(Class.forName(className).getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (ClassNotFoundException | URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ClassLoader loader(Path classes) {
        try {
            return new URLClassLoader(new URL[] {classes.toUri().toURL()}, Compiler.class.getClassLoader());
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A source held in memory. */
    private static final class Source extends SimpleJavaFileObject {
        private final String code;

        Source(String qualifiedName, String code) {
            super(java.net.URI.create("string:///" + qualifiedName.replace('.', '/') + ".java"), Kind.SOURCE);
            this.code = code;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return code;
        }
    }
}
