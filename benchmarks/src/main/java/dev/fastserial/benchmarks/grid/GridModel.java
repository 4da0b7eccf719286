package dev.fastserial.benchmarks.grid;

import dev.fastserial.examples.Samples;
import java.util.function.Supplier;

/** The beans put into the data grid: the Employee with its supervisor cycle, the Message, and the 12-field bean. */
public enum GridModel {
    EMPLOYEE("Employee", Samples::employee, Samples::employeePlain),
    MESSAGE("Message", Samples::message, Samples::messagePlain),
    /** 3 Long, 3 Double, 3 String, 3 Date: small values, a long class name ({@code dev.fastserial.examples.TwelveFieldBean}). */
    TWELVE_FIELDS("TwelveFieldBean", Samples::twelveFields, Samples::twelveFieldsPlain);

    private final String title;
    private final Supplier<Object> bean;
    private final Supplier<Object> plain;

    GridModel(String title, Supplier<Object> bean, Supplier<Object> plain) {
        this.title = title;
        this.bean = bean;
        this.plain = plain;
    }

    public String title() {
        return title;
    }

    /** A new {@code @FastSerial} sample. */
    public Object bean() {
        return bean.get();
    }

    /** A new plain {@code Serializable} twin with the same values. */
    public Object plain() {
        return plain.get();
    }
}
