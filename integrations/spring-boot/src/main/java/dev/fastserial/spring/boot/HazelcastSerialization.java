package dev.fastserial.spring.boot;

import com.hazelcast.config.GlobalSerializerConfig;
import com.hazelcast.config.SerializationConfig;
import dev.fastserial.FastTypes;
import dev.fastserial.hazelcast.FastSerialGlobalSerializer;

/**
 * Puts fastserial's global serializer ({@link FastSerialGlobalSerializer}, overriding Java
 * serialization) on a member's or a client's serialization configuration that Spring Boot is about
 * to start an instance from, unless that configuration names a global serializer of another kind.
 * One naming fastserial's by class ({@code hazelcast.yaml}'s {@code global-serializer}) gets the
 * starter's instance, with the {@code fastserial.*} settings.
 */
final class HazelcastSerialization {
    private HazelcastSerialization() {
    }

    static void useFor(SerializationConfig serialization, FastTypes types) {
        GlobalSerializerConfig global = serialization.getGlobalSerializerConfig();
        boolean unset = global == null || (global.getClassName() == null && global.getImplementation() == null);
        boolean ours = global != null && (FastSerialGlobalSerializer.class.getName().equals(global.getClassName())
                || global.getImplementation() instanceof FastSerialGlobalSerializer);
        if (unset || ours) {
            serialization.setGlobalSerializerConfig(FastSerialGlobalSerializer.config(types));
        }
    }
}
