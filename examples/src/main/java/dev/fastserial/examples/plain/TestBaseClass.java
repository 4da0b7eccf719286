package dev.fastserial.examples.plain;

import java.io.Serializable;

/** The article's TestBaseClass with default Java serialization. */
public class TestBaseClass implements Serializable {
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
}
