package dev.fastserial.processor.read;

import dev.fastserial.processor.Message;
import dev.fastserial.processor.lock.BeanEntry;
import dev.fastserial.processor.lock.FieldEntry;
import dev.fastserial.processor.lock.FormatOneKeys;
import dev.fastserial.processor.lock.LockStore;
import dev.fastserial.processor.lock.Marks;
import dev.fastserial.processor.lock.Reconciler;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.LayoutCheck;
import dev.fastserial.processor.read.TypeResolver.Resolution;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Where each field of a class level goes, and how readers recognise its layout: without a lock
 * file, every field a slot and a fingerprint; with one, the slots and tail ids it records, after
 * holding the class level against it (every change older or newer readers could not follow is an
 * error on the field).
 */
final class LockedLayouts {
    private final Env env;
    private final LockStore lock;
    private final TypeResolver types;
    private final Reconciler reconciler;

    /** @param placement null without a lock file */
    record Outcome(LayoutPlanner.Placement placement, LayoutCheck check) {}

    LockedLayouts(Env env, LockStore lock, TypeResolver types) {
        this.env = env;
        this.lock = lock;
        this.types = types;
        this.reconciler = new Reconciler(lock.enabled() ? lock.path().getFileName().toString() : "fastserial.lock");
    }

    /**
     * @param chainTo the {@code @FastSerial} superclass whose level comes first, or null
     * @param targets the element each draft's errors go on, by key
     * @param value a record or immutable class: the stream names its proxy, whose serialVersionUID
     *     is fixed, so it needs none of its own
     * @return null after reporting why the class level cannot be placed
     */
    Outcome place(TypeElement bean, TypeElement chainTo, List<LayoutPlanner.Draft> drafts, Map<String, Element> targets,
                  Map<String, String> javaTypes, boolean value) {
        String after = chainTo == null ? null : chainTo.getQualifiedName().toString();
        List<Fingerprint.Slot> asSlots = new ArrayList<>();
        for (LayoutPlanner.Draft d : drafts) {
            asSlots.add(new Fingerprint.Slot(d.layoutName(), (d.nonNull() ? "nonnull " : "") + d.encoding().form(), d.encoding()));
        }
        int fingerprint = Fingerprint.of(after, asSlots);
        if (!lock.enabled()) {
            return new Outcome(null, new LayoutCheck.Unlocked(fingerprint));
        }
        if (lock.problem() != null) {
            return null; // reported once, by the processor
        }
        if (!value && !declaresSerialVersionUid(bean)) {
            VariableElement wrong = env.fieldNamed(bean, "serialVersionUID");
            if (wrong == null) {
                env.reporter.error(bean, Message.LOCK_NO_SERIAL_VERSION_UID, bean.getSimpleName(),
                        Message.Phrase.NO_SERIAL_VERSION_UID.text(), lockName(), "");
            } else { // an int one, or not static final: the JDK reads none but a static final long
                String declared = (wrong.getModifiers().contains(Modifier.STATIC) ? "static " : "")
                        + (wrong.getModifiers().contains(Modifier.FINAL) ? "final " : "") + wrong.asType();
                env.reporter.error(wrong, Message.LOCK_NO_SERIAL_VERSION_UID, bean.getSimpleName(),
                        Message.Phrase.IGNORED_SERIAL_VERSION_UID.text(declared), lockName(),
                        Message.Phrase.IN_PLACE_OF_IT.text());
            }
            return null;
        }
        String className = bean.getQualifiedName().toString();
        BeanEntry recorded = lock.bean(className);
        if (recorded != null && recorded.formatOneKeys() && !recorded.breakRequested()) {
            List<FormatOneKeys.Field> now = new ArrayList<>();
            for (LayoutPlanner.Draft d : drafts) {
                now.add(new FormatOneKeys.Field(d.declaringClass(), d.name(), d.declaringClass().equals(className)));
            }
            FormatOneKeys.Result rekeyed = FormatOneKeys.migrate(recorded, superclasses(bean, chainTo), now,
                    lock.original(), lockName());
            if (rekeyed.entry() == null) {
                env.reporter.error(bean, rekeyed.message(), rekeyed.args());
                return null;
            }
            lock.rekeyed(rekeyed.entry());
        }
        keepFormsRecordedBefore(drafts, lock.bean(className)); // after any rekeying: keys as format 2 has them
        List<Reconciler.Current> current = new ArrayList<>();
        for (LayoutPlanner.Draft d : drafts) {
            current.add(new Reconciler.Current(d.key(), javaTypes.get(d.key()), d.encoding().form(), d.nonNull()));
        }
        Reconciler.Result result = reconciler.reconcile(className, after, current, lock.original(),
                lock.bean(className), fingerprint, this::stillDeclares, this::levelsNow);
        if (!result.ok()) {
            for (Reconciler.Problem p : result.problems()) {
                Element target = p.fieldKey() == null ? bean : targets.getOrDefault(p.fieldKey(), bean);
                env.reporter.error(target, p.message(), p.args());
            }
            return null;
        }
        BeanEntry entry = result.entry();
        warnOfAddedObjects(bean, drafts, targets, result.placement(), recorded);
        List<LayoutPlanner.Removed> removed = new ArrayList<>();
        for (FieldEntry slot : entry.slots()) {
            if (!slot.isLive()) {
                Encoding encoding = skippable(bean, entry, slot);
                if (encoding == null) {
                    return null;
                }
                removed.add(new LayoutPlanner.Removed(slot.index(), slot.name(), encoding, slot.form().startsWith("nonnull ")));
            }
        }
        Map<String, Integer> slots = new HashMap<>();
        Map<String, Integer> tail = new HashMap<>();
        result.placement().forEach((key, e) -> (e.tail() ? tail : slots).put(key, e.index()));
        lock.put(entry);
        return new Outcome(new LayoutPlanner.Placement(slots, tail, removed),
                new LayoutCheck.Locked(Marks.locked(entry.layout(), entry.epoch()), entry.layout()));
    }

