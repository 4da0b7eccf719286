package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static dev.fastserial.testing.Fields.get;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The direct path's serial filter on Java-serialized values (README, "The direct byte path"):
 * nesting deeper than 100 is refused, as are arrays claiming more elements than the bytes left
 * could hold; a filter the user sets through {@code FastReader.javaStreams} replaces these bounds.
 */
class DirectJavaFilterTest {
    static CompiledBeans beans;
    static Class<?> holder;

    @BeforeAll
    static void compile() {
        beans = CompiledBeans.compile(BeanSources.bean("jf", "Holder", "public class Holder implements Externalizable",
                "Object value;", "public Holder() {}"));
        holder = beans.load("jf.Holder");
    }

    /** Lists inside lists, {@code depth} deep: Java serialization's filter sees one level more per list. */
    private static List<Object> nested(int depth) {
        List<Object> list = new ArrayList<>(List.of("bottom"));
        for (int i = 1; i < depth; i++) {
            List<Object> outer = new ArrayList<>();
            outer.add(list);
            list = outer;
        }
        return list;
    }

    private static byte[] holding(Object value) throws Exception {
        Object h = holder.getConstructor().newInstance();
        set(h, "value", value);
        return FastBytes.toBytes(h);
    }

    @Test
    void javaSerializedValuesNestAtMostAHundredDeep() throws Exception {
        assertEquals(nested(90), get(FastBytes.fromBytes(holding(nested(90)), holder), "value"));
        InvalidClassException e = assertThrows(InvalidClassException.class,
                () -> FastBytes.fromBytes(holding(nested(110)), holder));
        assertThat(e.getMessage()).contains("REJECTED");
    }

    @Test
    void anArrayClaimingMoreElementsThanTheBytesLeftIsRefused() throws Exception {
        byte[] bytes = holding(new long[4]);
        // the array's length, an int just before its 32 bytes of elements: claim 2^20 elements
        int at = bytes.length - 32 - 4;
        assertEquals(4, bytes[at + 3]);
        bytes[at + 1] = 0x10;
        bytes[at + 3] = 0;
        InvalidClassException e = assertThrows(InvalidClassException.class, () -> FastBytes.fromBytes(bytes, holder));
        assertThat(e.getMessage()).contains("REJECTED");
    }

    @Test
    void aFilterOfTheUsersOwnReplacesTheBounds() throws Exception {
        byte[] bytes = holding(nested(110));
        Object read = new FastReader()
                .javaStreams(in -> in.setObjectInputFilter(info -> ObjectInputFilter.Status.ALLOWED))
                .reset(bytes).read(holder);
        assertEquals(nested(110), get(read, "value"));
        assertThrows(InvalidClassException.class, () -> new FastReader()
                .javaStreams(in -> in.setObjectInputFilter(info -> info.depth() > 50
                        ? ObjectInputFilter.Status.REJECTED : ObjectInputFilter.Status.UNDECIDED))
                .reset(holding(nested(60))).read(holder));
    }
}
