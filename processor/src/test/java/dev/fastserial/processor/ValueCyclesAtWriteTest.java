package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Streams;
import java.io.InvalidObjectException;
import java.io.NotSerializableException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Finding h02: a mixed class (or a record) whose {@code Object} attribute refers back to it, a cycle
 * FS221 cannot see through {@code Object}. A JDK stream read the generated proxy into the attribute in
 * the session's place, FastBytes a detached copy; now the write is refused, naming the class and the
 * field, on both paths and whichever way the value is reached: at top level, inline in a bean, inside
 * an {@code Object} of a bean; through a list, directly, or through a bean that holds it inline.
 */
class ValueCyclesAtWriteTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                JavaFileObjects.forSourceLines("cy.Session", "package cy;",
                        "import dev.fastserial.FastSerial;", "import java.io.*;", "import java.util.*;",
                        "@FastSerial",
                        "public class Session implements Serializable {",
                        "    private final String id;",
                        "    private final Map<String, Object> attributes = new HashMap<>();",
                        "    public Session(String id) { this.id = id; }",
                        "    public String getId() { return id; }",
                        "    public Map<String, Object> getAttributes() { return attributes; }",
                        "    private Object writeReplace() { return new SessionExternalizer(this); }",
                        "}"),
                BeanSources.bean("cy", "Owner", "public class Owner implements Externalizable",
                        "public String name;", "public Session session;", "public Owner() {}"),
                BeanSources.bean("cy", "Holder", "public class Holder implements Externalizable",
                        "public Session session;", "public Object anything;", "public Holder() {}"),
                BeanSources.bean("cy", "Box", "public class Box implements Externalizable",
                        "public Tagged tagged;", "public Box() {}"),
                BeanSources.bean("cy", "Ref", "public class Ref implements Externalizable",
                        "public Object any;", "public Ref() {}"),
                JavaFileObjects.forSourceLines("cy.Tagged", "package cy;",
                        "@dev.fastserial.FastSerial",
                        "public record Tagged(String name, Object payload) implements java.io.Serializable {",
                        "    private Object writeReplace() { return new TaggedExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("cy.Closed", "package cy;",
                        "import dev.fastserial.FastSerial;", "import java.io.*;", "import java.util.*;",
                        "@FastSerial",
                        "public class Closed implements Serializable {",
                        "    private final String id;",
                        "    private final List<String> log = new ArrayList<>();",
                        "    private Map<String, Integer> counts;",
                        "    public Closed(String id) { this.id = id; }",
                        "    public String getId() { return id; }",
                        "    public List<String> getLog() { return log; }",
                        "    public Map<String, Integer> getCounts() { return counts; }",
                        "    public void setCounts(Map<String, Integer> counts) { this.counts = counts; }",
                        "    private Object writeReplace() { return new ClosedExternalizer(this); }",
                        "}"));
    }

    static Object session(String id) {
        return beans.construct("cy.Session", id);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> attributes(Object session) {
        return (Map<String, Object>) get(session, "attributes");
    }

    /** Ways an attribute can lead back to its session, each a fresh session. */
    static List<Object> cyclicSessions() {
        Object throughAList = session("list");
        List<Object> history = new ArrayList<>();
        history.add(throughAList);
        attributes(throughAList).put("history", history); // the finding's shape
        Object directly = session("self");
        attributes(directly).put("self", directly);
        Object throughABean = session("bean");
        Object owner = beans.newInstance("cy.Owner");
        set(owner, "name", "ada");
        set(owner, "session", throughABean); // inline in the bean: no proxy, a copy when read
        attributes(throughABean).put("owner", owner);
        Object deep = session("deep"); // inside the JDK's containers, which the proxy looks into before any scan
        attributes(deep).put("deep", new java.util.HashMap<>(Map.of("k", new ArrayList<>(List.of(
                new java.util.LinkedHashSet<>(List.of("a", deep)))))));
        Object late = session("late"); // past what the proxy looks into: scanned whole
        List<Object> strings = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            strings.add("s" + i);
        }
        strings.add(late);
        attributes(late).put("strings", strings);
        return List.of(throughAList, directly, throughABean, deep, late);
    }

    /** Every path a session can be written on, at top level and held by a bean. */
    static List<Function<Object, Object>> writes() {
        return List.of(
                Streams::serialize,
                s -> Streams.serialize(holder("session", s)),
                s -> Streams.serialize(holder("anything", s)),
                s -> Streams.serialize(holder("anything", new ArrayList<>(List.of("first", s)))),
                FastBytes::toBytes,
                s -> FastBytes.toBytes(holder("session", s)),
                s -> FastBytes.toBytes(holder("anything", s)),
                s -> FastBytes.toBytes(holder("anything", new ArrayList<>(List.of("first", s)))));
    }

    static Object holder(String field, Object value) {
        Object holder = beans.newInstance("cy.Holder");
        set(holder, field, value);
        return holder;
    }

    /** What writing throws, unwrapped from the UncheckedIOException of Streams.serialize and FastBytes.toBytes. */
    static InvalidObjectException refusal(Runnable write) {
        UncheckedIOException e = assertThrows(UncheckedIOException.class, write::run);
        return assertInstanceOf(InvalidObjectException.class, e.getCause());
    }

    @Test
    void aSessionWhoseAttributeLeadsBackToItIsRefusedWhenWrittenOnEveryPathByName() {
        for (Object session : cyclicSessions()) {
            for (Function<Object, Object> write : writes()) {
                InvalidObjectException e = refusal(() -> write.apply(session));
                assertThat(e).hasMessageThat().contains("Session.attributes holds a reference back to the cy.Session"
                        + " being written");
                assertThat(e).hasMessageThat().contains("make cy.Session a bean");
            }
        }
    }

    /** A record's Object component holding a list that holds the record: the same, on both paths. */
    @Test
    void aRecordWhoseObjectComponentLeadsBackToItIsRefusedByName() {
        List<Object> list = new ArrayList<>();
        Object tagged = beans.construct("cy.Tagged", "t", list);
        list.add(tagged);
        for (Runnable write : List.<Runnable>of(() -> Streams.serialize(tagged), () -> FastBytes.toBytes(tagged),
                () -> Streams.serialize(holder("anything", tagged)), () -> FastBytes.toBytes(holder("anything", tagged)))) {
            assertThat(refusal(write)).hasMessageThat().contains("Tagged.payload holds a reference back to the cy.Tagged");
        }
    }

    /**
     * No cycle, no refusal: sessions holding other sessions (one in two places), a session written twice
     * in one stream, a bean holding another session inline: all as Java serialization gives them back,
     * sharing included where the JDK keeps it.
     */
    @Test
    void sessionsHoldingOtherSessionsAreNotCycles() throws Exception {
        Object inner = session("inner");
        attributes(inner).put("n", 1);
        Object outer = session("outer");
        attributes(outer).put("inner", inner);
        attributes(outer).put("again", new ArrayList<>(List.of(inner)));
        Object owner = beans.newInstance("cy.Owner");
        set(owner, "session", session("owned")); // inline in the bean: a copy when read, as documented
        attributes(outer).put("owner", owner);
        assertDeepEquals(outer, Streams.roundTrip(outer));
        attributes(outer).remove("again"); // inside a Java-serialized list on the direct path: a copy, as documented
        assertDeepEquals(outer, Direct.roundTrip(outer));
        attributes(outer).put("again", new ArrayList<>(List.of(inner)));
        Object read = Streams.roundTrip(outer);
        assertSame(attributes(read).get("inner"), ((List<?>) attributes(read).get("again")).get(0));
        List<Object> twice = Streams.deserialize(Streams.serialize(outer, inner, outer), outer.getClass().getClassLoader(), 3);
        assertSame(twice.get(0), twice.get(2));
        assertSame(attributes(twice.get(0)).get("inner"), twice.get(1));
    }

    /**
     * The marks are each thread's own: threads writing one session (shared, no cycle) at once never see
     * another's mark as a cycle, on either path.
     */
    @Test
    void threadsWritingOneSessionAtOnceAreNotCycles() throws Exception {
        Object shared = session("shared");
        attributes(shared).put("inner", session("inner"));
        attributes(shared).put("owner", holder("anything", new ArrayList<>(List.of("x"))));
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(8);
        try {
            List<java.util.concurrent.Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                done.add(pool.submit(() -> {
                    for (int i = 0; i < 500; i++) {
                        Streams.serialize(shared);
                        FastBytes.toBytes(shared);
                    }
                    return null;
                }));
            }
            for (java.util.concurrent.Future<?> f : done) {
                f.get(); // rethrows a refusal
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * No cycle either: two beans in a Java-serialized list, each holding one record whose Object component is
     * Java-serialized too. The direct path writes the beans' bodies after the list, and the second body comes
     * right after the record's component, while the first body still writes the record: the conformance suite
     * found that refused as a reference back (the record marked while its component is written, or open while its
     * body is), though the second bean is not reached from the record. Held inline, the record is copied in each
     * bean anyway; held in an Object, it is one object on JDK streams, and a copy in the second bean on the direct
     * path, where no reference can name a value whose body is still being written.
     */
    @Test
    void aRecordMetAgainInABeanWrittenAfterItsJavaSerializedComponentIsNoCycle() throws Exception {
        for (String holding : List.of("cy.Box", "cy.Ref")) {
            String field = holding.equals("cy.Box") ? "tagged" : "any";
            Object tagged = beans.construct("cy.Tagged", "t", new ArrayList<>(List.of("x")));
            Object first = set(beans.newInstance(holding), field, tagged);
            Object second = set(beans.newInstance(holding), field, tagged);
            Object holder = holder("anything", new ArrayList<>(List.of(first, second)));
            for (Object copy : List.of(Streams.roundTrip(holder),
                    FastBytes.fromBytes(FastBytes.toBytes(holder), holder.getClass()))) {
                List<?> read = (List<?>) get(copy, "anything");
                assertEquals(tagged, get(read.get(0), field), holding);
                assertEquals(tagged, get(read.get(1), field), holding);
            }
            List<?> viaJdk = (List<?>) get(Streams.roundTrip(holder), "anything");
            if (holding.equals("cy.Ref")) {
                assertSame(get(viaJdk.get(0), field), get(viaJdk.get(1), field), "one object, as Java serialization keeps it");
            }
        }
    }

    /** The same shape with a real cycle (the record's component holds the record): still refused, by name. */
    @Test
    void aRealCycleInABeanWrittenAfterAJavaSerializedValueIsStillRefused() {
        for (String holding : List.of("cy.Box", "cy.Ref")) {
            String field = holding.equals("cy.Box") ? "tagged" : "any";
            List<Object> payload = new ArrayList<>();
            Object tagged = beans.construct("cy.Tagged", "t", payload);
            payload.add(tagged);
            Object first = set(beans.newInstance(holding), field, beans.construct("cy.Tagged", "u", new ArrayList<>()));
            Object second = set(beans.newInstance(holding), field, tagged);
            Object holder = holder("anything", new ArrayList<>(List.of(first, second)));
            for (Runnable write : List.<Runnable>of(() -> Streams.serialize(holder), () -> FastBytes.toBytes(holder))) {
                assertThat(refusal(write)).hasMessageThat().contains("Tagged.payload holds a reference back to the cy.Tagged");
            }
        }
    }

    /** A write that fails half way (a value that is not Serializable) leaves nothing marked: the next one works. */
    @Test
    void aWriteThatFailsLeavesNothingBehind() {
        Object session = session("s");
        attributes(session).put("thread", new Object());
        for (Function<Object, Object> write : writes()) {
            UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> write.apply(session));
            assertInstanceOf(NotSerializableException.class, e.getCause());
        }
        attributes(session).put("thread", "gone");
        assertDeepEquals(session, Streams.roundTrip(session));
        assertDeepEquals(session, Direct.roundTrip(session));
    }

    /** The check costs nothing where no field could hold the value: no mark, no scan in its code. */
    @Test
    void aClassWhoseFieldsCannotHoldItHasNoCheck() {
        String closed = beans.generatedSource("cy.ClosedExternalizer");
        assertThat(closed).doesNotContain("writing(");
        assertThat(closed).doesNotContain("refuseCycles");
        String session = beans.generatedSource("cy.SessionExternalizer");
        assertThat(session).contains("refuseCycles(value, out);");
        assertThat(session).contains("writing.put(value, \"Session.attributes\");");
        assertThat(beans.generatedSource("cy.TaggedExternalizer")).contains("writing.put(value, \"Tagged.payload\");");
        assertThat(beans.warnings()).isEmpty();
    }
}
