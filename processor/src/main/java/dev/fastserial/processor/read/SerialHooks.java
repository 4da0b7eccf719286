package dev.fastserial.processor.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Java serialization's own hooks on a class ({@code writeReplace}, {@code writeObject},
 * {@code serialPersistentFields}...), found the way {@code java.io.ObjectStreamClass} finds them.
 * Code that writes fields one by one would bypass them.
 */
final class SerialHooks {
    private final Env env;

    SerialHooks(Env env) {
        this.env = env;
    }

    /**
     * The replacement hooks the JDK calls on an instance of {@code type}: {@code writeReplace}
     * and {@code readResolve}, declared there or inherited (ObjectStreamClass.getInheritableMethod:
     * the nearest declaration with no parameters, returning Object, not static or abstract; a
     * private one only in the class itself, a package-private one only in the same package).
     */
    List<String> replacementHooks(TypeElement type) {
        List<String> hooks = new ArrayList<>();
        for (String name : new String[] {"writeReplace", "readResolve"}) {
            if (inheritableHook(type, name) != null) {
                hooks.add(name);
            }
        }
        return hooks;
    }

    /** The class that declares the hook the JDK would call on {@code type}, or null. */
    TypeElement inheritableHook(TypeElement type, String name) {
        for (TypeElement c = type; c != null; c = Env.classOf(c.getSuperclass())) {
            ExecutableElement method = declaredNoArg(c, name);
            if (method == null) {
                continue;
            }
            Set<Modifier> modifiers = method.getModifiers();
            if (!returnsObject(method) || modifiers.contains(Modifier.STATIC) || modifiers.contains(Modifier.ABSTRACT)) {
                return null;
            }
            if (modifiers.contains(Modifier.PUBLIC) || modifiers.contains(Modifier.PROTECTED)) {
                return c;
            }
            if (modifiers.contains(Modifier.PRIVATE)) {
                return c.equals(type) ? c : null;
            }
            return Env.packageOf(c).equals(Env.packageOf(type)) ? c : null;
        }
        return null;
    }

    /**
     * How {@code superclass}, which is not {@code @FastSerial}, serializes its own state, if it does: it is Externalizable and declares writeExternal/readExternal (not merely
     * inherits them from a {@code @FastSerial} class above), or it is Serializable and declares
     * writeObject/readObject/readObjectNoData or serialPersistentFields (which the JDK ignores on
     * other classes), or it declares the writeReplace/readResolve the JDK would call on {@code bean}.
     *
     * @return the hooks it declares, empty when it does not serialize itself
     */
    List<String> selfSerialization(TypeElement superclass, TypeElement bean) {
        List<String> declared = new ArrayList<>();
        if (env.types.isAssignable(env.types.erasure(superclass.asType()), env.externalizable)) {
            // its own, not those of a @FastSerial class above it (Pet extends Animal: chained)
            for (ExecutableElement method : ElementFilter.methodsIn(superclass.getEnclosedElements())) {
                if (isExternalizableMethod(method)) {
                    declared.add(method.getSimpleName().toString());
                }
            }
        } else if (env.isSerializable(superclass.asType())) {
            for (ExecutableElement method : ElementFilter.methodsIn(superclass.getEnclosedElements())) {
                if (isPrivateHook(method)) {
                    declared.add(method.getSimpleName().toString());
                }
            }
            for (VariableElement field : ElementFilter.fieldsIn(superclass.getEnclosedElements())) {
                if (field.getSimpleName().contentEquals("serialPersistentFields")
                        && field.getModifiers().containsAll(Set.of(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL))) {
                    declared.add("serialPersistentFields");
                }
            }
        }
        for (String hook : new String[] {"writeReplace", "readResolve"}) {
            if (superclass.equals(inheritableHook(bean, hook))) {
                declared.add(hook);
            }
        }
        return declared;
    }

    /** {@code private void writeObject(ObjectOutputStream)}, {@code readObject(ObjectInputStream)}, {@code readObjectNoData()}. */
    private static boolean isPrivateHook(ExecutableElement method) {
        Set<Modifier> modifiers = method.getModifiers();
        if (!modifiers.contains(Modifier.PRIVATE) || modifiers.contains(Modifier.STATIC)
                || method.getReturnType().getKind() != TypeKind.VOID) {
            return false;
        }
        String name = method.getSimpleName().toString();
        List<? extends VariableElement> parameters = method.getParameters();
        switch (name) {
            case "writeObject":
                return parameters.size() == 1 && isClass(parameters.get(0).asType(), "java.io.ObjectOutputStream");
            case "readObject":
                return parameters.size() == 1 && isClass(parameters.get(0).asType(), "java.io.ObjectInputStream");
            case "readObjectNoData":
                return parameters.isEmpty();
            default:
                return false;
        }
    }

    /** A concrete {@code writeExternal(ObjectOutput)} or {@code readExternal(ObjectInput)}. */
    private static boolean isExternalizableMethod(ExecutableElement method) {
        String name = method.getSimpleName().toString();
        List<? extends VariableElement> parameters = method.getParameters();
        return !method.getModifiers().contains(Modifier.ABSTRACT) && parameters.size() == 1
                && (name.equals("writeExternal") && isClass(parameters.get(0).asType(), "java.io.ObjectOutput")
                || name.equals("readExternal") && isClass(parameters.get(0).asType(), "java.io.ObjectInput"));
    }

    /** Whether {@code method} returns {@code java.lang.Object}, as the JDK's writeReplace and readResolve must. */
    static boolean returnsObject(ExecutableElement method) {
        return method.getReturnType().getKind() == TypeKind.DECLARED && Env.isJavaLangObject(Env.classOf(method.getReturnType()));
    }

    /** The method {@code name()} that {@code c} itself declares, or null. */
    static ExecutableElement declaredNoArg(TypeElement c, String name) {
        for (ExecutableElement method : ElementFilter.methodsIn(c.getEnclosedElements())) {
            if (method.getSimpleName().contentEquals(name) && method.getParameters().isEmpty()) {
                return method;
            }
        }
        return null;
    }

    private static boolean isClass(TypeMirror type, String qualifiedName) {
        TypeElement element = Env.classOf(type);
        return element != null && element.getQualifiedName().contentEquals(qualifiedName);
    }
}
