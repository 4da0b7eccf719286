package hostile;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/** One field per length-prefixed shape, each of which a hostile stream may claim to be huge. */
@FastSerial
public class Lengths implements Externalizable {
    private static final long serialVersionUID = 1L;

    @dev.fastserial.NonNull String text = "";
    @dev.fastserial.NonNull byte[] bytes = {};
    @dev.fastserial.NonNull int[] ints = {};
    @dev.fastserial.NonNull boolean[] flags = {};
    @dev.fastserial.NonNull String[] strings = {};
    @dev.fastserial.NonNull List<String> list = new java.util.ArrayList<>();
    @dev.fastserial.NonNull Map<String, Long> map = new java.util.HashMap<>();
    @dev.fastserial.NonNull BigInteger big = BigInteger.ONE;

    public Lengths() {
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException {
        LengthsExternalizer.writeExternal(this, out);
    }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        LengthsExternalizer.readExternal(this, in);
    }
}
