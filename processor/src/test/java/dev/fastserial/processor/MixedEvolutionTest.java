package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.Streams;
import java.io.ObjectInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 27: a mixed class evolves under the lock file as beans and values do. Three versions of a
 * session, each in its own class loader against one lock, every writer/reader pair cross-read in
 * both directions, at top level and inline in a bean, on JDK streams and on the direct path. A field
 * the constructor takes that the stream lacks is its type's default (a value's rule); any other
 * field the stream lacks stays as the constructor made it (a bean's rule), a final container too.
 *
 * <ul>
 *   <li>v1: {@code final String originalId} (the constructor's), {@code String id} and {@code int hits = 7}
 *       (setters), {@code final Map<String, String> attrs} (filled in place, directly).
 *   <li>v2: adds {@code final String tenant} (the constructor takes it now), {@code Instant lastSeen =
 *       EPOCH} (a setter), {@code final List<String> log = ["created"]} (filled through its getter) and
 *       {@code String label}, not final, which the constructor takes and strips (or makes "none" of null),
 *       and a setter sets again after it: a value set since comes back as it was set (finding f02).
 *   <li>v3: removes {@code hits} (a slot) and {@code lastSeen} (an added field).
 * </ul>
 */
class MixedEvolutionTest {
    @TempDir
    static Path dir;
    static final List<CompiledBeans> VERSIONS = new ArrayList<>();
    static final List<String> LOCKS = new ArrayList<>();
    /** The fields of each version, as samples (the values no constructor gives). */
    static final List<Map<String, Object>> SAMPLES = new ArrayList<>();

    @BeforeAll
    static void compileThreeVersions() throws Exception {
        Path lock = dir.resolve("fastserial.lock");
        Map<String, Object> v1 = new LinkedHashMap<>();
        v1.put("originalId", "o-1");
        v1.put("id", "s-2");
        v1.put("attrs", new java.util.HashMap<>(Map.of("theme", "dark", "locale", "en_GB")));
        v1.put("hits", 42);
        Map<String, Object> v2 = new LinkedHashMap<>(v1);
        v2.put("tenant", "acme");
        v2.put("lastSeen", Instant.parse("2026-03-01T10:00:00Z"));
        v2.put("log", new ArrayList<>(List.of("created", "login")));
        v2.put("label", "  Ops Team "); // set after construction: not what the constructor makes of it
        Map<String, Object> v3 = new LinkedHashMap<>(v2);
        v3.remove("hits");
        v3.remove("lastSeen");
        for (Map<String, Object> fields : List.of(v1, v2, v3)) {
            SAMPLES.add(fields);
            VERSIONS.add(CompiledBeans.compile(List.of("-Afastserial.lock=" + lock), session(fields.keySet()), holder()));
            assertThat(VERSIONS.get(VERSIONS.size() - 1).warnings()).isEmpty();
            LOCKS.add(Files.readString(lock, StandardCharsets.UTF_8));
        }
    }

    private static JavaFileObject session(java.util.Set<String> fields) {
        List<String> lines = new ArrayList<>(List.of("package evo;", "import dev.fastserial.FastSerial;",
                "import java.time.Instant;", "import java.util.*;", "@FastSerial",
                "public class Session implements java.io.Serializable {",
                "    private static final long serialVersionUID = 1L;",
                "    private final String originalId;", "    private String id;",
                "    final Map<String, String> attrs = new HashMap<>();"));
        boolean tenant = fields.contains("tenant");
        if (fields.contains("hits")) {
            lines.add("    private int hits = 7;");
            lines.add("    public int getHits() { return hits; }");
            lines.add("    public void setHits(int hits) { this.hits = hits; }");
        }
        if (tenant) {
            lines.add("    private final String tenant;");
            lines.add("    public String getTenant() { return tenant; }");
            lines.add("    private final List<String> log = new ArrayList<>(List.of(\"created\"));");
            lines.add("    public List<String> getLog() { return log; }");
        }
        if (fields.contains("lastSeen")) {
            lines.add("    private Instant lastSeen = Instant.EPOCH;");
            lines.add("    public Instant getLastSeen() { return lastSeen; }");
            lines.add("    public void setLastSeen(Instant lastSeen) { this.lastSeen = lastSeen; }");
        }
        if (tenant) { // after lastSeen: added field 3
            lines.add("    private String label;");
            lines.add("    public String getLabel() { return label; }");
            lines.add("    public void setLabel(String label) { this.label = label; }");
        }
        lines.add(tenant ? "    public Session(String originalId, String tenant, String label) { this.originalId = originalId;"
                + " this.id = originalId; this.tenant = tenant; this.label = label == null ? \"none\" : label.strip(); }"
                : "    public Session(String originalId) { this.originalId = originalId; this.id = originalId; }");
        lines.addAll(List.of("    public String getOriginalId() { return originalId; }",
                "    public String getId() { return id; }", "    public void setId(String id) { this.id = id; }",
                "    private Object writeReplace() { return new SessionExternalizer(this); }", "}"));
        return JavaFileObjects.forSourceLines("evo.Session", lines);
    }

    private static JavaFileObject holder() {
        return BeanSources.bean("evo", "Holder", "public class Holder implements Externalizable",
                "private static final long serialVersionUID = 1L;", "Session session;", "List<Session> more;",
                "public Holder() {}");
    }

    /** Version {@code v}'s session with every field at its sample. */
    static Object session(int v) {
        Map<String, Object> fields = SAMPLES.get(v);
        Object session = fields.containsKey("tenant") ? VERSIONS.get(v).construct("evo.Session", "o-1", "acme", "ops")
                : VERSIONS.get(v).construct("evo.Session", "o-1");
        for (Map.Entry<String, Object> f : fields.entrySet()) {
            set(session, f.getKey(), f.getValue());
        }
        return session;
    }

    static Object holder(int v) {
        Object holder = VERSIONS.get(v).newInstance("evo.Holder");
        set(holder, "session", session(v));
        set(holder, "more", new ArrayList<>(List.of(session(v), session(v))));
        return holder;
    }

    /**
     * What reader {@code r} must see of writer {@code w}'s session: the writer's sample where both have
     * the field; else, for the constructor's tenant, null; for the others, what the constructor made (of
     * null, for its label).
     */
    static void assertRead(Object read, int w, int r) {
        String pair = "v" + (w + 1) + " -> v" + (r + 1);
        Map<String, Object> writer = SAMPLES.get(w);
        Map<String, Object> asConstructed = Map.of("hits", 7, "lastSeen", Instant.EPOCH, "log", List.of("created"),
                "label", "none");
        for (String field : SAMPLES.get(r).keySet()) {
            Object expected = writer.containsKey(field) ? writer.get(field)
                    : field.equals("tenant") ? null : asConstructed.get(field);
            assertEquals(expected, get(read, field), pair + ": " + field);
        }
    }

    @Test
    void everyPairReadsEachOtherOnJdkStreamsAtTopLevelAndInline() throws Exception {
        for (int w = 0; w < 3; w++) {
            for (int r = 0; r < 3; r++) {
                try (ObjectInputStream in = Streams.input(Streams.serialize(session(w), holder(w)), VERSIONS.get(r).loader())) {
                    assertRead(in.readObject(), w, r);
                    Object holder = in.readObject();
                    assertRead(get(holder, "session"), w, r);
                    for (Object s : (List<?>) get(holder, "more")) {
                        assertRead(s, w, r);
                    }
                }
            }
        }
    }

    @Test
    void everyPairReadsEachOtherOnTheDirectPath() throws Exception {
        for (int w = 0; w < 3; w++) {
            for (int r = 0; r < 3; r++) {
                assertRead(FastBytes.fromBytes(FastBytes.toBytes(session(w)), VERSIONS.get(r).load("evo.Session")), w, r);
                Object holder = FastBytes.fromBytes(FastBytes.toBytes(holder(w)), VERSIONS.get(r).load("evo.Holder"));
                assertRead(get(holder, "session"), w, r);
                assertRead(((List<?>) get(holder, "more")).get(1), w, r);
            }
        }
    }

    @Test
    void theLockRecordsAMixedClassAsItRecordsBeansAndValues() {
        assertThat(LOCKS.get(0)).contains("field evo.Session 2 attrs java.util.Map<java.lang.String,java.lang.String>");
        assertThat(LOCKS.get(0)).contains("field evo.Session 3 hits int : int\n");
        assertThat(LOCKS.get(1)).contains("field evo.Session +0 tenant java.lang.String : String\n");
        assertThat(LOCKS.get(1)).contains("field evo.Session +1 log java.util.List<java.lang.String>");
        assertThat(LOCKS.get(1)).contains("field evo.Session +2 lastSeen java.time.Instant : Instant\n");
        assertThat(LOCKS.get(1)).contains("field evo.Session +3 label java.lang.String : String\n");
        assertThat(LOCKS.get(2)).contains("field evo.Session 3 hits int : int removed\n");
        assertThat(LOCKS.get(2)).contains("field evo.Session +2 lastSeen java.time.Instant : Instant removed\n");
    }

    /** The added fields restored after the constructor are applied only when the stream holds them. */
    @Test
    void anAddedFieldAfterTheConstructorIsAppliedOnlyWhenRead() {
        String source = VERSIONS.get(1).generatedSource("evo.SessionExternalizer");
        assertThat(source).contains("boolean lastSeenRead = false;");
        assertThat(source).contains("if (lastSeenRead) value.setLastSeen(lastSeen);");
        assertThat(source).contains("value = new Session(originalId, tenant, label);");
        assertThat(source).contains("if (labelRead) value.setLabel(label);"); // taken by the constructor, and set again
    }
}
