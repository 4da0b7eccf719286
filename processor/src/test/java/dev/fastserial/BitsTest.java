package dev.fastserial;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Random;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;

/**
 * Both forms of {@link Bits} in the multi-release annotations jar (the Java 8 base, a byte at a
 * time; the Java 9+ VarHandle views this JVM loads) lay values out exactly as
 * {@link DataOutputStream} does and read them back: the two may never disagree about a byte.
 */
class BitsTest {
    private static final long[] EDGES = {0, 1, -1, 0x7F, 0x80, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFF, 0x10000,
        Integer.MAX_VALUE, Integer.MIN_VALUE, 0xFFFFFFFFL, 0x1_0000_0000L, Long.MAX_VALUE, Long.MIN_VALUE,
        0x0123_4567_89AB_CDEFL, 0xFEDC_BA98_7654_3210L};

    @Test
    void theVersionThisJvmLoadsWritesWhatDataOutputWrites() throws Exception {
        check(new Form(Bits.class));
    }

    @Test
    void theJava8BaseWritesTheSameBytes() throws Exception {
        check(new Form(base()));
    }

    /** From the jar, Java 9+ must get the VarHandle form (else the jar lost its Multi-Release manifest). */
    @Test
    void aJarGivesJava9AndLaterTheVersionedClass() {
        URL where = Bits.class.getResource("Bits.class");
        if ("jar".equals(where.getProtocol())) {
            assertTrue(where.toString().contains("META-INF/versions/9/"), where.toString());
        }
    }

    @Test
    void readingPastTheArrayFailsInsteadOfReadingMemory() {
        assertThrows(IndexOutOfBoundsException.class, () -> Bits.getLong(new byte[7], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> Bits.putInt(new byte[8], 5, 1));
    }

    private static void check(Form bits) throws Exception {
        Random random = new Random(29);
        for (int round = 0; round < 2000; round++) {
            long v = round < EDGES.length ? EDGES[round] : random.nextLong();
            int at = random.nextInt(5);
            ByteArrayOutputStream expected = new ByteArrayOutputStream();
            DataOutputStream data = new DataOutputStream(expected);
            data.write(new byte[at]);
            data.writeShort((int) v);
            data.writeInt((int) v);
            data.writeLong(v);
            byte[] b = new byte[at + 14];
            bits.putShort(b, at, (int) v);
            bits.putInt(b, at + 2, (int) v);
            bits.putLong(b, at + 6, v);
            assertArrayEquals(expected.toByteArray(), b, () -> Long.toHexString(v));
            assertEquals((int) v & 0xFFFF, bits.getUnsignedShort(b, at));
            assertEquals((int) v, bits.getInt(b, at + 2));
            assertEquals(v, bits.getLong(b, at + 6));
        }
    }

    /** The base class file itself, defined by a loader of its own (a jar's entry, or the classes directory's file). */
    private static Class<?> base() throws Exception {
        URL location = Bits.class.getProtectionDomain().getCodeSource().getLocation();
        Path path = Paths.get(location.toURI());
        byte[] classFile;
        if (Files.isDirectory(path)) {
            classFile = Files.readAllBytes(path.resolve("dev/fastserial/Bits.class"));
        } else {
            try (JarFile jar = new JarFile(path.toFile())) { // not opened as multi-release: the base entry
                ZipEntry entry = jar.getEntry("dev/fastserial/Bits.class");
                try (InputStream in = jar.getInputStream(entry)) {
                    classFile = in.readAllBytes();
                }
            }
        }
        Class<?> base = new ClassLoader(null) {
            Class<?> define() {
                return defineClass("dev.fastserial.Bits", classFile, 0, classFile.length);
            }
        }.define();
        assertNotEquals(Bits.class, base);
        return base;
    }

    /** A form of Bits, called by reflection: the class this JVM loaded, or the base class file defined apart. */
    private static final class Form {
        private final Class<?> bits;

        Form(Class<?> bits) {
            this.bits = bits;
        }

        private Object call(String name, Class<?> last, Object... args) throws Exception {
            Class<?>[] types = last == null ? new Class<?>[] {byte[].class, int.class}
                    : new Class<?>[] {byte[].class, int.class, last};
            Method m = bits.getDeclaredMethod(name, types);
            m.setAccessible(true);
            try {
                return m.invoke(null, args);
            } catch (InvocationTargetException e) {
                throw (Exception) e.getCause();
            }
        }

        void putShort(byte[] b, int p, int v) throws Exception {
            call("putShort", int.class, b, p, v);
        }

        void putInt(byte[] b, int p, int v) throws Exception {
            call("putInt", int.class, b, p, v);
        }

        void putLong(byte[] b, int p, long v) throws Exception {
            call("putLong", long.class, b, p, v);
        }

        int getUnsignedShort(byte[] b, int p) throws Exception {
            return (Integer) call("getUnsignedShort", null, b, p);
        }

        int getInt(byte[] b, int p) throws Exception {
            return (Integer) call("getInt", null, b, p);
        }

        long getLong(byte[] b, int p) throws Exception {
            return (Long) call("getLong", null, b, p);
        }
    }
}
