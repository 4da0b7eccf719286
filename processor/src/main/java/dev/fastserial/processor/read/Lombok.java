package dev.fastserial.processor.read;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Lombok edits the syntax trees of the classes it annotates (getters, setters, constructors,
 * fields made private and final), and javac's elements show those edits only from the next round
 * on: read in the round Lombok ran, whether before or after it, such a class lacks what Lombok
 * writes. Lombok always asks javac for another round after an edit, so a class Lombok annotates is
 * read one round later. Without Lombok on the processor path nothing waits.
 */
public final class Lombok {
    /** Lombok's entry point on a processor path (its processor is loaded through it). */
    private static final String ENTRY_POINT = "lombok.launch.AnnotationProcessorHider";

    private final boolean onProcessorPath;

    private Lombok(boolean onProcessorPath) {
        this.onProcessorPath = onProcessorPath;
    }

    /** @param processorPath the class loader javac loaded fastserial with, and every other processor */
    public static Lombok find(ClassLoader processorPath) {
        try {
            Class.forName(ENTRY_POINT, false, processorPath);
            return new Lombok(true);
        } catch (ClassNotFoundException | LinkageError e) {
            return new Lombok(false);
        }
    }

    /** Whether Lombok runs in this compilation and annotates {@code bean}, one of its superclasses, or a member of them. */
    public boolean edits(TypeElement bean) {
        return onProcessorPath && annotates(bean);
    }

    /**
     * Whether {@code bean} carries Lombok annotations that no Lombok on the processor path
     * handles: the cause of its errors, if it has any. (Lombok may still run elsewhere, as the
     * Eclipse IDE's agent does, so this explains errors and never causes one.)
     */
    public boolean unhandled(TypeElement bean) {
        return !onProcessorPath && annotates(bean);
    }

    private static boolean annotates(TypeElement bean) {
        for (TypeElement c = bean; c != null && !Env.isJavaLangObject(c); c = Env.classOf(c.getSuperclass())) {
            if (annotated(c)) {
                return true;
            }
            for (Element member : c.getEnclosedElements()) {
                if (annotated(member)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean annotated(Element element) {
        for (AnnotationMirror a : element.getAnnotationMirrors()) {
            String name = ((TypeElement) a.getAnnotationType().asElement()).getQualifiedName().toString();
            if (name.startsWith("lombok.")) {
                return true;
            }
        }
        return false;
    }
}
