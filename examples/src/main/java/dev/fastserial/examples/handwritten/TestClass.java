package dev.fastserial.examples.handwritten;

import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/**
 * The subclass of "Into the mist of serialization myths" written by hand: the base class's fields
 * first (super.writeExternal), then its own. The two Object fields and the Object array's
 * elements go through writeObject, so the instance the two fields share stays shared.
 */
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

    public Object getObject1() {
        return m_object1;
    }

    public Object getObject2() {
        return m_object2;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        super.writeExternal(out);
        out.writeInt(m_int);
        out.writeObject(m_object1);
        out.writeObject(m_object2);
        if (m_objects == null) {
            out.writeInt(-1);
        } else {
            out.writeInt(m_objects.length);
            for (Object value : m_objects) {
                out.writeObject(value);
            }
        }
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        super.readExternal(in);
        m_int = in.readInt();
        m_object1 = in.readObject();
        m_object2 = in.readObject();
        int count = HandWritten.readCount(in);
        if (count < 0) {
            m_objects = null;
        } else {
            m_objects = new Object[count];
            for (int i = 0; i < count; i++) {
                m_objects[i] = in.readObject();
            }
        }
    }
}
