package dev.fastserial.processor.write;

import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The shape helpers built so far in one round, offered to the next beans: a {@code List<String>}
 * writer is the same method in every file that names it alike. A helper's spec depends on its
 * shape (the whole encoding), its name and the names of the helpers it calls, nothing else; a bean
 * whose registry would give all of those the same names takes the spec as it is, and the renderer
 * pastes its text, instead of building and rendering it again. The files are the same either way
 * ({@code SharedShapesTest} compares them with and without).
 */
final class SharedShapes {
    /**
     * A built helper.
     *
     * @param name its name, as its bean's registry gave it
     * @param spec what {@code body} built: a MethodSpec, or a FieldSpec for a constant
     * @param calls the shape helpers its body asked for, in order
     * @param fixed the wire helpers its body asked for
     */
    record Built(String name, Object spec, List<Call> calls, List<String> fixed) {}

    /**
     * One shape helper a body asked for: the registry's arguments, and the name it got there.
     *
     * @param key what the registry shares a helper by (it may leave out details of the shape)
     * @param shape what the helper's spec depends on
     */
    record Call(String direction, Object key, Object shape, String suggestedName, String name) {}

    private final Map<List<Object>, Built> built = new HashMap<>();
    private final Set<Object> specs = Collections.newSetFromMap(new IdentityHashMap<>());

    Built get(String direction, Object shape) {
        return built.get(List.of(direction, shape));
    }

    /** Keeps the first helper built for a shape (any later one is the same spec, or named otherwise). */
    void put(String direction, Object shape, Built helper) {
        if (built.putIfAbsent(List.of(direction, shape), helper) == null) {
            specs.add(helper.spec());
        }
    }

    /** Whether {@code spec} is one of these helpers, the same object in several files. */
    boolean isShared(Object spec) {
        return specs.contains(spec);
    }
}
