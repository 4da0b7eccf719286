package dev.fastserial.processor.read;

import dev.fastserial.processor.Names;
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

    BeanShapeValidator(Env env, SerialHooks hooks) {
        this.env = env;
        this.hooks = hooks;
    }

    /** Reports every class-level problem; returns false when the fields are not worth reading. */
    boolean validate(TypeElement bean) {
        if (!checkKind(bean)) {
            return false;
        }
        checkNesting(bean);
        boolean fieldsWorthReading = checkSuperclassesDoNotSerializeThemselves(bean);
        if (!env.types.isAssignable(bean.asType(), env.externalizable)) {
            env.reporter.error(bean, bean.getSimpleName() + " must implement java.io.Externalizable for @FastSerial:"
                    + " add 'implements Externalizable' and delegate writeExternal/readExternal to "
                    + Names.externalizerOf(bean).simpleName());
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
     */
    private boolean checkSuperclassesDoNotSerializeThemselves(TypeElement bean) {
        for (TypeElement c = Env.classOf(bean.getSuperclass()); c != null && !Env.isJavaLangObject(c);
                c = Env.classOf(c.getSuperclass())) {
            if (Env.isFastSerial(c)) {
                return true; // chained: its own externalizer writes it (and it was checked itself)
            }
            String how = hooks.selfSerialization(c, bean);
            if (how != null) {
                String sup = c.getSimpleName().toString();
                String which = c.equals(Env.classOf(bean.getSuperclass())) ? "its superclass " : "its superclass (through "
                        + Env.classOf(bean.getSuperclass()).getSimpleName() + ") ";
                env.reporter.error(bean, bean.getSimpleName() + " cannot be @FastSerial: " + which
                        + c.getQualifiedName() + " serializes itself (" + how + "), and "
                        + Names.externalizerOf(bean).simpleName() + ", writing fields one by one, would lose what that"
                        + " saves: hold the " + sup + " in a field of " + bean.getSimpleName()
                        + " instead of extending " + sup + ", or remove @FastSerial and let Java serialization write "
                        + bean.getSimpleName());
                return false;
            }
        }
        return true;
    }

    private boolean checkKind(TypeElement bean) {
        String problem;
        switch (bean.getKind()) {
            case CLASS:
                return true;
            case INTERFACE:
                problem = "an interface: annotate the classes that implement it";
                break;
            case ENUM:
                problem = "an enum: enum fields of @FastSerial beans are already written compactly; remove the annotation";
                break;
            case ANNOTATION_TYPE:
                problem = "an annotation type";
                break;
            default:
                if (bean.getKind().name().equals("RECORD")) {
                    problem = "a record: readExternal cannot assign a record's final fields;"
                            + " use a class with non-final fields, or keep the record plain Serializable";
                } else {
                    problem = "a " + bean.getKind().name().toLowerCase();
                }
        }
        env.reporter.error(bean, "@FastSerial cannot be used on " + bean.getSimpleName() + ", which is " + problem);
        return false;
    }

    private void checkNesting(TypeElement bean) {
        NestingKind nesting = bean.getNestingKind();
        if (nesting == NestingKind.LOCAL || nesting == NestingKind.ANONYMOUS) {
            env.reporter.error(bean, "@FastSerial cannot be used on a local or anonymous class:"
                    + " move " + bean.getSimpleName() + " to a top-level or static nested class");
            return;
        }
        if (nesting == NestingKind.MEMBER && !bean.getModifiers().contains(Modifier.STATIC)
                && !bean.getEnclosingElement().getKind().isInterface()) {
            env.reporter.error(bean, "@FastSerial cannot be used on the inner class " + bean.getSimpleName()
                    + ": its instances need an enclosing " + bean.getEnclosingElement().getSimpleName()
                    + " that readExternal cannot create; declare it static");
        }
        for (Element e = bean; e.getKind() != ElementKind.PACKAGE; e = e.getEnclosingElement()) {
            if (e.getModifiers().contains(Modifier.PRIVATE)) {
                String which = e == bean ? "it is private" : "it is nested in the private class " + e.getSimpleName();
                env.reporter.error(bean, "@FastSerial class " + bean.getSimpleName() + " is not visible to the generated "
                        + Names.externalizerOf(bean).simpleName() + " because " + which
                        + ": make it package-private or public");
                return;
            }
        }
    }

    private void checkNoArgConstructor(TypeElement bean) {
        for (ExecutableElement constructor : ElementFilter.constructorsIn(bean.getEnclosedElements())) {
            if (constructor.getParameters().isEmpty() && constructor.getModifiers().contains(Modifier.PUBLIC)) {
                return;
            }
        }
        env.reporter.error(bean, bean.getSimpleName() + " needs a public no-arg constructor:"
                + " ObjectInputStream creates Externalizable objects through it before calling readExternal");
    }

    /**
     * A subclass that inherits writeExternal/readExternal from its parent would write only the
     * parent's fields: its own would be dropped without a word. (A class that declares neither and
     * inherits nothing concrete fails to compile anyway; javac says so.)
     */
    private void checkDeclaresOwnMethods(TypeElement bean) {
        ExecutableElement write = findMethod(bean, "writeExternal", env.objectOutput);
        ExecutableElement read = findMethod(bean, "readExternal", env.objectInput);
        boolean writeInherited = isInheritedConcrete(bean, write);
        boolean readInherited = isInheritedConcrete(bean, read);
        if (!writeInherited && !readInherited) {
            return;
        }
        ExecutableElement inherited = writeInherited ? write : read;
        String missing = writeInherited && readInherited ? "writeExternal and readExternal"
                : writeInherited ? "writeExternal" : "readExternal";
        String externalizer = Names.externalizerOf(bean).simpleName();
        env.reporter.error(bean, bean.getSimpleName() + " inherits " + missing + " from "
                + inherited.getEnclosingElement().getSimpleName() + ", which would silently drop "
                + bean.getSimpleName() + "'s own fields: declare writeExternal(ObjectOutput) and"
                + " readExternal(ObjectInput) in " + bean.getSimpleName() + " and delegate to " + externalizer);
    }

    private ExecutableElement findMethod(TypeElement bean, String name, TypeMirror parameter) {
        for (ExecutableElement method : env.methodsOf(bean)) {
            if (method.getSimpleName().contentEquals(name)
                    && method.getParameters().size() == 1
                    && env.types.isSameType(method.getParameters().get(0).asType(), parameter)) {
                return method;
            }
        }
        return null;
    }

    private static boolean isInheritedConcrete(TypeElement bean, ExecutableElement method) {
        return method != null
                && !method.getEnclosingElement().equals(bean)
                && !method.getModifiers().contains(Modifier.ABSTRACT);
    }
}
