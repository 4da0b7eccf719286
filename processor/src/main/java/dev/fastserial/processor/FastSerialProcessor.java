package dev.fastserial.processor;

import com.google.auto.service.AutoService;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.JavaFile;
import dev.fastserial.processor.lock.LockStore;
import dev.fastserial.processor.model.BeanModel;
import dev.fastserial.processor.read.BeanReader;
import dev.fastserial.processor.read.CompilationScope;
import dev.fastserial.processor.read.Delegation;
import dev.fastserial.processor.read.Lombok;
import dev.fastserial.processor.write.ExternalizerWriter;
import dev.fastserial.processor.write.render.SourceRenderer;
import dev.fastserial.processor.write.wire.Templates;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/**
 * Generates {@code <Name>Externalizer} for every {@code @FastSerial} class.
 *
 * <p>Each bean is handled on its own: read and validated into a model (every problem reported on
 * the element at fault), then written from the model. A bean with errors gets no generated
 * class; a bean whose types another processor has not generated yet is retried next round, by
 * name; an unexpected exception becomes an error on that bean, never a javac crash. The
 * annotation is never claimed, so other processors see it too.
 *
 * <p>This class is the processor jar's only API: javac finds it through
 * {@code META-INF/services/javax.annotation.processing.Processor} when the jar is on the processor
 * path (Maven's {@code annotationProcessorPaths}, Gradle's {@code annotationProcessor},
 * {@code javac -processorpath}); Gradle reads it as an isolating processor. It takes two options:
 * <ul>
 * <li>{@code -Afastserial.lock=FILE}: the lock file that lets versions of a bean read each
 *     other's bytes (created by the first build, updated by later ones, committed with the sources);
 * <li>{@code -Afastserial.lock.frozen=true}: a lock file the build would change is an error
 *     listing the lines, not a rewrite (for CI).
 * </ul>
 */
@AutoService(Processor.class)
public final class FastSerialProcessor extends AbstractProcessor {
    /** What a bean deferred for Lombok waits for (not reported: Lombok asks for the next round, which reads it). */
    private static final String LOMBOK = "Lombok";
    /** Beans whose types were not resolvable yet, by qualified name, with the types that were missing. */
    private final Map<String, List<String>> deferred = new LinkedHashMap<>();
    private final Set<String> done = new LinkedHashSet<>();
    /** The beans read so far, by their externalizer's qualified name: two classes may not share one. */
    private final Map<String, String> externalizers = new LinkedHashMap<>();
    private final Consumer<TypeElement> beforeEachBean;
    /** Null but in tests (a lambda here would load JavaPoet when javac constructs the processor). */
    private final Consumer<JavaFile> eachFile;
    private final boolean shareHelpers;
    private Reporter reporter;
    private ExternalizerWriter writer;
    /** Lives as long as the processor: it keeps the text of the wire helpers every file shares. */
    private SourceRenderer renderer;
    private LockStore lock;
    private boolean lockProblemReported;
    /** What is wrong with the -A options: messages and their argument, reported in the first round. */
    private final List<Object[]> optionProblems = new ArrayList<>();
    private Lombok lombok;
    private Delegation delegation;
    /** The classes of every round's sources, and the shared-bean errors reported so far. */
    private final CompilationScope scope = new CompilationScope();
    /** Beans read one round late because Lombok edits them (Lombok): each waits once. */
    private final Set<String> waitedForLombok = new LinkedHashSet<>();

    /** The processor as javac's service loader creates it. */
    public FastSerialProcessor() {
        this(bean -> { });
    }

    /** For tests: {@code beforeEachBean} runs inside the per-bean guard (e.g. to throw). */
    FastSerialProcessor(Consumer<TypeElement> beforeEachBean) {
        this(beforeEachBean, null);
    }

    /** For tests: {@code eachFile} sees the specs of every file written (e.g. to render them with JavaPoet too). */
    FastSerialProcessor(Consumer<TypeElement> beforeEachBean, Consumer<JavaFile> eachFile) {
        this(beforeEachBean, eachFile, true);
    }

    /** For tests: {@code shareHelpers} false builds every shape helper for each bean anew. */
    FastSerialProcessor(Consumer<TypeElement> beforeEachBean, Consumer<JavaFile> eachFile, boolean shareHelpers) {
        this.beforeEachBean = beforeEachBean;
        this.eachFile = eachFile;
        this.shareHelpers = shareHelpers;
    }

