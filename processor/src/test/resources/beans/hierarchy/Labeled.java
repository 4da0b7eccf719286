package hierarchy;

/** A superclass whose field Sticker hides with its own 'label'. */
public class Labeled {
    String label;
}