    /**
     * A field the lock file recorded in the form its type had before issue 26 (a {@code
     * LinkedHashMap<K, V>} field went through writeObject, a {@code Pair<String, Integer>} field
     * wrote Pair's fields without its type arguments' fast forms) keeps that encoding: the lock
     * still holds, and what older versions wrote still reads. Replaces such drafts in place.
     */
    private static void keepFormsRecordedBefore(List<LayoutPlanner.Draft> drafts, BeanEntry recorded) {
        if (recorded == null || recorded.breakRequested()) {
            return;
        }
        for (int i = 0; i < drafts.size(); i++) {
            LayoutPlanner.Draft d = drafts.get(i);
            if (d.asBefore() == null) {
                continue;
            }
            for (FieldEntry e : recorded.fields()) {
                if (e.state() != FieldEntry.State.RETIRED && e.name().equals(d.key())) { // live, or removed to come back
                    String before = (e.tail() || !d.nonNull() ? "" : "nonnull ") + d.asBefore().form();
                    if (e.form().equals(before)) {
                        drafts.set(i, d.withEncoding(d.asBefore()));
                    }
                }
            }
        }
    }

    /**
     * A field this build adds to the tail whose values go through writeObject (an Object, an
     * interface, a bean by reference, anywhere in its type): on JDK streams a reader of an earlier
     * version reads such a value to skip it, and fails the whole object if it lacks the value's class
     * (ObjectInputStream fails the object a failed one was read for); the direct path writes it apart
     * (readers skip it whole). A warning, once: in the build that adds the field.
     */
    private void warnOfAddedObjects(TypeElement bean, List<LayoutPlanner.Draft> drafts, Map<String, Element> targets,
                                    Map<String, FieldEntry> placement, BeanEntry recorded) {
        if (recorded == null || recorded.breakRequested()) {
            return; // locked afresh: no earlier version to read its bytes
        }
        for (LayoutPlanner.Draft d : drafts) {
            FieldEntry e = placement.get(d.key());
            if (e != null && e.tail() && recorded.tailFields().stream().noneMatch(t -> t.index() == e.index())
                    && goesThroughWriteObject(d.encoding())) {
                env.reporter.warning(targets.getOrDefault(d.key(), bean), Message.LOCK_ADDED_FIELD_OBJECTS, d.key(),
                        bean.getSimpleName(), lockName(), e.index());
            }
        }
    }

