package dev.fastserial.spring.beans;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.List;

/** A cached bean: strings, an enum, a list, a record, and a referrer who may be the customer herself. */
@FastSerial
public class Customer implements Externalizable {
    private static final long serialVersionUID = 1L;

    private String id;
    private String name;
    private String email;
    private Tier tier;
    private long since;
    private List<String> tags;
    private Address address;
    private Customer referrer;

    public Customer() {
    }

    public Customer(String id, String name, String email, Tier tier, long since, List<String> tags, Address address) {
        this.id = id;
        this.name = name;
        this.email = email;
        this.tier = tier;
        this.since = since;
        this.tags = tags;
        this.address = address;
    }

    public String getId() { return id; }
    public void setId(String id) { this.id = id; }
    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public String getEmail() { return email; }
    public void setEmail(String email) { this.email = email; }
    public Tier getTier() { return tier; }
    public void setTier(Tier tier) { this.tier = tier; }
    public long getSince() { return since; }
    public void setSince(long since) { this.since = since; }
    public List<String> getTags() { return tags; }
    public void setTags(List<String> tags) { this.tags = tags; }
    public Address getAddress() { return address; }
    public void setAddress(Address address) { this.address = address; }
    public Customer getReferrer() { return referrer; }
    public void setReferrer(Customer referrer) { this.referrer = referrer; }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        CustomerExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        CustomerExternalizer.readExternal(this, in);
    }
}
