package dev.fastserial.processor.write;

import java.util.Locale;

/**
 * Hexadecimal literals as {@code String.format("%0<n>X", value)} writes them (two's complement
 * for a negative value), without a {@code Formatter} for each of the thousands of flag masks a
 * build writes.
 */
final class Hex {
    private Hex() {}

    /** {@code value} in upper-case hex, at least {@code digits} digits (zero-padded). */
    static String of(long value, int digits) {
        return pad(Long.toHexString(value), digits);
    }

    /** An int as {@code %X} writes it: a negative one in 8 digits. */
    static String of(int value, int digits) {
        return pad(Integer.toHexString(value), digits);
    }

    private static String pad(String hex, int digits) {
        String upper = hex.toUpperCase(Locale.ROOT);
        return upper.length() >= digits ? upper : "0".repeat(digits - upper.length()) + upper;
    }
}
