package dev.fastserial.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.fastserial.testing.DataObjectOutput;
import dev.fastserial.testing.Streams;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import org.junit.jupiter.api.Test;

/**
 * docs/design-decisions.md: generated writeExternal reads each reference field once, into a local,
 * before it computes the flags, so a getter runs once (and a value another thread sets meanwhile
 * cannot make the flags disagree with the bytes after them).
 */
class ReadOnceTest {
    @Test
    void eachGetterRunsOncePerWrite() throws Exception {
        CompiledBeans beans = CompiledBeans.compile(BeanSources.bean("ro", "Counted", "public class Counted implements Externalizable",
                "public static int calls;",
                "private String name = \"a name of more than a few chars\";",
                "private java.util.Date when = new java.util.Date(0);",
                "private java.util.List<String> tags = new java.util.ArrayList<>(java.util.List.of(\"x\"));",
                "public String getName() { calls++; return name; }",
                "public void setName(String name) { this.name = name; }",
                "public java.util.Date getWhen() { calls++; return when; }",
                "public void setWhen(java.util.Date when) { this.when = when; }",
                "public java.util.List<String> getTags() { calls++; return tags; }",
                "public void setTags(java.util.List<String> tags) { this.tags = tags; }",
                "public Counted() {}"));
        Object bean = beans.newInstance("ro.Counted");
        java.lang.reflect.Field calls = bean.getClass().getField("calls");
        ((Externalizable) bean).writeExternal(new DataObjectOutput(new ByteArrayOutputStream()));
        assertEquals(3, calls.getInt(null), "one call of each of the three getters, on a DataOutput-only stream");
        calls.setInt(null, 0);
        Streams.serialize(bean);
        assertEquals(3, calls.getInt(null), "and on a JDK stream");
    }
}
