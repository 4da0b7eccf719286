package dev.fastserial.processor.read;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;
import dev.fastserial.processor.Message;
import dev.fastserial.processor.Message.Phrase;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.Reporter;
import dev.fastserial.processor.lock.LockStore;
import dev.fastserial.processor.model.Access;
import dev.fastserial.processor.model.BeanModel;
import dev.fastserial.processor.model.Construction;
import dev.fastserial.processor.model.Encoding;
import dev.fastserial.processor.model.Spelling;
import dev.fastserial.processor.read.TypeResolver.Resolution;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The reading stage: validates one {@code @FastSerial} class and turns it into a {@link BeanModel},
 * reporting every problem it finds on the element at fault.
 */
public final class BeanReader {

    /** What reading one bean gave. */
    public sealed interface Result {
        record Ok(BeanModel model) implements Result {}
        /** Errors were reported; nothing is to be generated. */
        record Failed() implements Result {}
        /** Some types are not generated yet: try again next round. */
        record Deferred(List<String> unresolvedTypes) implements Result {}
    }

    private final Env env;
    private final BeanShapeValidator shape;
    private final ValueShapeValidator valueShape;
    private final Constructors constructors;
    private final MixedForms mixedForms;
    private final SelfReachability selfReachability;
    private final FieldCollector collector;
    private final AccessResolver access;
    private final TypeResolver typeResolver;
    private final AccessorClashes clashes;
    private final LockedLayouts locked;
    private final SharedBeans sharedBeans;
    private final LayoutPlanner layout = new LayoutPlanner();
    private final Map<String, Set<String>> shadowedByPackage = new HashMap<>();

    /**
     * @param lock the lock file of this compilation ({@link LockStore#none()} without one)
     * @param delegation what the beans' writeExternal and readExternal call, where the compiler shows their source
     * @param scope the classes this compilation compiles, and the errors about shared beans reported in its rounds
     */
    public BeanReader(Elements elements, Types types, Reporter reporter, LockStore lock, Delegation delegation,
                      CompilationScope scope) {
        this.env = new Env(elements, types, reporter);
        SerialHooks hooks = new SerialHooks(env);
        this.constructors = new Constructors(env);
        this.collector = new FieldCollector(env);
        this.mixedForms = new MixedForms(env, collector, constructors);
        this.shape = new BeanShapeValidator(env, hooks, delegation, mixedForms);
        this.valueShape = new ValueShapeValidator(env, hooks, shape, delegation);
        this.selfReachability = new SelfReachability(env);
        this.access = new AccessResolver(env, delegation);
        this.clashes = new AccessorClashes(env);
        this.typeResolver = new TypeResolver(env, selfReachability, hooks, new EnumCodeSource(lock));
        this.locked = new LockedLayouts(env, lock, typeResolver);
        this.sharedBeans = new SharedBeans(env, collector, typeResolver, scope);
    }

    /**
     * Reports the concrete classes among {@code roots} (nested ones included) that extend a
     * {@code @FastSerial} bean without being {@code @FastSerial} themselves (but those between two
     * of the round's {@code beans}).
     */
    public void checkSubclasses(Iterable<? extends Element> roots, Iterable<TypeElement> beans) {
        new UnannotatedSubclasses(env).check(roots, beans);
    }

    /**
     * Whether a class read before got an error since, on a field of its own, while another class was read (a
     * bean held both inline and by reference in that class's graph): its model is not to be generated.
     */
    public boolean refusedSince(TypeElement bean) {
        return sharedBeans.refusedForOthers(bean);
    }

