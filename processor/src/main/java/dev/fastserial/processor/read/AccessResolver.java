package dev.fastserial.processor.read;

import com.squareup.javapoet.TypeName;
import dev.fastserial.processor.Message;
import dev.fastserial.processor.Message.Phrase;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.model.Access;
import dev.fastserial.processor.model.Spelling;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Decides how the generated externalizer, a separate class in the bean's package, reaches a
 * field: directly when the field is visible from that package, otherwise through a JavaBean
 * getter and setter of the field's type.
 */
final class AccessResolver {
    private final Env env;
    private final Delegation sources;

    /** @param sources where javac shows them, the bodies of getters through which a container is filled */
    AccessResolver(Env env, Delegation sources) {
        this.env = env;
        this.sources = sources;
    }

    /** The access, or null after reporting on {@code errorTarget} why there is none. */
    Access resolve(TypeElement bean, FieldCollector.Source source, Element errorTarget) {
        return resolve(bean, source, errorTarget, null);
    }

    /**
     * As {@link #resolve(TypeElement, FieldCollector.Source, Element)}; {@code mixedForm} gives a remedy
     * the message adds when the field has a getter but no setter ({@link Phrase#MIXED_FORM}: a bean whose
     * constructor takes the field, which could keep it that way as a mixed class), or null.
     */
    Access resolve(TypeElement bean, FieldCollector.Source source, Element errorTarget,
                   java.util.function.Supplier<String> mixedForm) {
        String beanPackage = Env.packageOf(bean);
        String name = source.field().getSimpleName().toString();
        TypeElement hiding = hidingClass(source);
        DirectAccess direct = direct(bean, source, hiding, beanPackage);
        if (direct.access() != null) {
            return direct.access();
        }
        UnnameableTypes.Unnameable castProblem = direct.castProblem();
        Accessor getter = findGetter(bean, name, source.type(), beanPackage);
        Accessor setter = findSetter(bean, name, source.type(), beanPackage);
        if (getter == null || setter == null) {
            reportNoAccess(bean, source, errorTarget, getter, setter, castProblem, mixedForm);
            return null;
        }
        if (hiding != null && (declaredAtOrBelow(getter.method(), hiding, source) || declaredAtOrBelow(setter.method(), hiding, source))) {
            reportOverriddenForHidingField(bean, source, errorTarget, hiding, getter, setter);
            return null;
        }
        if (getter.badThrow() != null || setter.badThrow() != null) {
            reportThrows(bean, source, errorTarget, getter.badThrow() != null ? getter : setter, getter.badThrow() != null);
            return null;
        }
        return new Access.Accessors(getter.method().getSimpleName().toString(), setter.method().getSimpleName().toString(),
                getter.wider());
    }

    /**
     * What a final field of a bean needs besides losing {@code final} to be restored: nothing when
     * the externalizer reaches it directly, else the getter and setter it lacks ({@code setId(String)}),
     * so that FS201 gives the whole answer at once (issue 25, cases 07a and 07b).
     */
    List<String> accessorsLacking(TypeElement bean, FieldCollector.Source source) {
        String beanPackage = Env.packageOf(bean);
        if (direct(bean, source, hidingClass(source), beanPackage).access() != null) {
            return List.of();
        }
        String name = source.field().getSimpleName().toString();
        String type = Spelling.of(source.type());
        List<String> lacking = new ArrayList<>();
        if (findGetter(bean, name, source.type(), beanPackage) == null) {
            lacking.add((isBoolean(source.type()) ? "is" : "get") + capitalize(name) + "()");
        }
        if (findSetter(bean, name, source.type(), beanPackage) == null) {
            lacking.add("set" + capitalize(name) + "(" + type + ")");
        }
        return lacking;
    }

