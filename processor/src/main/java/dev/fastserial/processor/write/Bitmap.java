package dev.fastserial.processor.write;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;

/**
 * A run of bits on the wire, in as few bytes as its bits need, big-endian, held in an {@code int}
 * local up to 32 bits, a {@code long} up to 64, several {@code long}s beyond: the flags of a class
 * level and its special mask.
 */
final class Bitmap {
    private final int bytes;
    private final String name;
    private final List<String> words = new ArrayList<>();

    /** @param bits the bits on the wire (a multiple of 8 or not); @param name the local ("flags"; "flags0"... beyond 64) */
    Bitmap(int bits, String name) {
        this.bytes = (bits + 7) / 8;
        this.name = name;
        int wordCount = Math.max(1, (bytes + 7) / 8);
        for (int i = 0; i < wordCount; i++) {
            words.add(wordCount == 1 ? name : name + i);
        }
    }

    int bytes() {
        return bytes;
    }

    String name() {
        return name;
    }

    private boolean isLong() {
        return bytes > 4;
    }

    private TypeName wordType() {
        return isLong() ? TypeName.LONG : TypeName.INT;
    }

    /** Bytes on the wire for word {@code w}. */
    private int bytesOf(int w) {
        return w < words.size() - 1 ? 8 : bytes - 8 * w;
    }

    String hex(int w, long value) {
        return "0x" + Hex.of(value, Math.max(2, 2 * bytesOf(w))) + (isLong() ? "L" : "");
    }

    private String mask(int bit) {
        return hex(bit / 64, 1L << (bit % 64));
    }

    CodeBlock isSet(int bit) {
        return Blocks.of("($N & $L) != 0", words.get(bit / 64), mask(bit));
    }

    CodeBlock isClear(int bit) {
        return Blocks.of("($N & $L) == 0", words.get(bit / 64), mask(bit));
    }

    /** {@code flags |= 0x04} */
    CodeBlock set(int bit) {
        return Blocks.of("$N |= $L", words.get(bit / 64), mask(bit));
    }

    /** Any bit set: {@code special != 0}. */
    CodeBlock any() {
        List<CodeBlock> parts = new ArrayList<>();
        for (String w : words) {
            parts.add(Blocks.of("$N != 0", w));
        }
        return CodeBlock.join(parts, " || ");
    }

    /** Declares the words, with these bits set. */
    CodeBlock declare(List<Integer> setBits, String comment) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int w = 0; w < words.size(); w++) {
            long value = 0;
            for (int bit : setBits) {
                if (bit / 64 == w) {
                    value |= 1L << (bit % 64);
                }
            }
            String init = value == 0 ? "0" : hex(w, value);
            if (comment != null && value != 0) {
                code.add("$T $N = $L; // $L\n", wordType(), words.get(w), init, comment);
            } else {
                code.addStatement("$T $N = $L", wordType(), words.get(w), init);
            }
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
                CodeBlock value = shift == 0 ? Blocks.of("$N", words.get(w)) : Blocks.of("$N >>> $L", words.get(w), shift);
                if (isLong() && chunk < 8) {
                    value = shift == 0 ? Blocks.of("(int) $L", value) : Blocks.of("(int) ($L)", value);
                }
                code.addStatement("out.$L($L)", method, value);
            }
        }
        return code.build();
    }

    /** Declares the words, read from {@code in}. */
    CodeBlock read() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int w = 0; w < words.size(); w++) {
            code.addStatement("$T $N = $L", wordType(), words.get(w), readWord(w));
        }
        return code.build();
    }

    /** Declares the words: read from {@code in} when {@code condition} holds, else 0. */
    CodeBlock readIf(CodeBlock condition) {
        if (words.size() == 1) {
            return CodeBlock.builder().addStatement("$T $N = $L ? $L : 0", wordType(), words.get(0), condition, readWord(0)).build();
        }
        CodeBlock.Builder code = CodeBlock.builder();
        for (String w : words) {
            code.addStatement("$T $N = 0", wordType(), w);
        }
        code.beginControlFlow("if ($L)", condition);
        for (int w = 0; w < words.size(); w++) {
            code.addStatement("$N = $L", words.get(w), readWord(w));
        }
        return code.endControlFlow().build();
    }

    /** Throws StreamCorruptedException (built by {@code undefinedBits(bean, bits)}) when a bit outside {@code defined} is set. */
    CodeBlock rejectUndefined(List<Integer> defined, String undefinedBits, com.squareup.javapoet.TypeName bean) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int w = 0; w < words.size(); w++) {
            long all = bytesOf(w) == 8 ? -1L : (1L << 8 * bytesOf(w)) - 1;
            long ok = 0;
            for (int bit : defined) {
                if (bit / 64 == w) {
                    ok |= 1L << (bit % 64);
                }
            }
            long undefined = all & ~ok;
            if (undefined != 0) {
                code.addStatement("if (($N & $L) != 0) throw $N($T.class, $N)", words.get(w), hex(w, undefined),
                        undefinedBits, bean, words.get(w));
            }
        }
        return code.build();
    }

    /** {@code flags >>> 14}: the bits from {@code lowBit} up to the top of its word, as an int. */
    CodeBlock topBits(int lowBit) {
        String w = words.get(lowBit / 64);
        CodeBlock v = Blocks.of("$N >>> $L", w, lowBit % 64);
        return isLong() ? Blocks.of("(int) ($L)", v) : v;
    }

    /**
     * Declares {@code name}: the bits of this map that {@code other} does not have among {@code
     * mask}'s, with {@code comment} beside a single declaration that leaves room for it, else above.
     */
    CodeBlock declareAndNot(String name, Bitmap other, long[] mask, String comment) {
        List<CodeBlock> declarations = new ArrayList<>();
        for (int w = 0; w < words.size(); w++) {
            String target = words.size() == 1 ? name : name + w;
            if (w < other.words.size() && mask[w] != 0) {
                CodeBlock theirs = Blocks.of("$N & $L", other.words.get(w), hex(w, mask[w]));
                if (other.isLong() && !isLong()) {
                    theirs = Blocks.of("(int) ($L)", theirs);
                }
                declarations.add(Blocks.of("$T $N = $N & ~($L);", wordType(), target, words.get(w), theirs));
            } else {
                declarations.add(Blocks.of("$T $N = $N;", wordType(), target, words.get(w)));
            }
        }
        if (declarations.size() == 1) {
            return LineFit.commented(8, declarations.get(0), comment);
        }
        CodeBlock.Builder code = CodeBlock.builder().add("// $L\n", comment);
        declarations.forEach(d -> code.add("$L\n", d));
        return code.build();
    }

    /** A bitmap of the same size under another name. */
    Bitmap renamed(String name) {
        return new Bitmap(8 * bytes, name);
    }

    private CodeBlock readWord(int w) {
        List<CodeBlock> parts = new ArrayList<>();
        int shift = 8 * bytesOf(w);
        for (int chunk : chunks(bytesOf(w))) {
            shift -= 8 * chunk;
            CodeBlock read;
            if (chunk == 8) {
                read = Blocks.of("in.readLong()");
            } else if (chunk == 4) {
                read = isLong() ? Blocks.of("(in.readInt() & 0xFFFFFFFFL)") : Blocks.of("in.readInt()");
            } else if (isLong()) {
                read = Blocks.of(chunk == 2 ? "(long) in.readUnsignedShort()" : "(long) in.readUnsignedByte()");
            } else {
                read = Blocks.of(chunk == 2 ? "in.readUnsignedShort()" : "in.readUnsignedByte()");
            }
            parts.add(shift == 0 ? read : Blocks.of("$L << $L", read, shift));
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
