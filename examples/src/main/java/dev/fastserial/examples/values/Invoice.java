package dev.fastserial.examples.values;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.List;

/** A bean holding the values above: each written inline, its fields only, through its externalizer. */
@FastSerial
public class Invoice implements Externalizable {
    private static final long serialVersionUID = 1L;

    String number;
    Money total;
    List<Money> lines;
    Percent vat;

    public Invoice() {
    }

    public Invoice(String number, Money total, List<Money> lines, Percent vat) {
        this.number = number;
        this.total = total;
        this.lines = lines;
        this.vat = vat;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        InvoiceExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        InvoiceExternalizer.readExternal(this, in);
    }
}
