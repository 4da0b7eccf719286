package dev.fastserial.processor.read;

import com.squareup.javapoet.ClassName;
import dev.fastserial.processor.Names;
import dev.fastserial.processor.model.Access;
import dev.fastserial.processor.model.Spelling;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
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

    AccessResolver(Env env) {
        this.env = env;
    }

    /** The access, or null after reporting on {@code errorTarget} why there is none. */
    Access resolve(TypeElement bean, FieldCollector.Source source, Element errorTarget) {
        String beanPackage = Env.packageOf(bean);
        VariableElement field = source.field();
        boolean hidden = source.below().stream().anyMatch(c -> declaresField(c, field.getSimpleName().toString()));
        if (isVisible(field, source.declaringClass(), beanPackage)
                && (!hidden || isTypeVisible(source.declaringClass(), beanPackage))) {
            return new Access.Direct(hidden ? ClassName.get(source.declaringClass()) : null);
        }
        String name = field.getSimpleName().toString();
        ExecutableElement getter = findGetter(bean, name, source.type(), beanPackage);
        ExecutableElement setter = findSetter(bean, name, source.type(), beanPackage);
        if (getter != null && setter != null) {
            return new Access.Accessors(getter.getSimpleName().toString(), setter.getSimpleName().toString());
        }
        reportNoAccess(bean, source, errorTarget, getter, setter);
        return null;
    }

    private void reportNoAccess(TypeElement bean, FieldCollector.Source source, Element errorTarget,
                                ExecutableElement getter, ExecutableElement setter) {
        VariableElement field = source.field();
        String name = field.getSimpleName().toString();
        String type = Spelling.of(source.type());
        String cap = capitalize(name);
        String getterName = (isBoolean(source.type()) ? "is" : "get") + cap + "()";
        String setterName = "set" + cap + "(" + type + ")";
        String where = source.declaringClass().equals(bean) ? "" : " (inherited from " + source.declaringClass().getSimpleName() + ")";
        String why = field.getModifiers().contains(Modifier.PRIVATE) ? "private"
                : field.getModifiers().contains(Modifier.PROTECTED) ? "protected in another package"
                : field.getModifiers().contains(Modifier.PUBLIC) ? "in a class hidden from this package"
                : "package-private in another package";
        String externalizer = Names.externalizerOf(bean).simpleName();
        String message;
        if (getter == null && setter == null) {
            message = "field '" + name + "'" + where + " is " + why + " and has no getter or setter, so "
                    + externalizer + " cannot reach it: add " + getterName + " and " + setterName
                    + ", make the field package-private, or mark it transient if it need not be written";
        } else {
            String has = getter != null ? getter.getSimpleName() + "()" : setter.getSimpleName() + "(" + type + ")";
            String lacks = getter != null ? setterName : getterName;
            message = "field '" + name + "'" + where + " is " + why + " and has " + has + " but no " + lacks
                    + ", so " + externalizer + " cannot " + (getter != null ? "restore" : "read")
                    + " it: add " + lacks + ", make the field package-private, or mark it transient";
        }
        env.reporter.error(errorTarget, message);
    }

    private ExecutableElement findGetter(TypeElement bean, String field, TypeMirror type, String beanPackage) {
        for (ExecutableElement method : env.methodsOf(bean)) {
            String name = method.getSimpleName().toString();
            boolean nameMatches = matchesProperty(name, "get", field) || isBoolean(type) && matchesProperty(name, "is", field);
            if (nameMatches && method.getParameters().isEmpty() && isCallable(method, beanPackage)
                    && env.types.isSameType(memberType(bean, method).getReturnType(), type)) {
                return method;
            }
        }
        return null;
    }

    private ExecutableElement findSetter(TypeElement bean, String field, TypeMirror type, String beanPackage) {
        for (ExecutableElement method : env.methodsOf(bean)) {
            if (matchesProperty(method.getSimpleName().toString(), "set", field)
                    && method.getParameters().size() == 1 && isCallable(method, beanPackage)
                    && env.types.isSameType(memberType(bean, method).getParameterTypes().get(0), type)) {
                return method;
            }
        }
        return null;
    }

    private ExecutableType memberType(TypeElement bean, ExecutableElement method) {
        return (ExecutableType) env.types.asMemberOf((DeclaredType) bean.asType(), method);
    }

    /** {@code getFirstName} for {@code firstName}; also {@code getxCoord} for {@code xCoord}. */
    private static boolean matchesProperty(String method, String prefix, String field) {
        return method.equals(prefix + capitalize(field)) || method.equals(prefix + field) && !field.isEmpty()
                && Character.isUpperCase(field.length() > 1 ? field.charAt(1) : 'a');
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

    private static boolean isTypeVisible(TypeElement type, String fromPackage) {
        return type.getModifiers().contains(Modifier.PUBLIC) || Env.packageOf(type).equals(fromPackage);
    }

    private static boolean declaresField(TypeElement type, String name) {
        return ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
                .anyMatch(f -> f.getSimpleName().contentEquals(name));
    }

    private static boolean isBoolean(TypeMirror type) {
        return type.getKind() == TypeKind.BOOLEAN || type.toString().equals("java.lang.Boolean");
    }

    private static String capitalize(String name) {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
