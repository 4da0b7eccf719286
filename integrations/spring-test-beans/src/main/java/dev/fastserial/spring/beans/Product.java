package dev.fastserial.spring.beans;

import dev.fastserial.FastSerial;
import java.io.Serializable;

@FastSerial
public record Product(String sku, String name, long priceCents, String currency) implements Serializable {
    private Object writeReplace() {
        return new ProductExternalizer(this);
    }
}