    /**
     * How the externalizer of a record or immutable class reads a field (the constructor restores
     * it): a record component through its accessor; a field directly where visible, else through
     * {@code getX()}, {@code isX()} or {@code x()} of its type. Null after reporting why not.
     */
    Access resolveReadOnly(TypeElement type, FieldCollector.Source source, Element errorTarget) {
        VariableElement field = source.field();
        String name = field.getSimpleName().toString();
        if (source.declaringClass().getKind() == ElementKind.RECORD) {
            for (RecordComponentElement component : source.declaringClass().getRecordComponents()) {
                if (component.getSimpleName().contentEquals(name)) {
                    ExecutableElement accessor = component.getAccessor();
                    return new Access.Getter(accessor == null ? name : accessor.getSimpleName().toString());
                }
            }
        }
        String typePackage = Env.packageOf(type);
        TypeElement hiding = hidingClass(source);
        Access.Direct direct = direct(type, source, hiding, typePackage).access();
        if (direct != null) {
            return direct;
        }
        List<String> names = getterNames(name, source.type());
        names.add(name); // a record-style accessor, x()
        Accessor getter = findGetter(type, names, source.type(), typePackage);
        if (getter == null) {
            // one of another type ("Collection<? extends String> getRoles()" for a Set<String>): say so, and retype it
            Near near = near(type, source, names, 0, typePackage);
            String remedy;
            if (near == null) {
                remedy = addGetter(type, source, Phrase.OR_ELSE_FIELD_PACKAGE_PRIVATE);
            } else {
                String where = near.method().getSimpleName() + "() in " + near.owner().getSimpleName();
                remedy = near.callable() ? Phrase.RETYPE.text(near.method().getSimpleName() + "()", Spelling.of(source.type()))
                        : near.override() != null ? Phrase.ADD_LINE.text(near.override(), type.getSimpleName())
                        : near.method().getModifiers().contains(Modifier.PRIVATE)
                        && Env.packageOf(near.owner()).equals(typePackage) ? Phrase.MAKE_PACKAGE_PRIVATE.text(where)
                        : Phrase.MAKE_PUBLIC.text(where);
                remedy += Env.packageOf(source.declaringClass()).equals(typePackage)
                        ? Phrase.OR_ELSE_FIELD_PACKAGE_PRIVATE.text() : "";
            }
            env.reporter.error(errorTarget, Message.NO_GETTER_IN_VALUE, source.label(type), visibilityOf(field),
                    Names.externalizerOf(type).simpleName(), remedy,
                    found(near == null ? List.of() : List.of(near), Spelling.of(source.type())));
            return null;
        }
        return usable(type, source, errorTarget, hiding, getter)
                ? new Access.Getter(getter.method().getSimpleName().toString(), getter.wider()) : null;
    }

    /**
     * How the externalizer of a mixed class reaches a field that its constructor takes and that is not
     * final: read as {@link #resolveReadOnly} reads it, and set again after the constructor, as a bean's
     * field is, directly where visible ({@link Access.Direct}) or through its setter ({@link Access.Accessors}).
     * Without either, {@link Access.Getter}: the reader can only compare what the constructor made of it
     * with what was read. Null after reporting why there is no getter.
     */
    Access resolveTakenNotFinal(TypeElement type, FieldCollector.Source source, Element errorTarget) {
        Access read = resolveReadOnly(type, source, errorTarget);
        if (!(read instanceof Access.Getter getter)) {
            return read; // the field itself, or nothing (reported)
        }
        String typePackage = Env.packageOf(type);
        Accessor setter = findSetter(type, source.field().getSimpleName().toString(), source.type(), typePackage);
        TypeElement hiding = hidingClass(source);
        boolean usable = setter != null && setter.badThrow() == null
                && (hiding == null || !declaredAtOrBelow(setter.method(), hiding, source));
        return usable ? new Access.Accessors(getter.getter(), setter.method().getSimpleName().toString(), getter.wider())
                : getter;
    }

    /**
     * Whether a getter found for a read-only or filled field can be used: not one a subclass that
     * hides the field overrides, and throwing nothing the generated methods cannot; false after reporting.
     */
    private boolean usable(TypeElement type, FieldCollector.Source source, Element errorTarget, TypeElement hiding,
                           Accessor getter) {
        if (hiding != null && declaredAtOrBelow(getter.method(), hiding, source)) {
            reportOverriddenForHidingField(type, source, errorTarget, hiding, getter, null);
            return false;
        }
        if (getter.badThrow() != null) {
            reportThrows(type, source, errorTarget, getter, true);
            return false;
        }
        return true;
    }

