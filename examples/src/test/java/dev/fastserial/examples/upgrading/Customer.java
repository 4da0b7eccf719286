package dev.fastserial.examples.upgrading;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/**
 * Customer after the switch to {@code @FastSerial} (docs/upgrading.md). Before, its
 * {@code writeExternal} and {@code readExternal} were written by hand; that version is kept as
 * {@link dev.fastserial.examples.upgrading.legacy.Customer} to read the bytes it wrote.
 */
@FastSerial
public class Customer implements Externalizable {
    private static final long serialVersionUID = 1L;

    String name;
    int visits;

    public Customer() {}

    static Customer from(dev.fastserial.examples.upgrading.legacy.Customer old) {
        Customer customer = new Customer();
        customer.name = old.name;
        customer.visits = old.visits;
        return customer;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        CustomerExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        CustomerExternalizer.readExternal(this, in);
    }
}
