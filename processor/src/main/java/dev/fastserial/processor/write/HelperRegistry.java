package dev.fastserial.processor.write;

import com.squareup.javapoet.ClassName;
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
    private final Set<String> fixed = new LinkedHashSet<>();
    private final Map<Object, String> names = new HashMap<>();
    /** Shape helpers by group (a write/read pair together), in order of first use. */
    private final Map<Object, Map<Object, MethodSpec>> groups = new LinkedHashMap<>();
    /** A copy of the reserved names, made when the first shape helper is named (many beans have none). */
    private NameAllocator allocator;

    /** The names every generated class reserves, allocated once: each registry starts from a copy. */
    private static final class ReservedNames {
        static final NameAllocator ALLOCATOR = new NameAllocator();

        static {
            for (String reserved : new String[] {"writeExternal", "readExternal", "readResolve", "write", "read"}) {
                ALLOCATOR.newName(reserved, "reserved:" + reserved);
            }
            for (String name : Templates.get().names()) {
                ALLOCATOR.newName(name, "fixed:" + name);
            }
        }
    }

    /** A member of Wire.java, copied into the generated class; returns its name. */
    String fixed(String name) {
        if (!templates.has(name)) {
            throw new IllegalArgumentException("Wire.java has no " + name);
        }
        fixed.add(name);
        return name;
    }

    /**
     * The helper for one shape of value, built (with the helpers it calls) on first use. The group
     * is the key without its write/read direction, so that a pair is emitted together.
     */
    String shape(String direction, Object key, String suggestedName, Function<String, MethodSpec.Builder> body) {
        List<Object> fullKey = List.of(direction, key);
        String existing = names.get(fullKey);
        if (existing != null) {
            return existing;
        }
        if (allocator == null) {
            allocator = ReservedNames.ALLOCATOR.clone();
        }
        String name = allocator.newName(suggestedName, fullKey);
        names.put(fullKey, name);
        Map<Object, MethodSpec> group = groups.computeIfAbsent(key, g -> new LinkedHashMap<>());
        group.put(fullKey, null); // keeps first-use order while the body registers what it calls
        group.put(fullKey, body.apply(name).build());
        return name;
    }

    static MethodSpec.Builder method(String name) {
        return MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE, Modifier.STATIC);
    }

    /** Shape helpers, then the fixed ones (and all they call), in Wire.java's order. */
    void addTo(TypeSpec.Builder type, ClassName generated) {
        List<MethodSpec> shapes = new ArrayList<>();
        for (Map<Object, MethodSpec> group : groups.values()) {
            shapes.addAll(group.values());
        }
        type.addMethods(shapes);
        new MemberSpecs(templates, generated).addTo(type, templates.closure(fixed));
    }
}