    /**
     * How the externalizer reaches a final {@code Collection} or {@code Map} that it fills in place
     * after construction ({@link Access.Fill}): the field directly where visible, else a getter of its
     * type or a wider one ({@code Collection<Visit> getVisits()}) that returns the field itself; where
     * javac shows the getter's body, one that returns anything else (a copy, a read-only view) is an
     * error, since what is put into it would be lost. Null after reporting why there is none.
     */
    Access resolveFill(TypeElement type, FieldCollector.Source source, Element errorTarget) {
        VariableElement field = source.field();
        String name = field.getSimpleName().toString();
        boolean map = Boolean.TRUE.equals(env.containerKind(source.type()));
        String typePackage = Env.packageOf(type);
        TypeElement hiding = hidingClass(source);
        Access.Direct direct = direct(type, source, hiding, typePackage).access();
        if (direct != null) {
            return new Access.Fill(null, direct.castTo(), false, map);
        }
        Accessor getter = findGetter(type, name, source.type(), typePackage);
        String externalizer = Names.externalizerOf(type).simpleName();
        if (getter == null) {
            env.reporter.error(errorTarget, Message.NO_GETTER_TO_FILL, source.label(type), visibilityOf(field), externalizer,
                    addGetter(type, source, Phrase.OR_FIELD_PACKAGE_PRIVATE));
            return null;
        }
        if (!usable(type, source, errorTarget, hiding, getter)) {
            return null;
        }
        String returned = sources.returnsOtherThan(getter.method(), name);
        if (returned != null) {
            String method = getter.method().getSimpleName() + "()";
            String remedy = Phrase.RETURN_THE_FIELD.text(method)
                    + (Env.packageOf(source.declaringClass()).equals(typePackage) ? Phrase.OR_FIELD_PACKAGE_PRIVATE.text() : "");
            env.reporter.error(errorTarget, Message.GETTER_NOT_THE_FIELD, source.label(type), method, returned, externalizer,
                    remedy);
            return null;
        }
        return new Access.Fill(getter.method().getSimpleName().toString(), null, getter.wider(), map);
    }

    /**
     * "add getCents(), or make the field package-private" ({@code packagePrivate} joins the two); for a
     * field of a superclass in another package, "add getId() to BaseEntity" alone (a package-private
     * field there would not help).
     */
    private String addGetter(TypeElement type, FieldCollector.Source source, Phrase packagePrivate) {
        String getter = (isBoolean(source.type()) ? "is" : "get") + capitalize(source.field().getSimpleName().toString()) + "()";
        boolean own = source.declaringClass().equals(type);
        String add = own ? Phrase.ADD.text(getter) : Phrase.ADD_TO.text(getter, source.declaringClass().getSimpleName());
        return add + (Env.packageOf(source.declaringClass()).equals(Env.packageOf(type))
                ? packagePrivate.text() : "");
    }

    /** Direct access, or (when there is none) the type a cast to the field's class would have to name, or neither. */
    private record DirectAccess(Access.Direct access, UnnameableTypes.Unnameable castProblem) {}

    /**
     * Direct access when the field is visible from {@code pkg}: plainly, or, when {@code hiding}
     * hides it, through a cast to its class ({@code ((Base<String>) bean).value}: the superclass as
     * the type sees it, type arguments included) unless that cast names a type the externalizer cannot.
     */
    private DirectAccess direct(TypeElement type, FieldCollector.Source source, TypeElement hiding, String pkg) {
        if (!isVisible(source.field(), source.declaringClass(), pkg)) {
            return new DirectAccess(null, null);
        }
        if (hiding == null) {
            return new DirectAccess(new Access.Direct(null), null);
        }
        DeclaredType castTo = env.supertypeAsSeen(type, source.declaringClass());
        UnnameableTypes.Unnameable castProblem = UnnameableTypes.firstIn(castTo, pkg);
        return castProblem == null ? new DirectAccess(new Access.Direct(TypeName.get(castTo).withoutAnnotations()), null)
                : new DirectAccess(null, castProblem);
    }

    /** getX (and isX for a boolean) in the spellings {@link #propertyMethodNames} allows. */
    private static List<String> getterNames(String field, TypeMirror type) {
        List<String> names = new ArrayList<>(propertyMethodNames("get", field));
        if (isBoolean(type)) {
            names.addAll(propertyMethodNames("is", field));
        }
        return names;
    }

