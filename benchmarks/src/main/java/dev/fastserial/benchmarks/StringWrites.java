package dev.fastserial.benchmarks;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Why strings are most of the direct path's write time, and what the JDK's public API allows
 * (issue 29): the nine strings of a MediaContent sample into one buffer as Latin-1 bytes after a one-byte header,
 * the way {@code BytesOutput.writeUTF} does, against ways that copy faster or would.
 *
 * <ul>
 *   <li>{@link #charLoop}: what fastserial does: each char read with {@code charAt}, checked
 *       against U+00FF and stored; the check decides between Latin-1 and modified UTF-8.
 *   <li>{@link #arraycopyNoCheck}: {@code String.getBytes(int, int, byte[], int)}, one
 *       {@code arraycopy} of a compact string's bytes: the floor, and about what Fory gets by
 *       reading the string's internal array with {@code Unsafe}. Not usable alone: it drops the
 *       high byte of chars above U+00FF, and no public method tells a string's coder.
 *   <li>{@link #arraycopyThenCheck}: the copy, then the check over {@code charAt}.
 *   <li>{@link #getCharsThenLoop}: the chars copied into a reused {@code char[]} first.
 *   <li>{@link #utf8Encoder}: the JDK's intrinsified UTF-8 encoder ({@code getBytes(UTF_8)}, a
 *       new array per string), ASCII when its length is the string's.
 * </ul>
 *
 * Not part of {@code RESULTS.md} (no parameters); run it alone:
 * {@code java -jar benchmarks/target/benchmarks.jar StringWrites}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 4, time = 1)
public class StringWrites {
    private final String[] strings = {"http://javaone.com/keynote.mpg", "Javaone Keynote", "video/mpg4",
        "Bill Gates", "Steve Jobs", "http://javaone.com/keynote_large.jpg", "Javaone Keynote",
        "http://javaone.com/keynote_small.jpg", "Javaone Keynote"};
    private final byte[] buffer = new byte[4096];
    private final char[] chars = new char[256];

    @Benchmark
    public int charLoop() {
        byte[] b = buffer;
        int p = 0;
        for (String s : strings) {
            int n = s.length();
            b[p++] = (byte) (n << 1);
            int i = 0;
            for (; i < n; i++) {
                char c = s.charAt(i);
                if (c > 0xFF) {
                    break;
                }
                b[p + i] = (byte) c;
            }
            if (i < n) {
                return -1;
            }
            p += n;
        }
        return p;
    }

    /**
     * The same check without leaving the loop: every char ORed into one int and stored, the test
     * after the loop (a loop with no exit but its end, which the JIT compiles to wider moves).
     */
    @Benchmark
    public int charLoopOr() {
        byte[] b = buffer;
        int p = 0;
        for (String s : strings) {
            int n = s.length();
            b[p++] = (byte) (n << 1);
            int or = 0;
            for (int i = 0; i < n; i++) {
                char c = s.charAt(i);
                or |= c;
                b[p + i] = (byte) c;
            }
            if (or > 0xFF) {
                return -1;
            }
            p += n;
        }
        return p;
    }

    /** The JDK's copy, then the check as one OR over every char (no store, no exit in the loop). */
    @Benchmark
    @SuppressWarnings("deprecation")
    public int arraycopyThenOr() {
        byte[] b = buffer;
        int p = 0;
        for (String s : strings) {
            int n = s.length();
            b[p++] = (byte) (n << 1);
            s.getBytes(0, n, b, p);
            int or = 0;
            for (int i = 0; i < n; i++) {
                or |= s.charAt(i);
            }
            if (or > 0xFF) {
                return -1;
            }
            p += n;
        }
        return p;
    }

    @Benchmark
    @SuppressWarnings("deprecation") // getBytes(int, int, byte[], int): the low byte of each char
    public int arraycopyNoCheck() {
        byte[] b = buffer;
        int p = 0;
        for (String s : strings) {
            int n = s.length();
            b[p++] = (byte) (n << 1);
            s.getBytes(0, n, b, p);
            p += n;
        }
        return p;
    }

    @Benchmark
    @SuppressWarnings("deprecation")
    public int arraycopyThenCheck() {
        byte[] b = buffer;
        int p = 0;
        for (String s : strings) {
            int n = s.length();
            b[p++] = (byte) (n << 1);
            s.getBytes(0, n, b, p);
            for (int i = 0; i < n; i++) {
                if (s.charAt(i) > 0xFF) {
                    return -1;
                }
            }
            p += n;
        }
        return p;
    }

    @Benchmark
    public int getCharsThenLoop() {
        byte[] b = buffer;
        char[] c = chars;
        int p = 0;
        for (String s : strings) {
            int n = s.length();
            b[p++] = (byte) (n << 1);
            s.getChars(0, n, c, 0);
            int or = 0;
            for (int i = 0; i < n; i++) {
                or |= c[i];
                b[p + i] = (byte) c[i];
            }
            if (or > 0xFF) {
                return -1;
            }
            p += n;
        }
        return p;
    }

    @Benchmark
    public int utf8Encoder() {
        byte[] b = buffer;
        int p = 0;
        for (String s : strings) {
            int n = s.length();
            b[p++] = (byte) (n << 1);
            byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
            if (utf8.length != n) {
                return -1;
            }
            System.arraycopy(utf8, 0, b, p, n);
            p += n;
        }
        return p;
    }
}
