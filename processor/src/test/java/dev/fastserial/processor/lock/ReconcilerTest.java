package dev.fastserial.processor.lock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.processor.lock.Reconciler.Current;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every rule of holding a class level against its lock entry, on plain data. */
class ReconcilerTest {
    private final Reconciler reconciler = new Reconciler("fastserial.lock");
    private final LockFile lock = new LockFile();

    private static Current field(String name, String type, String form) {
        return new Current(name, type, form, false);
    }

    private Reconciler.Result hold(String bean, String after, Current... fields) {
        Reconciler.Result r = reconciler.reconcile(bean, after, List.of(fields), lock.copy(), lock.bean(bean), 0x1234,
                (cls, f) -> false, cls -> null);
        if (r.ok()) {
            lock.put(r.entry());
        }
        return r;
    }

    private static String line(Reconciler.Result r) {
        return LockFormat.print(lockOf(r.entry())).lines().filter(l -> l.startsWith("field")).reduce("", (a, b) -> a + b + "\n");
    }

    private static LockFile lockOf(BeanEntry e) {
        LockFile f = new LockFile();
        f.put(e);
        return f;
    }

    @Test
    void aNewClassLevelGetsSlotsInOrder() {
        Reconciler.Result r = hold("a.B", null, field("x", "int", "int"), new Current("s", "java.lang.String", "String", true));
        assertTrue(r.ok());
        assertEquals("field a.B 0 x int : int\nfield a.B 1 s java.lang.String : nonnull String\n", line(r));
        assertEquals(0x1234, r.entry().layout());
        assertEquals(0, r.entry().epoch());
    }

    @Test
    void addedFieldsGoToTheTailRemovedOnesKeepTheirSlot() {
        hold("a.B", null, field("x", "int", "int"), field("s", "java.lang.String", "String"));
        Reconciler.Result r = hold("a.B", null, field("s", "java.lang.String", "String"), field("n", "java.lang.Long", "Long"));
        assertTrue(r.ok());
        assertEquals("field a.B 0 x int : int removed\nfield a.B 1 s java.lang.String : String\n"
                + "field a.B +0 n java.lang.Long : Long\n", line(r));
        assertEquals(1, r.placement().get("s").index());
        // removed again, added again with the same type: back in its place, no new id
        Reconciler.Result back = hold("a.B", null, field("x", "int", "int"), field("s", "java.lang.String", "String"));
        assertTrue(back.ok());
        assertEquals("field a.B 0 x int : int\nfield a.B 1 s java.lang.String : String\n"
                + "field a.B +0 n java.lang.Long : Long removed\n", line(back));
        Reconciler.Result again = hold("a.B", null, field("x", "int", "int"), field("m", "int", "int"));
        assertEquals(1, again.placement().get("m").index(), "tail ids are never reused");
    }

    @Test
    void nonNullMattersInSlotsOnly() {
        hold("a.B", null, field("s", "java.lang.String", "String"));
        Reconciler.Result r = hold("a.B", null, new Current("s", "java.lang.String", "String", true));
        assertEquals(1, r.problems().size());
        assertTrue(r.problems().get(0).text().startsWith("field 's' gained a non-null annotation since fastserial.lock"
                + " recorded it (slot 0): its presence bit would disappear"), r.problems().get(0).text());
        hold("a.B", null, field("s", "java.lang.String", "String"), field("t", "java.lang.String", "String"));
        assertTrue(hold("a.B", null, field("s", "java.lang.String", "String"),
                new Current("t", "java.lang.String", "String", true)).ok(), "a tail field may gain @NonNull");
    }

    @Test
    void aTypeChangeIsRefusedWithTheLineToRetire() {
        hold("a.B", null, field("salary", "java.lang.Double", "Double"));
        Reconciler.Result r = hold("a.B", null, field("salary", "java.lang.String", "String"));
        assertEquals(1, r.problems().size());
        assertEquals("salary", r.problems().get(0).fieldKey());
        assertEquals("field 'salary' changed from Double to String since fastserial.lock recorded it (slot 0): the other"
                + " version of B could not read its value (Double versus String). Keep the old type, or add a field with"
                + " another name; to drop the old values deliberately, append ' retired' to the line"
                + " 'field a.B 0 salary java.lang.Double : Double' in fastserial.lock", r.problems().get(0).text());
    }

