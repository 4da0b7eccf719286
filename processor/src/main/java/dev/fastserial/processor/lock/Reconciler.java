package dev.fastserial.processor.lock;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.regex.Pattern;
import dev.fastserial.processor.Message;

/**
 * Holds one class level, as the source has it now, against its entry in the lock file: which
 * slot or tail id each field has, what was removed, and every change that older or newer readers
 * could not follow. Pure data in, data out: the reading stage attaches problems to elements.
 */
public final class Reconciler {
    private static final Pattern INLINE = Pattern.compile("\\binline [\\w.$]+");
    private static final Pattern PACKAGE_PREFIX = Pattern.compile("\\b(?:[a-z_$][\\w$]*\\.)+(?=[A-Za-z_$])");

    /**
     * A field of the class level as compiled now.
     *
     * @param key the field's key: its name, or {@code pkg.Owner.name} for a field of a superclass the level writes
     * @param form how its value is written, without nullability
     * @param nonNull no presence bit: part of a slot's form, irrelevant in the tail
     */
    public record Current(String key, String javaType, String form, boolean nonNull) {
        String slotForm() {
            return (nonNull ? "nonnull " : "") + form;
        }
    }

    /** A change the lock refuses; {@code fieldKey} is null when the class level as a whole is at fault. */
    public record Problem(String fieldKey, Message message, Object... args) {
        /** The message's text, without its id. */
        public String text() {
            return message.text(args);
        }
    }

    /**
     * @param entry the class level's entry after this build (to be stored if the bean has no errors)
     * @param placement each current field's entry, by key
     */
    public record Result(BeanEntry entry, Map<String, FieldEntry> placement, List<Problem> problems) {
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    private final String lockName;

    /** @param lockName how messages name the file (its file name) */
    public Reconciler(String lockName) {
        this.lockName = lockName;
    }

    /**
     * @param original the lock file as the build found it (to see fields moved between levels)
     * @param recorded the class level's entry, or null for a class level not locked yet
     * @param fingerprint the fingerprint of the current fields as slots (the layout of a new entry)
     * @param stillDeclares whether a class (qualified name) still declares a field (name) now
     * @param levelsNow a class's {@code @FastSerial} class levels as compiled now, first on the wire
     *     first and ending with the class itself; null when unknown (then the lock's {@code after}
     *     chain is taken for it). Used only for a class level locked afresh, to keep its layout mark
     *     off the mark that old streams have where its level now comes (see {@link #marksToAvoid}).
     */
    public Result reconcile(String className, String chainTo, List<Current> fields, LockFile original,
                            BeanEntry recorded, int fingerprint, BiPredicate<String, String> stillDeclares,
                            Function<String, List<String>> levelsNow) {
        if (recorded == null || recorded.breakRequested()) {
            return fresh(className, chainTo, fields, original, recorded, fingerprint, levelsNow);
        }
        List<Problem> problems = new ArrayList<>();
        if (!Objects.equals(recorded.after(), chainTo)) {
            problems.add(levelChanged(className, recorded, chainTo, original));
            return new Result(recorded, Map.of(), problems);
        }
        List<FieldEntry> entries = new ArrayList<>(recorded.fields());
        Map<String, FieldEntry> placement = new LinkedHashMap<>();
        Set<FieldEntry> claimed = new HashSet<>();
        int nextTail = recorded.nextTailId();
        for (Current field : fields) {
            FieldEntry live = find(entries, field.key(), FieldEntry.State.LIVE);
            if (live != null) {
                String recordedForm = live.form();
                String currentForm = live.tail() ? field.form() : field.slotForm();
                if (!recordedForm.equals(currentForm)) {
                    problems.add(changed(className, live, field, currentForm, original));
                    continue;
                }
                placement.put(field.key(), live);
                claimed.add(live);
                continue;
            }
            FieldEntry removed = findRemoved(entries, field);
            if (removed != null) {
                FieldEntry revived = removed.withState(FieldEntry.State.LIVE);
                replace(entries, removed, revived);
                placement.put(field.key(), revived);
                claimed.add(revived);
                continue;
            }
            FieldEntry reused = find(entries, field.key(), FieldEntry.State.REMOVED);
            if (reused != null) {
                problems.add(reusedName(className, reused, field, original));
                continue;
            }
            String movedFrom = movedFrom(className, field.key(), original, stillDeclares);
            if (movedFrom != null) {
                problems.add(moved(className, field.key(), movedFrom, original));
                continue;
            }
            FieldEntry added = new FieldEntry(field.key(), true, nextTail++, field.javaType(), field.form(),
                    FieldEntry.State.LIVE);
            entries.add(added);
            placement.put(field.key(), added);
            claimed.add(added);
        }
        if (!problems.isEmpty()) {
            return new Result(recorded, Map.of(), problems);
        }
        for (int i = 0; i < entries.size(); i++) {
            FieldEntry e = entries.get(i);
            if (e.isLive() && !claimed.contains(e)) {
                entries.set(i, e.withState(FieldEntry.State.REMOVED));
            }
        }
        BeanEntry updated = new BeanEntry(className, chainTo, recorded.layout(), recorded.epoch(), false, entries);
        return new Result(updated, placement, problems);
    }

