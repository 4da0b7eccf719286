package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.FastBytes;
import dev.fastserial.testing.DataObjectOutput;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The worked examples of docs/wire-format.md are real output: each hex block there (after a line
 * {@code <!-- wire example: NAME -->}) is compared, byte for byte, with what the beans of the page
 * write here, compiled by the processor as a user's build compiles them (with a lock file, and
 * without one), on a stream of {@code DataOutput} methods (what {@code writeExternal} puts inside
 * a JDK stream's block data), on a real {@code ObjectOutputStream} and through
 * {@code FastBytes.toBytes}. In a block, each line is hex
 * bytes, then two spaces or more and a comment.
 */
class WireFormatExamplesTest {

    static final String PAGE = "docs/wire-format.md";

    private static final String PLAYER = "public class Player implements Externalizable";
    private static final String[] PLAYER_V1 = {
        "private static final long serialVersionUID = 1L;",
        "int id;", "String name;", "int level;", "long score;", "boolean online;",
        "public Player() {}",
    };

    private static JavaFileObject player(String... extra) {
        List<String> body = new ArrayList<>(Arrays.asList(PLAYER_V1));
        body.addAll(Arrays.asList(extra));
        return BeanSources.bean("wire", "Player", PLAYER, body.toArray(new String[0]));
    }

    private static final JavaFileObject STATUS = JavaFileObjects.forSourceString("wire.Status",
            "package wire; public enum Status { NEW, PAID, SHIPPED }");
    private static final JavaFileObject NODE = BeanSources.bean("wire", "Node", "public class Node implements Externalizable",
            "private static final long serialVersionUID = 1L;", "String name;", "Node next;", "public Node() {}");
    private static final JavaFileObject ORDER = BeanSources.bean("wire", "Order", "public class Order implements Externalizable",
            "private static final long serialVersionUID = 1L;", "List<String> tags;", "Status status;", "Player buyer;",
            "Set<Status> history;", "public Order() {}");
    private static final JavaFileObject EVENT = BeanSources.bean("wire", "Event", "public class Event implements Externalizable",
            "private static final long serialVersionUID = 1L;", "Date at;", "public Event() {}");

    /** The bytes of every example, by name. */
    static final Map<String, byte[]> EXAMPLES = new LinkedHashMap<>();

    @BeforeAll
    static void write() throws Exception {
        Path dir = Files.createTempDirectory("wire-format");
        List<String> lock = List.of("-Afastserial.lock=" + dir.resolve("fastserial.lock"));

        // Version 1, with a lock file: the lock records the slots.
        CompiledBeans v1 = CompiledBeans.compile(lock, player(), NODE, ORDER, STATUS, EVENT);
        Object player = v1.newInstance("wire.Player");
        fill(player);
        EXAMPLES.put("player", jdk(player));
        EXAMPLES.put("player-direct", FastBytes.toBytes(player));
        EXAMPLES.put("player-stream", stream(player));
        set(player, "name", null);
        set(player, "online", false);
        EXAMPLES.put("player-null-name", jdk(player));

        CompiledBeans unlocked = CompiledBeans.compile(player());
        Object same = unlocked.newInstance("wire.Player");
        fill(same);
        EXAMPLES.put("player-unlocked", jdk(same));

        Object order = v1.newInstance("wire.Order");
        set(order, "tags", new LinkedList<>(List.of("new", "gift")));
        set(order, "status", enumConstant(v1, "PAID"));
        Object buyer = v1.newInstance("wire.Player");
        fill(buyer);
        set(order, "buyer", buyer);
        TreeSet<Object> history = new TreeSet<>(List.of(enumConstant(v1, "NEW"), enumConstant(v1, "PAID")));
        set(order, "history", history);
        EXAMPLES.put("order", jdk(order));

        // Issue 26: another JDK class than the declared type's plain ones, and a java.sql date in a Date field.
        Object listOf = v1.newInstance("wire.Order");
        set(listOf, "tags", List.of("new", "gift"));
        EXAMPLES.put("order-list-of", jdk(listOf));
        Object event = v1.newInstance("wire.Event");
        java.sql.Timestamp at = new java.sql.Timestamp(1_700_000_000_123L);
        at.setNanos(123_456_789);
        set(event, "at", at);
        EXAMPLES.put("event-timestamp-direct", FastBytes.toBytes(event));

        Object a = v1.newInstance("wire.Node");
        Object b = v1.newInstance("wire.Node");
        set(a, "name", "a");
        set(a, "next", b);
        set(b, "name", "b");
        set(b, "next", a);
        EXAMPLES.put("node-direct", FastBytes.toBytes(a));

        // Version 2 adds two fields: they go in the tagged tail.
        CompiledBeans v2 = CompiledBeans.compile(lock, player("String team;", "Integer rank;"), NODE, ORDER, STATUS);
        Object added = v2.newInstance("wire.Player");
        fill(added);
        set(added, "team", "red");
        EXAMPLES.put("player-v2", jdk(added));

        // Version 3 removes level: its slot is marked absent in the special mask.
        List<String> v3Body = new ArrayList<>(Arrays.asList(PLAYER_V1));
        v3Body.remove("int level;");
        v3Body.add("String team;");
        v3Body.add("Integer rank;");
        CompiledBeans v3 = CompiledBeans.compile(lock, BeanSources.bean("wire", "Player", PLAYER, v3Body.toArray(new String[0])),
                NODE, ORDER, STATUS);
        Object removed = v3.newInstance("wire.Player");
        set(removed, "id", 7);
        set(removed, "name", "Ann");
        set(removed, "score", 1200L);
        set(removed, "online", true);
        set(removed, "team", "red");
        set(removed, "rank", 2);
        EXAMPLES.put("player-v3", jdk(removed));
    }

    private static void fill(Object player) {
        set(player, "id", 7);
        set(player, "name", "Ann");
        set(player, "level", -3);
        set(player, "score", 1200L);
        set(player, "online", true);
    }

    private static Object enumConstant(CompiledBeans beans, String name) throws ClassNotFoundException {
        for (Object c : beans.loader().loadClass("wire.Status").getEnumConstants()) {
            if (((Enum<?>) c).name().equals(name)) {
                return c;
            }
        }
        throw new AssertionError(name);
    }

    /** A whole JDK stream holding the object. */
    private static byte[] stream(Object bean) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(bean);
        }
        return bytes.toByteArray();
    }

    /** What writeExternal writes: on a JDK stream, these bytes inside its block data. */
    private static byte[] jdk(Object bean) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ((Externalizable) bean).writeExternal(new DataObjectOutput(bytes));
        return bytes.toByteArray();
    }

    @Test
    void everyHexBlockOfThePageIsRealOutput() {
        Map<String, String> page = blocks(Docs.page(PAGE));
        StringBuilder actual = new StringBuilder();
        for (Map.Entry<String, byte[]> e : EXAMPLES.entrySet()) {
            actual.append(e.getKey()).append(": ").append(hex(e.getValue())).append('\n');
        }
        StringBuilder documented = new StringBuilder();
        for (String name : EXAMPLES.keySet()) {
            documented.append(name).append(": ").append(page.getOrDefault(name, "(not on the page)")).append('\n');
        }
        assertEquals(actual.toString(), documented.toString(), PAGE + "'s hex examples are not what the code writes");
        assertEquals(EXAMPLES.keySet(), page.keySet(), PAGE + " has examples this test does not write");
    }

    /** The fingerprint's worked example: the CRC-32 of the page's text is the fingerprint the unlocked Player wrote. */
    @Test
    void theFingerprintIsTheCrcOfTheTextThePageShows() {
        Matcher m = Pattern.compile("<!-- wire fingerprint: player -->\n```\n(.*?\n)```", Pattern.DOTALL)
                .matcher(Docs.page(PAGE));
        assertTrue(m.find(), PAGE + " lacks the fingerprint's text");
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(m.group(1).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        byte[] unlocked = EXAMPLES.get("player-unlocked");
        assertEquals(crc.getValue() & 0xFFFF, (unlocked[1] & 0xFF) << 8 | unlocked[2] & 0xFF);
        assertTrue(Docs.page(PAGE).contains(String.format("fingerprint `0x%04X`", crc.getValue() & 0xFFFF)));
    }

    @Test
    void theBlocksAreParsedAsDocumented() {
        Map<String, String> parsed = blocks("<!-- wire example: x -->\n```\n01 02  comment 03\n0a    be ef\n```\n"
                + "<!-- wire example: y -->\n```\nff\n```\n");
        assertEquals(Map.of("x", "01 02 0a", "y", "ff"), parsed);
    }

    /** The hex of each example block of a page, by name, bytes separated by one space. */
    static Map<String, String> blocks(String text) {
        Map<String, String> blocks = new LinkedHashMap<>();
        Matcher m = Pattern.compile("<!-- wire example: ([\\w-]+) -->\n```[a-z]*\n(.*?)\n```", Pattern.DOTALL).matcher(text);
        while (m.find()) {
            List<String> bytes = new ArrayList<>();
            for (String line : m.group(2).split("\n")) {
                String data = line.split(" {2,}", 2)[0].strip();
                for (String token : data.isEmpty() ? new String[0] : data.split(" ")) {
                    assertTrue(token.matches("[0-9a-f]{2}"), "not a byte in " + m.group(1) + ": '" + token + "' in: " + line);
                    bytes.add(token);
                }
            }
            assertTrue(blocks.put(m.group(1), String.join(" ", bytes)) == null, "two examples named " + m.group(1));
        }
        return blocks;
    }

    static String hex(byte[] bytes) {
        StringBuilder s = new StringBuilder();
        for (byte b : bytes) {
            s.append(s.length() == 0 ? "" : " ").append(String.format("%02x", b & 0xFF));
        }
        return s.toString();
    }
}
