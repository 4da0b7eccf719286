package dev.fastserial.processor.read;

import com.squareup.javapoet.ClassName;
import dev.fastserial.processor.Message;
import dev.fastserial.processor.Message.Phrase;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.Encoding.Why;
import dev.fastserial.processor.model.Spelling;
import dev.fastserial.processor.read.TypeResolver.Resolution;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;

/**
 * One object held in two fields of a class, one of which writes it inline (a copy) and the other by
 * reference, would come back as two objects: a change made through one field would no longer show
 * in the other. Refused on the field that holds the bean type inline, naming it as the field to mark
 * {@code @ByReference}. The fields of every class level in the bean's stream count: its own, the
 * superclasses it writes, and the {@code @FastSerial} superclasses it chains to, as their own
 * externalizers write them; a pair within a chained superclass alone is that class's own error. A
 * field declared {@code Object} or an interface, which may hold anything, does not count.
 *
 * <p>One instance a round (the reader's): what a chained superclass's stream holds is found once.
 */
final class SharedBeans {
    private final Env env;
    private final FieldCollector collector;
    private final TypeResolver types;
    /** The fields in a class's stream (its own levels', then its chained superclasses'), by class. */
    private final Map<String, List<Held>> streams = new HashMap<>();
    /** Whether an object of the first class may be held as the second. */
    private final Map<List<ClassName>, Boolean> assignable = new HashMap<>();

    SharedBeans(Env env, FieldCollector collector, TypeResolver types) {
        this.env = env;
        this.collector = collector;
        this.types = types;
    }

    /** A field and the bean types it holds inline, and by reference (with why). */
    private record Held(FieldCollector.Source source, Set<ClassName> inline, Map<ClassName, Why> byReference) {}

    /**
     * @param owned the fields the bean's externalizer writes (its own class levels)
     * @param chainTo the {@code @FastSerial} superclass whose externalizer writes the levels above, or null
     */
    void check(TypeElement bean, List<FieldCollector.Source> owned, TypeElement chainTo) {
        List<Held> own = held(owned);
        List<Held> chained = chainTo == null ? List.of() : stream(chainTo);
        List<Held> all = new ArrayList<>(own);
        all.addAll(chained);
        streams.put(bean.getQualifiedName().toString(), all);
        for (int i = 0; i < all.size(); i++) {
            report(bean, all.get(i), i < own.size() ? all : own); // two fields of chained levels: their class's error
        }
    }

    /** FS225 on {@code copied} for the first of {@code others} that holds one of its inline types by reference. */
    private void report(TypeElement bean, Held copied, List<Held> others) {
        for (ClassName type : copied.inline()) {
            for (Held shared : others) {
                for (Map.Entry<ClassName, Why> e : shared.byReference().entrySet()) {
                    if (shared != copied && isA(type, e.getKey())) {
                        FieldCollector.Source at = copied.source();
                        Element target = at.declaringClass().equals(bean) ? at.field() : bean;
                        env.reporter.error(target, Message.SHARED_BEAN_SPLIT, at.label(bean), Spelling.of(at.type()),
                                type.simpleName(), shared.source().label(bean), Spelling.of(shared.source().type()),
                                why(e.getKey(), e.getValue()));
                        return;
                    }
                }
            }
        }
    }

    /** The fields in the stream of {@code bean}, a {@code @FastSerial} superclass, as its externalizers write them. */
    private List<Held> stream(TypeElement bean) {
        String name = bean.getQualifiedName().toString();
        List<Held> known = streams.get(name);
        if (known == null) {
            FieldCollector.Collected collected = collector.collect(bean, true);
            known = new ArrayList<>(held(collected.fields()));
            if (collected.chainTo() != null) {
                known.addAll(stream(collected.chainTo()));
            }
            streams.put(name, known);
        }
        return known;
    }

    private List<Held> held(List<FieldCollector.Source> fields) {
        List<Held> held = new ArrayList<>();
        for (FieldCollector.Source source : fields) {
            Resolution r = types.resolve(source.type(), Names.hasAnnotation(source.field(), Names.BY_REFERENCE));
            if (r instanceof Resolution.Ok ok) {
                Set<ClassName> inline = new LinkedHashSet<>();
                Map<ClassName, Why> byReference = new LinkedHashMap<>();
                collect(ok.encoding(), inline, byReference);
                held.add(new Held(source, inline, byReference));
            }
        }
        return held;
    }

    /** The bean types {@code e} writes inline, and those it writes by reference, at any depth. */
    private static void collect(Encoding e, Set<ClassName> inline, Map<ClassName, Why> byReference) {
        if (e instanceof Encoding.InlineBean b) {
            inline.add(b.rawType());
        } else if (e instanceof Encoding.ObjectStream o && o.why() != Why.FALLBACK && o.checkedType() instanceof ClassName c) {
            byReference.putIfAbsent(c, o.why());
        }
        for (Encoding child : e.children()) {
            collect(child, inline, byReference);
        }
    }

    /** An object of {@code inline} may be held as a {@code byReference}: the same class or a subclass. */
    private boolean isA(ClassName inline, ClassName byReference) {
        return assignable.computeIfAbsent(List.of(inline, byReference), k -> {
            TypeElement a = env.elements.getTypeElement(inline.canonicalName());
            TypeElement b = env.elements.getTypeElement(byReference.canonicalName());
            return a != null && b != null && env.types.isSubtype(env.types.erasure(a.asType()), env.types.erasure(b.asType()));
        });
    }

    private String why(ClassName type, Why why) {
        TypeElement element = env.elements.getTypeElement(type.canonicalName());
        return switch (why) {
            case REQUESTED -> Phrase.MARKED_BY_REFERENCE.text();
            case SELF_REACHING -> element != null && element.getModifiers().contains(Modifier.ABSTRACT)
                    ? Phrase.ABSTRACT_BY_REFERENCE.text(type.simpleName()) : Phrase.REACHES_ITSELF.text(type.simpleName());
            case REPLACED -> Phrase.REPLACED_BY_REFERENCE.text(type.simpleName());
            case CONSTRUCTOR_THROWS -> Phrase.CONSTRUCTOR_THROWS_BY_REFERENCE.text(type.simpleName());
            case FALLBACK -> throw new IllegalArgumentException("not by reference: " + type);
        };
    }
}
