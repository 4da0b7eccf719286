package dev.fastserial.spring.boot.tests.outside;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** A fastserial value outside the packages the tests allow (fastserial.allowed-packages). */
@FastSerial
public record Stranger(String name) implements Serializable {
    private Object writeReplace() {
        return new StrangerExternalizer(this);
    }
}