    /** A class level locked for the first time, or started afresh by a deliberate break. */
    private Result fresh(String className, String chainTo, List<Current> fields, LockFile original, BeanEntry previous,
                         int fingerprint, Function<String, List<String>> levelsNow) {
        if (previous != null && original != null) {
            Problem clash = markClash(className, chainTo, original, levelsNow);
            if (clash != null) {
                return new Result(previous, Map.of(), List.of(clash));
            }
        }
        List<FieldEntry> entries = new ArrayList<>();
        Map<String, FieldEntry> placement = new LinkedHashMap<>();
        for (Current field : fields) {
            FieldEntry slot = new FieldEntry(field.key(), false, entries.size(), field.javaType(), field.slotForm(),
                    FieldEntry.State.LIVE);
            entries.add(slot);
            placement.put(field.key(), slot);
        }
        int from = previous == null ? 0 : previous.epoch() + 1;
        Map<Integer, String> avoid = marksToAvoid(className, chainTo, original, previous, levelsNow);
        int epoch = Marks.epochAvoiding(fingerprint, from, avoid.keySet());
        if (epoch < 0) { // all three marks taken: whichever it gets, some old streams would be misread
            List<String> whose = new ArrayList<>();
            avoid.forEach((mark, level) -> whose.add(Message.Phrase.MARK_OF.text(level, mark)));
            List<String> broken = new ArrayList<>(avoid.values()); // one mark per class level
            broken.remove(OWN_OLD_LAYOUT);
            return new Result(previous, Map.of(), List.of(new Problem(null, Message.LOCK_BREAK_NO_MARK,
                    simple(className), Message.list(whose), Message.list(broken))));
        }
        return new Result(new BeanEntry(className, chainTo, fingerprint, epoch, false, entries), placement, List.of());
    }

    /** How {@link #marksToAvoid} names a class level's own old mark. */
    private static final String OWN_OLD_LAYOUT = Message.Phrase.OWN_OLD_LAYOUT.text();

    /**
     * For a class level whose line asks for a break: a refusal when its old and new class levels
     * part at a level that keeps its mark (one the lock holds and does not break) and that mark is
     * the one the old streams have there. Readers of either lineage would take the other's level
     * for theirs and misread it, and no epoch of the broken level can prevent that.
     */
    private Problem markClash(String className, String chainTo, LockFile original,
                              Function<String, List<String>> levelsNow) {
        List<String> now = levelsOf(className, chainTo, original, levelsNow);
        List<String> before = recordedLevels(original, className);
        if (before == null) {
            return null;
        }
        int at = partingDepth(now, before, className);
        if (at >= now.size() || at >= before.size() || now.get(at).equals(className)) {
            return null;
        }
        BeanEntry kept = original.bean(now.get(at));
        if (kept == null || kept.breakRequested()) {
            return null; // locked afresh in this build: its own mark avoids the old one (marksToAvoid)
        }
        BeanEntry old = original.bean(before.get(at));
        if (mark(kept) != mark(old)) {
            return null;
        }
        return new Problem(null, Message.LOCK_BREAK_MARK_CLASH, simple(className), simple(kept.className()),
                simple(old.className()), mark(kept), lockName, beanLine(original, kept));
    }

    private static int mark(BeanEntry e) {
        return Marks.locked(e.layout(), e.epoch());
    }

    /**
     * Where a broken class's levels now and as recorded part: the first depth at which they
     * differ, or the broken class's own depth when the levels above it stay the same.
     */
    private static int partingDepth(List<String> now, List<String> before, String broken) {
        int at = 0;
        while (at < now.size() && at < before.size() && now.get(at).equals(before.get(at))
                && !now.get(at).equals(broken)) {
            at++;
        }
        return at;
    }

