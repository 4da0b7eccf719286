package dev.fastserial.examples.robustness;

import dev.fastserial.FastBytes;
import dev.fastserial.examples.Employee;
import dev.fastserial.examples.Message;
import dev.fastserial.examples.Player;
import dev.fastserial.examples.Samples;
import dev.fastserial.examples.TestBaseClass;
import dev.fastserial.examples.TestClass;
import dev.fastserial.examples.TwelveFieldBean;
import dev.fastserial.examples.robustness.DirectFuzzHarness.Target;
import dev.fastserial.examples.values.Invoice;
import dev.fastserial.examples.values.Money;
import dev.fastserial.examples.values.Percent;
import dev.fastserial.testing.Direct;
import dev.fastserial.testing.Fields;
import dev.fastserial.testing.Streams;
import java.nio.charset.StandardCharsets;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The seed corpus of {@link FastBytesFuzzTest}: valid messages of each article bean (through both
 * entry points), messages with Java-serialized values and beans by reference in them, and damaged
 * ones: truncated, a huge string length, an unknown tag, a reference to nothing, a class named
 * that is not a bean, beans nested without end, a huge array record in a Java-serialized value;
 * the examples' record and immutable class, alone and in an Invoice, and values their
 * constructors reject (a lowercase currency, a rate over 100%). Since issue 24: a String field's
 * value Java-serialized, a Date field's of another class, a List.of's serialized form the JDK
 * itself fails on (InternalError), and on a host's stream a subclass written for its superclass's
 * reader (with its class: valid; without: more bytes than the superclass reads), a huge length.
 * {@link DirectSeedCorpusTest} writes them as files and checks the committed ones.
 */
final class DirectSeedCorpus {
    private DirectSeedCorpus() {}

    /** Where Jazzer looks for the inputs of {@code FastBytesFuzzTest.fromBytes}, under src/test/resources. */
    static final String DIRECTORY = "dev/fastserial/examples/robustness/FastBytesFuzzTestInputs/fromBytes";

    /** Names starting with this are complete, valid messages: they must read. */
    static final String VALID = "valid-";