    private static boolean goesThroughWriteObject(Encoding e) {
        return e instanceof Encoding.ObjectStream || e.children().stream().anyMatch(LockedLayouts::goesThroughWriteObject);
    }

    /**
     * The encoding a removed slot was written with, from its recorded type, so that the reader can
     * skip what older writers put there; null after an error when that type no longer gives it.
     */
    private Encoding skippable(TypeElement bean, BeanEntry entry, FieldEntry slot) {
        String form = slot.form().replaceFirst("^nonnull ", "");
        TypeMirror type = TypeSpellings.parse(slot.javaType(), bean, env.elements, env.types);
        String why;
        if (type == null) {
            why = Message.Phrase.TYPE_GONE.text();
        } else {
            for (boolean byReference : new boolean[] {false, true}) {
                if (types.resolve(type, byReference) instanceof Resolution.Ok ok && ok.encoding().form().equals(form)) {
                    return ok.encoding();
                }
                if (types.resolveAsBefore(type, byReference) instanceof Resolution.Ok ok && ok.encoding().form().equals(form)) {
                    return ok.encoding(); // recorded before issue 26 gave the type another form
                }
            }
            Resolution now = types.resolve(type, false);
            why = now instanceof Resolution.Ok ok ? Message.Phrase.TYPE_NOW.text(ok.encoding().form())
                    : Message.Phrase.TYPE_NOT_SERIALIZABLE.text();
        }
        env.reporter.error(bean, Message.LOCK_REMOVED_FIELD_UNSKIPPABLE, slot.name(), bean.getSimpleName(), slot.index(),
                slot.form(), bean.getSimpleName() + "Externalizer", slot.javaType(), why, Reconciler.beanLine(lock.original(), entry),
                lockName());
        return null;
    }

    /**
     * A class's {@code @FastSerial} class levels as compiled now, first on the wire first, ending
     * with the class itself (as {@code FieldCollector} chains them: each to its nearest
     * {@code @FastSerial} superclass; a value type writes every level itself); null for a class
     * this compilation cannot see.
     */
    private List<String> levelsNow(String className) {
        TypeElement type = env.elements.getTypeElement(className);
        if (type == null) {
            return null;
        }
        List<String> levels = new ArrayList<>();
        levels.add(className);
        if (env.isValueType(type)) {
            return levels;
        }
        for (TypeElement c = env.fastSerialSuperclass(type); c != null;
                c = env.isValueType(c) ? null : env.fastSerialSuperclass(c)) { // a value type writes every level itself
            levels.add(0, c.getQualifiedName().toString());
        }
        return levels;
    }

    /** The superclasses whose fields the class level writes (as FieldCollector finds them), qualified, with their simple names. */
    private static Map<String, String> superclasses(TypeElement bean, TypeElement chainTo) {
        Map<String, String> classes = new LinkedHashMap<>();
        for (TypeElement c = Env.classOf(bean.getSuperclass()); c != null && !c.equals(chainTo) && !Env.isJavaLangObject(c);
                c = Env.classOf(c.getSuperclass())) {
            classes.put(c.getQualifiedName().toString(), c.getSimpleName().toString());
        }
        return classes;
    }

    private boolean stillDeclares(String className, String field) {
        TypeElement type = env.elements.getTypeElement(className);
        if (type == null) {
            return false;
        }
        for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            if (f.getSimpleName().contentEquals(field) && !f.getModifiers().contains(Modifier.STATIC)
                    && !f.getModifiers().contains(Modifier.TRANSIENT)) {
                return true;
            }
        }
        return false;
    }

    private static boolean declaresSerialVersionUid(TypeElement bean) {
        for (VariableElement f : ElementFilter.fieldsIn(bean.getEnclosedElements())) {
            if (f.getSimpleName().contentEquals("serialVersionUID") && f.getModifiers().contains(Modifier.STATIC)
                    && f.getModifiers().contains(Modifier.FINAL) && f.asType().getKind() == TypeKind.LONG) {
                return true;
            }
        }
        return false;
    }

    private String lockName() {
        return lock.path().getFileName().toString();
    }
}