    /**
     * A getter or setter of the field's name and type, and the first checked exception it
     * declares that the generated method cannot throw (or null).
     */
    private record Accessor(ExecutableElement method, TypeMirror badThrow, boolean wider) {}

    /** The class nearest to the field's own that declares a field of the same name (hiding it), or null. */
    private TypeElement hidingClass(FieldCollector.Source source) {
        String name = source.field().getSimpleName().toString();
        List<TypeElement> below = source.below(); // the bean first, the class just below the declaring class last
        for (int i = below.size() - 1; i >= 0; i--) {
            if (env.fieldNamed(below.get(i), name) != null) {
                return below.get(i);
            }
        }
        return null;
    }

    /** Whether {@code method} is declared in {@code hiding} or a class between it and the bean. */
    private static boolean declaredAtOrBelow(ExecutableElement method, TypeElement hiding, FieldCollector.Source source) {
        int at = source.below().indexOf((TypeElement) method.getEnclosingElement());
        return at >= 0 && at <= source.below().indexOf(hiding);
    }

    /**
     * {@code Pet extends Person} both declare {@code name}, and Pet overrides getName()/setName():
     * those reach one of the two fields, and nothing can tell which, so one would be lost.
     */
    private void reportOverriddenForHidingField(TypeElement bean, FieldCollector.Source source, Element errorTarget,
                                                TypeElement hiding, Accessor getter, Accessor setter) {
        String name = source.field().getSimpleName().toString();
        String type = Spelling.of(source.type());
        List<String> overridden = new ArrayList<>();
        if (declaredAtOrBelow(getter.method(), hiding, source)) {
            overridden.add(getter.method().getSimpleName() + "()");
        }
        if (setter != null && declaredAtOrBelow(setter.method(), hiding, source)) { // a value type has no setter
            overridden.add(setter.method().getSimpleName() + "(" + type + ")");
        }
        TypeElement overrider = (TypeElement) (declaredAtOrBelow(getter.method(), hiding, source)
                ? getter.method() : setter.method()).getEnclosingElement();
        VariableElement hidingField = env.fieldNamed(hiding, name);
        Element target = hiding.equals(bean) ? hidingField : errorTarget;
        env.reporter.error(target, Message.OVERRIDDEN_ACCESSORS_OF_HIDDEN_FIELD, name, source.declaringClass().getSimpleName(),
                visibilityOf(source.field()), hiding.getSimpleName(), overrider.getSimpleName(), Message.list(overridden),
                Names.externalizerOf(bean).simpleName());
    }

    /** A getter or setter declaring a checked exception the generated writeExternal/readExternal cannot throw. */
    private void reportThrows(TypeElement bean, FieldCollector.Source source, Element errorTarget, Accessor accessor,
                              boolean isGetter) {
        String method = accessor.method().getSimpleName() + (isGetter ? "()" : "(" + Spelling.of(source.type()) + ")");
        boolean samePackage = Env.packageOf(source.declaringClass()).equals(Env.packageOf(bean)); // else it would not help
        env.reporter.error(errorTarget, isGetter ? Message.GETTER_THROWS : Message.SETTER_THROWS, source.label(bean),
                visibilityOf(source.field()), method, Spelling.of(accessor.badThrow()), Names.externalizerOf(bean).simpleName(),
                samePackage ? Phrase.OR_FIELD_PACKAGE_PRIVATE.text() : "");
    }

