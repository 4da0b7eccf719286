package dev.fastserial.hazelcast.beans;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.List;

/** A bean that can reach itself (written by reference), with a list of beans and an open field. */
@FastSerial
public class Person implements Externalizable {
    private static final long serialVersionUID = 1L;

    String name;
    String city;
    private int age;
    private Person supervisor;
    private List<Person> reports;
    private Object note;

    public Person() {
    }

    public Person(String name, String city, int age) {
        this.name = name;
        this.city = city;
        this.age = age;
    }

    public String getName() {
        return name;
    }

    public String getCity() {
        return city;
    }

    public int getAge() {
        return age;
    }

    public void setAge(int age) {
        this.age = age;
    }

    public Person getSupervisor() {
        return supervisor;
    }

    public void setSupervisor(Person supervisor) {
        this.supervisor = supervisor;
    }

    public List<Person> getReports() {
        return reports;
    }

    public void setReports(List<Person> reports) {
        this.reports = reports;
    }

    public Object getNote() {
        return note;
    }

    public void setNote(Object note) {
        this.note = note;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        PersonExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        PersonExternalizer.readExternal(this, in);
    }
}
