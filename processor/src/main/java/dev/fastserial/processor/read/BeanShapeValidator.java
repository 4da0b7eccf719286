package dev.fastserial.processor.read;

import dev.fastserial.processor.Message;
import dev.fastserial.processor.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/** Class-level rules: what kind of type may carry {@code @FastSerial}, and what it must declare. */
final class BeanShapeValidator {
    private final Env env;
    private final SerialHooks hooks;
    private final Delegation delegation;
    private final MixedForms mixedForms;

    BeanShapeValidator(Env env, SerialHooks hooks, Delegation delegation, MixedForms mixedForms) {
        this.env = env;
        this.hooks = hooks;
        this.delegation = delegation;
        this.mixedForms = mixedForms;
    }

    /** Reports every class-level problem; returns false when the fields are not worth reading. */
    boolean validate(TypeElement bean) {
        if (!checkKind(bean)) {
            return false;
        }
        checkNesting(bean);
        boolean fieldsWorthReading = checkSuperclassesDoNotSerializeThemselves(bean, true);
        if (!env.types.isAssignable(bean.asType(), env.externalizable)) {
            env.reporter.error(bean, Message.NOT_EXTERNALIZABLE, bean.getSimpleName(), Names.externalizerOf(bean).simpleName());
            return fieldsWorthReading;
        }
        if (!bean.getModifiers().contains(Modifier.ABSTRACT)) {
            checkNoArgConstructor(bean);
            checkDeclaresOwnMethods(bean);
        }
        return fieldsWorthReading;
    }

    /**
     * A superclass the externalizer writes field by field (one that is not {@code @FastSerial})
     * must not keep state that only its own serialization writes: {@code java.util.Date}'s time
     * and {@code ArrayList}'s elements live in transient fields that their writeObject saves.
     * One error on the bean, instead of silent loss or errors about fields that would not help.
     *
     * @param chained a {@code @FastSerial} superclass writes itself (beans); value types write
     *     every superclass's fields themselves
     */
    boolean checkSuperclassesDoNotSerializeThemselves(TypeElement bean, boolean chained) {
        for (TypeElement c = Env.classOf(bean.getSuperclass()); c != null && !Env.isJavaLangObject(c);
                c = Env.classOf(c.getSuperclass())) {
            if (chained && env.isValueType(c)) {
                env.reporter.error(bean, Message.BEAN_EXTENDS_VALUE, bean.getSimpleName(), c.getSimpleName(),
                        (env.valueKind(c) == Message.Phrase.MIXED_CLASS ? Message.Phrase.A_MIXED : Message.Phrase.AN_IMMUTABLE)
                                .text());
                return false;
            }
            if (chained && env.isFastSerial(c)) {
                return true; // chained: its own externalizer writes it (and it was checked itself)
            }
            List<String> hooksDeclared = hooks.selfSerialization(c, bean);
            if (!hooksDeclared.isEmpty()) {
                TypeElement direct = Env.classOf(bean.getSuperclass());
                String externalizer = Names.externalizerOf(bean).simpleName();
                if (c.equals(direct)) {
                    env.reporter.error(bean, Message.SUPERCLASS_SERIALIZES_ITSELF, bean.getSimpleName(), c.getQualifiedName(),
                            Message.list(hooksDeclared), externalizer, c.getSimpleName());
                } else {
                    env.reporter.error(bean, Message.INDIRECT_SUPERCLASS_SERIALIZES_ITSELF, bean.getSimpleName(),
                            direct.getSimpleName(), c.getQualifiedName(), Message.list(hooksDeclared), externalizer,
                            c.getSimpleName());
                }
                return false;
            }
        }
        return true;
    }

    private boolean checkKind(TypeElement bean) {
        switch (bean.getKind()) {
            case CLASS:
                return true;
            case INTERFACE:
                env.reporter.error(bean, Message.ON_INTERFACE, bean.getSimpleName());
                break;
            case ENUM:
                env.reporter.error(bean, Message.ON_ENUM, bean.getSimpleName());
                break;
            case ANNOTATION_TYPE:
                env.reporter.error(bean, Message.ON_ANNOTATION_TYPE, bean.getSimpleName());
                break;
            default: // records are value types (ValueShapeValidator), never beans
                env.reporter.error(bean, Message.ON_OTHER_KIND, bean.getSimpleName(),
                        bean.getKind().name().toLowerCase(Locale.ROOT));
        }
        return false;
    }

    void checkNesting(TypeElement bean) {
        NestingKind nesting = bean.getNestingKind();
        if (nesting == NestingKind.LOCAL || nesting == NestingKind.ANONYMOUS) {
            env.reporter.error(bean, Message.LOCAL_CLASS, bean.getSimpleName());
            return;
        }
        if (nesting == NestingKind.MEMBER && !bean.getModifiers().contains(Modifier.STATIC)
                && !bean.getEnclosingElement().getKind().isInterface()) {
            env.reporter.error(bean, Message.INNER_CLASS, bean.getSimpleName(), bean.getEnclosingElement().getSimpleName());
        }
        for (Element e = bean; e.getKind() != ElementKind.PACKAGE; e = e.getEnclosingElement()) {
            if (e.getModifiers().contains(Modifier.PRIVATE)) {
                String externalizer = Names.externalizerOf(bean).simpleName();
                if (e == bean) {
                    env.reporter.error(bean, Message.PRIVATE_CLASS, bean.getSimpleName(), externalizer);
                } else {
                    env.reporter.error(bean, Message.NESTED_IN_PRIVATE_CLASS, bean.getSimpleName(), externalizer,
                            e.getSimpleName());
                }
                return;
            }
        }
    }

