package dev.fastserial.examples;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/**
 * The base class of "Into the mist of serialization myths": one field of every primitive type, an
 * int array, a string and a string array. (The article's fields are final; readExternal must
 * assign them, so here they are not.)
 */
@FastSerial
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
        TestBaseClassExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        TestBaseClassExternalizer.readExternal(this, in);
    }
}
