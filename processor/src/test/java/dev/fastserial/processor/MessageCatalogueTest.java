package dev.fastserial.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics catalogue stays the one place for messages: well-formed unique ids, each used by
 * the processor, tested by a compile-error test, listed in the README; no sentence reported from
 * anywhere else.
 */
class MessageCatalogueTest {
    private static final Path MAIN = Path.of("src/main/java/dev/fastserial/processor");
    private static final Path TESTS = Path.of("src/test/java/dev/fastserial/processor");
    private static final Path TOOLCHAIN_TESTS = Path.of("../examples/src/test/java/dev/fastserial/examples/toolchain");

    /** Unreachable through javac, so without a compile-error test (still reported if javac ever shows them). */
    private static final Set<Message> UNREACHABLE = EnumSet.of(
            Message.ON_OTHER_KIND, // @Target(TYPE): classes, interfaces, enums, records, annotation types only
            Message.LOCAL_CLASS); // javac never shows local or anonymous classes to processors

    @Test
    void idsAreUniqueAndInTheirRange() {
        Set<String> ids = new HashSet<>();
        for (Message m : Message.values()) {
            assertTrue(m.id().matches("FS[1-4]\\d\\d"), m + ": " + m.id());
            assertTrue(ids.add(m.id()), "duplicate id " + m.id());
            assertTrue(m.kind() == Diagnostic.Kind.ERROR || m.kind() == Diagnostic.Kind.WARNING, m + ": " + m.kind());
        }
    }

    /** A retired id stays retired: no message takes it again, and the README says what it was. */
    @Test
    void retiredIdsAreNeverReused() throws IOException {
        String readme = Files.readString(Path.of("../README.md"));
        for (String retired : Message.RETIRED) {
            for (Message m : Message.values()) {
                assertTrue(!m.id().equals(retired), m + " reuses the retired id " + retired);
            }
            assertTrue(readme.contains(retired + " (retired"), "the README does not list " + retired + " as retired");
        }
    }

    @Test
    void theIdEndsTheFirstLine() {
        assertEquals("fastserial failed on A (an internal error; please report it with this trace): x [FS303]\n\tat y",
                Message.INTERNAL_ERROR.render("A", "x\n\tat y"));
        assertEquals("field 'b' is final, so readExternal cannot restore it: remove final, or mark the field transient if"
                + " it need not be written [FS201]", Message.FINAL_FIELD.render(Message.Phrase.FIELD.text("b"),
                Message.Phrase.REMOVE_FINAL.text()));
        assertEquals("a, b and c", Message.list(List.of("a", "b", "c")));
    }

    /**
     * Every message is reported somewhere and asserted by a test: here by name, or in the
     * examples' toolchain tests (javac with the packaged jars, for what an in-process compilation
     * cannot set up, such as a processor path without Lombok) by its id.
     */
    @Test
    void everyMessageIsUsedAndTested() throws IOException {
        String main = readAll(MAIN, p -> !p.endsWith("Message.java"));
        String tests = readAll(TESTS, p -> !p.endsWith("MessageCatalogueTest.java"));
        String toolchainTests = readAll(TOOLCHAIN_TESTS, p -> true);
        for (Message m : Message.values()) {
            assertTrue(main.contains("Message." + m.name()), m + " is not used by the processor");
            assertTrue(UNREACHABLE.contains(m) || tests.contains("Message." + m.name())
                    || toolchainTests.contains("[" + m.id() + "]"), m + " has no compile-error test");
        }
    }

    @Test
    void theReadmeListsEveryId() throws IOException {
        String readme = Files.readString(Path.of("../README.md"));
        int start = readme.indexOf("\n## Compile errors");
        int end = readme.indexOf("\n## ", start + 1);
        String section = readme.substring(start, end);
        List<String> missing = new ArrayList<>();
        for (Message m : Message.values()) {
            if (!section.contains(m.id())) {
                missing.add(m.id());
            }
        }
        assertEquals(List.of(), missing, "ids missing from the README's Compile errors section");
    }

    /** Only the Reporter talks to the Messager, and nothing reports a sentence of its own. */
    @Test
    void noMessageOutsideTheCatalogue() throws IOException {
        Pattern literalReport = Pattern.compile("\\.(error|warning)\\(\\s*[^,()]+,\\s*\"");
        List<String> offenders = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList())) {
                String source = Files.readString(p);
                if (source.contains("printMessage(") && !p.endsWith("Reporter.java")) {
                    offenders.add(p + ": printMessage");
                }
                Matcher m = literalReport.matcher(source);
                if (m.find()) {
                    offenders.add(p + ": " + m.group());
                }
            }
        }
        assertEquals(List.of(), offenders);
    }

    private static String readAll(Path root, java.util.function.Predicate<Path> include) throws IOException {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).filter(include).collect(Collectors.toList())) {
                all.append(Files.readString(p));
            }
        }
        return all.toString();
    }
}
