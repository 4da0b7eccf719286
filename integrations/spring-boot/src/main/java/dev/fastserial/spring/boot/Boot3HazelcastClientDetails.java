package dev.fastserial.spring.boot;

import com.hazelcast.client.config.ClientConfig;
import dev.fastserial.FastTypes;
import org.springframework.beans.factory.ObjectProvider;

/** A client's connection details on Boot 3, its configuration with fastserial's global serializer. */
final class Boot3HazelcastClientDetails implements org.springframework.boot.autoconfigure.hazelcast.HazelcastConnectionDetails {
    private final org.springframework.boot.autoconfigure.hazelcast.HazelcastConnectionDetails boots;
    private final ObjectProvider<FastTypes> types;

    Boot3HazelcastClientDetails(org.springframework.boot.autoconfigure.hazelcast.HazelcastConnectionDetails boots,
                       ObjectProvider<FastTypes> types) {
        this.boots = boots;
        this.types = types;
    }

    @Override
    public ClientConfig getClientConfig() {
        ClientConfig config = boots.getClientConfig();
        HazelcastSerialization.useFor(config.getSerializationConfig(), types.getObject());
        return config;
    }
}
