package mixed;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.util.Objects;

/** JHipster's authority: a mutable name, a transient flag, no final field at all. */
@FastSerial
public class Authority implements Serializable {
    private static final long serialVersionUID = 1L;

    private String name;
    private transient boolean isPersisted;

    public String getName() { return this.name; }
    public void setName(String name) { this.name = name; }
    public Authority name(String name) { this.setName(name); return this; }
    public boolean isNew() { return !this.isPersisted; }

    @Override public boolean equals(Object o) {
        return this == o || o instanceof Authority && Objects.equals(name, ((Authority) o).name);
    }

    @Override public int hashCode() { return Objects.hashCode(name); }

    private Object writeReplace() { return new AuthorityExternalizer(this); }
}
