package dev.fastserial;

import java.io.UTFDataFormatException;

/**
 * How the direct byte path writes a string ({@code writeUTF}) and the varints it uses.
 *
 * <p>A string is a header, the unsigned varint {@code length << 1 | utf}, then either
 * {@code length} Latin-1 bytes ({@code utf = 0}: every char is at most {@code U+00FF}, the common
 * case, copied without encoding) or {@code length} bytes of modified UTF-8 ({@code utf = 1}: as
 * {@link java.io.DataOutput#writeUTF} encodes, so lone surrogates and {@code \0} come back
 * exactly). A string of up to 63 bytes has a one-byte header, where {@code writeUTF} on a JDK
 * stream spends two.
 */
final class StringCodec {
    private StringCodec() {}

    /** The most bytes a string's header takes. */
    static final int MAX_HEADER = 5;

    /** The longest string (in bytes on the wire) a header can describe. */
    static final int MAX_CHARS = (1 << 30) - 1;

    static UTFDataFormatException tooLong(int n) {
        return new UTFDataFormatException("a string of " + n + " bytes is longer than fastserial writes in one piece ("
                + MAX_CHARS + ")");
    }

    static int putHeader(byte[] b, int p, int length, boolean utf) {
        return putVarint(b, p, length << 1 | (utf ? 1 : 0));
    }

    static int putVarint(byte[] b, int p, int v) {
        while ((v & ~0x7F) != 0) {
            b[p++] = (byte) (v | 0x80);
            v >>>= 7;
        }
        b[p++] = (byte) v;
        return p;
    }

    /** Bytes of {@code s} in modified UTF-8: 1 for U+0001..U+007F, 2 for U+0000 and up to U+07FF, else 3. */
    static int utfLength(String s) {
        int n = s.length();
        long utf = n;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || c == 0) {
                utf += c >= 0x800 ? 2 : 1;
            }
        }
        return utf > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) utf;
    }

    /** Encodes {@code s} at {@code p} (room checked by the caller); returns the position after it. */
    static int putModifiedUtf8(String s, byte[] b, int p) {
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x01 && c <= 0x7F) {
                b[p++] = (byte) c;
            } else if (c <= 0x7FF) {
                b[p++] = (byte) (0xC0 | (c >> 6) & 0x1F);
                b[p++] = (byte) (0x80 | c & 0x3F);
            } else {
                b[p++] = (byte) (0xE0 | (c >> 12) & 0x0F);
                b[p++] = (byte) (0x80 | (c >> 6) & 0x3F);
                b[p++] = (byte) (0x80 | c & 0x3F);
            }
        }
        return p;
    }

    /**
     * Decodes {@code length} bytes of modified UTF-8 at {@code p}. At most {@code length} chars:
     * the caller has checked that the bytes are there, so nothing is allocated ahead of them.
     */
    static String decodeModifiedUtf8(byte[] b, int p, int length) throws UTFDataFormatException {
        char[] chars = new char[length];
        int end = p + length;
        int n = 0;
        while (p < end) {
            int c = b[p] & 0xFF;
            if (c < 0x80) {
                chars[n++] = (char) c;
                p++;
            } else if (c >> 5 == 0x6) {
                if (p + 1 >= end) {
                    throw malformed("truncated 2-byte char");
                }
                int c2 = b[p + 1];
                if ((c2 & 0xC0) != 0x80) {
                    throw malformed("bad continuation byte");
                }
                chars[n++] = (char) ((c & 0x1F) << 6 | c2 & 0x3F);
                p += 2;
            } else if (c >> 4 == 0xE) {
                if (p + 2 >= end) {
                    throw malformed("truncated 3-byte char");
                }
                int c2 = b[p + 1];
                int c3 = b[p + 2];
                if ((c2 & 0xC0) != 0x80 || (c3 & 0xC0) != 0x80) {
                    throw malformed("bad continuation byte");
                }
                chars[n++] = (char) ((c & 0x0F) << 12 | (c2 & 0x3F) << 6 | c3 & 0x3F);
                p += 3;
            } else {
                throw malformed("byte 0x" + Integer.toHexString(c) + " cannot start a char");
            }
        }
        return new String(chars, 0, n);
    }

    private static UTFDataFormatException malformed(String what) {
        return new UTFDataFormatException("malformed modified UTF-8 in a fastserial string: " + what);
    }
}
