package dev.fastserial.hazelcast.beans;

import java.io.Serializable;
import java.util.Objects;

/** Not fastserial's: a plain Serializable class, which the global serializer writes as Java serialization does. */
public final class Note implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String text;

    public Note(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Note && Objects.equals(((Note) o).text, text);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(text);
    }
}
