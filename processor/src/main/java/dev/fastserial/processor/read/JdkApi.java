package dev.fastserial.processor.read;

import dev.fastserial.processor.model.JdkKind;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * Which JDK factories the generated code may call, as the compilation's API has them (its
 * {@code --release}): {@code List.copyOf} and {@code Map.copyOf} (Java 10) rebuild {@code List.of}
 * values and their kin, {@code Stream.toList} (Java 16) the lists it makes. Code compiled for an
 * older release leaves such values to writeObject.
 */
final class JdkApi {
    private final Env env;
    private JdkKind.Api level;
    private Boolean sql;

    JdkApi(Env env) {
        this.env = env;
    }

    JdkKind.Api level() {
        if (level == null) {
            level = has("java.util.stream.Stream", "toList") ? JdkKind.Api.JAVA_16
                    : has("java.util.List", "copyOf") && has("java.util.Map", "copyOf") ? JdkKind.Api.JAVA_10
                    : JdkKind.Api.JAVA_8;
        }
        return level;
    }

    /**
     * Whether the compilation sees java.sql (every class-path compilation; a named module that reads
     * it), so that the generated code may name its dates, as it names {@code @Generated} only where
     * java.compiler is seen.
     */
    boolean sqlDates() {
        if (sql == null) {
            sql = env.elements.getTypeElement("java.sql.Timestamp") != null;
        }
        return sql;
    }

    private boolean has(String type, String method) {
        TypeElement t = env.elements.getTypeElement(type);
        return t != null && t.getEnclosedElements().stream()
                .anyMatch(e -> e.getKind() == ElementKind.METHOD && e.getSimpleName().contentEquals(method));
    }
}
