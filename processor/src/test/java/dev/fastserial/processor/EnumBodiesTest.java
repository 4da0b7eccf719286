package dev.fastserial.processor;

import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.DeepEquals;
import dev.fastserial.testing.Streams;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Enum constants with bodies of their own ({@code PLUS { int apply(...) } }) are instances of an
 * anonymous subclass ({@code Op$1}), so their class is not the enum's: they must still take the
 * enum's one-byte code, never the exact-class rule's writeObject, in a field, a list, an array, an
 * EnumSet, an EnumMap and a HashMap's keys.
 */
class EnumBodiesTest {
    private static final CompiledBeans BEANS = CompiledBeans.compile(
            JavaFileObjects.forSourceLines("eb.Op", "package eb;", "",
                    "public enum Op {",
                    "    PLUS { public int apply(int a, int b) { return a + b; } },",
                    "    TIMES { public int apply(int a, int b) { return a * b; } },",
                    "    NONE;",
                    "    public int apply(int a, int b) { return 0; }",
                    "}"),
            BeanSources.bean("eb", "Calc", "public class Calc implements Externalizable",
                    "private static final long serialVersionUID = 1L;",
                    "Op op;",
                    "Op plain;",
                    "java.util.List<Op> ops;",
                    "Op[] array;",
                    "java.util.EnumSet<Op> set;",
                    "java.util.EnumMap<Op, String> names;",
                    "java.util.Map<Op, Integer> counts;",
                    "public Calc() {}"));

    @SuppressWarnings({"unchecked", "rawtypes"})
    @Test
    void constantsWithBodiesTakeTheEnumsCodeEverywhere() throws Exception {
        Class<? extends Enum> op = (Class<? extends Enum>) BEANS.load("eb.Op");
        Enum plus = Enum.valueOf(op, "PLUS");
        Enum times = Enum.valueOf(op, "TIMES");
        Enum none = Enum.valueOf(op, "NONE");
        assertNotSame(op, plus.getClass()); // the point: an anonymous subclass
        Object calc = BEANS.newInstance("eb.Calc");
        set(calc, "op", plus);
        set(calc, "plain", none);
        set(calc, "ops", new ArrayList<>(List.of(times, plus, none)));
        Object[] array = (Object[]) java.lang.reflect.Array.newInstance(op, 3);
        array[0] = plus;
        array[2] = times;
        set(calc, "array", array);
        set(calc, "set", EnumSet.of(plus, times));
        EnumMap names = new EnumMap(op);
        names.put(times, "times");
        names.put(plus, null);
        set(calc, "names", names);
        Map counts = new HashMap();
        counts.put(plus, 1);
        counts.put(times, 2);
        set(calc, "counts", counts);

        byte[] bytes = Streams.serialize(calc);
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        assertFalse(text.contains("eb.Op"), "an Op went through writeObject: " + text.replaceAll("[^ -~]", "."));
        Object back = Streams.deserialize(bytes, BEANS.loader(), 1).get(0);
        DeepEquals.assertDeepEquals(calc, back);
        assertEquals(plus, get(back, "op")); // the same constant, body and all
        assertEquals(3, op.getMethod("apply", int.class, int.class).invoke(get(back, "op"), 1, 2));
    }
}
