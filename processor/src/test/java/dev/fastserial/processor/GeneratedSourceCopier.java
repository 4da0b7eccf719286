package dev.fastserial.processor;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.squareup.javapoet.ClassName;
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
import javax.lang.model.element.TypeElement;

/**
 * The cheapest processor that ends a compilation where fastserial does: for every
 * {@code @FastSerial} class it writes, through javac's Filer and in the same round, the
 * externalizer source that fastserial wrote for it in an earlier compilation (read from the
 * directory in {@code -A}{@value #FROM}). It does no reading, checking or code building, so a
 * compilation with it costs what javac itself charges for a processor that generates these files
 * (the Filer, the extra rounds, entering every source again): {@link CompileTimeTest} prints it as
 * the floor under fastserial's overhead. Loaded from {@code -processorpath} by name
 * ({@code -processor}), as a build would; it names the files by the processor's own
 * {@link Names#externalizerOf}, so its path holds the processor's classes and JavaPoet too.
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
        ClassName name = Names.externalizerOf(bean); // the processor's own rule (design.md section 1)
        Path file = from.resolve(name.packageName().replace('.', '/')).resolve(name.simpleName() + ".java");
        try {
            String text = Files.readString(file, UTF_8);
            try (Writer out = processingEnv.getFiler().createSourceFile(name.canonicalName(), bean).openWriter()) {
                out.write(text);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(file.toString(), e);
        }
    }
}
