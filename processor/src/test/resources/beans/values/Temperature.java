package values;

import dev.fastserial.FastSerial;
import dev.fastserial.SerialConstructor;
import java.io.Serializable;

/** The marked constructor, one of two that take the fields, its parameters in another order than the fields. */
@FastSerial
public final class Temperature implements Serializable {
    final double kelvin;
    final boolean measured;

    @SerialConstructor
    Temperature(boolean measured, double kelvin) {
        this.kelvin = kelvin;
        this.measured = measured;
    }

    Temperature(double kelvin, boolean measured) {
        this(measured, kelvin);
    }

    public static Temperature celsius(double c) {
        return new Temperature(c + 273.15, true);
    }

    private Object writeReplace() { return new TemperatureExternalizer(this); }
}
