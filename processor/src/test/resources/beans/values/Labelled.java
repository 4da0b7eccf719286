package values;

/** A superclass fastserial does not own: its final field is written by the subclass's externalizer. */
public abstract class Labelled {
    private final String label;

    protected Labelled(String label) {
        this.label = label;
    }

    public String getLabel() {
        return label;
    }
}
