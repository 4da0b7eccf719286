package dev.fastserial.examples.plain;

/** The article's TestClass with default Java serialization. */
public final class TestClass extends TestBaseClass {
    private static final long serialVersionUID = 1L;

    int m_int;
    Object m_object1;
    Object m_object2;
    Object[] m_objects;

    public TestClass() {
        m_int = 4;

        m_object1 = new TestBaseClass();
        m_object2 = m_object1;

        m_objects = new Object[m_int];
        for (int i = 0; i < m_objects.length; ++i) {
            m_objects[i] = new TestBaseClass();
        }
    }
}
