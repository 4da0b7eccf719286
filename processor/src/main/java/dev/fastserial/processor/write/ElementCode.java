package dev.fastserial.processor.write;

import static dev.fastserial.processor.write.WireNumbers.TAGGED;
import static dev.fastserial.processor.write.WireNumbers.TAG_FAST;
import static dev.fastserial.processor.write.WireNumbers.TAG_NULL;
import static dev.fastserial.processor.write.WireNumbers.TAG_OBJECT;
import static dev.fastserial.processor.write.WireNumbers.TAG_SQL_DATE;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.Spelling;

/**
 * The elements of containers and arrays: written plain while none is null or of another class;
 * otherwise every element starts with a tag ({@link WireNumbers#TAG_NULL}, {@link
 * WireNumbers#TAG_FAST}, {@link WireNumbers#TAG_OBJECT}) and the container's prefix says so.
 */
final class ElementCode {
    static final AnnotationSpec UNCHECKED = AnnotationSpec.builder(JavaTypes.SUPPRESS_WARNINGS)
            .addMember("value", "$S", "unchecked").build();

    private final Code code;

    ElementCode(Code code) {
        this.code = code;
    }

    /** Shown in readObject's error messages for elements, shared by every field of that shape. */
    static String what(Encoding container) {
        return "element of " + Spelling.of(container.type());
    }

    /** Whether the elements carry no tags at all: writeObject takes nulls and any class. */
    static boolean untagged(Encoding element) {
        return element instanceof Encoding.ObjectStream;
    }

    /** {@code boolean tagged}: some element of {@code iterable} is null or takes writeObject. */
    CodeBlock scan(TypeName elementType, String iterable, CodeBlock... conditions) {
        return scan(Blocks.of("for ($T e : $L)", elementType, iterable), null, conditions);
    }

    /**
     * {@link #scan} over a list by index ({@code e = value.get(i)}, {@code size} declared before):
     * no iterator, whatever classes of list the helper has seen (an iterator of several list classes
     * in one helper is an allocation the JIT does not remove).
     */
    CodeBlock scanIndexed(TypeName elementType, CodeBlock... conditions) {
        return scan(Blocks.of("for (int i = 0; i < size; i++)"), Blocks.of("$T e = value.get(i)", elementType), conditions);
    }

    /** The scan: {@code loop}, then {@code element} (the statement naming {@code e}) when the loop does not. */
    private static CodeBlock scan(CodeBlock loop, CodeBlock element, CodeBlock... conditions) {
        CodeBlock condition = CodeBlock.join(java.util.Arrays.stream(conditions).filter(c -> c != null).toList(), " || ");
        if (condition.isEmpty()) {
            return Blocks.of(""); // writeObject takes nulls and any class: no tags
        }
        CodeBlock.Builder b = CodeBlock.builder()
                .addStatement("boolean tagged = false")
                .beginControlFlow("$L", loop);
        if (element != null) {
            b.addStatement("$L", element);
        }
        return b.beginControlFlow("if ($L)", condition)
                .addStatement("tagged = true")
                .addStatement("break")
                .endControlFlow()
                .endControlFlow()
                .build();
    }

    /** The container's prefix after {@link #scan}: {@code writeSize(out, size, kind, tagged)}. */
    CodeBlock writeSize(CodeBlock scan, String size, String kind) {
        String writeSize = code.helpers.fixed("writeSize");
        if (scan.isEmpty()) {
            return Blocks.of("$N(out, $L, $L, false); // writeObject takes nulls and any class: no tags\n",
                    writeSize, size, kind);
        }
        return CodeBlock.builder().add(scan).addStatement("$N(out, $L, $L, tagged)", writeSize, size, kind).build();
    }

    /** The condition that makes an element need a tag, or null when it never does. */
    CodeBlock needsTag(Encoding element, CodeBlock value) {
        if (untagged(element)) {
            return null;
        }
        CodeBlock inexact = code.exactness.inexact(element, value);
        return inexact == null ? Blocks.of("$L == null", value) : Blocks.of("$L == null$W|| $L", value, inexact);
    }

