package values;

public enum Kind { SMALL, LARGE }
