package dev.fastserial.examples.upgrading.legacy;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.util.Map;

/**
 * An {@link ObjectInputStream} for bytes written before the switch to {@code @FastSerial}: the
 * classes it names that changed their form are read as their old versions, kept in this package;
 * every other class resolves as usual. Use it only on bytes known to be old (or after a plain read
 * refused them), and set a serial filter on it as on any stream from outside.
 */
public class LegacyInput extends ObjectInputStream {
    /** Stream class name to the class that reads it now. */
    private static final Map<String, Class<?>> OLD = Map.of(
            "dev.fastserial.examples.upgrading.Account", Account.class,
            "dev.fastserial.examples.upgrading.Customer", Customer.class);

    public LegacyInput(InputStream in) throws IOException {
        super(in);
    }

    @Override
    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        Class<?> old = OLD.get(desc.getName());
        return old != null ? old : super.resolveClass(desc);
    }
}
