package dev.fastserial.examples;

import dev.fastserial.FastSerial;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;

/**
 * The subclass of "Into the mist of serialization myths": its own {@code m_int} (hiding the
 * base class's), two Object fields that share one instance, and an Object array. The base
 * class's externalizer writes the base fields first (superclass chaining); the Object fields go
 * through writeObject, so the shared reference stays shared.
 */
@FastSerial
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
        TestClassExternalizer.writeExternal(this, out);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        TestClassExternalizer.readExternal(this, in);
    }
}
