package values;

public interface Shape {
    double area();
}
