package dev.fastserial.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The processor's work grows linearly with the beans, shown by counting (never timing) its calls
 * into javac's {@link Elements} and {@link Types} for a shape and for the same shape twice as
 * large: no method may be called more than about twice as often. Shapes that once made the reading
 * stage quadratic: a chain of beans each extending and holding the one before it (every bean's
 * superclasses and everything it reaches were walked again for each bean), and many beans in one
 * package.
 */
class ReaderScalingTest {

    @Test
    void aChainOfBeansCostsLinearly() {
        assertLinear("a chain of 20 and of 40 beans", chain(20), chain(40));
    }

    @Test
    void manyBeansInOnePackageCostLinearly() {
        assertLinear("a ring of 30 and of 60 beans in one package", flat(30), flat(60));
    }

    @Test
    void aWideBeanCostsLinearlyInItsFields() {
        assertLinear("one bean of 80 and of 160 fields", wide(80), wide(160));
    }

    /** Every call into Elements and Types grows at most 2.2 times (plus a constant) when the input doubles. */
    private static void assertLinear(String what, JavaFileObject[] small, JavaFileObject[] large) {
        Map<String, Integer> before = calls(small);
        Map<String, Integer> after = calls(large);
        System.out.printf("ReaderScalingTest, %s: calls into Elements and Types %s -> %s%n", what, before, after);
        List<String> superlinear = new ArrayList<>();
        after.forEach((method, n) -> {
            int was = before.getOrDefault(method, 0);
            if (n > 2.2 * was + 10) {
                superlinear.add(method + ": " + was + " -> " + n);
            }
        });
        assertThat(superlinear).isEmpty();
    }

    /** {@code Link0 <- Link1 <- ...}: each extends the one before and holds it in a field. */
    private static JavaFileObject[] chain(int length) {
        JavaFileObject[] sources = new JavaFileObject[length];
        for (int i = 0; i < length; i++) {
            String header = "public class Link" + i + (i > 0 ? " extends Link" + (i - 1) : "") + " implements Externalizable";
            sources[i] = i == 0
                    ? BeanSources.bean("chain", "Link0", header, "String name0;", "public Link0() {}")
                    : BeanSources.bean("chain", "Link" + i, header, "String name" + i + ";",
                            "Link" + (i - 1) + " previous" + i + ";", "public Link" + i + "() {}");
        }
        return sources;
    }

    /** Beans in one package, each holding the next one's type. */
    private static JavaFileObject[] flat(int count) {
        JavaFileObject[] sources = new JavaFileObject[count];
        for (int i = 0; i < count; i++) {
            sources[i] = BeanSources.bean("flat", "Item" + i, "public class Item" + i + " implements Externalizable",
                    "String name;", "private int count;", "public int getCount() { return count; }",
                    "public void setCount(int count) { this.count = count; }",
                    "Item" + ((i + 1) % count) + " next;", "public Item" + i + "() {}");
        }
        return sources;
    }

    /** One bean of {@code fields} fields, every fifth private with a getter and setter. */
    private static JavaFileObject[] wide(int fields) {
        return new JavaFileObject[] {
            JavaFileObjects.forSourceString("perf.Color", "package perf; public enum Color { RED, GREEN, BLUE }"),
            JavaFileObjects.forSourceString("perf.wide.Wide", PerfBeans.wideSource(fields)),
        };
    }

    /** How often the processor called each method of Elements and Types while compiling {@code sources}. */
    private static Map<String, Integer> calls(JavaFileObject... sources) {
        Map<String, Integer> counts = new TreeMap<>();
        Compilation compilation = javac().withProcessors(new Counting(new FastSerialProcessor(), counts)).compile(sources);
        assertThat(compilation).succeeded();
        assertThat(counts).isNotEmpty();
        return counts;
    }

    /** Runs a processor whose Elements and Types count their calls. */
    private static final class Counting extends AbstractProcessor {
        private final Processor delegate;
        private final Map<String, Integer> counts;

        Counting(Processor delegate, Map<String, Integer> counts) {
            this.delegate = delegate;
            this.counts = counts;
        }

        @Override
        public synchronized void init(ProcessingEnvironment env) {
            super.init(env);
            Elements elements = counting(Elements.class, env.getElementUtils(), "Elements.");
            Types types = counting(Types.class, env.getTypeUtils(), "Types.");
            delegate.init(forwarding(ProcessingEnvironment.class, env, (method, args) ->
                    method.getName().equals("getElementUtils") ? elements
                            : method.getName().equals("getTypeUtils") ? types : NOT_HANDLED));
        }

        private <T> T counting(Class<T> type, T target, String prefix) {
            return forwarding(type, target, (method, args) -> {
                counts.merge(prefix + method.getName(), 1, Integer::sum);
                return NOT_HANDLED;
            });
        }

        private static final Object NOT_HANDLED = new Object();

        private interface Handler {
            Object handle(java.lang.reflect.Method method, Object[] args);
        }

        private static <T> T forwarding(Class<T> type, T target, Handler handler) {
            return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
                Object handled = handler.handle(method, args);
                if (handled != NOT_HANDLED) {
                    return handled;
                }
                try {
                    return method.invoke(target, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            }));
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return delegate.getSupportedAnnotationTypes();
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return delegate.getSupportedSourceVersion();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            return delegate.process(annotations, round);
        }
    }
}
