package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.UnaryOperator;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 27: classes as real projects write them, some fields final and set by a constructor, the
 * rest set afterwards (mixed classes), from {@code beans/mixed}: Spring Batch's StepExecution
 * (StepRun, with its JobRun), Keycloak's client session entity, JPetStore's Cart, JHipster's
 * Authority, a Spring Data entity (Customer) and an order record holding it. (Spring Security's
 * User, Spring Session's MapSession and PetClinic's Pet are the examples module's, tested there.)
 * Each compiles without giving up a final field and round-trips exactly on JDK streams and on
 * the direct path, its invariants intact.
 */
class MixedClassesTest {
    private static final String[] SOURCES = {"Address", "Authority", "BatchStatus", "Cart", "CartItem",
        "ClientSessionEntity", "Customer", "Item", "JobRun", "Order", "OrderLine", "StepRun"};
    private static final CompiledBeans BEANS = CompiledBeans.compileResources(
            java.util.Arrays.stream(SOURCES).map(s -> "beans/mixed/" + s + ".java").toArray(String[]::new));

    /** {@code target.name(args)}, the method found by name and parameter count. */
    static Object call(Object target, String name, Object... args) {
        for (Method m : target.getClass().getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == args.length) {
                try {
                    return m.invoke(target, args);
                } catch (InvocationTargetException e) {
                    throw new AssertionError(name + " threw", e.getCause());
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
        }
        throw new AssertionError(target.getClass().getName() + " has no " + name + " of " + args.length + " parameters");
    }

    private static Object status(String name) {
        for (Object c : BEANS.load("mixed.BatchStatus").getEnumConstants()) {
            if (c.toString().equals(name)) {
                return c;
            }
        }
        throw new AssertionError(name);
    }

    /** Both paths, each compared deeply with the original (sharing included), and checked by {@code invariants}. */
    private static void roundTripsExactly(Object original, java.util.function.Consumer<Object> invariants) {
        for (UnaryOperator<Object> path : List.<UnaryOperator<Object>>of(Streams::roundTrip, Direct::roundTrip)) {
            Object copy = path.apply(original);
            assertNotSame(original, copy);
            assertDeepEquals(original, copy);
            invariants.accept(copy);
        }
    }

    static Object jobRun() {
        Object job = BEANS.construct("mixed.JobRun", 7L, "importCustomers");
        call(job, "setStatus", status("STARTED"));
        call(job, "setStartTime", LocalDateTime.of(2026, 3, 1, 9, 30));
        return job;
    }

    /** Spring Batch's StepExecution: two final fields from the constructor, seventeen mutable ones, a final list. */
    @Test
    void aStepExecutionWithItsFinalNameAndJob() {
        Object step = BEANS.construct("mixed.StepRun", "readCsv", jobRun());
        call(step, "setId", 11L);
        call(step, "setVersion", 3);
        call(step, "setStatus", status("COMPLETED"));
        call(step, "setReadCount", 1_000L);
        call(step, "setWriteCount", 990L);
        call(step, "setCommitCount", 10L);
        call(step, "setRollbackCount", 1L);
        call(step, "setReadSkipCount", 4L);
        call(step, "setProcessSkipCount", 3L);
        call(step, "setWriteSkipCount", 2L);
        call(step, "setFilterCount", 1L);
        call(step, "setEndTime", LocalDateTime.of(2026, 3, 1, 9, 31));
        call(step, "setLastUpdated", LocalDateTime.of(2026, 3, 1, 9, 31, 5));
        call(step, "setExitCode", "COMPLETED");
        call(step, "setTerminateOnly", true);
        Map<String, Object> context = new HashMap<>(Map.of("line", 1_000, "file", "customers.csv"));
        call(step, "setExecutionContext", context);
        call(step, "addFailure", "line 17: no email");
        call(step, "addFailure", "line 912: bad zip");
        roundTripsExactly(step, copy -> {
            assertEquals("readCsv", call(copy, "getStepName"));
            assertEquals(7L, call(call(copy, "getJobRun"), "getJobId"));
            // the list the constructor made, filled in place: a CopyOnWriteArrayList still
            assertInstanceOf(java.util.concurrent.CopyOnWriteArrayList.class, call(copy, "getFailures"));
            assertEquals(List.of("line 17: no email", "line 912: bad zip"), call(copy, "getFailures"));
        });
    }

    /** Keycloak's client session entity: a final UUID set once by the only constructor, a dozen setters. */
    @Test
    void aClientSessionEntityWithItsFinalId() {
        UUID id = UUID.fromString("5b0b7c4e-3c33-4a4f-9d8e-3d2bb1c2d7aa");
        Object session = BEANS.construct("mixed.ClientSessionEntity", id);
        call(session, "setRealmId", "acme");
        call(session, "setClientId", "web-app");
        call(session, "setUserSessionId", "us-1");
        call(session, "setAuthMethod", "openid-connect");
        call(session, "setRedirectUri", "https://app.acme.dev/cb");
        call(session, "setAction", "AUTHENTICATE");
        call(session, "setTimestamp", 1_767_225_600);
        call(session, "setCurrentRefreshToken", "rt-42");
        call(session, "setCurrentRefreshTokenUseCount", 2);
        call(session, "setOffline", true);
        @SuppressWarnings("unchecked") Map<String, String> notes = (Map<String, String>) call(session, "getNotes");
        notes.put("iss", "https://sso.acme.dev");
        @SuppressWarnings("unchecked") Set<String> roles = (Set<String>) call(session, "getRoles");
        roles.add("user");
        roundTripsExactly(session, copy -> assertEquals(id, call(copy, "getId")));
    }

    /**
     * JPetStore's Cart: no constructor, two final containers filled in place (a synchronized map
     * reached directly, a list through its getter), holding the same items: still the same after.
     */
    @Test
    void aCartWhoseTwoFinalContainersShareTheirItems() {
        Object cart = BEANS.newInstance("mixed.Cart");
        Object fish = BEANS.construct("mixed.Item", "EST-1", "FI-SW-01", new BigDecimal("16.50"));
        Object dog = BEANS.construct("mixed.Item", "EST-6", "K9-BD-01", new BigDecimal("18.50"));
        call(cart, "addItem", fish, true);
        call(cart, "addItem", dog, false);
        call(cart, "incrementQuantityByItemId", "EST-1");
        roundTripsExactly(cart, copy -> {
            Map<?, ?> itemMap = (Map<?, ?>) get(copy, "itemMap");
            assertEquals("java.util.Collections$SynchronizedMap", itemMap.getClass().getName()); // the constructor's
            List<?> itemList = (List<?>) call(copy, "getItemList");
            assertSame(itemMap.get("EST-1"), itemList.get(0));
            assertSame(itemMap.get("EST-6"), itemList.get(1));
            assertEquals(new BigDecimal("51.50"), call(copy, "getSubTotal"));
        });
    }

    /** JHipster's Authority: no final field at all, Serializable with the one-line writeReplace. */
    @Test
    void anAuthorityWithoutFinalFields() {
        Object admin = call(BEANS.newInstance("mixed.Authority"), "name", "ROLE_ADMIN");
        roundTripsExactly(admin, copy -> assertEquals(admin, copy));
    }

    static Object customer() {
        Object customer = BEANS.construct("mixed.Customer", 42L, Instant.parse("2026-01-02T03:04:05Z"), "Ada", "Lovelace");
        call(customer, "setVersion", 5L);
        call(customer, "setAddress", BEANS.construct("mixed.Address", "12 St James's Sq", "London", "SW1Y 4LB"));
        @SuppressWarnings("unchecked") Set<Object> authorities = (Set<Object>) call(customer, "getAuthorities");
        authorities.add(call(BEANS.newInstance("mixed.Authority"), "name", "ROLE_USER"));
        return customer;
    }

    /** A Spring Data entity: an id and a creation date set once (its marked persistence constructor), the rest settable. */
    @Test
    void aSpringDataEntityThroughItsMarkedConstructor() {
        Object customer = customer();
        roundTripsExactly(customer, copy -> {
            assertEquals(42L, call(copy, "getId"));
            assertEquals(Instant.parse("2026-01-02T03:04:05Z"), call(copy, "getCreatedDate"));
        });
        assertThat(BEANS.generatedSource("mixed.CustomerExternalizer")).contains("value = new Customer(id, createdDate);");
    }

    /** An order record holding its customer, a mixed class, inline: the record's constructor runs, then the customer's. */
    @Test
    void anOrderRecordHoldingAMixedClass() {
        Object line = BEANS.construct("mixed.OrderLine", "SKU-1", 2, new BigDecimal("9.99"));
        Object order = BEANS.construct("mixed.Order", "O-1", customer(), List.of(line), Instant.parse("2026-03-01T10:00:00Z"));
        roundTripsExactly(order, copy -> assertEquals(42L, call(call(copy, "customer"), "getId")));
        assertThat(BEANS.generatedSource("mixed.OrderExternalizer")).contains("CustomerExternalizer.write(");
    }

    /** What each shape gives up: nothing final. The compile is clean under -Xlint:all (CompiledBeans' options). */
    @Test
    void noShapeGaveUpAFinalField() throws Exception {
        for (String[] field : new String[][] {{"StepRun", "stepName"}, {"StepRun", "jobRun"}, {"StepRun", "failures"},
            {"JobRun", "jobId"}, {"ClientSessionEntity", "id"}, {"Cart", "itemMap"}, {"Cart", "itemList"},
            {"Customer", "id"}, {"Customer", "createdDate"}, {"Customer", "authorities"}}) {
            assertThat(java.lang.reflect.Modifier.isFinal(BEANS.load("mixed." + field[0]).getDeclaredField(field[1])
                    .getModifiers())).isTrue();
        }
        assertThat(BEANS.warnings()).isEmpty();
        assertThrows(NoSuchMethodException.class, () -> BEANS.load("mixed.StepRun").getMethod("setStepName", String.class));
    }

    // ---- fields the constructor takes that are not final (finding f02) ------------------------------

    /**
     * An account whose constructor normalizes, copies and wraps what it takes, each field reached
     * another way: e-mail and credits through setters, a nickname directly (package-private), tags
     * through a setter where the constructor copies them into an unmodifiable list, a region private
     * and without setter, which the constructor keeps as given. {@code PlainAccount} is the same class
     * without fastserial: Java serialization restores every field as written.
     */
    private static final String[] ACCOUNT_BODY = {
        "    private final String id;",
        "    private String email;",
        "    private int credits;",
        "    String nickname;",
        "    private List<String> tags;",
        "    private String region;",
        "    public NAME(String id, String email, int credits, String nickname, List<String> tags, String region) {",
        "        this.id = id;",
        "        this.email = email == null ? null : email.trim().toLowerCase(Locale.ROOT);",
        "        this.credits = Math.max(0, credits);",
        "        this.nickname = nickname == null ? \"anonymous\" : nickname.strip();",
        "        this.tags = tags == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(tags));",
        "        this.region = region;",
        "    }",
        "    public String getId() { return id; }",
        "    public String getEmail() { return email; }",
        "    public void setEmail(String email) { this.email = email; }",
        "    public int getCredits() { return credits; }",
        "    public void setCredits(int credits) { this.credits = credits; }",
        "    public List<String> getTags() { return tags; }",
        "    public void setTags(List<String> tags) { this.tags = tags; }",
        "    public String getRegion() { return region; }",
        "    public void moveTo(String region) { this.region = region; }"};

    private static JavaFileObject account(String name, boolean fastserial) {
        List<String> lines = new java.util.ArrayList<>();
        if (fastserial) {
            lines.add("@FastSerial");
        }
        lines.add("public class " + name + " implements Serializable {");
        for (String line : ACCOUNT_BODY) {
            lines.add(line.replace("NAME", name));
        }
        if (fastserial) {
            lines.add("    private Object writeReplace() { return new " + name + "Externalizer(this); }");
        }
        lines.add("}");
        return BeanSources.acme(name, lines.toArray(new String[0]));
    }

    private static final CompiledBeans ACCOUNTS = CompiledBeans.compile(account("Account", true),
            account("PlainAccount", false));

    /** An account given values after construction that its constructor would have changed. */
    private static Object changedAccount(String name) {
        Object account = ACCOUNTS.construct("com.acme." + name, "42", "Someone@Example.com", 10, "ada", List.of("a"), "eu");
        call(account, "setEmail", "Grace.Hopper@Example.com"); // set as given, after construction
        call(account, "setCredits", -5); // an overdraft, through the setter
        set(account, "nickname", "  Amazing Grace "); // the field itself, as its package may
        call(account, "setTags", new java.util.ArrayList<>(List.of("navy", "cobol"))); // a list of its own, modifiable
        return account;
    }

    @Test
    void aValueSetAfterConstructionComesBackAsWrittenNotAsTheConstructorWouldMakeIt() {
        Object account = changedAccount("Account");
        Object plain = Streams.roundTrip(changedAccount("PlainAccount")); // Java serialization: every field as written
        roundTripsExactly(account, copy -> {
            for (String field : new String[] {"id", "email", "credits", "nickname", "tags", "region"}) {
                assertEquals(get(plain, field), get(copy, field), field);
            }
            assertEquals("Grace.Hopper@Example.com", call(copy, "getEmail"));
            assertEquals(-5, call(copy, "getCredits"));
            assertEquals("  Amazing Grace ", get(copy, "nickname"));
            assertEquals(get(plain, "tags").getClass(), get(copy, "tags").getClass()); // the setter's list, not the wrapper
        });
        String source = ACCOUNTS.generatedSource("com.acme.AccountExternalizer");
        assertThat(source).contains("value = new Account(id, email, credits, nickname, tags, region);");
        assertThat(source).contains("value.setEmail(email);");
        assertThat(source).contains("value.nickname = nickname;");
        assertThat(source).contains("keptUnset(region, value.getRegion(), \"Account.region\")");
        // as constructed, nothing changed since: what the constructor made of it, still
        Object fresh = ACCOUNTS.construct("com.acme.Account", "7", " Ada@Example.com ", -1, null, null, "us");
        roundTripsExactly(fresh, copy -> assertEquals("ada@example.com", call(copy, "getEmail")));
    }

    /**
     * A field the constructor takes and changes (it lower-cases it), that its class changed since by a
     * method of its own, with no setter and private: nothing can set it back, so the read compares
     * what the constructor made with what was read and refuses the object, naming the field.
     */
    @Test
    void aFieldNothingCanSetAgainIsComparedAndTheObjectRefusedWhenTheConstructorChangedIt() {
        JavaFileObject file = BeanSources.acme("Member", "@FastSerial", "public class Member implements Serializable {",
                "    private final long id;", "    private String handle;",
                "    public Member(long id, String handle) { this.id = id; this.handle = handle.toLowerCase(Locale.ROOT); }",
                "    public long getId() { return id; }", "    public String getHandle() { return handle; }",
                "    public void rename(String handle) { this.handle = handle; }",
                "    private Object writeReplace() { return new MemberExternalizer(this); }", "}");
        CompiledBeans beans = CompiledBeans.compile(file);
        Object member = beans.construct("com.acme.Member", 1L, "Ada");
        roundTripsExactly(member, copy -> assertEquals("ada", call(copy, "getHandle"))); // what it made is what it makes
        call(member, "rename", "Countess");
        for (java.io.InvalidObjectException e : readFailures(member)) {
            assertThat(e.getMessage()).contains("Member.handle: the constructor did not keep the value read");
            assertThat(e.getMessage()).contains("give it a setter or make it package-private");
        }
    }

    // ---- what fails loudly at run time ---------------------------------------------------------------

    /** What reading {@code value} back throws on each path (the JDK's through the proxy's readResolve). */
    private static List<java.io.InvalidObjectException> readFailures(Object value) {
        java.io.InvalidObjectException jdk = assertThrows(java.io.InvalidObjectException.class,
                () -> Streams.input(Streams.serialize(value), value.getClass().getClassLoader()).readObject());
        java.io.InvalidObjectException direct = assertThrows(java.io.InvalidObjectException.class,
                () -> FastBytes.fromBytes(FastBytes.toBytes(value), value.getClass()));
        return List.of(jdk, direct);
    }

    /**
     * A getter that returns a copy, where the processor cannot see its body (a class file, another
     * compiler, a build tool's wrapped processing environment: no javac trees, so no FS224): the
     * reader calls it twice, gets two objects, and refuses to fill a copy, on the first read.
     */
    @Test
    void aGetterThatReturnsACopyFailsLoudlyOnTheFirstRead() {
        JavaFileObject file = BeanSources.acme("Pet", "@FastSerial", "public class Pet implements Serializable {",
                "    private final Set<String> visits = new LinkedHashSet<>();",
                "    public Set<String> getVisits() { return new LinkedHashSet<>(visits); }",
                "    public void addVisit(String visit) { visits.add(visit); }",
                "    private Object writeReplace() { return new PetExternalizer(this); }", "}");
        assertThat(Advice.compile(file).errors().get(0).getMessage(java.util.Locale.ROOT)).contains("[FS224]");
        // RecordingProcessor hands the processor a wrapped environment, as some build tools do: no javac trees
        Compilation withoutTrees = javac().withProcessors(new RecordingProcessor(new FastSerialProcessor())).compile(file);
        assertThat(withoutTrees.errors()).isEmpty();
        CompiledBeans beans = CompiledBeans.of(withoutTrees);
        Object pet = beans.newInstance("com.acme.Pet");
        call(pet, "addVisit", "2026-01-05");
        for (java.io.InvalidObjectException e : readFailures(pet)) {
            assertThat(e.getMessage()).contains("Pet.getVisits() returns a new object on each call (a copy or a view),"
                    + " so what was read would be lost in it");
        }
    }

    /** A final container the constructor made read-only, filled in place: refused, not left as it was. */
    @Test
    void aReadOnlyContainerFailsLoudly() {
        JavaFileObject file = BeanSources.acme("Menu", "@FastSerial", "public class Menu implements Serializable {",
                "    final List<String> dishes;", "    String name;",
                "    public Menu() { this.dishes = Collections.unmodifiableList(new ArrayList<>(List.of(\"soup\"))); }",
                "    private Object writeReplace() { return new MenuExternalizer(this); }", "}");
        Object menu = CompiledBeans.compile(file).newInstance("com.acme.Menu");
        for (java.io.InvalidObjectException e : readFailures(menu)) {
            assertThat(e.getMessage()).contains("Menu.dishes is read-only after construction");
        }
    }

    /**
     * A constructor whose parameter is wider than its field, and which does not keep what it is given
     * (it adds a role): the reader compares, and refuses the object rather than a different one.
     */
    @Test
    void aConstructorThatChangesAWidenedArgumentFailsLoudly() {
        JavaFileObject file = BeanSources.acme("User", "@FastSerial", "public class User implements Serializable {",
                "    final Set<String> roles;",
                "    public User(Collection<String> roles) { this.roles = new TreeSet<>(roles); this.roles.add(\"USER\"); }",
                "    private Object writeReplace() { return new UserExternalizer(this); }", "}");
        CompiledBeans beans = CompiledBeans.compile(file);
        Object user = beans.construct("com.acme.User", List.of("ADMIN"));
        set(user, "roles", new java.util.TreeSet<>(Set.of("ADMIN"))); // what it holds now: USER removed since
        for (java.io.InvalidObjectException e : readFailures(user)) {
            assertThat(e.getMessage()).contains("User.roles: the constructor did not keep the value read");
        }
        Object kept = beans.construct("com.acme.User", List.of("ADMIN")); // [ADMIN, USER]: the constructor keeps that
        assertDeepEquals(kept, Streams.roundTrip(kept));
        assertDeepEquals(kept, Direct.roundTrip(kept));
    }

    /** What a setter throws on the values read is the class rejecting them, as its constructor's is. */
    @Test
    void aSetterThatRejectsTheValueReadIsAnInvalidObjectException() {
        JavaFileObject file = BeanSources.acme("Account", "@FastSerial", "public class Account implements Serializable {",
                "    private final String number;", "    private int balance;",
                "    public Account(String number) { this.number = number; }",
                "    public String getNumber() { return number; }", "    public int getBalance() { return balance; }",
                "    public void setBalance(int balance) {",
                "        if (balance < 0) throw new IllegalArgumentException(\"overdrawn\");",
                "        this.balance = balance;", "    }",
                "    private Object writeReplace() { return new AccountExternalizer(this); }", "}");
        Object account = CompiledBeans.compile(file).construct("com.acme.Account", "DE-1");
        set(account, "balance", -5); // past the setter
        for (java.io.InvalidObjectException e : readFailures(account)) {
            assertThat(e.getMessage()).contains("com.acme.Account rejected the values read");
            assertInstanceOf(IllegalArgumentException.class, e.getCause());
        }
    }
}
