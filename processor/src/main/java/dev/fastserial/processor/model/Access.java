package dev.fastserial.processor.model;

import com.squareup.javapoet.ClassName;

/** How the generated code reaches a field's value. */
public sealed interface Access {

    /**
     * {@code bean.name}; {@code ((Declaring) bean).name} when a subclass hides the field.
     *
     * @param castTo the declaring class to cast to, or null when no cast is needed
     */
    record Direct(ClassName castTo) implements Access {}

    /** {@code bean.getName()} and {@code bean.setName(value)}. */
    record Accessors(String getter, String setter) implements Access {}
}
