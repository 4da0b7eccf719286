package dev.fastserial.examples.upgrading.legacy;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * The Account class as it was before the switch to {@code @FastSerial}, kept under another
 * package to read the bytes it wrote: the same simple name, {@code serialVersionUID} and fields
 * (Java serialization matches a stream's class to a local one by those, not by package, once
 * {@link LegacyInput} has resolved the name to this class).
 */
public class Account implements Serializable {
    private static final long serialVersionUID = 1L;

    public String owner;
    public long balanceCents;
    public List<String> tags = new ArrayList<>();
}