    private void reportNoAccess(TypeElement bean, FieldCollector.Source source, Element errorTarget,
                                Accessor getter, Accessor setter, UnnameableTypes.Unnameable castProblem,
                                java.util.function.Supplier<String> mixedForm) {
        VariableElement field = source.field();
        String name = field.getSimpleName().toString();
        String type = Spelling.of(source.type());
        String cap = capitalize(name);
        String getterName = (isBoolean(source.type()) ? "is" : "get") + cap + "()";
        String setterName = "set" + cap + "(" + type + ")";
        String label = source.label(bean);
        String externalizer = Names.externalizerOf(bean).simpleName();
        if (castProblem != null) {
            // a visible field that only a cast could reach, and the cast names a type the externalizer cannot
            if (getter == null && setter == null) {
                env.reporter.error(errorTarget, Message.NO_ACCESSORS_HIDDEN, label, castProblem.type().getSimpleName(),
                        castProblem.why(), externalizer, getterName, setterName);
            } else {
                String has = getter != null ? getter.method().getSimpleName() + "()"
                        : setter.method().getSimpleName() + "(" + type + ")";
                env.reporter.error(errorTarget, getter != null ? Message.NO_SETTER_HIDDEN : Message.NO_GETTER_HIDDEN, label,
                        castProblem.type().getSimpleName(), castProblem.why(), has, getter != null ? setterName : getterName,
                        externalizer);
            }
            return;
        }
        String beanPackage = Env.packageOf(bean);
        Near nearGetter = getter != null ? null : near(bean, source, getterNames(name, source.type()), 0, beanPackage);
        Near nearSetter = setter != null ? null : near(bean, source, propertyMethodNames("set", name), 1, beanPackage);
        List<Near> found = new ArrayList<>();
        for (Near n : new Near[] {nearGetter, nearSetter}) {
            if (n != null) {
                found.add(n);
            }
        }
        String foundText = found(found, type);
        List<String> remedies = new ArrayList<>();
        List<String> retyped = new ArrayList<>();
        List<String> toAdd = new ArrayList<>();
        String[] missing = {getter == null ? getterName : null, setter == null ? setterName : null};
        Near[] nears = {nearGetter, nearSetter};
        for (int i = 0; i < 2; i++) {
            if (missing[i] == null) {
                continue;
            }
            Near n = nears[i];
            if (n == null) {
                toAdd.add(missing[i]);
            } else if (n.callable()) {
                retyped.add(n.method().getSimpleName() + n.parameters());
            } else if (n.override() != null) {
                remedies.add(Phrase.ADD_LINE.text(n.override(), bean.getSimpleName()));
            } else {
                String where = n.method().getSimpleName() + n.parameters() + " in " + n.owner().getSimpleName();
                remedies.add(n.method().getModifiers().contains(Modifier.PRIVATE) && Env.packageOf(n.owner()).equals(beanPackage)
                        ? Phrase.MAKE_PACKAGE_PRIVATE.text(where) : Phrase.MAKE_PUBLIC.text(where));
            }
        }
        if (!retyped.isEmpty()) {
            remedies.add(0, Phrase.RETYPE.text(Message.list(retyped), type));
        }
        if (!toAdd.isEmpty()) {
            // accessors of an inherited private field go where the field is: the bean's own could not reach it
            boolean inherited = !source.declaringClass().equals(bean);
            remedies.add(0, inherited ? Phrase.ADD_TO.text(Message.list(toAdd), source.declaringClass().getSimpleName())
                    : Phrase.ADD.text(Message.list(toAdd)));
        }
        if (Env.packageOf(source.declaringClass()).equals(beanPackage)) {
            remedies.add(Phrase.FIELD_PACKAGE_PRIVATE.text()); // from another package, it would not help
        }
        String keepFinal = getter != null && mixedForm != null ? mixedForm.get() : null; // it needs no setter then
        if (keepFinal != null) {
            remedies.add(keepFinal);
        }
        String remedy = Message.alternatives(remedies);
        if (getter == null && setter == null) {
            env.reporter.error(errorTarget, Message.NO_ACCESSORS, label, visibilityOf(field), foundText, externalizer, remedy);
        } else if (getter != null) {
            env.reporter.error(errorTarget, Message.NO_SETTER, label, visibilityOf(field), setterName, foundText,
                    externalizer, remedy);
        } else {
            env.reporter.error(errorTarget, Message.NO_GETTER, label, visibilityOf(field), getterName, foundText,
                    externalizer, remedy);
        }
    }

    /**
     * A getter or setter of the field's name that the strict search passed over: of another type
     * ({@code int getAge()} for an {@code Integer age}), or one the externalizer cannot call.
     *
     * @param spelled as the message shows it: {@code int getAge()}, {@code setAge(int)}
     * @param parameters {@code ()} or {@code (Long)}
     * @param override for a protected accessor of a superclass in another package, the protected
     *     override that the bean can declare to let the externalizer (in its package) call it; else null
     */
    private record Near(ExecutableElement method, TypeElement owner, String spelled, String parameters, boolean callable,
                        String override) {}

