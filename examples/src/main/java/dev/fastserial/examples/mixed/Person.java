package dev.fastserial.examples.mixed;

/** PetClinic's person: not @FastSerial, written by its subclasses' externalizers. */
public class Person extends BaseEntity {
    private static final long serialVersionUID = 1L;

    private String firstName;
    private String lastName;

    public String getFirstName() { return this.firstName; }
    public void setFirstName(String firstName) { this.firstName = firstName; }
    public String getLastName() { return this.lastName; }
    public void setLastName(String lastName) { this.lastName = lastName; }
}
