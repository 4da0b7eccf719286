package dev.fastserial.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeSpec;
import dev.fastserial.processor.write.wire.MemberSpecs;
import dev.fastserial.processor.write.wire.Templates;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The private helpers of one generated class, added on first use: fixed wire primitives copied
 * from {@code Wire.java}, and helpers for one shape of value (a {@code List<Player>}, an enum)
 * built here. Names never collide: the fixed ones are reserved before any shape is named.
 */
final class HelperRegistry {
    private final Templates templates = Templates.get();
    /** Helpers earlier beans of the round built; null: every helper is built here. */
    private final SharedShapes shared;
    private final Set<String> fixed = new LinkedHashSet<>();
    private final Map<Object, String> names = new HashMap<>();
    /** Shape helpers (methods, and constants: FieldSpecs) by group (a write/read pair together), in order of first use. */
    private final Map<Object, Map<Object, Object>> groups = new LinkedHashMap<>();
    /** A copy of the reserved names, made when the first shape helper is named (many beans have none). */
    private NameAllocator allocator;
    /** What the body being built asks for (for {@link #shared}); null outside a body. */
    private Recording recording;

    /** @param shared helpers built for earlier beans of the round, or null */
    HelperRegistry(SharedShapes shared) {
        this.shared = shared;
    }

    /** The names every generated class reserves, allocated once: each registry starts from a copy. */
    private static final class ReservedNames {
        static final NameAllocator ALLOCATOR = new NameAllocator();

        static {
            for (String reserved : new String[] {"writeExternal", "readExternal", "writeLevel", "readLevel", "readResolve",
                    "write", "read"}) {
                ALLOCATOR.newName(reserved, "reserved:" + reserved);
            }
            for (String name : Templates.get().names()) {
                ALLOCATOR.newName(name, "fixed:" + name);
            }
        }
    }

    /** The calls of one body, in order. */
    private static final class Recording {
        final List<SharedShapes.Call> calls = new ArrayList<>();
        final List<String> fixed = new ArrayList<>();
    }

    /** A member of Wire.java, copied into the generated class; returns its name. */
    String fixed(String name) {
        if (!templates.has(name)) {
            throw new IllegalArgumentException("Wire.java has no " + name);
        }
        fixed.add(name);
        if (recording != null) {
            recording.fixed.add(name);
        }
        return name;
    }

    /** {@link #shape(String, Object, Object, String, Function)} for a key that is the whole shape. */
    String shape(String direction, Object key, String suggestedName, Function<String, MethodSpec.Builder> body) {
        return shape(direction, key, key, suggestedName, body);
    }

    /**
     * The helper for one shape of value, built (with the helpers it calls) on first use, or taken
     * from {@link #shared} when it would come out the same here. The group is the key without its
     * write/read direction, so that a pair is emitted together.
     *
     * @param key the helper is shared within the class by this (the first use's body wins)
     * @param shape everything {@code body} depends on but the names: {@code key}, or more
     */
    String shape(String direction, Object key, Object shape, String suggestedName,
            Function<String, MethodSpec.Builder> body) {
        return member(direction, key, shape, suggestedName, name -> body.apply(name).build());
    }

    /**
     * A {@code private static final} field of the class for one shape of value (a generic type's
     * {@code FastForm}), built on first use like the shape helpers, and shared with them.
     */
    String constant(Object key, String suggestedName, Function<String, FieldSpec.Builder> body) {
        return member("constant", key, key, suggestedName, name -> body.apply(name).build());
    }

    private String member(String direction, Object key, Object shape, String suggestedName, Function<String, Object> body) {
        List<Object> fullKey = List.of(direction, key);
        String name = names.get(fullKey);
        if (name == null) {
            SharedShapes.Built built = shared == null ? null : shared.get(direction, shape);
            if (built != null && fits(fullKey, suggestedName, built, new HashMap<>())) {
                adopt(fullKey, key, built);
                name = built.name();
            } else {
                name = build(direction, key, shape, suggestedName, body);
            }
        }
        if (recording != null) {
            recording.calls.add(new SharedShapes.Call(direction, key, shape, suggestedName, name));
        }
        return name;
    }