    /**
     * The first such accessor among the bean's members, or else among the methods that the classes
     * from the bean up to the field's own declare (a package-private or private one of a
     * superclass is no member of the bean); null when there is none.
     */
    private Near near(TypeElement bean, FieldCollector.Source source, List<String> names, int arity, String beanPackage) {
        List<ExecutableElement> candidates = new ArrayList<>(methodsNamed(bean, names));
        for (TypeElement c = bean; c != null; c = Env.classOf(c.getSuperclass())) {
            for (ExecutableElement method : ElementFilter.methodsIn(c.getEnclosedElements())) {
                if (names.contains(method.getSimpleName().toString()) && !candidates.contains(method)) {
                    candidates.add(method);
                }
            }
            if (c.equals(source.declaringClass())) {
                break;
            }
        }
        TypeMirror type = source.type();
        for (ExecutableElement method : candidates) {
            if (method.getParameters().size() != arity || method.getModifiers().contains(Modifier.STATIC)) {
                continue;
            }
            ExecutableType member = memberType(bean, method);
            TypeMirror actual = arity == 0 ? member.getReturnType() : member.getParameterTypes().get(0);
            boolean callable = isCallable(method, beanPackage);
            if (callable && env.types.isSameType(actual, type)) {
                continue; // usable, but it throws: reported as such
            }
            TypeElement owner = (TypeElement) method.getEnclosingElement();
            String methodName = method.getSimpleName().toString();
            String parameters = arity == 0 ? "()" : "(" + Spelling.of(actual) + ")";
            String spelled = arity == 0 ? Spelling.of(actual) + " " + methodName + "()" : methodName + parameters;
            String override = null;
            Set<Modifier> modifiers = method.getModifiers();
            if (!callable && modifiers.contains(Modifier.PROTECTED) && !modifiers.contains(Modifier.FINAL)
                    && env.types.isSameType(actual, type)) {
                String t = Spelling.of(type);
                String p = arity == 0 ? "" : method.getParameters().get(0).getSimpleName().toString();
                // protected, as the method it overrides: the externalizer, in the bean's package, can call it then
                override = arity == 0
                        ? "@Override protected " + t + " " + methodName + "() { return super." + methodName + "(); }"
                        : "@Override protected void " + methodName + "(" + t + " " + p + ") { super." + methodName + "(" + p
                                + "); }";
            }
            return new Near(method, owner, spelled, parameters, callable, override);
        }
        return null;
    }

    /** What the message says was found instead of a usable accessor, or "" when nothing was. */
    private static String found(List<Near> found, String type) {
        if (found.isEmpty()) {
            return "";
        }
        List<String> ofType = new ArrayList<>();
        for (Near n : found) {
            if (n.callable()) {
                ofType.add(n.spelled());
            }
        }
        if (!ofType.isEmpty()) {
            return Phrase.FOUND_OF_TYPE.text(Message.list(ofType), type);
        }
        Near n = found.get(0);
        Set<Modifier> modifiers = n.method().getModifiers();
        String method = n.method().getSimpleName() + n.parameters();
        if (modifiers.contains(Modifier.PRIVATE)) {
            return Phrase.FOUND_PRIVATE.text(method, n.owner().getSimpleName());
        }
        return Phrase.FOUND_ELSEWHERE.text(method, modifiers.contains(Modifier.PROTECTED) ? "protected" : "package-private",
                n.owner().getQualifiedName());
    }

    private static String visibilityOf(VariableElement field) {
        Phrase visibility = field.getModifiers().contains(Modifier.PRIVATE) ? Phrase.PRIVATE
                : field.getModifiers().contains(Modifier.PROTECTED) ? Phrase.PROTECTED_ELSEWHERE
                : field.getModifiers().contains(Modifier.PUBLIC) ? Phrase.PUBLIC_IN_HIDDEN_CLASS
                : Phrase.PACKAGE_PRIVATE_ELSEWHERE;
        return visibility.text();
    }

    /** The getter; among several (isX and getX), the first whose exceptions writeExternal may throw. */
    private Accessor findGetter(TypeElement bean, String field, TypeMirror type, String beanPackage) {
        return findGetter(bean, getterNames(field, type), type, beanPackage);
    }

