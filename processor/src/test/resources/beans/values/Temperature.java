package values;

import dev.fastserial.FastSerial;
import dev.fastserial.SerialConstructor;
import java.io.Serializable;

/** The marked constructor's parameters are the fields' types in declaration order, under other names. */
@FastSerial
public final class Temperature implements Serializable {
    final double kelvin;
    final boolean measured;

    @SerialConstructor
    Temperature(double degreesKelvin, boolean wasMeasured) {
        this.kelvin = degreesKelvin;
        this.measured = wasMeasured;
    }

    public static Temperature celsius(double c) {
        return new Temperature(c + 273.15, true);
    }

    private Object writeReplace() { return new TemperatureExternalizer(this); }
}
