package dev.fastserial.processor.read;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeVariableName;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.Reporter;
import dev.fastserial.processor.model.Access;
import dev.fastserial.processor.model.BeanModel;
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
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.element.VariableElement;
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
    private final FieldCollector collector;
    private final AccessResolver access;
    private final TypeResolver typeResolver;
    private final LayoutPlanner layout = new LayoutPlanner();
    private final Map<String, Set<String>> shadowedByPackage = new HashMap<>();

    public BeanReader(Elements elements, Types types, Reporter reporter) {
        this.env = new Env(elements, types, reporter);
        this.shape = new BeanShapeValidator(env);
        this.collector = new FieldCollector(env);
        this.access = new AccessResolver(env);
        this.typeResolver = new TypeResolver(env, new SelfReachability());
    }

    public Result read(TypeElement bean) {
        List<String> unresolved = UnresolvedTypes.in(bean);
        if (!unresolved.isEmpty()) {
            return new Result.Deferred(unresolved);
        }
        int errorsBefore = env.reporter.errorCount();
        if (!shape.validate(bean)) {
            return new Result.Failed();
        }
        FieldCollector.Collected collected = collector.collect(bean);
        List<LayoutPlanner.Draft> drafts = new ArrayList<>();
        for (FieldCollector.Source source : collected.fields()) {
            LayoutPlanner.Draft draft = readField(bean, source);
            if (draft != null) {
                drafts.add(draft);
            }
        }
        if (env.reporter.errorCount() > errorsBefore) {
            return new Result.Failed();
        }
        ClassName chainTo = collected.chainTo() == null ? null : Names.externalizerOf(collected.chainTo());
        LayoutPlanner.Layout planned = layout.plan(drafts, chainTo);
        ClassName beanClass = ClassName.get(bean);
        List<TypeVariableName> typeVariables = new ArrayList<>();
        for (TypeParameterElement parameter : bean.getTypeParameters()) {
            typeVariables.add(TypeVariableName.get(parameter));
        }
        TypeName beanType = typeVariables.isEmpty() ? beanClass
                : ParameterizedTypeName.get(beanClass, typeVariables.toArray(new TypeName[0]));
        return new Result.Ok(new BeanModel(bean, beanType, beanClass, typeVariables, Names.externalizerOf(bean),
                chainTo, planned.fields(), planned.bitCount(), planned.header(), shadowedJavaLang(bean),
                collected.fields().stream().anyMatch(f -> RawTypes.in(f.type()))));
    }

    /** One field's checks; null after reporting its problems. */
    private LayoutPlanner.Draft readField(TypeElement bean, FieldCollector.Source source) {
        VariableElement field = source.field();
        String name = field.getSimpleName().toString();
        boolean own = source.declaringClass().equals(bean);
        Element target = own ? field : bean;
        String label = own ? "field '" + name + "'"
                : "field '" + name + "' (inherited from " + source.declaringClass().getSimpleName() + ")";
        if (field.getModifiers().contains(Modifier.FINAL)) {
            env.reporter.error(target, label + " is final, so readExternal cannot restore it:"
                    + " remove final, or mark the field transient if it need not be written");
            return null;
        }
        Access fieldAccess = access.resolve(bean, source, target);
        Resolution resolution = typeResolver.resolve(source.type(), Names.hasAnnotation(field, Names.BY_REFERENCE));
        if (resolution instanceof Resolution.NotSerializable bad) {
            String type = Spelling.of(source.type());
            String offending = bad.offendingType();
            String simpleOffending = offending.substring(offending.lastIndexOf('.') + 1);
            String what = type.equals(simpleOffending) ? "has type " + type + ", which is not Serializable"
                    : "has type " + type + ", and " + simpleOffending + " is not Serializable";
            env.reporter.error(target, label + " " + what
                    + ": mark the field transient, or give it a Serializable type");
            return null;
        }
        if (fieldAccess == null) {
            return null;
        }
        return new LayoutPlanner.Draft(name, source.declaringClass().getSimpleName().toString(), fieldAccess,
                ((Resolution.Ok) resolution).encoding(), isNonNull(field));
    }

    private static boolean isNonNull(VariableElement field) {
        List<AnnotationMirror> annotations = new ArrayList<>(field.getAnnotationMirrors());
        annotations.addAll(field.asType().getAnnotationMirrors());
        for (AnnotationMirror annotation : annotations) {
            String simple = annotation.getAnnotationType().asElement().getSimpleName().toString();
            if (Names.NON_NULL_SIMPLE_NAMES.contains(simple)) {
                return !field.asType().getKind().isPrimitive();
            }
        }
        return false;
    }

    /**
     * java.lang names that a class in the bean's own package shadows, e.g. a user's {@code String}.
     * Once per package and round: a package of 500 beans would otherwise cost 500 x 500 lookups.
     */
    private Set<String> shadowedJavaLang(TypeElement bean) {
        PackageElement pkg = env.elements.getPackageOf(bean);
        return shadowedByPackage.computeIfAbsent(pkg.getQualifiedName().toString(), name -> {
            Set<String> shadowed = new TreeSet<>();
            for (TypeElement type : ElementFilter.typesIn(pkg.getEnclosedElements())) {
                String simple = type.getSimpleName().toString();
                if (env.elements.getTypeElement("java.lang." + simple) != null) {
                    shadowed.add(simple);
                }
            }
            return shadowed;
        });
    }
}
