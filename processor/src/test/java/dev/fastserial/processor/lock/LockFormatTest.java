package dev.fastserial.processor.lock;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The lock file's text: printed sorted and deterministic, parsed back equal, bad lines named. */
class LockFormatTest {

    static LockFile sample() {
        LockFile lock = new LockFile();
        lock.put(new BeanEntry("com.acme.Manager", "com.acme.Employee", 0x77f0, 1, false, List.of(
                new FieldEntry("reports", false, 0, "java.util.List<com.acme.Employee>", "object", FieldEntry.State.LIVE))));
        lock.put(new BeanEntry("com.acme.Employee", null, 0x1a2b, 0, false, List.of(
                new FieldEntry("phones", true, 0, "java.util.List<java.lang.String>", "List(ArrayList|LinkedList)<String>",
                        FieldEntry.State.LIVE),
                new FieldEntry("nickname", false, 1, "java.lang.String", "String", FieldEntry.State.REMOVED),
                new FieldEntry("firstName", false, 0, "java.lang.String", "nonnull String", FieldEntry.State.LIVE),
                new FieldEntry("salary", false, 2, "java.lang.Double", "Double", FieldEntry.State.RETIRED))));
        lock.put(new EnumEntry("com.acme.Priority", List.of(
                new EnumEntry.Constant(1, "URGENT", true), new EnumEntry.Constant(0, "LOW", false))));
        return lock;
    }

    @Test
    void printsOneSortedFactALine() {
        String text = LockFormat.print(sample());
        String body = text.substring(text.indexOf(LockFormat.MAGIC));
        assertEquals(String.join("\n",
                "fastserial-lock 2",
                "bean com.acme.Employee layout 0x1a2b check 0xc3e8f187",
                "bean com.acme.Manager after com.acme.Employee layout 0x77f0 epoch 1 check 0xb61ccb75",
                "field com.acme.Employee 0 firstName java.lang.String : nonnull String",
                "field com.acme.Employee 1 nickname java.lang.String : String removed",
                "field com.acme.Employee 2 salary java.lang.Double : Double retired",
                "field com.acme.Employee +0 phones java.util.List<java.lang.String> : List(ArrayList|LinkedList)<String>",
                "field com.acme.Manager 0 reports java.util.List<com.acme.Employee> : object",
                "enum com.acme.Priority check 0x97234d8e",
                "enum com.acme.Priority 0 LOW",
                "enum com.acme.Priority 1 URGENT removed",
                ""), body);
        assertTrue(text.startsWith("# fastserial.lock"), text);
    }

    /**
     * The header sends a reader of the file to the page that explains it, which exists: it once named
     * the README's "Changing a bean", a section that had moved to docs/lock.md.
     */
    @Test
    void theHeaderNamesThePageOfTheGuideThatExplainsTheFile() {
        String header = LockFormat.print(new LockFile());
        header = header.substring(0, header.indexOf(LockFormat.MAGIC));
        assertTrue(header.contains("https://github.com/fastserial/fastserial/blob/main/docs/lock.md"), header);
        assertTrue(!header.contains("README"), header);
        assertTrue(dev.fastserial.processor.Docs.page("docs/lock.md").startsWith("# "), "docs/lock.md");
        for (String line : header.split("\n")) {
            assertTrue(line.startsWith("# ") && line.length() <= 110, line);
        }
    }

    @Test
    void parsesWhatItPrints() throws Exception {
        LockFile lock = sample();
        assertEquals(lock, LockFormat.parse(LockFormat.print(lock)));
        assertEquals(LockFormat.print(lock), LockFormat.print(LockFormat.parse(LockFormat.print(lock))));
    }

    @Test
    void readsHandEditsAndWindowsLineEnds() throws Exception {
        LockFile lock = LockFormat.parse("fastserial-lock 1\r\nbean a.B layout 0x0001 break\r\n"
                + "field a.B 0 x int : int retired\r\n");
        BeanEntry b = lock.bean("a.B");
        assertTrue(b.breakRequested());
        assertEquals(FieldEntry.State.RETIRED, b.fields().get(0).state());
    }

    /** The hand edits messages ask for keep a file of format 2 valid: the check does not cover them. */
    @Test
    void theHandEditsMessagesAskForKeepTheCheck() throws Exception {
        String text = LockFormat.print(sample());
        String edited = text.replace("layout 0x1a2b check 0xc3e8f187", "layout 0x1a2b check 0xc3e8f187 break")
                .replace(" : nonnull String\n", " : nonnull String retired\n")
                .replace(" : String removed\n", " : String removed retired\n"); // appended to a removed line, as FS404 says
        BeanEntry b = LockFormat.parse(edited).bean("com.acme.Employee");
        assertTrue(b.breakRequested());
        assertEquals(FieldEntry.State.RETIRED, b.fields().get(0).state());
        assertEquals(FieldEntry.State.RETIRED, b.fields().get(1).state());
        assertEquals("String", b.fields().get(1).form());
        // the build itself turns fields removed and live again: no check to update either
        LockFormat.parse(text.replace(" : String removed\n", " : String\n"));
    }

