package values;

import dev.fastserial.FastSerial;
import java.io.Serializable;

/** A record implementing an interface, held in fields of the interface's type. */
@FastSerial
public record Circle(Point center, double radius) implements Shape, Serializable, Comparable<Circle> {
    @Override public double area() {
        return Math.PI * radius * radius;
    }

    @Override public int compareTo(Circle other) {
        return Double.compare(radius, other.radius);
    }

    private Object writeReplace() { return new CircleExternalizer(this); }
}
