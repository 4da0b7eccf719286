package dev.fastserial.spring.beans;

import dev.fastserial.FastSerial;
import java.io.Serializable;

@FastSerial
public record Address(String street, String city, String zip) implements Serializable {
    private Object writeReplace() {
        return new AddressExternalizer(this);
    }
}
