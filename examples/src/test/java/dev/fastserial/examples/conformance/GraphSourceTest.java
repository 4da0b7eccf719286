package dev.fastserial.examples.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A reproduction's Java source builds the graph the suite tested: random graphs rendered by
 * {@link GraphSource}, compiled beside their classes and run, give what {@link Builder} gives
 * (compared as the oracle compares, sharing and cycles included).
 */
class GraphSourceTest {
    @Test
    void theSourceOfAGraphBuildsThatGraph() throws Exception {
        long seed = Long.getLong("conformance.seed", 7L);
        Path work = Path.of("target", "conformance", "graph-source");
        ClassSet classes = new ClassGenerator(new Random(seed)).batch(14);
        Compiler.Compiled first = Compiler.compile(classes, work.resolve("classes"), List.of());
        JdkKinds.Support support = Builder.support(first);
        List<Node> graphs = new ArrayList<>();
        StringBuilder source = new StringBuilder("package gen;\n\n" + ClassSources.IMPORTS + "\npublic class Rendered {\n"
                + "    @SuppressWarnings(\"unchecked\") static <T> T cast(Object o) { return (T) o; }\n");
        Random random = new Random(seed);
        for (ClassSpec c : first.classes().all()) {
            if (c.kind() == ClassSpec.Kind.BASE) {
                continue;
            }
            for (int g = 0; g < 3; g++) {
                Node graph = new GraphGenerator(new Random(random.nextLong()), first.classes(), support).root(c.name());
                source.append("    public static Object graph").append(graphs.size()).append("() {\n");
                for (String line : GraphSource.statements(graph, first.classes())) {
                    source.append("        ").append(line).append('\n');
                }
                source.append("    }\n");
                graphs.add(graph);
            }
        }
        source.append("}\n");
        Compiler.Compiled compiled = Compiler.compile(first.classes(), work.resolve("rendered"), List.of(), Map.of("gen.Rendered", source.toString()));
        Class<?> rendered = compiled.load("gen.Rendered");
        int compared = 0;
        for (int i = 0; i < graphs.size(); i++) {
            Object built;
            try {
                built = new Builder(compiled, false).build(graphs.get(i));
            } catch (Builder.Unbuildable e) {
                continue;  // a constructor that refuses the values: the source throws the same
            }
            Method m = rendered.getMethod("graph" + i);
            Object fromSource = m.invoke(null);
            List<Difference> differences = Comparison.compare(compiled.classes(), built, fromSource, new Case(compiled, graphs.get(i), Paths.JDK).rootType());
            assertEquals(List.of(), differences, "graph" + i + ":\n" + String.join("\n", GraphSource.statements(graphs.get(i), compiled.classes())));
            compared++;
        }
        assertTrue(compared > graphs.size() / 2, compared + " of " + graphs.size() + " graphs compared");
        Conformance.deleteQuietly(work);
    }
}
