package shadow;

/** A user class in the bean's package that shadows java.lang's or java.util's Objects. */
public class Objects implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    public int userValue = 7;
}
