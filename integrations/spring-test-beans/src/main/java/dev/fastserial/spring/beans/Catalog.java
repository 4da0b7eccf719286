package dev.fastserial.spring.beans;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.List;

/** A page of products as a bean: the list on the direct path (a bare List is a JDK value, Java-serialized). */
@FastSerial
public class Catalog implements Externalizable {
    private static final long serialVersionUID = 1L;

    private String category;
    private List<Product> products;

    public Catalog() {
    }

    public Catalog(String category, List<Product> products) {
        this.category = category;
        this.products = products;
    }

    public String getCategory() { return category; }
    public void setCategory(String category) { this.category = category; }
    public List<Product> getProducts() { return products; }
    public void setProducts(List<Product> products) { this.products = products; }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        CatalogExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        CatalogExternalizer.readExternal(this, in);
    }
}
