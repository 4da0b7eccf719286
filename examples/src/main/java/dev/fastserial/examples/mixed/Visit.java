package dev.fastserial.examples.mixed;

import dev.fastserial.FastSerial;
import java.time.LocalDate;

/** PetClinic's visit: a date its constructor sets to today, a description. */
@FastSerial
public class Visit extends BaseEntity {
    private static final long serialVersionUID = 1L;

    private LocalDate date;
    private String description;

    public Visit() {
        this.date = LocalDate.now();
    }

    public LocalDate getDate() { return this.date; }
    public void setDate(LocalDate date) { this.date = date; }
    public String getDescription() { return this.description; }
    public void setDescription(String description) { this.description = description; }

    private Object writeReplace() { return new VisitExternalizer(this); }
}