    @Test
    void aRetiredFieldReleasesItsName() {
        hold("a.B", null, field("salary", "java.lang.Double", "Double"));
        BeanEntry e = lock.bean("a.B");
        lock.put(new BeanEntry("a.B", null, e.layout(), 0, false,
                List.of(e.fields().get(0).withState(FieldEntry.State.RETIRED))));
        Reconciler.Result r = hold("a.B", null, field("salary", "java.lang.String", "String"));
        assertTrue(r.ok(), r.problems().toString());
        assertEquals("field a.B 0 salary java.lang.Double : Double retired\n"
                + "field a.B +0 salary java.lang.String : String\n", line(r));
    }

    @Test
    void aRemovedNameReusedWithAnotherTypeIsRefused() {
        hold("a.B", null, field("salary", "java.lang.Double", "Double"), field("x", "int", "int"));
        hold("a.B", null, field("x", "int", "int"));
        Reconciler.Result r = hold("a.B", null, field("x", "int", "int"), field("salary", "java.lang.String", "String"));
        assertEquals(1, r.problems().size());
        assertTrue(r.problems().get(0).text().startsWith("field 'salary' has type String, but fastserial.lock records an"
                + " earlier field 'salary' of type Double, removed (slot 0)"), r.problems().get(0).text());
        assertTrue(r.problems().get(0).text().endsWith("replace 'removed' with 'retired' at the end of the line"
                + " 'field a.B 0 salary java.lang.Double : Double removed' in fastserial.lock"));
    }

    @Test
    void aFieldMovedBetweenClassLevelsIsRefused() {
        hold("a.Base", null, field("x", "int", "int"), field("y", "int", "int"));
        hold("a.Sub", "a.Base", field("z", "int", "int"));
        Reconciler.Result r = hold("a.Sub", "a.Base", field("z", "int", "int"), field("y", "int", "int"));
        assertEquals(1, r.problems().size());
        assertTrue(r.problems().get(0).text().startsWith("field 'y' moved to Sub from Base since fastserial.lock"),
                r.problems().get(0).text());
        // a subclass field that merely hides a superclass field still declared there is no move
        Reconciler.Result hiding = reconciler.reconcile("a.Sub", "a.Base", List.of(field("z", "int", "int"),
                field("y", "int", "int")), lock.copy(), lock.bean("a.Sub"), 0, (cls, f) -> true, cls -> null);
        assertTrue(hiding.ok());
    }

    @Test
    void aClassLevelRemovedAboveIsRefusedThenBrokenDeliberately() {
        hold("a.Sub", "a.Base", field("z", "int", "int"));
        Reconciler.Result r = hold("a.Sub", null, field("z", "int", "int"), field("y", "int", "int"));
        assertEquals(1, r.problems().size());
        assertNull(r.problems().get(0).fieldKey());
        assertTrue(r.problems().get(0).text().matches(".*append ' break' to the line"
                + " 'bean a.Sub after a.Base layout 0x1234 check 0x[0-9a-f]{8}' in fastserial\\.lock.*"),
                r.problems().get(0).text());
        BeanEntry old = lock.bean("a.Sub");
        lock.put(new BeanEntry("a.Sub", "a.Base", old.layout(), old.epoch(), true, old.fields()));
        Reconciler.Result broken = hold("a.Sub", null, field("z", "int", "int"), field("y", "int", "int"));
        assertTrue(broken.ok());
        assertNull(broken.entry().after());
        assertEquals(2, broken.entry().slots().size());
        assertNotEquals(Marks.locked(old.layout(), old.epoch()), Marks.locked(broken.entry().layout(), broken.entry().epoch()));
    }

    @Test
    void enumCodesSurviveReorderingAndRemoval() {
        EnumEntry v1 = EnumCodes.reconcile("a.E", List.of("LOW", "HIGH"), null);
        EnumEntry v2 = EnumCodes.reconcile("a.E", List.of("URGENT", "HIGH", "LOW"), v1);
        assertEquals(List.of("LOW", "HIGH", "URGENT"), EnumCodes.byCode(v2));
        EnumEntry v3 = EnumCodes.reconcile("a.E", List.of("HIGH", "URGENT", "MEDIUM"), v2);
        assertEquals(java.util.Arrays.asList(null, "HIGH", "URGENT", "MEDIUM"), EnumCodes.byCode(v3));
    }

    @Test
    void everyDeliberateBreakChangesTheMark() {
        for (int layout = 0; layout < 50; layout++) {
            for (int epoch = 0; epoch < 5; epoch++) {
                for (int newLayout = 0; newLayout < 7; newLayout++) {
                    int next = nextEpoch(layout, epoch, newLayout);
                    assertTrue(next > epoch);
                    assertNotEquals(Marks.locked(layout, epoch), Marks.locked(newLayout, next));
                }
            }
        }
    }

