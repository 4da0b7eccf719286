package dev.fastserial.examples.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.examples.Demo;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The demo the README sends a newcomer to first: it runs, and every round trip it shows is exact. */
class DemoTest {

    @Test
    void printsTheTableWithEveryRoundTripExact() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream original = System.out;
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            System.setOut(out);
            Demo.main(new String[] {"--quick"});
        } finally {
            System.setOut(original);
        }
        String printed = bytes.toString(StandardCharsets.UTF_8);
        List<String> rows = printed.lines()
                .filter(l -> l.matches("  (Serializable|hand-written|fastserial|direct) +\\d+ .*"))
                .collect(Collectors.toList());
        assertEquals(16, rows.size(), printed);
        assertTrue(rows.stream().allMatch(r -> r.endsWith(" exact")), printed);
        assertFalse(printed.contains("NOT EXACT"), printed);
        assertTrue(printed.contains("generated-sources/annotations/dev/fastserial/examples/"), printed);
        assertTrue(printed.contains("benchmarks/"), printed);
    }
}
