package dev.fastserial.spring.boot;

import com.hazelcast.client.config.ClientConfig;
import dev.fastserial.FastTypes;
import org.springframework.beans.factory.ObjectProvider;

/** A client's connection details on Boot 4, its configuration with fastserial's global serializer. */
final class Boot4HazelcastClientDetails implements org.springframework.boot.hazelcast.autoconfigure.HazelcastConnectionDetails {
    private final org.springframework.boot.hazelcast.autoconfigure.HazelcastConnectionDetails boots;
    private final ObjectProvider<FastTypes> types;

    Boot4HazelcastClientDetails(org.springframework.boot.hazelcast.autoconfigure.HazelcastConnectionDetails boots,
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
