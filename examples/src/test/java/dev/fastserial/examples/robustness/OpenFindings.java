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
 * Inputs that break the contract ("corrupt, truncated or hostile bytes throw an IOException;
 * never OutOfMemoryError or StackOverflowError; a length prefix never makes the reader allocate
 * much more than the bytes present justify") and are not fixed yet. {@link OpenFindingsTest}
 * replays them, without the fuzz harness's serial filter, and reports each one still open as a
 * skipped test; once one passes, move it into {@link SeedCorpus} (and rewrite the corpus) so that
 * it stays fixed. Built here rather than committed as files: the deep ones are 100-200 KB of a
 * repeated pattern.
 */
final class OpenFindings {
    private OpenFindings() {}

    /** Name (saying whose code fails) to input, in the fuzz harness's format. */
    static Map<String, byte[]> inputs() {
        Map<String, byte[]> inputs = new LinkedHashMap<>();
        // Generated code: the supervisor field is read by reference (readObject), which calls
        // Employee.readExternal again: 10,000 nested supervisors, 12 bytes each, overflow the
        // stack (from about 1,000 in a cold JVM, 3,000 warm, on a 1 MB thread stack).
        inputs.put("generated-employee-supervisor-chain-10000", employeeSupervisorChain(10_000));
        // Generated code: a byte[] field's "large, so writeObject" bit set, then an array record
        // claiming 2^31-16 elements: ObjectInputStream allocates the whole array before reading
        // any of it (OutOfMemoryError on a 64 MB heap). The generated code chose readObject for
        // this fast type; fastserial's own length prefixes grow arrays as data arrives.
        inputs.put("generated-message-payload-huge-array-record",
                SeedCorpus.seeds().get("huge-array-record-message-payload"));
        // JDK semantics, through an Object field (any class may arrive, as with default
        // serialization): an int[] record claiming 2^31-16 elements; an Object[] nested 20,000 deep.
        inputs.put("jdk-object-field-huge-array-record", SeedCorpus.seeds().get("huge-array-record-object-field"));
        inputs.put("jdk-object-field-nested-arrays-20000", nestedArraysInObjectField(20_000));
        return inputs;
    }

    /**
     * An Employee whose supervisor has a supervisor... {@code depth} deep, each level a new object
     * record (a back reference to the class descriptor) and its block data: layout header and a
     * flag bitmap with only the supervisor bit set. Truncated: the innermost supervisor never ends.
     */
    static byte[] employeeSupervisorChain(int depth) {
        Employee self = new Employee();
        self.setSupervisor(self);
        byte[] external = FuzzHarness.externalForm(self); // AC ED 00 05, 77 04 <header> <bits>, then the supervisor
        byte[] block = Arrays.copyOfRange(external, 4, 10);
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
