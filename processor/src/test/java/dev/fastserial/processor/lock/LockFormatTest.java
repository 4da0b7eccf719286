package dev.fastserial.processor.lock;

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
                "fastserial-lock 1",
                "bean com.acme.Employee layout 0x1a2b",
                "bean com.acme.Manager after com.acme.Employee layout 0x77f0 epoch 1",
                "field com.acme.Employee 0 firstName java.lang.String : nonnull String",
                "field com.acme.Employee 1 nickname java.lang.String : String removed",
                "field com.acme.Employee 2 salary java.lang.Double : Double retired",
                "field com.acme.Employee +0 phones java.util.List<java.lang.String> : List(ArrayList|LinkedList)<String>",
                "field com.acme.Manager 0 reports java.util.List<com.acme.Employee> : object",
                "enum com.acme.Priority 0 LOW",
                "enum com.acme.Priority 1 URGENT removed",
                ""), body);
        assertTrue(text.startsWith("# fastserial.lock"), text);
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
