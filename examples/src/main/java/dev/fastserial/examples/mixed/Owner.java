package dev.fastserial.examples.mixed;

import dev.fastserial.FastSerial;
import java.util.ArrayList;
import java.util.List;

/** PetClinic's owner: mutable fields with setters, and a final list of pets (mixed classes too) filled in place. */
@FastSerial
public class Owner extends Person {
    private static final long serialVersionUID = 1L;

    private String address;
    private String city;
    private String telephone;
    private final List<Pet> pets = new ArrayList<>();

    public String getAddress() { return this.address; }
    public void setAddress(String address) { this.address = address; }
    public String getCity() { return this.city; }
    public void setCity(String city) { this.city = city; }
    public String getTelephone() { return this.telephone; }
    public void setTelephone(String telephone) { this.telephone = telephone; }
    public List<Pet> getPets() { return this.pets; }

    public void addPet(Pet pet) {
        if (pet.isNew()) {
            getPets().add(pet);
        }
    }

    private Object writeReplace() { return new OwnerExternalizer(this); }
}
