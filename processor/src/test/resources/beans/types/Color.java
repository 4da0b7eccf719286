package types;

public enum Color {
    RED, GREEN, BLUE {
        @Override public String toString() { return "blue, with a class body"; }
    }
}
