package dev.fastserial.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.WildcardTypeName;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.Encoding.Exactness;
import java.util.ArrayList;
import java.util.List;

/** The condition "this value is not one the fast path encodes exactly", as code. */
final class ExactnessCode {
    private static final ClassName SORTED_SET = ClassName.get("java.util", "SortedSet");
    private static final ClassName SORTED_MAP = ClassName.get("java.util", "SortedMap");
    private static final TypeName ANY = WildcardTypeName.subtypeOf(Object.class);

    private final Code code;

    ExactnessCode(Code code) {
        this.code = code;
    }

    /** Null when every value of the encoding is exact. */
    CodeBlock inexact(Encoding encoding, CodeBlock value) {
        return inexact(encoding, value, value);
    }

    /**
     * The same for a {@code value} that may be of any class (an {@code Object}): the class tests use
     * it as it is, the helpers that take the encoding's type ({@code isLarge}, a container's kind)
     * {@code typed}, the value cast to it, which the caller has checked first.
     */
    CodeBlock inexact(Encoding encoding, CodeBlock value, CodeBlock typed) {
        return joined(conditions(encoding, value, typed, true), "$L$W&& $L"); // long conditions wrap here
    }

    /** Whether {@link #inexact} calls a helper on the value typed, rather than comparing its class alone. */
    static boolean callsWithType(Encoding encoding) {
        Exactness exactness = encoding.exactness();
        return exactness instanceof Exactness.PortableLocale || exactness instanceof Exactness.LargeString
                || exactness instanceof Exactness.OneOf oneOf && !oneOf.others().isEmpty();
    }

    /** {@link #inexact} without wrapping points: for a line laid out by {@link LineFit}. */
    CodeBlock inexactOnOneLine(Encoding encoding, CodeBlock value) {
        return joined(conditions(encoding, value, value, false), "$L && $L");
    }

    private static CodeBlock joined(List<CodeBlock> conditions, String and) {
        if (conditions == null) {
            return null;
        }
        CodeBlock all = conditions.get(0);
        for (int i = 1; i < conditions.size(); i++) {
            all = Blocks.of(and, all, conditions.get(i));
        }
        return all;
    }

    private List<CodeBlock> conditions(Encoding encoding, CodeBlock value, CodeBlock typed, boolean wrap) {
        Exactness exactness = encoding.exactness();
        if (exactness == null) {
            return null;
        }
        List<CodeBlock> conditions = new ArrayList<>();
        if (exactness instanceof Exactness.OneOfClasses classes) {
            for (TypeName type : classes.classes()) {
                conditions.add(Blocks.of("$L.getClass() != $T.class", value, type));
            }
        } else if (exactness instanceof Exactness.OneOf oneOf) {
            for (Encoding.Impl impl : oneOf.impls()) {
                if (impl.naturalOrder()) {
                    TypeName sorted = encoding instanceof Encoding.MapOf
                            ? ParameterizedTypeName.get(SORTED_MAP, ANY, ANY) : ParameterizedTypeName.get(SORTED_SET, ANY);
                    // may wrap inside: a field of a long name would pass 120 columns
                    conditions.add(Blocks.of(wrap ? "($L.getClass() != $T.class$W|| (($T) $L).comparator() != null)"
                            : "($L.getClass() != $T.class || (($T) $L).comparator() != null)", value, impl.type(), sorted, value));
                } else {
                    conditions.add(Blocks.of("$L.getClass() != $T.class", value, impl.type()));
                }
            }
            if (!oneOf.others().isEmpty()) {
                conditions.add(Blocks.of("$N($L) < 0", code.jdkKinds.kind(encoding), typed));
            }
        } else if (exactness instanceof Exactness.PortableLocale) {
            conditions.add(Blocks.of("!$N($L)", code.helpers.fixed("isPortable"), typed));
        } else if (exactness instanceof Exactness.LargeString) {
            conditions.add(Blocks.of("$N(out, $L)", code.helpers.fixed("isLarge"), typed));
        }
        return conditions;
    }
}
