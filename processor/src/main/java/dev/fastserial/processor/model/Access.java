package dev.fastserial.processor.model;

import com.squareup.javapoet.TypeName;

/** How the generated code reaches a field's value. */
public sealed interface Access {

    /**
     * {@code bean.name}; {@code ((Base<String>) bean).name} when a subclass hides the field.
     *
     * @param castTo the declaring class as the bean sees it (type arguments included) to cast
     *     to, or null when no cast is needed
     */
    record Direct(TypeName castTo) implements Access {}

    /**
     * {@code bean.getName()} and {@code bean.setName(value)}.
     *
     * @param wider the getter is declared with a supertype of the field's type ({@code Collection<Visit>}
     *     for a {@code Set<Visit>}): the writer casts what it returns to the field's type
     */
    record Accessors(String getter, String setter, boolean wider) implements Access {
        public Accessors(String getter, String setter) {
            this(getter, setter, false);
        }
    }

    /**
     * {@code value.name()} or {@code value.getName()}: a field of a record, immutable or mixed class,
     * read through a method and restored through the constructor.
     *
     * @param wider as for {@link Accessors}
     */
    record Getter(String getter, boolean wider) implements Access {
        public Getter(String getter) {
            this(getter, false);
        }
    }

    /**
     * A final {@code Collection} or {@code Map} field that no constructor parameter or setter
     * restores: after construction its container is emptied and given what was read, in place
     * ({@code clear}, then {@code addAll} or {@code putAll}), through the field itself or through a
     * getter that returns it.
     *
     * @param getter the getter ({@code getVisits}), or null to reach the field directly
     * @param castTo for direct access to a field a subclass hides, as {@link Direct#castTo}; else null
     * @param wider the getter is declared with a supertype of the field's type ({@code Collection<Visit>})
     * @param map a Map (filled with {@code putAll}), not a Collection
     */
    record Fill(String getter, TypeName castTo, boolean wider, boolean map) implements Access {}
}
