package dev.fastserial.examples.robustness;

import dev.fastserial.examples.Employee;
import dev.fastserial.examples.TestClass;
import dev.fastserial.examples.robustness.FuzzHarness.Bean;
import dev.fastserial.testing.Fields;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What fuzzing (and reading the generated code with the fuzzer's eyes) found, kept as regression
 * tests: {@link FindingsTest} replays each input and it must fail with an IOException only. Built
 * here rather than committed to the seed corpus: the deep ones are 100-200 KB of a repeated
 * pattern, too long for the fuzzer to mutate usefully. Each entry says whose code it was, what
 * escaped before the fix, and in which commit it was fixed.
 */
final class Findings {
    private Findings() {}

    /** A finding: its input (in the fuzz harness's format) and whether it is read through the serial filter. */
    static final class Finding {
        final byte[] input;
        final boolean filtered;

        Finding(byte[] input, boolean filtered) {
            this.input = input;
            this.filtered = filtered;
        }
    }

    /** Name (saying whose code failed) to finding. */
    static Map<String, Finding> all() {
        Map<String, Finding> findings = new LinkedHashMap<>();
        // Generated code, fixed in 7805d45: the supervisor field is read by reference
        // (readObject), which calls Employee.readExternal again, 12 bytes a level: 10,000 nested
        // supervisors overflowed the stack (from about 1,000 in a cold JVM, 3,000 warm, on a 1 MB
        // thread stack). StackOverflowError escaped; now InvalidObjectException, nested too deeply.
        findings.put("generated-employee-supervisor-chain-10000", new Finding(employeeSupervisorChain(10_000), false));
        // Generated code, fixed in 7805d45: a byte[] field's "large, so writeObject" bit, then an
        // array record claiming 2^31-16 elements, made ObjectInputStream allocate the whole array
        // up front (OutOfMemoryError on a 64 MB heap, 2 GB asked for by 1,109 bytes). Large
        // primitive arrays no longer take writeObject; the corpus's huge-length-byte-array is the
        // same attack on the encoding they take now.
        //
        // JDK semantics, through an Object field, where any class may arrive (as with default
        // serialization): an Object[] nested 20,000 deep overflowed the stack inside
        // ObjectInputStream; since 7805d45 the generated readObject helper reports it as an
        // InvalidObjectException. No filter needed.
        findings.put("jdk-object-field-nested-arrays-20000", new Finding(nestedArraysInObjectField(20_000), false));
        // JDK semantics, not fixed by design (docs/types.md, "What the JDK reads stays the JDK's"): an
        // int[] record in an Object field claiming 2^31-16 elements makes the JDK allocate it
        // (OutOfMemoryError without a filter); with a serial filter bounding arrays, the reader
        // gets an InvalidClassException.
        findings.put("jdk-object-field-huge-array-record", new Finding(SeedCorpus.seeds().get("huge-array-record-object-field"), true));
        // JDK semantics, amplified by the generated code; open (reported): when reading fails
        // inside nested objects while block data is left unread, ObjectInputStream.readObject0's
        // finally block (setBlockDataMode) throws a new IllegalStateException at every level the
        // failure unwinds through, each with a stack trace as deep as the nesting, and where the
        // level is a by-reference field the generated readObject helper wraps each one in a new
        // StreamCorruptedException: allocation grows with the square of the depth (the fuzzer's
        // crash-e5fdd64e..., 7,205 bytes, allocates 2.5 MB; 300 levels here, 3,655 bytes, 3.9 MB).
        // A serial filter's maxdepth bounds it: replayed through the harness's (maxdepth=100).
        findings.put("jdk-exception-per-nesting-level-300", new Finding(exceptionPerNestingLevel(300), true));
        return findings;
    }

    /**
     * An Employee whose supervisor has a supervisor... {@code depth} deep, each level a new object
     * record (a back reference to the class descriptor) and its block data (the flags with only the
     * supervisor's bits set, and the layout's mark), however long the format makes it. Truncated:
     * the innermost supervisor never ends.
     */
    static byte[] employeeSupervisorChain(int depth) {
        Employee self = new Employee();
        self.setSupervisor(self);
        byte[] block = firstBlock(self);
        byte[] record = classDescriptorRecord(new Employee()); // 73 72 <descriptor> 78 70: TC_OBJECT, new class descriptor
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        stream.write(Bean.EMPLOYEE.selector(false));
        stream.writeBytes(block);
        stream.writeBytes(record);
        stream.writeBytes(block);
        for (int i = 1; i < depth; i++) {
            stream.writeBytes(new byte[] {0x73, 0x71, 0x00, 0x7E, 0x00, 0x00}); // TC_OBJECT, TC_REFERENCE to the descriptor
            stream.writeBytes(block);
        }
        return stream.toByteArray();
    }

    /**
     * An Employee whose supervisor (read by reference) is followed, as custom data after its own
     * block, by another Employee, and so on {@code depth} deep; the innermost has a wrong layout
     * header and bytes left unread in its block, so reading fails at the bottom and every level
     * above replaces the failure with a new exception.
     */
    static byte[] exceptionPerNestingLevel(int depth) {
        byte[] noFields = firstBlock(new Employee());
        Employee self = new Employee();
        self.setSupervisor(self);
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        stream.write(Bean.EMPLOYEE.selector(false));
        stream.writeBytes(firstBlock(self));
        stream.writeBytes(classDescriptorRecord(new Employee()));
        stream.writeBytes(noFields); // no fields: what follows is custom data
        for (int i = 2; i < depth; i++) {
            stream.writeBytes(new byte[] {0x73, 0x71, 0x00, 0x7E, 0x00, 0x00}); // TC_OBJECT, TC_REFERENCE to the descriptor
            stream.writeBytes(noFields);
        }
        stream.writeBytes(new byte[] {0x73, 0x71, 0x00, 0x7E, 0x00, 0x00, 0x77, 0x06, 0, 0, 0, 0, 0, 0}); // wrong layout, 4 bytes unread
        return stream.toByteArray();
    }

    /**
     * The block data {@code employee}'s writeExternal starts with ({@code 77 <length> <flags,
     * layout>...}), however long the wire format makes it: the fields written before the first
     * object (the supervisor, read by reference).
     */
    private static byte[] firstBlock(Employee employee) {
        byte[] external = FuzzHarness.externalForm(employee); // AC ED 00 05, then the block
        if (external[4] != 0x77) {
            throw new IllegalStateException("Employee's external form does not start with block data: " + FuzzHarness.hex(external));
        }
        return Arrays.copyOfRange(external, 4, 6 + (external[5] & 0xFF));
    }

    /** What writeObject writes for {@code bean} up to its first field data: the object and class descriptor records. */
    private static byte[] classDescriptorRecord(Object bean) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(bean);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        byte[] all = bytes.toByteArray();
        for (int end = 4; end < all.length - 1; end++) {
            if (all[end] == 0x78 && all[end + 1] == 0x70) { // TC_ENDBLOCKDATA, TC_NULL: no superclass descriptor
                return Arrays.copyOfRange(all, 4, end + 2);
            }
        }
        throw new IllegalStateException("no class descriptor in " + FuzzHarness.hex(all));
    }

    /** A TestClass whose m_object1 is an Object[] holding an Object[] holding... {@code depth} deep. */
    static byte[] nestedArraysInObjectField(int depth) {
        Object[] outer = new Object[1];
        Object[] inner = outer;
        for (int i = 1; i < depth; i++) {
            Object[] next = new Object[1];
            inner[0] = next;
            inner = next;
        }
        TestClass bean = Fields.set(Fields.nullAll(new TestClass()), "m_object1", outer);
        byte[][] written = new byte[1][];
        // Writing it recurses as deep as reading it: on a thread with a stack big enough.
        Thread writer = new Thread(null, () -> written[0] = FuzzHarness.externalForm(bean), "writer", 1L << 30);
        writer.start();
        try {
            writer.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        return FuzzHarness.rawInput(Bean.TEST_CLASS, written[0]);
    }
}
