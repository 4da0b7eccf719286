package dev.fastserial.processor;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * The cheapest processor that ends a compilation where fastserial does: for every
 * {@code @FastSerial} class it writes, through javac's Filer and in the same round, the
 * externalizer source that fastserial wrote for it in an earlier compilation (read from the
 * directory in {@code -A}{@value #FROM}). It does no reading, checking or code building, so a
 * compilation with it costs what javac itself charges for a processor that generates these files
 * (the Filer, the extra rounds, entering every source again): {@link CompileTimeTest} prints it as
 * the floor under fastserial's overhead. Loaded from {@code -processorpath} by name
 * ({@code -processor}), as a build would.
 */
public final class GeneratedSourceCopier extends AbstractProcessor {
    static final String FROM = "fastserial.copy.from";

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("dev.fastserial.FastSerial");
    }

    @Override
    public Set<String> getSupportedOptions() {
        return Set.of(FROM);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        Path from = Path.of(processingEnv.getOptions().get(FROM));
        for (TypeElement annotation : annotations) {
            for (Element bean : round.getElementsAnnotatedWith(annotation)) {
                copy(from, (TypeElement) bean);
            }
        }
        return false;
    }

    private void copy(Path from, TypeElement bean) {
        String pkg = processingEnv.getElementUtils().getPackageOf(bean).getQualifiedName().toString();
        String name = pkg.isEmpty() ? externalizerName(bean) : pkg + "." + externalizerName(bean);
        try {
            String text = Files.readString(from.resolve(name.replace('.', '/') + ".java"), UTF_8);
            try (Writer out = processingEnv.getFiler().createSourceFile(name, bean).openWriter()) {
                out.write(text);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(name, e);
        }
    }

    /** design.md section 1: {@code <Name>Externalizer}, {@code Outer_InnerExternalizer} for a nested class. */
    private static String externalizerName(TypeElement bean) {
        StringBuilder name = new StringBuilder(bean.getSimpleName());
        for (Element e = bean.getEnclosingElement(); e.getKind() != ElementKind.PACKAGE; e = e.getEnclosingElement()) {
            name.insert(0, e.getSimpleName() + "_");
        }
        return name.append("Externalizer").toString();
    }
}