    /**
     * A getter of the field's type; else one declared with a supertype through which the field's value
     * passes unchanged ({@code Collection<Visit> getVisits()} for a {@code Set<Visit>}, {@link Env#widens}),
     * whose result the writer casts back to the field's type (a class of another type fails that cast).
     */
    private Accessor findGetter(TypeElement bean, List<String> names, TypeMirror type, String beanPackage) {
        Accessor found = null;
        Accessor wider = null;
        for (ExecutableElement method : methodsNamed(bean, names)) {
            if (method.getParameters().isEmpty() && isCallable(method, beanPackage)) {
                ExecutableType member = memberType(bean, method);
                if (env.types.isSameType(member.getReturnType(), type)) {
                    Accessor a = new Accessor(method, disallowedThrow(member, false), false);
                    if (a.badThrow() == null) {
                        return a;
                    }
                    found = found != null ? found : a;
                } else if (wider == null && env.widens(type, member.getReturnType())) {
                    wider = new Accessor(method, disallowedThrow(member, false), true);
                }
            }
        }
        return found != null ? found : wider;
    }

    private Accessor findSetter(TypeElement bean, String field, TypeMirror type, String beanPackage) {
        Accessor found = null;
        for (ExecutableElement method : methodsNamed(bean, propertyMethodNames("set", field))) {
            if (method.getParameters().size() == 1 && isCallable(method, beanPackage)) {
                ExecutableType member = memberType(bean, method);
                if (env.types.isSameType(member.getParameterTypes().get(0), type)) {
                    Accessor a = new Accessor(method, disallowedThrow(member, true), false);
                    if (a.badThrow() == null) {
                        return a;
                    }
                    found = found != null ? found : a;
                }
            }
        }
        return found;
    }

    /**
     * The first checked exception {@code method} declares that the generated method calling it
     * cannot throw: writeExternal throws IOException, readExternal also ClassNotFoundException.
     */
    private TypeMirror disallowedThrow(ExecutableType method, boolean inReadExternal) {
        for (TypeMirror thrown : method.getThrownTypes()) {
            if (!env.mayThrow(thrown, inReadExternal)) {
                return thrown;
            }
        }
        return null;
    }

    private ExecutableType memberType(TypeElement bean, ExecutableElement method) {
        return (ExecutableType) env.types.asMemberOf((DeclaredType) bean.asType(), method);
    }

    /** {@code getFirstName} for {@code firstName}; also {@code getxCoord} for {@code xCoord}. */
    private static List<String> propertyMethodNames(String prefix, String field) {
        String capitalized = prefix + capitalize(field);
        String asIs = prefix + field;
        boolean alsoAsIs = field.length() > 1 && Character.isUpperCase(field.charAt(1)) && !asIs.equals(capitalized);
        return alsoAsIs ? List.of(capitalized, asIs) : List.of(capitalized);
    }

    /** The bean's methods (inherited ones included) with any of these names, in javac's order of members. */
    private List<ExecutableElement> methodsNamed(TypeElement bean, List<String> names) {
        if (names.size() == 1) {
            return env.methodsNamed(bean, names.get(0));
        }
        List<ExecutableElement> all = new ArrayList<>();
        for (String name : names) {
            all.addAll(env.methodsNamed(bean, name));
        }
        all.sort(Comparator.comparingInt(m -> env.memberPosition(bean, m)));
        return all;
    }

    private static boolean isCallable(ExecutableElement method, String beanPackage) {
        if (method.getModifiers().contains(Modifier.STATIC)) {
            return false;
        }
        return isVisible(method, (TypeElement) method.getEnclosingElement(), beanPackage);
    }

    /** Visible from a top-level class in {@code fromPackage} through a reference of the bean's type. */
    private static boolean isVisible(Element member, TypeElement declaringClass, String fromPackage) {
        if (member.getModifiers().contains(Modifier.PRIVATE)) {
            return false;
        }
        if (member.getModifiers().contains(Modifier.PUBLIC)) {
            return true;
        }
        return Env.packageOf(declaringClass).equals(fromPackage);
    }

    private static boolean isBoolean(TypeMirror type) {
        return type.getKind() == TypeKind.BOOLEAN || type.toString().equals("java.lang.Boolean");
    }

    private static String capitalize(String name) {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
