package dev.fastserial.examples.mixed;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Spring Session's {@code MapSession}: an {@code originalId} set once by the constructor, an id that
 * changes on login, the attributes in a final map, times with setters.
 */
@FastSerial
public final class WebSession implements Serializable {
    private static final long serialVersionUID = 1L;
    public static final int DEFAULT_MAX_INACTIVE_INTERVAL_SECONDS = 1800;

    private String id;
    private final String originalId;
    final Map<String, Object> sessionAttrs = new HashMap<>(); // package-private: filled in place on read
    private Instant creationTime = Instant.now();
    private Instant lastAccessedTime = this.creationTime;
    private Duration maxInactiveInterval = Duration.ofSeconds(DEFAULT_MAX_INACTIVE_INTERVAL_SECONDS);

    public WebSession() {
        this(UUID.randomUUID().toString());
    }

    public WebSession(String originalId) {
        this.id = originalId;
        this.originalId = originalId;
    }

    public String getId() { return this.id; }
    public void setId(String id) { this.id = id; }
    public String getOriginalId() { return this.originalId; }
    public String changeSessionId() {
        this.id = UUID.randomUUID().toString();
        return this.id;
    }

    public Instant getCreationTime() { return this.creationTime; }
    public void setCreationTime(Instant creationTime) { this.creationTime = creationTime; }
    public Instant getLastAccessedTime() { return this.lastAccessedTime; }
    public void setLastAccessedTime(Instant lastAccessedTime) { this.lastAccessedTime = lastAccessedTime; }
    public Duration getMaxInactiveInterval() { return this.maxInactiveInterval; }
    public void setMaxInactiveInterval(Duration interval) { this.maxInactiveInterval = interval; }

    @SuppressWarnings("unchecked")
    public <T> T getAttribute(String name) { return (T) this.sessionAttrs.get(name); }
    public Set<String> getAttributeNames() { return this.sessionAttrs.keySet(); }
    public void setAttribute(String name, Object value) {
        if (value == null) removeAttribute(name);
        else this.sessionAttrs.put(name, value);
    }
    public void removeAttribute(String name) { this.sessionAttrs.remove(name); }

    private Object writeReplace() { return new WebSessionExternalizer(this); }
}
