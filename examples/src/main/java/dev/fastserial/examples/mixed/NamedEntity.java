package dev.fastserial.examples.mixed;

/** PetClinic's named entity. */
public class NamedEntity extends BaseEntity {
    private static final long serialVersionUID = 1L;

    private String name;

    public String getName() { return this.name; }
    public void setName(String name) { this.name = name; }
    @Override public String toString() { return this.getName(); }
}
