package dev.fastserial.processor;

import com.squareup.javapoet.ClassName;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/** Names shared by the reading and the writing stage: annotations and generated classes. */
public final class Names {
    public static final String FAST_SERIAL = "dev.fastserial.FastSerial";
    public static final String BY_REFERENCE = "dev.fastserial.ByReference";
    public static final String SERIAL_CONSTRUCTOR = "dev.fastserial.SerialConstructor";
    /** Processor option: the lock file ({@code -Afastserial.lock=FILE}). */
    public static final String LOCK_OPTION = "fastserial.lock";
    /** Processor option for CI: a lock file that would change is an error instead of being written. */
    public static final String LOCK_FROZEN_OPTION = "fastserial.lock.frozen";
    /** Any annotation with one of these simple names, from any package, means "never null". */
    public static final Set<String> NON_NULL_SIMPLE_NAMES = Set.of("NonNull", "NotNull", "Nonnull");

    private Names() {}

    /** {@code com.acme.Employee -> com.acme.EmployeeExternalizer}; {@code Outer.Inner -> Outer_InnerExternalizer}. */
    public static ClassName externalizerOf(TypeElement bean) {
        List<String> simpleNames = new ArrayList<>();
        Element e = bean;
        while (e.getKind() != ElementKind.PACKAGE) {
            simpleNames.add(e.getSimpleName().toString());
            e = e.getEnclosingElement();
        }
        Collections.reverse(simpleNames);
        String pkg = ((PackageElement) e).getQualifiedName().toString();
        return ClassName.get(pkg, String.join("_", simpleNames) + "Externalizer");
    }

    /** The line a record or immutable class declares so that Java serialization writes it through its proxy. */
    public static String writeReplaceLine(TypeElement type) {
        return "private Object writeReplace() { return new " + externalizerOf(type).simpleName() + "(this); }";
    }

    public static boolean hasAnnotation(Element element, String qualifiedName) {
        return element.getAnnotationMirrors().stream()
                .anyMatch(a -> ((TypeElement) a.getAnnotationType().asElement())
                        .getQualifiedName().contentEquals(qualifiedName));
    }
}
