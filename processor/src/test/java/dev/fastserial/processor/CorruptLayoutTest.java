package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.DataObjectOutput;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.StreamCorruptedException;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/wire-format.md, "Bytes on the wire": flag bits the layout does not define, and an added field whose
 * tag gives a wire type the field cannot have, fail as {@link StreamCorruptedException} naming
 * what was wrong (the fuzz and mutation tests only ask for some IOException).
 */
class CorruptLayoutTest {
    @TempDir
    Path dir;

    private static JavaFileObject alert(String... fields) {
        return BeanSources.bean("cl", "Alert", "public class Alert implements Externalizable",
                concat("private static final long serialVersionUID = 1L;", fields, "public Alert() {}"));
    }

    private static String[] concat(String first, String[] middle, String last) {
        String[] all = new String[middle.length + 2];
        all[0] = first;
        System.arraycopy(middle, 0, all, 1, middle.length);
        all[all.length - 1] = last;
        return all;
    }

    private static StreamCorruptedException readFails(CompiledBeans beans, byte[] bytes) {
        Externalizable bean = (Externalizable) beans.newInstance("cl.Alert");
        return assertThrows(StreamCorruptedException.class,
                () -> bean.readExternal(new DataObjectInput(new ByteArrayInputStream(bytes))));
    }

    @Test
    void flagBitsTheLayoutDoesNotDefine() {
        CompiledBeans beans = CompiledBeans.compile(alert("String text;"));
        GeneratedLayout layout = GeneratedLayout.of(beans, "cl.Alert");
        assertEquals(1, layout.flagBytes);
        // bit 0: text; 0x10: a special mask follows; bits 1-3 and 5 are no field's
        assertThat(readFails(beans, layout.prefix(0x02)).getMessage()).contains("cl.Alert: undefined bits in 0x2");
        assertThat(readFails(beans, layout.prefix(0x20)).getMessage()).contains("cl.Alert: undefined bits in 0x20");
        // a special mask with a bit past the one field
        byte[] special = concat(layout.prefix(0x10), new byte[] {0x02});
        assertThat(readFails(beans, special).getMessage()).contains("cl.Alert: undefined bits in 0x2");
    }

    @Test
    void anAddedFieldWhoseTagGivesAnotherWireType() throws Exception {
        List<String> lock = List.of("-Afastserial.lock=" + dir.resolve("fastserial.lock"));
        CompiledBeans.compile(lock, alert("String text;"));
        CompiledBeans v2 = CompiledBeans.compile(lock, alert("String text;", "long stamp;"));
        Object written = v2.newInstance("cl.Alert");
        set(written, "stamp", 1_700_000_000_000L);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ((Externalizable) written).writeExternal(new DataObjectOutput(out));
        byte[] bytes = out.toByteArray();
        // flags (1 byte, the tail bit set), then the tag: no more tags, wire type FIXED8 (3), id 0, then 8 bytes
        assertEquals(1 + 1 + 8, bytes.length);
        assertEquals(0x30, bytes[1] & 0xFF);
        Externalizable fresh = (Externalizable) v2.newInstance("cl.Alert");
        fresh.readExternal(new DataObjectInput(new ByteArrayInputStream(bytes))); // the genuine bytes read back
        assertEquals(1_700_000_000_000L, get(fresh, "stamp"));
        bytes[1] = 0x20; // FIXED4: a long's tag can only say FIXED8
        assertThat(readFails(v2, bytes).getMessage()).contains("wire type 2 cannot hold this field");
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] all = new byte[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
