package dev.fastserial.examples.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * docs/types.md shows {@link Deviation}'s list as it is, between its two markers. After changing
 * the list, {@code -Dconformance.docs.write=true} writes the table into the page.
 */
class DeviationsDocTest {
    static final String BEGIN = "<!-- the documented deviations: rendered from the conformance suite's list (Deviation.java) -->\n";
    static final String END = "<!-- end of the documented deviations -->";

    @Test
    void typesMdRendersTheListOfDocumentedDeviations() throws IOException {
        Path page = root().resolve("docs/types.md");
        String text = Files.readString(page, StandardCharsets.UTF_8);
        int begin = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        assertTrue(begin >= 0 && end > begin, "docs/types.md has no section between the markers " + BEGIN.trim() + " and " + END);
        String shown = text.substring(begin + BEGIN.length(), end);
        String table = Deviation.markdown();
        if (Boolean.getBoolean("conformance.docs.write") && !shown.equals(table)) {
            Files.writeString(page, text.substring(0, begin + BEGIN.length()) + table + text.substring(end), StandardCharsets.UTF_8);
            return;
        }
        assertEquals(table, shown, "docs/types.md's table of deviations differs from Deviation.java: "
                + "run this test with -Dconformance.docs.write=true to write it");
    }

    /** The repository's root: the nearest directory, from the module's, holding docs/types.md. */
    static Path root() {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            if (Files.isRegularFile(d.resolve("docs/types.md"))) {
                return d;
            }
        }
        throw new IllegalStateException("no docs/types.md above " + Path.of("").toAbsolutePath());
    }
}