    public Result read(TypeElement bean) {
        List<String> unresolved = UnresolvedTypes.in(bean, env);
        if (!unresolved.isEmpty()) {
            return new Result.Deferred(unresolved);
        }
        int errorsBefore = env.reporter.errorCount();
        boolean value = env.isValueType(bean);
        if (value ? !valueShape.validate(bean) : !shape.validate(bean)) {
            return new Result.Failed();
        }
        // A writeReplace declared to return the proxy's own type (FS119) is an error, but the proxy is still
        // generated: its signature names the proxy, and without it javac adds "cannot find symbol" (issue 25, 09b).
        errorsBefore += value ? valueShape.toleratedErrors(bean) : 0;
        checkTypeParameterBounds(bean);
        FieldCollector.Collected collected = collector.collect(bean, !value);
        Construction construction = value ? constructors.choose(bean, collected.fields()) : null;
        List<LayoutPlanner.Draft> drafts = new ArrayList<>();
        List<AccessorClashes.Reached> throughAccessors = new ArrayList<>();
        Map<String, Element> targets = new HashMap<>();
        Map<String, String> javaTypes = new HashMap<>();
        Map<String, String> layoutNames = FieldKeys.formatOneSpellings(collected.fields());
        boolean rawCast = false;
        for (FieldCollector.Source source : collected.fields()) {
            LayoutPlanner.Draft draft = readField(bean, source, FieldKeys.key(bean, source),
                    layoutNames.get(FieldKeys.id(source)), value, construction);
            if (draft != null) {
                drafts.add(draft);
                targets.put(draft.key(), errorTarget(bean, source));
                javaTypes.put(draft.key(), TypeSpellings.of(source.type()));
                if (draft.access() instanceof Access.Accessors a) {
                    throughAccessors.add(new AccessorClashes.Reached(source, a, errorTarget(bean, source)));
                }
                // a hidden field of a raw superclass (extends Base) is reached through ((Base) bean)
                rawCast |= draft.access() instanceof Access.Direct d && d.castTo() != null
                        && RawTypes.in(env.supertypeAsSeen(bean, source.declaringClass()));
            }
        }
        clashes.report(bean, throughAccessors);
        sharedBeans.check(bean, collected.fields(), collected.chainTo());
        if (value) {
            checkCannotReachItself(bean, collected.fields());
        }
        if (env.reporter.errorCount() > errorsBefore) {
            return new Result.Failed();
        }
        ClassName chainTo = collected.chainTo() == null ? null : Names.externalizerOf(collected.chainTo());
        LockedLayouts.Outcome placed = locked.place(bean, collected.chainTo(), drafts, targets, javaTypes, value);
        if (placed == null || env.reporter.errorCount() > errorsBefore) {
            return new Result.Failed();
        }
        LayoutPlanner.Layout planned = layout.plan(drafts, placed.placement());
        ClassName beanClass = ClassName.get(bean);
        List<TypeVariableName> typeVariables = new ArrayList<>();
        for (TypeParameterElement parameter : bean.getTypeParameters()) {
            typeVariables.add(TypeVariableName.get(parameter));
        }
        TypeName beanType = typeVariables.isEmpty() ? beanClass
                : ParameterizedTypeName.get(beanClass, typeVariables.toArray(new TypeName[0]));
        return new Result.Ok(new BeanModel(bean, beanType, beanClass, typeVariables, Names.externalizerOf(bean),
                chainTo, planned.slots(), planned.tail(), planned.flags(), placed.check(), shadowedJavaLang(bean),
                collected.fields().stream().anyMatch(f -> RawTypes.in(f.type())) || rawCast, construction,
                value ? mayHoldItself(bean, collected.fields()) : Set.of()));
    }

    /**
     * A record, immutable or mixed class is built after everything its constructor takes is read,
     * and handed to what holds it after the rest is read, so nothing it holds may lead back to it (a
     * cycle could not be restored), through beans or plain Serializable classes alike: one error, on
     * the first field that can.
     */
    private void checkCannotReachItself(TypeElement value, List<FieldCollector.Source> fields) {
        if (!selfReachability.valueReachesItself(value)) {
            return;
        }
        for (FieldCollector.Source source : fields) {
            if (selfReachability.valueLeadsTo(source.type(), value)) {
                env.reporter.error(errorTarget(value, source), Message.VALUE_REACHES_ITSELF, source.label(value),
                        Spelling.of(source.type()), value.getSimpleName(), env.valueKind(value).text());
                return;
            }
        }
    }

    /**
     * The fields of a record, immutable or mixed class through which it could refer back to itself where
     * the compiler cannot see it (FS221 refuses what it sees): an {@code Object}, a {@code Map<String, Object>}.
     */
    private Set<String> mayHoldItself(TypeElement value, List<FieldCollector.Source> fields) {
        Set<String> found = new java.util.HashSet<>();
        for (FieldCollector.Source source : fields) {
            if (selfReachability.mayHold(source.type(), value)) {
                found.add(Construction.argument(source.declaringClass().getQualifiedName().toString(),
                        source.field().getSimpleName().toString()));
            }
        }
        return found;
    }

