package dev.fastserial.processor.write;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterSpec;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.fastserial.processor.JavaPoetParts;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@link CodeBlock#of}, with each format parsed once: JavaPoet parses the format on every call,
 * character by character, and the per-field code calls it thousands of times a build with a few
 * dozen formats (processor/PROFILE.md). The block is the one {@code CodeBlock.of} builds: the same
 * parts and arguments. Formats this does not parse (indexed or named arguments) and arguments of
 * another kind than it expects go to JavaPoet, which parses and checks them itself.
 */
public final class Blocks {
    /** Parsed formats; formats built at run time are many and used once, so the table stops growing. */
    private static final Map<String, Format> FORMATS = new ConcurrentHashMap<>();
    private static final int MAX_FORMATS = 2048;
    /** What {@link #value} gives for an argument JavaPoet has to convert or refuse. */
    private static final Object NOT_SIMPLE = new Object();

    /** A format's parts ({@code "$L"} or literal text) and the kind of each argument, in order. */
    private record Format(String[] parts, char[] kinds) {}

    private Blocks() {}

    public static CodeBlock of(String format, Object... args) {
        Format f = format(format);
        if (f == null || f.kinds().length != args.length) {
            return CodeBlock.of(format, args);
        }
        CodeBlock.Builder b = CodeBlock.builder();
        List<Object> values = JavaPoetParts.args(b);
        for (int i = 0; i < args.length; i++) {
            Object value = value(f.kinds()[i], args[i]);
            if (value == NOT_SIMPLE) {
                return CodeBlock.of(format, args);
            }
            values.add(value);
        }
        Collections.addAll(JavaPoetParts.formatParts(b), f.parts());
        return b.build();
    }

    /** The argument as JavaPoet's builder stores it, or {@link #NOT_SIMPLE} for JavaPoet to convert or refuse. */
    private static Object value(char kind, Object arg) {
        switch (kind) {
            case 'L':
                return arg;
            case 'S':
                return arg == null ? null : String.valueOf(arg);
            case 'T':
                return arg instanceof TypeName ? arg : NOT_SIMPLE;
            default: // 'N'
                return arg instanceof CharSequence ? arg.toString()
                        : arg instanceof ParameterSpec p ? p.name
                        : arg instanceof FieldSpec f ? f.name
                        : arg instanceof MethodSpec m ? m.name
                        : arg instanceof TypeSpec t ? t.name
                        : NOT_SIMPLE;
        }
    }

    private static Format format(String format) {
        Format f = FORMATS.get(format);
        if (f == null && FORMATS.size() < MAX_FORMATS) {
            f = parse(format);
            if (f != null) {
                FORMATS.put(format, f);
            }
        }
        return f;
    }

    /** As JavaPoet's {@code CodeBlock.Builder.add} splits it; null for what it leaves to JavaPoet. */
    private static Format parse(String format) {
        List<String> parts = new ArrayList<>();
        StringBuilder kinds = new StringBuilder();
        for (int p = 0; p < format.length(); ) {
            int dollar = format.indexOf('$', p);
            if (dollar != p) {
                int end = dollar < 0 ? format.length() : dollar;
                parts.add(format.substring(p, end));
                p = end;
                continue;
            }
            if (p + 1 >= format.length()) {
                return null; // a dangling $: JavaPoet's error
            }
            char c = format.charAt(p + 1);
            if ("LSTN".indexOf(c) >= 0) {
                kinds.append(c);
            } else if ("$><[]WZ".indexOf(c) < 0) {
                return null; // an index, a name, or an error
            }
            parts.add("$" + c);
            p += 2;
        }
        return new Format(parts.toArray(new String[0]), kinds.toString().toCharArray());
    }
}
