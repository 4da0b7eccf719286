package mixed;

import dev.fastserial.FastSerial;
import dev.fastserial.SerialConstructor;
import java.io.Serializable;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;

/**
 * A Spring Data entity: an id and a creation date set once (the persistence constructor, marked
 * since another constructor takes them too), a version and mutable properties, a wither.
 */
@FastSerial
public class Customer implements Serializable {
    private static final long serialVersionUID = 1L;

    private final Long id;
    private final Instant createdDate;
    private Long version;
    private String firstName;
    private String lastName;
    private Address address;
    private final Set<Authority> authorities = new HashSet<>();

    @SerialConstructor
    Customer(Long id, Instant createdDate) {
        this.id = id;
        this.createdDate = createdDate;
    }

    public Customer(Long id, Instant createdDate, String firstName, String lastName) {
        this(id, createdDate);
        this.firstName = firstName;
        this.lastName = lastName;
    }

    public Customer(String firstName, String lastName) {
        this(null, Instant.now(), firstName, lastName);
    }

    public Customer withId(Long id) {
        Customer copy = new Customer(id, createdDate, firstName, lastName);
        copy.version = version;
        copy.address = address;
        copy.authorities.addAll(authorities);
        return copy;
    }

    public Long getId() { return id; }
    public Instant getCreatedDate() { return createdDate; }
    public Long getVersion() { return version; }
    public void setVersion(Long version) { this.version = version; }
    public String getFirstName() { return firstName; }
    public void setFirstName(String firstName) { this.firstName = firstName; }
    public String getLastName() { return lastName; }
    public void setLastName(String lastName) { this.lastName = lastName; }
    public Address getAddress() { return address; }
    public void setAddress(Address address) { this.address = address; }
    public Set<Authority> getAuthorities() { return authorities; }

    private Object writeReplace() { return new CustomerExternalizer(this); }
}