    /** One element: plain when untagged; otherwise a tag, then nothing, the value, or writeObject. */
    CodeBlock write(Encoding element, CodeBlock value) {
        if (untagged(element)) {
            return CodeBlock.builder().addStatement(code.values.writeObject(value)).build();
        }
        CodeBlock.Builder b = CodeBlock.builder()
                .beginControlFlow("if (!tagged)")
                .addStatement(code.values.write(element, value))
                .nextControlFlow("else if ($L == null)", value)
                .addStatement("out.writeByte($L)", TAG_NULL);
        CodeBlock inexact = code.exactness.inexact(element, value);
        if (inexact != null && ValueCode.sqlDates(element)) { // tag 3 and a java.sql date's form, else 2 and writeObject
            b.nextControlFlow("else if ($L)", inexact)
                    .addStatement("$N(out, $L)", code.helpers.fixed("writeTaggedDate"), value);
        } else if (inexact != null) {
            b.nextControlFlow("else if ($L)", inexact)
                    .addStatement("out.writeByte($L)", TAG_OBJECT)
                    .addStatement(code.values.writeObject(value));
        }
        return b.nextControlFlow("else")
                .addStatement("out.writeByte($L)", TAG_FAST)
                .addStatement(code.values.write(element, value))
                .endControlFlow()
                .build();
    }

    /** Declares {@code variable} with one element read, honouring its tag when the container is tagged. */
    CodeBlock read(Encoding element, String what, String variable) {
        CodeBlock.Builder b = CodeBlock.builder();
        if (untagged(element)) {
            return b.addStatement("$T $N = $L", element.type(), variable, code.values.readObject(element, what)).build();
        }
        CodeBlock read = code.values.read(element, what);
        String readTag = code.helpers.fixed("readTag");
        if (element.exactness() == null) {
            return b.addStatement("$T $N = tagged && $N(in, $L) == $L ? null$W: $L", element.type(), variable, readTag,
                    TAG_FAST, TAG_NULL, read).build();
        }
        String tag = variable + "Tag";
        boolean sql = ValueCode.sqlDates(element);
        b.addStatement("int $N = tagged ? $N(in, $L) : $L", tag, readTag, sql ? TAG_SQL_DATE : TAG_OBJECT, TAG_FAST);
        CodeBlock object = code.values.readObject(element, what);
        if (sql) {
            object = Blocks.of("$N == $L ? $L : $N.read(in)", tag, TAG_OBJECT, object, code.helpers.fixed("SqlDates"));
        }
        CodeBlock one = Blocks.of("$T $N = $N == $L ? null : $N == $L ? $L : $L;", element.type(), variable, tag,
                TAG_NULL, tag, TAG_FAST, read, object);
        if (LineFit.fits(12, one, 0)) { // in the helper's loop
            return b.add("$L\n", one).build();
        }
        return b.addStatement("$T $N = $N == $L ? null$W: $N == $L ? $L$W: $L", element.type(), variable, tag, TAG_NULL,
                        tag, TAG_FAST, read, object)
                .build();
    }

    /** Assigns one element to {@code target} (an array slot): directly when it needs no tag, else through a local. */
    CodeBlock readInto(Encoding element, String what, String target) {
        if (untagged(element)) {
            return CodeBlock.builder().addStatement("$L = $L", target, code.values.readObject(element, what)).build();
        }
        return CodeBlock.builder().add(read(element, what, "e")).addStatement("$L = e", target).build();
    }

    /** {@code boolean tagged} from the prefix, unless every element goes through writeObject. */
    static CodeBlock taggedFlag(Encoding... elements) {
        for (Encoding element : elements) {
            if (!untagged(element)) {
                return CodeBlock.builder().addStatement("boolean tagged = (header & $L) != 0", TAGGED).build();
            }
        }
        return Blocks.of("");
    }

    /** Reading elements of generic types through writeObject needs an unchecked cast. */
    static MethodSpec.Builder uncheckedIfNeeded(MethodSpec.Builder m, Encoding... children) {
        for (Encoding child : children) {
            if (ValueCode.needsUncheckedCast(child)) {
                return m.addAnnotation(UNCHECKED);
            }
        }
        return m;
    }
}