    private void checkNoArgConstructor(TypeElement bean) {
        ExecutableElement noArg = null;
        for (ExecutableElement constructor : ElementFilter.constructorsIn(bean.getEnclosedElements())) {
            if (constructor.getParameters().isEmpty()) {
                if (constructor.getModifiers().contains(Modifier.PUBLIC)) {
                    return;
                }
                noArg = constructor;
            }
        }
        // "add one" beside a protected Employee() would not compile ("already defined"): make that one public
        String remedy = noArg == null ? Message.Phrase.ADD_PUBLIC_NO_ARG.text(bean.getSimpleName())
                : Message.Phrase.MAKE_NO_ARG_PUBLIC.text(bean.getSimpleName(), access(noArg));
        env.reporter.error(bean, Message.NO_PUBLIC_NO_ARG_CONSTRUCTOR, bean.getSimpleName(), remedy,
                mixedForms.orElseRemedy(bean));
    }

    private static String access(Element member) {
        Set<Modifier> modifiers = member.getModifiers();
        return modifiers.contains(Modifier.PROTECTED) ? "protected" : modifiers.contains(Modifier.PRIVATE) ? "private"
                : "package-private";
    }

    /**
     * A subclass that inherits writeExternal/readExternal from its parent would write only the
     * parent's fields: its own would be dropped without a word. (A class that declares neither and
     * inherits nothing concrete fails to compile anyway; javac says so.)
     */
    private void checkDeclaresOwnMethods(TypeElement bean) {
        ExecutableElement declaredWrite = declared(bean, "writeExternal", env.objectOutput);
        ExecutableElement declaredRead = declared(bean, "readExternal", env.objectInput);
        if (declaredWrite != null && declaredRead != null) { // the usual case, decided without listing every member
            List<ExecutableElement> both = List.of(declaredWrite, declaredRead);
            checkDelegates(bean, declaredWrite, "out", both);
            checkDelegates(bean, declaredRead, "in", both);
            return;
        }
        ExecutableElement write = findMethod(bean, "writeExternal", env.objectOutput);
        ExecutableElement read = findMethod(bean, "readExternal", env.objectInput);
        boolean writeInherited = isInheritedConcrete(bean, write);
        boolean readInherited = isInheritedConcrete(bean, read);
        if (!writeInherited && !readInherited) {
            return;
        }
        ExecutableElement inherited = writeInherited ? write : read;
        List<String> missing = new ArrayList<>();
        if (writeInherited) {
            missing.add("writeExternal");
        }
        if (readInherited) {
            missing.add("readExternal");
        }
        env.reporter.error(bean, Message.INHERITS_EXTERNALIZABLE_METHODS, bean.getSimpleName(), Message.list(missing),
                inherited.getEnclosingElement().getSimpleName(), Names.externalizerOf(bean).simpleName());
    }

    private ExecutableElement findMethod(TypeElement bean, String name, TypeMirror parameter) {
        for (ExecutableElement method : env.methodsNamed(bean, name)) {
            if (hasOneParameter(method, parameter)) {
                return method;
            }
        }
        return null;
    }

    private ExecutableElement declared(TypeElement bean, String name, TypeMirror parameter) {
        for (ExecutableElement method : ElementFilter.methodsIn(bean.getEnclosedElements())) {
            if (method.getSimpleName().contentEquals(name) && hasOneParameter(method, parameter)) {
                return method;
            }
        }
        return null;
    }

    /**
     * The bean's own writeExternal or readExternal must call its own externalizer: naming another
     * one instead (copied from another bean) is an error; naming none is one too, unless the
     * class names its externalizer elsewhere (a helper method that the body calls): elsewhere than
     * in {@code both} methods, so that one delegating does not excuse the other (issue 25, 03b).
     */
    private void checkDelegates(TypeElement bean, ExecutableElement method, String stream, List<ExecutableElement> both) {
        Set<String> named = delegation.externalizersNamed(method);
        String own = Names.externalizerOf(bean).simpleName();
        if (named == null || named.contains(own)) {
            return;
        }
        String name = method.getSimpleName().toString();
        String call = own + "." + name + "(this, " + stream + ");";
        if (!named.isEmpty()) {
            env.reporter.error(method, Message.OTHER_EXTERNALIZER, bean.getSimpleName(), name, named.iterator().next(), own,
                    call);
            return;
        }
        Set<String> inClass = delegation.externalizersNamed(bean, both);
        if (inClass == null || !inClass.contains(own)) {
            // the harm: the other method's bytes go unread (it delegates), or the generated code never runs (neither does)
            ExecutableElement other = both.get(0).equals(method) ? both.get(1) : both.get(0);
            Set<String> otherNamed = delegation.externalizersNamed(other);
            boolean otherDelegates = otherNamed != null && otherNamed.contains(own);
            Message.Phrase why = !otherDelegates ? Message.Phrase.NEITHER_DELEGATES
                    : stream.equals("in") ? Message.Phrase.WRITE_DELEGATES : Message.Phrase.READ_DELEGATES;
            env.reporter.error(method, Message.NO_DELEGATION, bean.getSimpleName(), name, own, call,
                    why.text(own, bean.getSimpleName()));
        }
    }

    private boolean hasOneParameter(ExecutableElement method, TypeMirror parameter) {
        return method.getParameters().size() == 1 && env.types.isSameType(method.getParameters().get(0).asType(), parameter);
    }

    private static boolean isInheritedConcrete(TypeElement bean, ExecutableElement method) {
        return method != null
                && !method.getEnclosingElement().equals(bean)
                && !method.getModifiers().contains(Modifier.ABSTRACT);
    }
}
