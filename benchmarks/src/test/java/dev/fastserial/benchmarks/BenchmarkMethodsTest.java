package dev.fastserial.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.benchmarks.redis.RedisValues;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * So that the benchmarks never rot, without running JMH in the test command: every benchmark
 * method of the suite, for every combination of its {@code @Param}s, called once on a state set
 * up as JMH sets it up ({@code @Setup}, then the method, then {@code @TearDown}), and its result
 * checked. The real harness runs them in {@code BenchmarkSmokeTest}, with
 * {@code -Dfastserial.jmh=true} (docs/performance.md).
 */
class BenchmarkMethodsTest {

    @Test
    void everyBenchmarkMethodRunsOnceForEveryParameterCombination() throws Exception {
        Map<String, Integer> calls = new TreeMap<>();
        for (Class<?> benchmark : List.of(PerMessage.class, Streaming.class, ModernValues.class, RedisValues.class)) {
            calls.put(benchmark.getSimpleName(), runAll(benchmark));
        }
        int perModelAndVariant = 3; // serialize, deserialize, roundTrip
        assertEquals(perModelAndVariant * Model.values().length * Variant.values().length, calls.get("PerMessage"));
        assertEquals(perModelAndVariant * Model.values().length * Variant.values().length, calls.get("Streaming"));
        assertEquals(4 * 4, calls.get("ModernValues")); // roundTrip: 4 shapes, 4 serializers
        assertEquals(2 * 2 * 4, calls.get("RedisValues")); // serialize, deserialize: 2 models, 4 formats
    }

    /** Every benchmark method of {@code type} on every combination of its parameters; how many calls. */
    private static int runAll(Class<?> type) throws Exception {
        List<Field> params = new ArrayList<>();
        for (Field f : type.getFields()) {
            if (f.isAnnotationPresent(Param.class)) {
                params.add(f);
            }
        }
        List<Method> benchmarks = annotated(type, Benchmark.class);
        assertTrue(!params.isEmpty() && !benchmarks.isEmpty(), type.getName());
        int calls = 0;
        for (List<String> combination : combinations(params, 0)) {
            for (Method benchmark : benchmarks) {
                Object state = type.getConstructor().newInstance();
                for (int i = 0; i < params.size(); i++) {
                    set(state, params.get(i), combination.get(i));
                }
                String what = type.getSimpleName() + "." + benchmark.getName() + " " + combination;
                try {
                    invokeAll(state, annotated(type, Setup.class));
                    Object result = benchmark.invoke(state);
                    assertNotNull(result, what);
                    if (result instanceof Integer size) {
                        assertTrue(size > 0, what);
                    }
                    invokeAll(state, annotated(type, TearDown.class));
                } catch (InvocationTargetException e) {
                    throw new AssertionError(what + " threw", e.getCause());
                }
                calls++;
            }
        }
        return calls;
    }

    private static List<List<String>> combinations(List<Field> params, int from) {
        List<List<String>> all = new ArrayList<>();
        if (from == params.size()) {
            all.add(new ArrayList<>());
            return all;
        }
        for (String value : params.get(from).getAnnotation(Param.class).value()) {
            for (List<String> rest : combinations(params, from + 1)) {
                rest.add(0, value);
                all.add(rest);
            }
        }
        return all;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void set(Object state, Field field, String value) throws IllegalAccessException {
        Class<?> type = field.getType();
        field.set(state, type.isEnum() ? Enum.valueOf((Class<Enum>) type, value) : type == int.class
                ? Integer.parseInt(value) : value);
    }

    private static List<Method> annotated(Class<?> type, Class<? extends java.lang.annotation.Annotation> annotation) {
        List<Method> methods = new ArrayList<>();
        for (Method m : type.getMethods()) {
            if (m.isAnnotationPresent(annotation)) {
                methods.add(m);
            }
        }
        methods.sort(java.util.Comparator.comparing(Method::getName));
        return methods;
    }

    private static void invokeAll(Object state, List<Method> methods) throws Exception {
        for (Method m : methods) {
            m.invoke(state);
        }
    }
}
