package dev.fastserial.examples.mixed;

import java.io.Serializable;

/** PetClinic's mapped superclass: not @FastSerial, its fields are written by each entity's externalizer. */
public class BaseEntity implements Serializable {
    private static final long serialVersionUID = 1L;

    private Integer id;

    public Integer getId() { return id; }
    public void setId(Integer id) { this.id = id; }
    public boolean isNew() { return this.id == null; }
}
