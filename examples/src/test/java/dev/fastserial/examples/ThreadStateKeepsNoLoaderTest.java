package dev.fastserial.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.fastserial.FastBytes;
import dev.fastserial.FastReader;
import dev.fastserial.FastTypes;
import dev.fastserial.FastWriter;
import java.lang.ref.WeakReference;
import java.net.URL;
import java.net.URLClassLoader;
import org.junit.jupiter.api.Test;

/**
 * The writer and reader a thread keeps for {@code FastBytes} and {@code FastTypes} hold the class they
 * last read only weakly (so that the next call naming it stores nothing), and nothing of its loader:
 * an application's classes, read on a server's pooled thread, can be unloaded after the call, as
 * when an application is redeployed.
 */
class ThreadStateKeepsNoLoaderTest {

    /** The examples' own classes again, from their own loader; fastserial's runtime from the parent's. */
    static final class ApplicationLoader extends URLClassLoader {
        ApplicationLoader(URL classes) {
            super(new URL[] {classes}, ThreadStateKeepsNoLoaderTest.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("dev.fastserial.examples.")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                return c != null ? c : findClass(name);
            }
        }
    }

    @Test
    void aBeanReadOnThisThreadDoesNotKeepItsLoaderAlive() throws Exception {
        WeakReference<ClassLoader> loader = readAndWriteThroughAnApplicationLoader();
        for (int i = 0; i < 50 && loader.get() != null; i++) {
            System.gc();
            Thread.sleep(10);
        }
        assertNull(loader.get(), "the application's loader is still reachable after the calls");
    }

    /** Every entry point that uses the thread's writer and reader, once, with the application's class. */
    private static WeakReference<ClassLoader> readAndWriteThroughAnApplicationLoader() throws Exception {
        URL classes = TwelveFieldBean.class.getProtectionDomain().getCodeSource().getLocation();
        ApplicationLoader application = new ApplicationLoader(classes);
        Class<?> type = application.loadClass(TwelveFieldBean.class.getName());
        assertNotSame(TwelveFieldBean.class, type, "the test needs the class from a loader of its own");
        Object bean = type.getConstructor().newInstance();

        Object copy = FastBytes.fromBytes(FastBytes.toBytes(bean), type);
        assertSame(type, copy.getClass());
        FastTypes types = FastTypes.standard();
        assertSame(type, types.fromBytes(types.toBytes(bean), application).getClass());
        byte[] two = new FastWriter().write(bean).write(bean).toByteArray();
        FastReader reader = new FastReader().reset(two);
        assertEquals(type, reader.read(type).getClass());
        return new WeakReference<>(application);
    }
}
