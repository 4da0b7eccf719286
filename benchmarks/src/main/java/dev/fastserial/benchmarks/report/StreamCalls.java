package dev.fastserial.benchmarks.report;

import dev.fastserial.benchmarks.Model;
import dev.fastserial.benchmarks.Variant;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;

/**
 * How many times a sample's own writeExternal/readExternal calls into the stream (a writeObject
 * counts once; what the JDK then does for that object is not counted). Once the stream exists,
 * each such call is a large part of the cost (ObjectOutputStream's block-data checks and copies),
 * so this deterministic count explains time ratios that a noisy machine blurs.
 */
final class StreamCalls {
    private StreamCalls() {}

    /**
     * {writes, reads} for one sample of an Externalizable variant, or of a {@code @FastSerial}
     * record (its generated externalizer's static write and read).
     */
    static int[] count(Model model, Variant variant) throws Exception {
        Object sample = variant.sample(model);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutputStream realOut = new ObjectOutputStream(bytes);
        int[] writes = {0};
        ObjectOutput out = (ObjectOutput) Proxy.newProxyInstance(StreamCalls.class.getClassLoader(),
                new Class<?>[] {ObjectOutput.class}, (proxy, method, args) -> {
                    writes[0]++;
                    return invoke(method, realOut, args);
                });
        java.lang.reflect.Method valueRead = null;
        if (sample instanceof Externalizable bean) {
            bean.writeExternal(out);
        } else { // a record: the proxy's static methods, as inline in another @FastSerial type
            String name = sample.getClass().getName(); // a nested Outer$Inner has Outer_InnerExternalizer (design.md 1)
            int dot = name.lastIndexOf('.');
            Class<?> externalizer = Class.forName(name.substring(0, dot + 1) + name.substring(dot + 1).replace('$', '_')
                    + "Externalizer", true, sample.getClass().getClassLoader());
            externalizer.getMethod("write", sample.getClass(), ObjectOutput.class).invoke(null, sample, out);
            valueRead = externalizer.getMethod("read", ObjectInput.class);
        }
        realOut.flush();
        ObjectInputStream realIn = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        int[] reads = {0};
        ObjectInput in = (ObjectInput) Proxy.newProxyInstance(StreamCalls.class.getClassLoader(),
                new Class<?>[] {ObjectInput.class}, (proxy, method, args) -> {
                    reads[0]++;
                    return invoke(method, realIn, args);
                });
        if (valueRead != null) {
            valueRead.invoke(null, in);
        } else {
            Externalizable copy = (Externalizable) sample.getClass().getConstructor().newInstance();
            copy.readExternal(in);
        }
        return new int[] {writes[0], reads[0]};
    }

    private static Object invoke(java.lang.reflect.Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