    static Map<String, byte[]> seeds() {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        Map<String, Object> valid = new LinkedHashMap<>();
        valid.put("twelve-fields", Samples.twelveFields());
        valid.put("twelve-fields-nulls", new TwelveFieldBean());
        TwelveFieldBean timestamps = Samples.twelveFields();
        Fields.set(timestamps, "created", new Timestamp(1_700_000_000_123L));
        valid.put("twelve-fields-timestamp", timestamps); // a Date subclass: a Java-serialized value
        valid.put("employee", Samples.employee()); // the supervisor cycle: beans by reference
        valid.put("employee-nulls", new Employee());
        Employee immutable = Samples.employee();
        immutable.setPhoneNumbers(List.of("+1 555 0100", "+1 555 0199")); // not ArrayList/LinkedList: Java-serialized
        valid.put("employee-immutable-phones", immutable);
        valid.put("employee-chain", chain(40));
        valid.put("test-base-class", new TestBaseClass());
        valid.put("test-class", Samples.testClass()); // Object fields holding beans, one shared
        TestClass inJava = new TestClass();
        Fields.set(inJava, "m_object1", new java.util.ArrayList<>(List.of(new TestBaseClass(), "text"))); // a bean inside a Java value
        valid.put("test-class-bean-in-java-value", inJava);
        valid.put("message", Samples.message());
        valid.put("message-nulls", new Message());
        Message large = Samples.message();
        Fields.set(large, "payload", new byte[8192]);
        Fields.set(large, "text", "x".repeat(1024) + "\u20ac\ud800");
        valid.put("message-large", large);
        valid.put("player", new Player(17, "antonio", 42, 1_234_500L, true));
        valid.put("player-extremes", new Player(Integer.MIN_VALUE, "\u0000\ud800 \uffff", Integer.MAX_VALUE, Long.MIN_VALUE, false));
        valid.put("player-chunked-name", new Player(1, "n".repeat(21_845 + 100), 2, 3L, true));
        valid.put("invoice", invoice());
        valid.put("invoice-nulls", new Invoice());
        valid.put("money", new Money(-11_900, "EUR"));
        valid.put("percent", new Percent(1_900));
        valid.forEach((name, bean) -> {
            seeds.put(VALID + name, input(bean, false));
            if (name.equals("employee") || name.equals("test-class") || name.equals("message") || name.equals("invoice")) {
                seeds.put(VALID + "data-input-" + name, input(bean, true));
            }
        });

        for (String name : List.of("twelve-fields", "employee", "test-class", "message", "player-chunked-name", "invoice")) {
            byte[] whole = seeds.get(VALID + name);
            seeds.put("truncated-" + name, Arrays.copyOf(whole, whole.length / 2));
        }
        // The first string's one-byte header (length << 1) made a 5-byte varint claiming 2^30 - 1 bytes.
        byte[] player = seeds.get(VALID + "player");
        int at = indexOf(player, "antonio".getBytes(StandardCharsets.ISO_8859_1)) - 1;
        byte[] huge = new byte[player.length + 4];
        System.arraycopy(player, 0, huge, 0, at);
        System.arraycopy(new byte[] {(byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07}, 0, huge, at, 5);
        System.arraycopy(player, at + 1, huge, at + 5, player.length - at - 1);
        seeds.put("huge-string-length-player", huge);
        seeds.put("unknown-tag", new byte[] {Target.PLAYER.selector(false), 0x7F});
        seeds.put("reference-to-nothing", new byte[] {Target.EMPLOYEE.selector(false), 0x02, 0x09});
        // What the values' constructors reject: the bytes of valid values, edited
        seeds.put("money-rejected-currency", replace(seeds.get(VALID + "money"), "EUR", "eur"));
        seeds.put("invoice-rejected-currency", replace(seeds.get(VALID + "invoice"), "EUR", "EU$"));
        Percent tooMuch = new Percent(1);
        Fields.set(tooMuch, "basisPoints", 20_000); // what no constructor lets through: written as it is
        seeds.put("percent-rejected-rate", input(tooMuch, false));
        byte[] testClass = seeds.get(VALID + "test-class");
        seeds.put("class-named-not-a-bean", replace(testClass, "dev.fastserial.examples.TestBaseClass",
                "dev.fastserial.examples.TestBaseClasZ"));
        seeds.put("class-named-jdk", replace(testClass, "dev.fastserial.examples.TestBaseClass",
                "java.util.concurrent.atomic.LongAdder"));
        seeds.put("employee-nested-without-end", endlessSupervisors(2_000));
        TestClass arrayInObject = Fields.nullAll(new TestClass());
        Fields.set(arrayInObject, "m_object1", new int[] {1, 2, 3});
        seeds.put("huge-array-record-java-value", hugeArrayRecord(input(arrayInObject, false)));
        // Employee's firstName, the first slot: its special bit (a JDK stream's large String), then a Java value
        byte[] named = FastBytes.toBytes(new Employee("Ada", null, null, null, null, null, null));
        byte[] java = Streams.serialize("Ada");
        byte[] stringInJava = new byte[1 + 2 + 2 + 1 + java.length];
        stringInJava[0] = named[0];
        stringInJava[1] = (byte) (named[1] | 0x10); // SPECIAL, in the flags' high byte
        stringInJava[2] = named[2];
        stringInJava[4] = 0x01; // the special mask: firstName
        stringInJava[5] = 0x05; // Tags.JAVA
        System.arraycopy(java, 0, stringInJava, 6, java.length);
        seeds.put("string-field-java-value", DirectFuzzHarness.input(Target.EMPLOYEE, stringInJava, false));
        seeds.put("date-field-java-value-of-another-class", replace(seeds.get(VALID + "twelve-fields-timestamp"),
                "java.sql.Timestamp", "java.util.Calendar"));
        Employee threePhones = Samples.employee();
        threePhones.setPhoneNumbers(List.of("+1 555 0100", "+1 555 0199", "+1 555 0142"));
        seeds.put("list-of-serialized-as-odd-map", collSerTaggedMap(input(threePhones, false)));
        TestClass sub = Samples.testClass();
        seeds.put("data-input-subclass-without-its-class", DirectFuzzHarness.input(Target.TEST_BASE_CLASS,
                Direct.viaDataOutput(sub), true));
        seeds.put(VALID + "data-input-subclass-with-its-class", DirectFuzzHarness.input(Target.TEST_BASE_CLASS,
                hostBytes(sub, TestBaseClass.class), true));
        byte[] hugeLength = {(byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07, 0x01, 0x00};
        seeds.put("data-input-huge-length", DirectFuzzHarness.input(Target.PLAYER, hugeLength, true));
        return seeds;
    }

    /** The input of a message through {@code fromBytes}, or through a host's DataInput (its length first). */
    static byte[] input(Object bean, boolean viaDataInput) {
        byte[] message = viaDataInput ? Direct.viaDataOutput(bean) : FastBytes.toBytes(bean);
        return DirectFuzzHarness.input(Target.of(bean.getClass()), message, viaDataInput);
    }

    /** {@code value} on a host's stream for a reader that names {@code type}. */
    private static <T> byte[] hostBytes(T value, Class<T> type) {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try {
            FastBytes.write(value, type, new java.io.DataOutputStream(bytes));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** The int tag of a List.of's serialized form (java.util.CollSer), 1 (a List) made 3 (a Map): an odd length. */
    private static byte[] collSerTaggedMap(byte[] input) {
        int collSer = indexOf(input, "java.util.CollSer".getBytes(StandardCharsets.ISO_8859_1));
        byte[] rest = Arrays.copyOfRange(input, collSer, input.length);
        int tag = indexOf(rest, new byte[] {0x78, 0x70, 0, 0, 0, 1}) + collSer + 5;
        byte[] result = input.clone();
        result[tag] = 3;
        return result;
    }

    /** The examples' invoice: a Money, a list of them, a Percent, all inline. */
    static Invoice invoice() {
        return new Invoice("2026-0042", new Money(11_900, "EUR"),
                new ArrayList<>(List.of(new Money(9_000, "EUR"), new Money(1_000, "EUR"))), new Percent(1_900));
    }

    private static Employee chain(int depth) {
        Employee first = new Employee("e0", null, null, null, null, null, null);
        Employee e = first;
        for (int i = 1; i < depth; i++) {
            Employee boss = new Employee("e" + i, null, null, null, null, null, null);
            e.setSupervisor(boss);
            e = boss;
        }
        return first;
    }

    /** One level of a supervisor chain (its fields up to the next supervisor) repeated {@code levels} times, no end. */
    private static byte[] endlessSupervisors(int levels) {
        byte[] two = FastBytes.toBytes(chain(2));
        byte[] three = FastBytes.toBytes(chain(3));
        // chain(3) starts with e0, chain(2) too: the names differ only after the first level, so
        // take one level from the longer one, right after the top-level tag.
        int level = three.length - two.length;
        byte[] message = new byte[1 + levels * level];
        message[0] = three[0];
        for (int i = 0; i < levels; i++) {
            System.arraycopy(three, 1, message, 1 + i * level, level);
        }
        return DirectFuzzHarness.input(Target.EMPLOYEE, message, false);
    }

    private static byte[] replace(byte[] input, String from, String to) {
        if (from.length() != to.length()) {
            throw new IllegalArgumentException("same length, so that the string's header stays right");
        }
        int at = indexOf(input, from.getBytes(StandardCharsets.ISO_8859_1));
        byte[] result = input.clone();
        System.arraycopy(to.getBytes(StandardCharsets.ISO_8859_1), 0, result, at, to.length());
        return result;
    }

    /** The first array record of the Java-serialized value made to claim 0x7FFFFFF0 elements. */
    private static byte[] hugeArrayRecord(byte[] input) {
        int array = indexOf(input, new byte[] {0x75, 0x72}); // TC_ARRAY TC_CLASSDESC
        int length = indexOf(Arrays.copyOfRange(input, array, input.length), new byte[] {0x78, 0x70}) + array + 2;
        byte[] result = Arrays.copyOf(input, length + 4 + 16);
        result[length] = 0x7F;
        result[length + 1] = (byte) 0xFF;
        result[length + 2] = (byte) 0xFF;
        result[length + 3] = (byte) 0xF0;
        return result;
    }

    private static int indexOf(byte[] bytes, byte[] pattern) {
        for (int i = 0; i <= bytes.length - pattern.length; i++) {
            if (Arrays.equals(bytes, i, i + pattern.length, pattern, 0, pattern.length)) {
                return i;
            }
        }
        throw new IllegalArgumentException("pattern not found");
    }
}