    /**
     * The marks a class level locked afresh must not have, each with the class level whose old
     * streams have it: its own old one (after a break), and, for each class level whose line asks
     * for a break, the mark that the old lineage's streams have at the first level where the old
     * and the new class levels part (where a reader of either lineage meets the other's level
     * first), when that level is now this one. For a break that keeps the class levels, that is
     * the broken level's own old mark; for a break out of a hierarchy, the old first level's mark;
     * for a level added above a broken one, the broken level's old mark (or the old level at that
     * depth). Without a break in the lock file this is empty for a new class level, so its mark is
     * still derived from its layout alone (epoch 0).
     */
    private static Map<Integer, String> marksToAvoid(String className, String chainTo, LockFile original,
                                                     BeanEntry previous, Function<String, List<String>> levelsNow) {
        Map<Integer, String> marks = new TreeMap<>();
        if (previous != null) {
            marks.put(mark(previous), OWN_OLD_LAYOUT);
        }
        if (original == null) {
            return marks;
        }
        for (BeanEntry broken : original.beans()) {
            if (!broken.breakRequested()) {
                continue;
            }
            List<String> now;
            if (broken.className().equals(className)) {
                now = levelsOf(className, chainTo, original, levelsNow);
            } else {
                now = levelsNow.apply(broken.className());
            }
            List<String> before = recordedLevels(original, broken.className());
            if (now == null || before == null) {
                continue;
            }
            int at = partingDepth(now, before, broken.className());
            if (at < now.size() && at < before.size() && now.get(at).equals(className)) {
                BeanEntry old = original.bean(before.get(at));
                marks.putIfAbsent(mark(old), old == previous ? OWN_OLD_LAYOUT : simple(old.className()));
            }
        }
        return marks;
    }

    /** The levels of the class being reconciled as compiled now: its chain's, then its own. */
    private static List<String> levelsOf(String className, String chainTo, LockFile original,
                                         Function<String, List<String>> levelsNow) {
        List<String> now = new ArrayList<>(chainTo == null ? List.of() : levels(chainTo, original, levelsNow));
        now.add(className);
        return now;
    }

    private static List<String> levels(String className, LockFile original, Function<String, List<String>> levelsNow) {
        List<String> now = levelsNow.apply(className);
        if (now != null) {
            return now;
        }
        List<String> recorded = recordedLevels(original, className);
        return recorded != null ? recorded : List.of(className);
    }

    /** The class levels the lock file records for a class, first on the wire first; null if it has none. */
    private static List<String> recordedLevels(LockFile lock, String className) {
        List<String> levels = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (BeanEntry e = lock.bean(className); e != null; e = e.after() == null ? null : lock.bean(e.after())) {
            if (!seen.add(e.className())) {
                return null;
            }
            levels.add(0, e.className());
            if (e.after() != null && lock.bean(e.after()) == null) {
                return null; // a level above that the file does not record: its mark is unknown
            }
        }
        return levels.isEmpty() ? null : levels;
    }

    private static FieldEntry find(List<FieldEntry> entries, String key, FieldEntry.State state) {
        for (FieldEntry e : entries) {
            if (e.name().equals(key) && e.state() == state) {
                return e;
            }
        }
        return null;
    }

    /** A removed field of the same name whose form the current field has: it comes back in its old place. */
    private static FieldEntry findRemoved(List<FieldEntry> entries, Current field) {
        for (FieldEntry e : entries) {
            if (e.name().equals(field.key()) && e.state() == FieldEntry.State.REMOVED
                    && e.form().equals(e.tail() ? field.form() : field.slotForm())) {
                return e;
            }
        }
        return null;
    }

    private static void replace(List<FieldEntry> entries, FieldEntry old, FieldEntry now) {
        entries.set(entries.indexOf(old), now);
    }

    /** The class of another level of the same hierarchy that had this field live and no longer declares it. */
    private static String movedFrom(String className, String field, LockFile original, BiPredicate<String, String> stillDeclares) {
        for (BeanEntry other : original.beans()) {
            if (other.className().equals(className) || !sameHierarchy(original, className, other.className())) {
                continue;
            }
            for (FieldEntry e : other.fields()) {
                if (e.isLive() && e.name().equals(field) && !stillDeclares.test(other.className(), field)) {
                    return other.className();
                }
            }
        }
        return null;
    }

    private static boolean sameHierarchy(LockFile lock, String a, String b) {
        return isAncestor(lock, a, b) || isAncestor(lock, b, a);
    }

