package dev.fastserial.processor.read;

import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * What lasts for a whole compilation, across its rounds: which classes it compiles from source (a
 * message goes on their own line; a class from a jar can only be named), and which fields an error
 * about one bean held both inline and by reference was already reported on (one error per field,
 * however many classes reach it).
 */
public final class CompilationScope {
    /** Qualified names of the top-level classes of every round's sources. */
    private final Set<String> compiled = new HashSet<>();
    /** The inline fields already refused (FS225-FS227), as {@code class#field}. */
    private final Set<String> refusedFields = new HashSet<>();

    /** The root elements of a round: the classes of its sources (and of the sources generated before it). */
    public void addRoots(Iterable<? extends Element> roots) {
        for (Element root : roots) {
            if (root instanceof TypeElement type) {
                compiled.add(type.getQualifiedName().toString());
            }
        }
    }

    /** Whether {@code type} (nested or not) is compiled from source by this compilation. */
    boolean compiles(TypeElement type) {
        Element outermost = type;
        while (outermost.getEnclosingElement() instanceof TypeElement enclosing) {
            outermost = enclosing;
        }
        return compiled.contains(((TypeElement) outermost).getQualifiedName().toString());
    }

    /** True the first time a field is refused, false after: its one error is out already. */
    boolean firstRefusalOf(TypeElement declaringClass, String field) {
        return refusedFields.add(declaringClass.getQualifiedName() + "#" + field);
    }
}
