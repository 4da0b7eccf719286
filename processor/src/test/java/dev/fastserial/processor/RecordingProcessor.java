package dev.fastserial.processor;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.annotation.processing.Completion;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * Runs a processor with a Filer that records every source file it creates and the originating
 * elements it names: what Gradle's incremental compilation relies on, and proof that a bean with
 * errors got no file (compile-testing hides generated files of failed compilations).
 */
final class RecordingProcessor implements Processor {

    /** One created source file: its name and the qualified names of its originating elements. */
    record Created(String name, List<String> originatingElements) {}

    private final Processor delegate;
    private final List<Created> created = new ArrayList<>();
    private final List<Boolean> claims = new ArrayList<>();

    RecordingProcessor(Processor delegate) {
        this.delegate = delegate;
    }

    List<Created> created() {
        return created;
    }

    List<String> createdNames() {
        return created.stream().map(Created::name).collect(Collectors.toList());
    }

    /** What {@code process} returned each round. */
    List<Boolean> claims() {
        return claims;
    }

    @Override
    public void init(ProcessingEnvironment env) {
        Filer filer = env.getFiler();
        Filer recording = (Filer) Proxy.newProxyInstance(Filer.class.getClassLoader(), new Class<?>[] {Filer.class},
                forwarding(filer, (method, args) -> {
                    if (method.getName().equals("createSourceFile")) {
                        Element[] origins = (Element[]) args[1];
                        created.add(new Created(args[0].toString(), Arrays.stream(origins)
                                .map(e -> ((TypeElement) e).getQualifiedName().toString())
                                .collect(Collectors.toList())));
                    }
                }));
        ProcessingEnvironment wrapped = (ProcessingEnvironment) Proxy.newProxyInstance(
                ProcessingEnvironment.class.getClassLoader(), new Class<?>[] {ProcessingEnvironment.class},
                (proxy, method, args) -> method.getName().equals("getFiler") ? recording : invoke(method, env, args));
        delegate.init(wrapped);
    }

    private interface Observer {
        void before(java.lang.reflect.Method method, Object[] args);
    }

    private static InvocationHandler forwarding(Object target, Observer observer) {
        return (proxy, method, args) -> {
            observer.before(method, args);
            return invoke(method, target, args);
        };
    }

    private static Object invoke(java.lang.reflect.Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        boolean claimed = delegate.process(annotations, round);
        claims.add(claimed);
        return claimed;
    }

    @Override public Set<String> getSupportedOptions() {
        return delegate.getSupportedOptions();
    }

    @Override public Set<String> getSupportedAnnotationTypes() {
        return delegate.getSupportedAnnotationTypes();
    }

    @Override public SourceVersion getSupportedSourceVersion() {
        return delegate.getSupportedSourceVersion();
    }

    @Override public Iterable<? extends Completion> getCompletions(Element element, AnnotationMirror annotation,
                                                                  ExecutableElement member, String userText) {
        return delegate.getCompletions(element, annotation, member, userText);
    }
}
