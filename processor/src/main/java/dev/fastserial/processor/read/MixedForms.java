package dev.fastserial.processor.read;

import dev.fastserial.processor.Message.Phrase;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.model.Construction;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;

/**
 * Whether a bean that a message refuses (FS111: no no-arg constructor; FS201: a final field; FS207:
 * no setter) could keep its shape as a mixed class: Serializable with the one-line writeReplace,
 * built through a constructor of it that takes its final fields by name, the other fields set
 * after it. Then the message offers that too ({@link Phrase#MIXED_FORM}). Once a bean and round.
 */
final class MixedForms {
    private final Env env;
    private final FieldCollector collector;
    private final Constructors constructors;
    private final Map<TypeElement, Optional<Constructors.Chosen>> probed = new HashMap<>();

    MixedForms(Env env, FieldCollector collector, Constructors constructors) {
        this.env = env;
        this.collector = collector;
        this.constructors = constructors;
    }

    /** The constructor a mixed form of {@code bean} would call, or null when it has none. */
    private Constructors.Chosen chosen(TypeElement bean) {
        return probed.computeIfAbsent(bean, b -> {
            if (b.getModifiers().contains(Modifier.ABSTRACT) || env.fastSerialSuperclass(b) != null) {
                return Optional.empty(); // a chained bean's parent is Externalizable: its subclass stays a bean
            }
            return Optional.ofNullable(constructors.probe(b, collector.collect(b, false).fields()));
        }).orElse(null);
    }

    /** {@link Phrase#MIXED_FORM} for {@code bean}, or null when it could not be a mixed class. */
    String remedy(TypeElement bean) {
        Constructors.Chosen c = chosen(bean);
        return c == null ? null : Phrase.MIXED_FORM.text(bean.getSimpleName(), constructors.parameters(bean, c.constructor()),
                Names.writeReplaceLine(bean));
    }

    /** {@link Phrase#OR_MIXED} for {@code bean}, or "" when it could not be a mixed class. */
    String orRemedy(TypeElement bean) {
        Constructors.Chosen c = chosen(bean);
        return c == null ? "" : Phrase.OR_MIXED.text(bean.getSimpleName(), constructors.parameters(bean, c.constructor()),
                Names.writeReplaceLine(bean));
    }

    /**
     * {@link Phrase#OR_ELSE_MIXED} for {@code bean} (FS111), or "" when it could not be a mixed class or its
     * mixed form would be built through a no-arg constructor: then making that one public is all it takes.
     */
    String orElseRemedy(TypeElement bean) {
        Constructors.Chosen c = chosen(bean);
        return c == null || c.constructor().getParameters().isEmpty() ? ""
                : Phrase.OR_ELSE_MIXED.text(bean.getSimpleName(), constructors.parameters(bean, c.constructor()),
                        Names.writeReplaceLine(bean));
    }

    /** {@link #remedy} when the mixed form's constructor takes {@code field} (so that it needs no setter), else null. */
    String remedyTaking(TypeElement bean, FieldCollector.Source field) {
        Constructors.Chosen c = chosen(bean);
        if (c == null || !c.construction().arguments().contains(Construction.argument(
                field.declaringClass().getQualifiedName().toString(), field.field().getSimpleName().toString()))) {
            return null;
        }
        return remedy(bean);
    }
}