    /**
     * The rule a break followed before class levels could change under it, and still follows when
     * they do not: the smallest epoch after the old one whose mark differs from the old mark.
     */
    private static int nextEpoch(int previousLayout, int previousEpoch, int newLayout) {
        int epoch = previousEpoch + 1;
        while (Marks.locked(newLayout, epoch) == Marks.locked(previousLayout, previousEpoch)) {
            epoch++;
        }
        return epoch;
    }

    private static BeanEntry level(String bean, String after, int layout, int epoch, boolean breakRequested) {
        return new BeanEntry(bean, after, layout, epoch, breakRequested,
                List.of(new FieldEntry("f", false, 0, "int", "int", FieldEntry.State.LIVE)));
    }

    private static int mark(BeanEntry e) {
        return Marks.locked(e.layout(), e.epoch());
    }

    private Reconciler.Result fresh(LockFile original, String bean, String after, int fingerprint, List<String> subLevels) {
        return reconciler.reconcile(bean, after, List.of(field("f", "int", "int")), original, original.bean(bean),
                fingerprint, (cls, f) -> false, c -> c.equals("a.Sub") ? subLevels : c.equals("a.Base") ? List.of("a.Base") : null);
    }

    /**
     * Sub breaks out of Base's hierarchy: old streams start with Base's level, new ones with Sub's,
     * so Sub's new mark differs from Base's as well as from its own old one, for every layout.
     */
    @Test
    void aBreakOutOfAHierarchyAvoidsTheOldFirstLevelsMark() {
        boolean plainRuleWouldClash = false;
        for (int base = 0; base < 3; base++) {
            for (int sub = 0; sub < 3; sub++) {
                for (int epoch = 0; epoch < 3; epoch++) {
                    for (int now = 0; now < 3; now++) {
                        LockFile original = new LockFile();
                        original.put(level("a.Base", null, base, 0, false));
                        original.put(level("a.Sub", "a.Base", sub, epoch, true));
                        BeanEntry e = fresh(original, "a.Sub", null, now, List.of("a.Sub")).entry();
                        assertNotEquals(mark(original.bean("a.Sub")), mark(e));
                        assertNotEquals(mark(original.bean("a.Base")), mark(e));
                        plainRuleWouldClash |= Marks.locked(now, nextEpoch(sub, epoch, now)) == mark(original.bean("a.Base"));
                    }
                }
            }
        }
        assertTrue(plainRuleWouldClash, "the cases include those the level's own old mark alone misses");
    }

    /**
     * Base becomes a class level above Sub, whose line asks for a break: old streams start with
     * Sub's level, new ones with Base's, so the new Base's mark differs from Sub's old one.
     * Without the break, a new level's mark still derives from its layout alone (epoch 0).
     */
    @Test
    void aClassLevelAddedAboveABreakAvoidsTheOldFirstLevelsMark() {
        boolean layoutAloneWouldClash = false;
        for (int sub = 0; sub < 3; sub++) {
            for (int base = 0; base < 3; base++) {
                LockFile original = new LockFile();
                original.put(level("a.Sub", null, sub, 0, true));
                BeanEntry e = fresh(original, "a.Base", null, base, List.of("a.Base", "a.Sub")).entry();
                assertNotEquals(mark(original.bean("a.Sub")), mark(e));
                layoutAloneWouldClash |= Marks.locked(base, 0) == mark(original.bean("a.Sub"));
                // Sub itself: only its own old mark to avoid, as before
                assertEquals(nextEpoch(sub, 0, 7), fresh(original, "a.Sub", "a.Base", 7, List.of("a.Base", "a.Sub"))
                        .entry().epoch());
                LockFile unbroken = new LockFile();
                unbroken.put(level("a.Sub", null, sub, 0, false));
                assertEquals(0, fresh(unbroken, "a.Base", null, base, List.of("a.Base", "a.Sub")).entry().epoch());
            }
        }
        assertTrue(layoutAloneWouldClash);
    }

