package mixed;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/** Keycloak's client session entity: a final UUID set by the only constructor, a dozen mutable fields with setters. */
@FastSerial
public class ClientSessionEntity implements Serializable {
    private static final long serialVersionUID = 1L;

    private final UUID id;
    private String realmId;
    private String clientId;
    private String userSessionId;
    private String authMethod;
    private String redirectUri;
    private String action;
    private int timestamp;
    private String currentRefreshToken;
    private int currentRefreshTokenUseCount;
    private boolean offline;
    private Map<String, String> notes = new ConcurrentHashMap<>();
    private Set<String> roles = new HashSet<>();

    public ClientSessionEntity(UUID id) {
        this.id = id;
    }

    public UUID getId() { return id; }
    public String getRealmId() { return realmId; }
    public void setRealmId(String realmId) { this.realmId = realmId; }
    public String getClientId() { return clientId; }
    public void setClientId(String clientId) { this.clientId = clientId; }
    public String getUserSessionId() { return userSessionId; }
    public void setUserSessionId(String userSessionId) { this.userSessionId = userSessionId; }
    public String getAuthMethod() { return authMethod; }
    public void setAuthMethod(String authMethod) { this.authMethod = authMethod; }
    public String getRedirectUri() { return redirectUri; }
    public void setRedirectUri(String redirectUri) { this.redirectUri = redirectUri; }
    public String getAction() { return action; }
    public void setAction(String action) { this.action = action; }
    public int getTimestamp() { return timestamp; }
    public void setTimestamp(int timestamp) { this.timestamp = timestamp; }
    public String getCurrentRefreshToken() { return currentRefreshToken; }
    public void setCurrentRefreshToken(String token) { this.currentRefreshToken = token; }
    public int getCurrentRefreshTokenUseCount() { return currentRefreshTokenUseCount; }
    public void setCurrentRefreshTokenUseCount(int count) { this.currentRefreshTokenUseCount = count; }
    public boolean isOffline() { return offline; }
    public void setOffline(boolean offline) { this.offline = offline; }
    public Map<String, String> getNotes() { return notes; }
    public void setNotes(Map<String, String> notes) { this.notes = notes; }
    public Set<String> getRoles() { return roles; }
    public void setRoles(Set<String> roles) { this.roles = roles; }

    private Object writeReplace() { return new ClientSessionEntityExternalizer(this); }
}
