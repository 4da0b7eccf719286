package dev.fastserial.spring.boot;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code fastserial.*} properties of the Spring Boot starter: which integrations it switches
 * on, and the settings of the one {@code FastTypes} every one of them reads and writes with.
 */
@ConfigurationProperties(prefix = FastSerialProperties.PREFIX)
public class FastSerialProperties {
    /** The prefix of these properties. */
    public static final String PREFIX = "fastserial";

    /**
     * Packages whose classes a reader may create (each with its subpackages), such as
     * com.acme.model; the JDK's value classes always pass. Empty: any class, as Java serialization.
     */
    private List<String> allowedPackages = new ArrayList<>();

    /**
     * Stable type ids (0 or more) by class name: the class is written with its id instead of its
     * name. Every reader must know an id before any writer uses it.
     */
    private Map<String, Integer> typeIds = new LinkedHashMap<>();

    private final Cache cache = new Cache();

    private final Session session = new Session();

    private final Hazelcast hazelcast = new Hazelcast();

    /** Creates the properties with their defaults. */
    public FastSerialProperties() {
    }

    /**
     * The allowed packages.
     *
     * @return the package names, empty for no restriction
     */
    public List<String> getAllowedPackages() {
        return allowedPackages;
    }

    /**
     * Sets the allowed packages.
     *
     * @param allowedPackages the package names, without a trailing dot
     */
    public void setAllowedPackages(List<String> allowedPackages) {
        this.allowedPackages = allowedPackages;
    }

    /**
     * The stable type ids.
     *
     * @return the ids by class name
     */
    public Map<String, Integer> getTypeIds() {
        return typeIds;
    }

    /**
     * Sets the stable type ids.
     *
     * @param typeIds the ids by class name
     */
    public void setTypeIds(Map<String, Integer> typeIds) {
        this.typeIds = typeIds;
    }

    /**
     * The Redis cache integration.
     *
     * @return its properties
     */
    public Cache getCache() {
        return cache;
    }

    /**
     * The Spring Session integration.
     *
     * @return its properties
     */
    public Session getSession() {
        return session;
    }

    /**
     * The Hazelcast integration.
     *
     * @return its properties
     */
    public Hazelcast getHazelcast() {
        return hazelcast;
    }

    /** {@code fastserial.cache.*}. */
    public static class Cache {
        /**
         * Whether the values of Spring Boot's Redis cache manager are written by fastserial (every
         * spring.cache.redis property still applies).
         */
        private boolean enabled = true;

        /** Creates the properties with their defaults. */
        public Cache() {
        }

        /**
         * Whether the integration is on.
         *
         * @return true if it is
         */
        public boolean isEnabled() {
            return enabled;
        }

        /**
         * Switches the integration on or off.
         *
         * @param enabled true for on
         */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }

    /** {@code fastserial.session.*}. */
    public static class Session {
        /** Whether Spring Session's Redis attributes are written by fastserial. */
        private boolean enabled = true;

        /** Creates the properties with their defaults. */
        public Session() {
        }

        /**
         * Whether the integration is on.
         *
         * @return true if it is
         */
        public boolean isEnabled() {
            return enabled;
        }

        /**
         * Switches the integration on or off.
         *
         * @param enabled true for on
         */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }

    /** {@code fastserial.hazelcast.*}. */
    public static class Hazelcast {
        /**
         * Whether the Hazelcast member or client that Spring Boot builds gets fastserial as its global
         * serializer.
         */
        private boolean enabled = true;

        /** Creates the properties with their defaults. */
        public Hazelcast() {
        }

        /**
         * Whether the integration is on.
         *
         * @return true if it is
         */
        public boolean isEnabled() {
            return enabled;
        }

        /**
         * Switches the integration on or off.
         *
         * @param enabled true for on
         */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }
}