    private String build(String direction, Object key, Object shape, String suggestedName,
            Function<String, Object> body) {
        List<Object> fullKey = List.of(direction, key);
        String name = allocator().newName(suggestedName, fullKey);
        names.put(fullKey, name);
        Map<Object, Object> group = groups.computeIfAbsent(key, g -> new LinkedHashMap<>());
        group.put(fullKey, null); // keeps first-use order while the body registers what it calls
        Recording outer = recording;
        Recording calls = shared == null ? null : new Recording();
        recording = calls;
        Object spec;
        try {
            spec = body.apply(name);
        } finally {
            recording = outer;
        }
        group.put(fullKey, spec);
        if (shared != null) {
            shared.put(direction, shape,
                    new SharedShapes.Built(name, spec, List.copyOf(calls.calls), List.copyOf(calls.fixed)));
        }
        return name;
    }

    /**
     * Whether {@code built}, and every helper it calls that is not here yet, would get here the
     * names it has: its suggested name, free in this class. {@code planned}: the names this check
     * has given so far. (A name an allocator gave is never a reserved one.)
     */
    private boolean fits(List<Object> fullKey, String suggestedName, SharedShapes.Built built,
            Map<List<Object>, String> planned) {
        if (!built.name().equals(suggestedName) || names.containsValue(suggestedName)
                || planned.containsValue(suggestedName)) {
            return false;
        }
        planned.put(fullKey, suggestedName);
        for (SharedShapes.Call call : built.calls()) {
            List<Object> calledKey = List.of(call.direction(), call.key());
            String here = names.containsKey(calledKey) ? names.get(calledKey) : planned.get(calledKey);
            if (here != null) {
                if (!here.equals(call.name())) {
                    return false;
                }
                continue;
            }
            SharedShapes.Built called = shared.get(call.direction(), call.shape());
            if (called == null || !called.name().equals(call.name())
                    || !fits(calledKey, call.suggestedName(), called, planned)) {
                return false;
            }
        }
        return true;
    }

    /** Registers {@code built} and what it calls as {@link #build} would have, in the same order. */
    private void adopt(List<Object> fullKey, Object key, SharedShapes.Built built) {
        String name = allocator().newName(built.name(), fullKey);
        if (!name.equals(built.name())) {
            throw new IllegalStateException("shared helper " + built.name() + " named " + name + " here");
        }
        names.put(fullKey, name);
        Map<Object, Object> group = groups.computeIfAbsent(key, g -> new LinkedHashMap<>());
        group.put(fullKey, null);
        for (SharedShapes.Call call : built.calls()) {
            List<Object> calledKey = List.of(call.direction(), call.key());
            if (!names.containsKey(calledKey)) {
                adopt(calledKey, call.key(), shared.get(call.direction(), call.shape()));
            }
        }
        fixed.addAll(built.fixed());
        group.put(fullKey, built.spec());
    }

    private NameAllocator allocator() {
        if (allocator == null) {
            allocator = ReservedNames.ALLOCATOR.clone();
        }
        return allocator;
    }

    static MethodSpec.Builder method(String name) {
        return MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE, Modifier.STATIC);
    }

    /** Shape helpers, then the fixed ones (and all they call), in Wire.java's order. */
    void addTo(TypeSpec.Builder type, ClassName generated) {
        List<MethodSpec> shapes = new ArrayList<>();
        for (Map<Object, Object> group : groups.values()) {
            for (Object spec : group.values()) {
                if (spec instanceof FieldSpec f) {
                    type.addField(f);
                } else {
                    shapes.add((MethodSpec) spec);
                }
            }
        }
        type.addMethods(shapes);
        new MemberSpecs(templates, generated).addTo(type, templates.closure(fixed));
    }
}
