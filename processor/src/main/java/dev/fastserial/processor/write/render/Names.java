package dev.fastserial.processor.write.render;

import com.squareup.javapoet.ClassName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How a class is spelled at one point of a generated file, by JavaPoet's rules
 * ({@code CodeWriter.lookupName}): a type variable of that name forces the qualified name; else
 * the shortest suffix that the enclosing types' nested classes, the file's own class or an
 * import resolve to it; else, if a shorter suffix resolves to another class, the qualified name;
 * else the package-relative name in the file's own package; else the qualified name, and the
 * class is a candidate import.
 *
 * <p>The first pass ({@link #collecting}) has no imports and gathers the candidates, the first
 * class of a simple name winning, less the simple names the file's own package uses; the second
 * pass spells every class with those imports. One pass ({@link #claiming}) does both at once: each
 * class is spelled with the imports gathered up to it, which is how the second pass spells it too,
 * unless a class of the file's own package later takes a simple name an import had: then
 * {@link #invalidated()}, and the file needs the two passes.
 */
final class Names {
    /** One enclosing type: its name and its nested types' simple names (none while its header is written). */
    private record Scope(String name, Set<String> nested) {}

    private final String packageName;
    private final Set<String> alwaysQualify;
    /** The collecting pass, the writing pass with the imports known, or both at once. */
    private enum Mode { COLLECTING, IMPORTING, CLAIMING }

    private final Mode mode;
    private final Map<String, ClassName> imports;
    private boolean invalidated;
    private final List<Scope> types = new ArrayList<>();
    private final Map<String, Integer> typeVariables = new HashMap<>();
    private final Map<String, ClassName> importable = new LinkedHashMap<>();
    private final Set<String> referenced = new LinkedHashSet<>();

    private Names(String packageName, Set<String> alwaysQualify, Mode mode, Map<String, ClassName> imports) {
        this.packageName = packageName;
        this.alwaysQualify = alwaysQualify;
        this.mode = mode;
        this.imports = imports;
    }

    static Names collecting(String packageName, Set<String> alwaysQualify) {
        return new Names(packageName, alwaysQualify, Mode.COLLECTING, Map.of());
    }

    static Names importing(String packageName, Set<String> alwaysQualify, Map<String, ClassName> imports) {
        return new Names(packageName, alwaysQualify, Mode.IMPORTING, imports);
    }

    /** Both passes in one: {@link #suggestedImports()} at the end, unless {@link #invalidated()}. */
    static Names claiming(String packageName, Set<String> alwaysQualify) {
        return new Names(packageName, alwaysQualify, Mode.CLAIMING, Map.of());
    }

    /** Whether a class was spelled with an import that the file turned out not to have. */
    boolean invalidated() {
        return invalidated;
    }

    void pushType(String name, Set<String> nested) {
        types.add(new Scope(name, nested));
    }

    void popType() {
        types.remove(types.size() - 1);
    }

    /** Depth of the type being written: 1 inside the file's own class. */
    int depth() {
        return types.size();
    }

    void addTypeVariable(String name) {
        typeVariables.merge(name, 1, Integer::sum);
    }

    void removeTypeVariable(String name) {
        Integer count = typeVariables.get(name);
        if (count == null || count == 0) {
            throw new IllegalStateException(name + " is not in scope");
        }
        typeVariables.put(name, count - 1);
    }

    /** How {@code className} is spelled here; in Javadoc a class is never a candidate import. */
    String spell(ClassName className, boolean javadoc) {
        if (mode == Mode.CLAIMING) {
            int before = referenced.size();
            spell(className, javadoc, true); // what the collecting pass gathers here
            if (referenced.size() > before && importable.containsKey(className.topLevelClassName().simpleName())) {
                invalidated = true;
            }
        }
        return spell(className, javadoc, mode == Mode.COLLECTING);
    }

    /** @param gathering as the collecting pass: without imports, noting the candidates */
    private String spell(ClassName className, boolean javadoc, boolean gathering) {
        String canonical = className.canonicalName();
        ClassName topLevel = className.topLevelClassName();
        if (typeVariables.getOrDefault(topLevel.simpleName(), 0) > 0) {
            return canonical;
        }
        boolean resolved = false;
        for (ClassName c = className; c != null; c = c.enclosingClassName()) {
            String found = resolve(c.simpleName(), gathering);
            resolved = found != null;
            if (found != null && found.equals(c.canonicalName())) {
                return canonical.substring(c.canonicalName().length() - c.simpleName().length());
            }
        }
        if (resolved) {
            return canonical;
        }
        String classPackage = className.packageName();
        if (packageName.equals(classPackage)) {
            if (gathering) {
                referenced.add(topLevel.simpleName());
            }
            return classPackage.isEmpty() ? canonical : canonical.substring(classPackage.length() + 1);
        }
        if (gathering && !javadoc && !classPackage.isEmpty() && !alwaysQualify.contains(className.simpleName())) {
            importable.putIfAbsent(topLevel.simpleName(), topLevel); // on a clash the first use wins
        }
        return canonical;
    }

    /** The canonical name {@code simpleName} refers to here, or null. */
    private String resolve(String simpleName, boolean gathering) {
        for (int i = types.size() - 1; i >= 0; i--) {
            if (types.get(i).nested().contains(simpleName)) {
                StringBuilder name = new StringBuilder(packageName);
                for (int j = 0; j <= i; j++) {
                    if (name.length() > 0) {
                        name.append('.');
                    }
                    name.append(types.get(j).name());
                }
                return name.append('.').append(simpleName).toString();
            }
        }
        if (!types.isEmpty() && types.get(0).name().equals(simpleName)) {
            return packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
        }
        ClassName imported = gathering ? null : mode == Mode.CLAIMING ? claimed(simpleName) : imports.get(simpleName);
        return imported == null ? null : imported.canonicalName();
    }

    /** The import of {@code simpleName} so far: {@link #suggestedImports()} as it stands. */
    private ClassName claimed(String simpleName) {
        return referenced.contains(simpleName) ? null : importable.get(simpleName);
    }

    /** After the first pass: the imports, by simple name. */
    Map<String, ClassName> suggestedImports() {
        Map<String, ClassName> result = new LinkedHashMap<>(importable);
        result.keySet().removeAll(referenced);
        return result;
    }
}