    /** Format 1 (before checks; hidden fields keyed otherwise) is read, its classes marked as keyed the old way. */
    @Test
    void readsFormatOne() throws Exception {
        LockFile lock = LockFormat.parse("fastserial-lock 1\nbean a.B layout 0x0001\nfield a.B 0 Base.x int : int\n"
                + "field a.B 1 x int : int\nenum a.E 0 A\n");
        assertEquals(1, lock.format());
        assertTrue(lock.bean("a.B").formatOneKeys());
        assertEquals(List.of(new EnumEntry.Constant(0, "A", false)), lock.enumEntry("a.E").constants());
        String printed = LockFormat.print(lock);
        assertTrue(printed.contains("\nbean a.B layout 0x0001 keys 1 check 0x"), printed);
        assertEquals(lock, LockFormat.parse(printed)); // printed in format 2, still marked, and equal
        assertEquals(2, LockFormat.parse(printed).format());
        assertEquals(4, syntaxError("fastserial-lock 1\nbean a.B layout 0x0001\nfield a.B 0 x int : int\n"
                + "bean a.C layout 0x0001 check 0x00000000\n").line);
    }

    // ---- a file the build did not write (issue 24, f04): the line, and no use of the file ----

    @Test
    void aLostSlotLineIsAGap() {
        LockFormat.SyntaxException e = syntaxError(drop("field com.acme.Employee 1 nickname"));
        assertEquals(7, e.line); // the bean line
        assertTrue(e.getMessage().contains("com.acme.Employee has no line for slot 1 (the lines recorded are for 0, 2):"
                + " a line was lost"), e.getMessage());
    }

    @Test
    void aLostLastLineFailsTheCheck() {
        LockFormat.SyntaxException e = syntaxError(drop("field com.acme.Employee +0 phones"));
        assertEquals(7, e.line);
        assertTrue(e.getMessage().contains("the lines of com.acme.Employee do not match the check on its bean line"),
                e.getMessage());
        assertTrue(syntaxError(drop("field com.acme.Employee 2 salary")).getMessage().contains("do not match the check"));
    }

    @Test
    void aLostEnumLineIsAGapOrFailsTheCheck() {
        String text = LockFormat.print(sample()).replace("enum com.acme.Priority 1 URGENT removed\n",
                "enum com.acme.Priority 1 URGENT removed\nenum com.acme.Priority 2 BLUE\n");
        String checked = text.replace("check 0x97234d8e", String.format("check 0x%08x", LockFormat.check(new EnumEntry(
                "com.acme.Priority", List.of(new EnumEntry.Constant(0, "LOW", false), new EnumEntry.Constant(1, "URGENT", true),
                new EnumEntry.Constant(2, "BLUE", false))))));
        assertDoesNotThrow(() -> LockFormat.parse(checked));
        LockFormat.SyntaxException gap = syntaxError(checked.replace("enum com.acme.Priority 1 URGENT removed\n", ""));
        assertTrue(gap.getMessage().contains("com.acme.Priority has no line for code 1 (the lines recorded are for 0, 2)"),
                gap.getMessage());
        assertEquals(14, gap.line); // the enum's check line
        LockFormat.SyntaxException last = syntaxError(checked.replace("enum com.acme.Priority 2 BLUE\n", ""));
        assertTrue(last.getMessage().contains("the lines of enum com.acme.Priority do not match its check line"),
                last.getMessage());
        LockFormat.SyntaxException noCheck = syntaxError(checked.replaceFirst("enum com.acme.Priority check 0x\\w+\n", ""));
        assertTrue(noCheck.getMessage().contains("enum com.acme.Priority has no 'enum com.acme.Priority check' line"),
                noCheck.getMessage());
    }

    @Test
    void aChangedLineFailsTheCheck() {
        String text = LockFormat.print(sample());
        assertTrue(syntaxError(text.replace("nickname java.lang.String : String", "nickname java.lang.String : Long"))
                .getMessage().contains("do not match the check"));
        assertTrue(syntaxError(text.replace(" 1 nickname ", " 1 nickName ")).getMessage().contains("do not match the check"));
        assertTrue(syntaxError(text.replace(" : String removed\n", " : String remvoed\n")).getMessage()
                .contains("do not match the check")); // an unknown keyword is read as part of the form
        assertTrue(syntaxError(text.replace("layout 0x1a2b", "layout 0x1a2c")).getMessage().contains("do not match the check"));
        assertTrue(syntaxError(text.replace("0 LOW", "0 LOWER")).getMessage().contains("do not match its check line"));
    }

