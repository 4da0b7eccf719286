package dev.fastserial.examples.mixed;

import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.util.Collection;
import java.util.Collections;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * Spring Security's {@code User}: six final fields from a constructor whose {@code Collection}
 * parameter feeds a {@code Set} field (copied into an unmodifiable sorted set), a getter typed
 * {@code Collection}, and a mutable password that {@link #eraseCredentials()} clears.
 */
@FastSerial
public class AppUser implements Serializable {
    private static final long serialVersionUID = 1L;

    private String password;
    private final String username;
    private final Set<String> authorities;
    private final boolean accountNonExpired;
    private final boolean accountNonLocked;
    private final boolean credentialsNonExpired;
    private final boolean enabled;

    public AppUser(String username, String password, Collection<String> authorities) {
        this(username, password, true, true, true, true, authorities);
    }

    public AppUser(String username, String password, boolean enabled, boolean accountNonExpired,
            boolean credentialsNonExpired, boolean accountNonLocked, Collection<String> authorities) {
        if (username == null || username.isEmpty()) {
            throw new IllegalArgumentException("Cannot pass null or empty values to constructor");
        }
        this.username = username;
        this.password = password;
        this.enabled = enabled;
        this.accountNonExpired = accountNonExpired;
        this.credentialsNonExpired = credentialsNonExpired;
        this.accountNonLocked = accountNonLocked;
        this.authorities = Collections.unmodifiableSet(new TreeSet<>(authorities));
    }

    public Collection<String> getAuthorities() { return this.authorities; }
    public String getPassword() { return this.password; }
    public String getUsername() { return this.username; }
    public boolean isEnabled() { return this.enabled; }
    public boolean isAccountNonExpired() { return this.accountNonExpired; }
    public boolean isAccountNonLocked() { return this.accountNonLocked; }
    public boolean isCredentialsNonExpired() { return this.credentialsNonExpired; }

    public void eraseCredentials() { this.password = null; }

    @Override public boolean equals(Object o) {
        return o instanceof AppUser && username.equals(((AppUser) o).username);
    }

    @Override public int hashCode() { return Objects.hash(username); }

    private Object writeReplace() { return new AppUserExternalizer(this); }
}
