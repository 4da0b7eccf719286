package dev.fastserial.examples.upgrading;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.ArrayList;
import java.util.List;

/**
 * Account after the switch to {@code @FastSerial} (docs/upgrading.md). Before, it was a plain
 * {@code Serializable} class with these fields and this {@code serialVersionUID}; that version is
 * kept as {@link dev.fastserial.examples.upgrading.legacy.Account} to read the bytes it wrote.
 */
@FastSerial
public class Account implements Externalizable {
    private static final long serialVersionUID = 1L;

    String owner;
    long balanceCents;
    List<String> tags = new ArrayList<>();

    public Account() {}

    /** The conversion: the old class's state, field for field. */
    static Account from(dev.fastserial.examples.upgrading.legacy.Account old) {
        Account account = new Account();
        account.owner = old.owner;
        account.balanceCents = old.balanceCents;
        account.tags = old.tags;
        return account;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        AccountExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        AccountExternalizer.readExternal(this, in);
    }
}