    /** A break that keeps the class levels takes the same epoch as ever: existing lock files keep their marks. */
    @Test
    void aBreakThatKeepsTheClassLevelsTakesTheEpochItAlwaysTook() {
        for (int base = 0; base < 3; base++) {
            for (int sub = 0; sub < 3; sub++) {
                for (int now = 0; now < 3; now++) {
                    LockFile original = new LockFile();
                    original.put(level("a.Base", null, base, 0, false));
                    original.put(level("a.Sub", "a.Base", sub, 2, true));
                    assertEquals(nextEpoch(sub, 2, now),
                            fresh(original, "a.Sub", "a.Base", now, List.of("a.Base", "a.Sub")).entry().epoch());
                }
            }
        }
    }

    /**
     * Sub, first in its streams, breaks to go under Base, a level the lock keeps (not broken): where
     * Base's mark is Sub's old one, no epoch of Sub's can keep readers from taking one lineage's
     * level for the other's, so the break is refused (FS413, on Sub); elsewhere Sub is locked afresh.
     */
    @Test
    void aBreakUnderALevelThatKeepsTheOldMarkIsRefused() {
        int refused = 0;
        for (int base = 0; base < 3; base++) {
            for (int sub = 0; sub < 3; sub++) {
                LockFile original = new LockFile();
                original.put(level("a.Base", null, base, 0, false));
                original.put(level("a.Sub", null, sub, 0, true));
                Reconciler.Result r = fresh(original, "a.Sub", "a.Base", 7, List.of("a.Base", "a.Sub"));
                if (mark(original.bean("a.Base")) == mark(original.bean("a.Sub"))) {
                    refused++;
                    assertEquals(1, r.problems().size());
                    Reconciler.Problem p = r.problems().get(0);
                    assertNull(p.fieldKey());
                    assertEquals(dev.fastserial.processor.Message.LOCK_BREAK_MARK_CLASH, p.message());
                    assertTrue(p.text().startsWith("Sub's streams now have Base's class level where its old streams"
                            + " have Sub's, and both carry layout mark " + mark(original.bean("a.Base")) + ":"), p.text());
                    assertTrue(p.text().matches(".*appending ' break' to the line 'bean a.Base layout 0x000" + base
                            + " check 0x[0-9a-f]{8}'.*"), p.text());
                } else {
                    assertTrue(r.ok(), r.problems().toString());
                    assertNotEquals(mark(original.bean("a.Sub")), mark(r.entry()));
                }
                // Base broken too: locked afresh, it avoids Sub's old mark itself, and Sub's break goes through
                LockFile both = new LockFile();
                both.put(level("a.Base", null, base, 0, true));
                both.put(level("a.Sub", null, sub, 0, true));
                assertTrue(fresh(both, "a.Sub", "a.Base", 7, List.of("a.Base", "a.Sub")).ok());
                assertNotEquals(mark(both.bean("a.Sub")), mark(fresh(both, "a.Base", null, base, List.of("a.Base", "a.Sub"))
                        .entry()));
            }
        }
        assertEquals(3, refused);
    }

    /**
     * A new level above three broken classes whose old marks are 1, 2 and 3: no mark of its own
     * tells it from all of them, so it is refused (FS414, naming the three) instead of misreading
     * one lineage's streams. Above two of them it takes the mark left.
     */
    @Test
    void aNewLevelAboveThreeBrokenLevelsWithEveryMarkIsRefused() {
        LockFile original = new LockFile();
        for (int i = 0; i < 3; i++) {
            original.put(level("a.Sub" + i, null, i, 0, true)); // marks 1, 2, 3
        }
        Reconciler.Result r = reconciler.reconcile("a.Base", null, List.of(field("f", "int", "int")), original, null, 0,
                (cls, f) -> false, c -> c.startsWith("a.Sub") ? List.of("a.Base", c) : List.of("a.Base"));
        assertEquals(1, r.problems().size());
        assertEquals(dev.fastserial.processor.Message.LOCK_BREAK_NO_MARK, r.problems().get(0).message());
        assertEquals("Base's layout mark would have to differ from those of Sub0 (mark 1), Sub1 (mark 2) and Sub2"
                + " (mark 3), which streams written before the break have where they now have Base's class level; no mark"
                + " does, so some of those streams would be misread instead of rejected. Rename one of the broken classes"
                + " (Sub0, Sub1 and Sub2) instead of breaking it (a new class name starts a new lineage)",
                r.problems().get(0).text());
        Reconciler.Result two = reconciler.reconcile("a.Base", null, List.of(field("f", "int", "int")), original, null, 0,
                (cls, f) -> false, c -> c.equals("a.Sub2") ? List.of(c) : c.startsWith("a.Sub") ? List.of("a.Base", c) : null);
        assertTrue(two.ok());
        assertEquals(3, mark(two.entry()));
    }
}
