package dev.fastserial.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.WildcardTypeName;
import dev.fastserial.processor.write.render.CodeWidth;
import org.junit.jupiter.api.Test;

/** Widths as the generated file shows them: types by the simple names their imports allow. */
class LineFitTest {
    private static final ClassName DATE = ClassName.get("java.util", "Date");

    @Test
    void typesCountBySimpleNameNestedOnesWithTheirOuterClass() {
        assertEquals("new Date(0)".length(), CodeWidth.of(CodeBlock.of("new $T(0)", DATE)));
        assertEquals("Map.Entry<String, Long> e".length(), CodeWidth.of(CodeBlock.of("$T<$T, $T> e",
                ClassName.get("java.util", "Map", "Entry"), String.class, Long.class)));
    }

    @Test
    void aCommentGoesBesideItsStatementUpToColumn120ElseAbove() {
        String comment = "c".repeat(20); // " // " and 20 characters: the statement may take 120 - 8 - 24 = 88
        CodeBlock fits = CodeBlock.of("$L;", "x".repeat(87));
        CodeBlock tooLong = CodeBlock.of("$L;", "x".repeat(88));
        assertEquals(fits + " // " + comment + "\n", LineFit.commented(8, fits, comment).toString());
        assertEquals("// " + comment + "\n" + tooLong + "\n", LineFit.commented(8, tooLong, comment).toString());
    }

    @Test
    void fieldAccessIsNotTakenForAPackage() {
        assertEquals("bean.created = d".length(), CodeWidth.of(CodeBlock.of("bean.created = d")));
        assertEquals("bean.Created = d".length(), CodeWidth.of(CodeBlock.of("bean.Created = d")));
    }

    @Test
    void softBreaksArePlainSpacesEvenPastColumnOneHundred() {
        String words = "word ".repeat(30).trim();
        CodeBlock wrapped = CodeBlock.of("$L$W$L", words, words);
        assertEquals(words.length() * 2 + 1, CodeWidth.of(wrapped));
    }

    @Test
    void nestedBlocksStringsArraysAndWildcardsAsWritten() {
        CodeBlock inner = CodeBlock.of("$T[] a = $S", DATE, "a\"b\n");
        assertEquals("f(Date[] a = \"a\\\"b\\n\")".length(), CodeWidth.of(CodeBlock.of("f($L)", inner)));
        assertEquals("List<? extends Number> l".length(), CodeWidth.of(CodeBlock.of("$T l",
                ParameterizedTypeName.get(ClassName.get("java.util", "List"),
                        WildcardTypeName.subtypeOf(Number.class)))));
    }

    @Test
    void fitsCountsTheIndentAndWhatFollows() {
        CodeBlock hundred = CodeBlock.of("$L", "x".repeat(100));
        assertTrue(LineFit.fits(8, hundred, 12));
        assertFalse(LineFit.fits(8, hundred, 13));
    }
}
