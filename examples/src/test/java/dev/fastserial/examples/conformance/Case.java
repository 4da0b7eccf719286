package dev.fastserial.examples.conformance;

import java.util.ArrayList;
import java.util.List;

/**
 * One graph through one path, judged: the differences from Java serialization's copy, each
 * explained by a documented deviation or not. {@link #run} is what both the search and the
 * shrinker call.
 */
record Case(Compiler.Compiled compiled, Node graph, Paths.Path path, Compiler.Compiled reader) {
    /** Written and read by the same classes. */
    Case(Compiler.Compiled compiled, Node graph, Paths.Path path) {
        this(compiled, graph, path, compiled);
    }

    /** Whether the value is read by another version of its classes (compiled under the same lock file). */
    boolean acrossVersions() {
        return reader != compiled;
    }

    /** The verdict: the differences with the deviation that explains each (null: unexplained). */
    record Verdict(List<Difference> differences, List<Deviation> explanations, boolean skipped, String skipReason) {
        List<Difference> unexplained() {
            List<Difference> out = new ArrayList<>();
            for (int i = 0; i < differences.size(); i++) {
                if (explanations.get(i) == null) {
                    out.add(differences.get(i));
                }
            }
            return out;
        }

        static Verdict skipped(String why) {
            return new Verdict(List.of(), List.of(), true, why);
        }
    }

    /** The graph built over the plain twins, which Java serialization writes for the oracle. */
    Object twin() {
        return new Builder(compiled, true).build(graph);
    }

    Verdict run() {
        Object expected;
        Object twin;
        try {
            twin = twin();
            expected = Paths.jdk(twin, reader.loader()); // the oracle's copy
        } catch (Builder.Unbuildable e) {
            return Verdict.skipped("unbuildable: " + e.getMessage());
        } catch (Exception | StackOverflowError e) {
            return Verdict.skipped("Java serialization refuses it: " + e);
        }
        Object fast = new Builder(compiled, false).build(graph);
        Object actual;
        List<Difference> differences = List.of();
        try {
            actual = path.roundTrip(fast, reader.loader());
        } catch (LinkageError e) {
            return Verdict.skipped("path not available here: " + e);
        } catch (Exception | StackOverflowError | AssertionError e) {
            Throwable cause = e;
            while (cause.getCause() != null && cause.getCause() != cause) {
                cause = cause.getCause();
            }
            actual = null;
            differences = List.of(Difference.of(Difference.Kind.THROWS, "root", "a copy",
                    e + (cause != e ? " (cause: " + cause + ")" : "")));
        }
        if (actual != null) {
            // its own exceptions are the suite's bugs
            differences = Comparison.compare(reader.classes(), expected, actual, rootType(), absentFromWriter());
        }
        List<Deviation> explanations = new ArrayList<>();
        for (Difference d : differences) {
            explanations.add(Deviation.explaining(d, reader.classes(), path.name(), twin));
        }
        return new Verdict(differences, explanations, false, null);
    }

    /** What identifies a difference of this case as one failure (kept while shrinking). */
    String signature(Difference d) {
        return d.signature();
    }

    /** The reader's fields the writer's version of their class does not have ({@code Class.field}). */
    java.util.Set<String> absentFromWriter() {
        java.util.Set<String> absent = new java.util.HashSet<>();
        if (acrossVersions()) {
            for (ClassSpec c : reader.classes().all()) {
                ClassSpec w = compiled.classes().has(c.name()) ? compiled.classes().get(c.name()) : null;
                for (ClassSpec.FieldSpec f : c.fields()) {
                    if (w == null || w.field(f.name()) == null || !w.field(f.name()).type().equals(f.type())) {
                        absent.add(c.name() + "." + f.name());
                    }
                }
            }
        }
        return absent;
    }

    TypeRef rootType() {
        Node.Obj root = (Node.Obj) graph;
        return new TypeRef.BeanRef(root.className(), root.typeArgs());
    }
}
