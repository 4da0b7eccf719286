package types;

import dev.fastserial.FastSerial;
import dev.fastserial.NonNull;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Date;
import java.util.List;

/** One field of every type of the core table, direct and through accessors, nullable and not. */
@FastSerial
public class AllTypes implements Externalizable {
    private static final long serialVersionUID = 1L;
    static int notWritten = 7;
    transient String alsoNotWritten = "transient";

    boolean aBoolean;
    byte aByte;
    short aShort;
    char aChar;
    int anInt;
    long aLong;
    float aFloat;
    double aDouble;

    Boolean boxedBoolean;
    Byte boxedByte;
    Short boxedShort;
    Character boxedChar;
    Integer boxedInt;
    Long boxedLong;
    Float boxedFloat;
    Double boxedDouble;

    String string;
    Color color;
    Date date;
    Point point;
    Node node;

    Object anything;
    Serializable serializable;
    BigDecimal decimal;
    List<String> list;
    int[] ints;

    @NonNull String requiredString = "";
    @NonNull Integer requiredInt = 0;
    @NonNull Date requiredDate = new Date(0);
    @NonNull Boolean requiredFlag = false;

    private String privateString;
    private long privateLong;
    private boolean privateFlag;

    public AllTypes() {
    }

    public String getPrivateString() { return privateString; }
    public void setPrivateString(String v) { privateString = v; }
    public long getPrivateLong() { return privateLong; }
    public void setPrivateLong(long v) { privateLong = v; }
    public boolean isPrivateFlag() { return privateFlag; }
    public void setPrivateFlag(boolean v) { privateFlag = v; }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        AllTypesExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        AllTypesExternalizer.readExternal(this, in);
    }
}
