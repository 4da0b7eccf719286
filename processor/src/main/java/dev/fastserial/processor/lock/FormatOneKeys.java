package dev.fastserial.processor.lock;

import dev.fastserial.processor.Message;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the field keys of a class level recorded by format 1 of the lock file, which spelled a
 * field by what else the level held: the lowest field of a name (the one {@code this.name} means)
 * as {@code name}, and a superclass field it hides as {@code Owner.name} with the owner's simple
 * name. Format 2 keys a field by its identity ({@code name} for the level's own class,
 * {@code pkg.Owner.name} for a superclass the level writes). The old keys are turned into the new
 * ones against the class level as compiled now, positions unchanged, when the two can only mean
 * one thing: when the sources are those the file was last written with, always. What they cannot
 * tell apart is an error, never a guess:
 * <ul>
 *   <li>{@code Owner.name} where two superclasses of the level have the simple name {@code Owner};</li>
 *   <li>a live {@code name} where a field of that name the level has now is hidden by another and
 *       no {@code Owner.name} line records it: it was not hidden when the file was last written, so
 *       {@code name} may be it or the field that hides it now.</li>
 * </ul>
 * An {@code Owner.name} whose class the level no longer extends, a {@code name} no field has any
 * more, and removed or retired ones keep their spelling: no field of the level has that key now.
 */
public final class FormatOneKeys {
    private FormatOneKeys() {}

    /**
     * A field of the class level as compiled now.
     *
     * @param owner its declaring class, qualified
     * @param own declared by the class level's own class
     */
    public record Field(String owner, String name, boolean own) {
        String key() {
            return own ? name : owner + "." + name;
        }
    }

    /** The entry keyed as format 2 keys it, or the problem (a message of the catalogue and its arguments). */
    public record Result(BeanEntry entry, Message message, Object... args) {}

    /**
     * @param superclasses the classes above the level's own class whose fields it writes, qualified, with
     *     their simple names
     * @param fields the level's fields now, top-most superclass first
     * @param lockName how messages name the file
     */
    public static Result migrate(BeanEntry recorded, Map<String, String> superclasses, List<Field> fields,
                                 LockFile lock, String lockName) {
        Map<FieldEntry, String> keys = new HashMap<>();
        Set<String> claimed = new HashSet<>();
        for (FieldEntry e : recorded.fields()) {
            int dot = e.name().lastIndexOf('.');
            if (dot < 0) {
                continue;
            }
            String owner = e.name().substring(0, dot);
            List<String> candidates = new ArrayList<>();
            superclasses.forEach((qualified, simple) -> {
                if (simple.equals(owner)) {
                    candidates.add(qualified);
                }
            });
            if (candidates.size() > 1) {
                return clash(recorded, e, owner, candidates, lock, lockName);
            }
            String key = candidates.isEmpty() ? e.name() : candidates.get(0) + e.name().substring(dot);
            keys.put(e, key);
            claimed.add(key);
        }
        for (FieldEntry e : recorded.fields()) {
            if (e.name().indexOf('.') >= 0 || !e.isLive()) {
                continue;
            }
            List<Field> named = fields.stream().filter(f -> f.name().equals(e.name())).toList();
            if (named.isEmpty()) {
                continue;
            }
            Field lowest = named.get(named.size() - 1);
            List<Field> unrecordedHidden = named.subList(0, named.size() - 1).stream()
                    .filter(f -> !claimed.contains(f.key())).toList();
            if (!unrecordedHidden.isEmpty()) {
                List<String> which = named.stream().map(f -> simple(f.owner())).toList();
                return new Result(null, Message.LOCK_OLD_KEY_AMBIGUOUS, lockName, line(lock, recorded, e),
                        Reconciler.fieldLine(lock, recorded.className(), e), e.name(), simple(recorded.className()),
                        Message.list(which), Reconciler.beanLine(lock, recorded));
            }
            if (!claimed.contains(lowest.key())) {
                keys.put(e, lowest.key());
            }
        }
        List<FieldEntry> migrated = new ArrayList<>();
        Map<String, FieldEntry> seen = new HashMap<>();
        for (FieldEntry e : recorded.fields()) {
            FieldEntry now = e.withName(keys.getOrDefault(e, e.name()));
            FieldEntry before = now.state() == FieldEntry.State.RETIRED ? null : seen.put(now.name(), e);
            if (before != null) { // two format-1 keys of one field: 'Base.name' recorded for two classes Base
                int dot = e.name().lastIndexOf('.');
                return clash(recorded, e, dot < 0 ? e.name() : e.name().substring(0, dot),
                        List.of(Message.Phrase.TWICE.text(now.name().substring(0, Math.max(0, now.name().lastIndexOf('.'))))),
                        lock, lockName);
            }
            migrated.add(now);
        }
        return new Result(recorded.withFields(migrated, false), null);
    }

    private static Result clash(BeanEntry recorded, FieldEntry e, String owner, List<String> candidates, LockFile lock,
                                String lockName) {
        return new Result(null, Message.LOCK_OLD_KEY_CLASH, lockName, line(lock, recorded, e),
                Reconciler.fieldLine(lock, recorded.className(), e), owner, simple(recorded.className()),
                Message.list(candidates), Reconciler.beanLine(lock, recorded));
    }

    private static int line(LockFile lock, BeanEntry bean, FieldEntry f) {
        int line = lock.line(LockFile.lineKey("field", bean.className(), f.position()));
        return line > 0 ? line : lock.line(LockFile.lineKey("bean", bean.className(), null));
    }

    private static String simple(String qualified) {
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }
}