    /**
     * One field's checks; null after reporting its problems.
     *
     * @param value the field of a record, immutable or mixed class: restored by its constructor, or after it
     * @param construction how such a class is rebuilt; null for a bean, or when that was an error
     */
    private LayoutPlanner.Draft readField(TypeElement bean, FieldCollector.Source source, String key, String layoutName,
                                          boolean value, Construction construction) {
        VariableElement field = source.field();
        String name = field.getSimpleName().toString();
        Element target = errorTarget(bean, source);
        boolean isFinal = field.getModifiers().contains(Modifier.FINAL);
        Access fieldAccess;
        boolean accessKnown = true;
        if (value) {
            boolean taken = construction != null && construction.arguments().contains(
                    Construction.argument(source.declaringClass().getQualifiedName().toString(), name));
            if (taken && !isFinal) { // the constructor takes it, and it is set again after (a later value is not its to change)
                fieldAccess = access.resolveTakenNotFinal(bean, source, target);
            } else if (taken || construction == null && isFinal && !env.isFillable(source)) {
                fieldAccess = access.resolveReadOnly(bean, source, target); // the constructor restores it
            } else if (construction == null) {
                fieldAccess = null; // no constructor (reported): whether something else can restore it is moot
                accessKnown = false;
            } else if (isFinal) {
                fieldAccess = access.resolveFill(bean, source, target); // a container: Constructors required the others
            } else {
                fieldAccess = access.resolve(bean, source, target); // after the constructor, as a bean's
            }
        } else if (isFinal) { // the contract's rule for beans; a mixed class fills a final container in place
            List<String> lacking = access.accessorsLacking(bean, source);
            String remedy = lacking.isEmpty() ? Phrase.REMOVE_FINAL.text()
                    : source.declaringClass().equals(bean) ? Phrase.REMOVE_FINAL_AND_ADD.text(Message.list(lacking))
                    : Phrase.REMOVE_FINAL_AND_ADD_TO.text(Message.list(lacking), source.declaringClass().getSimpleName());
            env.reporter.error(target, Message.FINAL_FIELD, source.label(bean), remedy + mixedForms.orRemedy(bean));
            return null;
        } else {
            fieldAccess = access.resolve(bean, source, target, () -> mixedForms.remedyTaking(bean, source));
        }
        boolean byReference = Names.hasAnnotation(field, Names.BY_REFERENCE);
        Resolution resolution = typeResolver.resolve(source.type(), byReference);
        boolean typeOk = true;
        if (resolution instanceof Resolution.NotSerializable bad) {
            String type = Spelling.of(source.type());
            String offending = bad.offendingType();
            String simpleOffending = offending.substring(offending.lastIndexOf('.') + 1);
            if (source.declaringClass().getKind() == ElementKind.RECORD) {
                env.reporter.error(target, Message.COMPONENT_NOT_SERIALIZABLE, source.label(bean), type,
                        type.equals(simpleOffending) ? Phrase.ITSELF_NOT_SERIALIZABLE.text()
                                : Phrase.PART_NOT_SERIALIZABLE.text(simpleOffending));
            } else if (type.equals(simpleOffending)) {
                env.reporter.error(target, Message.NOT_SERIALIZABLE, source.label(bean), type);
            } else {
                env.reporter.error(target, Message.PART_NOT_SERIALIZABLE, source.label(bean), type, simpleOffending);
            }
            typeOk = false;
        }
        typeOk &= checkNameable(bean, source, target);
        if (!typeOk) {
            return null;
        }
        Encoding encoding = ((Resolution.Ok) resolution).encoding();
        if (byReference && !checkByReferenceMatters(bean, source, encoding, target)) {
            return null;
        }
        if (fieldAccess == null || !accessKnown) {
            return null;
        }
        Encoding asBefore = typeResolver.resolveAsBefore(source.type(), byReference) instanceof Resolution.Ok before
                && !before.encoding().form().equals(encoding.form()) ? before.encoding() : null;
        return new LayoutPlanner.Draft(key, layoutName, name, source.declaringClass().getSimpleName().toString(),
                source.declaringClass().getQualifiedName().toString(), fieldAccess,
                encoding, isNonNull(field, source.type()), asBefore);
    }

    /**
     * The bean's own fields carry their errors (javac places a record's implicit fields on their
     * components); inherited ones, whose source may be a jar, report on the bean.
     */
    static Element errorTarget(TypeElement bean, FieldCollector.Source source) {
        return source.declaringClass().equals(bean) ? source.field() : bean;
    }

