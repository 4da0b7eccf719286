package dev.fastserial.hazelcast.beans;

import dev.fastserial.FastSerial;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/** A @FastSerial subclass: Hazelcast hands it to its superclass's serializer when only that one is registered. */
@FastSerial
public class Manager extends Person {
    private static final long serialVersionUID = 1L;

    long budget;
    String team;

    public Manager() {
    }

    public Manager(String name, String city, int age, long budget, String team) {
        super(name, city, age);
        this.budget = budget;
        this.team = team;
    }

    public long getBudget() {
        return budget;
    }

    public String getTeam() {
        return team;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        ManagerExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        ManagerExternalizer.readExternal(this, in);
    }
}