    @Test
    void malformedLinesAndUnknownWords() {
        String text = LockFormat.print(sample());
        assertTrue(syntaxError(text.replace("layout 0x1a2b check", "layout 0x1a2b frozen check")).getMessage()
                .contains("unknown word 'frozen' in a bean line"));
        assertTrue(syntaxError(text.replaceFirst(" check 0x\\w+\n", "\n")).getMessage()
                .contains("bean com.acme.Employee has no check"));
        assertTrue(syntaxError(text.replace("check 0xc3e8f187", "check 12")).getMessage().contains("is not a check"));
        assertTrue(syntaxError(text.replace("fastserial-lock 2", "fastserial-lock 3")).getMessage()
                .contains("a newer fastserial wrote it"));
        assertTrue(syntaxError(text.replace("enum com.acme.Priority 0 LOW", "enum com.acme.Priority 0 LOW gone"))
                .getMessage().contains("expected 'enum <class> <code> <constant> [removed]'"));
        assertTrue(syntaxError(text.replace("field com.acme.Manager 0 reports", "field com.acme.Manager 0"))
                .getMessage().contains("expected 'field <class> <slot or +id> <name> <type> : <form>'"));
    }

    @Test
    void aKeyRecordedTwiceIsRefused() {
        String twice = "fastserial-lock 2\n" + LockFormat.print(withTwoKeys()).lines()
                .filter(l -> !l.startsWith("#") && !l.startsWith("fastserial-lock")).reduce("", (a, l) -> a + l + "\n");
        LockFormat.SyntaxException e = syntaxError(twice);
        assertTrue(e.getMessage().contains("a.B records field 'x' at two positions, neither retired"), e.getMessage());
        assertEquals(4, e.line);
    }

    private static LockFile withTwoKeys() {
        LockFile lock = new LockFile();
        lock.put(new BeanEntry("a.B", null, 1, 0, false, List.of(
                new FieldEntry("x", false, 0, "int", "int", FieldEntry.State.LIVE),
                new FieldEntry("x", true, 0, "long", "long", FieldEntry.State.REMOVED))));
        return lock;
    }

    /** The sample's text without the line starting with {@code prefix}. */
    private static String drop(String prefix) {
        String text = LockFormat.print(sample());
        String line = text.lines().filter(l -> l.startsWith(prefix)).findFirst().orElseThrow();
        return text.replace(line + "\n", "");
    }

    @Test
    void anEmptyFileIsAnEmptyLock() throws Exception {
        assertEquals(new LockFile(), LockFormat.parse(""));
    }

    @Test
    void namesTheLineAtFault() {
        assertEquals(3, syntaxError("fastserial-lock 1\nbean a.B layout 0x0001\nfield a.B x y int : int\n").line);
        assertEquals(1, syntaxError("bean a.B layout 0x0001\n").line);
        assertEquals(2, syntaxError("fastserial-lock 1\nbean a.B\n").line);
        assertEquals(2, syntaxError("fastserial-lock 1\nbeans a.B layout 0x1\n").line);
        assertEquals(4, syntaxError("fastserial-lock 1\nbean a.B layout 0x1\nfield a.B 0 x int : int\n"
                + "field a.B 0 y int : int\n").line);
        assertEquals(3, syntaxError("fastserial-lock 1\nbean a.B layout 0x1\nfield a.B 0 x int : removed\n").line);
        assertEquals(3, syntaxError("fastserial-lock 1\nenum a.E 0 A\nenum a.E 1 A\n").line);
    }

    @Test
    void aMergeThatGaveTwoFieldsOneIdSaysWhatToDo() {
        LockFormat.SyntaxException e = syntaxError("fastserial-lock 1\nbean a.B layout 0x1\n"
                + "field a.B +0 x int : int\nfield a.B +0 y long : long\n");
        assertTrue(e.getMessage().contains("a.B has two fields at +0 ('x' and 'y')"), e.getMessage());
    }

    @Test
    void fieldsWithoutTheirBeanLineAreAnError() {
        assertTrue(syntaxError("fastserial-lock 1\nfield a.B 0 x int : int\n").getMessage().contains("no 'bean a.B' line"));
    }

    private static LockFormat.SyntaxException syntaxError(String text) {
        return assertThrows(LockFormat.SyntaxException.class, () -> LockFormat.parse(text));
    }
}
