package dev.fastserial.hazelcast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import com.hazelcast.query.Predicates;
import dev.fastserial.processor.CompiledBeans;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rolling upgrade in one test: two members of one cluster, the first running v1 of the beans and
 * the second v2 (v2 adds a field), both compiled against one lock file and loaded by separate class
 * loaders (each member's configured class loader), each with nothing but the global serializer's one
 * line. Each member reads the other's entries exactly (the added field skipped by v1, defaulted on
 * v2), and a query on a field both versions have runs over entries of both.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RollingUpgradeTest {
    private static final String V1 = """
            package upgrade;
            import dev.fastserial.FastSerial;
            import java.io.*;
            @FastSerial
            public class Customer implements Externalizable {
                private static final long serialVersionUID = 1L;
                String name;
                String city;
                int visits;
                public Customer() {}
                public Customer(String name, String city, int visits) { this.name = name; this.city = city; this.visits = visits; }
                public String getName() { return name; }
                public String getCity() { return city; }
                public int getVisits() { return visits; }
                @Override public void writeExternal(ObjectOutput out) throws IOException { CustomerExternalizer.writeExternal(this, out); }
                @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { CustomerExternalizer.readExternal(this, in); }
            }
            """;
    /** v2: an added field, with a default the v1 entries read back with. */
    private static final String V2 = V1
            .replace("    int visits;\n", "    int visits;\n    String email = \"unknown\";\n")
            .replace("public int getVisits() { return visits; }",
                    "public int getVisits() { return visits; }\n    public String getEmail() { return email; }\n"
                            + "    public void setEmail(String email) { this.email = email; }");

    @TempDir
    static Path dir;
    private static Loopback cluster;
    private static ClassLoader v1;
    private static ClassLoader v2;

    @BeforeAll
    static void compileBothVersionsAndStartAMemberOfEach() throws IOException {
        Path lock = dir.resolve("fastserial.lock");
        v1 = compile(V1, lock, dir.resolve("v1"));
        String lockV1 = Files.readString(lock, StandardCharsets.UTF_8);
        v2 = compile(V2, lock, dir.resolve("v2"));
        String lockV2 = Files.readString(lock, StandardCharsets.UTF_8);
        assertTrue(!lockV1.contains("email") && lockV2.contains("email"), "one lock file, v2 added its field:\n" + lockV2);

        cluster = new Loopback(2);
        for (ClassLoader version : List.of(v1, v2)) {
            cluster.member(config -> {
                config.setClassLoader(version);
                config.getSerializationConfig().setGlobalSerializerConfig(FastSerialGlobalSerializer.config());
            });
        }
        cluster.awaitMembers(2);
    }

    @AfterAll
    static void shutDown() {
        if (cluster != null) {
            cluster.close();
        }
    }

    /** The beans of {@code source}, compiled with the processor against {@code lock}, in a loader of their own. */
    private static ClassLoader compile(String source, Path lock, Path out) throws IOException {
        CompiledBeans beans = CompiledBeans.compile(List.of("-Afastserial.lock=" + lock),
                JavaFileObjects.forSourceString("upgrade.Customer", source));
        for (JavaFileObject file : beans.compilation().generatedFiles()) {
            String path = file.toUri().getPath();
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                Path target = out.resolve(path.substring(path.indexOf("CLASS_OUTPUT/") + "CLASS_OUTPUT/".length()));
                Files.createDirectories(target.getParent());
                try (InputStream in = file.openInputStream()) {
                    Files.copy(in, target);
                }
            }
        }
        return new URLClassLoader(new URL[] {url(out)}, RollingUpgradeTest.class.getClassLoader());
    }

    private static URL url(Path path) {
        try {
            return path.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Object customer(ClassLoader version, String name, String city, int visits) throws Exception {
        return version.loadClass("upgrade.Customer").getConstructor(String.class, String.class, int.class)
                .newInstance(name, city, visits);
    }

    private static Object get(Object bean, String property) throws Exception {
        return bean.getClass().getMethod("get" + property).invoke(bean);
    }

    @Test
    void eachVersionReadsTheOthersEntriesAndQueriesAFieldBothHave() throws Exception {
        HazelcastInstance old = cluster.members.get(0);
        HazelcastInstance upgraded = cluster.members.get(1);
        IMap<String, Object> fromOld = old.getMap("customers");
        IMap<String, Object> fromNew = upgraded.getMap("customers");
        for (int i = 0; i < 20; i++) {
            fromOld.put("old" + i, customer(v1, "old " + i, i % 2 == 0 ? "Zurich" : "Basel", i));
            Object c = customer(v2, "new " + i, i % 2 == 0 ? "Zurich" : "Basel", 100 + i);
            c.getClass().getMethod("setEmail", String.class).invoke(c, "new" + i + "@example.com");
            fromNew.put("new" + i, c);
        }

        for (int i = 0; i < 20; i++) {
            Object v2ReadsV1 = fromNew.get("old" + i);
            assertEquals(v2, v2ReadsV1.getClass().getClassLoader(), "read as the reader's own class");
            assertEquals(List.of("old " + i, i % 2 == 0 ? "Zurich" : "Basel", i, "unknown"),
                    List.of(get(v2ReadsV1, "Name"), get(v2ReadsV1, "City"), get(v2ReadsV1, "Visits"), get(v2ReadsV1, "Email")),
                    "v1's entry on v2: the added field keeps its default");
            Object v1ReadsV2 = fromOld.get("new" + i);
            assertEquals(v1, v1ReadsV2.getClass().getClassLoader());
            assertEquals(List.of("new " + i, i % 2 == 0 ? "Zurich" : "Basel", 100 + i),
                    List.of(get(v1ReadsV2, "Name"), get(v1ReadsV2, "City"), get(v1ReadsV2, "Visits")),
                    "v2's entry on v1: the added field skipped");
        }
        assertNotSame(v1.loadClass("upgrade.Customer"), v2.loadClass("upgrade.Customer"));

        // Each member runs the query on its own partitions, with its own classes, over entries of both versions.
        for (HazelcastInstance member : cluster.members) {
            Collection<Object> zurich = member.getMap("customers").values(Predicates.equal("city", "Zurich"));
            Map<String, Object> byName = new TreeMap<>();
            for (Object c : zurich) {
                byName.put((String) get(c, "Name"), get(c, "Visits"));
            }
            assertEquals(20, byName.size(), member + ": " + byName.keySet());
            assertEquals(104, byName.get("new 4"));
            assertEquals(4, byName.get("old 4"));
            assertNull(byName.get("old 5"));
        }
    }
}
