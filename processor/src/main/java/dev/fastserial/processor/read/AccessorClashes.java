package dev.fastserial.processor.read;

import dev.fastserial.processor.Message;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.model.Access;
import dev.fastserial.processor.model.Spelling;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * Two written fields must never go through the same getter or setter: one of them would be
 * written twice and the other silently lost ({@code xCoord} and {@code XCoord} both matching
 * {@code getXCoord}; a subclass field using a superclass field's accessors).
 */
final class AccessorClashes {

    /** A field reached through accessors, with where its errors go. */
    record Reached(FieldCollector.Source source, Access.Accessors access, Element errorTarget) {}

    private final Env env;

    AccessorClashes(Env env) {
        this.env = env;
    }

    /**
     * Reports every field whose getter another field also uses, except the one the getter
     * belongs to; returns those reported.
     */
    List<Reached> report(TypeElement bean, List<Reached> fields) {
        Map<String, List<Reached>> byGetter = new LinkedHashMap<>();
        for (Reached r : fields) {
            // a getter has no parameters, so one name is one method; its type fixes the setter too
            byGetter.computeIfAbsent(r.access().getter(), k -> new ArrayList<>()).add(r);
        }
        List<Reached> reported = new ArrayList<>();
        for (List<Reached> sharing : byGetter.values()) {
            if (sharing.size() < 2) {
                continue;
            }
            Reached owner = owner(bean, sharing);
            for (Reached r : sharing) {
                if (r != owner) {
                    reportClash(bean, r, owner);
                    reported.add(r);
                }
            }
        }
        return reported;
    }

    /**
     * The field the accessors most likely serve: declared in the getter's class or above it (a
     * method cannot serve a subclass's field), the nearest such; at one level, the field the
     * JavaBeans naming rules give ({@code getXCoord} is {@code XCoord}'s); else the first.
     */
    private Reached owner(TypeElement bean, List<Reached> sharing) {
        TypeElement getterClass = getterClass(bean, sharing.get(0).access().getter());
        List<Reached> candidates = new ArrayList<>();
        for (Reached r : sharing) {
            if (getterClass == null || !isBelow(r.source(), getterClass)) {
                candidates.add(r);
            }
        }
        if (candidates.isEmpty()) {
            candidates = sharing;
        }
        Reached best = null;
        for (Reached r : candidates) {
            if (best == null || level(r) < level(best)
                    || level(r) == level(best) && isJavaBeansProperty(r) && !isJavaBeansProperty(best)) {
                best = r;
            }
        }
        return best;
    }

    private void reportClash(TypeElement bean, Reached field, Reached owner) {
        String type = Spelling.of(field.source().type());
        Access.Accessors a = field.access();
        env.reporter.error(field.errorTarget(), Message.ACCESSOR_CLASH, field.source().label(bean), a.getter(), a.setter(),
                type, owner.source().label(bean), Names.externalizerOf(bean).simpleName());
    }

    /** How many classes lie between the field's class and the bean: 0 for the bean's own fields. */
    private static int level(Reached r) {
        return r.source().below().size();
    }

    /** The field's class is below {@code c} (a subclass of it, on the way to the bean). */
    private static boolean isBelow(FieldCollector.Source source, TypeElement c) {
        return !source.declaringClass().equals(c) && !source.below().contains(c);
    }

    private TypeElement getterClass(TypeElement bean, String getter) {
        for (ExecutableElement method : env.methodsNamed(bean, getter)) {
            if (method.getParameters().isEmpty()) {
                Element owner = method.getEnclosingElement();
                return owner.getKind().isClass() ? (TypeElement) owner : null; // a default method: no class to go by
            }
        }
        return null;
    }

    /** java.beans.Introspector.decapitalize: {@code getXCoord} is the property {@code XCoord}, {@code getName} {@code name}. */
    private static boolean isJavaBeansProperty(Reached r) {
        String getter = r.access().getter();
        String property = getter.substring(getter.startsWith("is") ? 2 : 3);
        String decapitalized = property.length() > 1 && Character.isUpperCase(property.charAt(1))
                && Character.isUpperCase(property.charAt(0)) ? property
                : Character.toLowerCase(property.charAt(0)) + property.substring(1);
        return r.source().field().getSimpleName().contentEquals(decapitalized);
    }
}
