package dev.fastserial.processor;

import static dev.fastserial.testing.DeepEquals.assertDeepEquals;
import static dev.fastserial.testing.Fields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.fastserial.testing.DataObjectInput;
import dev.fastserial.testing.DataObjectOutput;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Design section 4: reading consumes exactly what writing produced on any ObjectOutput/ObjectInput,
 * and beans without fallback fields need nothing but the DataOutput methods (the streams used here
 * throw on writeObject/readObject).
 */
class NonJdkStreamsTest {

    @Test
    void plainBeansNeedOnlyDataOutputAndReadBackExactly() throws Exception {
        CompiledBeans beans = CompiledBeans.compileResources(
                "beans/hierarchy/Animal.java", "beans/hierarchy/Dog.java", "beans/hierarchy/Puppy.java",
                "beans/types/Point.java", "beans/types/Point3.java", "beans/types/Color.java",
                "beans/families/Values.java");
        Object puppy = beans.newInstance("hierarchy.Puppy");
        set(puppy, "name", "Bit");
        set(puppy, "legs", 4);
        set(puppy, "breed", "beagle");
        set(puppy, "born", new Date(99));
        Object values = beans.newInstance("families.Values");
        set(values, "localDate", LocalDate.of(2026, 11, 21));
        set(values, "bigDecimal", new BigDecimal("1.50"));
        set(values, "prices", new TreeMap<>(Map.of(LocalDate.of(2026, 1, 1), BigDecimal.TEN)));
        set(values, "instants", new ArrayList<>(List.of()));

        for (Object bean : List.of(puppy, values)) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataObjectOutput out = new DataObjectOutput(bytes);
            ((Externalizable) bean).writeExternal(out);
            out.writeInt(0x5EA1ED);
            out.flush();
            DataObjectInput in = new DataObjectInput(new ByteArrayInputStream(bytes.toByteArray()));
            Externalizable copy = (Externalizable) beans.newInstance(bean.getClass().getName());
            copy.readExternal(in);
            assertEquals(0x5EA1ED, in.readInt(), "the next value starts right where the bean ended");
            assertEquals(-1, in.read());
            assertDeepEquals(bean, copy);
        }
    }
}
