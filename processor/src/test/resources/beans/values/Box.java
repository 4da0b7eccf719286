package values;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.util.List;

/** A generic immutable class. */
@FastSerial
public final class Box<T extends Serializable> implements Serializable {
    final T content;
    final List<T> more;

    Box(T content, List<T> more) {
        this.content = content;
        this.more = more;
    }

    private Object writeReplace() { return new BoxExternalizer(this); }
}
