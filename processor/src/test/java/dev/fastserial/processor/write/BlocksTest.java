package dev.fastserial.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import dev.fastserial.processor.JavaPoetParts;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Blocks#of} builds the block {@code CodeBlock.of} builds, parts and arguments alike, and fails where it fails. */
class BlocksTest {
    private static void same(String format, Object... args) {
        CodeBlock expected = CodeBlock.of(format, args);
        for (int twice = 0; twice < 2; twice++) { // parsed, then from the table
            CodeBlock actual = Blocks.of(format, args);
            assertEquals(JavaPoetParts.formatParts(expected), JavaPoetParts.formatParts(actual), format);
            assertEquals(JavaPoetParts.args(expected), JavaPoetParts.args(actual), format);
            String text;
            try {
                text = expected.toString();
            } catch (IllegalStateException | IllegalArgumentException unbalanced) { // a $] without its $[: the same for both
                assertThrows(unbalanced.getClass(), actual::toString, format);
                continue;
            }
            assertEquals(text, actual.toString(), format);
        }
    }

    @Test
    void formatsAndArgumentsOfEveryKind() {
        ClassName date = ClassName.get("java.util", "Date");
        same("");
        same("in.readLong()");
        same("$N($N, $L)", "writeString", "out", CodeBlock.of("value"));
        same("$L.getClass() != $T.class", "created", date);
        same("if ($L) $L;", true, 42);
        same("throw new $T($S + code + $S)", ClassName.get("java.io", "InvalidObjectException"), "Suit code ", null);
        same("$S", 3.5);
        same("$[$N = $L;\n$]", MethodSpec.methodBuilder("read").build(), "x");
        same("$L$W? $L$W: $L$Z", "a", "b", "c");
        same("$>case 1: $$ here$<\n", new Object[0]);
        same("($T) $L", ParameterizedTypeName.get(ClassName.get(List.class), date), "v");
        same("$$$L$$", "x");
    }

    @Test
    void whatItLeavesToJavaPoet() {
        same("$T.class", java.util.Date.class); // JavaPoet turns a Class into its TypeName
        same("$1L + $1L", "x");
        same("$2L, $1L", "a", "b");
        for (String bad : new String[] {"$", "$L $L", "$Q", "trailing $"}) {
            Class<? extends Throwable> thrown = assertThrows(IllegalArgumentException.class, () -> CodeBlock.of(bad, "only")).getClass();
            assertThrows(thrown, () -> Blocks.of(bad, "only"), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> Blocks.of("$L", "one", "two"));
        assertThrows(IllegalArgumentException.class, () -> Blocks.of("$N", 7));
    }

    /** Random formats of literal text and placeholders, with arguments of the kinds they take. */
    @Test
    void randomFormats() {
        Random random = new Random(20261125);
        String[] pieces = {"a", "x = ", "(", ")", " ", "\n", "$L", "$S", "$T", "$N", "$$", "$>", "$<", "$[", "$]", "$W", "$Z"};
        for (int n = 0; n < 2000; n++) {
            StringBuilder format = new StringBuilder();
            List<Object> args = new java.util.ArrayList<>();
            for (int k = random.nextInt(8); k > 0; k--) {
                String piece = pieces[random.nextInt(pieces.length)];
                format.append(piece);
                switch (piece) {
                    case "$L" -> args.add(random.nextBoolean() ? "v" + k : CodeBlock.of("$S", "s"));
                    case "$S" -> args.add(random.nextBoolean() ? "text" + k : null);
                    case "$T" -> args.add(ClassName.get("p", "C" + k));
                    case "$N" -> args.add("name" + k);
                    default -> { }
                }
            }
            same(format.toString(), args.toArray());
        }
    }
}