    @Override
    public synchronized void init(ProcessingEnvironment processingEnv) {
        super.init(processingEnv);
        reporter = new Reporter(processingEnv.getMessager());
        writer = new ExternalizerWriter(generatedAnnotation(), shareHelpers);
        Templates templates = Templates.get();
        // The wire helpers, and the shape helpers of this round, are the same objects in many files.
        renderer = new SourceRenderer(spec -> templates.isShared(spec) || writer.isShared(spec));
        lombok = Lombok.find(FastSerialProcessor.class.getClassLoader());
        delegation = Delegation.of(processingEnv);
        Map<String, String> options = processingEnv.getOptions();
        for (String option : options.keySet()) {
            // javac hands every processor all -A options: a misspelled one of ours would leave the build without a lock
            if (option.startsWith("fastserial.") && !getSupportedOptions().contains(option)) {
                optionProblems.add(new Object[] {Message.UNKNOWN_OPTION, option});
            }
        }
        // Only true or false: anything else (an undefined build property, "yes") froze nothing, silently. It is
        // an error now, and the lock is then held frozen (a build with errors writes no lock file anyway).
        String frozen = options.get(Names.LOCK_FROZEN_OPTION);
        boolean valid = frozen != null && (frozen.equalsIgnoreCase("true") || frozen.equalsIgnoreCase("false"));
        if (options.containsKey(Names.LOCK_FROZEN_OPTION) && !valid) {
            optionProblems.add(new Object[] {Message.OPTION_NOT_BOOLEAN,
                    "-A" + Names.LOCK_FROZEN_OPTION + (frozen == null ? "" : "=" + frozen)});
        }
        boolean frozenValue = options.containsKey(Names.LOCK_FROZEN_OPTION) && !"false".equalsIgnoreCase(frozen);
        String lockFile = options.get(Names.LOCK_OPTION);
        lock = lockFile == null || lockFile.isBlank() ? LockStore.none()
                : LockStore.open(Path.of(lockFile), frozenValue);
    }

