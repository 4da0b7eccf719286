package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.JavaTypes.STREAM_CORRUPTED;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;

/**
 * The flag bitmap of one class level, in as few bytes as its bits need: an {@code int} local up
 * to 32 bits, a {@code long} up to 64, several {@code long}s beyond.
 */
final class Bitmap {
    private final int bitCount;
    private final List<String> words = new ArrayList<>();

    /** @param wordName the local's name ("bits"; "bits0", "bits1"... when one long is not enough) */
    Bitmap(int bitCount, String wordName) {
        this.bitCount = bitCount;
        int wordCount = (bitCount + 63) / 64;
        for (int i = 0; i < wordCount; i++) {
            words.add(wordCount == 1 ? wordName : wordName + i);
        }
    }

    boolean isEmpty() {
        return bitCount == 0;
    }

    int byteCount() {
        return (bitCount + 7) / 8;
    }

    private boolean isLong() {
        return bitCount > 32;
    }

    private TypeName wordType() {
        return isLong() ? TypeName.LONG : TypeName.INT;
    }

    /** Bytes on the wire for word {@code w}. */
    private int bytesOf(int w) {
        return w < words.size() - 1 ? 8 : byteCount() - 8 * w;
    }

    /** Bits defined in word {@code w}. */
    private int bitsOf(int w) {
        return w < words.size() - 1 ? 64 : bitCount - 64 * w;
    }

    private String mask(int bit) {
        int w = bit / 64;
        long value = 1L << (bit % 64);
        return hex(value, bytesOf(w));
    }

    private String hex(long value, int bytes) {
        return String.format("0x%0" + (2 * bytes) + "X", value) + (isLong() ? "L" : "");
    }

    CodeBlock isSet(int bit) {
        return CodeBlock.of("($N & $L) != 0", words.get(bit / 64), mask(bit));
    }

    CodeBlock isClear(int bit) {
        return CodeBlock.of("($N & $L) == 0", words.get(bit / 64), mask(bit));
    }

    /** {@code bits |= 0x04;} */
    CodeBlock set(int bit) {
        return CodeBlock.of("$N |= $L", words.get(bit / 64), mask(bit));
    }

    CodeBlock declare() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (String word : words) {
            code.addStatement("$T $N = 0", wordType(), word);
        }
        return code.build();
    }

    CodeBlock write() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int w = 0; w < words.size(); w++) {
            int shift = 8 * bytesOf(w);
            for (int chunk : chunks(bytesOf(w))) {
                shift -= 8 * chunk;
                String method = chunk == 8 ? "writeLong" : chunk == 4 ? "writeInt" : chunk == 2 ? "writeShort" : "writeByte";
                CodeBlock value = shift == 0 ? CodeBlock.of("$N", words.get(w)) : CodeBlock.of("$N >>> $L", words.get(w), shift);
                if (isLong() && chunk < 8) {
                    value = shift == 0 ? CodeBlock.of("(int) $L", value) : CodeBlock.of("(int) ($L)", value);
                }
                code.addStatement("out.$L($L)", method, value);
            }
        }
        return code.build();
    }

    /** Reads the words and rejects bits this layout does not define. */
    CodeBlock read(String beanName) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int w = 0; w < words.size(); w++) {
            code.addStatement("$T $N = $L", wordType(), words.get(w), readWord(bytesOf(w)));
            int defined = bitsOf(w);
            if (defined < 8 * bytesOf(w)) {
                long undefined = (bytesOf(w) == 8 ? -1L : (1L << 8 * bytesOf(w)) - 1) & ~((1L << defined) - 1);
                String word = words.get(w);
                code.beginControlFlow("if (($N & $L) != 0)", word, hex(undefined, bytesOf(w)))
                        .addStatement("throw new $T($S + $T.toHexString($N))", STREAM_CORRUPTED,
                                beanName + ": undefined flag bits in 0x", isLong() ? Long.class : Integer.class, word)
                        .endControlFlow();
            }
        }
        return code.build();
    }

    private CodeBlock readWord(int bytes) {
        List<CodeBlock> parts = new ArrayList<>();
        int shift = 8 * bytes;
        for (int chunk : chunks(bytes)) {
            shift -= 8 * chunk;
            CodeBlock read;
            if (chunk == 8) {
                read = CodeBlock.of("in.readLong()");
            } else if (chunk == 4) {
                read = isLong() ? CodeBlock.of("(in.readInt() & 0xFFFFFFFFL)") : CodeBlock.of("in.readInt()");
            } else {
                read = CodeBlock.of(chunk == 2 ? "in.readUnsignedShort()" : "in.readUnsignedByte()");
            }
            parts.add(shift == 0 ? read : CodeBlock.of("$L << $L", read, shift));
        }
        return CodeBlock.join(parts, " | ");
    }

    /** Write sizes, largest first: 3 bytes = short + byte, 7 = int + short + byte. */
    private static List<Integer> chunks(int bytes) {
        List<Integer> chunks = new ArrayList<>();
        for (int size : new int[] {8, 4, 2, 1}) {
            while (bytes >= size) {
                chunks.add(size);
                bytes -= size;
            }
        }
        return chunks;
    }
}
