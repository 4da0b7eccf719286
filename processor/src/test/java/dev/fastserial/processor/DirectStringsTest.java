package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.fastserial.FastReader;
import dev.fastserial.FastWriter;
import dev.fastserial.testing.Direct;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every char the direct path's string encoding can meet comes back exactly: the Latin-1 form
 * (copied a byte a char, abandoned at the first char above U+00FF, wherever it stands) and the
 * modified UTF-8 form (lone surrogates, {@code \0}), at every header length, through
 * {@code toBytes}/{@code fromBytes}, a host's DataOutput (both in {@link Direct#roundTrip}) and a
 * reused {@link FastWriter}/{@link FastReader}.
 */
class DirectStringsTest {

    @BeforeAll
    static void compile() {
        RoundTripTest.compile();
    }

    @Test
    void everyCharOfTheBmpAloneAndAtEveryKindOfPlace() {
        for (int from = 0; from < 0x10000; from += 4096) {
            List<String> strings = new ArrayList<>();
            for (int c = from; c < from + 4096; c++) {
                String ch = String.valueOf((char) c);
                strings.add(ch);
                strings.add("abc" + ch); // after Latin-1 text: the Latin-1 loop stops here
                strings.add(ch + "\u00e9xyz"); // before it
                strings.add("\u00ff".repeat(62) + ch); // the last char of a one-byte header's longest string
                strings.add(ch.repeat(70) + "\u0000"); // a two-byte header
            }
            assertRoundTrips(strings);
        }
    }

    @Test
    void allOfLatin1AndAllOfTheBmpInOneString() {
        StringBuilder latin1 = new StringBuilder();
        for (char c = 0; c <= 0xFF; c++) {
            latin1.append(c);
        }
        StringBuilder bmp = new StringBuilder();
        for (int c = 0; c < 0x10000; c++) {
            bmp.append((char) c);
        }
        assertRoundTrips(List.of(latin1.toString(), bmp.toString(), bmp.reverse().toString(),
                latin1.toString().repeat(300)));
    }

    /** Random strings of every mix and length near the header's steps (63/64, 8191/8192 bytes). */
    @Test
    void randomStrings() {
        Random random = new Random(29);
        int[] lengths = {0, 1, 2, 7, 8, 9, 31, 62, 63, 64, 65, 127, 128, 2730, 2731, 8191, 8192, 8193};
        for (int round = 0; round < 40; round++) {
            List<String> strings = new ArrayList<>();
            for (int i = 0; i < 60; i++) {
                int length = lengths[random.nextInt(lengths.length)];
                strings.add(randomString(random, length));
            }
            assertRoundTrips(strings);
        }
    }

    private static String randomString(Random random, int length) {
        int kind = random.nextInt(5);
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            boolean odd = random.nextInt(50) == 0; // now and then a char of another range
            switch (odd ? random.nextInt(5) : kind) {
                case 0:
                    s.append((char) (0x20 + random.nextInt(0x5F))); // ASCII text
                    break;
                case 1:
                    s.append((char) random.nextInt(0x100)); // all of Latin-1, \0 included
                    break;
                case 2:
                    s.append((char) random.nextInt(0x10000)); // the BMP, lone surrogates included
                    break;
                case 3:
                    s.append(random.nextBoolean() ? '\uD800' : '\uDFFF');
                    break;
                default:
                    s.appendCodePoint(0x10000 + random.nextInt(0x100000)); // a surrogate pair
                    break;
            }
        }
        return s.toString();
    }

    private static void assertRoundTrips(List<String> strings) {
        Object bean = set(RoundTripTest.filledAllTypes(), "list", new ArrayList<>(strings));
        set(bean, "string", strings.get(strings.size() - 1));
        Object copy = Direct.roundTrip(bean);
        assertEqualStrings(strings, get(copy, "list"));
        assertEquals(strings.get(strings.size() - 1), get(copy, "string"));

        FastWriter writer = new FastWriter();
        writer.write(bean).write(bean);
        FastReader reader = new FastReader().reset(writer.buffer(), 0, writer.size());
        try {
            for (int i = 0; i < 2; i++) {
                assertEqualStrings(strings, get(reader.read(bean.getClass()), "list"));
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static void assertEqualStrings(List<String> expected, Object actual) {
        @SuppressWarnings("unchecked")
        List<String> got = (List<String>) actual;
        assertEquals(expected.size(), got.size());
        for (int i = 0; i < expected.size(); i++) {
            int at = i;
            assertEquals(expected.get(i), got.get(i), () -> "string " + at + " of " + expected.size());
        }
    }
}
