package dev.fastserial.examples.mixed;

import dev.fastserial.FastSerial;
import java.time.LocalDate;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * PetClinic's pet: no constructor at all, mutable fields with setters (its own and its
 * superclasses'), and a final set of visits with no setter and a getter typed {@code Collection}.
 */
@FastSerial
public class Pet extends NamedEntity {
    private static final long serialVersionUID = 1L;

    private LocalDate birthDate;
    private PetType type;
    private final Set<Visit> visits = new LinkedHashSet<>();

    public void setBirthDate(LocalDate birthDate) { this.birthDate = birthDate; }
    public LocalDate getBirthDate() { return this.birthDate; }
    public PetType getType() { return this.type; }
    public void setType(PetType type) { this.type = type; }
    public Collection<Visit> getVisits() { return this.visits; }
    public void addVisit(Visit visit) { getVisits().add(visit); }

    private Object writeReplace() { return new PetExternalizer(this); }
}
