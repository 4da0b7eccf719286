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

    /** {@code bean.getName()} and {@code bean.setName(value)}. */
    record Accessors(String getter, String setter) implements Access {}

    /**
     * {@code value.name()} or {@code value.getName()}: a field of a record or immutable class,
     * read through a method and restored through the constructor.
     */
    record Getter(String getter) implements Access {}
}
