package dev.fastserial.examples.handwritten;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/**
 * The base class of "Into the mist of serialization myths" written by hand in the efficient
 * Externalizable style: primitives written directly, the string with a null flag, arrays as a
 * count (-1 for null) and then their elements. {@link TestClass} calls this class's methods first,
 * the way the articles recommend when you own the base class.
 */
public class TestBaseClass implements Externalizable {
    private static final long serialVersionUID = 1L;

    byte m_byte;
    short m_short;
    long m_long;
    float m_float;
    double m_double;
    char m_char;
    boolean m_boolean;
    int m_int;
    int[] m_ints;
    String m_string;
    String[] m_strings;

    public TestBaseClass() {
        m_byte = (byte) 1;
        m_short = (short) 2;
        m_long = 3L;
        m_float = 4.0F;
        m_double = 5.0;
        m_char = '6';
        m_boolean = true;
        m_int = 8;
        m_string = "some string";

        m_ints = new int[m_int];
        for (int i = 0; i < m_ints.length; ++i) {
            m_ints[i] = m_int;
        }
        m_strings = new String[m_int];
        for (int i = 0; i < m_strings.length; ++i) {
            m_strings[i] = "string value #" + i;
        }
    }

    public int getInt() {
        return m_int;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        out.writeByte(m_byte);
        out.writeShort(m_short);
        out.writeLong(m_long);
        out.writeFloat(m_float);
        out.writeDouble(m_double);
        out.writeChar(m_char);
        out.writeBoolean(m_boolean);
        out.writeInt(m_int);
        if (m_ints == null) {
            out.writeInt(-1);
        } else {
            out.writeInt(m_ints.length);
            for (int value : m_ints) {
                out.writeInt(value);
            }
        }
        HandWritten.writeString(out, m_string);
        if (m_strings == null) {
            out.writeInt(-1);
        } else {
            out.writeInt(m_strings.length);
            for (String value : m_strings) {
                HandWritten.writeString(out, value);
            }
        }
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        m_byte = in.readByte();
        m_short = in.readShort();
        m_long = in.readLong();
        m_float = in.readFloat();
        m_double = in.readDouble();
        m_char = in.readChar();
        m_boolean = in.readBoolean();
        m_int = in.readInt();
        int count = HandWritten.readCount(in);
        if (count < 0) {
            m_ints = null;
        } else {
            m_ints = new int[count];
            for (int i = 0; i < count; i++) {
                m_ints[i] = in.readInt();
            }
        }
        m_string = HandWritten.readString(in);
        count = HandWritten.readCount(in);
        if (count < 0) {
            m_strings = null;
        } else {
            m_strings = new String[count];
            for (int i = 0; i < count; i++) {
                m_strings[i] = HandWritten.readString(in);
            }
        }
    }
}
