package dev.fastserial.examples.mixed;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.FastBytes;
import dev.fastserial.testing.Streams;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 27's mixed classes in the examples (built with the examples' lock file): Spring Security's
 * User (AppUser), Spring Session's MapSession (WebSession) and PetClinic's Pet, each keeping its
 * final fields, round-trip exactly on JDK streams and on the direct path with their invariants:
 * unmodifiable stays unmodifiable, ids are set once, the containers are the constructor's own.
 */
class MixedExampleTest {

    static <T> List<T> copies(T value) throws IOException {
        @SuppressWarnings("unchecked") Class<T> type = (Class<T>) value.getClass();
        return List.of(Streams.roundTrip(value), FastBytes.fromBytes(FastBytes.toBytes(value), type));
    }

    static AppUser user() {
        return new AppUser("ada", "{bcrypt}$2a$10$N9qo8uLOickgx2ZMRZoMye", true, true, false, true,
                List.of("ROLE_USER", "ROLE_ADMIN", "ROLE_USER"));
    }

    @Test
    void springSecuritysUserKeepsItsUnmodifiableSortedAuthorities() throws IOException {
        AppUser user = user();
        for (AppUser copy : copies(user)) {
            assertDeepEquals(user, copy);
            assertEquals(List.of("ROLE_ADMIN", "ROLE_USER"), List.copyOf(copy.getAuthorities())); // sorted, no duplicate
            assertThrows(UnsupportedOperationException.class, () -> copy.getAuthorities().add("ROLE_ROOT"));
            assertEquals("{bcrypt}$2a$10$N9qo8uLOickgx2ZMRZoMye", copy.getPassword());
            assertTrue(copy.isAccountNonExpired() && !copy.isCredentialsNonExpired());
        }
        user.eraseCredentials(); // the mutable password, null after login: null again after reading
        for (AppUser copy : copies(user)) {
            assertNull(copy.getPassword());
            assertEquals("ada", copy.getUsername());
        }
    }

    static WebSession session() {
        WebSession session = new WebSession("f3b1-original");
        session.setAttribute("cart", new LinkedHashSet<>(List.of("EST-1", "EST-6")));
        session.setAttribute("locale", "en_GB");
        session.setCreationTime(Instant.parse("2026-03-01T09:00:00Z"));
        session.setLastAccessedTime(Instant.parse("2026-03-01T09:20:00Z"));
        session.setMaxInactiveInterval(Duration.ofMinutes(45));
        return session;
    }

    @Test
    void springSessionsMapSessionKeepsItsOriginalIdAndItsMap() throws IOException {
        WebSession session = session();
        String changed = session.changeSessionId(); // login: a new id, the original kept
        for (WebSession copy : copies(session)) {
            assertDeepEquals(session, copy);
            assertEquals(changed, copy.getId());
            assertEquals("f3b1-original", copy.getOriginalId());
            assertNotEquals(copy.getId(), copy.getOriginalId());
            assertEquals(Set.of("cart", "locale"), copy.getAttributeNames());
        }
    }

    /**
     * An attribute that leads back to the session (a history of sessions, say) is a cycle no constructor
     * restores, which the compiler cannot see through Object: refused when written, naming the field, on
     * a JDK stream (which read the generated proxy in the session's place before) and the direct path.
     */
    @Test
    void aSessionHeldInItsOwnAttributesIsRefusedWhenWritten() {
        WebSession session = session();
        session.setAttribute("history", new java.util.ArrayList<Object>(List.of(session)));
        String refused = "WebSession.sessionAttrs holds a reference back to the " + WebSession.class.getName()
                + " being written";
        java.io.UncheckedIOException jdk = assertThrows(java.io.UncheckedIOException.class, () -> Streams.serialize(session));
        assertInstanceOf(java.io.InvalidObjectException.class, jdk.getCause());
        assertTrue(jdk.getCause().getMessage().startsWith(refused), jdk.getCause().getMessage());
        java.io.UncheckedIOException direct = assertThrows(java.io.UncheckedIOException.class,
                () -> FastBytes.toBytes(session));
        assertTrue(direct.getCause().getMessage().startsWith(refused), direct.getCause().getMessage());
    }

    static Pet pet() {
        PetType cat = new PetType();
        cat.setId(1);
        cat.setName("cat");
        Pet leo = new Pet();
        leo.setId(7);
        leo.setName("Leo");
        leo.setBirthDate(LocalDate.of(2020, 9, 7));
        leo.setType(cat);
        for (String description : new String[] {"rabies shot", "neutered"}) {
            Visit visit = new Visit();
            visit.setDate(LocalDate.of(2026, 1, description.length()));
            visit.setDescription(description);
            leo.addVisit(visit);
        }
        return leo;
    }

    @Test
    void petClinicsPetFillsItsFinalVisitsInPlace() throws Exception {
        Pet leo = pet();
        for (Pet copy : copies(leo)) {
            assertDeepEquals(leo, copy);
            Collection<Visit> visits = copy.getVisits();
            assertInstanceOf(LinkedHashSet.class, visits);
            assertSame(visits, copy.getVisits()); // the set the class made, filled: not replaced
            assertEquals(List.of("rabies shot", "neutered"), visits.stream().map(Visit::getDescription).toList());
        }
        assertTrue(Modifier.isFinal(Pet.class.getDeclaredField("visits").getModifiers()));
    }

    /** PetClinic's owner: its final list of pets filled in place, each pet inline (no proxy, no class name). */
    @Test
    void anOwnerWithItsPetsInline() throws IOException {
        Owner owner = new Owner();
        owner.setFirstName("George");
        owner.setLastName("Franklin");
        owner.setAddress("110 W. Liberty St.");
        owner.setCity("Madison");
        owner.setTelephone("6085551023");
        Pet leo = pet();
        leo.setId(null); // addPet takes new pets only
        owner.addPet(leo);
        for (Owner copy : copies(owner)) {
            assertDeepEquals(owner, copy);
            assertEquals("Leo", copy.getPets().get(0).getName());
        }
        assertTrue(!new String(FastBytes.toBytes(owner), java.nio.charset.StandardCharsets.ISO_8859_1).contains("Pet"));
    }

    /** The sizes docs/values.md's table gives (JDK stream: one object on a fresh ObjectOutputStream). */
    @Test
    void sizes() throws IOException {
        Object[][] expected = {{user(), 69, 145}, {pet(), 50, 122}, {session(), 182, 259}};
        for (Object[] row : expected) {
            java.io.ByteArrayOutputStream jdk = new java.io.ByteArrayOutputStream();
            try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(jdk)) {
                out.writeObject(row[0]);
            }
            String name = row[0].getClass().getSimpleName();
            assertEquals(row[1], FastBytes.toBytes(row[0]).length, name + " on the direct path");
            assertEquals(row[2], jdk.size(), name + " on a JDK stream");
        }
    }
}
