package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * For tests that apply a message's advice literally: compile the mistake, take the one error
 * (its id, its text, its line), take what it quotes, edit the source as it says, compile again.
 */
final class Advice {
    private Advice() {}

    /** With the processor, under javac's own processing environment (the delegation checks read the source). */
    static Compilation compile(JavaFileObject... sources) {
        return compile(List.of(), sources);
    }

    static Compilation compile(List<String> options, JavaFileObject... sources) {
        return javac().withProcessors(new FastSerialProcessor()).withOptions(options).compile(sources);
    }

    /** The one error of {@code compilation}: {@code message}, on the line of {@code file} containing {@code line}. */
    static String oneError(Compilation compilation, Message message, JavaFileObject file, String line) {
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        Diagnostic<? extends JavaFileObject> error = compilation.errors().get(0);
        CompileErrorsTest.assertIs(message, error);
        String text = error.getMessage(Locale.ROOT);
        assertThat(compilation).hadErrorContaining(text.lines().findFirst().orElseThrow()).inFile(file)
                .onLineContaining(line);
        return text;
    }

    /** The one error of a compilation that has no file to point at (an option, the lock file). */
    static String oneError(Compilation compilation, Message message) {
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        Diagnostic<? extends JavaFileObject> error = compilation.errors().get(0);
        CompileErrorsTest.assertIs(message, error);
        return error.getMessage(Locale.ROOT);
    }

    /**
     * {@code sources} compiled with the processor into {@code dir}: the class path of a later build (a library's
     * classes), with the annotations' jar.
     */
    static List<java.io.File> classPathOf(java.nio.file.Path dir, JavaFileObject... sources) throws java.io.IOException {
        Compilation library = javac().withProcessors(new FastSerialProcessor()).compile(sources);
        assertThat(library).succeeded();
        for (JavaFileObject file : library.generatedFiles()) {
            String path = file.toUri().getPath();
            if (path.contains("CLASS_OUTPUT/")) {
                java.nio.file.Path target = dir.resolve(path.substring(path.indexOf("CLASS_OUTPUT/") + "CLASS_OUTPUT/".length()));
                java.nio.file.Files.createDirectories(target.getParent());
                try (java.io.InputStream in = file.openInputStream()) {
                    java.nio.file.Files.write(target, in.readAllBytes());
                }
            }
        }
        try {
            return List.of(dir.toFile(), new java.io.File(dev.fastserial.FastSerial.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI()));
        } catch (java.net.URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    /** Every text the message quotes ('...' after a space: not the apostrophe of "Employee's"), in order. */
    static List<String> quoted(String message) {
        List<String> all = new ArrayList<>();
        Matcher m = Pattern.compile("(?<=[\\s(])'([^']*)'(?=[\\s,.:;)]|$)").matcher(message);
        while (m.find()) {
            all.add(m.group(1));
        }
        return all;
    }

    /** The text quoted right after {@code words} (e.g. "make its body "). */
    static String quotedAfter(String message, String words) {
        int at = message.indexOf(words + "'");
        assertThat(at).isAtLeast(0);
        int start = at + words.length() + 1;
        return message.substring(start, message.indexOf('\'', start));
    }

    /** A source file of {@code name} (qualified) from lines. */
    static JavaFileObject source(String name, String... lines) {
        return JavaFileObjects.forSourceLines(name, lines);
    }

    /** {@code file}'s text with {@code from} replaced (once, and it must be there) by {@code to}. */
    static JavaFileObject edit(JavaFileObject file, String from, String to) {
        String text;
        try {
            text = file.getCharContent(true).toString();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertThat(text).contains(from);
        String name = file.getName().replaceFirst("^/", "").replaceFirst("\\.java$", "").replace('/', '.');
        return JavaFileObjects.forSourceString(name, text.replaceFirst(Pattern.quote(from), Matcher.quoteReplacement(to)));
    }
}
