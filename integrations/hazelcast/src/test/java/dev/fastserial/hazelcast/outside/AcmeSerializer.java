package dev.fastserial.hazelcast.outside;

import dev.fastserial.FastTypes;
import dev.fastserial.hazelcast.FastSerialGlobalSerializer;

/** hosts.md's declarative form with an allow-list: a subclass whose constructor passes its FastTypes up. */
public class AcmeSerializer extends FastSerialGlobalSerializer {
    public AcmeSerializer() {
        super(FastTypes.standard().allowPackages("dev.fastserial.hazelcast.beans"));
    }
}
