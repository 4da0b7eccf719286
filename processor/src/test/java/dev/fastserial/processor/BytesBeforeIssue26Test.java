package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.Streams;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26 changes what is written for LinkedHashMap, List.of, java.sql dates and generic types'
 * type arguments, but none of it may change what an existing lock file accepts, and bytes written
 * before still read ({@code src/test/resources/before26/README.txt}: written by the jars of commit
 * 19c3ddb). A field the lock recorded in its old form keeps its old encoding; interface-typed
 * containers and Date fields keep their forms, so even beans without a lock read what was written
 * before.
 */
@SuppressWarnings("unchecked")
class BytesBeforeIssue26Test {

    private static String resource(String name) throws IOException {
        try (InputStream in = BytesBeforeIssue26Test.class.getClassLoader().getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static byte[][] hexLines(String name) throws IOException {
        return resource(name).lines().map(HexFormat.of()::parseHex).toArray(byte[][]::new);
    }

    private static Timestamp timestamp() {
        Timestamp t = new Timestamp(1234567890123L);
        t.setNanos(123456789);
        return t;
    }

    @Test
    void aLockWrittenBeforeStillHoldsAndItsBytesStillRead(@TempDir Path dir) throws Exception {
        Path lock = dir.resolve("fastserial.lock");
        String before = resource("before26/fastserial.lock");
        Files.writeString(lock, before);
        List<JavaFileObject> sources = new ArrayList<>();
        for (String name : List.of("Pair", "NameCount", "Box", "Holder", "Maps")) {
            sources.add(JavaFileObjects.forResource("beans/before26/g/" + name + ".java"));
        }
        CompiledBeans beans = CompiledBeans.compile(List.of("-Afastserial.lock=" + lock, "-Afastserial.lock.frozen=true"),
                sources.toArray(new JavaFileObject[0]));
        assertEquals(before, Files.readString(lock), "the lock file is as it was");

        byte[][] lines = hexLines("before26/locked.hex");
        Class<?> holderClass = beans.load("g.Holder");
        Class<?> mapsClass = beans.load("g.Maps");
        for (Object holder : List.of(Streams.deserialize(lines[0], beans.loader(), 1).get(0),
                FastBytes.fromBytes(lines[1], holderClass))) {
            assertEquals(beans.construct("g.Pair", "apples", 12), get(holder, "generic"));
            assertEquals(beans.construct("g.NameCount", "x", 1), get(holder, "plain"));
            assertEquals("boxed", get(get(holder, "box"), "value"));
        }
        for (Object maps : List.of(Streams.deserialize(lines[2], beans.loader(), 1).get(0),
                FastBytes.fromBytes(lines[3], mapsClass))) {
            assertEquals(Map.of("a", 1), get(maps, "map"));
            assertSame(LinkedHashMap.class, get(maps, "map").getClass());
            LinkedHashMap<String, Integer> linked = (LinkedHashMap<String, Integer>) get(maps, "linked");
            assertEquals(List.of("y", "z"), new ArrayList<>(linked.keySet()));
            linked.get("y");
            assertEquals(List.of("z", "y"), new ArrayList<>(linked.keySet()), "still access-ordered");
            assertEquals(List.of("p", "q"), get(maps, "list"));
            assertEquals(List.of("p", "q").getClass(), get(maps, "list").getClass());
            assertEquals(timestamp(), get(maps, "when"));
            assertEquals(List.of(beans.construct("g.Pair", "k", 5L)), get(maps, "pairs"));
        }
        // the fields the lock recorded in their old forms keep their old encodings: the same bytes as before
        String holderSource = beans.generatedSource("g.HolderExternalizer");
        assertThat(holderSource).contains("PairExternalizer.write(generic, out)");
        assertThat(beans.generatedSource("g.MapsExternalizer")).contains("writeAny(out, linked, \"g.Maps.linked\")"); // writeObject
        Object holder = Streams.deserialize(lines[0], beans.loader(), 1).get(0);
        assertEquals(HexFormat.of().formatHex(lines[1]), HexFormat.of().formatHex(FastBytes.toBytes(holder)));
    }

    @Test
    void bytesOfABeanWithoutALockStillRead() throws Exception {
        CompiledBeans beans = CompiledBeans.compile(JavaFileObjects.forResource("beans/before26/fx/Modern.java"));
        byte[][] lines = hexLines("before26/unlocked.hex");
        Class<?> modern = beans.load("fx.Modern");
        for (Object m : List.of(Streams.deserialize(lines[0], beans.loader(), 1).get(0),
                FastBytes.fromBytes(lines[1], modern))) {
            LinkedHashMap<String, Integer> lru = (LinkedHashMap<String, Integer>) get(m, "map");
            assertEquals(List.of("a", "c", "b"), new ArrayList<>(lru.keySet()));
            lru.get("a");
            assertEquals(List.of("c", "b", "a"), new ArrayList<>(lru.keySet()), "access-ordered");
            assertEquals(List.of("x", "y", "z"), get(m, "list"));
            assertEquals(List.of("x", "y", "z").getClass(), get(m, "list").getClass());
            assertEquals("java.util.Collections$UnmodifiableSet", get(m, "set").getClass().getName());
            assertEquals(timestamp(), get(m, "when"));
            assertEquals(List.of(new java.util.Date(1), new java.sql.Date(86400000L), new java.sql.Time(3723000L)),
                    get(m, "dates"));
        }
        Object read = FastBytes.fromBytes(lines[1], modern);
        assertThat(FastBytes.toBytes(read).length).isLessThan(lines[1].length / 4); // now without Java serialization
    }
}
