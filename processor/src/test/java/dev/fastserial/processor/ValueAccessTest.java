package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import com.google.testing.compile.JavaFileObjects;
import dev.fastserial.testing.Streams;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docs/values.md, "Records and immutable classes": a class's private fields read through {@code isX()}
 * or {@code x()} as well as {@code getX()}; transient fields not written, the constructor computes
 * them; a raw use of a generic value type takes writeObject.
 */
class ValueAccessTest {
    static CompiledBeans beans;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(
                JavaFileObjects.forSourceLines("va.Switch", "package va;",
                        "@dev.fastserial.FastSerial",
                        "public final class Switch implements java.io.Serializable {",
                        "    private static final long serialVersionUID = 1L;",
                        "    private final boolean on;",
                        "    private final String label;",
                        "    private final transient int labelLength;",
                        "    public Switch(boolean on, String label) {",
                        "        this.on = on;",
                        "        this.label = label;",
                        "        this.labelLength = label == null ? -1 : label.length();",
                        "    }",
                        "    public boolean isOn() { return on; }",
                        "    public String label() { return label; }",
                        "    public int labelLength() { return labelLength; }",
                        "    private Object writeReplace() { return new SwitchExternalizer(this); }",
                        "}"),
                JavaFileObjects.forSourceLines("va.Pair", "package va;",
                        "@dev.fastserial.FastSerial",
                        "public record Pair<A, B>(A first, B second) implements java.io.Serializable {",
                        "    private Object writeReplace() { return new PairExternalizer(this); }",
                        "}"),
                BeanSources.bean("va", "Holder", "public class Holder implements Externalizable",
                        "@SuppressWarnings(\"rawtypes\") va.Pair raw;",
                        "va.Pair<String, Integer> typed;",
                        "public Holder() {}"));
    }

    @Test
    void privateFieldsAreReadThroughIsXAndX() {
        Object value = beans.construct("va.Switch", true, "hall");
        Object copy = Streams.roundTrip(value);
        assertNotSame(value, copy);
        assertEquals(true, get(copy, "on"));
        assertEquals("hall", get(copy, "label"));
        assertThat(beans.generatedSource("va.SwitchExternalizer")).contains("value.isOn()");
        assertThat(beans.generatedSource("va.SwitchExternalizer")).contains("value.label()");
    }

    @Test
    void aTransientFieldIsNotWrittenButComputedByTheConstructor() {
        Object copy = Streams.roundTrip(beans.construct("va.Switch", false, "porch"));
        assertEquals(5, get(copy, "labelLength"));
        assertThat(beans.generatedSource("va.SwitchExternalizer")).doesNotContain("labelLength");
    }

    @Test
    void aRawUseOfAGenericValueTypeTakesWriteObject() {
        Object holder = beans.newInstance("va.Holder");
        set(holder, "raw", beans.construct("va.Pair", "a", 1));
        set(holder, "typed", beans.construct("va.Pair", "b", 2));
        Object copy = Streams.roundTrip(holder);
        assertEquals(get(holder, "raw"), get(copy, "raw"));
        assertEquals(get(holder, "typed"), get(copy, "typed"));
        String source = beans.generatedSource("va.HolderExternalizer");
        assertThat(source).contains("writeAny(out, raw, \"va.Holder.raw\")"); // writeObject, naming the field
        // Pair<String, Integer> fixes A and B: their fast forms go along (issue 26)
        assertThat(source).contains("PairExternalizer.write(typed, out, STRING_FOR_PAIR, INTEGER_FOR_PAIR)");
    }
}
