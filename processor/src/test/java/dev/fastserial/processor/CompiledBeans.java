package dev.fastserial.processor;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Beans compiled with the processor inside a test, loaded into their own class loader, plus
 * reflection helpers to fill and read their fields.
 */
public final class CompiledBeans {
    private final Compilation compilation;
    private final Map<String, byte[]> classes;
    private final ClassLoader loader;

    private CompiledBeans(Compilation compilation) {
        this.compilation = compilation;
        this.classes = classFiles(compilation);
        this.loader = new BytesClassLoader(classes, CompiledBeans.class.getClassLoader());
    }

    /** Compiles test resources (e.g. {@code "beans/types/AllTypes.java"}); fails on any error. */
    public static CompiledBeans compileResources(String... resources) {
        JavaFileObject[] sources = Arrays.stream(resources).map(JavaFileObjects::forResource).toArray(JavaFileObject[]::new);
        return compile(sources);
    }

    public static CompiledBeans compile(JavaFileObject... sources) {
        return compile(List.of(), sources);
    }

    /** With more javac options, e.g. {@code -Afastserial.lock=FILE}. */
    public static CompiledBeans compile(List<String> options, JavaFileObject... sources) {
        List<String> all = new java.util.ArrayList<>(List.of("-Xlint:all", "-Xlint:-processing", "-Xlint:-serial"));
        all.addAll(options);
        Compilation compilation = javac()
                .withProcessors(new FastSerialProcessor())
                .withOptions(all)
                .compile(sources);
        return of(compilation);
    }

    /** The classes of a compilation made elsewhere (e.g. without the processor), which must have succeeded. */
    public static CompiledBeans of(Compilation compilation) {
        if (compilation.status() != Compilation.Status.SUCCESS) {
            throw new AssertionError("compilation failed:\n" + compilation.diagnostics().stream()
                    .map(Object::toString).collect(Collectors.joining("\n")));
        }
        return new CompiledBeans(compilation);
    }

    public Compilation compilation() {
        return compilation;
    }

    public List<Diagnostic<? extends JavaFileObject>> warnings() {
        return compilation.warnings();
    }

    public ClassLoader loader() {
        return loader;
    }

    /**
     * A new loader of this compilation's classes, the named ones taken from {@code other}'s instead:
     * e.g. a bean's classes run with the enum of a later build (the enum's jar changed, the bean's
     * classes were not recompiled).
     */
    public ClassLoader loaderWith(CompiledBeans other, String... names) {
        Map<String, byte[]> mixed = new HashMap<>(classes);
        for (String name : names) {
            byte[] bytes = other.classes.get(name);
            if (bytes == null) {
                throw new AssertionError("not compiled: " + name);
            }
            mixed.put(name, bytes);
        }
        return new BytesClassLoader(mixed, CompiledBeans.class.getClassLoader());
    }

    /** A new loader of this compilation's classes but the named ones (a dependency missing at run time). */
    public ClassLoader loaderWithout(String... names) {
        Map<String, byte[]> some = new HashMap<>(classes);
        for (String name : names) {
            if (some.remove(name) == null) {
                throw new AssertionError("not compiled: " + name);
            }
        }
        return new BytesClassLoader(some, CompiledBeans.class.getClassLoader());
    }

    public Class<?> load(String name) {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    public Object newInstance(String name) {
        try {
            return load(name).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * A record or immutable class built through its constructor of {@code args.length} parameters
     * that takes these arguments (a record's canonical one, for a record).
     */
    public Object construct(String name, Object... args) {
        Class<?> type = load(name);
        for (java.lang.reflect.Constructor<?> c : type.getDeclaredConstructors()) {
            if (c.getParameterCount() != args.length) {
                continue;
            }
            c.setAccessible(true);
            try {
                return c.newInstance(args);
            } catch (IllegalArgumentException wrongTypes) {
                continue;
            } catch (java.lang.reflect.InvocationTargetException e) {
                throw new AssertionError(name + " rejected " + Arrays.toString(args), e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("no constructor of " + name + " takes " + Arrays.toString(args));
    }

    /** The generated source, as the user would read it in the IDE. */
    public String generatedSource(String qualifiedName) {
        try {
            return compilation.generatedSourceFile(qualifiedName)
                    .orElseThrow(() -> new AssertionError("not generated: " + qualifiedName))
                    .getCharContent(false).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, byte[]> classFiles(Compilation compilation) {
        Map<String, byte[]> classes = new HashMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() != JavaFileObject.Kind.CLASS) {
                continue;
            }
            String path = file.toUri().getPath();
            String name = path.substring(path.indexOf("CLASS_OUTPUT/") + "CLASS_OUTPUT/".length(), path.length() - ".class".length())
                    .replace('/', '.');
            try (InputStream in = file.openInputStream()) {
                classes.put(name, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return classes;
    }

    /** Defines the compiled classes from memory. */
    private static final class BytesClassLoader extends ClassLoader {
        private final Map<String, byte[]> classes;

        BytesClassLoader(Map<String, byte[]> classes, ClassLoader parent) {
            super(parent);
            this.classes = classes;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = classes.get(name);
            if (bytes == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, bytes, 0, bytes.length);
        }
    }
}