    /** Whether {@code ancestor} is a level above {@code level} in the recorded chain. */
    private static boolean isAncestor(LockFile lock, String ancestor, String level) {
        Set<String> seen = new HashSet<>();
        for (BeanEntry e = lock.bean(level); e != null && e.after() != null && seen.add(e.className()); e = lock.bean(e.after())) {
            if (e.after().equals(ancestor)) {
                return true;
            }
        }
        return false;
    }

    // ---- problems: texts in the Message catalogue (FS4xx) ---------------------------------

    private Problem changed(String className, FieldEntry live, Current field, String currentForm, LockFile original) {
        String key = field.key();
        String position = position(live);
        String line = fieldLine(original, className, live);
        boolean onlyNullability = live.form().replaceFirst("^nonnull ", "").equals(currentForm.replaceFirst("^nonnull ", ""));
        if (onlyNullability) {
            boolean gained = currentForm.startsWith("nonnull ");
            return new Problem(key, Message.LOCK_NON_NULL_CHANGED, key, gained ? "gained" : "lost", lockName, position,
                    gained ? "disappear" : "appear", simple(className), line);
        }
        if ((live.form().equals("object") != currentForm.equals("object")
                && simple(live.javaType()).equals(simple(field.javaType())))
                || (live.javaType().equals(field.javaType()) && byReference(live.form()).equals(byReference(currentForm)))) {
            return new Problem(key, Message.LOCK_REFERENCE_CHANGED, key, live.form(), currentForm, lockName, position,
                    simple(className), line);
        }
        return new Problem(key, Message.LOCK_TYPE_CHANGED, key, simple(live.javaType()), simple(field.javaType()), lockName,
                position, simple(className), live.form(), currentForm, line);
    }

    /**
     * The form with every inline bean written as by reference: equal for two forms that differ only
     * in which beans go inline, as {@code List<Node>} does when {@code Node} starts to reach itself.
     */
    private static String byReference(String form) {
        return INLINE.matcher(form).replaceAll("object");
    }

    private Problem reusedName(String className, FieldEntry removed, Current field, LockFile original) {
        return new Problem(field.key(), Message.LOCK_REMOVED_NAME_REUSED, field.key(), simple(field.javaType()), lockName,
                simple(removed.javaType()), position(removed), fieldLine(original, className, removed));
    }

    private Problem moved(String className, String field, String from, LockFile original) {
        FieldEntry old = original.bean(from).fields().stream()
                .filter(e -> e.isLive() && e.name().equals(field)).findFirst().orElseThrow();
        return new Problem(field, Message.LOCK_FIELD_MOVED, field, simple(className), simple(from), lockName,
                fieldLine(original, from, old));
    }

    private Problem levelChanged(String className, BeanEntry recorded, String chainTo, LockFile original) {
        String was = recorded.after() == null ? "first (no @FastSerial superclass before it)"
                : "after " + simple(recorded.after()) + "'s fields";
        String now = chainTo == null ? "first" : "after " + simple(chainTo) + "'s fields";
        return new Problem(null, Message.LOCK_LEVELS_CHANGED, simple(className), lockName, was, now, beanLine(original, recorded));
    }

    private static String position(FieldEntry e) {
        return e.tail() ? Message.Phrase.ADDED_FIELD.text(e.index()) : Message.Phrase.SLOT.text(e.index());
    }

    /** The field's line as {@code file} has it (to be edited as a message says), else as the build prints it. */
    static String fieldLine(LockFile file, String className, FieldEntry f) {
        String read = file == null ? null : file.text(LockFile.lineKey("field", className, f.position()));
        return read != null ? read : "field " + className + " " + f.position() + " " + f.name() + " " + f.javaType()
                + " : " + f.form() + (f.isLive() ? "" : " " + f.state().keyword());
    }

    /** The bean line as {@code file} has it, else as the build prints it. */
    public static String beanLine(LockFile file, BeanEntry b) {
        String read = file == null ? null : file.text(LockFile.lineKey("bean", b.className(), null));
        return read != null ? read
                : LockFormat.print(singleBean(b)).lines().filter(l -> l.startsWith("bean ")).findFirst().orElseThrow();
    }

    private static LockFile singleBean(BeanEntry b) {
        LockFile lock = new LockFile();
        lock.put(b);
        return lock;
    }

    /** {@code java.util.List<java.lang.String>} as a user writes it: {@code List<String>}. */
    static String simple(String javaType) {
        return PACKAGE_PREFIX.matcher(javaType).replaceAll("");
    }
}
