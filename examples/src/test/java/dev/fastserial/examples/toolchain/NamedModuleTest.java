package dev.fastserial.examples.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.fastserial.testing.DeepEquals;
import dev.fastserial.testing.Streams;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Beans in a named module (docs/getting-started.md, "Java modules"): compiled by javac with the annotations jar on the
 * module path as {@code dev.fastserial} (its manifest's Automatic-Module-Name) and the processor on
 * the processor path, without a warning under {@code -Werror}; then loaded in a module layer of
 * their own and round-tripped on JDK streams, and through {@code FastBytes} from the
 * {@code dev.fastserial} module.
 */
class NamedModuleTest {
    private static final String LINT = "-Xlint:all,-processing,-serial,-requires-automatic,-exports";

    private static Toolchain.Result compile(String name, String moduleInfo, List<Path> sources, List<String> more) {
        Path src = Toolchain.freshDirectory(name + "-src");
        List<Path> all = new ArrayList<>(sources);
        all.add(Toolchain.write(src, "module-info.java", moduleInfo));
        List<String> options = new ArrayList<>(List.of("--module-path", Toolchain.annotationsJar().toString(),
                "-processorpath", Toolchain.processorJar().toString(), LINT, "-Werror"));
        options.addAll(more);
        Toolchain.Result javac = Toolchain.javac(name, options, all).assertSuccess();
        assertEquals(List.of(), javac.problems(), javac.log());
        return javac;
    }

    /** The compiled module in a layer of its own, with dev.fastserial from the annotations jar when it is required. */
    private static ModuleLayer layer(Toolchain.Result javac, String module) {
        ModuleFinder finder = ModuleFinder.of(javac.classes(), Toolchain.annotationsJar());
        Configuration configuration = ModuleLayer.boot().configuration().resolve(finder, ModuleFinder.of(), Set.of(module));
        return ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
    }

    /**
     * The examples' beans as one open module that requires dev.fastserial: every sample
     * round-trips with the same bytes as the Maven-compiled classes, and through FastBytes.
     */
    @Test
    void theExamplesBeansWorkInANamedModule() throws Exception {
        Toolchain.Result javac = compile("javac-named-module", String.join("\n",
                "open module fastserial.examples.named {",
                "    requires dev.fastserial;",
                "    exports dev.fastserial.examples;",
                "}", ""), Toolchain.beanSources(), Toolchain.lockOptions());
        ModuleLayer layer = layer(javac, "fastserial.examples.named");
        ClassLoader loader = layer.findLoader("fastserial.examples.named");
        assertTrue(loader.loadClass("dev.fastserial.examples.Employee").getModule().isNamed());
        Toolchain.assertSamplesRoundTrip(loader);

        Class<?> fastBytes = layer.findLoader("dev.fastserial").loadClass("dev.fastserial.FastBytes");
        assertEquals("dev.fastserial", fastBytes.getModule().getName());
        Method toBytes = fastBytes.getMethod("toBytes", Object.class);
        Method fromBytes = fastBytes.getMethod("fromBytes", byte[].class, Class.class);
        for (Object sample : dev.fastserial.examples.Samples.all()) {
            Object copy = Transplant.into(loader, sample);
            Object back = fromBytes.invoke(null, toBytes.invoke(null, copy), copy.getClass());
            DeepEquals.assertDeepEquals(copy, back);
        }
    }

    /** A bean and a record as a user writes them in package com.acme; their sources. */
    private static List<Path> accountAndPoint(String name) {
        Path src = Toolchain.freshDirectory(name + "-beans");
        Path bean = Toolchain.writeBean(src, "Account", "String owner;", "Double balance;", "java.util.List<String> tags;",
                "public Account(String owner, Double balance, java.util.List<String> tags) {",
                "    this.owner = owner; this.balance = balance; this.tags = tags;", "}",
                "public String owner() { return owner; }", "public Double balance() { return balance; }",
                "public java.util.List<String> tags() { return tags; }");
        Path record = Toolchain.write(src, "com/acme/Point.java", String.join("\n", "package com.acme;", "",
                "@dev.fastserial.FastSerial",
                "public record Point(int x, int y, String label) implements java.io.Serializable {",
                "    private Object writeReplace() {", "        return new PointExternalizer(this);", "    }", "}", ""));
        return List.of(bean, record);
    }

    /** Checks what came back against what went: the account by its accessors, the record by equals. */
    private static void assertSame(Object account, Object point, List<?> back) throws Exception {
        for (String accessor : List.of("owner", "balance", "tags")) {
            Method m = account.getClass().getMethod(accessor);
            assertEquals(m.invoke(account), m.invoke(back.get(0)), accessor);
        }
        assertEquals(point, back.get(1));
    }

    /**
     * A module that neither opens its package nor needs dev.fastserial at run time
     * ({@code requires static}: the annotations are compile-time only): a bean and a record
     * round-trip on JDK streams, Java serialization reaching the generated code through the
     * beans' own methods.
     */
    @Test
    void aClosedModuleNeedsTheAnnotationsOnlyToCompile() throws Exception {
        Toolchain.Result javac = compile("javac-closed-module", String.join("\n",
                "module com.acme {", "    requires static dev.fastserial;", "    exports com.acme;", "}", ""),
                accountAndPoint("javac-closed-module"), List.of());
        // the module reads no java.compiler, so javax.annotation.processing.Generated is not there to use
        assertTrue(javac.generatedSources().values().stream().noneMatch(text -> text.contains("@Generated")));
        ModuleLayer layer = layer(javac, "com.acme");
        assertTrue(layer.findModule("dev.fastserial").isEmpty(), "dev.fastserial is not needed at run time");
        ClassLoader loader = layer.findLoader("com.acme");
        Object a = loader.loadClass("com.acme.Account").getConstructor(String.class, Double.class, List.class)
                .newInstance("Ada", 5200.5, new ArrayList<>(List.of("core")));
        Object p = loader.loadClass("com.acme.Point").getConstructor(int.class, int.class, String.class).newInstance(3, -4, "p");
        assertSame(a, p, Streams.deserialize(Streams.serialize(a, p), loader, 2));
    }

    /** The direct path from a module that exports its package but does not open it: FastBytes calls the public externalizers. */
    @Test
    void theDirectPathWorksFromAClosedModule() throws Exception {
        Toolchain.Result javac = compile("javac-closed-module-direct", String.join("\n",
                "module com.acme {", "    requires dev.fastserial;", "    exports com.acme;", "}", ""),
                accountAndPoint("javac-closed-module-direct"), List.of());
        ModuleLayer layer = layer(javac, "com.acme");
        ClassLoader loader = layer.findLoader("com.acme");
        Class<?> fastBytes = layer.findLoader("dev.fastserial").loadClass("dev.fastserial.FastBytes");
        Method toBytes = fastBytes.getMethod("toBytes", Object.class);
        Method fromBytes = fastBytes.getMethod("fromBytes", byte[].class, Class.class);
        Object a = loader.loadClass("com.acme.Account").getConstructor(String.class, Double.class, List.class)
                .newInstance("Ada", 5200.5, new ArrayList<>(List.of("core")));
        Object p = loader.loadClass("com.acme.Point").getConstructor(int.class, int.class, String.class).newInstance(3, -4, "p");
        List<Object> back = new ArrayList<>();
        for (Object o : List.of(a, p)) {
            byte[] bytes = (byte[]) toBytes.invoke(null, o);
            assertTrue(bytes.length < 24, o.getClass() + ": " + bytes.length + " bytes, not the direct path's few");
            back.add(fromBytes.invoke(null, bytes, o.getClass()));
        }
        assertSame(a, p, back);
    }
}
