package values;

/** Not @FastSerial: written by Java serialization as it is. */
public class SignedAmount extends Amount {
    private static final long serialVersionUID = 1L;
    final boolean negative;

    public SignedAmount(long value, boolean negative) {
        super(value);
        this.negative = negative;
    }
}