    /**
     * The externalizer, a separate class, spells the field's type (type arguments and array
     * components included): a type only the bean's body can name would not compile there.
     */
    private boolean checkNameable(TypeElement bean, FieldCollector.Source source, Element target) {
        TypeMirror type = source.type();
        UnnameableTypes.Unnameable hidden = UnnameableTypes.firstIn(type, Env.packageOf(bean));
        if (hidden == null) {
            return true;
        }
        String spelled = Spelling.of(type);
        String simple = hidden.type().getSimpleName().toString();
        String externalizer = Names.externalizerOf(bean).simpleName();
        if (spelled.equals(simple) || spelled.endsWith("." + simple)) {
            env.reporter.error(target, Message.UNNAMEABLE_TYPE, source.label(bean), spelled, hidden.why(), externalizer,
                    hidden.remedy());
        } else {
            env.reporter.error(target, Message.UNNAMEABLE_PART, source.label(bean), spelled, simple, hidden.why(), externalizer,
                    hidden.remedy());
        }
        return false;
    }

    /**
     * {@code @ByReference} keeps shared beans shared; where it would change nothing (no bean in
     * the type, or the value already goes through writeObject) it is an error, not silently ignored.
     */
    private boolean checkByReferenceMatters(TypeElement bean, FieldCollector.Source source, Encoding requested, Element target) {
        TypeMirror type = source.type();
        Resolution without = typeResolver.resolve(type, false);
        if (!(without instanceof Resolution.Ok ok) || !ok.encoding().equals(requested)) {
            return true;
        }
        String spelled = Spelling.of(type);
        Encoding.InlineValue inside = firstValue(requested);
        if (inside != null) {
            env.reporter.error(target, Message.BY_REFERENCE_ON_VALUE, source.label(bean), spelled,
                    inside.rawType().simpleName());
        } else if (requested instanceof Encoding.ObjectStream) {
            env.reporter.error(target, Message.BY_REFERENCE_ALREADY_SHARED, source.label(bean), spelled);
        } else {
            env.reporter.error(target, Message.BY_REFERENCE_CHANGES_NOTHING, source.label(bean), spelled);
        }
        return false;
    }

    /** The first record or immutable class written inline in {@code encoding} (itself or inside it), or null. */
    private static Encoding.InlineValue firstValue(Encoding encoding) {
        if (encoding instanceof Encoding.InlineValue v) {
            return v;
        }
        for (Encoding child : encoding.children()) {
            Encoding.InlineValue v = firstValue(child);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    /**
     * Type parameters of the bean are copied onto the generated methods, bounds included: the
     * externalizer must be able to name those too.
     */
    private void checkTypeParameterBounds(TypeElement bean) {
        for (TypeParameterElement parameter : bean.getTypeParameters()) {
            for (TypeMirror bound : parameter.getBounds()) {
                UnnameableTypes.Unnameable hidden = UnnameableTypes.firstIn(bound, Env.packageOf(bean));
                if (hidden != null) {
                    env.reporter.error(parameter, Message.UNNAMEABLE_TYPE_PARAMETER_BOUND, parameter.getSimpleName(),
                            bean.getSimpleName(), Spelling.of(bound), hidden.type().getSimpleName(), hidden.why(),
                            Names.externalizerOf(bean).simpleName(), hidden.remedy());
                    break;
                }
            }
        }
    }

    private static boolean isNonNull(VariableElement field, TypeMirror memberType) {
        List<AnnotationMirror> annotations = new ArrayList<>(field.getAnnotationMirrors());
        annotations.addAll(field.asType().getAnnotationMirrors()); // type-use annotations sit on the declared type
        for (AnnotationMirror annotation : annotations) {
            String simple = annotation.getAnnotationType().asElement().getSimpleName().toString();
            if (Names.NON_NULL_SIMPLE_NAMES.contains(simple)) {
                return !memberType.getKind().isPrimitive();
            }
        }
        return false;
    }

    /**
     * java.lang names that a class in the bean's own package shadows, e.g. a user's {@code String}.
     * Once per package and round (a package of 500 beans would otherwise cost 500 x 500), against
     * java.lang's names listed once ({@link Env#isJavaLangName}).
     */
    private Set<String> shadowedJavaLang(TypeElement bean) {
        PackageElement pkg = env.elements.getPackageOf(bean);
        return shadowedByPackage.computeIfAbsent(pkg.getQualifiedName().toString(), name -> {
            Set<String> shadowed = new TreeSet<>();
            for (TypeElement type : ElementFilter.typesIn(pkg.getEnclosedElements())) {
                String simple = type.getSimpleName().toString();
                if (env.isJavaLangName(simple)) {
                    shadowed.add(simple);
                }
            }
            return shadowed;
        });
    }
}