    @Override
    public Set<String> getSupportedOptions() {
        return Set.of(Names.LOCK_OPTION, Names.LOCK_FROZEN_OPTION);
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(Names.FAST_SERIAL);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        List<TypeElement> beans = new ArrayList<>();
        for (String name : deferred.keySet()) {
            TypeElement bean = processingEnv.getElementUtils().getTypeElement(name);
            if (bean != null) {
                beans.add(bean);
            }
        }
        Map<String, List<String>> stillMissing = new LinkedHashMap<>(deferred);
        deferred.clear();
        TypeElement annotation = processingEnv.getElementUtils().getTypeElement(Names.FAST_SERIAL);
        if (annotation != null) {
            for (Element element : round.getElementsAnnotatedWith(annotation)) {
                beans.add((TypeElement) element);
            }
        }
        for (Object[] problem : optionProblems) {
            reporter.error((Message) problem[0], problem[1]);
        }
        optionProblems.clear();
        if (lock.problem() != null && !lockProblemReported && !beans.isEmpty()) {
            lockProblemReported = true;
            reporter.error(lock.problem().message(), lock.problem().args());
        }
        // One reader a round: javac's elements and the reachability cache are valid for the round only.
        writer.newRound();
        scope.addRoots(round.getRootElements());
        BeanReader reader = new BeanReader(processingEnv.getElementUtils(), processingEnv.getTypeUtils(), reporter, lock,
                delegation, scope);
        try {
            reader.checkSubclasses(round.getRootElements(), beans);
        } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
            reporter.error(Message.INTERNAL_ERROR, Message.Phrase.SUBCLASS_CHECK.text(), stackOf(e));
        }
        // Three passes over the beans: reading (javac's model), writing the code (fastserial's own),
        // the files (javac's Filer). The Filer ran 30-50% slower with fastserial's work between its
        // calls than in one run of calls (processor/PROFILE.md, "Against javac's floor").
        List<BeanModel> models = new ArrayList<>();
        for (TypeElement bean : beans) {
            String name = bean.getQualifiedName().toString();
            if (!round.processingOver() && !done.contains(name) && lombok.edits(bean) && waitedForLombok.add(name)) {
                deferred.put(name, List.of(LOMBOK)); // javac shows Lombok's edits from the next round on
                stillMissing.remove(name);
                continue;
            }
            if (done.add(name)) {
                stillMissing.remove(name);
                String externalizer = Names.externalizerOf(bean).canonicalName();
                String other = externalizers.putIfAbsent(externalizer, name);
                if (other != null && !other.equals(name)) { // Order.Line and Order_Line: the Filer would refuse the second
                    TypeElement first = processingEnv.getElementUtils().getTypeElement(other);
                    reporter.error(bean, Message.EXTERNALIZER_NAME_CLASH, bean.getQualifiedName(),
                            first == null ? other : first.getQualifiedName(), externalizer);
                    continue;
                }
                BeanModel model = read(bean, reader);
                if (model != null) {
                    models.add(model);
                }
            }
        }
        // a field of a bean read early may be refused by a class read later, whose graph holds its bean type both ways
        models.removeIf(model -> reader.refusedSince(model.element()));
        List<Source> sources = new ArrayList<>();
        for (BeanModel model : models) {
            Source source = generate(model);
            if (source != null) {
                sources.add(source);
            }
        }
        for (Source source : sources) {
            write(source);
        }
        if (round.processingOver()) {
            finishLock();
            deferred.putAll(stillMissing);
            for (Map.Entry<String, List<String>> entry : deferred.entrySet()) {
                TypeElement bean = processingEnv.getElementUtils().getTypeElement(entry.getKey());
                reporter.warning(bean, Message.NOT_GENERATED_UNRESOLVED, Names.externalizerOf(bean).simpleName(),
                        String.join(", ", entry.getValue()));
            }
        }
        return false;
    }

    /** One generated source, rendered, waiting for the Filer. */
    private record Source(TypeElement bean, JavaFile file, String text) {}

    /** The bean's model, or null (deferred to the next round, or its errors reported). */
    private BeanModel read(TypeElement bean, BeanReader reader) {
        reporter.hold(); // until it is known whether Lombok's absence explains the bean's errors
        try {
            beforeEachBean.accept(bean);
            BeanReader.Result result = reader.read(bean);
            if (result instanceof BeanReader.Result.Deferred d) {
                done.remove(bean.getQualifiedName().toString());
                deferred.put(bean.getQualifiedName().toString(), d.unresolvedTypes());
            } else if (result instanceof BeanReader.Result.Ok ok) {
                return ok.model();
            } else if (lombok.unhandled(bean)) {
                // its errors are what Lombok would have written: the cause alone, not four errors asking for getters
                reporter.discard();
                reporter.error(bean, Message.LOMBOK_NOT_RUNNING, bean.getSimpleName());
            }
        } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
            reporter.release();
            internalError(bean, e);
        } finally {
            reporter.release();
        }
        return null;
    }

    /** The model's source, rendered; null after reporting an internal error. */
    private Source generate(BeanModel model) {
        try {
            JavaFile file = writer.write(model);
            Source source = new Source(model.element(), file, renderer.render(file)); // file.toString(), faster
            if (eachFile != null) {
                eachFile.accept(file);
            }
            return source;
        } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
            internalError(model.element(), e);
            return null;
        }
    }

    /** The source in one piece: the Filer's writer takes one string, not thousands of small appends. */
    private void write(Source source) {
        JavaFile file = source.file();
        String name = file.packageName.isEmpty() ? file.typeSpec.name : file.packageName + "." + file.typeSpec.name;
        try {
            JavaFileObject created = processingEnv.getFiler().createSourceFile(name,
                    file.typeSpec.originatingElements.toArray(new Element[0]));
            try (Writer out = created.openWriter()) {
                out.write(source.text());
            }
        } catch (IOException e) {
            reporter.error(source.bean(), Message.WRITE_FAILED, Names.externalizerOf(source.bean()), e);
        } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
            internalError(source.bean(), e);
        }
    }

    private void internalError(TypeElement bean, Throwable e) {
        reporter.error(bean, Message.INTERNAL_ERROR, bean.getSimpleName(), stackOf(e));
    }

    private static String stackOf(Throwable e) {
        StringWriter stack = new StringWriter();
        e.printStackTrace(new PrintWriter(stack));
        return stack.toString();
    }

    /** Writes the lock file once, at the end, if fastserial reported no error (a failed build changes nothing). */
    private void finishLock() {
        if (reporter.errorCount() == 0) {
            LockStore.Failure problem = lock.finish();
            if (problem != null) {
                reporter.error(problem.message(), problem.args());
            }
        }
    }

    /** Whichever {@code @Generated} the compilation can see: the Java 9+ one, or Java 8's. */
    private ClassName generatedAnnotation() {
        for (String candidate : new String[] {"javax.annotation.processing.Generated", "javax.annotation.Generated"}) {
            if (processingEnv.getElementUtils().getTypeElement(candidate) != null) {
                return ClassName.bestGuess(candidate);
            }
        }
        return null;
    }
}
