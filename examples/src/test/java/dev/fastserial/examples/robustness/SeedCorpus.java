package dev.fastserial.examples.robustness;

import dev.fastserial.examples.Employee;
import dev.fastserial.examples.Message;
import dev.fastserial.examples.Player;
import dev.fastserial.examples.Priority;
import dev.fastserial.examples.Samples;
import dev.fastserial.examples.TestBaseClass;
import dev.fastserial.examples.TestClass;
import dev.fastserial.examples.TwelveFieldBean;
import dev.fastserial.examples.robustness.FuzzHarness.Bean;
import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Fields;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fuzz test's seed corpus: a few valid streams of each article bean (raw, as an
 * ObjectOutputStream writes them, and framed, as the block data alone), streams that take the
 * {@code writeObject} fallback paths, and damaged ones: truncated, a wrong layout header,
 * undefined flag bits, unknown enum codes, negative and huge length prefixes, a huge array record
 * in an Object field, a List.of's serialized form the JDK's own readResolve throws InternalError on. {@link SeedCorpusTest} writes them as files (Jazzer's inputs directory) and
 * checks that the committed ones are still valid for the current encoding.
 */
final class SeedCorpus {
    private SeedCorpus() {}

    /** Where Jazzer looks for the inputs of {@code ReadExternalFuzzTest.readExternal}, under src/test/resources. */
    static final String DIRECTORY = "dev/fastserial/examples/robustness/ReadExternalFuzzTestInputs/readExternal";

    /** Names starting with this are complete, valid streams: they must read. */
    static final String VALID = "valid-";

    /** Seed name to input bytes (first byte: bean and framing, see {@link FuzzHarness}). */
    static Map<String, byte[]> seeds() {
        Map<String, byte[]> seeds = new LinkedHashMap<>();

        // Valid, through a real ObjectOutputStream: what the fuzzer mutates into everything else.
        Map<String, Externalizable> valid = new LinkedHashMap<>();
        valid.put("twelve-fields", Samples.twelveFields());
        valid.put("twelve-fields-nulls", new TwelveFieldBean());
        TwelveFieldBean timestamps = Samples.twelveFields();
        Fields.set(timestamps, "created", new Timestamp(1_700_000_000_123L));
        valid.put("twelve-fields-timestamp", timestamps); // a Date subclass: writeObject
        valid.put("employee", Samples.employee()); // supervisor cycle: by reference
        valid.put("employee-nulls", new Employee());
        Employee immutable = Samples.employee();
        immutable.setPhoneNumbers(List.of("+1 555 0100", "+1 555 0199")); // not ArrayList/LinkedList: writeObject
        valid.put("employee-immutable-phones", immutable);
        valid.put("employee-chain", chain(40));
        valid.put("test-base-class", new TestBaseClass());
        valid.put("test-base-class-nulls", Fields.nullAll(new TestBaseClass()));
        valid.put("test-class", Samples.testClass());
        valid.put("test-class-nulls", Fields.nullAll(new TestClass()));
        valid.put("message", Samples.message());
        valid.put("message-nulls", new Message());
        Message large = Samples.message();
        Fields.set(large, "payload", new byte[8192]);
        Fields.set(large, "text", "x".repeat(1024)); // 1024 chars and more: writeObject on a JDK stream
        valid.put("message-large", large);
        valid.put("player", new Player(17, "antonio", 42, 1_234_500L, true));
        valid.put("player-extremes", new Player(Integer.MIN_VALUE, "\u0000\ud800 \uffff", Integer.MAX_VALUE, Long.MIN_VALUE, false));
        valid.put("player-nulls", new Player());
        valid.forEach((name, bean) -> seeds.put(VALID + name, raw(bean)));

        // Valid block data alone (no writeObject in these): framed by the harness.
        Employee noSupervisor = Samples.employee();
        noSupervisor.setSupervisor(null);
        for (Externalizable bean : List.of(Samples.twelveFields(), noSupervisor, new TestBaseClass(), Samples.message(),
                new Player(17, "antonio", 42, 1_234_500L, true))) {
            seeds.put(VALID + "framed-" + Bean.of(bean.getClass()).name().toLowerCase().replace('_', '-'), framed(bean));
        }
        Player longName = new Player(1, "n".repeat(21_845 + 100), 2, 3L, true); // a chunked string (DataOutput only)
        seeds.put(VALID + "framed-player-chunked-name", framed(longName));

        // Damaged: truncated in the middle.
        for (String name : List.of("twelve-fields", "employee", "test-class", "message", "player")) {
            byte[] whole = seeds.get(VALID + name);
            seeds.put("truncated-" + name, Arrays.copyOf(whole, whole.length / 2));
        }
        byte[] chunked = seeds.get(VALID + "framed-player-chunked-name");
        seeds.put("truncated-framed-player-chunked-name", Arrays.copyOf(chunked, 21_845 + 3 + 2));

        // Damaged: the layout mark of another lineage (the top two bits of the flags); a flag bit
        // no version defines (Message has 6 field bits in 2 bytes of flags: bit 11 is padding).
        byte[] mark = framed(Samples.twelveFields());
        mark[1] ^= (byte) 0xC0;
        seeds.put("layout-mismatch-twelve-fields", mark);
        byte[] flags = framed(Samples.message());
        flags[1] |= 0x08;
        seeds.put("undefined-flags-message", flags);

        // Damaged: an enum code and an enum name that no constant has (priority written last).
        Message priorityLast = new Message(1L, 2L, null, null, Priority.URGENT, null, null, null);
        seeds.put("unknown-enum-code-message", replaceLast(framed(priorityLast), 1, new byte[] {0x7F}));
        seeds.put("unknown-enum-name-message", replaceLast(framed(priorityLast), 1, new byte[] {(byte) 0xFF, 0, 5, 'B', 'O', 'G', 'U', 'S'}));

        // Damaged: length prefixes claiming about 2^29 (or 2^26 elements), and a negative one.
        // Each bean has the field last and empty, so its length prefix is the last byte.
        byte[] huge = {(byte) 0xDF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 1, 2, 3, 4, 5, 6, 7, 8};
        byte[] negative = {(byte) 0xE0, (byte) 0x80, 0, 0, 0, 1, 2, 3, 4};
        TestBaseClass ints = Fields.set(Fields.nullAll(new TestBaseClass()), "m_ints", new int[0]);
        seeds.put("huge-length-int-array", replaceLast(framed(ints), 1, huge));
        seeds.put("negative-length-int-array", replaceLast(framed(ints), 1, negative));
        TestBaseClass strings = Fields.set(Fields.nullAll(new TestBaseClass()), "m_strings", new String[0]);
        seeds.put("huge-length-string-array", replaceLast(framed(strings), 1, huge));
        Message payload = new Message(1L, 2L, null, null, null, new byte[0], null, null);
        seeds.put("huge-length-byte-array", replaceLast(framed(payload), 1, huge));
        seeds.put("negative-length-byte-array", replaceLast(framed(payload), 1, negative));
        // A collection's prefix is size << 3 | class << 1 | tagged: 2^26 elements of its first class, untagged.
        byte[] hugeList = {(byte) 0xDF, (byte) 0xFF, (byte) 0xFF, (byte) 0xF8, 1, 2, 3, 4, 5, 6, 7, 8};
        Employee phones = new Employee();
        phones.setPhoneNumbers(new ArrayList<>());
        seeds.put("huge-size-list", replaceLast(framed(phones), 1, hugeList));

        // Damaged: an array record in an Object field claiming far more elements than there are bytes.
        TestClass arrayInObject = Fields.nullAll(new TestClass());
        Fields.set(arrayInObject, "m_object1", new int[] {1, 2, 3});
        seeds.put("huge-array-record-object-field", hugeArrayRecord(raw(arrayInObject)));

        // Damaged: a List.of's serialized form (java.util.CollSer) whose int tag, 1 for a List, says 3, a Map of
        // an odd length: the JDK's own readResolve throws InternalError (issue 24), read as an IOException now.
        Employee threePhones = Samples.employee();
        threePhones.setPhoneNumbers(List.of("+1 555 0100", "+1 555 0199", "+1 555 0142"));
        byte[] phonesOf = raw(threePhones);
        int collSer = indexOf(phonesOf, "java.util.CollSer".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), 0);
        byte[] oddMap = phonesOf.clone();
        oddMap[indexOf(phonesOf, new byte[] {0x78, 0x70, 0, 0, 0, 1}, collSer) + 5] = 3;
        seeds.put("list-of-serialized-as-odd-map", oddMap);
        return seeds;
    }

    /** {@code depth} employees, each the supervisor of the one before. */
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

    static byte[] raw(Externalizable bean) {
        return FuzzHarness.rawInput(Bean.of(bean.getClass()), FuzzHarness.externalForm(bean));
    }

    /** The bean's block data alone: what it writes to a plain DataOutput. */
    static byte[] framed(Externalizable bean) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            bean.writeExternal(new DataObjectOutput(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return FuzzHarness.framedInput(Bean.of(bean.getClass()), bytes.toByteArray());
    }

    private static byte[] replaceLast(byte[] input, int count, byte[] replacement) {
        byte[] result = Arrays.copyOf(input, input.length - count + replacement.length);
        System.arraycopy(replacement, 0, result, input.length - count, replacement.length);
        return result;
    }

    /**
     * The first array record (TC_ARRAY, a class descriptor, a 4-byte length) made to claim
     * 0x7FFFFFF0 elements, with a few bytes of content after it.
     */
    private static byte[] hugeArrayRecord(byte[] input) {
        int array = indexOf(input, new byte[] {0x75, 0x72}, 0); // TC_ARRAY TC_CLASSDESC
        int length = indexOf(input, new byte[] {0x78, 0x70}, array) + 2; // TC_ENDBLOCKDATA TC_NULL (no superclass)
        byte[] result = Arrays.copyOf(input, length + 4 + 16);
        result[length] = 0x7F;
        result[length + 1] = (byte) 0xFF;
        result[length + 2] = (byte) 0xFF;
        result[length + 3] = (byte) 0xF0;
        return result;
    }

    private static int indexOf(byte[] bytes, byte[] pattern, int from) {
        for (int i = from; i <= bytes.length - pattern.length; i++) {
            if (Arrays.equals(bytes, i, i + pattern.length, pattern, 0, pattern.length)) {
                return i;
            }
        }
        throw new IllegalArgumentException("pattern not found");
    }
}
